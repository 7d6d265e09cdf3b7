import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { ConfirmOrderBody, ConfirmOrderResponse } from '@/contract/orders';
import { appConfig, firstOrderMarkers, orders, payments } from '@server/db/schema';
import { createCheckout, type Checkout } from '@server/services/orders';
import { paymentWindowMs, PAYMENT_EXPIRY_GRACE_SECONDS } from '@server/services/payments/timings';
import { MS_PER_SECOND } from '@/domain/time';
import { createTestClock, errorOf, loginWithOtp, nextMobile, type TestClock } from './support/accounts';
import { confirmBody, confirmed, fillCart, statusPath } from './support/checkout';
import { jsonInit, signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let clock: TestClock;
let checkout: Checkout;

/** SPEC 9: a new code to the same mobile no sooner than 45 s after the last. */
const RESEND_WAIT_MS = 46 * MS_PER_SECOND;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({
    clock,
    env: { OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000' },
    checkout: (database) => (checkout = createCheckout(database.db, clock)),
  });
  // Small cash orders need no COD OTP: what is left to prove the mobile is the login.
  await server.database.db.update(appConfig).set({ value: 5000 }).where(eq(appConfig.key, 'codOtpAboveAmount'));
});
afterAll(() => server.close());

const db = () => server.database.db;
const orderOf = async (orderTransactionId: string) =>
  (await db().select().from(orders).where(eq(orders.orderTransactionId, orderTransactionId)))[0]!;
const paymentOf = async (paymentId: string) => (await db().select().from(payments).where(eq(payments.id, paymentId)))[0]!;
const cartItems = async (headers: Record<string, string>) =>
  ((await (await server.fetch(PATHS.cart, { headers })).json()) as { validItems: unknown[] }).validItems;

const submitPath = (orderTransactionId: string) => statusPath(PATHS.submitPendingOrder, orderTransactionId);
const submit = (headers: Record<string, string>, orderTransactionId: string) =>
  server.fetch(submitPath(orderTransactionId), { method: 'POST', headers });

/** A guest's cash order to a fresh mobile, placed asking for auto login (or not). */
async function guestCashOrder({ autoLogin = true, mobile = nextMobile() } = {}) {
  const { headers } = await signInAnonymously(server);
  await fillCart(server, headers);
  const body: ConfirmOrderBody = confirmBody({ loyaltyEligible: false });
  body.orderDetails.userDetails.mobile = mobile;
  body.orderDetails.autoLogin = autoLogin;
  const initiate = await confirmed(server, headers, body);
  return { headers, mobile, body, initiate };
}

describe('a guest paying cash with auto login', () => {
  it('is placed PENDING waiting for the LOGIN step: nothing confirmed, nothing taken from the cart', async () => {
    const { headers, initiate } = await guestCashOrder();
    expect(initiate).toMatchObject({ action: 'LOGIN', gateway: null, processTransactionURL: null, pollingData: null });
    expect(await paymentOf(initiate.paymentId)).toMatchObject({ status: 'PENDING', step: 'LOGIN', provider: null, paymentType: 'CASH' });
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'PENDING', autoLogin: true });
    expect(await cartItems(headers)).toHaveLength(2);
  });

  it('without auto login a guest cash order is confirmed at once, as before', async () => {
    const { initiate } = await guestCashOrder({ autoLogin: false });
    expect(initiate.action).toBe('THANKYOU');
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'CONFIRMED', autoLogin: false });
  });

  it("a logged-in customer's auto login flag changes nothing", async () => {
    const mobile = nextMobile();
    const customer = await loginWithOtp(server, mobile);
    await fillCart(server, customer.headers);
    const body = confirmBody();
    body.orderDetails.userDetails.mobile = mobile;
    body.orderDetails.autoLogin = true;
    const initiate = await confirmed(server, customer.headers, body);
    expect(initiate.action).toBe('THANKYOU');
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'CONFIRMED', autoLogin: false });
  });
});

