import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { TransactionStatusResponse } from '@/contract/payments';
import type { ConfirmOrderResponse } from '@/contract/orders';
import type { OrderDetailsResponse } from '@/contract/afterOrder';
import {
  loyaltyPoints,
  orders,
  payments,
  refunds,
  sandboxGatewayCallbacks,
  sandboxGatewayPayments,
  sandboxGatewayRefunds,
  wallets,
} from '@server/db/schema';
import { MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND } from '@/domain/time';
import { createCheckout, type Checkout } from '@server/services/orders';
import { CALLBACK_FIRST_RETRY_SECONDS, CALLBACK_RETRY_HOURS, createCallbackOutbox } from '@server/services/payments/callbackOutbox';
import { SANDBOX_OTP, SANDBOX_TEST_CARDS } from '@server/services/payments/constants';
import { SANDBOX_REFUND_SETTLEMENT_MINUTES } from '@server/services/payments/sandbox';
import { PAYMENT_EXPIRY_GRACE_SECONDS, paymentExpiresAt, paymentWindowMs } from '@server/services/payments/timings';
import { GATEWAY_TEXTS } from '@server/routes/sandboxGatewayPage';
import { createTestClock, errorOf, loginWithOtp, type TestClock } from './support/accounts';
import { loginAsMember } from './support/loyalty';
import {
  cardForm,
  confirm,
  confirmBody,
  confirmed,
  fillCart,
  postForm,
  sendSignedCallback,
  statusPath,
  transactionStatus,
} from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';
import serverEn from '@/i18n/en/server';

const {
  earlierOrderPaid: EARLIER_ORDER_PAID,
  paymentInProgress: PAYMENT_IN_PROGRESS,
  paymentSuperseded: PAYMENT_SUPERSEDED,
  refundAlreadySettled: REFUND_ALREADY_SETTLED,
} = serverEn.texts;

let server: TestServer;
let clock: TestClock;
let checkout: Checkout;
/** While true the gateway's callbacks never reach the merchant (a lost network, a dead endpoint). */
let callbacksLost = false;
let callbacksSent = 0;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({
    clock,
    checkout: (database) => {
      checkout = createCheckout(database.db, clock, {
        callbackSink: async (callback) => {
          callbacksSent += 1;
          if (callbacksLost) return false;
          return (await checkout.receiveCallback(callback)) === 'applied';
        },
      });
      return checkout;
    },
  });
});
afterAll(() => server.close());

const db = () => server.database.db;
const guest = async () => (await signInAnonymously(server)).headers;
const ordersOf = (userId: string) => db().select().from(orders).where(eq(orders.userId, userId));
const orderOf = async (orderTransactionId: string) =>
  (await db().select().from(orders).where(eq(orders.orderTransactionId, orderTransactionId)))[0]!;
const gatewayRowOf = async (paymentId: string) =>
  (await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, paymentId)))[0]!;
const callbackOf = async (paymentId: string) =>
  (await db().select().from(sandboxGatewayCallbacks).where(eq(sandboxGatewayCallbacks.paymentId, paymentId)))[0]!;
const refundsOf = (orderId: string) => db().select().from(refunds).where(eq(refunds.orderId, orderId));
const balanceOf = async (userId: string) => (await db().select().from(wallets).where(eq(wallets.userId, userId)))[0]?.balancePaise;
const cartItems = async (headers: Record<string, string>) =>
  ((await (await server.fetch(PATHS.cart, { headers })).json()) as { validItems: unknown[] }).validItems;
const pointsOf = (userId: string) => db().select().from(loyaltyPoints).where(eq(loyaltyPoints.userId, userId));
const details = async (headers: Record<string, string>, orderId: string) =>
  (await (await server.fetch(PATHS.orderDetails.replace('{orderId}', orderId), { headers })).json()) as OrderDetailsResponse;
const refundToWallet = (headers: Record<string, string>, orderId: string) =>
  server.fetch(PATHS.refundToWallet.replace('{orderId}', orderId), { method: 'POST', headers });
const cancelPayment = (headers: Record<string, string>, orderTransactionId: string) =>
  server.fetch(statusPath(PATHS.cancelPayment, orderTransactionId), { method: 'POST', headers });

