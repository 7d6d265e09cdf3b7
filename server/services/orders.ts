/**
 * Orders (SPEC 3 order details and summary, SPEC 4 payment actions and polling, SPEC 7 confirm order batch).
 * An order is made from the server cart's grand total, never the client's price, and is idempotent per
 * user and idempotency key: the same confirm sent twice (even at the same moment) makes one order and one
 * charge. Cash and wallet-only orders are CONFIRMED at once; others wait for the gateway: its signed callback
 * (retried until acknowledged), the status check made while the app polls, or the reconciler (docs/payments.md).
 * Confirmation takes the order's lines out of the cart, marks the user's first order and records loyalty points
 * (SPEC 9: 100 for the first eligible order of the day); a failed payment fails the order and starts refunds of
 * what was taken.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { PATHS } from '@/contract/paths';
import type {
  ConfirmOrderBody,
  ConfirmOrderResponse,
  InitiateOrderPaymentResponse,
  OrderStatusResponse,
  OrderSummary,
  RecentOrderResponse,
} from '@/contract/orders';
import type { ErrorItem } from '@/contract/errors';
import type { PaymentMethod, PollingData, TransactionStatusResponse } from '@/contract/payments';
import type { PaymentProvider, UpiMode } from '@/contract/codes';
import { DELIVERY_TYPE, type DeliveryType } from '@/domain/constants';
import { RAIL_ERROR_CODES } from '@/contract/codes';
import {
  CASH_PAYMENT_TYPE,
  combinesWithWallet,
  EVOUCHER_PAYMENT_TYPE,
  isCardType,
  promoAllows,
  UPI_PAYMENT_TYPE,
  WALLET_PAYMENT_TYPE,
} from '@/domain/payment';
import { combinesWithVoucher } from '@/domain/voucher';
import { ORDER_NUMBER_DIGITS, SLICE_ORDER_PREFIX } from '@/domain/limits';
import { canZeroContact, hasDeliveryNote } from '@/domain/order';
import type { Database } from '../db/client';
import { firstOrderMarkers, loyaltyPoints, orders, payments, refunds, stores, type OrderFailureReason } from '../db/schema';
import { debitWallet, returnOrderWallet } from './walletLedger';
import { PAISE_PER_POINT, pointsUsableDelayMs } from '@/domain/loyalty';
import { getCart, type Caller } from './cart';
import { earnsPoints, enrol as enrolMember, enrolRefusalItem } from './loyaltyMembers';
import { freeItemsShort, isFreeItem, orderPoints, pointsToBurn } from './loyaltySpend';
import { type Clock } from './clock';
import { indiaDay, MS_PER_SECOND } from '@/domain/time';
import { getAppConfig } from './config';
import { releaseCouponReservation, reserveSingleUseCoupon } from './couponReservations';
import { statusLabel } from './orderLabels';
import { servingProblem } from './orderGuards';
import { billRowsOf, deliveryColumns, deliveryLocationFor, orderLineOf, stagePlanFor, storedDeliveryLocation } from './orderRecord';
import { orderedCartLines, removePaidLines } from './paidCartLines';
import {
  LOYALTY_POINTS_PER_ORDER,
  MERCHANT_ID,
  PAYMENT_POLLING_DURATION_SECONDS,
  PAYMENT_POLLING_INTERVAL_SECONDS,
} from './payments/constants';
import { txnAmountOf } from '@/domain/upiIntent';
import { needsCodOtp } from './payments/codOtp';
import { createConvergence } from './payments/convergence';
import type { CallbackSink, GatewayPayment, PaymentGateway, SignedCallback } from './payments/gateway';
import { CHECKOUT_ERROR_CODES } from './payments/messages';
import { findMethods, isBlockedBin, walletBalance } from './payments/methods';
import { gatewayDirectory, type GatewayDirectory } from './payments/providers';
import { startGatewayRefund } from './payments/refunds';
import { createSandboxGateway, type SandboxGateway } from './payments/sandbox';
import { pendingOrderConflict, supersedePendingOrders } from './payments/supersede';
import { PAYTM_WALLET_TYPE, paytmStepFor } from './payments/paytmCheckout';
import { chargeStatusReturnUrl, isAmazonPay } from './payments/amazonPay';
import { createPaytmWallet, type PaytmWallet } from './payments/paytmWallet';
import { hasGatewayRefund, refundPageAnswer } from './payments/refundPage';
import { promoToDrop, REMOVE_PROMO_STEP } from './payments/removePromo';
import { paymentExpiresAt } from './payments/timings';
import { LOGIN_STEP } from './payments/guestOrder';
import { captureVoucher, holdVoucher, isVoucherStep, lockVoucherShare, releaseVoucher, voucherStepOf } from './payments/vouchers';
import { messageText, namedInLanguage, serverText } from '../texts';
import type { PnrProvider } from './rail/pnrProvider';
import { createRailOrders, type RailLookup, type RailOrders, type RailOrderToPrepare } from './rail/railOrders';
import { createSandboxPnrProvider } from './rail/sandboxPnr';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** Digits after the SL prefix of a customer-facing order number. */
const TRANSACTION_PREFIX = 'otx_';
const PAYMENT_PREFIX = 'pay_';

/** A refusal answered as FAILED errors[0]; thrown inside the transaction so that nothing is written. */
class CheckoutRefusal extends Error {
  constructor(readonly item: ErrorItem) {
    super(item.displayMsg);
  }
}

/** Another pending order of the user stands in the way: superseded once, then a refusal. */
class PendingOrderFound extends CheckoutRefusal {}

const refusal = (code: string, displayMsg: string) => new CheckoutRefusal({ code, displayMsg });
const failed = (item: ErrorItem): ConfirmOrderResponse => ({ status: 'FAILED', errors: [item] });

