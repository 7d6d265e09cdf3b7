import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ConfirmOrderBody, ConfirmOrderResponse, RecentOrderResponse } from '@/contract/orders';
import {
  orderSubmitMachine,
  selectCanRetry,
  selectDuplicateOrderMinutes,
  selectHasPopup,
  selectHeader,
  selectIsBusy,
  selectIsEnrolmentRefused,
  selectMessage,
  type OrderSubmitEmitted,
  type OrderSubmitInput,
} from '@machines/orderSubmit.machine';
import type { PaymentStepOutput } from '@machines/shared/paymentStep';
import type { walletLinkMachine, WalletLinkInput } from '@machines/walletLink.machine';
import type { SelectedStore } from '@/domain/store';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { networkFailure, serverError } from '../../model/fixtures';
import {
  CARD,
  CARD_CODE,
  CARD_FIELDS,
  CASH,
  ENROLMENT_REFUSED,
  confirmed,
  payment as confirmedPayment,
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
  UPI,
} from '../../model/orderSubmitFixtures';
import messagesEn from '@/i18n/en/messages';

const { genericError: GENERIC_ERROR } = messagesEn.texts;

const LEAVING = ['thankYou', 'redirecting', 'postingCard', 'openingIntent', 'polling'];
const isLeaving = (snapshot: { value: unknown }) => LEAVING.includes(String(snapshot.value));

const NO_RECENT: RecentOrderResponse = { orderId: null, placedAt: null };

interface Setup {
  recent?: RecentOrderResponse | Error;
  store?: SelectedStore | null;
  answers?: Array<ConfirmOrderResponse | Error>;
  input?: Partial<OrderSubmitInput>;
}