/** Card number and the right OTP on the gateway's pages: the gateway records SUCCESS. */
async function payByCard(processUrl: string): Promise<void> {
  await postForm(server, `${processUrl}/card`, cardForm(SANDBOX_TEST_CARDS.success));
  expect((await postForm(server, `${processUrl}/otp`, { otp: SANDBOX_OTP })).status).toBe(303);
}

async function withCallbacksLost<T>(run: () => Promise<T>): Promise<T> {
  callbacksLost = true;
  try {
    return await run();
  } finally {
    callbacksLost = false;
  }
}

describe('gateway callbacks', () => {
  it('are retried with backoff until acknowledged, and confirm the order once', async () => {
    const user = await loginAsMember(server);
    await fillCart(server, user.headers);
    const initiate = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
    await withCallbacksLost(() => payByCard(initiate.processTransactionURL!));
    expect((await orderOf(initiate.orderTransactionId)).status).toBe('PENDING');
    const first = await callbackOf(initiate.paymentId);
    expect(first).toMatchObject({ attempts: 1, acknowledgedAt: null, status: 'SUCCESS' });
    expect(first.nextAttemptAt!.getTime() - clock()).toBe(CALLBACK_FIRST_RETRY_SECONDS * MS_PER_SECOND);

    await withCallbacksLost(async () => {
      clock.advance(CALLBACK_FIRST_RETRY_SECONDS * MS_PER_SECOND);
      await checkout.deliverCallbacks();
    });
    const second = await callbackOf(initiate.paymentId);
    expect(second.attempts).toBe(2);
    expect(second.nextAttemptAt!.getTime() - clock()).toBe(2 * CALLBACK_FIRST_RETRY_SECONDS * MS_PER_SECOND);

    clock.advance(CALLBACK_FIRST_RETRY_SECONDS * MS_PER_SECOND);
    await checkout.deliverCallbacks();
    expect((await callbackOf(initiate.paymentId)).attempts).toBe(2);
    expect((await orderOf(initiate.orderTransactionId)).status).toBe('PENDING');

    clock.advance(CALLBACK_FIRST_RETRY_SECONDS * MS_PER_SECOND);
    expect(await checkout.deliverCallbacks()).toBe(1);
    const acknowledged = await callbackOf(initiate.paymentId);
    expect(acknowledged).toMatchObject({ attempts: 3, nextAttemptAt: null });
    expect(acknowledged.acknowledgedAt).not.toBeNull();
    expect((await orderOf(initiate.orderTransactionId)).status).toBe('CONFIRMED');
    expect(await pointsOf(user.userId)).toHaveLength(1);
    expect(await cartItems(user.headers)).toEqual([]);

    clock.advance(MS_PER_HOUR);
    const sent = callbacksSent;
    await checkout.deliverCallbacks();
    expect(callbacksSent).toBe(sent);
  });

  it('are sent once per attempt when two server processes deliver at the same moment', async () => {
    let received = 0;
    const other = createCheckout(db(), clock, {
      callbackSink: async (callback) => {
        received += 1;
        return (await checkout.receiveCallback(callback)) === 'applied';
      },
    });
    const headers = await guest();
    await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'NB' }));
    await withCallbacksLost(() => postForm(server, `${initiate.processTransactionURL!}/outcome`, { outcome: 'success' }));
    clock.advance(CALLBACK_FIRST_RETRY_SECONDS * MS_PER_SECOND);
    const sent = callbacksSent;
    await Promise.all([checkout.deliverCallbacks(), other.deliverCallbacks()]);
    expect(received + callbacksSent - sent).toBe(1);
    expect((await callbackOf(initiate.paymentId)).attempts).toBe(2);
    expect((await orderOf(initiate.orderTransactionId)).status).toBe('CONFIRMED');
  });

  it('come sooner by TIME_SCALE: retries and the 24 hours shrink with it', async () => {
    const timeScale = 10;
    const outbox = createCallbackOutbox({ db: db(), clock, timeScale, sink: async () => false });
    const headers = await guest();
    await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'NB' }));
    const body = { order_transaction_id: initiate.orderTransactionId, payment_tranx_id: initiate.paymentId, status: 'FAILED' as const };
    const id = await db().transaction((tx) => outbox.enqueue(tx, initiate.paymentId, { body, checksum: 'signed' }));
    expect(await outbox.deliver(id)).toBe(false);
    const row = await callbackOf(initiate.paymentId);
    expect(row.nextAttemptAt!.getTime() - clock()).toBe((CALLBACK_FIRST_RETRY_SECONDS * MS_PER_SECOND) / timeScale);
    expect(row.giveUpAt.getTime() - clock()).toBe((CALLBACK_RETRY_HOURS * MS_PER_HOUR) / timeScale);
    expect(row.lastError).toBe('not acknowledged');
    expect(paymentExpiresAt(new Date(0), timeScale).getTime()).toBe(
      (paymentWindowMs(1) + PAYMENT_EXPIRY_GRACE_SECONDS * MS_PER_SECOND) / timeScale,
    );
  });

  it('stop after 24 hours', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'NB' }));
    await withCallbacksLost(async () => {
      await postForm(server, `${initiate.processTransactionURL!}/outcome`, { outcome: 'failure' });
      for (let hour = 0; hour <= CALLBACK_RETRY_HOURS; hour += 1) {
        clock.advance(MS_PER_HOUR);
        await checkout.deliverCallbacks();
      }
    });
    const given = await callbackOf(initiate.paymentId);
    expect(given.nextAttemptAt).toBeNull();
    expect(given.acknowledgedAt).toBeNull();
    const attempts = given.attempts;
    clock.advance(MS_PER_HOUR);
    await checkout.deliverCallbacks();
    expect((await callbackOf(initiate.paymentId)).attempts).toBe(attempts);
  });
});

