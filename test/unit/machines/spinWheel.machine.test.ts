import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { GameData, SpinResult } from '@/contract/rewards';
import { SPIN_ANIMATION_MS } from '@/domain/loyalty';
import { selectCanSpin, selectRefusal, selectShownSpin, selectTargetIndex, spinWheelMachine } from '@machines/spinWheel.machine';
import { networkFailure } from '../../model/fixtures';
import { ALREADY_SPUN, gameOf, spinOf } from '../../model/rewardsFixtures';
import { flush } from './pollingFixtures';

type Answer<T> = T | Error;

function startWheel(games: Answer<GameData>[], spins: Answer<SpinResult>[], reducedMotion = false) {
  const calls = { game: 0, spin: 0 };
  const pick = <T>(list: Answer<T>[], index: number): T => {
    const answer = list[Math.min(index, list.length - 1)];
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  };
  const machine = spinWheelMachine.provide({
    actors: {
      getGameData: fromPromise<GameData>(async () => pick(games, calls.game++)),
      spinWheel: fromPromise<SpinResult>(async () => pick(spins, calls.spin++)),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { reducedMotion } }).start();
  return { actor, calls, clock };
}

describe('spin wheel machine', () => {
  it('spins once, turns to the segment the server drew, and shows the prize when the wheel stops', async () => {
    const { actor, clock, calls } = startWheel([gameOf()], [spinOf(1)]);
    await flush();
    expect(selectCanSpin(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'spin.start' });
    await flush();
    expect(actor.getSnapshot().matches('settling')).toBe(true);
    expect(selectTargetIndex(actor.getSnapshot())).toBe(1);
    expect(selectShownSpin(actor.getSnapshot())).toBeNull();
    clock.increment(SPIN_ANIMATION_MS);
    await flush();
    expect(actor.getSnapshot().matches('result')).toBe(true);
    expect(selectShownSpin(actor.getSnapshot())?.couponCode).toBe('RWABCDEFGH23');
    expect(selectCanSpin(actor.getSnapshot())).toBe(false);
    expect(calls.spin).toBe(1);
  });

  it('shows the prize at once with reduced motion', async () => {
    const { actor } = startWheel([gameOf()], [spinOf(0)], true);
    await flush();
    actor.send({ type: 'spin.start' });
    await flush();
    expect(actor.getSnapshot().matches('result')).toBe(true);
    expect(selectShownSpin(actor.getSnapshot())?.prize.points).toBe(10);
  });

  it("opens on the day's spin when the customer has spun today: no spin offered", async () => {
    const { actor } = startWheel([gameOf(spinOf(3))], []);
    await flush();
    expect(actor.getSnapshot().matches('alreadySpun')).toBe(true);
    expect(selectShownSpin(actor.getSnapshot())?.prize.code).toBe('POINTS_25');
    expect(selectCanSpin(actor.getSnapshot())).toBe(false);
  });

  it("reads the day's spin back when the server refuses a second spin, with its words", async () => {
    const { actor, calls } = startWheel([gameOf(), gameOf(spinOf(2))], [ALREADY_SPUN]);
    await flush();
    actor.send({ type: 'spin.start' });
    await flush();
    expect(calls.game).toBe(2);
    expect(actor.getSnapshot().matches('alreadySpun')).toBe(true);
    expect(selectRefusal(actor.getSnapshot())).toBe(ALREADY_SPUN.displayMsg);
    expect(selectShownSpin(actor.getSnapshot())?.prize.kind).toBe('NONE');
  });

  it('retries a failed load and a failed spin', async () => {
    const { actor, calls } = startWheel([networkFailure(), gameOf()], [networkFailure(), spinOf(0)], true);
    await flush();
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
    actor.send({ type: 'game.retry' });
    await flush();
    actor.send({ type: 'spin.start' });
    await flush();
    expect(actor.getSnapshot().matches('spinFailed')).toBe(true);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'spin.retry' });
    await flush();
    expect(actor.getSnapshot().matches('result')).toBe(true);
    expect(calls).toEqual({ game: 2, spin: 2 });
  });
});