describe('submitting the pending order after login', () => {
  it("is confirmed once for the customer who logged in with the order's mobile, and becomes theirs", async () => {
    const { headers: guest, mobile, initiate } = await guestCashOrder();
    const customer = await loginWithOtp(server, mobile);
    const response = await submit(customer.headers, initiate.orderTransactionId);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ConfirmOrderResponse;
    expect(answer).toMatchObject({
      status: 'SUCCESS',
      initiateOrderPaymentResponse: { action: 'THANKYOU', orderTransactionId: initiate.orderTransactionId },
    });
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'CONFIRMED', userId: customer.userId });
    expect(await paymentOf(initiate.paymentId)).toMatchObject({ status: 'CASH_ON_DELIVERY', step: null });
    // The paid lines left the guest's cart; the customer's order history and status show the order.
    expect(await cartItems(guest)).toEqual([]);
    const status = await server.fetch(statusPath(PATHS.orderStatus, initiate.orderTransactionId), { headers: customer.headers });
    expect(status.status).toBe(200);

    // A repeat answers the same and confirms nothing again; the guest no longer reaches the order.
    const again = await submit(customer.headers, initiate.orderTransactionId);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ status: 'SUCCESS', initiateOrderPaymentResponse: { action: 'THANKYOU' } });
    expect(await db().select().from(orders).where(eq(orders.orderTransactionId, initiate.orderTransactionId))).toHaveLength(1);
    expect((await server.fetch(statusPath(PATHS.orderStatus, initiate.orderTransactionId), { headers: guest })).status).toBe(404);
  });

  it('two submits at the same moment confirm the order once', async () => {
    const { mobile, initiate } = await guestCashOrder();
    const customer = await loginWithOtp(server, mobile);
    const answers = await Promise.all([1, 2].map(() => submit(customer.headers, initiate.orderTransactionId)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'CONFIRMED', userId: customer.userId });
  });

  it('is refused to a guest (401), to another customer (404), and for an order waiting for no login (404), changing nothing', async () => {
    const { headers: guest, initiate } = await guestCashOrder();
    expect((await submit(guest, initiate.orderTransactionId)).status).toBe(401);
    const stranger = await loginWithOtp(server);
    const refused = await submit(stranger.headers, initiate.orderTransactionId);
    expect(refused.status).toBe(404);
    expect(await errorOf(refused)).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    const untouched = await orderOf(initiate.orderTransactionId);
    expect(untouched.status).toBe('PENDING');
    expect(untouched.userId).not.toBe(stranger.userId);
    expect((await paymentOf(initiate.paymentId)).step).toBe('LOGIN');

    const plain = await guestCashOrder({ autoLogin: false });
    const owner = await loginWithOtp(server, plain.mobile);
    expect((await submit(owner.headers, plain.initiate.orderTransactionId)).status).toBe(404);
    expect((await submit(owner.headers, 'TXN-unknown')).status).toBe(404);
  });

  it('fails EXPIRED at its payment expiry when nobody logs in, and then cannot be submitted', async () => {
    const { mobile, initiate } = await guestCashOrder();
    clock.advance(paymentWindowMs(1) + (PAYMENT_EXPIRY_GRACE_SECONDS + 1) * MS_PER_SECOND);
    await checkout.reconcile();
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'FAILED' });
    const customer = await loginWithOtp(server, mobile);
    expect((await submit(customer.headers, initiate.orderTransactionId)).status).toBe(404);
  });

  it('a bad transaction id answers 404 and a body is ignored', async () => {
    const customer = await loginWithOtp(server);
    const response = await server.fetch(submitPath('%00%27;drop'), jsonInit({ evil: true }, customer.headers));
    expect(response.status).toBe(404);
  });

  it('counts only a login by a code sent after the order: an older session of the same customer cannot skip it (nor the COD OTP rule)', async () => {
    const mobile = nextMobile();
    const earlier = await loginWithOtp(server, mobile);
    clock.advance(MS_PER_SECOND);
    const { initiate } = await guestCashOrder({ mobile });
    expect((await submit(earlier.headers, initiate.orderTransactionId)).status).toBe(404);
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'PENDING' });
    clock.advance(RESEND_WAIT_MS);
    const fresh = await loginWithOtp(server, mobile);
    expect((await submit(fresh.headers, initiate.orderTransactionId)).status).toBe(200);
  });

  it("moves the order with its first-order mark, and a guest's key equal to one of the customer's own orders clashes with nothing", async () => {
    const mobile = nextMobile();
    const customer = await loginWithOtp(server, mobile);
    await fillCart(server, customer.headers);
    const own = confirmBody();
    own.orderDetails.userDetails.mobile = mobile;
    await confirmed(server, customer.headers, own);

    const { headers: guest } = await signInAnonymously(server);
    await fillCart(server, guest);
    const body = confirmBody({ idempotencyKey: own.idempotencyKey, loyaltyEligible: false });
    body.orderDetails.userDetails.mobile = mobile;
    body.orderDetails.autoLogin = true;
    const initiate = await confirmed(server, guest, body);
    clock.advance(RESEND_WAIT_MS);
    const again = await loginWithOtp(server, mobile);
    expect((await submit(again.headers, initiate.orderTransactionId)).status).toBe(200);
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'CONFIRMED', userId: customer.userId });

    const newcomer = nextMobile();
    const first = await guestCashOrder({ mobile: newcomer });
    const owner = await loginWithOtp(server, newcomer);
    expect((await submit(owner.headers, first.initiate.orderTransactionId)).status).toBe(200);
    const { sliceOrderId } = await orderOf(first.initiate.orderTransactionId);
    expect(await db().select().from(firstOrderMarkers).where(eq(firstOrderMarkers.userId, owner.userId))).toEqual([
      expect.objectContaining({ orderRef: sliceOrderId }),
    ]);
  });
});
