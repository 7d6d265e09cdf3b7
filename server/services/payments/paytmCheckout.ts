/**
 * Paying an order from the customer's Paytm wallet (SPEC 4 PAYTM_LINK, PAYTM_ADD_MONEY, PAYTM_WITHDRAW_MONEY; SPEC 7
 * payment-app OTP calls). A PAYTM_WALLET order is placed PENDING with step PAYTM_LINK when the customer has linked no
 * wallet, else PAYTM_ADD_MONEY when the wallet is short of the amount, else PAYTM_WITHDRAW_MONEY. Linking takes the
 * code the wallet sends (bound to its link state and the order's cart); the merchant keeps the wallet's token
 * (paytm_links). Submitting the order withdraws the amount once (the wallet's entry per payment id) and confirms the
 * order; a payment that failed meanwhile gets the withdrawn money back in the wallet (docs/payments.md).
 */
import { and, eq } from 'drizzle-orm';
import { PAYTM_ERROR_CODES } from '@/contract/codes';
import type { ErrorItem } from '@/contract/errors';
import type { ConfirmOrderResponse } from '@/contract/orders';
import type { PaytmAction, PaytmBalanceResponse } from '@/contract/paytm';
import type { Database } from '../../db/client';
import { orders, payments, paytmLinks, type PaymentStep } from '../../db/schema';
import type { Caller } from '../cart';
import type { Checkout } from '../orders';
import type { OtpService } from '../otp';
import { messageText, serverRupees, serverText } from '../../texts';
import { CHECKOUT_ERROR_CODES } from './messages';
import { PAYTM_WALLET_MAX_PAISE, type PaytmLinkSent, type PaytmLinkVerified, type PaytmWallet } from './paytmWallet';
import { startGatewayRefund } from './refunds';

export const PAYTM_WALLET_TYPE = 'PAYTM_WALLET';
const PAYTM_STEPS: readonly PaymentStep[] = ['PAYTM_LINK', 'PAYTM_ADD_MONEY', 'PAYTM_WITHDRAW_MONEY'];

type Reader = Pick<Database, 'select'>;
type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

/** The Paytm step a new order waits for: link first, then add money when the wallet is short, else withdraw. */
export async function paytmStepFor(
  tx: Reader,
  wallet: PaytmWallet,
  { userId, amountPaise }: { userId: string; amountPaise: number },
): Promise<PaymentStep> {
  const [link] = await tx.select({ token: paytmLinks.token }).from(paytmLinks).where(eq(paytmLinks.userId, userId));
  if (!link) return 'PAYTM_LINK';
  const balance = await wallet.balance(link.token, tx);
  return balance === null ? 'PAYTM_LINK' : balance < amountPaise ? 'PAYTM_ADD_MONEY' : 'PAYTM_WITHDRAW_MONEY';
}

/** What a Paytm call found: no such order of the caller, an order waiting for no Paytm step, a refused top-up, or the order waiting. */
export type PaytmOutcome<T> =
  { type: 'notFound' } | { type: 'stepOver'; error: ErrorItem } | { type: 'refused'; error: ErrorItem } | { type: 'done'; result: T };

export type PaytmVerified = { ok: false; refusal: Extract<PaytmLinkVerified, { ok: false }> } | { ok: true; answer: ConfirmOrderResponse };

export interface PaytmCheckout {
  sendOtp(
    caller: Caller,
    request: { mobile: string; orderTransactionId: string; clientAddress: string },
  ): Promise<PaytmOutcome<PaytmLinkSent>>;
  verifyOtp(
    caller: Caller,
    request: { mobile: string; orderTransactionId: string; state: string; cartId: string; otp: string },
  ): Promise<PaytmOutcome<PaytmVerified>>;
  balance(caller: Caller, orderTransactionId: string): Promise<PaytmOutcome<PaytmBalanceResponse>>;
  addMoney(
    caller: Caller,
    orderTransactionId: string,
    request: { amountPaise: number; key: string },
  ): Promise<PaytmOutcome<ConfirmOrderResponse>>;
  submitOrder(caller: Caller, orderTransactionId: string, cartId: string): Promise<PaytmOutcome<ConfirmOrderResponse>>;
}

const stepOver = (): { type: 'stepOver'; error: ErrorItem } => ({
  type: 'stepOver',
  error: { code: PAYTM_ERROR_CODES.stepOver, displayMsg: serverText('paytmStepOver') },
});

