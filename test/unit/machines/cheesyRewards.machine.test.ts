import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CheesyRewardsStatus } from '@/contract/rewards';
import {
  cheesyRewardsMachine,
  selectCanOptOut,
  selectCanRegister,
  selectDeliveredOrders,
  selectReadyMilestone,
} from '@machines/cheesyRewards.machine';
import { networkFailure } from '../../model/fixtures';
import { cheesyOf } from '../../model/rewardsFixtures';
import { flush } from './pollingFixtures';

type Answer = CheesyRewardsStatus | Error;

function startRewards(loads: Answer[], registers: Answer[] = [cheesyOf('REGISTERED')], optOuts: Answer[] = [cheesyOf('OPTED_OUT')]) {
  const calls = { load: 0, register: 0, optOut: 0 };
  const pick = (list: Answer[], index: number): CheesyRewardsStatus => {
    const answer = list[Math.min(index, list.length - 1)];
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  };
  const machine = cheesyRewardsMachine.provide({
    actors: {
      getCheesyRewards: fromPromise(async () => pick(loads, calls.load++)),
      registerCheesyRewards: fromPromise(async () => pick(registers, calls.register++)),
      optOutCheesyRewards: fromPromise(async () => pick(optOuts, calls.optOut++)),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('cheesy rewards machine', () => {
  it('registers a customer not on the track, then opts them out', async () => {
    const { actor, calls } = startRewards([cheesyOf('NOT_REGISTERED')]);
    await flush();
    expect(actor.getSnapshot().matches('notRegistered')).toBe(true);
    expect(selectCanOptOut(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'cheesy.register' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(actor.getSnapshot().matches('registered')).toBe(true);
    actor.send({ type: 'cheesy.optOut' });
    await flush();
    expect(actor.getSnapshot().matches('optedOut')).toBe(true);
    expect(selectCanRegister(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual({ load: 1, register: 1, optOut: 1 });
  });

  it('offers the ready milestone coupon of a registered customer', async () => {
    const { actor } = startRewards([cheesyOf('REGISTERED', 4, 'RWREADY33333')]);
    await flush();
    expect(selectDeliveredOrders(actor.getSnapshot())).toBe(4);
    expect(selectReadyMilestone(actor.getSnapshot())).toMatchObject({ orders: 3, couponCode: 'RWREADY33333', state: 'READY' });
  });

  it('reads the track again after a failed call', async () => {
    const { actor, calls } = startRewards([networkFailure(), cheesyOf('OPTED_OUT')], [networkFailure()]);
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    actor.send({ type: 'cheesy.retry' });
    await flush();
    expect(actor.getSnapshot().matches('optedOut')).toBe(true);
    actor.send({ type: 'cheesy.register' });
    await flush();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'cheesy.retry' });
    await flush();
    expect(calls.load).toBe(3);
  });
});
