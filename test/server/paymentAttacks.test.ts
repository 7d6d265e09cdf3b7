/**
 * The payment path probed as an attacker and a chaos tester would: other customers' ids, replays, races between
 * the customer, the gateway and the reconciler, refusals, and work cut short. Money moves once, and every order
 * ends in the state the gateway's books say.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { GatewayCallbackBody, TransactionStatusResponse } from '@/contract/payments';
import type { ConfirmOrderResponse } from '@/contract/orders';
import type { OrderDetailsResponse } from '@/contract/afterOrder';
import { orders, payments, refunds, sandboxGatewayPayments, sandboxGatewayRefunds, wallets } from '@server/db/schema';
import { MS_PER_SECOND } from '@/domain/time';
import serverTexts from '@/i18n/en/server';
import { ADVANCE_TIME_PASSED_CODE } from '@server/services/orderGuards';

const ADVANCE_TIME_PASSED = { code: ADVANCE_TIME_PASSED_CODE, displayMsg: serverTexts.texts.advanceTimePassed };
import { createCheckout, type Checkout } from '@server/services/orders';
import { SANDBOX_OTP, SANDBOX_TEST_CARDS } from '@server/services/payments/constants';
import { payPagePath } from '@server/services/payments/sandbox';
import { PAYMENT_EXPIRY_GRACE_SECONDS, paymentWindowMs } from '@server/services/payments/timings';
import { createTestClock, loginWithOtp, type TestClock } from './support/accounts';
import { cardForm, confirm, confirmBody, confirmed, fillCart, postForm, sendSignedCallback, statusPath } from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';
import messagesEn from '@/i18n/en/messages';
import serverEn from '@/i18n/en/server';

const { paymentFailed: PAYMENT_FAILED } = messagesEn.texts;
const { earlierOrderPaid: EARLIER_ORDER_PAID, emptyCart: EMPTY_CART } = serverEn.texts;

let server: TestServer;
let clock: TestClock;
let checkout: Checkout;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({
    clock,
    checkout: (database) => {
      checkout = createCheckout(database.db, clock, {
        callbackSink: async (callback) => (await checkout.receiveCallback(callback)) === 'applied',
      });
      return checkout;
    },
  });
});
afterAll(() => server.close());

const db = () => server.database.db;
const guest = async () => (await signInAnonymously(server)).headers;
const orderOf = async (orderTransactionId: string) =>
  (await db().select().from(orders).where(eq(orders.orderTransactionId, orderTransactionId)))[0]!;
const gatewayRowsOf = (paymentId: string) => db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, paymentId));
const refundsOf = (orderId: string) => db().select().from(refunds).where(eq(refunds.orderId, orderId));
const balanceOf = async (userId: string) => (await db().select().from(wallets).where(eq(wallets.userId, userId)))[0]?.balancePaise ?? 0;
const refundToWallet = (headers: Record<string, string>, orderId: string) =>
  server.fetch(PATHS.refundToWallet.replace('{orderId}', orderId), { method: 'POST', headers });
const cancelPayment = (headers: Record<string, string>, orderTransactionId: string) =>
  server.fetch(statusPath(PATHS.cancelPayment, orderTransactionId), { method: 'POST', headers });

const signedCallback = (body: GatewayCallbackBody) => sendSignedCallback(server, body);

describe('another customer’s ids', () => {
  it('get 404 from cancel payment, refund to wallet and order details, and change nothing', async () => {
    const owner = await loginWithOtp(server);
    await fillCart(server, owner.headers);
    const initiate = await confirmed(server, owner.headers, confirmBody({ primaryPaymentId: 'CC' }));
    const order = await orderOf(initiate.orderTransactionId);
    const stranger = await loginWithOtp(server);
    expect((await cancelPayment(stranger.headers, initiate.orderTransactionId)).status).toBe(404);
    expect((await cancelPayment(stranger.headers, order.id)).status).toBe(404);
    expect((await refundToWallet(stranger.headers, order.id)).status).toBe(404);
    expect((await server.fetch(PATHS.orderDetails.replace('{orderId}', order.id), { headers: stranger.headers })).status).toBe(404);
    expect((await orderOf(initiate.orderTransactionId)).status).toBe('PENDING');
    expect((await gatewayRowsOf(initiate.paymentId))[0]?.status).toBe('CREATED');
  });
});

describe('money that could move twice', () => {
  it('credits the wallet with exactly the total when a failed card and wallet order’s card refund is also taken to the wallet, even twice at once', async () => {
    const user = await loginWithOtp(server);
    const cart = await fillCart(server, user.headers);
    await db().update(wallets).set({ refundPaise: 5_000 }).where(eq(wallets.userId, user.userId));
    const initiate = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC', secondaryPaymentId: 'PIGGYBANK' }));
    expect(await balanceOf(user.userId)).toBe(0);
    await postForm(server, `${initiate.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.declined));
    const order = await orderOf(initiate.orderTransactionId);
    expect(await balanceOf(user.userId)).toBe(5_000);

    const answers = await Promise.all([refundToWallet(user.headers, order.id), refundToWallet(user.headers, order.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    await checkout.reconcile();
    expect(await balanceOf(user.userId)).toBe(cart.displayNetPrice);
    const details = (await (
      await server.fetch(PATHS.orderDetails.replace('{orderId}', order.id), { headers: user.headers })
    ).json()) as OrderDetailsResponse;
    expect(details.refunds.map((refund) => [refund.paymentType, refund.amount, refund.status, refund.destination])).toEqual(
      expect.arrayContaining([
        ['PIGGYBANK', 5_000, 'COMPLETED', 'WALLET'],
        ['CC', cart.displayNetPrice - 5_000, 'COMPLETED', 'WALLET'],
      ]),
    );
  });

  it('moves no money when a superseded order’s late SUCCESS callback is replayed after its refund went to the wallet', async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    const first = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
    await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
    // The bank had taken the money just before the cancellation reached the gateway.
    await db()
      .update(sandboxGatewayPayments)
      .set({ status: 'SUCCESS', debited: true })
      .where(eq(sandboxGatewayPayments.id, first.paymentId));
    const late = { order_transaction_id: first.orderTransactionId, payment_tranx_id: first.paymentId, status: 'SUCCESS' as const };
    expect((await signedCallback(late)).status).toBe(200);
    const order = await orderOf(first.orderTransactionId);
    const before = await balanceOf(user.userId);
    expect((await refundToWallet(user.headers, order.id)).status).toBe(200);
    expect(await balanceOf(user.userId)).toBe(before + order.grandTotalPaise);

    expect((await signedCallback(late)).status).toBe(200);
    await checkout.reconcile();
    expect((await signedCallback(late)).status).toBe(200);
    await checkout.reconcile();
    expect(await balanceOf(user.userId)).toBe(before + order.grandTotalPaise);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'COMPLETED', destination: 'WALLET' })]);
    expect((await db().select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.paymentId, first.paymentId)))[0]?.status).toBe(
      'CANCELLED',
    );
    expect(await orderOf(first.orderTransactionId)).toMatchObject({ status: 'FAILED', failureReason: 'SUPERSEDED' });
  });

  it('releases an expired payment’s wallet hold once when two server processes reconcile at the same moment', async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    await db().update(wallets).set({ refundPaise: 7_000 }).where(eq(wallets.userId, user.userId));
    const initiate = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'NB', secondaryPaymentId: 'PIGGYBANK' }));
    const other = createCheckout(db(), clock);
    clock.advance(paymentWindowMs(1) + PAYMENT_EXPIRY_GRACE_SECONDS * MS_PER_SECOND);
    await Promise.all([checkout.reconcile(), other.reconcile(), checkout.reconcile()]);
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'FAILED', failureReason: 'EXPIRED' });
    expect(await balanceOf(user.userId)).toBe(7_000);
  });
});

describe('races between the customer and the gateway', () => {
  it('ends a cancel racing the gateway’s SUCCESS with the order and the gateway agreeing, and no refund for a confirmed order', async () => {
    for (let round = 0; round < 5; round += 1) {
      const headers = await guest();
      await fillCart(server, headers);
      const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'NB' }));
      const [cancelled] = await Promise.all([
        cancelPayment(headers, initiate.orderTransactionId),
        postForm(server, `${initiate.processTransactionURL!}/outcome`, { outcome: 'success' }),
      ]);
      const answer = (await cancelled.json()) as TransactionStatusResponse;
      const order = await orderOf(initiate.orderTransactionId);
      const [gateway] = await gatewayRowsOf(initiate.paymentId);
      if (gateway?.status === 'SUCCESS') {
        expect(order.status).toBe('CONFIRMED');
        expect(answer.transactionStatus).toBe('SUCCESS');
        expect(await refundsOf(order.id)).toEqual([]);
      } else {
        expect(gateway?.status).toBe('CANCELLED');
        expect(order).toMatchObject({ status: 'FAILED', failureReason: 'CANCELLED' });
        expect(answer.transactionStatus).toBe('FAILED');
      }
    }
  });

  it('ends a new confirmation racing the earlier order’s payment with one paid order and never two charges', async () => {
    for (let round = 0; round < 5; round += 1) {
      const headers = await guest();
      await fillCart(server, headers);
      const first = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'NB' }));
      const [again] = await Promise.all([
        confirm(server, headers, confirmBody({ primaryPaymentId: 'NB' })),
        postForm(server, `${first.processTransactionURL!}/outcome`, { outcome: 'success' }),
      ]);
      const answer = (await again.json()) as ConfirmOrderResponse;
      const placed = await db().select().from(orders).where(eq(orders.userId, headers.userId!));
      const [gateway] = await gatewayRowsOf(first.paymentId);
      if (gateway?.status === 'SUCCESS') {
        // Refused either by the superseding step, or, when the paid lines had already left the cart, as an empty cart.
        expect([EARLIER_ORDER_PAID, EMPTY_CART]).toContain(answer.status === 'FAILED' && answer.errors[0]?.displayMsg);
        expect(placed).toEqual([expect.objectContaining({ status: 'CONFIRMED' })]);
      } else {
        expect(gateway?.status).toBe('CANCELLED');
        expect(answer.status).toBe('SUCCESS');
        expect(placed.map((order) => order.status).sort()).toEqual(['FAILED', 'PENDING']);
      }
    }
  });
});

describe('refused confirmations', () => {
  it('leave the earlier pending order payable: a confirmation refused for its advance time supersedes nothing', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const first = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CC' }));
    const refused = (await (
      await confirm(server, headers, confirmBody({ primaryPaymentId: 'NB', advancedTime: clock() - 60_000 }))
    ).json()) as ConfirmOrderResponse;
    expect(refused.status === 'FAILED' && refused.errors[0]).toEqual(ADVANCE_TIME_PASSED);
    expect((await orderOf(first.orderTransactionId)).status).toBe('PENDING');
    expect((await gatewayRowsOf(first.paymentId))[0]?.status).toBe('CREATED');
    expect((await server.fetch(first.processTransactionURL!)).status).toBe(200);
  });
});

describe('a confirmation cut short before its payment reached the gateway', () => {
  it('is failed at expiry, and a retry of it with the same key answers FAILED without opening a payment at the gateway', async () => {
    const user = await loginWithOtp(server);
    await db().update(wallets).set({ refundPaise: 3_000 }).where(eq(wallets.userId, user.userId));
    await fillCart(server, user.headers);
    const body = confirmBody({ primaryPaymentId: 'CC', secondaryPaymentId: 'PIGGYBANK' });
    const createPayment = checkout.sandbox.createPayment;
    checkout.sandbox.createPayment = () => Promise.reject(new Error('the process died here'));
    try {
      expect((await confirm(server, user.headers, body)).status).toBe(500);
    } finally {
      checkout.sandbox.createPayment = createPayment;
    }
    const [order] = await db().select().from(orders).where(eq(orders.userId, user.userId));
    expect(order?.status).toBe('PENDING');
    expect(await balanceOf(user.userId)).toBe(0);

    clock.advance(paymentWindowMs(1) + PAYMENT_EXPIRY_GRACE_SECONDS * MS_PER_SECOND);
    await checkout.reconcile();
    expect((await db().select().from(orders).where(eq(orders.userId, user.userId)))[0]).toMatchObject({
      status: 'FAILED',
      failureReason: 'EXPIRED',
    });
    expect(await balanceOf(user.userId)).toBe(3_000);

    const retry = (await (await confirm(server, user.headers, body)).json()) as ConfirmOrderResponse;
    expect(retry.status === 'FAILED' && retry.errors[0]?.displayMsg).toBe(PAYMENT_FAILED);
    const payment = (await db().select().from(orders).where(eq(orders.userId, user.userId))).map((row) => row.id);
    expect(payment).toHaveLength(1);
    expect(
      await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.orderTransactionId, order!.orderTransactionId)),
    ).toEqual([]);
  });
});

/** Held until released: the confirmation stalls between placing its order and creating its payment at the gateway. */
function stallPaymentCreation(): { reached: Promise<void>; release(): void } {
  const createPayment = checkout.sandbox.createPayment;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  checkout.sandbox.createPayment = async (input) => {
    arrive();
    await released;
    return createPayment(input);
  };
  return {
    reached,
    release: () => {
      checkout.sandbox.createPayment = createPayment;
      release();
    },
  };
}

