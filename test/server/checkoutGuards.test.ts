import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { CartResponse, PromoResponse } from '@/contract/cart';
import type { ConfirmOrderResponse } from '@/contract/orders';
import { OPTIONAL_CHARGE_CODE } from '@/domain/constants';
import { passesLuhn } from '@/domain/payment';
import { addresses, carts, couponReservations, orders, refunds, sandboxGatewayPayments, stores, wallets } from '@server/db/schema';
import serverTexts from '@/i18n/en/server';
import { ADVANCE_TIME_PASSED_CODE } from '@server/services/orderGuards';

const ADVANCE_TIME_PASSED = { code: ADVANCE_TIME_PASSED_CODE, displayMsg: serverTexts.texts.advanceTimePassed };
import { BLOCKED_CARD_BINS, SANDBOX_OTP, SANDBOX_TEST_CARDS } from '@server/services/payments/constants';
import { FAILURE_REASONS } from '@server/services/payments/sandbox';
import { addressBody } from './support/addresses';
import { createTestClock, jsonRequest, loginWithOtp, userPath, type TestClock } from './support/accounts';
import {
  COLA,
  HAND_TOSSED,
  MARGHERITA,
  MEDIUM,
  STORE_ID,
  cardForm,
  confirm,
  confirmBody,
  confirmed,
  fillCart,
  postForm,
  returnLocation,
  transactionStatus,
} from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';
import messagesEn from '@/i18n/en/messages';

const { locationNotDeliverable: LOCATION_NOT_DELIVERABLE, storeUnavailable: STORE_UNAVAILABLE } = messagesEn.texts;

let server: TestServer;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

const db = () => server.database.db;
const guest = async () => (await signInAnonymously(server)).headers;
const ordersOf = (userId: string) => db().select().from(orders).where(eq(orders.userId, userId));
const cartOf = async (headers: Record<string, string>) => (await (await server.fetch(PATHS.cart, { headers })).json()) as CartResponse;
const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245, address: 'Koramangala, Bengaluru, Karnataka 560095', houseNo: '12' };
/** Laxmi Nagar (Delhi): offline, and its own advance-order store. */
const LAXMI_NAGAR = '66004';
const NEAR_LAXMI_NAGAR = { latitude: 28.633, longitude: 77.279, address: 'Vikas Marg, Laxmi Nagar, Delhi 110092', houseNo: '7' };
const MINUTE_MS = 60_000;
const CHICKEN_WINGS = 601;

async function refusal(response: Response) {
  expect(response.status).toBe(200);
  const answer = (await response.json()) as ConfirmOrderResponse;
  if (answer.status !== 'FAILED') throw new Error('the confirm was not refused');
  return answer.errors[0];
}

async function applyPromo(headers: Record<string, string>, code: string): Promise<void> {
  const answer = (await (await server.fetch(PATHS.cartPromo.replace('{code}', code), { headers })).json()) as PromoResponse;
  expect(answer.status).toBe('SUCCESS');
}

/** Pays a card order on the sandbox pages: the success card and the right OTP, or the declined card. */
async function payByCard(processUrl: string, outcome: 'success' | 'declined'): Promise<void> {
  if (outcome === 'declined') {
    expect((await postForm(server, `${processUrl}/card`, cardForm(SANDBOX_TEST_CARDS.declined))).status).toBe(303);
    return;
  }
  expect((await postForm(server, `${processUrl}/card`, cardForm(SANDBOX_TEST_CARDS.success))).status).toBe(200);
  expect((await postForm(server, `${processUrl}/otp`, { otp: SANDBOX_OTP })).status).toBe(303);
}

/** A Luhn-valid 16-digit card number in the range `bin`. */
function cardInRange(bin: string): string {
  const body = `${bin}00000000`.slice(0, 15);
  const check = Array.from({ length: 10 }, (_, digit) => `${body}${digit}`).find(passesLuhn);
  if (!check) throw new Error(`no card number in range ${bin}`);
  return check;
}