describe('the status check while the app polls', () => {
  it('confirms a paid order whose callback was lost, once, when the app asks for the transaction status', async () => {
    const user = await loginAsMember(server);
    await fillCart(server, user.headers);
    const initiate = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
    await withCallbacksLost(async () => {
      await payByCard(initiate.processTransactionURL!);
      expect(await transactionStatus(server, user.headers, initiate.orderTransactionId)).toEqual({ transactionStatus: 'SUCCESS' });
      expect(await transactionStatus(server, user.headers, initiate.orderTransactionId)).toEqual({ transactionStatus: 'SUCCESS' });
    });
    expect(await pointsOf(user.userId)).toHaveLength(1);
    expect(await cartItems(user.headers)).toEqual([]);
  });

  it('fails and refunds a declined payment whose callback was lost when the app asks for the order status', async () => {
    const headers = await guest();
    const cart = await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CC' }));
    await withCallbacksLost(async () => {
      await postForm(server, `${initiate.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.declined));
      const status = await server.fetch(statusPath(PATHS.orderStatus, initiate.orderTransactionId), { headers });
      expect(await status.json()).toEqual({ status: 'FAILED' });
    });
    const order = await orderOf(initiate.orderTransactionId);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'INITIATED', amountPaise: cart.displayNetPrice })]);
  });
});

describe('the reconciler', () => {
  it('confirms a paid order whose callback was lost for good, with nobody polling', async () => {
    const user = await loginAsMember(server);
    await fillCart(server, user.headers);
    const initiate = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
    await withCallbacksLost(async () => {
      await payByCard(initiate.processTransactionURL!);
      clock.advance((CALLBACK_RETRY_HOURS + 1) * MS_PER_HOUR);
      await checkout.deliverCallbacks();
    });
    expect((await callbackOf(initiate.paymentId)).nextAttemptAt).toBeNull();
    expect((await orderOf(initiate.orderTransactionId)).status).toBe('PENDING');

    await checkout.reconcile();
    expect((await orderOf(initiate.orderTransactionId)).status).toBe('CONFIRMED');
    await checkout.reconcile();
    expect(await pointsOf(user.userId)).toHaveLength(1);
    expect(await cartItems(user.headers)).toEqual([]);
  });

  it('leaves a payment alone within its window, and cancels one still unpaid at its expiry, releasing the wallet hold', async () => {
    const user = await loginWithOtp(server);
    const cart = await fillCart(server, user.headers);
    await db().update(wallets).set({ refundPaise: 10_000 }).where(eq(wallets.userId, user.userId));
    const initiate = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC', secondaryPaymentId: 'PIGGYBANK' }));
    expect(await balanceOf(user.userId)).toBe(0);
    const [payment] = await db().select().from(payments).where(eq(payments.id, initiate.paymentId));
    expect(payment!.expiresAt.getTime() - payment!.createdAt.getTime()).toBe(
      paymentWindowMs(1) + PAYMENT_EXPIRY_GRACE_SECONDS * MS_PER_SECOND,
    );

    clock.advance(paymentWindowMs(1));
    await checkout.reconcile();
    expect((await orderOf(initiate.orderTransactionId)).status).toBe('PENDING');

    clock.advance(PAYMENT_EXPIRY_GRACE_SECONDS * MS_PER_SECOND);
    await checkout.reconcile();
    const order = await orderOf(initiate.orderTransactionId);
    expect(order).toMatchObject({ status: 'FAILED', failureReason: 'EXPIRED' });
    expect(await balanceOf(user.userId)).toBe(10_000);
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({ paymentType: 'PIGGYBANK', amountPaise: 10_000, status: 'COMPLETED', destination: 'WALLET' }),
    ]);
    expect((await gatewayRowOf(initiate.paymentId)).status).toBe('CANCELLED');
    expect(cart.displayNetPrice).toBeGreaterThan(10_000);

    const page = await server.fetch(initiate.processTransactionURL!);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(GATEWAY_TEXTS.cancelled);
    const late = await postForm(server, `${initiate.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.success));
    expect(late.status).toBe(410);
    expect((await gatewayRowOf(initiate.paymentId)).status).toBe('CANCELLED');
  });
});

describe('refunds', () => {
  it('complete when the gateway settles them, and order details show their state, amount and dates', async () => {
    const headers = await guest();
    const cart = await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'DC' }));
    await postForm(server, `${initiate.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.declined));
    const order = await orderOf(initiate.orderTransactionId);
    const startedAt = clock();
    expect((await details(headers, order.id)).refunds).toEqual([
      {
        paymentType: 'DC',
        amount: cart.displayNetPrice,
        status: 'INITIATED',
        destination: 'SOURCE',
        initiatedAt: startedAt,
        completedAt: null,
      },
    ]);

    clock.advance(SANDBOX_REFUND_SETTLEMENT_MINUTES * MS_PER_MINUTE - 1);
    await checkout.reconcile();
    expect((await refundsOf(order.id))[0]?.status).toBe('INITIATED');

    clock.advance(1);
    await checkout.reconcile();
    const settledAt = startedAt + SANDBOX_REFUND_SETTLEMENT_MINUTES * MS_PER_MINUTE;
    expect((await details(headers, order.id)).refunds).toEqual([
      {
        paymentType: 'DC',
        amount: cart.displayNetPrice,
        status: 'COMPLETED',
        destination: 'SOURCE',
        initiatedAt: startedAt,
        completedAt: settledAt,
      },
    ]);
  });

  it('go to the Slice wallet as Refund Points when the owner chooses so before settlement: once, and the gateway refund is withdrawn', async () => {
    const user = await loginWithOtp(server);
    const cart = await fillCart(server, user.headers);
    const before = (await balanceOf(user.userId)) ?? 0;
    const initiate = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
    await postForm(server, `${initiate.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.declined));
    const order = await orderOf(initiate.orderTransactionId);
    expect((await details(user.headers, order.id)).refundToWalletAvailable).toBe(true);

    const stranger = await loginWithOtp(server);
    expect((await refundToWallet(stranger.headers, order.id)).status).toBe(404);

    const [first, second] = await Promise.all([refundToWallet(user.headers, order.id), refundToWallet(user.headers, order.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const answer = (await first.json()) as OrderDetailsResponse;
    expect(answer.refundToWalletAvailable).toBe(false);
    expect(answer.refunds).toEqual([
      expect.objectContaining({ status: 'COMPLETED', destination: 'WALLET', amount: cart.displayNetPrice, completedAt: clock() }),
    ]);
    expect(await balanceOf(user.userId)).toBe(before + cart.displayNetPrice);
    const [gatewayRefund] = await db().select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.paymentId, initiate.paymentId));
    expect(gatewayRefund?.status).toBe('CANCELLED');

    clock.advance(SANDBOX_REFUND_SETTLEMENT_MINUTES * MS_PER_MINUTE);
    await checkout.reconcile();
    expect((await refundToWallet(user.headers, order.id)).status).toBe(200);
    expect(await balanceOf(user.userId)).toBe(before + cart.displayNetPrice);
    expect(
      (await db().select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.paymentId, initiate.paymentId)))[0]?.status,
    ).toBe('CANCELLED');
  });

  it('cannot go to the wallet once settled, nor for a guest, who has no wallet', async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    const initiate = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
    await postForm(server, `${initiate.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.declined));
    const order = await orderOf(initiate.orderTransactionId);
    const before = await balanceOf(user.userId);
    clock.advance(SANDBOX_REFUND_SETTLEMENT_MINUTES * MS_PER_MINUTE);
    const refused = await refundToWallet(user.headers, order.id);
    expect(refused.status).toBe(400);
    expect((await errorOf(refused))?.displayMsg).toBe(REFUND_ALREADY_SETTLED);
    expect(await balanceOf(user.userId)).toBe(before);
    expect((await refundsOf(order.id))[0]).toMatchObject({ status: 'COMPLETED', destination: 'SOURCE' });

    const headers = await guest();
    await fillCart(server, headers);
    const guestOrder = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CC' }));
    await postForm(server, `${guestOrder.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.declined));
    const guestOrderId = (await orderOf(guestOrder.orderTransactionId)).id;
    expect((await details(headers, guestOrderId)).refundToWalletAvailable).toBe(false);
    expect((await refundToWallet(headers, guestOrderId)).status).toBe(400);
  });
});