const newSliceOrderId = (): string => `${SLICE_ORDER_PREFIX}${Array.from({ length: ORDER_NUMBER_DIGITS }, () => randomInt(10)).join('')}`;

export const transactionStatusPath = (orderTransactionId: string): string =>
  PATHS.transactionStatus.replace('{orderTransactionId}', encodeURIComponent(orderTransactionId));

/** The SPEC 9 polling window on the server's clock: TIME_SCALE 10 makes the 80 s window last 8 s (tests, demos). */
export const paymentPollingWindow = (timeScale: number): Pick<PollingData, 'duration' | 'interval'> => ({
  duration: PAYMENT_POLLING_DURATION_SECONDS / timeScale,
  interval: PAYMENT_POLLING_INTERVAL_SECONDS / timeScale,
});

const transactionStatusOf = (order: OrderRow): TransactionStatusResponse => {
  if (order.status === 'CONFIRMED') return { transactionStatus: 'SUCCESS' };
  if (order.status === 'FAILED') {
    return {
      transactionStatus: 'FAILED',
      displayMsg: order.failureReason === 'SUPERSEDED' ? serverText('paymentSuperseded') : messageText('paymentFailed'),
    };
  }
  return { transactionStatus: 'IN_PROGRESS' };
};

/** How the order is paid: the method charged through a gateway (or cash) and whether the wallet takes part. */
interface PaymentPlan {
  main: PaymentMethod;
  wallet: PaymentMethod | null;
  upi: { mode: UpiMode; vpa: string | null } | null;
  /** SPEC 4 EVOUCHER: the voucher method and the code paying (part of) the order; `main` pays the rest. */
  voucher: { method: PaymentMethod; code: string } | null;
}

/** SPEC 5 payment rules, checked before anything is read from the cart. */
function planPayment(
  body: ConfirmOrderBody,
  methods: Map<string, PaymentMethod>,
  blacklisted: readonly string[],
): PaymentPlan | CheckoutRefusal {
  const { primaryPaymentId, secondaryPaymentId, cardInitialDigits, instrumentDetails } = body.paymentDetails;
  const primary = methods.get(primaryPaymentId);
  const secondary = secondaryPaymentId === null ? null : methods.get(secondaryPaymentId);
  if (!primary || secondary === undefined) return refusal(CHECKOUT_ERROR_CODES.methodUnavailable, serverText('paymentMethodUnavailable'));
  const chosen = secondary ? [primary, secondary] : [primary];
  const wallet = chosen.find((method) => method.paymentType === WALLET_PAYMENT_TYPE) ?? null;
  if (wallet && chosen.some((method) => !combinesWithWallet(method.paymentType))) {
    return refusal(CHECKOUT_ERROR_CODES.walletCombination, serverText('walletWithCashOrEgv'));
  }
  const voucherCode = primary.paymentType === EVOUCHER_PAYMENT_TYPE ? (instrumentDetails?.voucherCode ?? null) : null;
  if (primary.paymentType === EVOUCHER_PAYMENT_TYPE && voucherCode === null) {
    return refusal(CHECKOUT_ERROR_CODES.voucherNotFound, serverText('voucherCodeInvalid'));
  }
  // SPEC 4: what a voucher leaves is paid by one method paid online.
  if (voucherCode !== null && secondary && !combinesWithVoucher(secondary.paymentType)) {
    return refusal(CHECKOUT_ERROR_CODES.voucherSecondMethod, serverText('voucherSecondMethod'));
  }
  if (voucherCode === null && secondary && chosen.filter((method) => method.paymentType === WALLET_PAYMENT_TYPE).length !== 1) {
    return refusal(CHECKOUT_ERROR_CODES.walletCombination, serverText('secondMethodWalletOnly'));
  }
  // SPEC 9 blacklistedPaymentMethods name a method by id or by type; the app hides them and the server refuses them.
  const isOffered = (method: PaymentMethod) =>
    method.enabled === 'E' && !blacklisted.includes(method.paymentId) && !blacklisted.includes(method.paymentType);
  if (!chosen.every(isOffered)) return refusal(CHECKOUT_ERROR_CODES.methodUnavailable, serverText('paymentMethodUnavailable'));
  const main =
    voucherCode !== null ? (secondary ?? primary) : (chosen.find((method) => method.paymentType !== WALLET_PAYMENT_TYPE) ?? primary);
  if (isCardType(main.paymentType) && cardInitialDigits !== null && isBlockedBin(cardInitialDigits)) {
    return refusal(CHECKOUT_ERROR_CODES.cardNotSupported, serverText('cardNotSupported'));
  }
  let upi: PaymentPlan['upi'] = null;
  if (main.paymentType === UPI_PAYMENT_TYPE) {
    const vpa = instrumentDetails?.vpa ?? null;
    const mode: UpiMode = instrumentDetails?.upiMode ?? (vpa ? 'COLLECT' : 'INTENT');
    if (!(main.upiModes ?? []).includes(mode))
      return refusal(CHECKOUT_ERROR_CODES.methodUnavailable, serverText('paymentMethodUnavailable'));
    if (mode === 'COLLECT' && !vpa) return refusal(CHECKOUT_ERROR_CODES.upiVpaRequired, serverText('upiVpaRequired'));
    upi = { mode, vpa: mode === 'COLLECT' ? vpa : null };
  }
  return { main, wallet, upi, voucher: voucherCode === null ? null : { method: primary, code: voucherCode } };
}

const paymentModeLabel = (plan: PaymentPlan): string => {
  if (plan.voucher && plan.voucher.method !== plan.main) return `${plan.voucher.method.name} + ${plan.main.name}`;
  return plan.wallet && plan.wallet !== plan.main ? `${plan.wallet.name} + ${plan.main.name}` : plan.main.name;
};

