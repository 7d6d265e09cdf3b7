/** The /upiForm query (SPEC 2): which transaction, the server's polling values, the intent link and the amount. */
import { QUERY } from '@/domain/navigation';

export const UPI_FORM_QUERY = {
  transactionId: QUERY.transactionId,
  interval: 'interval',
  duration: 'duration',
  intent: 'intent',
  amount: 'amount',
} as const;

export interface UpiFormParams {
  orderTransactionId: string;
  /** Server-given polling interval, seconds; undefined when absent (the machines apply SPEC 9 defaults). */
  interval: number | undefined;
  /** Server-given polling duration (collect) or UPI timeout (intent), seconds. */
  duration: number | undefined;
  /** The `upi://pay` link for intent payments; null for collect. */
  intentUrl: string | null;
  /** Amount to pay in paise; null when not given. */
  amount: number | null;
}

function numberOf(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** Null when the link has no transaction id. */
export function parseUpiFormQuery(search: URLSearchParams): UpiFormParams | null {
  const orderTransactionId = search.get(UPI_FORM_QUERY.transactionId)?.trim();
  if (!orderTransactionId) return null;
  const amount = numberOf(search.get(UPI_FORM_QUERY.amount));
  return {
    orderTransactionId,
    interval: numberOf(search.get(UPI_FORM_QUERY.interval)),
    duration: numberOf(search.get(UPI_FORM_QUERY.duration)),
    intentUrl: search.get(UPI_FORM_QUERY.intent) || null,
    amount: amount !== undefined && amount >= 0 ? amount : null,
  };
}
