import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LeagueResponse } from '@/contract/league';
import {
  leagueMachine,
  leaguePizzaRoute,
  selectEntries,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectLoadError,
  selectWeekStart,
} from '@machines/league.machine';
import { networkFailure } from '../../model/fixtures';
import { QUIET_LEAGUE, RANKED_LEAGUE, WEEK_START } from '../../model/leagueFixtures';

function start(answers: Array<LeagueResponse | Error>, storeId?: string | null) {
  const calls: Array<string | null> = [];
  const actor = createActor(
    leagueMachine.provide({
      actors: {
        getLeague: fromPromise<LeagueResponse, { storeId: string | null }>(async ({ input }) => {
          calls.push(input.storeId);
          const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
          if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
          return answer;
        }),
      },
    }),
    { input: storeId === undefined ? {} : { storeId } },
  );
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}

describe('league machine', () => {
  it('loads every store’s league and ranks it', async () => {
    const { actor, calls } = start([RANKED_LEAGUE]);
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('ranked'));
    expect(calls).toEqual([null]);
    expect(selectEntries(actor.getSnapshot())).toEqual(RANKED_LEAGUE.entries);
    expect(selectWeekStart(actor.getSnapshot())).toBe(WEEK_START);
    expect(selectIsEmpty(actor.getSnapshot())).toBe(false);
  });

  it('asks for one store’s league when given its id', async () => {
    const { actor, calls } = start([RANKED_LEAGUE], '66001');
    await waitFor(actor, (snapshot) => snapshot.matches('ranked'));
    expect(calls).toEqual(['66001']);
  });

  it('is empty while no league pizza was ordered this week, and still lists the pizzas', async () => {
    const { actor } = start([QUIET_LEAGUE]);
    await waitFor(actor, (snapshot) => snapshot.matches('empty'));
    expect(selectIsEmpty(actor.getSnapshot())).toBe(true);
    expect(selectEntries(actor.getSnapshot())).toHaveLength(4);
  });

  it('shows why the league could not load, and loads again on retry', async () => {
    const { actor, calls } = start([networkFailure(), RANKED_LEAGUE]);
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectLoadError(actor.getSnapshot())).toBe('Internet connection Lost');
    expect(selectEntries(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'league.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('ranked'));
    expect(calls).toHaveLength(2);
    expect(selectLoadError(actor.getSnapshot())).toBeNull();
  });

  it('opens a listed pizza on the menu’s world-pizza-league category; a pizza not in the league is ignored', async () => {
    const { actor, emitted } = start([RANKED_LEAGUE]);
    await waitFor(actor, (snapshot) => snapshot.matches('ranked'));
    actor.send({ type: 'pizza.order', productId: 999 });
    expect(emitted).toEqual([]);
    actor.send({ type: 'pizza.order', productId: 110 });
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/menu?categoryId=51&pizzaId=110' }]);
    expect(leaguePizzaRoute(208)).toBe('/menu?categoryId=51&pizzaId=208');
    expect(actor.getSnapshot().matches('ranked')).toBe(true);
  });

  it('orders from an empty week too', async () => {
    const { actor, emitted } = start([QUIET_LEAGUE]);
    await waitFor(actor, (snapshot) => snapshot.matches('empty'));
    actor.send({ type: 'pizza.order', productId: 109 });
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/menu?categoryId=51&pizzaId=109' }]);
  });
});
