/** The /upiForm query (SPEC 2): which transaction, the server's polling values, the intent link, the amount and the verify details. */
import { UPI_FORM_QUERY } from '@/domain/upiIntent';

/** An intent payment: the link that opens the UPI app and what UPI verify sends back (SPEC 7). */
export interface UpiFormIntent {
  url: string;
  merchantId: string;
  merchantReference: string;
  /** Paise. */
  amount: number;
}

export interface UpiFormParams {
  orderTransactionId: string;
  /** Server-given polling interval, seconds; undefined when absent (the machines apply SPEC 9 defaults). */
  interval: number | undefined;
  /** Server-given polling duration (collect) or UPI timeout (intent), seconds. */
  duration: number | undefined;
  /** An intent payment; null for collect (or a link without the verify details: its status is polled instead). */
  intent: UpiFormIntent | null;
  /** Amount to pay in paise; null when not given. */
  amount: number | null;
}

function numberOf(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

function intentOf(search: URLSearchParams, amount: number | null): UpiFormIntent | null {
  const url = search.get(UPI_FORM_QUERY.intent);
  const merchantId = search.get(UPI_FORM_QUERY.merchantId);
  const merchantReference = search.get(UPI_FORM_QUERY.merchantReference);
  if (!url || !merchantId || !merchantReference || amount === null) return null;
  return { url, merchantId, merchantReference, amount };
}

/** Null when the link has no transaction id. */
export function parseUpiFormQuery(search: URLSearchParams): UpiFormParams | null {
  const orderTransactionId = search.get(UPI_FORM_QUERY.transactionId)?.trim();
  if (!orderTransactionId) return null;
  const given = numberOf(search.get(UPI_FORM_QUERY.amount));
  const amount = given !== undefined && given >= 0 ? given : null;
  return {
    orderTransactionId,
    interval: numberOf(search.get(UPI_FORM_QUERY.interval)),
    duration: numberOf(search.get(UPI_FORM_QUERY.duration)),
    intent: intentOf(search, amount),
    amount,
  };
}