/** An order's payment mode in the request's language, the wallet first as at placement; the stored label when a method is gone. */
function paymentModeOf(
  order: { primaryPaymentId: string; secondaryPaymentId: string | null; paymentMode: string },
  methods: Map<string, PaymentMethod>,
): string {
  const paidWith = [order.primaryPaymentId, order.secondaryPaymentId].flatMap((id) => (id === null ? [] : [methods.get(id)]));
  if (paidWith.some((method) => method === undefined)) return order.paymentMode;
  const walletFirst = (paidWith as PaymentMethod[]).sort(
    (a, b) => Number(b.paymentType === WALLET_PAYMENT_TYPE) - Number(a.paymentType === WALLET_PAYMENT_TYPE),
  );
  return walletFirst.map((method) => namedInLanguage(method).name).join(' + ');
}

export interface Checkout {
  sandbox: SandboxGateway;
  /** The sandbox Paytm wallet: linking, balances, top-ups, withdrawals (and the gateway of provider PAYTM_WALLET). */
  paytm: PaytmWallet;
  /** Orders to a train seat: their journeys, states, cancellation and history. */
  rail: RailOrders;
  /** The gateway serving a provider (as stored on a payment). */
  gatewayOf(provider: string): PaymentGateway;
  /** Now on this checkout's clock. */
  now(): Date;
  confirm(caller: Caller, body: ConfirmOrderBody): Promise<ConfirmOrderResponse>;
  recent(caller: Caller): Promise<RecentOrderResponse>;
  /** Null when the caller has no order paid by this transaction. */
  transactionStatus(caller: Caller, orderTransactionId: string): Promise<TransactionStatusResponse | null>;
  orderStatus(caller: Caller, orderTransactionId: string): Promise<OrderStatusResponse | null>;
  summary(caller: Caller, orderTransactionId: string): Promise<OrderSummary | null>;
  /** The payment callback: 'applied' (or already applied), 'badChecksum' (nothing changed) or 'unknown'. */
  receiveCallback(callback: SignedCallback): Promise<'applied' | 'badChecksum' | 'unknown'>;
  /** The customer gives up a pending payment: cancelled at the gateway and the order FAILED (SUCCESS when it had been paid first). */
  cancelPayment(caller: Caller, orderTransactionId: string): Promise<TransactionStatusResponse | null>;
  /**
   * The confirm answer of the caller's order as it stands now (after a payment step the customer finished, the
   * next action: the gateway page, the thank-you page); null when the caller has no such order.
   */
  resume(caller: Caller, orderTransactionId: string): Promise<ConfirmOrderResponse | null>;
  /**
   * Confirms a PENDING payment that needs no gateway (a COD OTP accepted, a voucher covering the whole order) once,
   * as `status` (CASH_ON_DELIVERY or SUCCESS), with the step it waited for cleared; false when it was no longer pending.
   */
  confirmWithoutGateway(paymentId: string, status: 'CASH_ON_DELIVERY' | 'SUCCESS'): Promise<boolean>;
  /** confirmWithoutGateway inside the caller's transaction: what changed the payment commits with its confirmation. */
  confirmWithoutGatewayIn(tx: Tx, paymentId: string, status: 'CASH_ON_DELIVERY' | 'SUCCESS'): Promise<boolean>;
  /** One reconciler round (docs/payments.md); the server process runs it on a timer, tests call it. */
  reconcile(): Promise<void>;
  /** One round of the sandbox gateway's callback delivery: every due callback is sent once more. */
  deliverCallbacks(): Promise<number>;
}

export interface CheckoutOptions {
  /** Speed of the simulated clocks (env TIME_SCALE): the payment polling window, the UPI collect expiry and the loyalty credit delay shrink by it. */
  timeScale?: number;
  /** How the sandbox gateway's callbacks reach this merchant; by default the callback handler in-process. Tests lose them here. */
  callbackSink?: CallbackSink;
  /** Fault injection (docs/payments.md): runs when the gateway has stored a SUCCESS, before the merchant hears of it. */
  afterGatewaySuccessStored?: () => void;
  /** Where PNR status comes from; the sandbox railway by default. */
  pnrs?: PnrProvider;
}

