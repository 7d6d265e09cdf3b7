import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { ErrorBody } from '@/contract/errors';
import type { CardValidationResponse, PaymentOptionsResponse } from '@/contract/payments';
import type { ConfirmOrderResponse, OrderStatusResponse, OrderSummary, RecentOrderResponse } from '@/contract/orders';
import { appConfig, firstOrderMarkers, loyaltyPoints, orders, payments, refunds, sandboxGatewayPayments, wallets } from '@server/db/schema';
import {
  PAYMENT_POLLING_DURATION_SECONDS,
  PAYMENT_POLLING_INTERVAL_SECONDS,
  SANDBOX_OTP,
  SANDBOX_TEST_CARDS,
} from '@server/services/payments/constants';
import { createTestClock, loginWithOtp, type TestClock } from './support/accounts';
import { loginAsMember } from './support/loyalty';
import {
  cardForm,
  confirm,
  confirmBody,
  confirmed,
  fillCart,
  postForm,
  returnLocation,
  statusPath,
  transactionStatus,
  sendSignedCallback,
} from './support/checkout';
import { jsonInit, signInAnonymously, startTestServer, type TestServer } from './support/server';
import messagesEn from '@/i18n/en/messages';
import serverEn from '@/i18n/en/server';

const { paymentFailed: PAYMENT_FAILED } = messagesEn.texts;
const {
  emptyCart: EMPTY_CART,
  paymentMethodUnavailable: PAYMENT_METHOD_UNAVAILABLE,
  walletInsufficient: WALLET_INSUFFICIENT,
  walletWithCashOrEgv: WALLET_WITH_CASH_OR_EGV,
} = serverEn.texts;

let server: TestServer;
let clock: TestClock;
/** SPEC 9 app config key of the methods the app hides and the server refuses. */
const BLACKLIST_KEY = 'blacklistedPaymentMethods';

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

const db = () => server.database.db;
const guest = async () => (await signInAnonymously(server)).headers;
const ordersOf = (userId: string) => db().select().from(orders).where(eq(orders.userId, userId));
const cartOf = async (headers: Record<string, string>) =>
  (await (await server.fetch(PATHS.cart, { headers })).json()) as { validItems: unknown[] };

async function failedWith(response: Response): Promise<string | undefined> {
  expect(response.status).toBe(200);
  const answer = (await response.json()) as ConfirmOrderResponse;
  expect(answer.status).toBe('FAILED');
  return answer.status === 'FAILED' ? answer.errors[0]?.displayMsg : undefined;
}

describe('GET paymentOptions and cardValidation', () => {
  it('lists every method with its provider, UPI modes, the wallet balance and the last successful method', async () => {
    const user = await loginWithOtp(server);
    await db().update(wallets).set({ refundPaise: 25_000 }).where(eq(wallets.userId, user.userId));
    const first = (await (
      await server.fetch(`${PATHS.paymentOptions}?storeId=66001`, { headers: user.headers })
    ).json()) as PaymentOptionsResponse;
    expect(first.methods.map((method) => method.paymentType)).toEqual(
      expect.arrayContaining(['CASH', 'CC', 'DC', 'NB', 'UPI_WALLET', 'PAYTM_WALLET', 'AMZPAY_WALLET', 'EVOUCHER', 'PIGGYBANK']),
    );
    expect(first.methods.find((method) => method.paymentType === 'UPI_WALLET')).toMatchObject({
      provider: 'PAYTM_PG',
      upiModes: ['INTENT', 'COLLECT'],
    });
    expect(first.methods.find((method) => method.paymentType === 'CC')?.provider).toBe('PAYU');
    expect(first).toMatchObject({ lastUsedPaymentId: null, walletBalance: 25_000 });

    await fillCart(server, user.headers);
    await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CASH' }));
    const after = (await (await server.fetch(PATHS.paymentOptions, { headers: user.headers })).json()) as PaymentOptionsResponse;
    expect(after.lastUsedPaymentId).toBe('CASH');
  });

  it('fails a blocked card range and passes others; a malformed bin is a bad request', async () => {
    const headers = await guest();
    const blocked = (await (await server.fetch(`${PATHS.cardValidation}?bin=412345`, { headers })).json()) as CardValidationResponse;
    expect(blocked.status).toBe('FAILED');
    const fine = (await (await server.fetch(`${PATHS.cardValidation}?bin=411111`, { headers })).json()) as CardValidationResponse;
    expect(fine).toEqual({ status: 'SUCCESS' });
    expect((await server.fetch(`${PATHS.cardValidation}?bin=41`, { headers })).status).toBe(400);
  });
});