const paymentOfUser = async (userId: string) => {
  const [row] = await db()
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.userId, userId));
  return row!;
};

/** The customer tries the payment's page with a good card and the right OTP: the page is gone and nothing is taken. */
async function expectUnpayable(paymentId: string): Promise<void> {
  const page = payPagePath(paymentId);
  expect((await server.fetch(page)).status).toBe(410);
  expect((await postForm(server, `${page}/card`, cardForm(SANDBOX_TEST_CARDS.success))).status).toBe(410);
  await postForm(server, `${page}/otp`, { otp: SANDBOX_OTP });
  expect(await gatewayRowsOf(paymentId)).toEqual([expect.objectContaining({ status: 'CANCELLED', debited: false })]);
}

const confirmAnswer = async (response: Promise<Response>) => (await (await response).json()) as ConfirmOrderResponse;

describe('a payment failed on our side while its confirmation is still creating it at the gateway', () => {
  it('answers the stalled confirmation FAILED when the customer cancelled meanwhile, and the gateway payment cannot be paid', async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    const stall = stallPaymentCreation();
    const confirming = confirmAnswer(confirm(server, user.headers, confirmBody({ primaryPaymentId: 'CC' })));
    await stall.reached;
    const { order, payment } = await paymentOfUser(user.userId);
    const cancelled = (await (await cancelPayment(user.headers, order.orderTransactionId)).json()) as TransactionStatusResponse;
    expect(cancelled.transactionStatus).toBe('FAILED');

    stall.release();
    const answer = await confirming;
    expect(answer.status === 'FAILED' && answer.errors[0]?.displayMsg).toBe(PAYMENT_FAILED);
    await expectUnpayable(payment.id);
    expect(await orderOf(order.orderTransactionId)).toMatchObject({ status: 'FAILED', failureReason: 'CANCELLED' });
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('answers the stalled confirmation FAILED when the reconciler expired its payment meanwhile, and gives the wallet hold back once', async () => {
    const user = await loginWithOtp(server);
    await db().update(wallets).set({ refundPaise: 3_000 }).where(eq(wallets.userId, user.userId));
    await fillCart(server, user.headers);
    const stall = stallPaymentCreation();
    const confirming = confirmAnswer(
      confirm(server, user.headers, confirmBody({ primaryPaymentId: 'CC', secondaryPaymentId: 'PIGGYBANK' })),
    );
    await stall.reached;
    expect(await balanceOf(user.userId)).toBe(0);
    clock.advance(paymentWindowMs(1) + PAYMENT_EXPIRY_GRACE_SECONDS * MS_PER_SECOND);
    await checkout.reconcile();
    const { order, payment } = await paymentOfUser(user.userId);
    expect(order).toMatchObject({ status: 'FAILED', failureReason: 'EXPIRED' });

    stall.release();
    const answer = await confirming;
    expect(answer.status).toBe('FAILED');
    await expectUnpayable(payment.id);
    await checkout.reconcile();
    expect(await balanceOf(user.userId)).toBe(3_000);
  });

  it('cancels at the gateway a payment whose cancel found it unknown there, when the stalled confirmation opened it before the order failed', async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    const stall = stallPaymentCreation();
    const confirming = confirmAnswer(confirm(server, user.headers, confirmBody({ primaryPaymentId: 'CC' })));
    await stall.reached;
    const { order, payment } = await paymentOfUser(user.userId);

    const cancelAtGateway = checkout.sandbox.cancel;
    let continueCancel!: () => void;
    const cancelMayContinue = new Promise<void>((resolve) => (continueCancel = resolve));
    let foundUnknown!: () => void;
    const cancelFoundUnknown = new Promise<void>((resolve) => (foundUnknown = resolve));
    checkout.sandbox.cancel = async (paymentId) => {
      checkout.sandbox.cancel = cancelAtGateway;
      const state = await cancelAtGateway(paymentId);
      foundUnknown();
      await cancelMayContinue;
      return state;
    };
    const cancelling = cancelPayment(user.headers, order.orderTransactionId);
    await cancelFoundUnknown;
    stall.release();
    const answer = await confirming;
    expect(answer.status).toBe('SUCCESS');
    continueCancel();
    expect(((await (await cancelling).json()) as TransactionStatusResponse).transactionStatus).toBe('FAILED');

    await expectUnpayable(payment.id);
    expect(await orderOf(order.orderTransactionId)).toMatchObject({ status: 'FAILED', failureReason: 'CANCELLED' });
    expect(await refundsOf(order.id)).toEqual([]);
  });
});

