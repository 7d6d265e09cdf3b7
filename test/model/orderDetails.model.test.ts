import { describe, expect, it } from 'vitest';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { orderDetailsMachine, type OrderDetailsSnapshot } from '@machines/orderDetails.machine';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';
import {
  CURB_REORDER,
  DETAILS,
  PLACE,
  PREVIOUS_CURB_STORE,
  REFUNDABLE_DETAILS,
  REFUNDED_TO_WALLET_DETAILS,
  REORDER,
  REORDER_WITH_UNAVAILABLE,
} from './orderHistoryFixtures';
import { storeActorWith } from '../support/storeActor';

const PDF = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
const NOT_READY = serverError('INVOICE_NOT_READY', 'Invoice is not generated yet.', 400);
const SETTLED = serverError('REFUND_ALREADY_SETTLED', 'This refund has already been sent to your bank or payment app.', 400);

const events: ModelEvent<typeof orderDetailsMachine>[] = [
  { type: 'details.retry' },
  { type: 'reorder.start' },
  { type: 'reorder.continue' },
  { type: 'reorder.dismiss' },
  { type: 'invoice.download' },
  { type: 'refund.toWallet' },
  { type: 'xstate.done.actor.getOrderDetails', output: DETAILS },
  { type: 'xstate.done.actor.getOrderDetails', output: REFUNDABLE_DETAILS },
  { type: 'xstate.error.actor.getOrderDetails', error: networkFailure() },
  { type: 'xstate.done.actor.reorder', output: REORDER },
  { type: 'xstate.done.actor.reorder', output: REORDER_WITH_UNAVAILABLE },
  { type: 'xstate.done.actor.reorder', output: CURB_REORDER },
  { type: 'xstate.error.actor.reorder', error: serverError('STORE_CLOSED', 'The store is closed now.', 400) },
  { type: 'xstate.done.actor.reverseGeocode', output: { place: PLACE } },
  { type: 'xstate.error.actor.reverseGeocode', error: networkFailure() },
  { type: 'xstate.done.actor.readStore', output: null },
  { type: 'xstate.done.actor.readStore', output: PREVIOUS_CURB_STORE },
  { type: 'xstate.error.actor.readStore', error: new Error('IndexedDB is not available') },
  { type: 'xstate.done.actor.saveStore', output: undefined },
  { type: 'xstate.error.actor.saveStore', error: new Error('QuotaExceededError') },
  { type: 'xstate.done.actor.getInvoice', output: PDF },
  { type: 'xstate.error.actor.getInvoice', error: NOT_READY },
  { type: 'xstate.done.actor.refundToWallet', output: REFUNDED_TO_WALLET_DETAILS },
  { type: 'xstate.error.actor.refundToWallet', error: SETTLED },
];

describe('order details machine model', () => {
  it('walks every state and transition: load and retry, reorder with store restore, unavailable items, failures, invoice, refund to wallet', async () => {
    const result = await runModel({
      name: 'orderDetails',
      machine: orderDetailsMachine,
      input: { storeActor: storeActorWith(), orderId: 'order-1' },
      events,
      maxPaths: 1_000,
      onStep: ({ step, index, path, actor, emitted }) => {
        const snapshot = actor.getSnapshot() as OrderDetailsSnapshot;
        switch (step.event.type) {
          case 'xstate.done.actor.getInvoice':
            expect(emitted).toEqual([
              { type: 'invoice.ready', blob: PDF, fileName: 'invoice-SL-100001.pdf' },
              { type: 'toast.requested', message: { code: 'invoiceDownloaded' } },
            ]);
            break;
          case 'xstate.error.actor.getInvoice':
            expect(emitted).toEqual([{ type: 'toast.requested', message: { text: NOT_READY.displayMsg } }]);
            break;
          case 'xstate.done.actor.refundToWallet':
            expect(emitted).toEqual([{ type: 'refund.movedToWallet' }]);
            expect(snapshot.context.details?.refundToWalletAvailable).toBe(false);
            break;
          case 'xstate.error.actor.refundToWallet':
            expect(emitted).toEqual([{ type: 'toast.requested', message: { text: SETTLED.displayMsg } }]);
            break;
          default: {
            // Going on after a reorder is said once, on entering done, with where to go.
            const before = index > 0 ? (path.steps[index - 1]?.state as OrderDetailsSnapshot | undefined) : undefined;
            const enteredDone = snapshot.matches({ loaded: { reorder: 'done' } }) && !before?.matches({ loaded: { reorder: 'done' } });
            if (enteredDone) {
              // A curbside reorder needs the vehicle details this device kept.
              const restored = snapshot.context.reorder?.deliveryType === 'D' || Boolean(snapshot.context.previousStore?.vehicleDetails);
              expect(emitted).toEqual([{ type: 'order.reordered', to: restored ? '/cart' : '/locationSelection?deliveryType=curb' }]);
            } else {
              expect(emitted).toEqual([]);
            }
          }
        }
        // The unavailable-items popup shows only for a reorder that left items out.
        if (snapshot.matches({ loaded: { reorder: 'unavailable' } }))
          expect(snapshot.context.reorder?.unavailable.length).toBeGreaterThan(0);
        // The refund moves only when the server offered it.
        if (snapshot.matches({ loaded: { refund: 'moving' } })) expect(snapshot.context.details?.refundToWalletAvailable).toBe(true);
        // A reorder failure is in hand exactly while its popup shows.
        expect(snapshot.context.reorderError !== null).toBe(snapshot.matches({ loaded: { reorder: 'failed' } }));
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('orderDetails: 19/19 states, 25/25 transitions');
    expect(stateNodesOf(orderDetailsMachine)).toHaveLength(19);
    expect(transitionsOf(orderDetailsMachine)).toHaveLength(25);
  });
});
