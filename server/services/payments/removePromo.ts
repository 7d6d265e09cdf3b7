/**
 * REMOVE_PROMO (SPEC 4 next actions, SPEC 7 Delete promo on payment): an order placed with a coupon limited to other
 * payment methods waits, PENDING with step REMOVE_PROMO, for the customer to drop the coupon. Dropping it takes the
 * coupon off the cart and re-prices the order and its payment in one transaction, under the user's checkout lock, so
 * two calls at once re-price once; the order then goes on as placing it would have (the gateway page at the new total,
 * a COD OTP or Paytm step the new amount calls for, or cash confirmed).
 * Declining is the customer's cancel of the pending payment (the cancel route).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ErrorItem } from '@/contract/errors';
import type { ConfirmOrderResponse, DeletePromoOnPaymentResponse, InitiateOrderPaymentResponse } from '@/contract/orders';
import { CASH_PAYMENT_TYPE, WALLET_PAYMENT_TYPE } from '@/domain/payment';
import type { Database } from '../../db/client';
import { carts, orders, payments, type OrderedCartLine, type PaymentStep } from '../../db/schema';
import { getCart, type Caller } from '../cart';
import { releaseCouponReservation } from '../couponReservations';
import { orderLineOf } from '../orderRecord';
import { orderedCartLines } from '../paidCartLines';
import { findPromo } from '../promos';
import { needsCodOtp } from './codOtp';
import { LOGIN_STEP } from './guestOrder';
import { findMethods } from './methods';
import { PAYTM_WALLET_TYPE, paytmStepFor } from './paytmCheckout';
import type { PaytmWallet } from './paytmWallet';
import { serverText } from '../../texts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export const REMOVE_PROMO_STEP: PaymentStep = 'REMOVE_PROMO';

export const REMOVE_PROMO_ERROR_CODES = {
  /** The cart no longer holds what the order was placed with: the order must be placed again. */
  cartChanged: 'PROMO_CART_CHANGED',
  /** The order failed meanwhile (cancelled, superseded, expired). */
  orderClosed: 'PROMO_ORDER_CLOSED',
} as const;

/** What the order submit needs of the checkout: the answer of an order as it stands, and confirming a payment without a gateway. */
export interface RemovePromoCheckout {
  now(): Date;
  /** The sandbox Paytm wallet, whose link and balance name a Paytm payment's next step. */
  paytm: PaytmWallet;
  resume(caller: Caller, orderTransactionId: string): Promise<ConfirmOrderResponse | null>;
  confirmWithoutGatewayIn(tx: Tx, paymentId: string, status: 'CASH_ON_DELIVERY' | 'SUCCESS'): Promise<boolean>;
}

export type DropPromoResult =
  { type: 'notFound' } | { type: 'refused'; error: ErrorItem } | { type: 'done'; answer: DeletePromoOnPaymentResponse };

class Refused extends Error {
  constructor(readonly item: ErrorItem) {
    super(item.displayMsg);
  }
}

/** The REMOVE_PROMO answer's details: the coupon the cart holds now and the payment types it is limited to. */
export async function promoToDrop(db: Database | Tx, userId: string): Promise<NonNullable<InitiateOrderPaymentResponse['removePromo']>> {
  const [cart] = await db.select({ promoCode: carts.promoCode }).from(carts).where(eq(carts.userId, userId));
  const promo = cart?.promoCode ? await findPromo(db, cart.promoCode) : null;
  return { promoCode: promo?.code ?? null, paymentOptions: promo ? [...promo.paymentOptions] : [] };
}

const lineKey = (line: OrderedCartLine): string => JSON.stringify(Object.entries(line).sort(([a], [b]) => a.localeCompare(b)));
const sameLines = (a: readonly OrderedCartLine[], b: readonly OrderedCartLine[]): boolean =>
  JSON.stringify(a.map(lineKey).sort()) === JSON.stringify(b.map(lineKey).sort());

/** The step the payment waits for next at its new amount, as placing it would have chosen: a guest's login, a COD OTP, a Paytm step, or none. */
async function stepAfter(
  tx: Tx,
  paytm: PaytmWallet,
  caller: Caller,
  { order, payment }: { order: OrderRow; payment: PaymentRow },
  amountPaise: number,
): Promise<PaymentStep | null> {
  const { userId } = caller;
  if (payment.paymentType === CASH_PAYMENT_TYPE && order.autoLogin && !caller.loggedIn) return LOGIN_STEP;
  if (payment.paymentType === CASH_PAYMENT_TYPE) return (await needsCodOtp(tx, { userId, amountPaise })) ? 'COD_OTP' : null;
  if (payment.paymentType === PAYTM_WALLET_TYPE && amountPaise > 0) return paytmStepFor(tx, paytm, { userId, amountPaise });
  return null;
}