describe('POST confirmOrder', () => {
  it('charges the server cart grand total whatever price the client sends', async () => {
    const headers = await guest();
    const cart = await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CC', price: 1 }));
    const [order] = await ordersOf(headers.userId!);
    expect(order?.grandTotalPaise).toBe(cart.displayNetPrice);
    expect(cart.displayNetPrice).toBeGreaterThan(1);
    const [payment] = await db().select().from(payments).where(eq(payments.id, initiate.paymentId));
    expect(payment?.amountPaise).toBe(cart.displayNetPrice);
    const [gatewayRow] = await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, initiate.paymentId));
    expect(gatewayRow?.amountPaise).toBe(cart.displayNetPrice);
  });

  it('makes one order and one payment from two identical concurrent calls', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const body = confirmBody({ primaryPaymentId: 'CC' });
    const [a, b] = await Promise.all([confirmed(server, headers, body), confirmed(server, headers, body)]);
    expect(a).toEqual(b);
    const placed = await ordersOf(headers.userId!);
    expect(placed).toHaveLength(1);
    expect(await db().select().from(payments).where(eq(payments.orderId, placed[0]!.id))).toHaveLength(1);
    expect(
      await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.orderTransactionId, a.orderTransactionId)),
    ).toHaveLength(1);
  });

  it('makes one order when the same confirm reaches two server processes sharing the database', async () => {
    const second = await startTestServer({ clock, database: server.database });
    try {
      const headers = await guest();
      await fillCart(server, headers);
      const body = confirmBody({ primaryPaymentId: 'NB' });
      const [a, b] = await Promise.all([confirmed(server, headers, body), confirmed(second, headers, body)]);
      expect(b).toEqual(a);
      expect(await ordersOf(headers.userId!)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('answers the first result to a cash confirm sent again after the cart was cleared', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const body = confirmBody({ primaryPaymentId: 'CASH' });
    const [a, b] = await Promise.all([confirmed(server, headers, body), confirmed(server, headers, body)]);
    const again = await confirmed(server, headers, body);
    expect(a).toEqual(b);
    expect(again).toEqual(a);
    expect(await ordersOf(headers.userId!)).toHaveLength(1);
  });

  it('credits the earned points to the wallet as rupees 24 hours after delivery, once, whichever process reads it', async () => {
    const user = await loginAsMember(server);
    await fillCart(server, user.headers);
    const placed = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CASH' }));
    const pointsBalance = async () =>
      (
        (await (
          await server.fetch(statusPath(PATHS.orderSummary, placed.orderTransactionId), { headers: user.headers })
        ).json()) as OrderSummary
      ).earnableBurnable.pendingPoints;
    expect(await pointsBalance()).toBe(100);
    const balance = async (on: TestServer) =>
      ((await (await on.fetch(`${PATHS.paymentOptions}?storeId=66001`, { headers: user.headers })).json()) as PaymentOptionsResponse)
        .walletBalance;
    const [earning] = await db().select().from(loyaltyPoints).where(eq(loyaltyPoints.userId, user.userId));
    const [order] = await ordersOf(user.userId);
    const deliveredAt = order?.stagePlan?.DELIVERED ?? 0;
    expect(earning?.creditableAt?.getTime()).toBe(deliveredAt + 24 * 60 * 60 * 1000);
    clock.advance(deliveredAt + 24 * 60 * 60 * 1000 - clock() - 60 * 1000);
    expect(await balance(server)).toBe(0);
    clock.advance(2 * 60 * 1000);
    const other = await startTestServer({ clock, database: server.database });
    try {
      expect(await Promise.all([balance(server), balance(other)])).toEqual([10_000, 10_000]);
      expect(await balance(server)).toBe(10_000);
      // Credited points are rupees in the wallet now, no longer counted as points.
      expect(await pointsBalance()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('confirms a cash order at once: THANKYOU, cart cleared, first order marked, 100 points once a day for a Pizza Pals member', async () => {
    const user = await loginAsMember(server);
    await fillCart(server, user.headers);
    const first = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CASH' }));
    expect(first).toMatchObject({ action: 'THANKYOU', gateway: null, processTransactionURL: null, pollingData: null });
    expect((await cartOf(user.headers)).validItems).toEqual([]);
    expect(await db().select().from(firstOrderMarkers).where(eq(firstOrderMarkers.userId, user.userId))).toHaveLength(1);

    const status = (await (
      await server.fetch(statusPath(PATHS.orderStatus, first.orderTransactionId), { headers: user.headers })
    ).json()) as OrderStatusResponse;
    expect(status).toEqual({ status: 'SUCCESS' });
    const summary = (await (
      await server.fetch(statusPath(PATHS.orderSummary, first.orderTransactionId), { headers: user.headers })
    ).json()) as OrderSummary;
    expect(summary.paymentSummary.loyaltyEarnedPoints).toBe(100);
    expect(summary.paymentSummary.paymentSummaryItem.map((row) => row.key)).toEqual([
      'sub_total',
      'discount',
      'taxes_and_charges',
      'tip',
      'grand_total',
    ]);
    expect(summary.paymentMode).toBe('Cash on Delivery');
    expect(summary).toMatchObject({ status: 'ORDER PLACED', userDetail: { mobile: '9876543210' }, advanceOrder: false });
    expect(summary.items.map((item) => item.product.id)).toEqual([101, 702]);

    await fillCart(server, user.headers);
    clock.advance(60 * 1000);
    const second = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CASH' }));
    const secondSummary = (await (
      await server.fetch(statusPath(PATHS.orderSummary, second.orderTransactionId), { headers: user.headers })
    ).json()) as OrderSummary;
    expect(secondSummary.paymentSummary.loyaltyEarnedPoints).toBe(0);
    expect(secondSummary.earnableBurnable.pendingPoints).toBe(100);
    expect(await db().select().from(loyaltyPoints).where(eq(loyaltyPoints.userId, user.userId))).toHaveLength(1);

    const recent = (await (await server.fetch(PATHS.recentOrder, { headers: user.headers })).json()) as RecentOrderResponse;
    const placed = await db().select().from(orders).where(eq(orders.orderTransactionId, second.orderTransactionId));
    expect(recent).toEqual({ orderId: placed[0]!.id, placedAt: placed[0]!.confirmedAt!.getTime() });
  });

  it('refuses the wallet with cash or an e-voucher with the SPEC message, writing nothing', async () => {
    const user = await loginWithOtp(server);
    await db().update(wallets).set({ refundPaise: 1_000_000 }).where(eq(wallets.userId, user.userId));
    await fillCart(server, user.headers);
    for (const [primaryPaymentId, secondaryPaymentId] of [
      ['CASH', 'PIGGYBANK'],
      ['PIGGYBANK', 'CASH'],
      ['EVOUCHER', 'PIGGYBANK'],
    ] as const) {
      expect(await failedWith(await confirm(server, user.headers, confirmBody({ primaryPaymentId, secondaryPaymentId })))).toBe(
        WALLET_WITH_CASH_OR_EGV,
      );
    }
    expect(await ordersOf(user.userId)).toEqual([]);
    expect((await cartOf(user.headers)).validItems).toHaveLength(2);
  });

  it('asks to drop a payment-limited coupon paid another way (UPI75 with cash: REMOVE_PROMO), and a new choice replaces that order', async () => {
    const headers = await guest();
    // UPI75 asks for Rs 399 before taxes.
    await fillCart(server, headers, 3);
    const applied = await server.fetch(PATHS.cartPromo.replace('{code}', 'UPI75'), { headers });
    expect(((await applied.json()) as { status: string }).status).toBe('SUCCESS');
    const cash = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CASH' }));
    expect(cash).toMatchObject({ action: 'REMOVE_PROMO', removePromo: { promoCode: 'UPI75', paymentOptions: ['UPI'] } });
    expect((await ordersOf(headers.userId!)).map((order) => order.status)).toEqual(['PENDING']);
    const upi = await confirmed(
      server,
      headers,
      confirmBody({ primaryPaymentId: 'UPI_WALLET', instrumentDetails: { upiMode: 'COLLECT', vpa: 'asha@okbank' } }),
    );
    expect(upi.action).toBe('UNIFIED_PAYMENT_ACTION');
  });

  it('refuses a method the app config blacklists, writing nothing', async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    try {
      for (const primaryPaymentId of ['CASH', 'NB']) {
        const blacklisted = [primaryPaymentId];
        await db()
          .insert(appConfig)
          .values({ key: BLACKLIST_KEY, value: blacklisted })
          .onConflictDoUpdate({ target: appConfig.key, set: { value: blacklisted } });
        expect(await failedWith(await confirm(server, user.headers, confirmBody({ primaryPaymentId })))).toBe(PAYMENT_METHOD_UNAVAILABLE);
      }
      expect(await ordersOf(user.userId)).toEqual([]);
    } finally {
      await db().delete(appConfig).where(eq(appConfig.key, BLACKLIST_KEY));
    }
    expect((await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CASH' }))).action).toBe('THANKYOU');
  });

  it('pays a wallet-only order from the balance, and refuses one the balance cannot cover', async () => {
    const user = await loginWithOtp(server);
    const cart = await fillCart(server, user.headers);
    await db()
      .update(wallets)
      .set({ refundPaise: cart.displayNetPrice - 1 })
      .where(eq(wallets.userId, user.userId));
    expect(await failedWith(await confirm(server, user.headers, confirmBody({ primaryPaymentId: 'PIGGYBANK' })))).toBe(WALLET_INSUFFICIENT);
    await db()
      .update(wallets)
      .set({ refundPaise: cart.displayNetPrice + 500 })
      .where(eq(wallets.userId, user.userId));
    const initiate = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'PIGGYBANK' }));
    expect(initiate.action).toBe('THANKYOU');
    const [wallet] = await db().select().from(wallets).where(eq(wallets.userId, user.userId));
    expect(wallet?.balancePaise).toBe(500);
  });

  it('answers FAILED for an empty cart and writes nothing', async () => {
    const headers = await guest();
    expect(await failedWith(await confirm(server, headers, confirmBody()))).toBe(EMPTY_CART);
    expect(await ordersOf(headers.userId!)).toEqual([]);
  });

  it('answers 400 errors[0] for bad bodies and writes nothing', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const good = confirmBody({ primaryPaymentId: 'CC' });
    const bad = [
      'not json',
      { ...good, idempotencyKey: undefined },
      { ...good, paymentDetails: { ...good.paymentDetails, transactionStatusUrl: 'https://evil.example/steal' } },
      { ...good, orderDetails: { ...good.orderDetails, userDetails: { ...good.orderDetails.userDetails, mobile: '0123' } } },
      { ...good, orderDetails: { ...good.orderDetails, price: -5 } },
      { ...good, paymentDetails: { ...good.paymentDetails, cardInitialDigits: '4111111111111111' } },
    ];
    for (const body of bad) {
      const response = await confirm(server, headers, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).errors[0]?.displayMsg).toBeTruthy();
    }
    expect(await ordersOf(headers.userId!)).toEqual([]);
  });

  it('refuses a confirm for another user id', async () => {
    const headers = await guest();
    const response = await server.fetch(`${PATHS.confirmOrder}?userId=someone-else`, jsonInit(confirmBody(), headers));
    expect(response.status).toBe(403);
  });
});

describe('card payments through the sandbox gateway', () => {
  it('confirms the order after the OTP page, clears the cart and marks the first order', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CC', cardInitialDigits: '411111' }));
    expect(initiate).toMatchObject({
      action: 'PROCESS_PAYMENT',
      gateway: 'PAYU',
      pollingData: {
        duration: PAYMENT_POLLING_DURATION_SECONDS,
        interval: PAYMENT_POLLING_INTERVAL_SECONDS,
        method: 'GET',
        url: statusPath(PATHS.transactionStatus, initiate.orderTransactionId),
      },
    });
    expect(await transactionStatus(server, headers, initiate.orderTransactionId)).toEqual({ transactionStatus: 'IN_PROGRESS' });
    const url = initiate.processTransactionURL!;
    expect((await server.fetch(url)).status).toBe(200);
    const otpPage = await postForm(server, `${url}/card`, cardForm(SANDBOX_TEST_CARDS.success));
    expect(otpPage.status).toBe(200);
    expect(await otpPage.text()).toContain('One-time password');
    const done = await postForm(server, `${url}/otp`, { otp: SANDBOX_OTP });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(returnLocation(initiate.orderTransactionId));

    expect(await transactionStatus(server, headers, initiate.orderTransactionId)).toEqual({ transactionStatus: 'SUCCESS' });
    expect((await cartOf(headers)).validItems).toEqual([]);
    expect(await db().select().from(firstOrderMarkers).where(eq(firstOrderMarkers.userId, headers.userId!))).toHaveLength(1);
    const [gatewayRow] = await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, initiate.paymentId));
    expect(gatewayRow?.cardLast4).toBe('1111');
    expect(JSON.stringify(gatewayRow)).not.toContain(SANDBOX_TEST_CARDS.success);
    expect(server.logLines.join('\n')).not.toContain(SANDBOX_TEST_CARDS.success);
  });

  it('fails the order on a declined card and starts a refund of the debit; the cart stays', async () => {
    const headers = await guest();
    const cart = await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'DC' }));
    const done = await postForm(server, `${initiate.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.declined));
    expect(done.status).toBe(303);
    expect(await transactionStatus(server, headers, initiate.orderTransactionId)).toEqual({
      transactionStatus: 'FAILED',
      displayMsg: PAYMENT_FAILED,
    });
    const [order] = await ordersOf(headers.userId!);
    expect(order?.status).toBe('FAILED');
    const refundRows = await db().select().from(refunds).where(eq(refunds.orderId, order!.id));
    expect(refundRows).toEqual([expect.objectContaining({ status: 'INITIATED', amountPaise: cart.displayNetPrice, paymentType: 'DC' })]);
    expect((await cartOf(headers)).validItems).toHaveLength(2);
  });

  it('gives the wallet part back when the card part fails', async () => {
    const user = await loginWithOtp(server);
    const cart = await fillCart(server, user.headers);
    await db().update(wallets).set({ refundPaise: 10_000 }).where(eq(wallets.userId, user.userId));
    const initiate = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC', secondaryPaymentId: 'PIGGYBANK' }));
    const [payment] = await db().select().from(payments).where(eq(payments.id, initiate.paymentId));
    expect(payment?.amountPaise).toBe(cart.displayNetPrice - 10_000);
    expect((await db().select().from(wallets).where(eq(wallets.userId, user.userId)))[0]?.balancePaise).toBe(0);
    await postForm(server, `${initiate.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.success));
    await postForm(server, `${initiate.processTransactionURL!}/otp`, { otp: '000000' });
    expect((await transactionStatus(server, user.headers, initiate.orderTransactionId)).transactionStatus).toBe('FAILED');
    expect((await db().select().from(wallets).where(eq(wallets.userId, user.userId)))[0]?.balancePaise).toBe(10_000);
    const [order] = await ordersOf(user.userId);
    const refundRows = await db().select().from(refunds).where(eq(refunds.orderId, order!.id));
    // A wrong OTP fails before any debit: only the wallet part comes back.
    expect(refundRows).toEqual([expect.objectContaining({ paymentType: 'PIGGYBANK', amountPaise: 10_000, status: 'COMPLETED' })]);
  });
});