export function createCheckout(
  db: Database,
  clock: Clock,
  { timeScale = 1, callbackSink, afterGatewaySuccessStored, pnrs }: CheckoutOptions = {},
): Checkout {
  const now = () => new Date(clock());
  const window = paymentPollingWindow(timeScale);
  const pollingData = (orderTransactionId: string): PollingData => ({
    ...window,
    method: 'GET',
    url: transactionStatusPath(orderTransactionId),
  });
  const sandbox = createSandboxGateway({
    db,
    clock,
    collectWindowMs: window.duration * MS_PER_SECOND,
    timeScale,
    notify: callbackSink ?? ((callback) => receiveCallback(callback).then((result) => result === 'applied')),
    afterSuccessStored: afterGatewaySuccessStored,
  });
  const paytm = createPaytmWallet({ db, clock, fallback: sandbox });
  const directory: GatewayDirectory = gatewayDirectory(sandbox, { PAYTM_WALLET: paytm.gateway });
  /** Providers are stored as the SPEC 4 names they were seeded with. */
  const gatewayOf = (provider: string) => directory(provider as PaymentProvider);
  const rail = createRailOrders({ db, clock, timeScale, pnrs: pnrs ?? createSandboxPnrProvider(db, clock, timeScale), gatewayOf });
  const convergence = createConvergence({
    db,
    clock,
    timeScale,
    gatewayOf,
    settlement: {
      succeed: (payment) => succeedPayment(payment),
      fail: (payment, reason) => failPayment(payment, reason),
      refundFailed: (payment) => refundFailedPayment(payment),
    },
  });

  /** Cart cleared, first order marked, loyalty points earned (once per India day), order CONFIRMED. */
  async function confirmOrder(tx: Tx, order: OrderRow, at: Date): Promise<void> {
    await captureVoucher(tx, order.id, at);
    await removePaidLines(tx, order.userId, order.cartLines, at);
    await tx.insert(firstOrderMarkers).values({ userId: order.userId, orderRef: order.sliceOrderId, placedAt: at }).onConflictDoNothing();
    const stagePlan = await stagePlanFor(tx, order, at, timeScale);
    let pointsEarned = 0;
    if (order.loyaltyEligible) {
      const deliveredAt = stagePlan.DELIVERED ?? at.getTime();
      const earned = await tx
        .insert(loyaltyPoints)
        .values({
          userId: order.userId,
          orderId: order.id,
          points: LOYALTY_POINTS_PER_ORDER,
          earnedOn: indiaDay(at),
          createdAt: at,
          creditableAt: new Date(deliveredAt + pointsUsableDelayMs(timeScale)),
        })
        .onConflictDoNothing()
        .returning({ points: loyaltyPoints.points });
      pointsEarned = earned[0]?.points ?? 0;
    }
    await tx.update(orders).set({ status: 'CONFIRMED', confirmedAt: at, pointsEarned, stagePlan }).where(eq(orders.id, order.id));
  }

  async function findByKey(tx: Tx, userId: string, key: string): Promise<{ order: OrderRow; payment: PaymentRow } | null> {
    const [row] = await tx
      .select({ order: orders, payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    return row ?? null;
  }

  async function place(
    caller: Caller,
    body: ConfirmOrderBody,
    plan: PaymentPlan,
    railLookup: RailLookup,
  ): Promise<{ order: OrderRow; payment: PaymentRow }> {
    return db.transaction(async (tx) => {
      // One confirm of a user at a time, across processes: the second of two identical calls sees the first's order.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${caller.userId}))`);
      const existing = await findByKey(tx, caller.userId, body.idempotencyKey);
      if (existing) return existing;
      const at = now();
      // SPEC 4: paying with the wallet removes a delivery order's tip: the order is priced without it.
      const cart = await getCart(tx, caller, at, { walletUsed: plan.wallet !== null });
      if (cart.validItems.length === 0 || cart.storeId === null) throw refusal(CHECKOUT_ERROR_CODES.emptyCart, serverText('emptyCart'));
      // SPEC 8: e-vouchers are not allowed with EDV items or coupons.
      if (plan.voucher && (cart.explicitPromo !== null || cart.validItems.some((item) => item.edvDealId !== null))) {
        throw refusal(CHECKOUT_ERROR_CODES.voucherNotAllowed, serverText('voucherNotAllowed'));
      }
      const promoLimit = cart.explicitPromo?.paymentOptions ?? [];
      const paidWith = plan.wallet && plan.wallet !== plan.main ? [plan.main, plan.wallet] : [plan.main];
      // SPEC 4 REMOVE_PROMO: a coupon for other methods is not refused; the customer is asked whether to drop it
      // (the wallet alone has no price to re-charge: SPEC 5 hides it with such a coupon).
      const promoStep = !paidWith.every((method) => promoAllows(method.paymentType, promoLimit));
      // SPEC 5 hides the Slice wallet while the cart's coupon names payment options: the server refuses it too.
      if (plan.wallet && promoLimit.length > 0) throw refusal(CHECKOUT_ERROR_CODES.walletCombination, serverText('walletWithPromo'));
      const { orderDetails, paymentDetails } = body;
      // SPEC 4: zero-contact delivery for prepaid delivery orders only.
      if (orderDetails.zeroContactDelivery && !canZeroContact(cart.deliveryType, plan.main.paymentType)) {
        throw refusal(CHECKOUT_ERROR_CODES.zeroContactRefused, serverText('zeroContactPrepaidOnly'));
      }
      const delivery = await deliveryLocationFor(tx, caller.userId, cart.deliveryType, orderDetails);
      if (delivery && !delivery.houseNo) throw refusal(CHECKOUT_ERROR_CODES.houseNoRequired, serverText('houseNoRequired'));
      const serving = {
        storeId: cart.storeId,
        deliveryType: cart.deliveryType,
        destination: delivery,
        advanceTime: orderDetails.advancedTime,
        now: at,
      };
      const unserved = await servingProblem(tx, serving);
      if (unserved) throw new CheckoutRefusal(unserved);
      const railDetails =
        cart.deliveryType === DELIVERY_TYPE.train
          ? await railDetailsOf(tx, plan, {
              userId: caller.userId,
              details: orderDetails,
              lookup: railLookup,
              storeId: cart.storeId,
              hasEdvLines: cart.validItems.some((item) => item.edvDealId !== null),
              at,
            })
          : null;
      // Checked after the refusals a superseded order would not change, before the wallet and coupon it may hold.
      const busy = await pendingOrderConflict(tx, caller.userId);
      if (busy) throw new PendingOrderFound(busy);
      // SPEC 3 enroll: the customer joins Pizza Pals with the order, which then earns.
      if (orderDetails.enroll) {
        const cardCode = orderDetails.loyaltyRegistrationRequest?.loyaltyCardCode;
        const enrolled = await enrolMember(tx, timeScale, { userId: caller.userId, source: 'ORDER', cardCode, at });
        if (!enrolled.ok) throw new CheckoutRefusal(enrolRefusalItem(enrolled.reason));
      }
      // SPEC 9: only Pizza Pals members earn; the server decides, the client's flag can only decline.
      const loyaltyEligible = caller.loggedIn && paymentDetails.loyaltyEligible && (await earnsPoints(tx, caller.userId, at));
      // SPEC 9: free items only with the credited points, checked again now (the cart may be older than the points).
      const refusedFree = cart.invalidItems.find(isFreeItem);
      if (refusedFree) throw refusal(CHECKOUT_ERROR_CODES.freeItemRefused, refusedFree.invalidReason ?? serverText('freeItemMembersOnly'));
      const burnPaise = pointsToBurn(cart.validItems) * PAISE_PER_POINT;
      const [store] = await tx.select({ name: stores.name }).from(stores).where(eq(stores.id, cart.storeId));
      const total = cart.displayNetPrice;
      const balance = plan.wallet ? await walletBalance(tx, caller.userId, now()) : 0;
      const walletOnly = plan.wallet === plan.main;
      if (walletOnly && balance - burnPaise < total)
        throw refusal(CHECKOUT_ERROR_CODES.walletInsufficient, serverText('walletInsufficient'));
      // The points the free items burn are not there to pay with.
      const walletPaise = plan.wallet ? Math.max(0, Math.min(balance - burnPaise, total)) : 0;
      // SPEC 4 EVOUCHER: the voucher's share is held while its row is locked, so no other order holds the same balance.
      const voucherShare =
        plan.voucher && total > walletPaise
          ? await lockVoucherShare(tx, {
              code: plan.voucher.code,
              duePaise: total - walletPaise,
              hasSecondMethod: plan.main !== plan.voucher.method,
              at,
            })
          : null;
      if (voucherShare && 'displayMsg' in voucherShare) throw new CheckoutRefusal(voucherShare);
      const voucherPaise = voucherShare?.amountPaise ?? 0;
      const gatewayPaise = total - walletPaise - voucherPaise;
      const tip = cart.tip.tipRemoved ? 0 : cart.tip.tipAmount;
      const subTotal = cart.strikePrice;
      const discount = subTotal - cart.price;
      const lines = cart.validItems.map(orderLineOf);
      const [order] = await tx
        .insert(orders)
        .values({
          id: randomUUID(),
          userId: caller.userId,
          idempotencyKey: body.idempotencyKey,
          orderTransactionId: `${TRANSACTION_PREFIX}${randomUUID()}`,
          sliceOrderId: newSliceOrderId(),
          status: 'PENDING',
          storeId: cart.storeId,
          storeName: store?.name ?? cart.storeId,
          cartId: cart.cartId,
          deliveryType: cart.deliveryType,
          addressId: orderDetails.addressId,
          ...deliveryColumns(delivery),
          mobile: orderDetails.userDetails.mobile,
          deliveryInstructions: hasDeliveryNote(cart.deliveryType) ? orderDetails.deliveryInstructions.trim() || null : null,
          zeroContactDelivery: orderDetails.zeroContactDelivery,
          autoLogin: !caller.loggedIn && orderDetails.autoLogin && plan.main.paymentType === CASH_PAYMENT_TYPE,
          advanceTime: orderDetails.advancedTime === null ? null : new Date(orderDetails.advancedTime),
          lines,
          cartLines: orderedCartLines(cart),
          subTotalPaise: subTotal,
          discountPaise: discount,
          taxesPaise: total - cart.price - tip,
          tipPaise: tip,
          grandTotalPaise: total,
          billRows: cart.cartCalculations,
          walletPaise,
          voucherPaise,
          primaryPaymentId: paymentDetails.primaryPaymentId,
          secondaryPaymentId: paymentDetails.secondaryPaymentId,
          paymentMode: paymentModeLabel(plan),
          loyaltyEligible,
          createdAt: at,
        })
        .onConflictDoNothing()
        .returning();
      if (!order) {
        const raced = await findByKey(tx, caller.userId, body.idempotencyKey);
        if (!raced) throw new Error(`The order of idempotency key ${body.idempotencyKey} could not be read back.`);
        return raced;
      }
      if (railDetails) await rail.record(tx, order.id, railDetails);
      if (voucherShare) await holdVoucher(tx, order.id, voucherShare, at);
      const coupon = { orderId: order.id, userId: caller.userId, promoCode: cart.explicitPromo?.promoCode ?? null, at };
      const couponTaken = await reserveSingleUseCoupon(tx, coupon);
      if (couponTaken) throw new CheckoutRefusal(couponTaken);
      const burned = await debitWallet(tx, {
        userId: caller.userId,
        parts: ['PIZZA_PALS'],
        reason: 'LOYALTY_BURNED',
        amountPaise: burnPaise,
        orderId: order.id,
        at,
      });
      if (!burned) throw refusal(CHECKOUT_ERROR_CODES.freeItemRefused, freeItemsShort(cart.validItems));
      const debited = await debitWallet(tx, {
        userId: caller.userId,
        reason: 'ORDER_PAID',
        amountPaise: walletPaise,
        orderId: order.id,
        at,
      });
      if (!debited) throw refusal(CHECKOUT_ERROR_CODES.walletInsufficient, serverText('walletInsufficient'));
      const cash = plan.main.paymentType === CASH_PAYMENT_TYPE;
      // SPEC 4 COD_OTP: a cash order the app config's rule names waits for the code sent to the order's mobile.
      // SPEC 4 auto login: a guest's cash order waits for the customer to log in with its mobile (which proves it, so no COD OTP).
      const awaitsLogin = cash && !promoStep && !caller.loggedIn && orderDetails.autoLogin;
      const codOtp = cash && !promoStep && !awaitsLogin && (await needsCodOtp(tx, { userId: caller.userId, amountPaise: gatewayPaise }));
      const paidNow = !promoStep && !codOtp && !awaitsLogin && !voucherShare && (cash || gatewayPaise === 0);
      // SPEC 4 PAYTM_LINK / PAYTM_ADD_MONEY / PAYTM_WITHDRAW_MONEY: a Paytm wallet payment waits for the customer's wallet.
      const paytmStep =
        !paidNow && !promoStep && !voucherShare && plan.main.paymentType === PAYTM_WALLET_TYPE
          ? await paytmStepFor(tx, paytm, { userId: caller.userId, amountPaise: gatewayPaise })
          : null;
      const [payment] = await tx
        .insert(payments)
        .values({
          id: `${PAYMENT_PREFIX}${randomUUID()}`,
          orderId: order.id,
          paymentType: plan.main.paymentType,
          provider: paidNow || cash || (voucherShare && gatewayPaise === 0) ? null : plan.main.provider,
          amountPaise: gatewayPaise,
          status:
            promoStep || codOtp || awaitsLogin || voucherShare ? 'PENDING' : cash ? 'CASH_ON_DELIVERY' : paidNow ? 'SUCCESS' : 'PENDING',
          step: promoStep ? 'REMOVE_PROMO' : awaitsLogin ? LOGIN_STEP : codOtp ? 'COD_OTP' : (voucherShare?.step ?? paytmStep),
          upiMode: plan.upi?.mode ?? null,
          vpa: plan.upi?.vpa ?? null,
          bankCode: paymentDetails.instrumentDetails?.bankCode ?? null,
          returnUrl: paymentDetails.transactionStatusUrl,
          createdAt: at,
          updatedAt: at,
          expiresAt: paymentExpiresAt(at, timeScale),
        })
        .returning();
      if (!payment) throw new Error(`The payment of order ${order.id} could not be stored.`);
      if (paidNow) await confirmOrder(tx, order, at);
      return { order, payment };
    });
  }

  /** SPEC 5: the Slice wallet and e-vouchers are not for rail orders; the order's station must still take it (rail/railOrders.ts). */
  async function railDetailsOf(tx: Tx, plan: PaymentPlan, order: RailOrderToPrepare) {
    if (plan.wallet) throw refusal(RAIL_ERROR_CODES.walletNotAllowed, serverText('railWalletNotAllowed'));
    if (plan.voucher) throw refusal(RAIL_ERROR_CODES.voucherNotAllowed, serverText('railVoucherNotAllowed'));
    const prepared = await rail.prepare(tx, order);
    if ('code' in prepared) throw new CheckoutRefusal(prepared);
    return prepared;
  }

  /** Places the order; a pending order of the user in the way is superseded first, only when this one would be placed. */
  async function placeSuperseding(
    caller: Caller,
    body: ConfirmOrderBody,
    plan: PaymentPlan,
  ): Promise<{ order: OrderRow; payment: PaymentRow }> {
    const railLookup = await rail.lookup(body.orderDetails);
    try {
      return await place(caller, body, plan, railLookup);
    } catch (error) {
      if (!(error instanceof PendingOrderFound)) throw error;
    }
    const superseding = await supersedePendingOrders({ db, clock, timeScale, convergence }, caller.userId, body.idempotencyKey);
    if (superseding) throw new CheckoutRefusal(superseding);
    return place(caller, body, plan, railLookup);
  }

  /** A confirm of a failed payment answers FAILED, the payment cancelled at the gateway should it be there. */
  async function withdrawnAsFailed(payment: PaymentRow): Promise<ConfirmOrderResponse> {
    await convergence.withdraw(payment);
    return failed({ code: CHECKOUT_ERROR_CODES.paymentFailed, displayMsg: messageText('paymentFailed') });
  }

  /** The answer to a confirm, the same for the first call and every repeat. */
  async function answer(order: OrderRow, payment: PaymentRow): Promise<ConfirmOrderResponse> {
    // A repeat of an order that failed (even one whose payment never reached the gateway) opens nothing to pay;
    // when the gateway had taken money for it, the customer is shown its refund (SPEC 4 REFUND_PAGE).
    if (payment.status === 'FAILED') {
      const failedAnswer = await withdrawnAsFailed(payment);
      return (await hasGatewayRefund(db, order.id)) ? refundPageAnswer(order, payment) : failedAnswer;
    }
    const base = {
      orderTransactionId: order.orderTransactionId,
      paymentId: payment.id,
      intentUrl: null,
      processTransactionURL: null,
      pollingData: null,
      unifiedPaymentResponse: null,
    };
    let initiate: InitiateOrderPaymentResponse;
    // The customer's step comes first (a COD OTP, a voucher's PIN, a coupon to drop, a wallet to link): nothing is paid yet.
    // A step counts only while the payment is pending: a paid order answers as paid whatever an older row still says.
    if (payment.step !== null && payment.status === 'PENDING') {
      initiate = { ...base, action: payment.step, gateway: (payment.provider as PaymentProvider | null) ?? null };
      if (payment.step === REMOVE_PROMO_STEP) initiate.removePromo = await promoToDrop(db, order.userId);
      if (isVoucherStep(payment.step)) initiate.voucher = (await voucherStepOf(db, order.id, payment.amountPaise)) ?? undefined;
    } else if (payment.provider === null && payment.status === 'PENDING') {
      // Nothing to pay at a gateway and no step left, yet never confirmed (a re-pricing cut short): confirming converges.
      const status = payment.paymentType === CASH_PAYMENT_TYPE ? 'CASH_ON_DELIVERY' : 'SUCCESS';
      await confirmWithoutGateway(payment.id, status);
      const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
      const [currentOrder] = await db.select().from(orders).where(eq(orders.id, order.id));
      if (!current || !currentOrder || current.status === 'PENDING') throw new Error(`Payment ${payment.id} could not be confirmed.`);
      return answer(currentOrder, current);
    } else if (payment.provider === null) {
      initiate = { ...base, action: 'THANKYOU', gateway: null };
    } else {
      const provider = payment.provider as PaymentProvider;
      const created: GatewayPayment = await gatewayOf(provider).createPayment({
        paymentId: payment.id,
        orderTransactionId: order.orderTransactionId,
        provider,
        paymentType: payment.paymentType as PaymentMethod['paymentType'],
        amountPaise: payment.amountPaise,
        upi: payment.upiMode ? { mode: payment.upiMode as UpiMode, vpa: payment.vpa } : null,
        // SPEC 4 AMZNPAY_CHARGE_STATUS: back from Amazon Pay's page the charge status is polled at the server-given pollingData.
        returnUrl: isAmazonPay(payment.paymentType)
          ? chargeStatusReturnUrl(payment.returnUrl, pollingData(order.orderTransactionId))
          : payment.returnUrl,
      });
      // Failed meanwhile (cancelled, superseded, expired) while the gateway did not know it: it must not stay payable.
      const [current] = await db.select().from(payments).where(eq(payments.id, payment.id));
      if (current?.status === 'FAILED') return withdrawnAsFailed(current);
      const polling = pollingData(order.orderTransactionId);
      const gatewayFields = { ...base, gateway: provider, processTransactionURL: created.processUrl, pollingData: polling };
      if (payment.upiMode === 'INTENT') {
        initiate = {
          ...gatewayFields,
          action: 'UNIFIED_PAYMENT_ACTION',
          intentUrl: created.intentUrl,
          upiIntent: { mid: MERCHANT_ID, merchantReference: payment.id, txnAmount: txnAmountOf(payment.amountPaise) },
          unifiedPaymentResponse: {
            nextActions: [
              { mode: 'intent', url: created.intentUrl ?? undefined },
              { mode: 'poll', url: polling.url },
            ],
          },
        };
      } else if (payment.upiMode === 'COLLECT') {
        initiate = {
          ...gatewayFields,
          action: 'UNIFIED_PAYMENT_ACTION',
          unifiedPaymentResponse: { nextActions: [{ mode: 'poll', url: polling.url }] },
        };
      } else {
        initiate = { ...gatewayFields, action: isAmazonPay(payment.paymentType) ? 'AMZNPAY_CHARGE_STATUS' : 'PROCESS_PAYMENT' };
      }
    }
    return {
      status: 'SUCCESS',
      initiateOrderPaymentResponse: initiate,
      confirmOrderBatchResponse: { orderId: order.id, storeDetails: { id: order.storeId, name: order.storeName } },
    };
  }

  async function ownOrder(caller: Caller, orderTransactionId: string): Promise<{ order: OrderRow; payment: PaymentRow } | null> {
    const [row] = await db
      .select({ order: orders, payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(and(eq(orders.orderTransactionId, orderTransactionId), eq(orders.userId, caller.userId)));
    return row ?? null;
  }

  /** The caller's order, after the mandatory status check of a pending payment: the gateway's SUCCESS or FAILED is applied here. */
  async function currentOrder(caller: Caller, orderTransactionId: string): Promise<OrderRow | null> {
    const found = await ownOrder(caller, orderTransactionId);
    if (!found) return null;
    if (found.order.status !== 'PENDING') return found.order;
    await convergence.check(found.payment);
    return (await ownOrder(caller, orderTransactionId))?.order ?? null;
  }

  /** Failure: order FAILED, the wallet part credited back, a gateway refund started when money was taken. */
  async function failPayment(payment: PaymentRow, reason: OrderFailureReason = 'PAYMENT_FAILED'): Promise<void> {
    const at = now();
    const order = await db.transaction(async (tx) => {
      const [ended] = await tx
        .update(payments)
        .set({ status: 'FAILED', step: null, updatedAt: at })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'PENDING')))
        .returning();
      if (!ended) return null;
      const [failedOrder] = await tx
        .update(orders)
        .set({ status: 'FAILED', failureReason: reason })
        .where(eq(orders.id, ended.orderId))
        .returning();
      await releaseCouponReservation(tx, ended.orderId);
      await releaseVoucher(tx, ended.orderId, at);
      if (failedOrder) await returnOrderWallet(tx, failedOrder.id, at);
      if (failedOrder && failedOrder.walletPaise > 0) {
        await tx
          .insert(refunds)
          .values({
            id: randomUUID(),
            orderId: failedOrder.id,
            paymentType: WALLET_PAYMENT_TYPE,
            amountPaise: failedOrder.walletPaise,
            status: 'COMPLETED',
            destination: 'WALLET',
            createdAt: at,
            completedAt: at,
          })
          .onConflictDoNothing();
      }
      return failedOrder ?? null;
    });
    if (!order || payment.provider === null) return;
    await startGatewayRefund(db, gatewayOf(payment.provider), payment, at);
  }

  /** Success confirms a PENDING payment's order once; money taken for an order we had already failed is refunded. */
  async function succeedPayment(payment: PaymentRow): Promise<void> {
    const at = now();
    const confirmed = await db.transaction(async (tx) => {
      const [ended] = await tx
        .update(payments)
        .set({ status: 'SUCCESS', step: null, updatedAt: at })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'PENDING')))
        .returning();
      if (!ended) return false;
      const [order] = await tx.select().from(orders).where(eq(orders.id, ended.orderId));
      if (order) await confirmOrder(tx, order, at);
      return true;
    });
    if (!confirmed) await refundFailedPayment(payment);
    // An order to a seat paid after its station's cut-off ends at once, refunded.
    else await rail.settleOrder(payment.orderId);
  }

  /** Money the gateway took for a payment we had already failed goes back through the gateway. */
  async function refundFailedPayment(payment: PaymentRow): Promise<void> {
    const at = now();
    // Checked again by the reconciler should the refund below be cut short.
    const [reopened] = await db
      .update(payments)
      .set({ refundCheckedAt: null })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'FAILED')))
      .returning();
    if (reopened?.provider) await startGatewayRefund(db, gatewayOf(reopened.provider), reopened, at);
  }

  async function receiveCallback({ body, checksum }: SignedCallback): Promise<'applied' | 'badChecksum' | 'unknown'> {
    const [found] = await db
      .select({ payment: payments })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(and(eq(payments.id, body.payment_tranx_id), eq(orders.orderTransactionId, body.order_transaction_id)));
    if (!found || found.payment.provider === null) return 'unknown';
    const gateway = gatewayOf(found.payment.provider);
    if (!(await gateway.verifyCallback(body, checksum))) return 'badChecksum';
    if (body.status === 'SUCCESS') await succeedPayment(found.payment);
    else await failPayment(found.payment);
    return 'applied';
  }

  async function confirmWithoutGatewayIn(tx: Tx, paymentId: string, status: 'CASH_ON_DELIVERY' | 'SUCCESS'): Promise<boolean> {
    const at = now();
    const [ended] = await tx
      .update(payments)
      .set({ status, step: null, updatedAt: at })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'PENDING')))
      .returning();
    if (!ended) return false;
    const [order] = await tx.select().from(orders).where(eq(orders.id, ended.orderId));
    if (order) await confirmOrder(tx, order, at);
    return true;
  }

  async function confirmWithoutGateway(paymentId: string, status: 'CASH_ON_DELIVERY' | 'SUCCESS'): Promise<boolean> {
    const confirmed = await db.transaction((tx) => confirmWithoutGatewayIn(tx, paymentId, status));
    if (confirmed) await settleRailOrderOf(paymentId);
    return confirmed;
  }

  /** As after a gateway's success: an order to a seat confirmed after its station's cut-off ends at once, refunded. */
  async function settleRailOrderOf(paymentId: string): Promise<void> {
    const [payment] = await db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
    if (payment) await rail.settleOrder(payment.orderId);
  }

  return {
    sandbox,
    paytm,
    rail,
    gatewayOf,
    now,
    receiveCallback,
    confirmWithoutGateway,
    confirmWithoutGatewayIn,
    async resume(caller, orderTransactionId) {
      const found = await ownOrder(caller, orderTransactionId);
      if (!found) return null;
      // A step confirmed it inside another transaction (a coupon dropped, a guest's order submitted): a rail order is settled as above.
      if (found.order.status === 'CONFIRMED') await rail.settleOrder(found.order.id);
      const current = await ownOrder(caller, orderTransactionId);
      return current ? answer(current.order, current.payment) : null;
    },
    async reconcile() {
      await convergence.reconcile();
      await rail.sweep();
    },
    deliverCallbacks: () => sandbox.callbacks.deliverDue(),

    async confirm(caller, body) {
      const ids = [
        body.paymentDetails.primaryPaymentId,
        ...(body.paymentDetails.secondaryPaymentId ? [body.paymentDetails.secondaryPaymentId] : []),
      ];
      const [methods, config] = await Promise.all([findMethods(db, ids), getAppConfig(db)]);
      const plan = planPayment(body, methods, config.blacklistedPaymentMethods ?? []);
      if (plan instanceof CheckoutRefusal) return failed(plan.item);
      try {
        const { order, payment } = await placeSuperseding(caller, body, plan);
        return await answer(order, payment);
      } catch (error) {
        if (error instanceof CheckoutRefusal) return failed(error.item);
        throw error;
      }
    },

    async recent(caller) {
      const [latest] = await db
        .select({ orderId: orders.id, placedAt: orders.confirmedAt })
        .from(orders)
        .where(and(eq(orders.userId, caller.userId), eq(orders.status, 'CONFIRMED')))
        .orderBy(desc(orders.confirmedAt))
        .limit(1);
      return { orderId: latest?.orderId ?? null, placedAt: latest?.placedAt?.getTime() ?? null };
    },

    async transactionStatus(caller, orderTransactionId) {
      const order = await currentOrder(caller, orderTransactionId);
      return order ? transactionStatusOf(order) : null;
    },

    async cancelPayment(caller, orderTransactionId) {
      const found = await ownOrder(caller, orderTransactionId);
      if (!found) return null;
      if (found.order.status === 'PENDING') {
        const outcome = await convergence.cancel(found.payment, 'CANCELLED');
        if (outcome === 'UNKNOWN_AT_GATEWAY') await convergence.abandon(found.payment, 'CANCELLED');
      }
      const after = await ownOrder(caller, orderTransactionId);
      return after ? transactionStatusOf(after.order) : null;
    },

    async orderStatus(caller, orderTransactionId) {
      const order = await currentOrder(caller, orderTransactionId);
      if (!order) return null;
      return { status: order.status === 'CONFIRMED' ? 'SUCCESS' : order.status === 'FAILED' ? 'FAILED' : 'WAIT' };
    },

    async summary(caller, orderTransactionId) {
      const order = await currentOrder(caller, orderTransactionId);
      if (!order) return null;
      const earnableBurnable = await orderPoints(db, order, now());
      const methods = await findMethods(db, [
        order.primaryPaymentId,
        ...(order.secondaryPaymentId === null ? [] : [order.secondaryPaymentId]),
      ]);
      return {
        id: order.id,
        deliveryType: order.deliveryType as DeliveryType,
        sliceOrderId: order.sliceOrderId,
        userDetail: { mobile: order.mobile },
        advanceOrder: order.advanceTime !== null,
        items: order.lines.map((line) => ({
          product: { id: line.productId, name: line.name },
          quantity: line.quantity,
          free: isFreeItem(line.choice ?? {}),
        })),
        paymentSummary: { loyaltyEarnedPoints: order.pointsEarned, paymentSummaryItem: billRowsOf(order) },
        earnableBurnable,
        discount: order.discountPaise,
        netPrice: order.grandTotalPaise,
        status: statusLabel(order, clock()),
        paymentMode: paymentModeOf(order, methods),
        deliveryLocation: storedDeliveryLocation(order),
      };
    },
  };
}
