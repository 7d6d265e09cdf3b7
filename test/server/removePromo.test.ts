import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { OrderDetailsResponse } from '@/contract/afterOrder';
import type { ConfirmOrderResponse, DeletePromoOnPaymentResponse, InitiateOrderPaymentResponse } from '@/contract/orders';
import type { CartResponse } from '@/contract/cart';
import { appConfig, carts, orders, payments, sandboxGatewayPayments, wallets } from '@server/db/schema';
import { createCheckout, type Checkout } from '@server/services/orders';
import { SANDBOX_OTP, SANDBOX_TEST_CARDS } from '@server/services/payments/constants';
import { createTestClock, errorOf, loginWithOtp, type TestClock } from './support/accounts';
import { cardForm, confirm, confirmBody, confirmed, fillCart, postForm, statusPath, transactionStatus } from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

const db = () => server.database.db;
const promoPath = (orderTransactionId: string) => statusPath(PATHS.deletePromoOnPayment, orderTransactionId);
const dropPromo = (headers: Record<string, string>, orderTransactionId: string, init: RequestInit = {}) =>
  server.fetch(promoPath(orderTransactionId), { method: 'DELETE', ...init, headers: { ...headers, ...(init.headers ?? {}) } });

/** A cart of three Margheritas with UPI75 (limited to UPI) applied, confirmed by card: the order waits for REMOVE_PROMO. */
async function cardOrderWithUpiCoupon(
  headers: Record<string, string>,
): Promise<{ cart: CartResponse; initiate: InitiateOrderPaymentResponse }> {
  await fillCart(server, headers, 3);
  const applied = (await (await server.fetch(PATHS.cartPromo.replace('{code}', 'UPI75'), { headers })).json()) as {
    status: string;
    cart: CartResponse;
  };
  expect(applied.status).toBe('SUCCESS');
  const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CC' }));
  return { cart: applied.cart, initiate };
}

const rowsOf = async (userId: string) => {
  const [order] = await db().select().from(orders).where(eq(orders.userId, userId));
  const [payment] = order ? await db().select().from(payments).where(eq(payments.orderId, order.id)) : [];
  return { order, payment };
};

