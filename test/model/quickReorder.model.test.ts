import { describe, expect, it } from 'vitest';
import { quickReorderMachine, type QuickReorderSnapshot } from '@machines/quickReorder.machine';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';
import { CURB_REORDER, historyEntry, PLACE, PREVIOUS_CURB_STORE, REORDER, REORDER_WITH_UNAVAILABLE } from './orderHistoryFixtures';
import { storeActorWith } from '../support/storeActor';

const RECENT = { orders: [historyEntry(1), historyEntry(2)] };

const events: ModelEvent<typeof quickReorderMachine>[] = [
  { type: 'orders.retry' },
  { type: 'reorder.start', orderId: 'order-1' },
  { type: 'reorder.start', orderId: 'not-recent' },
  { type: 'reorder.continue' },
  { type: 'reorder.dismiss' },
  { type: 'xstate.done.actor.getRecentOrders', output: RECENT },
  { type: 'xstate.done.actor.getRecentOrders', output: { orders: [] } },
  { type: 'xstate.error.actor.getRecentOrders', error: networkFailure() },
  { type: 'xstate.done.actor.reorder', output: REORDER },
  { type: 'xstate.done.actor.reorder', output: REORDER_WITH_UNAVAILABLE },
  { type: 'xstate.done.actor.reorder', output: CURB_REORDER },
  { type: 'xstate.error.actor.reorder', error: serverError('NOTHING_TO_REORDER', 'None of these items can be ordered now.', 400) },
  { type: 'xstate.done.actor.reverseGeocode', output: { place: PLACE } },
  { type: 'xstate.error.actor.reverseGeocode', error: networkFailure() },
  { type: 'xstate.done.actor.readStore', output: null },
  { type: 'xstate.done.actor.readStore', output: PREVIOUS_CURB_STORE },
  { type: 'xstate.error.actor.readStore', error: new Error('IndexedDB is not available') },
  { type: 'xstate.done.actor.saveStore', output: undefined },
  { type: 'xstate.error.actor.saveStore', error: new Error('QuotaExceededError') },
];

describe('quick reorder machine model', () => {
  it('walks every state and transition: recent orders loaded, empty or failed and retried; a reorder with store restore, unavailable items and failures', async () => {
    const result = await runModel({
      name: 'quickReorder',
      machine: quickReorderMachine,
      input: { storeActor: storeActorWith() },
      events,
      maxPaths: 1_000,
      onStep: ({ step, index, path, actor, emitted }) => {
        const snapshot = actor.getSnapshot() as QuickReorderSnapshot;
        const before = index > 0 ? (path.steps[index - 1]?.state as QuickReorderSnapshot | undefined) : undefined;
        const enteredDone = snapshot.matches({ ready: 'done' }) && !before?.matches({ ready: 'done' });
        if (enteredDone) {
          const restored = snapshot.context.reorder?.deliveryType === 'D' || Boolean(snapshot.context.previousStore?.vehicleDetails);
          expect(emitted).toEqual([{ type: 'order.reordered', to: restored ? '/cart' : '/locationSelection?deliveryType=curb' }]);
        } else {
          expect(emitted).toEqual([]);
        }
        // Only an order of the row is reordered.
        if (snapshot.hasTag('reordering')) expect(snapshot.context.orderId).toBe('order-1');
        if (step.event.type === 'xstate.done.actor.getRecentOrders')
          expect(snapshot.matches('ready')).toBe(snapshot.context.orders.length > 0);
        expect(snapshot.context.reorderError !== null).toBe(snapshot.matches({ ready: 'failed' }));
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('quickReorder: 13/13 states, 19/19 transitions');
  });
});