export function createPaytmCheckout(db: Database, otp: OtpService, checkout: Checkout): PaytmCheckout {
  const wallet = checkout.paytm;

  async function found(caller: Caller, orderTransactionId: string): Promise<{ order: OrderRow; payment: PaymentRow } | null> {
    const [row] = await db
      .select({ order: orders, payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(and(eq(orders.orderTransactionId, orderTransactionId), eq(orders.userId, caller.userId)));
    return row && row.payment.paymentType === PAYTM_WALLET_TYPE ? row : null;
  }

  /** The caller's Paytm order still waiting for one of the Paytm steps (and not expired). */
  async function waiting(caller: Caller, orderTransactionId: string, cartId?: string) {
    const row = await found(caller, orderTransactionId);
    if (!row || (cartId !== undefined && row.order.cartId !== cartId)) return { type: 'notFound' } as const;
    const step = row.payment.step;
    const open = row.payment.status === 'PENDING' && step !== null && PAYTM_STEPS.includes(step) && row.payment.expiresAt > checkout.now();
    return open ? ({ type: 'waiting', ...row } as const) : stepOver();
  }

  const linkOf = async (userId: string) => (await db.select().from(paytmLinks).where(eq(paytmLinks.userId, userId)))[0] ?? null;

  /** The step the payment waits for now, by the link and the balance; written only while the payment is pending. */
  async function refreshStep(userId: string, payment: PaymentRow): Promise<PaytmAction> {
    const step = (await paytmStepFor(db, wallet, { userId, amountPaise: payment.amountPaise })) as PaytmAction;
    await db
      .update(payments)
      .set({ step })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'PENDING')));
    return step;
  }

  async function resumed(caller: Caller, orderTransactionId: string): Promise<PaytmOutcome<ConfirmOrderResponse>> {
    const answer = await checkout.resume(caller, orderTransactionId);
    return answer ? { type: 'done', result: answer } : { type: 'notFound' };
  }

  /** The confirm answer of an order paid from the wallet: the thank-you page. */
  async function thankYou(caller: Caller, orderTransactionId: string): Promise<PaytmOutcome<ConfirmOrderResponse>> {
    const outcome = await resumed(caller, orderTransactionId);
    if (outcome.type !== 'done' || outcome.result.status !== 'SUCCESS') return outcome;
    const initiate = {
      ...outcome.result.initiateOrderPaymentResponse,
      action: 'THANKYOU' as const,
      processTransactionURL: null,
      pollingData: null,
    };
    return { type: 'done', result: { ...outcome.result, initiateOrderPaymentResponse: initiate } };
  }

  return {
    async sendOtp(caller, { mobile, orderTransactionId, clientAddress }) {
      const order = await waiting(caller, orderTransactionId);
      if (order.type !== 'waiting') return order;
      return { type: 'done', result: await wallet.sendLinkOtp(otp, { mobile, orderTransactionId, clientAddress }) };
    },

    async verifyOtp(caller, { mobile, orderTransactionId, state, cartId, otp: code }) {
      const order = await waiting(caller, orderTransactionId, cartId);
      if (order.type !== 'waiting') return order;
      const linked = await wallet.verifyLinkOtp(otp, { mobile, orderTransactionId, state, otp: code });
      if (!linked.ok) return { type: 'done', result: { ok: false, refusal: linked } };
      const at = checkout.now();
      await db
        .insert(paytmLinks)
        .values({ userId: caller.userId, mobile, token: linked.token, linkedAt: at })
        .onConflictDoUpdate({ target: paytmLinks.userId, set: { mobile, token: linked.token, linkedAt: at } });
      await refreshStep(caller.userId, order.payment);
      const answer = await resumed(caller, orderTransactionId);
      return answer.type === 'done' ? { type: 'done', result: { ok: true, answer: answer.result } } : answer;
    },

    async balance(caller, orderTransactionId) {
      const order = await waiting(caller, orderTransactionId);
      if (order.type !== 'waiting') return order;
      const link = await linkOf(caller.userId);
      const balance = link ? await wallet.balance(link.token) : null;
      const amount = order.payment.amountPaise;
      const action: PaytmAction = !link || balance === null ? 'PAYTM_LINK' : balance < amount ? 'PAYTM_ADD_MONEY' : 'PAYTM_WITHDRAW_MONEY';
      return {
        type: 'done',
        result: {
          action,
          mobile: link?.mobile ?? null,
          balance,
          amount,
          orderMobile: order.order.mobile,
          cartId: order.order.cartId,
        },
      };
    },

    async addMoney(caller, orderTransactionId, { amountPaise, key }) {
      const order = await waiting(caller, orderTransactionId);
      if (order.type !== 'waiting') return order;
      const link = await linkOf(caller.userId);
      // One top-up per key of this payment: a doubled tap adds once; none takes the wallet beyond its limit.
      const added = link ? await wallet.addMoney(link.token, { amountPaise, reference: `${order.payment.id}:${key}` }) : null;
      if (added === 'OVER_LIMIT') {
        const limit = serverRupees(PAYTM_WALLET_MAX_PAISE);
        return { type: 'refused', error: { code: PAYTM_ERROR_CODES.overLimit, displayMsg: serverText('paytmWalletLimit', { limit }) } };
      }
      await refreshStep(caller.userId, order.payment);
      return resumed(caller, orderTransactionId);
    },

    async submitOrder(caller, orderTransactionId, cartId) {
      const row = await found(caller, orderTransactionId);
      if (!row || row.order.cartId !== cartId) return { type: 'notFound' };
      // A repeat after the order was paid from the wallet answers as the first did.
      if (row.payment.status === 'SUCCESS') return thankYou(caller, orderTransactionId);
      const order = await waiting(caller, orderTransactionId, cartId);
      if (order.type !== 'waiting') return order;
      const link = await linkOf(caller.userId);
      const withdrawn = link
        ? await wallet.withdraw(link.token, { amountPaise: order.payment.amountPaise, reference: order.payment.id })
        : 'INVALID_TOKEN';
      if (withdrawn !== 'WITHDRAWN') {
        await refreshStep(caller.userId, order.payment);
        return resumed(caller, orderTransactionId);
      }
      if (await checkout.confirmWithoutGateway(order.payment.id, 'SUCCESS')) return thankYou(caller, orderTransactionId);
      // Confirmed by another call meanwhile, or failed (cancelled, superseded, expired): then the money goes back.
      const [current] = await db.select().from(payments).where(eq(payments.id, order.payment.id));
      if (current?.status === 'SUCCESS') return thankYou(caller, orderTransactionId);
      if (current) await startGatewayRefund(db, wallet.gateway, current, checkout.now());
      return {
        type: 'done',
        result: { status: 'FAILED', errors: [{ code: CHECKOUT_ERROR_CODES.paymentFailed, displayMsg: messageText('paymentFailed') }] },
      };
    },
  };
}