describe('REMOVE_PROMO: a coupon limited to other payment methods', () => {
  it('places the order waiting for the customer, nothing opened at the gateway', async () => {
    const { headers, userId } = await signInAnonymously(server);
    const { initiate } = await cardOrderWithUpiCoupon(headers);
    expect(initiate).toMatchObject({
      action: 'REMOVE_PROMO',
      processTransactionURL: null,
      removePromo: { promoCode: 'UPI75', paymentOptions: ['UPI'] },
    });
    const { order, payment } = await rowsOf(userId);
    expect(order?.status).toBe('PENDING');
    expect(payment).toMatchObject({ status: 'PENDING', step: 'REMOVE_PROMO' });
    expect(await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, payment!.id))).toEqual([]);
  });

  it('DELETE promo re-prices the order and payment without the coupon, takes it off the cart and answers the gateway page at the new total', async () => {
    const { headers, userId } = await signInAnonymously(server);
    const { cart, initiate } = await cardOrderWithUpiCoupon(headers);
    const before = await rowsOf(userId);
    const response = await dropPromo(headers, initiate.orderTransactionId);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as DeletePromoOnPaymentResponse;
    expect(answer.initiateOrderPaymentResponse.action).toBe('PROCESS_PAYMENT');
    expect(answer.paymentUrl).toBe(answer.initiateOrderPaymentResponse.processTransactionURL);
    expect(answer.paymentUrl).not.toBeNull();

    const { order, payment } = await rowsOf(userId);
    const fullPrice = (await (await server.fetch(PATHS.cart, { headers })).json()) as CartResponse;
    expect(fullPrice.explicitPromo).toBeNull();
    expect(order!.grandTotalPaise).toBe(fullPrice.displayNetPrice);
    expect(order!.grandTotalPaise).toBeGreaterThan(before.order!.grandTotalPaise);
    expect(before.order!.grandTotalPaise).toBe(cart.displayNetPrice);
    expect(payment).toMatchObject({ status: 'PENDING', step: null, amountPaise: fullPrice.displayNetPrice });
    const [atGateway] = await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, payment!.id));
    expect(atGateway?.amountPaise).toBe(fullPrice.displayNetPrice);

    // Paid at the new total: the order is confirmed.
    await postForm(server, `${answer.paymentUrl!}/card`, cardForm(SANDBOX_TEST_CARDS.success));
    await postForm(server, `${answer.paymentUrl!}/otp`, { otp: SANDBOX_OTP });
    expect((await transactionStatus(server, headers, initiate.orderTransactionId)).transactionStatus).toBe('SUCCESS');
  });

  it('re-prices once when called twice at the same moment, and a repeat answers the same page', async () => {
    const { headers, userId } = await signInAnonymously(server);
    const { initiate } = await cardOrderWithUpiCoupon(headers);
    const [first, second] = await Promise.all([
      dropPromo(headers, initiate.orderTransactionId),
      dropPromo(headers, initiate.orderTransactionId),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const answers = [(await first.json()) as DeletePromoOnPaymentResponse, (await second.json()) as DeletePromoOnPaymentResponse];
    expect(answers[0]!.paymentUrl).toBe(answers[1]!.paymentUrl);
    const { order, payment } = await rowsOf(userId);
    expect(payment!.amountPaise).toBe(order!.grandTotalPaise);
    expect(await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, payment!.id))).toHaveLength(1);
    const repeat = (await (await dropPromo(headers, initiate.orderTransactionId)).json()) as DeletePromoOnPaymentResponse;
    expect(repeat.paymentUrl).toBe(answers[0]!.paymentUrl);
    expect((await rowsOf(userId)).order!.grandTotalPaise).toBe(order!.grandTotalPaise);
  });

  it('a cash order without the coupon goes on as a cash order: confirmed (THANKYOU), or its COD OTP when the rule asks', async () => {
    const { headers, userId } = await signInAnonymously(server);
    await fillCart(server, headers, 3);
    await server.fetch(PATHS.cartPromo.replace('{code}', 'UPI75'), { headers });
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CASH' }));
    expect(initiate.action).toBe('REMOVE_PROMO');
    const answer = (await (await dropPromo(headers, initiate.orderTransactionId)).json()) as DeletePromoOnPaymentResponse;
    expect(answer).toMatchObject({
      paymentUrl: null,
      initiateOrderPaymentResponse: { action: expect.stringMatching(/^(THANKYOU|COD_OTP)$/) },
    });
    const { order, payment } = await rowsOf(userId);
    expect(payment!.step === 'COD_OTP' || order!.status === 'CONFIRMED').toBe(true);
    expect(order!.discountPaise).toBe(0);
  });

  it("answers 404 for another customer's order and changes nothing", async () => {
    const owner = await signInAnonymously(server);
    const { initiate } = await cardOrderWithUpiCoupon(owner.headers);
    const other = await loginWithOtp(server);
    const response = await dropPromo(other.headers, initiate.orderTransactionId);
    expect(response.status).toBe(404);
    expect((await errorOf(response))?.code).toBe('ORDER_NOT_FOUND');
    expect((await rowsOf(owner.userId)).payment).toMatchObject({ step: 'REMOVE_PROMO' });
    const [cart] = await db().select().from(carts).where(eq(carts.userId, owner.userId));
    expect(cart?.promoCode).toBe('UPI75');
  });

  it('answers 4xx for bad input (unknown or oversized ids, no session) and writes nothing', async () => {
    const { headers, userId } = await signInAnonymously(server);
    const { initiate } = await cardOrderWithUpiCoupon(headers);
    for (const id of ['otx_unknown', 'x'.repeat(5_000), '%00', "' or 1=1 --"]) {
      const response = await dropPromo(headers, id, {
        body: JSON.stringify({ promoCode: 42 }),
        headers: { 'Content-Type': 'application/json' },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    expect((await server.fetch(promoPath(initiate.orderTransactionId), { method: 'DELETE' })).status).toBe(401);
    expect((await rowsOf(userId)).payment).toMatchObject({ step: 'REMOVE_PROMO' });
  });

  it('refuses (409) once the cart no longer holds what the order was placed with, changing nothing', async () => {
    const { headers, userId } = await signInAnonymously(server);
    const { initiate } = await cardOrderWithUpiCoupon(headers);
    await fillCart(server, headers, 4);
    const response = await dropPromo(headers, initiate.orderTransactionId);
    expect(response.status).toBe(409);
    expect((await errorOf(response))?.code).toBe('PROMO_CART_CHANGED');
    expect((await rowsOf(userId)).payment).toMatchObject({ step: 'REMOVE_PROMO' });
  });

  it('declining cancels the pending order; dropping afterwards is refused (409)', async () => {
    const { headers, userId } = await signInAnonymously(server);
    const { initiate } = await cardOrderWithUpiCoupon(headers);
    const cancelled = await server.fetch(statusPath(PATHS.cancelPayment, initiate.orderTransactionId), { method: 'POST', headers });
    expect(cancelled.status).toBe(200);
    expect((await rowsOf(userId)).order).toMatchObject({ status: 'FAILED', failureReason: 'CANCELLED' });
    const response = await dropPromo(headers, initiate.orderTransactionId);
    expect(response.status).toBe(409);
    expect((await errorOf(response))?.code).toBe('PROMO_ORDER_CLOSED');
  });
});

describe('REMOVE_PROMO: repricing converges and never re-prices a closed order', () => {
  /** A cash order with UPI75 waiting for REMOVE_PROMO, the COD OTP rule off: dropping the coupon confirms it at once. */
  async function cashOrderWithUpiCoupon(headers: Record<string, string>): Promise<InitiateOrderPaymentResponse> {
    await fillCart(server, headers, 3);
    await server.fetch(PATHS.cartPromo.replace('{code}', 'UPI75'), { headers });
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CASH' }));
    expect(initiate.action).toBe('REMOVE_PROMO');
    return initiate;
  }
  const setFirstCashOtp = (value: boolean) => db().update(appConfig).set({ value }).where(eq(appConfig.key, 'codOtpFirstCashOrder'));

  it('a crash while confirming a cash order leaves it waiting for REMOVE_PROMO: the retried DELETE confirms it', async () => {
    await setFirstCashOtp(false);
    let crashes = 1;
    const crashOnce = () => {
      if (crashes-- > 0) throw new Error('the process died here');
    };
    const crashing = await startTestServer({
      clock,
      database: server.database,
      checkout: (database): Checkout => {
        const real = createCheckout(database.db, clock);
        return {
          ...real,
          confirmWithoutGateway: (paymentId, status) => (crashOnce(), real.confirmWithoutGateway(paymentId, status)),
          confirmWithoutGatewayIn: (tx, paymentId, status) => (crashOnce(), real.confirmWithoutGatewayIn(tx, paymentId, status)),
        };
      },
    });
    try {
      const { headers, userId } = await signInAnonymously(crashing);
      const initiate = await cashOrderWithUpiCoupon(headers);
      const path = promoPath(initiate.orderTransactionId);
      expect((await crashing.fetch(path, { method: 'DELETE', headers })).status).toBe(500);
      expect((await rowsOf(userId)).payment).toMatchObject({ status: 'PENDING', step: 'REMOVE_PROMO' });
      const retried = (await (await crashing.fetch(path, { method: 'DELETE', headers })).json()) as DeletePromoOnPaymentResponse;
      expect(retried.initiateOrderPaymentResponse.action).toBe('THANKYOU');
      const { order, payment } = await rowsOf(userId);
      expect(order).toMatchObject({ status: 'CONFIRMED', discountPaise: 0 });
      expect(payment).toMatchObject({ status: 'CASH_ON_DELIVERY', step: null, amountPaise: order!.grandTotalPaise });
    } finally {
      await crashing.close();
      await setFirstCashOtp(true);
    }
  });

  it('a payment left PENDING with no step and no provider is confirmed, never answered THANKYOU unconfirmed', async () => {
    const { headers, userId } = await signInAnonymously(server);
    await fillCart(server, headers, 1);
    const body = confirmBody({ primaryPaymentId: 'CASH' });
    await confirm(server, headers, body);
    const placed = await rowsOf(userId);
    // What a process dying between the re-pricing and the confirmation left behind before both shared one transaction.
    await db().update(orders).set({ status: 'PENDING', confirmedAt: null }).where(eq(orders.id, placed.order!.id));
    await db().update(payments).set({ status: 'PENDING', step: null, provider: null }).where(eq(payments.id, placed.payment!.id));
    const repeat = (await (await confirm(server, headers, body)).json()) as ConfirmOrderResponse;
    expect(repeat.status === 'SUCCESS' && repeat.initiateOrderPaymentResponse.action).toBe('THANKYOU');
    const { order, payment } = await rowsOf(userId);
    expect(order?.status).toBe('CONFIRMED');
    expect(payment?.status).toBe('CASH_ON_DELIVERY');
  });

  it('refuses the Slice wallet with a coupon limited to payment methods (SPEC 5), writing nothing', async () => {
    const user = await loginWithOtp(server);
    await db().update(wallets).set({ refundPaise: 10_000 }).where(eq(wallets.userId, user.userId));
    await fillCart(server, user.headers, 3);
    await server.fetch(PATHS.cartPromo.replace('{code}', 'UPI75'), { headers: user.headers });
    const body = confirmBody({ primaryPaymentId: 'CC', secondaryPaymentId: 'PIGGYBANK', cardInitialDigits: '411111' });
    const answer = (await (await confirm(server, user.headers, body)).json()) as ConfirmOrderResponse;
    expect(answer).toMatchObject({
      status: 'FAILED',
      errors: [{ code: 'WALLET_COMBINATION', displayMsg: 'This payment option cannot be used with Slice Wallet' }],
    });
    expect((await rowsOf(user.userId)).order).toBeUndefined();
  });

  it('re-prices a delivery order paid partly from the wallet without its tip (SPEC 4)', async () => {
    const TIP = 2_000;
    const user = await loginWithOtp(server);
    const filled = await fillCart(server, user.headers, 1);
    await db().update(wallets).set({ refundPaise: 10_000 }).where(eq(wallets.userId, user.userId));
    const tipped = await server.fetch(PATHS.cart, {
      method: 'PUT',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        storeId: filled.storeId,
        deliveryType: 'D',
        items: filled.validItems.map((item) => ({
          productId: item.product.id,
          crustId: item.crustId,
          sizeId: item.sizeId,
          quantity: item.quantity,
          addTopngs: [],
          repTopngs: [],
          remTopngs: [],
        })),
        tip: { tipAmount: TIP, tipRemoved: false, autoTipSelected: false },
      }),
    });
    expect(((await tipped.json()) as CartResponse).tip.tipAmount).toBe(TIP);
    const body = confirmBody({ primaryPaymentId: 'CC', secondaryPaymentId: 'PIGGYBANK', cardInitialDigits: '411111' });
    const initiate = await confirmed(server, user.headers, body);
    const placed = await rowsOf(user.userId);
    expect(placed.order).toMatchObject({ tipPaise: 0, walletPaise: 10_000 });
    // An order waiting for REMOVE_PROMO with the wallet (placed before the wallet was refused with such coupons).
    await db().update(payments).set({ step: 'REMOVE_PROMO' }).where(eq(payments.id, placed.payment!.id));
    expect((await dropPromo(user.headers, initiate.orderTransactionId)).status).toBe(200);
    const { order, payment } = await rowsOf(user.userId);
    expect(order).toMatchObject({ tipPaise: 0, grandTotalPaise: placed.order!.grandTotalPaise });
    expect(payment).toMatchObject({ step: null, amountPaise: placed.payment!.amountPaise });
  });

  it('does not re-price an order whose payment fails while the DELETE waits for it', async () => {
    const { headers, userId } = await signInAnonymously(server);
    const { initiate } = await cardOrderWithUpiCoupon(headers);
    const before = await rowsOf(userId);
    let dropping: Promise<Response> | undefined;
    await db().transaction(async (tx) => {
      // The failure (a cancel, the reconciler) holds the payment row while the DELETE starts.
      await tx.select().from(payments).where(eq(payments.id, before.payment!.id)).for('update');
      dropping = dropPromo(headers, initiate.orderTransactionId);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.update(payments).set({ status: 'FAILED' }).where(eq(payments.id, before.payment!.id));
      await tx.update(orders).set({ status: 'FAILED', failureReason: 'CANCELLED' }).where(eq(orders.id, before.order!.id));
    });
    expect((await dropping!).status).toBe(409);
    const { order } = await rowsOf(userId);
    expect(order).toMatchObject({
      status: 'FAILED',
      grandTotalPaise: before.order!.grandTotalPaise,
      discountPaise: before.order!.discountPaise,
    });
    const [cart] = await db().select().from(carts).where(eq(carts.userId, userId));
    expect(cart?.promoCode).toBe('UPI75');
  });
});