describe('one payable pending order per cart', () => {
  it('leaves exactly one payable order after ten confirms with different keys, the earlier ones superseded and unpayable', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const initiated = [];
    for (let round = 0; round < 10; round += 1) initiated.push(await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CC' })));
    const placed = await ordersOf(headers.userId!);
    expect(placed.filter((order) => order.status === 'PENDING').map((order) => order.orderTransactionId)).toEqual([
      initiated[9]!.orderTransactionId,
    ]);
    expect(placed.filter((order) => order.status === 'FAILED' && order.failureReason === 'SUPERSEDED')).toHaveLength(9);

    const superseded = initiated[0]!;
    expect((await gatewayRowOf(superseded.paymentId)).status).toBe('CANCELLED');
    expect((await server.fetch(superseded.processTransactionURL!)).status).toBe(410);
    expect((await postForm(server, `${superseded.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.success))).status).toBe(410);
    expect((await server.fetch(initiated[9]!.processTransactionURL!)).status).toBe(200);
    expect(await transactionStatus(server, headers, superseded.orderTransactionId)).toEqual({
      transactionStatus: 'FAILED',
      displayMsg: PAYMENT_SUPERSEDED,
    });
  });

  it('leaves exactly one payable order after ten concurrent confirms, refusing the others with a clear message', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const answers = await Promise.all(
      Array.from(
        { length: 10 },
        async () => (await (await confirm(server, headers, confirmBody({ primaryPaymentId: 'NB' }))).json()) as ConfirmOrderResponse,
      ),
    );
    const refusals = answers.flatMap((answer) => (answer.status === 'FAILED' ? [answer.errors[0]?.displayMsg] : []));
    expect(new Set(refusals)).toEqual(new Set(refusals.length > 0 ? [PAYMENT_IN_PROGRESS] : []));
    expect((await ordersOf(headers.userId!)).filter((order) => order.status === 'PENDING')).toHaveLength(1);
  });

  it('gives a superseded order’s wallet hold back', async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    await db().update(wallets).set({ refundPaise: 5_000 }).where(eq(wallets.userId, user.userId));
    const first = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC', secondaryPaymentId: 'PIGGYBANK' }));
    expect(await balanceOf(user.userId)).toBe(0);
    await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'NB' }));
    expect(await balanceOf(user.userId)).toBe(5_000);
    expect(await refundsOf((await orderOf(first.orderTransactionId)).id)).toEqual([
      expect.objectContaining({ paymentType: 'PIGGYBANK', amountPaise: 5_000, status: 'COMPLETED' }),
    ]);
  });

  it('refunds a late SUCCESS callback for a superseded order rather than confirming it', async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    const first = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
    await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
    // The bank had taken the money just before the cancellation reached the gateway.
    await db()
      .update(sandboxGatewayPayments)
      .set({ status: 'SUCCESS', debited: true })
      .where(eq(sandboxGatewayPayments.id, first.paymentId));
    const body = { order_transaction_id: first.orderTransactionId, payment_tranx_id: first.paymentId, status: 'SUCCESS' as const };
    const late = await sendSignedCallback(server, body);
    expect(late.status).toBe(200);

    const order = await orderOf(first.orderTransactionId);
    expect(order).toMatchObject({ status: 'FAILED', failureReason: 'SUPERSEDED' });
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({ paymentType: 'CC', amountPaise: order.grandTotalPaise, status: 'INITIATED' }),
    ]);
    expect(await pointsOf(user.userId)).toEqual([]);
    expect(await cartItems(user.headers)).toHaveLength(2);
  });

  it('confirms the earlier order the gateway had been paid for, and refuses the new confirm writing nothing', async () => {
    const user = await loginAsMember(server);
    await fillCart(server, user.headers);
    const first = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'NB' }));
    await withCallbacksLost(() => postForm(server, `${first.processTransactionURL!}/outcome`, { outcome: 'success' }));
    const again = await confirm(server, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
    const answer = (await again.json()) as ConfirmOrderResponse;
    expect(answer.status === 'FAILED' && answer.errors[0]?.displayMsg).toBe(EARLIER_ORDER_PAID);
    const placed = await ordersOf(user.userId);
    expect(placed).toEqual([expect.objectContaining({ orderTransactionId: first.orderTransactionId, status: 'CONFIRMED' })]);
    expect(await pointsOf(user.userId)).toHaveLength(1);
  });
});

describe('POST cancelPayment', () => {
  it('cancels the owner’s pending payment at the gateway and fails the order, idempotently; another caller gets 404', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const initiate = await confirmed(
      server,
      headers,
      confirmBody({ primaryPaymentId: 'UPI_WALLET', instrumentDetails: { upiMode: 'COLLECT', vpa: 'asha@okbank' } }),
    );
    const stranger = await guest();
    expect((await cancelPayment(stranger, initiate.orderTransactionId)).status).toBe(404);
    expect((await orderOf(initiate.orderTransactionId)).status).toBe('PENDING');

    const cancelled = await cancelPayment(headers, initiate.orderTransactionId);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as TransactionStatusResponse).transactionStatus).toBe('FAILED');
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'FAILED', failureReason: 'CANCELLED' });
    expect((await gatewayRowOf(initiate.paymentId)).status).toBe('CANCELLED');
    expect(
      ((await (await cancelPayment(headers, initiate.orderTransactionId)).json()) as TransactionStatusResponse).transactionStatus,
    ).toBe('FAILED');
    expect((await postForm(server, `${initiate.processTransactionURL!}/outcome`, { outcome: 'success' })).status).toBe(410);
  });

  it('answers SUCCESS and confirms the order when the gateway had already been paid', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'NB' }));
    await withCallbacksLost(() => postForm(server, `${initiate.processTransactionURL!}/outcome`, { outcome: 'success' }));
    const answer = (await (await cancelPayment(headers, initiate.orderTransactionId)).json()) as TransactionStatusResponse;
    expect(answer).toEqual({ transactionStatus: 'SUCCESS' });
    expect((await orderOf(initiate.orderTransactionId)).status).toBe('CONFIRMED');
    expect(await cartItems(headers)).toEqual([]);
    expect(
      await db()
        .select()
        .from(orders)
        .where(and(eq(orders.userId, headers.userId!), eq(orders.status, 'FAILED'))),
    ).toEqual([]);
  });
});
