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
  payment,
  POLLING,
  REFUSED,
  SAVED_STORE,
  submitInput,
  ORDER,
  ORDER_JOINING,
  fixClockAndKeys,
} from './orderSubmitFixtures';

const UNSUPPORTED: PaymentAction[] = ['PAYTM_LINK', 'PAYTM_ADD_MONEY', 'PAYTM_WITHDRAW_MONEY', 'FAILED'];

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
  // The COD OTP step ends with the cash order confirmed, or with the customer going back to choose again.
  { type: 'xstate.done.actor.confirmOrder', output: confirmed('COD_OTP') },
  { type: 'xstate.done.actor.codOtp', output: { type: 'next', payment: payment('THANKYOU') } },
  { type: 'xstate.done.actor.codOtp', output: { type: 'back' } },
  // REMOVE_PROMO ends with the order re-priced (the gateway page at the new total), or with the coupon kept and a new choice.
  {
    type: 'xstate.done.actor.confirmOrder',
    output: confirmed('REMOVE_PROMO', { removePromo: { promoCode: 'UPI75', paymentOptions: ['UPI'] } }),
  },
  {
    type: 'xstate.done.actor.removePromo',
    output: { type: 'next', payment: payment('PROCESS_PAYMENT', { processTransactionURL: GATEWAY_URL }) },
  },
  { type: 'xstate.done.actor.removePromo', output: { type: 'back' } },
  // REFUND_PAGE shows the failed order's refund until closed.
  { type: 'xstate.done.actor.confirmOrder', output: confirmed('REFUND_PAGE', { refund: { orderId: 'order-1' } }) },
  { type: 'xstate.done.actor.refund', output: { type: 'back' } },
  {
    type: 'xstate.done.actor.confirmOrder',
    output: confirmed('AMZNPAY_CHARGE_STATUS', { processTransactionURL: GATEWAY_URL, pollingData: POLLING }),
  },
  // The Paytm wallet step (walletLink) ends paid, or with the customer going back to choose again.
  { type: 'xstate.done.actor.walletLink', output: { type: 'next', payment: payment('THANKYOU') } },
  { type: 'xstate.done.actor.walletLink', output: { type: 'back' } },
  // EV_PIN / EV_OTP end with the voucher proved (thank-you, or the gateway page for the rest), or with a new choice.
  { type: 'xstate.done.actor.confirmOrder', output: confirmed('EV_PIN') },
  { type: 'xstate.done.actor.confirmOrder', output: confirmed('EV_OTP') },
  { type: 'xstate.done.actor.eVoucher', output: { type: 'next', payment: payment('THANKYOU') } },
  { type: 'xstate.done.actor.eVoucher', output: { type: 'back' } },
  // SPEC 4 auto login: a guest's cash order waits for their login, which finds it kept on the device.
  { type: 'xstate.done.actor.confirmOrder', output: confirmed('LOGIN') },
  { type: 'xstate.done.actor.keepPendingOrder', output: undefined },
  { type: 'xstate.error.actor.keepPendingOrder', error: new Error('IndexedDB unavailable') },
];

const THANK_YOU: OrderSubmitEmitted[] = [{ type: 'cart.reload' }, { type: 'navigation.requested', to: '/thankYou?transactionId=txn-1' }];
const UPI_FORM_ROUTE = `/upiForm?transactionId=txn-1&interval=5&duration=60&intent=${encodeURIComponent(INTENT_URL)}`;
const POLL_ROUTE =
  '/paymentTransaction?transactionId=txn-1&interval=5&duration=60&pollUrl=%2Fapi%2Fv1%2Fpayments%2Ftransactions%2Ftxn-1%2Fstatus&pollMethod=GET';

/** What each final state must have emitted on entry. */
function expectedEmitted(state: string): OrderSubmitEmitted[] {
  switch (state) {
    case 'thankYou':
      return THANK_YOU;
    case 'redirecting':
    case 'amazonPayChargeStatus':
      return [{ type: 'redirect.requested', url: GATEWAY_URL }];
    case 'postingCard':
      return [{ type: 'cardPost.requested', url: GATEWAY_URL, card: CARD_FIELDS }];
    case 'openingIntent':
      return [{ type: 'navigation.requested', to: UPI_FORM_ROUTE }];
    case 'polling':
      return [{ type: 'navigation.requested', to: POLL_ROUTE }];
    case 'loggingIn':
      return [{ type: 'navigation.requested', to: '/login?from=%2FpaymentType&autoLogin=true' }];
    default:
      return [];
  }
}

/** Declining the duplicate warning, a call that did not answer, back from a gateway page: nothing was decided. */
const CANCELLING_STATES = new Set([
  'duplicateWarning',
  'callFailed',
  'thankYou',
  'redirecting',
  'postingCard',
  'openingIntent',
  'polling',
  'amazonPayChargeStatus',
  'loggingIn',
]);
const endedOutcome = (from: string) => (CANCELLING_STATES.has(from) ? 'cancelled' : 'chooseAgain');

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
      onStep: ({ step, emitted, path, index }) => {
        const state = String(step.state.value);
        // Back at the start without leaving the page, the submit says why: pay another way, or nothing decided.
        const previous = path.steps[index - 1]?.state;
        if (state === 'idle' && previous !== undefined) {
          expect(emitted).toEqual([{ type: 'submit.ended', outcome: endedOutcome(String(previous.value)) }]);
          return;
        }
        // Only the step that enters a leaving state emits.
        if (state === 'enrolmentRefused') {
          // Only an order joining Pizza Pals gets here; the offer is told once.
          expect(emitted).toEqual([{ type: 'enrolment.refused' }]);
          return;
        }
        expect(emitted).toEqual(expectedEmitted(state));
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('orderSubmit: 26/26 states, 61/61 transitions');
  });
});
