/**
 * Payments the app verifies itself (SPEC 7): the UPI verify call after the customer's UPI app was opened by an
 * intent link, and the card OTP entered in the app (Card OTP / resend) when the gateway offers it there. The
 * merchant passes the code to the gateway and answers from the gateway's books, never from what the app
 * reports: a UPI app's STATUS is not believed, the payment's status is asked for (the mandatory status check).
 */
import { and, eq } from 'drizzle-orm';
import type { ErrorItem } from '@/contract/errors';
import type { CardOtpResponse, UpiVerifyBody, UpiVerifyResponse } from '@/contract/paymentVerification';
import { isCardType } from '@/domain/payment';
import { txnAmountOf } from '@/domain/upiIntent';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import type { Caller } from '../cart';
import type { Checkout } from '../orders';
import { serverText } from '../../texts';
import { MERCHANT_ID } from './constants';
import type { CardOtpOutcome } from './gateway';

/** Error codes of these calls (errors[0].code). */
export const VERIFICATION_ERROR_CODES = {
  upiDetailsMismatch: 'UPI_DETAILS_MISMATCH',
  cardOtpNotAwaited: 'CARD_OTP_NOT_AWAITED',
} as const;

type PaymentRow = typeof payments.$inferSelect;

/** The answer, `null` when the caller has no such order, or a refusal (400 errors[0]). */
export type Verified<T> = T | null | { refused: ErrorItem };

export interface PaymentVerification {
  verifyUpi(caller: Caller, body: UpiVerifyBody): Promise<Verified<UpiVerifyResponse>>;
  submitCardOtp(caller: Caller, orderTransactionId: string, otp: string): Promise<Verified<CardOtpResponse>>;
  resendCardOtp(caller: Caller, orderTransactionId: string): Promise<Verified<CardOtpResponse>>;
}

const refused = (code: string, displayMsg: string): { refused: ErrorItem } => ({ refused: { code, displayMsg } });

export function createPaymentVerification(db: Database, checkout: Checkout): PaymentVerification {
  const ownPayment = async (caller: Caller, orderTransactionId: string): Promise<PaymentRow | null> => {
    const [row] = await db
      .select({ payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(and(eq(orders.orderTransactionId, orderTransactionId), eq(orders.userId, caller.userId)));
    return row?.payment ?? null;
  };

  /** The gateway of a card payment that takes its OTP in the app; null for any other payment. */
  const cardOtpGateway = (payment: PaymentRow) => {
    if (payment.provider === null || !isCardType(payment.paymentType)) return null;
    const gateway = checkout.gatewayOf(payment.provider);
    return gateway.submitCardOtp && gateway.resendCardOtp ? gateway : null;
  };

  const notAwaited = () => refused(VERIFICATION_ERROR_CODES.cardOtpNotAwaited, serverText('cardOtpNotAwaited'));

  /** The app's answer to a gateway's OTP outcome; a payment ended by it is settled here before answering. */
  async function answerOf(caller: Caller, orderTransactionId: string, outcome: CardOtpOutcome): Promise<Verified<CardOtpResponse>> {
    switch (outcome.outcome) {
      case 'accepted':
        return { status: 'WAIT', attemptsLeft: 0 };
      case 'wrong':
        return {
          status: 'RETRY',
          attemptsLeft: outcome.attemptsLeft,
          displayMsg: serverText('cardOtpWrong', { count: outcome.attemptsLeft }),
        };
      case 'sent':
        return { status: 'SENT', attemptsLeft: outcome.attemptsLeft, displayMsg: serverText('cardOtpSent') };
      case 'failed': {
        const status = await checkout.transactionStatus(caller, orderTransactionId);
        return { status: 'FAILED', attemptsLeft: 0, ...(status?.displayMsg ? { displayMsg: status.displayMsg } : {}) };
      }
      case 'notAwaited':
        return notAwaited();
    }
  }

  return {
    async verifyUpi(caller, body) {
      const payment = await ownPayment(caller, body.ORDERID);
      if (!payment) return null;
      const matches =
        payment.upiMode === 'INTENT' &&
        payment.id === body.MERC_UNQ_REF &&
        body.MID === MERCHANT_ID &&
        body.TXNAMOUNT === txnAmountOf(payment.amountPaise);
      if (!matches) return refused(VERIFICATION_ERROR_CODES.upiDetailsMismatch, serverText('upiDetailsMismatch'));
      const status = await checkout.transactionStatus(caller, body.ORDERID);
      if (!status) return null;
      if (status.transactionStatus === 'SUCCESS') return { ORDERID: body.ORDERID, STATUS: 'TXN_SUCCESS' };
      if (status.transactionStatus === 'FAILED') {
        return { ORDERID: body.ORDERID, STATUS: 'TXN_FAILURE', ...(status.displayMsg ? { RESPMSG: status.displayMsg } : {}) };
      }
      return { ORDERID: body.ORDERID, STATUS: 'PENDING' };
    },

    async submitCardOtp(caller, orderTransactionId, otp) {
      const payment = await ownPayment(caller, orderTransactionId);
      if (!payment) return null;
      const gateway = cardOtpGateway(payment);
      if (!gateway?.submitCardOtp || payment.status !== 'PENDING') return notAwaited();
      return answerOf(caller, orderTransactionId, await gateway.submitCardOtp(payment.id, otp));
    },

    async resendCardOtp(caller, orderTransactionId) {
      const payment = await ownPayment(caller, orderTransactionId);
      if (!payment) return null;
      const gateway = cardOtpGateway(payment);
      if (!gateway?.resendCardOtp || payment.status !== 'PENDING') return notAwaited();
      return answerOf(caller, orderTransactionId, await gateway.resendCardOtp(payment.id));
    },
  };
}
