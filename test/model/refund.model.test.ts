import { describe, expect, it } from 'vitest';
import type { OrderDetailsResponse, OrderRefund } from '@/contract/afterOrder';
import { REFUND_REFRESH_SECONDS } from '@/domain/refund';
import { MS_PER_SECOND } from '@/domain/time';
import { refundMachine } from '@machines/refund.machine';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';
import { NOW } from './orderSubmitFixtures';

const ON_ITS_WAY: OrderRefund = {
  paymentType: 'DC',
  amount: 49_900,
  status: 'INITIATED',
  destination: 'SOURCE',
  initiatedAt: NOW,
  completedAt: null,
};
const COMPLETED: OrderRefund = { ...ON_ITS_WAY, status: 'COMPLETED', completedAt: NOW + MS_PER_SECOND };

function details(refund: OrderRefund, refundToWalletAvailable = false): OrderDetailsResponse {
  return {
    orderId: 'order-1',
    sliceOrderId: 'SL12345678',
    placedAt: NOW,
    storeName: 'Koramangala',
    deliveryType: 'D',
    status: 'FAILED',
    items: [],
    grandTotal: 49_900,
    favourite: false,
    trackable: false,
    invoiceAvailable: false,
    refunds: [refund],
    refundToWalletAvailable,
    lines: [],
    bill: [],
    paymentMode: 'Debit Card',
    deliveryLocation: null,
    store: { id: '66201', name: 'Koramangala', address: '80 Feet Road' },
    advanceTime: null,
    failureReason: 'PAYMENT_FAILED',
    deliveryInstructions: null,
    zeroContactDelivery: false,
  };
}

const REFRESH = 'xstate.after.refreshDelay.refund.showing';

const events: ModelEvent<typeof refundMachine>[] = [
  { type: 'xstate.done.actor.getOrderDetails', output: details(ON_ITS_WAY) },
  { type: 'xstate.done.actor.getOrderDetails', output: details(ON_ITS_WAY, true) },
  { type: 'refund.toWallet' },
  { type: 'xstate.done.actor.refundToWallet', output: details({ ...COMPLETED, destination: 'WALLET' }) },
  { type: 'xstate.error.actor.refundToWallet', error: serverError('REFUND_SETTLED', 'Already sent to your bank.') },
  { type: 'xstate.done.actor.getOrderDetails', output: details(COMPLETED) },
  { type: 'xstate.error.actor.getOrderDetails', error: serverError('ORDER_NOT_FOUND', 'Order not found.', 404) },
  { type: 'xstate.done.actor.refreshOrderDetails', output: details(COMPLETED) },
  { type: 'xstate.error.actor.refreshOrderDetails', error: networkFailure() },
  { type: REFRESH },
  { type: 'refund.refresh' },
  { type: 'refund.retry' },
  { type: 'refund.close' },
];

describe('refund machine model', () => {
  it('walks every state and transition: load, refusal and retry, refresh on time and on demand, refund to the wallet, close', async () => {
    const result = await runModel({
      name: 'refund',
      machine: refundMachine,
      input: { orderId: 'order-1' },
      events,
      abstractContext: (context: { details: OrderDetailsResponse | null; message: unknown; walletError: unknown }) => ({
        status: context.details?.refunds[0]?.status ?? null,
        offered: context.details?.refundToWalletAvailable ?? false,
        message: context.message !== null,
        walletError: context.walletError !== null,
      }),
      onStep: ({ step, actor }) => {
        const { state, event } = step;
        if (state.matches('showing')) {
          const delays = Object.values(actor.system.getSnapshot()._scheduledEvents).map((scheduled) => scheduled.delay);
          expect(delays).toEqual([REFUND_REFRESH_SECONDS * MS_PER_SECOND]);
        }
        // The timed ask happens only while a refund is on its way.
        if (event.type === REFRESH && state.matches('refreshing')) expect(step.state.context.details?.refunds[0]?.status).toBe('INITIATED');
        if (state.matches('loadFailed')) expect(state.context.message).not.toBeNull();
        // Only a refund the server offers goes to the wallet.
        if (state.matches('movingToWallet')) expect(state.context.details?.refundToWalletAvailable).toBe(true);
        if (state.status === 'done') expect(state.output).toEqual({ type: 'back' });
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('refund: 6/6 states, 11/11 transitions');
  });
});
