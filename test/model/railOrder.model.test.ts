import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { RailOrder } from '@/contract/rail';
import { FALLBACK_POLL_SECONDS, isCancellableState, railOrderMachine, type RailOrderSnapshot } from '@machines/railOrder.machine';
import { railOrdersMachine, type RailOrdersSnapshot } from '@machines/railOrders.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';
import { CANCEL_CLOSED, ORDER_NOT_FOUND, railOrderAt } from './railFixtures';

const LOAD_DONE = 'xstate.done.actor.getRailOrder';

/** An order at each kind of state the screen tells apart, each with its own wait so a wait shows which answer set it. */
const ANSWERS: RailOrder[] = [
  railOrderAt('PLACED', { pollAfterSeconds: 15 }),
  railOrderAt('OUTFORDELIVERY', { pollAfterSeconds: 0 }),
  railOrderAt('DELIVERED'),
  // Neither moving nor ended: the server gives no wait, yet it is still cancellable.
  railOrderAt('CONFIRMED', { pollAfterSeconds: null }),
];

const events: ModelEvent<typeof railOrderMachine>[] = [
  ...ANSWERS.map((output) => ({ type: LOAD_DONE, output }) as const),
  { type: 'xstate.error.actor.getRailOrder', error: networkFailure() },
  { type: 'xstate.error.actor.getRailOrder', error: ORDER_NOT_FOUND },
  { type: 'xstate.after.pollAfter.railOrder.waiting' },
  { type: 'order.retry' },
  { type: 'cancel.request' },
  { type: 'cancel.confirm' },
  { type: 'cancel.dismiss' },
  { type: 'xstate.done.actor.cancelRailOrder', output: railOrderAt('CANCELLED') },
  // Cancelled with its refund still on the way: the server asks to look again.
  { type: 'xstate.done.actor.cancelRailOrder', output: railOrderAt('CANCELLED', { pollAfterSeconds: 30 }) },
  { type: 'xstate.error.actor.cancelRailOrder', error: CANCEL_CLOSED },
  { type: 'xstate.error.actor.cancelRailOrder', error: networkFailure() },
  { type: 'popup.dismiss' },
];

function scheduledDelays(actor: AnyActorRef): number[] {
  return Object.values(actor.system.getSnapshot()._scheduledEvents).map((scheduled) => scheduled.delay);
}

describe('rail order machine model', () => {
  it('walks every state and transition: load, poll by the server-given seconds, settle, cancel with confirmation, refusal, failures', async () => {
    const result = await runModel({
      name: 'railOrder',
      machine: railOrderMachine,
      input: { orderId: 'rail-1' },
      events,
      maxPaths: 1_000,
      onStep: ({ step, actor }) => {
        const state = step.state as unknown as RailOrderSnapshot;
        const order = state.context.order;
        if (state.matches('waiting')) {
          const seconds = order?.pollAfterSeconds ?? 0;
          expect(scheduledDelays(actor)).toEqual([(seconds > 0 ? seconds : FALLBACK_POLL_SECONDS) * 1000]);
        } else {
          expect(scheduledDelays(actor)).toEqual([]);
        }
        // The server's wait decides: a wait keeps polling, none settles.
        if (state.matches('settled')) expect(order?.pollAfterSeconds).toBeNull();
        // SPEC 4: cancelling is asked for only while PLACED to OUTFORDELIVERY.
        if (state.matches('confirmingCancel')) expect(isCancellableState(order)).toBe(true);
        if (state.matches('cancelRefused')) expect(state.context.cancelError?.displayMsg).toBe(CANCEL_CLOSED.displayMsg);
        if (step.event.type === 'xstate.error.actor.getRailOrder' && 'error' in step.event) {
          expect(state.matches('notFound')).toBe((step.event.error as { status: number }).status === 404);
        }
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('railOrder: 10/10 states, 22/22 transitions');
  });
});

describe('rail orders machine model', () => {
  it('walks every state and transition of the list, telling the cart only after an order', async () => {
    for (const afterOrder of [true, false]) {
      const result = await runModel({
        name: `railOrders (afterOrder ${afterOrder})`,
        machine: railOrdersMachine,
        input: { afterOrder },
        events: [
          { type: 'xstate.done.actor.getRailOrders', output: { orders: [railOrderAt('PLACED')] } },
          { type: 'xstate.done.actor.getRailOrders', output: { orders: [] } },
          { type: 'xstate.error.actor.getRailOrders', error: networkFailure() },
          { type: 'orders.retry' },
        ],
        onStep: ({ step, emitted }) => {
          const state = step.state as unknown as RailOrdersSnapshot;
          const loaded = step.event.type === 'xstate.done.actor.getRailOrders';
          expect(emitted).toEqual(loaded && afterOrder ? [{ type: 'cart.replaced' }] : []);
          expect(state.hasTag('error')).toBe(state.matches('failed'));
        },
      });
      reportCoverage(result);
      expect(coverageLine(result)).toBe(`railOrders (afterOrder ${afterOrder}): 4/4 states, 4/4 transitions`);
    }
  });
});
