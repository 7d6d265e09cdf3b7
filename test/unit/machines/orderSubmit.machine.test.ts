import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ConfirmOrderBody, ConfirmOrderResponse, RecentOrderResponse } from '@/contract/orders';
import { GENERIC_ERROR } from '@/domain/messages';
import {
  confirmBodyOf,
  duplicateOrderWarning,
  intentUrlOf,
  isRecentOrder,
  ORDER_NOT_READY,
  orderSubmitMachine,
  PAYMENT_PAGE_MISSING,
  paymentTransactionRoute,
  selectCanRetry,
  selectDuplicateWarning,
  selectHasPopup,
  selectHeader,
  selectIsBusy,
  selectMessage,
  UNSUPPORTED_ACTION_MESSAGES,
  type OrderSubmitEmitted,
  type OrderSubmitInput,
  type UnsupportedAction,
} from '@machines/orderSubmit.machine';
import type { SavedStore } from '@machines/storeSelection.machine';
import { ORDER_NOT_CONFIRMED } from '@machines/transactionPolling.machine';
import { networkFailure } from '../../model/fixtures';
import {
  CARD,
  CARD_FIELDS,
  CART,
  CASH,
  confirmed,
  GATEWAY_URL,
  INTENT_URL,
  MINUTE_MS,
  NOW,
  payment,
  POLLING,
  REFUSED,
  SAVED_STORE,
  SESSION,
  submitInput,
  UPI,
} from '../../model/orderSubmitFixtures';

const LEAVING = ['thankYou', 'redirecting', 'postingCard', 'openingIntent', 'polling'];
const isLeaving = (snapshot: { value: unknown }) => LEAVING.includes(String(snapshot.value));

const NO_RECENT: RecentOrderResponse = { orderId: null, placedAt: null };

interface Setup {
  recent?: RecentOrderResponse | Error;
  store?: SavedStore | null;
  answers?: Array<ConfirmOrderResponse | Error>;
  input?: Partial<OrderSubmitInput>;
}