describe('single-use coupons are reserved at confirmation', () => {
  const payableStatuses = new Set(['PENDING', 'CONFIRMED']);
  const reservationsOf = (userId: string) => db().select().from(couponReservations).where(eq(couponReservations.userId, userId));

  it('moves a first-order coupon from a pending card order to the cash order that supersedes it: one discounted order, the card one unpayable', async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    await applyPromo(user.headers, 'FIRST50');
    const card = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
    const [pending] = await ordersOf(user.userId);
    expect(pending?.status).toBe('PENDING');
    expect(pending!.discountPaise).toBeGreaterThan(0);
    expect(await reservationsOf(user.userId)).toEqual([expect.objectContaining({ orderId: pending!.id, promoCode: 'FIRST50' })]);

    const cash = await confirmed(server, user.headers, confirmBody());
    const [paidWithCoupon] = await db().select().from(orders).where(eq(orders.orderTransactionId, cash.orderTransactionId));
    expect(paidWithCoupon).toMatchObject({ status: 'CONFIRMED', discountPaise: pending!.discountPaise });
    const all = await ordersOf(user.userId);
    expect(all.filter((order) => payableStatuses.has(order.status))).toEqual([expect.objectContaining({ id: paidWithCoupon!.id })]);
    expect(all.find((order) => order.id === pending!.id)?.status).toBe('FAILED');
    expect(await reservationsOf(user.userId)).toEqual([expect.objectContaining({ orderId: paidWithCoupon!.id })]);

    const late = await postForm(server, `${card.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.success));
    expect(late.status).toBe(410);
  });

  it('gives a first-order coupon back when its order fails, and keeps it when its order is confirmed', async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    await applyPromo(user.headers, 'FIRST50');
    const card = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
    await payByCard(card.processTransactionURL!, 'declined');
    expect((await transactionStatus(server, user.headers, card.orderTransactionId)).transactionStatus).toBe('FAILED');
    expect(await reservationsOf(user.userId)).toEqual([]);

    const again = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
    await payByCard(again.processTransactionURL!, 'success');
    expect((await transactionStatus(server, user.headers, again.orderTransactionId)).transactionStatus).toBe('SUCCESS');
    const [kept] = await reservationsOf(user.userId);
    const [paid] = await db().select().from(orders).where(eq(orders.orderTransactionId, again.orderTransactionId));
    expect(kept).toMatchObject({ orderId: paid!.id, promoCode: 'FIRST50' });
  });

  it('leaves one payable order holding a first-order coupon after two concurrent confirms', async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    await applyPromo(user.headers, 'FIRST50');
    await Promise.all(
      [confirmBody({ primaryPaymentId: 'CC' }), confirmBody({ primaryPaymentId: 'DC' })].map((body) => confirm(server, user.headers, body)),
    );
    const payable = (await ordersOf(user.userId)).filter((order) => payableStatuses.has(order.status));
    expect(payable).toHaveLength(1);
    expect(await reservationsOf(user.userId)).toEqual([expect.objectContaining({ orderId: payable[0]!.id })]);
  });
});

describe('confirmation re-checks that the order can be served', () => {
  it('refuses a cart whose store went offline with 2.STORENA and the SPEC message, writing nothing', async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    await db().update(wallets).set({ refundPaise: 100_000 }).where(eq(wallets.userId, user.userId));
    await db().update(stores).set({ online: 0 }).where(eq(stores.id, STORE_ID));
    try {
      const refused = await refusal(await confirm(server, user.headers, confirmBody({ primaryPaymentId: 'PIGGYBANK' })));
      expect(refused).toEqual({ code: '2.STORENA', displayMsg: STORE_UNAVAILABLE });
    } finally {
      await db().update(stores).set({ online: 1 }).where(eq(stores.id, STORE_ID));
    }
    expect(await ordersOf(user.userId)).toEqual([]);
    expect((await db().select().from(wallets).where(eq(wallets.userId, user.userId)))[0]?.balancePaise).toBe(100_000);
    expect((await cartOf(user.headers)).validItems).toHaveLength(2);
  });

  it("refuses a delivery point the cart's store does not serve with 'We Do not Deliver Here', also when it comes from a saved address", async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    const notServed = { code: 'LOCATION_NOT_SERVICEABLE', displayMsg: LOCATION_NOT_DELIVERABLE };
    expect(await refusal(await confirm(server, user.headers, confirmBody({ deliveryLocation: KORAMANGALA })))).toEqual(notServed);
    const nowhere = await confirm(server, user.headers, confirmBody({ deliveryLocation: null }));
    expect(nowhere.status).toBe(400);
    expect(((await nowhere.json()) as { errors: { code: string }[] }).errors[0]?.code).toBeTruthy();

    const saved = await server.fetch(userPath(PATHS.addresses, user.userId), jsonRequest('POST', addressBody(), user.headers));
    expect(saved.status).toBe(201);
    const [far] = await db().select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, user.userId));
    const withFarAddress = confirmBody();
    withFarAddress.orderDetails.addressId = far!.id;
    expect(await refusal(await confirm(server, user.headers, withFarAddress))).toEqual(notServed);

    expect(await ordersOf(user.userId)).toEqual([]);
    expect((await cartOf(user.headers)).validItems).toHaveLength(2);
    await confirmed(server, user.headers, confirmBody());
  });

  it('refuses an advance-order time that has passed, writing nothing, and takes one still ahead', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const passed = await confirm(server, headers, confirmBody({ advancedTime: clock() - MINUTE_MS }));
    expect(await refusal(passed)).toEqual(ADVANCE_TIME_PASSED);
    expect(await refusal(await confirm(server, headers, confirmBody({ advancedTime: clock() })))).toEqual(ADVANCE_TIME_PASSED);
    expect(await ordersOf(headers.userId!)).toEqual([]);
    await confirmed(server, headers, confirmBody({ advancedTime: clock() + 120 * MINUTE_MS }));
    expect(await ordersOf(headers.userId!)).toEqual([expect.objectContaining({ status: 'CONFIRMED' })]);
  });

  it('takes advance orders, and only those, at an offline store that is its own advance-order store', async () => {
    const headers = await guest();
    const items = [{ productId: COLA, crustId: null, sizeId: null, quantity: 2, addTopngs: [], repTopngs: [], remTopngs: [] }];
    const put = await server.fetch(PATHS.cart, jsonRequest('PUT', { storeId: LAXMI_NAGAR, deliveryType: 'D', items }, headers));
    expect(put.status).toBe(200);
    const now = confirmBody({ deliveryLocation: NEAR_LAXMI_NAGAR });
    expect((await refusal(await confirm(server, headers, now)))?.code).toBe('2.STORENA');
    await confirmed(server, headers, confirmBody({ deliveryLocation: NEAR_LAXMI_NAGAR, advancedTime: clock() + 120 * MINUTE_MS }));
  });
});

describe('the sandbox gateway checks blocked card ranges itself', () => {
  it('fails a card of a blocked range on its card page without a debit, whatever the app sent as cardInitialDigits; the order fails', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CC', cardInitialDigits: '411111' }));
    const blocked = cardInRange(BLOCKED_CARD_BINS[0]!);
    const done = await postForm(server, `${initiate.processTransactionURL!}/card`, cardForm(blocked));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(returnLocation(initiate.orderTransactionId));
    const [gatewayRow] = await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, initiate.paymentId));
    expect(gatewayRow).toMatchObject({ status: 'FAILED', debited: false, failureReason: FAILURE_REASONS.cardNotAccepted });
    expect((await transactionStatus(server, headers, initiate.orderTransactionId)).transactionStatus).toBe('FAILED');
    const [order] = await ordersOf(headers.userId!);
    expect(order?.status).toBe('FAILED');
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order!.id))).toEqual([]);
  });
});

describe('a paid order takes exactly its lines out of the cart', () => {
  it('keeps what was added in another tab while the card payment was open, drops the paid tip, charges and coupon; a cash order then empties it', async () => {
    const headers = await guest();
    const put = await server.fetch(
      PATHS.cart,
      jsonRequest(
        'PUT',
        {
          storeId: STORE_ID,
          deliveryType: 'D',
          items: [
            { productId: MARGHERITA, crustId: HAND_TOSSED, sizeId: MEDIUM, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [] },
            { productId: COLA, crustId: null, sizeId: null, quantity: 2, addTopngs: [], repTopngs: [], remTopngs: [] },
          ],
          tip: { tipAmount: 3_000, tipRemoved: false, autoTipSelected: false },
          optedOptionalCharges: [{ chargeTypeCode: OPTIONAL_CHARGE_CODE, selected: true }],
        },
        headers,
      ),
    );
    expect(put.status).toBe(200);
    await applyPromo(headers, 'PIZZA20');
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CC' }));
    expect(await db().select().from(couponReservations).where(eq(couponReservations.userId, headers.userId!))).toEqual([]);

    const added = await server.fetch(
      PATHS.cartItems,
      jsonRequest(
        'POST',
        {
          storeId: STORE_ID,
          deliveryType: 'D',
          items: [
            { productId: COLA, crustId: null, sizeId: null, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [] },
            { productId: CHICKEN_WINGS, crustId: null, sizeId: null, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [] },
          ],
        },
        headers,
      ),
    );
    expect(added.status).toBe(200);
    await payByCard(initiate.processTransactionURL!, 'success');
    expect((await transactionStatus(server, headers, initiate.orderTransactionId)).transactionStatus).toBe('SUCCESS');

    const leftover = await cartOf(headers);
    expect(leftover.validItems.map((item) => [item.product.id, item.quantity])).toEqual([
      [COLA, 1],
      [CHICKEN_WINGS, 1],
    ]);
    expect(leftover).toMatchObject({ storeId: STORE_ID, explicitPromo: null, tip: { tipAmount: 0 } });
    expect(leftover.optedOptionalCharges.every((charge) => !charge.selected)).toBe(true);

    await confirmed(server, headers, confirmBody());
    expect(await db().select().from(carts).where(eq(carts.userId, headers.userId!))).toEqual([]);
  });
});