describe('POST paymentCallback', () => {
  it('ignores a bad checksum (400, nothing changed) and applies a good one', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'NB' }));
    const body = { order_transaction_id: initiate.orderTransactionId, payment_tranx_id: initiate.paymentId, status: 'SUCCESS' as const };
    const forged = await server.fetch(PATHS.paymentCallback, jsonInit(body, { checksum: 'f'.repeat(64) }));
    expect(forged.status).toBe(400);
    const missing = await server.fetch(PATHS.paymentCallback, jsonInit(body));
    expect(missing.status).toBe(400);
    const [order] = await ordersOf(headers.userId!);
    expect(order?.status).toBe('PENDING');
    expect((await db().select().from(payments).where(eq(payments.id, initiate.paymentId)))[0]?.status).toBe('PENDING');
    expect((await cartOf(headers)).validItems).toHaveLength(2);

    const signed = await sendSignedCallback(server, body);
    expect(signed.status).toBe(200);
    expect((await ordersOf(headers.userId!))[0]?.status).toBe('CONFIRMED');
  });

  it('answers 404 for a payment it does not know', async () => {
    const body = { order_transaction_id: 'otx_unknown', payment_tranx_id: 'pay_unknown', status: 'FAILED' };
    expect((await server.fetch(PATHS.paymentCallback, jsonInit(body, { checksum: 'x' }))).status).toBe(404);
  });
});