const orderClosed = (): Refused => new Refused({ code: REMOVE_PROMO_ERROR_CODES.orderClosed, displayMsg: serverText('promoOrderClosed') });

/**
 * The order and payment re-priced without the coupon, the step moved on; a payment needing no gateway and no step
 * (cash, or the wallet and voucher parts covering the new total) confirmed in the same transaction.
 */
async function reprice(
  tx: Tx,
  checkout: RemovePromoCheckout,
  caller: Caller,
  { order, payment }: { order: OrderRow; payment: PaymentRow },
  at: Date,
): Promise<void> {
  await tx.update(carts).set({ promoCode: null, updatedAt: at }).where(eq(carts.userId, caller.userId));
  // SPEC 4: a delivery order paid with the wallet stays without its tip, as it was placed.
  const methods = await findMethods(tx, [order.primaryPaymentId, ...(order.secondaryPaymentId ? [order.secondaryPaymentId] : [])]);
  const walletUsed = [...methods.values()].some((method) => method.paymentType === WALLET_PAYMENT_TYPE);
  const cart = await getCart(tx, caller, at, { walletUsed });
  if (cart.storeId !== order.storeId || !sameLines(orderedCartLines(cart), order.cartLines ?? [])) {
    throw new Refused({ code: REMOVE_PROMO_ERROR_CODES.cartChanged, displayMsg: serverText('promoCartChanged') });
  }
  const total = cart.displayNetPrice;
  const tip = cart.tip.tipRemoved ? 0 : cart.tip.tipAmount;
  await tx
    .update(orders)
    .set({
      lines: cart.validItems.map(orderLineOf),
      subTotalPaise: cart.strikePrice,
      discountPaise: cart.strikePrice - cart.price,
      taxesPaise: total - cart.price - tip,
      tipPaise: tip,
      grandTotalPaise: total,
      billRows: cart.cartCalculations,
    })
    .where(eq(orders.id, order.id));
  await releaseCouponReservation(tx, order.id);
  // The wallet and voucher parts stay as held; the payment takes the rest of the new total.
  const amountPaise = Math.max(0, total - order.walletPaise - order.voucherPaise);
  const step = await stepAfter(tx, checkout.paytm, caller, { order, payment }, amountPaise);
  const [repriced] = await tx
    .update(payments)
    .set({ amountPaise, step, updatedAt: at, ...(amountPaise === 0 ? { provider: null } : {}) })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'PENDING'), eq(payments.step, REMOVE_PROMO_STEP)))
    .returning();
  // The payment no longer waits for this step: nothing of the above may stay.
  if (!repriced) throw orderClosed();
  if (repriced.provider === null && repriced.step === null) {
    const status = repriced.paymentType === CASH_PAYMENT_TYPE ? 'CASH_ON_DELIVERY' : 'SUCCESS';
    if (!(await checkout.confirmWithoutGatewayIn(tx, repriced.id, status))) throw orderClosed();
  }
}

/** DELETE deletePromoOnPayment: the caller's REMOVE_PROMO order without its coupon, answered with its next action. */
export async function dropPromo(
  db: Database,
  checkout: RemovePromoCheckout,
  caller: Caller,
  orderTransactionId: string,
): Promise<DropPromoResult> {
  const at = checkout.now();
  try {
    const found = await db.transaction(async (tx) => {
      // The checkout's per-user lock: a confirm, and a second call of this, wait for this one.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${caller.userId}))`);
      // The payment row locked: a failure meanwhile (the reconciler, a cancel) waits, or is seen here.
      const [row] = await tx
        .select({ order: orders, payment: payments })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(and(eq(orders.orderTransactionId, orderTransactionId), eq(orders.userId, caller.userId)))
        .for('update', { of: payments });
      if (!row) return false;
      if (row.payment.status === 'PENDING' && row.payment.step === REMOVE_PROMO_STEP) await reprice(tx, checkout, caller, row, at);
      return true;
    });
    if (!found) return { type: 'notFound' };
  } catch (error) {
    if (error instanceof Refused) return { type: 'refused', error: error.item };
    throw error;
  }
  const answer = await checkout.resume(caller, orderTransactionId);
  if (!answer) return { type: 'notFound' };
  if (answer.status === 'FAILED') return { type: 'refused', error: orderClosed().item };
  const next = answer.initiateOrderPaymentResponse;
  return { type: 'done', answer: { paymentUrl: next.processTransactionURL, initiateOrderPaymentResponse: next } };
}