describe('REFUND_PAGE: a confirm repeated for an order that failed after the money was taken', () => {
  it('answers REFUND_PAGE with the order, whose details carry the refund and why the order failed', async () => {
    const { headers } = await signInAnonymously(server);
    await fillCart(server, headers);
    const body = confirmBody({ primaryPaymentId: 'DC' });
    const initiate = await confirmed(server, headers, body);
    await postForm(server, `${initiate.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.declined));
    expect((await transactionStatus(server, headers, initiate.orderTransactionId)).transactionStatus).toBe('FAILED');
    const repeat = (await (await confirm(server, headers, body)).json()) as ConfirmOrderResponse;
    expect(repeat.status).toBe('SUCCESS');
    const next = repeat.status === 'SUCCESS' ? repeat.initiateOrderPaymentResponse : null;
    expect(next).toMatchObject({ action: 'REFUND_PAGE', refund: { orderId: expect.any(String) } });
    const details = (await (
      await server.fetch(PATHS.orderDetails.replace('{orderId}', next!.refund!.orderId), { headers })
    ).json()) as OrderDetailsResponse;
    expect(details.failureReason).toBe('PAYMENT_FAILED');
    expect(details.refunds).toEqual([expect.objectContaining({ paymentType: 'DC', status: 'INITIATED', destination: 'SOURCE' })]);
  });

  it('answers FAILED for a repeat of an order that failed without taking money', async () => {
    const { headers } = await signInAnonymously(server);
    await fillCart(server, headers);
    const body = confirmBody({ primaryPaymentId: 'NB' });
    const initiate = await confirmed(server, headers, body);
    await server.fetch(statusPath(PATHS.cancelPayment, initiate.orderTransactionId), { method: 'POST', headers });
    const repeat = (await (await confirm(server, headers, body)).json()) as ConfirmOrderResponse;
    expect(repeat.status).toBe('FAILED');
  });
});
