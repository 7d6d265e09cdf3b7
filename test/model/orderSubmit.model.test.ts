import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentAction } from '@/contract/codes';
import { orderSubmitMachine, type OrderSubmitEmitted } from '@machines/orderSubmit.machine';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';
import {
  CARD,
  CARD_FIELDS,
  CASH,
  confirmed,
  ENROLMENT_REFUSED,
  GATEWAY_URL,
  INTENT_URL,
  MINUTE_MS,
  NOW,
  POLLING,
  REFUSED,
  SAVED_STORE,
  submitInput,
  ORDER,
  ORDER_JOINING,
  fixClockAndKeys,
} from './orderSubmitFixtures';

const UNSUPPORTED: PaymentAction[] = [
  'REMOVE_PROMO',
  'COD_OTP',
  'EV_OTP',
  'EV_PIN',
  'PAYTM_LINK',
  'PAYTM_ADD_MONEY',
  'PAYTM_WITHDRAW_MONEY',
  'REFUND_PAGE',
  'AMZNPAY_CHARGE_STATUS',
  'FAILED',
];

const events: ModelEvent<typeof orderSubmitMachine>[] = [
  { type: 'order.submit', selection: CASH, order: ORDER },
  { type: 'order.submit', selection: CARD, order: ORDER },
  { type: 'order.submit', selection: CASH, order: ORDER_JOINING },
  { type: 'enrolment.skip' },
  { type: 'duplicate.continue' },
  { type: 'duplicate.cancel' },
  { type: 'popup.dismiss' },
  { type: 'order.retry' },
  { type: 'page.restored' },
  { type: 'xstate.done.actor.getRecentOrder', output: { orderId: null, placedAt: null } },
  { type: 'xstate.done.actor.getRecentOrder', output: { orderId: 'o-9', placedAt: NOW - 5 * MINUTE_MS } },
  { type: 'xstate.error.actor.getRecentOrder', error: networkFailure() },
  { type: 'xstate.done.actor.readStore', output: SAVED_STORE },
  { type: 'xstate.done.actor.readStore', output: null },
  { type: 'xstate.error.actor.readStore', error: new Error('IndexedDB unavailable') },
  { type: 'xstate.done.actor.confirmOrder', output: REFUSED },
  { type: 'xstate.error.actor.confirmOrder', error: networkFailure() },
  { type: 'xstate.done.actor.confirmOrder', output: ENROLMENT_REFUSED },
  { type: 'xstate.error.actor.confirmOrder', error: serverError('LOYALTY_CARD_CODE_TAKEN', 'Taken meanwhile', 409) },
  { type: 'xstate.done.actor.confirmOrder', output: confirmed('THANKYOU') },
  { type: 'xstate.done.actor.confirmOrder', output: confirmed('PROCESS_PAYMENT', { processTransactionURL: GATEWAY_URL }) },
  { type: 'xstate.done.actor.confirmOrder', output: confirmed('PAY_PAGE') },
  { type: 'xstate.done.actor.confirmOrder', output: confirmed('DISPLAY_POLLING', { pollingData: POLLING }) },
  {
    type: 'xstate.done.actor.confirmOrder',
    output: confirmed('UNIFIED_PAYMENT_ACTION', {
      intentUrl: INTENT_URL,
      pollingData: POLLING,
      unifiedPaymentResponse: { nextActions: [{ mode: 'intent' }, { mode: 'poll' }] },
    }),
  },
  ...UNSUPPORTED.map((action) => ({ type: 'xstate.done.actor.confirmOrder' as const, output: confirmed(action) })),
];

const THANK_YOU: OrderSubmitEmitted[] = [{ type: 'cart.reload' }, { type: 'navigation.requested', to: '/thankYou?transactionId=txn-1' }];
const POLL_ROUTE = '/paymentTransaction?transactionId=txn-1&interval=5&duration=60';

/** What each final state must have emitted on entry. */
function expectedEmitted(state: string): OrderSubmitEmitted[] {
  switch (state) {
    case 'thankYou':
      return THANK_YOU;
    case 'redirecting':
      return [{ type: 'redirect.requested', url: GATEWAY_URL }];
    case 'postingCard':
      return [{ type: 'cardPost.requested', url: GATEWAY_URL, card: CARD_FIELDS }];
    case 'openingIntent':
      return [
        { type: 'redirect.requested', url: INTENT_URL },
        { type: 'navigation.requested', to: POLL_ROUTE },
      ];
    case 'polling':
      return [{ type: 'navigation.requested', to: POLL_ROUTE }];
    default:
      return [];
  }
}

let restore: () => void;
beforeAll(() => {
  // One key for every submit, so that the model's states stay finite.
  restore = fixClockAndKeys(() => 'key-1');
});
afterAll(() => restore());

describe('order submit machine model', () => {
  it('walks every state and transition with the SPEC 4 next actions', async () => {
    const result = await runModel({
      name: 'orderSubmit',
      machine: orderSubmitMachine,
      input: submitInput(),
      events,
      onStep: ({ step, emitted }) => {
        // Only the step that enters a leaving state emits; 'page.restored' back to idle emits nothing.
        const state = String(step.state.value);
        if (state === 'enrolmentRefused') {
          // Only an order joining Pizza Pals gets here; the offer is told once.
          expect(emitted).toEqual([{ type: 'enrolment.refused' }]);
          return;
        }
        expect(emitted).toEqual(step.event.type === 'page.restored' ? [] : expectedEmitted(state));
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('orderSubmit: 24/24 states, 50/50 transitions');
  });
});
