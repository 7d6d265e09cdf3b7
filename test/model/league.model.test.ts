import { describe, expect, it } from 'vitest';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { leagueMachine, type LeagueSnapshot } from '@machines/league.machine';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type StepCheck } from './harness';
import { QUIET_LEAGUE, RANKED_LEAGUE } from './leagueFixtures';

const events: ModelEvent<typeof leagueMachine>[] = [
  { type: 'xstate.done.actor.getLeague', output: RANKED_LEAGUE },
  { type: 'xstate.done.actor.getLeague', output: QUIET_LEAGUE },
  { type: 'xstate.error.actor.getLeague', error: networkFailure() },
  { type: 'xstate.error.actor.getLeague', error: serverError('STORE_NOT_FOUND', 'This store does not exist.', 404) },
  { type: 'league.retry' },
  { type: 'pizza.order', productId: 110 },
  { type: 'pizza.order', productId: 999 },
];

/** Only a listed pizza's Order routes, to the menu opening it; nothing else navigates. */
function checkStep({ step, actor, emitted }: StepCheck): void {
  const snapshot = actor.getSnapshot() as LeagueSnapshot;
  if (step.event.type === 'pizza.order' && 'productId' in step.event && step.event.productId === 110) {
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/menu?categoryId=51&pizzaId=110' }]);
  } else {
    expect(emitted).toEqual([]);
  }
  if (snapshot.matches('ranked')) expect(snapshot.context.league).toEqual(RANKED_LEAGUE);
  if (snapshot.matches('empty')) expect(snapshot.context.league).toEqual(QUIET_LEAGUE);
  if (snapshot.matches('failed')) expect(snapshot.context.error).not.toBeNull();
}

describe('league machine model', () => {
  it('walks every state and transition: loading, ranked, empty, failed and retry, ordering a pizza', async () => {
    const result = await runModel({ name: 'league', machine: leagueMachine, input: {}, events, onStep: checkStep });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('league: 4/4 states, 6/6 transitions');
    expect(stateNodesOf(leagueMachine)).toHaveLength(4);
    expect(transitionsOf(leagueMachine)).toHaveLength(6);
  });
});
