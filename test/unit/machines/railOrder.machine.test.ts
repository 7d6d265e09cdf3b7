import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import type { RailOrder, RailOrdersResponse } from '@/contract/rail';
import { railOrderMachine, selectCanCancel, selectCancelError, selectIsNotFound, selectOrder } from '@machines/railOrder.machine';
import { railOrdersMachine, selectIsEmpty, selectNewestOrder, selectOrders } from '@machines/railOrders.machine';
import { networkFailure } from '../../model/fixtures';
import { CANCEL_CLOSED, ORDER_NOT_FOUND, railOrderAt } from '../../model/railFixtures';
import { flush, SECOND } from './pollingFixtures';

type Answer = RailOrder | Error;

function startOrder(loads: Answer[], cancels: Answer[] = [railOrderAt('CANCELLED')]) {
  const calls = { load: 0, cancel: 0 };
  const pick = (list: Answer[], index: number): RailOrder => {
    const answer = list[Math.min(index, list.length - 1)];
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  };
  const machine = railOrderMachine.provide({
    actors: {
      getRailOrder: fromPromise<RailOrder, { orderId: string }>(async () => pick(loads, calls.load++)),
      cancelRailOrder: fromPromise<RailOrder, { orderId: string }>(async () => pick(cancels, calls.cancel++)),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { orderId: 'rail-1' } }).start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, calls, advance };
}

describe('rail order machine', () => {
  it('polls after the server-given seconds and stops once the server gives none', async () => {
    const { actor, calls, advance } = startOrder([
      railOrderAt('CONFIRMED', { pollAfterSeconds: 20 }),
      railOrderAt('OUTFORDELIVERY', { pollAfterSeconds: 45 }),
      railOrderAt('DELIVERED'),
    ]);
    await flush();
    expect(selectOrder(actor.getSnapshot())?.state).toBe('CONFIRMED');
    await advance(20 * SECOND - 1);
    expect(calls.load).toBe(1);
    await advance(1);
    expect(selectOrder(actor.getSnapshot())?.state).toBe('OUTFORDELIVERY');
    await advance(45 * SECOND);
    expect(selectOrder(actor.getSnapshot())?.state).toBe('DELIVERED');
    expect(actor.getSnapshot().matches('settled')).toBe(true);
    await advance(600 * SECOND);
    expect(calls.load).toBe(3);
    // SPEC 4: a delivered order cannot be cancelled.
    expect(selectCanCancel(actor.getSnapshot())).toBe(false);
  });

  it('cancels only after the confirmation, and shows the cancelled order with its refund', async () => {
    const { actor, calls } = startOrder([railOrderAt('PLACED')]);
    await flush();
    actor.send({ type: 'cancel.request' });
    expect(actor.getSnapshot().matches('confirmingCancel')).toBe(true);
    actor.send({ type: 'cancel.dismiss' });
    await flush();
    expect(calls.cancel).toBe(0);
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.confirm' });
    await flush();
    expect(calls.cancel).toBe(1);
    expect(selectOrder(actor.getSnapshot())).toMatchObject({ state: 'CANCELLED', refunds: [{ amount: 59_900 }] });
    expect(actor.getSnapshot().matches('settled')).toBe(true);
  });

  it("shows the server's RAIL_CANCEL_CLOSED reason, then loads the order afresh", async () => {
    const { actor, calls } = startOrder([railOrderAt('PREPARED')], [CANCEL_CLOSED]);
    await flush();
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.confirm' });
    await flush();
    expect(selectCancelError(actor.getSnapshot())?.displayMsg).toBe(CANCEL_CLOSED.displayMsg);
    actor.send({ type: 'popup.dismiss' });
    await flush();
    expect(selectCancelError(actor.getSnapshot())).toBeNull();
    expect(calls.load).toBe(2);
  });

  it('a 404 is not found; another failure waits for a retry', async () => {
    const missing = startOrder([ORDER_NOT_FOUND]);
    await flush();
    expect(selectIsNotFound(missing.actor.getSnapshot())).toBe(true);

    const failing = startOrder([networkFailure(), railOrderAt('PLACED')]);
    await flush();
    expect(failing.actor.getSnapshot().matches('loadFailed')).toBe(true);
    failing.actor.send({ type: 'order.retry' });
    await flush();
    expect(selectOrder(failing.actor.getSnapshot())?.state).toBe('PLACED');
  });
});

function startOrders(answer: RailOrdersResponse | Error, afterOrder?: boolean) {
  const machine = railOrdersMachine.provide({
    actors: {
      getRailOrders: fromPromise<RailOrdersResponse>(async () => {
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
  });
  const actor = createActor(machine, { input: { afterOrder } });
  const emitted: EventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

describe('rail orders machine', () => {
  it('lists the orders newest first and tells the cart after an order only', async () => {
    const newest = railOrderAt('PLACED', { orderId: 'rail-2' });
    const placed = startOrders({ orders: [newest, railOrderAt('DELIVERED')] }, true);
    await flush();
    expect(selectOrders(placed.actor.getSnapshot())).toHaveLength(2);
    expect(selectNewestOrder(placed.actor.getSnapshot())?.orderId).toBe('rail-2');
    expect(placed.emitted).toEqual([{ type: 'cart.replaced' }]);

    const listed = startOrders({ orders: [] });
    await flush();
    expect(selectIsEmpty(listed.actor.getSnapshot())).toBe(true);
    expect(listed.emitted).toEqual([]);
  });
});
