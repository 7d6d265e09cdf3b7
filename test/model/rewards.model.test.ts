import { describe, expect, it } from 'vitest';
import { SPIN_ANIMATION_MS } from '@/domain/loyalty';
import { cheesyRewardsMachine, type CheesyRewardsSnapshot } from '@machines/cheesyRewards.machine';
import { spinWheelMachine, type SpinWheelSnapshot } from '@machines/spinWheel.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';
import { ALREADY_SPUN, cheesyOf, gameOf, spinOf } from './rewardsFixtures';

describe('spin wheel machine model', () => {
  it('walks every state and transition: load, spin, settle or show at once, refusal read back, failures and retries', async () => {
    for (const reducedMotion of [false, true]) {
      const result = await runModel({
        name: `spinWheel (reducedMotion ${reducedMotion})`,
        machine: spinWheelMachine,
        input: { reducedMotion },
        events: [
          { type: 'xstate.done.actor.getGameData', output: gameOf() },
          { type: 'xstate.done.actor.getGameData', output: gameOf(spinOf(3)) },
          { type: 'xstate.error.actor.getGameData', error: networkFailure() },
          { type: 'xstate.done.actor.spinWheel', output: spinOf(1) },
          { type: 'xstate.error.actor.spinWheel', error: ALREADY_SPUN },
          { type: 'xstate.error.actor.spinWheel', error: networkFailure() },
          { type: 'xstate.after.settle.spinWheel.settling' },
          { type: 'spin.start' },
          { type: 'spin.retry' },
          { type: 'game.retry' },
        ],
        unreachable: reducedMotion
          ? {
              'spinWheel.settling': 'with reduced motion the wheel does not turn (the run without it covers it)',
              'spinWheel.spinning · done: spinWheel': 'with reduced motion the prize shows at once',
              'spinWheel.settling · after settle (4000ms)': 'with reduced motion the wheel does not turn',
            }
          : { 'spinWheel.spinning · done: spinWheel [prefersReducedMotion]': 'covered by the run with reduced motion' },
        onStep: ({ step }) => {
          const state = step.state as unknown as SpinWheelSnapshot;
          // The prize is the server's: the wheel points at the answer's segment.
          if (state.matches('settling') || state.matches('result')) expect(state.context.spin?.segmentIndex).toBe(1);
          if (state.matches('alreadySpun')) expect(state.context.spin?.segmentIndex).toBe(3);
          expect(state.can({ type: 'spin.start' })).toBe(state.matches('ready'));
          expect(state.hasTag('error')).toBe(state.matches('loadFailed') || state.matches('spinFailed'));
        },
      });
      reportCoverage(result);
      expect(coverageLine(result)).toBe(
        reducedMotion
          ? 'spinWheel (reducedMotion true): 7/7 states, 9/9 transitions (3 listed unreachable)'
          : 'spinWheel (reducedMotion false): 8/8 states, 10/10 transitions (1 listed unreachable)',
      );
    }
    expect(SPIN_ANIMATION_MS).toBeGreaterThan(0);
  });
});

describe('cheesy rewards machine model', () => {
  it('walks every state and transition: load, register, opt out and back, failures read the track again', async () => {
    const result = await runModel({
      name: 'cheesyRewards',
      machine: cheesyRewardsMachine,
      events: [
        ...(['NOT_REGISTERED', 'REGISTERED', 'OPTED_OUT'] as const).flatMap((status) => [
          { type: 'xstate.done.actor.getCheesyRewards', output: cheesyOf(status) } as const,
          { type: 'xstate.done.actor.registerCheesyRewards', output: cheesyOf(status) } as const,
          { type: 'xstate.done.actor.optOutCheesyRewards', output: cheesyOf(status) } as const,
        ]),
        { type: 'xstate.error.actor.getCheesyRewards', error: networkFailure() },
        { type: 'xstate.error.actor.registerCheesyRewards', error: networkFailure() },
        { type: 'xstate.error.actor.optOutCheesyRewards', error: networkFailure() },
        { type: 'cheesy.register' },
        { type: 'cheesy.optOut' },
        { type: 'cheesy.retry' },
      ],
      onStep: ({ step }) => {
        const state = step.state as unknown as CheesyRewardsSnapshot;
        const status = state.context.rewards?.status;
        if (state.matches('registered')) expect(status).toBe('REGISTERED');
        if (state.matches('optedOut')) expect(status).toBe('OPTED_OUT');
        if (state.matches('notRegistered')) expect(status).toBe('NOT_REGISTERED');
        expect(state.hasTag('error')).toBe(state.matches('failed'));
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('cheesyRewards: 7/7 states, 16/16 transitions');
  });
});