function startSubmit({ recent = NO_RECENT, store = SAVED_STORE, answers = [confirmed('THANKYOU')], input = {} }: Setup = {}) {
  const calls: Array<{ userId: string; body: ConfirmOrderBody }> = [];
  const emitted: OrderSubmitEmitted[] = [];
  const actor = createActor(
    orderSubmitMachine.provide({
      actors: {
        getRecentOrder: fromPromise<RecentOrderResponse>(async () => {
          if (recent instanceof Error) throw recent;
          return recent;
        }),
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => store),
        confirmOrder: fromPromise<ConfirmOrderResponse, { userId: string; body: ConfirmOrderBody }>(async ({ input: call }) => {
          calls.push(call);
          const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
          if (answer === undefined) throw new Error('no answer');
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
    { input: submitInput(input) },
  );
  actor.on('*', (event) => emitted.push(event as OrderSubmitEmitted));
  actor.start();
  return { actor, calls, emitted };
}

const PAYTM_ACTIONS = ['PAYTM_LINK', 'PAYTM_ADD_MONEY', 'PAYTM_WITHDRAW_MONEY'] as const;

/** The order submit with a Paytm wallet step that ends as told, recording the order it was given. */
function startWithWalletStep(action: (typeof PAYTM_ACTIONS)[number], output: PaymentStepOutput) {
  const given: WalletLinkInput[] = [];
  const emitted: OrderSubmitEmitted[] = [];
  const actor = createActor(
    orderSubmitMachine.provide({
      actors: {
        getRecentOrder: fromPromise<RecentOrderResponse>(async () => NO_RECENT),
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE),
        confirmOrder: fromPromise<ConfirmOrderResponse, { userId: string; body: ConfirmOrderBody }>(async () => confirmed(action)),
        walletLink: fromPromise<PaymentStepOutput, WalletLinkInput>(async ({ input }) => {
          given.push(input);
          return output;
        }) as unknown as typeof walletLinkMachine,
      },
    }),
    { input: submitInput() },
  );
  actor.on('*', (event) => emitted.push(event as OrderSubmitEmitted));
  actor.start();
  return { actor, emitted, given };
}

describe('order submit machine', () => {
  let restore: () => void;
  beforeEach(() => {
    let keys = 0;
    restore = fixClockAndKeys(() => `key-${(keys += 1)}`);
  });
  afterEach(() => restore());

  it('places a cash order: confirms with the built body, reloads the cart and goes to /thankYou', async () => {
    const { actor, calls, emitted } = startSubmit();
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.userId).toBe('user-42');
    expect(calls[0]?.body.idempotencyKey).toBe('key-1');
    expect(calls[0]?.body.paymentDetails.transactionStatusUrl).toBe('/paymentTransaction');
    expect(emitted).toEqual([{ type: 'cart.reload' }, { type: 'navigation.requested', to: '/thankYou?transactionId=txn-1' }]);
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
  });

  it('warns about an order placed within the window; Continue places the order', async () => {
    const { actor, calls, emitted } = startSubmit({ recent: { orderId: 'o-9', placedAt: NOW - 10 * MINUTE_MS } });
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('duplicateWarning'));
    expect(selectHasPopup(actor.getSnapshot())).toBe(true);
    expect(selectDuplicateOrderMinutes(actor.getSnapshot())).toBe(30);
    expect(calls).toHaveLength(0);
    actor.send({ type: 'duplicate.continue' });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(calls).toHaveLength(1);
    expect(emitted.at(-1)).toEqual({ type: 'navigation.requested', to: '/thankYou?transactionId=txn-1' });
  });

  it('Cancel on the duplicate warning places nothing and waits for another submit', async () => {
    const { actor, calls } = startSubmit({ recent: { orderId: 'o-9', placedAt: NOW - MINUTE_MS } });
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('duplicateWarning'));
    actor.send({ type: 'duplicate.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('uses the configured window: an order 40 minutes ago warns with a 60-minute window', async () => {
    const { actor } = startSubmit({ recent: { orderId: 'o', placedAt: NOW - 40 * MINUTE_MS }, input: { duplicateOrderTimeInMin: 60 } });
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('duplicateWarning'));
    expect(selectDuplicateOrderMinutes(actor.getSnapshot())).toBe(60);
  });

  it('goes ahead when the recent-order check fails', async () => {
    const { actor, calls } = startSubmit({ recent: networkFailure() });
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(calls).toHaveLength(1);
  });

  it('shows the server refusal (errors[0]) and returns to the payment choice on dismiss', async () => {
    const { actor } = startSubmit({ answers: [REFUSED] });
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectMessage(actor.getSnapshot())).toEqual({ text: 'This store is not taking orders right now.' });
    expect(selectHeader(actor.getSnapshot())).toBe('Store closed');
    expect(selectCanRetry(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'popup.dismiss' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(selectMessage(actor.getSnapshot())).toBeNull();
  });

  it('shows the SPEC text for a FAILED status without errors and for a FAILED action', async () => {
    const bare = startSubmit({ answers: [{ status: 'FAILED', errors: [] }] });
    bare.actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(bare.actor, (snapshot) => snapshot.matches('failed'));
    expect(selectMessage(bare.actor.getSnapshot())).toEqual({ code: 'orderNotConfirmed' });

    const action = startSubmit({ answers: [confirmed('FAILED')] });
    action.actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(action.actor, (snapshot) => snapshot.matches('failed'));
    expect(selectMessage(action.actor.getSnapshot())).toEqual({ code: 'orderNotConfirmed' });
  });

  it('retries a failed call with the same body and key; a new submit gets a new key', async () => {
    const { actor, calls } = startSubmit({ answers: [networkFailure(), REFUSED, networkFailure()] });
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('callFailed'));
    expect(selectMessage(actor.getSnapshot())).toEqual({ text: 'Internet connection Lost' });
    expect(selectCanRetry(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'order.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(calls.map((call) => call.body)).toEqual([calls[0]?.body, calls[0]?.body]);
    actor.send({ type: 'popup.dismiss' });
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('callFailed'));
    expect(calls.map((call) => call.body.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('joins Pizza Pals with the order: enroll with the card code the loyalty info call issued (SPEC 3)', async () => {
    const { actor, calls } = startSubmit();
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER_JOINING });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(calls[0]?.body.orderDetails).toMatchObject({ enroll: true, loyaltyRegistrationRequest: { loyaltyCardCode: CARD_CODE } });
  });

  it("a refused enrolment shows the server's words and places the same order without joining, with a new key", async () => {
    const { actor, calls, emitted } = startSubmit({ answers: [ENROLMENT_REFUSED, confirmed('THANKYOU')] });
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER_JOINING });
    await waitFor(actor, (snapshot) => snapshot.matches('enrolmentRefused'));
    expect(selectIsEnrolmentRefused(actor.getSnapshot())).toBe(true);
    expect(selectHasPopup(actor.getSnapshot())).toBe(true);
    expect(selectCanRetry(actor.getSnapshot())).toBe(false);
    expect(selectMessage(actor.getSnapshot())).toEqual({ text: 'This Pizza Pals card code has just gone to another member.' });
    expect(emitted).toEqual([{ type: 'enrolment.refused' }]);
    actor.send({ type: 'enrolment.skip' });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body.orderDetails).toMatchObject({ enroll: false, loyaltyRegistrationRequest: null });
    expect(calls.map((call) => call.body.idempotencyKey)).toEqual(['key-1', 'key-2']);
    expect(calls[1]?.body.orderDetails.cartId).toBe(calls[0]?.body.orderDetails.cartId);
    expect(emitted.at(-1)).toEqual({ type: 'navigation.requested', to: '/thankYou?transactionId=txn-1' });
  });

  it('a 409 or 400 answer to an order joining Pizza Pals is an enrolment refusal; Cancel goes back to the payment choice', async () => {
    for (const error of [
      serverError('LOYALTY_CARD_CODE_TAKEN', 'Taken meanwhile', 409),
      serverError('BAD_REQUEST', 'loyaltyCardCode: not a card code', 400),
    ]) {
      const { actor, calls } = startSubmit({ answers: [error] });
      actor.send({ type: 'order.submit', selection: CASH, order: ORDER_JOINING });
      await waitFor(actor, (snapshot) => snapshot.matches('enrolmentRefused'));
      expect(selectMessage(actor.getSnapshot())).toEqual({ text: error.displayMsg });
      actor.send({ type: 'popup.dismiss' });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(selectMessage(actor.getSnapshot())).toBeNull();
      expect(calls).toHaveLength(1);
    }
  });

  it('without an enrolment the same refusals are plain failures', async () => {
    const refused = startSubmit({ answers: [ENROLMENT_REFUSED] });
    refused.actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(refused.actor, (snapshot) => snapshot.matches('failed'));
    const conflict = startSubmit({ answers: [serverError('CONFLICT', 'Conflict', 409)] });
    conflict.actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(conflict.actor, (snapshot) => snapshot.matches('callFailed'));
  });

  it('shows the generic text for a call error without a message', async () => {
    const { actor } = startSubmit({ answers: [new Error('boom')] });
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('callFailed'));
    expect(selectMessage(actor.getSnapshot())).toEqual({ text: GENERIC_ERROR });
  });

  it('refuses to confirm without a saved store or a cart', async () => {
    const noStore = startSubmit({ store: null });
    noStore.actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(noStore.actor, (snapshot) => snapshot.matches('failed'));
    expect(selectMessage(noStore.actor.getSnapshot())).toEqual({ problem: 'orderNotReady' });
    expect(noStore.calls).toHaveLength(0);

    const noCart = startSubmit();
    noCart.actor.send({ type: 'order.submit', selection: CASH, order: { ...ORDER, cart: null } });
    await waitFor(noCart.actor, (snapshot) => snapshot.matches('failed'));
    expect(noCart.calls).toHaveLength(0);
  });

  it.each(['PROCESS_PAYMENT', 'REDIRECT', 'PAY_PAGE'] as const)('%s opens the gateway page with a full page load', async (action) => {
    const { actor, emitted } = startSubmit({ answers: [confirmed(action, { processTransactionURL: GATEWAY_URL })] });
    actor.send({ type: 'order.submit', selection: UPI, order: ORDER });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(emitted).toEqual([{ type: 'redirect.requested', url: GATEWAY_URL }]);
  });

  it('posts a card to the gateway page instead of redirecting', async () => {
    const { actor, emitted, calls } = startSubmit({ answers: [confirmed('PROCESS_PAYMENT', { processTransactionURL: GATEWAY_URL })] });
    actor.send({ type: 'order.submit', selection: CARD, order: ORDER });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(emitted).toEqual([{ type: 'cardPost.requested', url: GATEWAY_URL, card: CARD_FIELDS }]);
    // Card data never goes to our API: only the first digits.
    expect(JSON.stringify(calls[0]?.body)).not.toContain(CARD_FIELDS.number);
    expect(calls[0]?.body.paymentDetails.cardInitialDigits).toBe('411111');
  });

  it('fails a gateway action without a page to open', async () => {
    const { actor } = startSubmit({ answers: [confirmed('REDIRECT')] });
    actor.send({ type: 'order.submit', selection: UPI, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectMessage(actor.getSnapshot())).toEqual({ problem: 'paymentPageMissing' });
  });

  it.each(['UNIFIED_PAYMENT_ACTION', 'DISPLAY_POLLING'] as const)(
    '%s goes to /paymentTransaction with the server polling',
    async (action) => {
      const { actor, emitted } = startSubmit({ answers: [confirmed(action, { pollingData: POLLING })] });
      actor.send({ type: 'order.submit', selection: UPI, order: ORDER });
      await waitFor(actor, (snapshot) => isLeaving(snapshot));
      // The UPI ID the collect request went to is shown on the waiting page.
      expect(emitted).toEqual([
        {
          type: 'navigation.requested',
          to: '/paymentTransaction?transactionId=txn-1&interval=5&duration=60&pollUrl=%2Fapi%2Fv1%2Fpayments%2Ftransactions%2Ftxn-1%2Fstatus&pollMethod=GET&upiId=asha%40upi',
        },
      ]);
    },
  );

  it('sends a UPI intent payment to /upiForm, which opens the UPI app and verifies the payment', async () => {
    const answer = confirmed('UNIFIED_PAYMENT_ACTION', {
      intentUrl: INTENT_URL,
      pollingData: POLLING,
      unifiedPaymentResponse: { nextActions: [{ mode: 'intent' }, { mode: 'poll' }] },
      upiIntent: { mid: 'MID-1', merchantReference: 'pay-1', txnAmount: '250.00' },
    });
    const { actor, emitted } = startSubmit({ answers: [answer] });
    actor.send({ type: 'order.submit', selection: UPI, order: ORDER });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(emitted).toEqual([
      {
        type: 'navigation.requested',
        to: `/upiForm?transactionId=txn-1&interval=5&duration=60&intent=${encodeURIComponent(INTENT_URL)}&amount=25000&mid=MID-1&ref=pay-1`,
      },
    ]);
  });

  it.each(PAYTM_ACTIONS)('%s hands the order to the Paytm wallet step, which pays it: thank-you', async (action) => {
    const { actor, emitted, given } = startWithWalletStep(action, { type: 'next', payment: confirmedPayment('THANKYOU') });
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('thankYou'));
    expect(given).toEqual([{ orderTransactionId: 'txn-1', email: ORDER.session.user?.email ?? '' }]);
    expect(emitted).toEqual([{ type: 'cart.reload' }, { type: 'navigation.requested', to: '/thankYou?transactionId=txn-1' }]);
  });

  it.each(PAYTM_ACTIONS)('%s: going back from the Paytm wallet step lets the customer choose again', async (action) => {
    const { actor, emitted } = startWithWalletStep(action, { type: 'back' });
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('idle') && snapshot.context.payment !== null);
    // Nothing to navigate to; the host (the cart's direct submit) learns the customer pays another way.
    expect(emitted).toEqual([{ type: 'submit.ended', outcome: 'chooseAgain' }]);
  });

  it('AMZNPAY_CHARGE_STATUS sends the customer to Amazon Pay to authorise the charge', async () => {
    const answer = confirmed('AMZNPAY_CHARGE_STATUS', { processTransactionURL: GATEWAY_URL, pollingData: POLLING });
    const { actor, emitted } = startSubmit({ answers: [answer] });
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('amazonPayChargeStatus'));
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([{ type: 'redirect.requested', url: GATEWAY_URL }]);
  });

  it('a page restored from the back-forward cache after leaving lets the customer choose again', async () => {
    const { actor, calls } = startSubmit({ answers: [confirmed('PROCESS_PAYMENT', { processTransactionURL: GATEWAY_URL })] });
    actor.send({ type: 'order.submit', selection: UPI, order: ORDER });
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'page.restored' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'order.submit', selection: UPI, order: ORDER });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(calls.map((call) => call.body.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('ignores a second submit while one is running (a double tap places one order)', async () => {
    const { actor, calls } = startSubmit();
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(calls).toHaveLength(1);
  });
});