describe('the reconciler meeting a payment it cannot settle', () => {
  it('still expires the other payments of the round, and reports the one that failed', async () => {
    const stuck = await guest();
    await fillCart(server, stuck);
    const broken = await confirmed(server, stuck, confirmBody({ primaryPaymentId: 'NB' }));
    clock.advance(1);
    const other = await guest();
    await fillCart(server, other);
    const healthy = await confirmed(server, other, confirmBody({ primaryPaymentId: 'NB' }));
    const status = checkout.sandbox.status;
    checkout.sandbox.status = (paymentId) =>
      paymentId === broken.paymentId ? Promise.reject(new Error('gateway timed out')) : status(paymentId);
    try {
      clock.advance(paymentWindowMs(1) + PAYMENT_EXPIRY_GRACE_SECONDS * MS_PER_SECOND);
      await expect(checkout.reconcile()).rejects.toThrow('gateway timed out');
    } finally {
      checkout.sandbox.status = status;
    }
    expect(await orderOf(healthy.orderTransactionId)).toMatchObject({ status: 'FAILED', failureReason: 'EXPIRED' });
    expect((await orderOf(broken.orderTransactionId)).status).toBe('PENDING');
    await checkout.reconcile();
    expect(await orderOf(broken.orderTransactionId)).toMatchObject({ status: 'FAILED', failureReason: 'EXPIRED' });
  });
});

