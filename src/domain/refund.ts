/**
 * When a refund reaches the customer (SPEC 8 failed orders and SPEC 9: refund in 4-10 business days; UPI refunds to
 * a merchant's customer by T+5 days). Business days are Monday to Friday in India time.
 */
import { UPI_PAYMENT_TYPE } from './payment';
import { INDIA_UTC_OFFSET_MINUTES, MS_PER_DAY, MS_PER_MINUTE } from './time';

export const REFUND_MIN_BUSINESS_DAYS = 4;
export const REFUND_MAX_BUSINESS_DAYS = 10;
/** UPI: T+5 calendar days. */
export const UPI_REFUND_DAYS = 5;

const SATURDAY = 6;
const SUNDAY = 0;

/** The window a refund is expected in (epoch ms); null when it is credited at once (the Slice wallet). */
export interface RefundWindow {
  /** `upi`: T+5 days; `businessDays`: 4-10 business days. */
  kind: 'upi' | 'businessDays';
  from: number;
  by: number;
}

const INDIA_OFFSET_MS = INDIA_UTC_OFFSET_MINUTES * MS_PER_MINUTE;

/** `days` business days after `at`, weekends in India time skipped. */
export function addBusinessDays(at: number, days: number): number {
  let next = at;
  let left = days;
  while (left > 0) {
    next += MS_PER_DAY;
    const weekday = new Date(next + INDIA_OFFSET_MS).getUTCDay();
    if (weekday !== SATURDAY && weekday !== SUNDAY) left -= 1;
  }
  return next;
}

export function refundWindow(refund: { paymentType: string; destination: 'SOURCE' | 'WALLET'; initiatedAt: number }): RefundWindow | null {
  if (refund.destination === 'WALLET') return null;
  if (refund.paymentType === UPI_PAYMENT_TYPE)
    return { kind: 'upi', from: refund.initiatedAt, by: refund.initiatedAt + UPI_REFUND_DAYS * MS_PER_DAY };
  return {
    kind: 'businessDays',
    from: addBusinessDays(refund.initiatedAt, REFUND_MIN_BUSINESS_DAYS),
    by: addBusinessDays(refund.initiatedAt, REFUND_MAX_BUSINESS_DAYS),
  };
}

/** How often the refund page asks again while a refund is on its way. */
export const REFUND_REFRESH_SECONDS = 30;

/** Whether any refund of the order is still on its way. */
export const hasRefundOnItsWay = (refunds: readonly { status: string }[]): boolean =>
  refunds.some((refund) => refund.status !== 'COMPLETED');