describe('UPI', () => {
  it('collect: polls IN_PROGRESS until the customer approves on the sandbox page', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const initiate = await confirmed(
      server,
      headers,
      confirmBody({ primaryPaymentId: 'UPI_WALLET', instrumentDetails: { upiMode: 'COLLECT', vpa: 'asha@okbank' } }),
    );
    expect(initiate.action).toBe('UNIFIED_PAYMENT_ACTION');
    expect(initiate.unifiedPaymentResponse?.nextActions.map((action) => action.mode)).toEqual(['poll']);
    expect(await transactionStatus(server, headers, initiate.orderTransactionId)).toEqual({ transactionStatus: 'IN_PROGRESS' });
    const page = await (await server.fetch(initiate.processTransactionURL!)).text();
    expect(page).toContain('asha@okbank');
    const done = await postForm(server, `${initiate.processTransactionURL!}/outcome`, { outcome: 'success' });
    expect(done.status).toBe(303);
    expect(await transactionStatus(server, headers, initiate.orderTransactionId)).toEqual({ transactionStatus: 'SUCCESS' });
  });

  it('collect: an unanswered request fails once the polling duration has passed', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const initiate = await confirmed(
      server,
      headers,
      confirmBody({ primaryPaymentId: 'UPI_WALLET', instrumentDetails: { upiMode: 'COLLECT', vpa: 'asha@okbank' } }),
    );
    clock.advance((PAYMENT_POLLING_DURATION_SECONDS - 1) * 1000);
    expect((await transactionStatus(server, headers, initiate.orderTransactionId)).transactionStatus).toBe('IN_PROGRESS');
    clock.advance(2 * 1000);
    expect(await transactionStatus(server, headers, initiate.orderTransactionId)).toEqual({
      transactionStatus: 'FAILED',
      displayMsg: PAYMENT_FAILED,
    });
    const late = await postForm(server, `${initiate.processTransactionURL!}/outcome`, { outcome: 'success' });
    expect(late.status).toBe(303);
    expect((await ordersOf(headers.userId!))[0]?.status).toBe('FAILED');
  });

  it('TIME_SCALE shrinks the polling window the server gives and the collect expiry with it', async () => {
    const scale = 10;
    const fast = await startTestServer({ clock, database: server.database, env: { TIME_SCALE: String(scale) } });
    try {
      const headers = await guest();
      await fillCart(fast, headers);
      const initiate = await confirmed(
        fast,
        headers,
        confirmBody({ primaryPaymentId: 'UPI_WALLET', instrumentDetails: { upiMode: 'COLLECT', vpa: 'asha@okbank' } }),
      );
      expect(initiate.pollingData).toMatchObject({
        duration: PAYMENT_POLLING_DURATION_SECONDS / scale,
        interval: PAYMENT_POLLING_INTERVAL_SECONDS / scale,
      });
      clock.advance((PAYMENT_POLLING_DURATION_SECONDS / scale - 1) * 1000);
      expect((await transactionStatus(fast, headers, initiate.orderTransactionId)).transactionStatus).toBe('IN_PROGRESS');
      clock.advance(2 * 1000);
      expect((await transactionStatus(fast, headers, initiate.orderTransactionId)).transactionStatus).toBe('FAILED');
    } finally {
      await fast.close();
    }
  });

  it('collect without a VPA is refused', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const response = await confirm(
      server,
      headers,
      confirmBody({ primaryPaymentId: 'UPI_WALLET', instrumentDetails: { upiMode: 'COLLECT' } }),
    );
    expect(await failedWith(response)).toBeTruthy();
  });

  it('intent: answers the upi://pay link with the amount and transaction reference, then intent and poll', async () => {
    const headers = await guest();
    const cart = await fillCart(server, headers);
    const initiate = await confirmed(
      server,
      headers,
      confirmBody({ primaryPaymentId: 'UPI_WALLET', instrumentDetails: { upiMode: 'INTENT' } }),
    );
    const link = new URL(initiate.intentUrl!);
    expect(link.protocol).toBe('upi:');
    expect(link.searchParams.get('tr')).toBe(initiate.orderTransactionId);
    expect(link.searchParams.get('am')).toBe((cart.displayNetPrice / 100).toFixed(2));
    expect(initiate.unifiedPaymentResponse?.nextActions.map((action) => action.mode)).toEqual(['intent', 'poll']);
  });
});

describe('owner-only order reads', () => {
  it('answers 404 to another caller for status, summary and transaction status', async () => {
    const owner = await guest();
    await fillCart(server, owner);
    const initiate = await confirmed(server, owner, confirmBody({ primaryPaymentId: 'CASH' }));
    const stranger = await guest();
    for (const path of [PATHS.orderStatus, PATHS.orderSummary, PATHS.transactionStatus]) {
      expect((await server.fetch(statusPath(path, initiate.orderTransactionId), { headers: stranger })).status).toBe(404);
      expect((await server.fetch(statusPath(path, initiate.orderTransactionId), { headers: owner })).status).toBe(200);
    }
    const recent = (await (await server.fetch(PATHS.recentOrder, { headers: stranger })).json()) as RecentOrderResponse;
    expect(recent).toEqual({ orderId: null, placedAt: null });
    expect(
      await db()
        .select()
        .from(orders)
        .where(and(eq(orders.userId, stranger.userId!))),
    ).toEqual([]);
  });
});
