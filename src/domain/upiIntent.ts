/**
 * UPI intent on a phone (SPEC 4 UPI intent verification, SPEC 7 UPI verify): the order submit sends the customer to
 * /upiForm with the intent link, the server's polling values and the payment's verification details; /upiForm opens
 * the UPI app and verifies the payment until TXN_SUCCESS or the UPI timeout. Pure.
 */
import type { InitiateOrderPaymentResponse } from '@/contract/orders';
import type { UpiVerifyBody } from '@/contract/paymentVerification';
import { PAISE_PER_RUPEE, toRupees } from '@/domain/money';
import { QUERY, ROUTES, withQuery } from '@/domain/navigation';

/** The /upiForm query (SPEC 2): transaction, server polling values, intent link, amount (paise) and the verify details. */
export const UPI_FORM_QUERY = {
  transactionId: QUERY.transactionId,
  interval: 'interval',
  duration: 'duration',
  intent: 'intent',
  amount: 'amount',
  merchantId: 'mid',
  merchantReference: 'ref',
} as const;

/** What UPI verify sends besides the app's STATUS: the order, the merchant, the payment and the amount. */
export interface UpiVerification {
  orderTransactionId: string;
  merchantId: string;
  merchantReference: string;
  /** Paise. */
  amount: number;
}

/** TXNAMOUNT: rupees with two decimals, as the intent link's `am`. */
export const txnAmountOf = (amountPaise: number): string => toRupees(amountPaise).toFixed(2);

/** Paise of a TXNAMOUNT; null when it is not an amount. */
export function paiseOfTxnAmount(txnAmount: string): number | null {
  const rupees = Number(txnAmount);
  return txnAmount.trim() !== '' && Number.isFinite(rupees) && rupees >= 0 ? Math.round(rupees * PAISE_PER_RUPEE) : null;
}

/** SPEC 7 UPI verify body; the app has only seen the UPI app opened (SUBMITTED): the server asks the gateway. */
export function upiVerifyBodyOf(verification: UpiVerification): UpiVerifyBody {
  return {
    ORDERID: verification.orderTransactionId,
    MID: verification.merchantId,
    TXNAMOUNT: txnAmountOf(verification.amount),
    MERC_UNQ_REF: verification.merchantReference,
    STATUS: 'SUBMITTED',
  };
}

/** /upiForm for an intent payment's confirm answer and its `upi://pay` link. */
export function upiFormRoute(payment: InitiateOrderPaymentResponse, intentUrl: string): string {
  const details = payment.upiIntent;
  return withQuery(ROUTES.upiForm, {
    [UPI_FORM_QUERY.transactionId]: payment.orderTransactionId,
    [UPI_FORM_QUERY.interval]: payment.pollingData?.interval,
    [UPI_FORM_QUERY.duration]: payment.pollingData?.duration,
    [UPI_FORM_QUERY.intent]: intentUrl,
    [UPI_FORM_QUERY.amount]: details ? (paiseOfTxnAmount(details.txnAmount) ?? undefined) : undefined,
    [UPI_FORM_QUERY.merchantId]: details?.mid,
    [UPI_FORM_QUERY.merchantReference]: details?.merchantReference,
  });
}