describe('refund work cut short', () => {
  it('starts a failed payment’s refund once, in the reconciler, when the refund call died after the order failed', async () => {
    const headers = await guest();
    const cart = await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CC' }));
    const refund = checkout.sandbox.refund;
    checkout.sandbox.refund = () => Promise.reject(new Error('the process died here'));
    try {
      await postForm(server, `${initiate.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.declined));
    } finally {
      checkout.sandbox.refund = refund;
    }
    const order = await orderOf(initiate.orderTransactionId);
    expect(order.status).toBe('FAILED');
    expect(await refundsOf(order.id)).toEqual([]);

    const failedCallback = {
      order_transaction_id: initiate.orderTransactionId,
      payment_tranx_id: initiate.paymentId,
      status: 'FAILED' as const,
    };
    await Promise.all([checkout.reconcile(), signedCallback(failedCallback), checkout.deliverCallbacks()]);
    await checkout.reconcile();
    expect(await refundsOf(order.id)).toEqual([
      expect.objectContaining({ paymentType: 'CC', amountPaise: cart.displayNetPrice, status: 'INITIATED' }),
    ]);
    expect(await db().select().from(sandboxGatewayRefunds).where(eq(sandboxGatewayRefunds.paymentId, initiate.paymentId))).toHaveLength(1);
  });

  it('completes a move to the wallet cut short after the gateway withdrew its refund, crediting the wallet once', async () => {
    const user = await loginWithOtp(server);
    const cart = await fillCart(server, user.headers);
    const initiate = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC' }));
    await postForm(server, `${initiate.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.declined));
    const order = await orderOf(initiate.orderTransactionId);
    const before = await balanceOf(user.userId);
    const [started] = await refundsOf(order.id);
    expect(await checkout.sandbox.cancelRefund(started!.gatewayRefundId!)).toBe(true);

    await Promise.all([checkout.reconcile(), refundToWallet(user.headers, order.id), createCheckout(db(), clock).reconcile()]);
    expect((await refundToWallet(user.headers, order.id)).status).toBe(200);
    expect(await balanceOf(user.userId)).toBe(before + cart.displayNetPrice);
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ status: 'COMPLETED', destination: 'WALLET' })]);
  });
});

describe('a cancel reaching a payment the gateway had already failed', () => {
  it('records the payment’s own failure, not the cancel, and refunds what the bank took', async () => {
    const headers = await guest();
    const cart = await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CC' }));
    await db()
      .update(sandboxGatewayPayments)
      .set({ status: 'FAILED', debited: true })
      .where(eq(sandboxGatewayPayments.id, initiate.paymentId));
    const answer = (await (await cancelPayment(headers, initiate.orderTransactionId)).json()) as TransactionStatusResponse;
    expect(answer.transactionStatus).toBe('FAILED');
    const order = await orderOf(initiate.orderTransactionId);
    expect(order).toMatchObject({ status: 'FAILED', failureReason: 'PAYMENT_FAILED' });
    expect(await refundsOf(order.id)).toEqual([expect.objectContaining({ amountPaise: cart.displayNetPrice, status: 'INITIATED' })]);
  });
});