function startSubmit({ recent = NO_RECENT, store = SAVED_STORE, answers = [confirmed('THANKYOU')], input = {} }: Setup = {}) {
  const calls: Array<{ userId: string; body: ConfirmOrderBody }> = [];
  const emitted: OrderSubmitEmitted[] = [];
  let keys = 0;
  const actor = createActor(
    orderSubmitMachine.provide({
      actors: {
        getRecentOrder: fromPromise<RecentOrderResponse>(async () => {
          if (recent instanceof Error) throw recent;
          return recent;
        }),
        readStore: fromPromise<SavedStore | null>(async () => store),
        confirmOrder: fromPromise<ConfirmOrderResponse, { userId: string; body: ConfirmOrderBody }>(async ({ input: call }) => {
          calls.push(call);
          const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
          if (answer === undefined) throw new Error('no answer');
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
    { input: submitInput({ newIdempotencyKey: () => `key-${(keys += 1)}`, ...input }) },
  );
  actor.on('*', (event) => emitted.push(event as OrderSubmitEmitted));
  actor.start();
  return { actor, calls, emitted };
}

describe('order submit rules', () => {
  it('counts an order as recent only inside the duplicate window', () => {
    expect(isRecentOrder({ orderId: 'o', placedAt: NOW - 29 * MINUTE_MS }, NOW, 30)).toBe(true);
    expect(isRecentOrder({ orderId: 'o', placedAt: NOW - 30 * MINUTE_MS }, NOW, 30)).toBe(false);
    expect(isRecentOrder(NO_RECENT, NOW, 30)).toBe(false);
  });

  it('names the window in the duplicate-order warning', () => {
    expect(duplicateOrderWarning(30)).toBe('You placed an order in the past 30 minutes. Do you want to continue placing this order?');
  });

  it('builds SPEC 3 order and payment details from the store, cart, session and payment', () => {
    const body = confirmBodyOf({
      idempotencyKey: 'k',
      store: { ...SAVED_STORE, timing: { kind: 'advance', at: NOW + 3_600_000, processingStartsAt: NOW + 1_800_000 } },
      cart: CART,
      session: SESSION,
      selection: UPI,
      transactionStatusUrl: '/paymentTransaction',
    });
    expect(body).toEqual({
      idempotencyKey: 'k',
      orderDetails: {
        addressId: 'addr-7',
        deliveryLocation: { latitude: 12.93, longitude: 77.62, address: '' },
        cartId: 'cart-1',
        deliveryType: 'D',
        price: 49_900,
        userDetails: { firstName: 'Asha', lastName: 'Rao', mobile: '9876543210', email: 'asha@example.com' },
        zeroContactDelivery: false,
        tip: 2_000,
        advancedTime: NOW + 3_600_000,
        optedOptionalCharges: [{ chargeTypeCode: 'K', selected: true }],
        additonalUserIdentification: null,
        deliveryInstructions: '',
        language: 'en',
      },
      paymentDetails: {
        primaryPaymentId: 'pay-upi',
        secondaryPaymentId: null,
        transactionStatusUrl: '/paymentTransaction',
        loyaltyEligible: true,
        cardInitialDigits: null,
        instrumentDetails: { upiMode: 'COLLECT', vpa: 'asha@upi' },
      },
    });
  });

  it('a delivery to the map pin carries the house number and landmark the customer gave', () => {
    const base = { idempotencyKey: 'k', store: SAVED_STORE, cart: CART, session: SESSION, selection: CASH, transactionStatusUrl: 'x' };
    expect(confirmBodyOf({ ...base, doorstep: { houseNo: 'Flat 4B', landmark: 'Near Forum Mall' } }).orderDetails.deliveryLocation).toEqual({
      latitude: 12.93,
      longitude: 77.62,
      address: '',
      houseNo: 'Flat 4B',
      landmark: 'Near Forum Mall',
    });
    expect(confirmBodyOf({ ...base, doorstep: { houseNo: 'Flat 4B', landmark: '' } }).orderDetails.deliveryLocation).not.toHaveProperty('landmark');
  });

  it('sends no address for pickup types, the vehicle for curbside, and blank details for a guest', () => {
    const body = confirmBodyOf({
      idempotencyKey: 'k',
      store: { ...SAVED_STORE, deliveryType: 'CURB', vehicleDetails: 'White Swift KA 01 1234' },
      cart: CART,
      session: { userId: 'guest-1', user: null, isLoggedIn: false },
      selection: CASH,
      transactionStatusUrl: 'x',
    });
    expect(body.orderDetails.addressId).toBeNull();
    expect(body.orderDetails.deliveryLocation).toBeNull();
    expect(body.orderDetails.additonalUserIdentification).toBe('White Swift KA 01 1234');
    expect(body.orderDetails.userDetails).toEqual({ firstName: '', lastName: '', mobile: '', email: '' });
    expect(body.paymentDetails.loyaltyEligible).toBe(false);
  });

  it('carries the server-given polling in the /paymentTransaction query', () => {
    expect(paymentTransactionRoute('txn-1', POLLING)).toBe('/paymentTransaction?transactionId=txn-1&interval=5&duration=60');
    expect(paymentTransactionRoute('txn-1', null)).toBe('/paymentTransaction?transactionId=txn-1');
    expect(paymentTransactionRoute('txn-1', POLLING, 'asha@upi')).toBe('/paymentTransaction?transactionId=txn-1&interval=5&duration=60&upiId=asha%40upi');
  });

  it('finds the intent link only when the unified answer has an intent mode', () => {
    const withIntent = payment('UNIFIED_PAYMENT_ACTION', {
      intentUrl: INTENT_URL,
      unifiedPaymentResponse: { nextActions: [{ mode: 'intent' }, { mode: 'poll' }] },
    });
    expect(intentUrlOf(withIntent)).toBe(INTENT_URL);
    expect(intentUrlOf(payment('UNIFIED_PAYMENT_ACTION', { intentUrl: INTENT_URL, unifiedPaymentResponse: { nextActions: [{ mode: 'poll' }] } }))).toBeNull();
    expect(
      intentUrlOf(payment('UNIFIED_PAYMENT_ACTION', { unifiedPaymentResponse: { nextActions: [{ mode: 'intent', url: 'upi://x' }] } })),
    ).toBe('upi://x');
  });
});

describe('order submit machine', () => {
  it('places a cash order: confirms with the built body, reloads the cart and goes to /thankYou', async () => {
    const { actor, calls, emitted } = startSubmit();
    actor.send({ type: 'order.submit', selection: CASH });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.userId).toBe('user-42');
    expect(calls[0]?.body.idempotencyKey).toBe('key-1');
    expect(calls[0]?.body.paymentDetails.transactionStatusUrl).toBe('/paymentTransaction');
    expect(emitted).toEqual([{ type: 'cart.reload' }, { type: 'navigate', to: '/thankYou?transactionId=txn-1' }]);
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
  });

  it('warns about an order placed within the window; Continue places the order', async () => {
    const { actor, calls, emitted } = startSubmit({ recent: { orderId: 'o-9', placedAt: NOW - 10 * MINUTE_MS } });
    actor.send({ type: 'order.submit', selection: CASH });
    await waitFor(actor, (snapshot) => snapshot.matches('duplicateWarning'));
    expect(selectHasPopup(actor.getSnapshot())).toBe(true);
    expect(selectDuplicateWarning(actor.getSnapshot())).toContain('30 minutes');
    expect(calls).toHaveLength(0);
    actor.send({ type: 'duplicate.continue' });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(calls).toHaveLength(1);
    expect(emitted.at(-1)).toEqual({ type: 'navigate', to: '/thankYou?transactionId=txn-1' });
  });

  it('Cancel on the duplicate warning places nothing and waits for another submit', async () => {
    const { actor, calls } = startSubmit({ recent: { orderId: 'o-9', placedAt: NOW - MINUTE_MS } });
    actor.send({ type: 'order.submit', selection: CASH });
    await waitFor(actor, (snapshot) => snapshot.matches('duplicateWarning'));
    actor.send({ type: 'duplicate.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('uses the configured window: an order 40 minutes ago warns with a 60-minute window', async () => {
    const { actor } = startSubmit({ recent: { orderId: 'o', placedAt: NOW - 40 * MINUTE_MS }, input: { duplicateOrderTimeInMin: 60 } });
    actor.send({ type: 'order.submit', selection: CASH });
    await waitFor(actor, (snapshot) => snapshot.matches('duplicateWarning'));
    expect(selectDuplicateWarning(actor.getSnapshot())).toContain('60 minutes');
  });

  it('goes ahead when the recent-order check fails', async () => {
    const { actor, calls } = startSubmit({ recent: networkFailure() });
    actor.send({ type: 'order.submit', selection: CASH });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(calls).toHaveLength(1);
  });

  it('shows the server refusal (errors[0]) and returns to the payment choice on dismiss', async () => {
    const { actor } = startSubmit({ answers: [REFUSED] });
    actor.send({ type: 'order.submit', selection: CASH });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectMessage(actor.getSnapshot())).toBe('This store is not taking orders right now.');
    expect(selectHeader(actor.getSnapshot())).toBe('Store closed');
    expect(selectCanRetry(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'popup.dismiss' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(selectMessage(actor.getSnapshot())).toBeNull();
  });

  it('shows the SPEC text for a FAILED status without errors and for a FAILED action', async () => {
    const bare = startSubmit({ answers: [{ status: 'FAILED', errors: [] }] });
    bare.actor.send({ type: 'order.submit', selection: CASH });
    await waitFor(bare.actor, (snapshot) => snapshot.matches('failed'));
    expect(selectMessage(bare.actor.getSnapshot())).toBe(ORDER_NOT_CONFIRMED);

    const action = startSubmit({ answers: [confirmed('FAILED')] });
    action.actor.send({ type: 'order.submit', selection: CASH });
    await waitFor(action.actor, (snapshot) => snapshot.matches('failed'));
    expect(selectMessage(action.actor.getSnapshot())).toBe(ORDER_NOT_CONFIRMED);
  });

  it('retries a failed call with the same body and key; a new submit gets a new key', async () => {
    const { actor, calls } = startSubmit({ answers: [networkFailure(), REFUSED, networkFailure()] });
    actor.send({ type: 'order.submit', selection: CASH });
    await waitFor(actor, (snapshot) => snapshot.matches('callFailed'));
    expect(selectMessage(actor.getSnapshot())).toBe('Internet connection Lost');
    expect(selectCanRetry(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'order.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(calls.map((call) => call.body)).toEqual([calls[0]?.body, calls[0]?.body]);
    actor.send({ type: 'popup.dismiss' });
    actor.send({ type: 'order.submit', selection: CASH });
    await waitFor(actor, (snapshot) => snapshot.matches('callFailed'));
    expect(calls.map((call) => call.body.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('shows the generic text for a call error without a message', async () => {
    const { actor } = startSubmit({ answers: [new Error('boom')] });
    actor.send({ type: 'order.submit', selection: CASH });
    await waitFor(actor, (snapshot) => snapshot.matches('callFailed'));
    expect(selectMessage(actor.getSnapshot())).toBe(GENERIC_ERROR);
  });

  it('refuses to confirm without a saved store or a cart', async () => {
    const noStore = startSubmit({ store: null });
    noStore.actor.send({ type: 'order.submit', selection: CASH });
    await waitFor(noStore.actor, (snapshot) => snapshot.matches('failed'));
    expect(selectMessage(noStore.actor.getSnapshot())).toBe(ORDER_NOT_READY);
    expect(noStore.calls).toHaveLength(0);

    const noCart = startSubmit({ input: { readCart: () => null } });
    noCart.actor.send({ type: 'order.submit', selection: CASH });
    await waitFor(noCart.actor, (snapshot) => snapshot.matches('failed'));
    expect(noCart.calls).toHaveLength(0);
  });

  it.each(['PROCESS_PAYMENT', 'REDIRECT', 'PAY_PAGE'] as const)('%s opens the gateway page with a full page load', async (action) => {
    const { actor, emitted } = startSubmit({ answers: [confirmed(action, { processTransactionURL: GATEWAY_URL })] });
    actor.send({ type: 'order.submit', selection: UPI });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(emitted).toEqual([{ type: 'redirect', url: GATEWAY_URL }]);
  });

  it('posts a card to the gateway page instead of redirecting', async () => {
    const { actor, emitted, calls } = startSubmit({ answers: [confirmed('PROCESS_PAYMENT', { processTransactionURL: GATEWAY_URL })] });
    actor.send({ type: 'order.submit', selection: CARD });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(emitted).toEqual([{ type: 'postCard', url: GATEWAY_URL, card: CARD_FIELDS }]);
    // Card data never goes to our API: only the first digits.
    expect(JSON.stringify(calls[0]?.body)).not.toContain(CARD_FIELDS.number);
    expect(calls[0]?.body.paymentDetails.cardInitialDigits).toBe('411111');
  });

  it('fails a gateway action without a page to open', async () => {
    const { actor } = startSubmit({ answers: [confirmed('REDIRECT')] });
    actor.send({ type: 'order.submit', selection: UPI });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(selectMessage(actor.getSnapshot())).toBe(PAYMENT_PAGE_MISSING);
  });

  it.each(['UNIFIED_PAYMENT_ACTION', 'DISPLAY_POLLING'] as const)('%s goes to /paymentTransaction with the server polling', async (action) => {
    const { actor, emitted } = startSubmit({ answers: [confirmed(action, { pollingData: POLLING })] });
    actor.send({ type: 'order.submit', selection: UPI });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    // The UPI ID the collect request went to is shown on the waiting page.
    expect(emitted).toEqual([{ type: 'navigate', to: '/paymentTransaction?transactionId=txn-1&interval=5&duration=60&upiId=asha%40upi' }]);
  });

  it('opens the UPI intent link first, then polls', async () => {
    const answer = confirmed('UNIFIED_PAYMENT_ACTION', {
      intentUrl: INTENT_URL,
      pollingData: POLLING,
      unifiedPaymentResponse: { nextActions: [{ mode: 'intent' }, { mode: 'poll' }] },
    });
    const { actor, emitted } = startSubmit({ answers: [answer] });
    actor.send({ type: 'order.submit', selection: UPI });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(emitted).toEqual([
      { type: 'redirect', url: INTENT_URL },
      { type: 'navigate', to: '/paymentTransaction?transactionId=txn-1&interval=5&duration=60&upiId=asha%40upi' },
    ]);
  });

  it.each(Object.keys(UNSUPPORTED_ACTION_MESSAGES) as UnsupportedAction[])(
    '%s shows its message and returns to the payment choice',
    async (action) => {
      const { actor, emitted } = startSubmit({ answers: [confirmed(action)] });
      actor.send({ type: 'order.submit', selection: UPI });
      await waitFor(actor, (snapshot) => snapshot.hasTag('popup'));
      expect(selectMessage(actor.getSnapshot())).toBe(UNSUPPORTED_ACTION_MESSAGES[action]);
      actor.send({ type: 'popup.dismiss' });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(emitted).toEqual([]);
    },
  );

  it('a page restored from the back-forward cache after leaving lets the customer choose again', async () => {
    const { actor, calls } = startSubmit({ answers: [confirmed('PROCESS_PAYMENT', { processTransactionURL: GATEWAY_URL })] });
    actor.send({ type: 'order.submit', selection: UPI });
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'page.restored' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'order.submit', selection: UPI });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(calls.map((call) => call.body.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('ignores a second submit while one is running (a double tap places one order)', async () => {
    const { actor, calls } = startSubmit();
    actor.send({ type: 'order.submit', selection: CASH });
    actor.send({ type: 'order.submit', selection: CASH });
    await waitFor(actor, (snapshot) => isLeaving(snapshot));
    expect(calls).toHaveLength(1);
  });
});
