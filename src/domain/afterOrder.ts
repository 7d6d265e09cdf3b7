/**
 * Rules and constants of the after-order screens (thank-you, payment result, order history, tracking).
 * Kept out of ./messages and ./constants, which the landing page loads: only the lazy screens import these.
 */
/** SPEC 8 failed orders: try again after 15 minutes; SPEC 8 / SPEC 9: refund in 4-10 business days. */
export const RETRY_AFTER_MINUTES = 15;
/** SPEC 9 loyalty: 1 order = 100 points. */
export const LOYALTY_POINTS_PER_ORDER = 100;
export const REFUND_BUSINESS_DAYS = '4-10';

/** The refund promise stands until every refund of the order is completed; then the refunds say what happened. */
export const isRefundStillToCome = (refunds: readonly { status: string }[]): boolean =>
  refunds.length === 0 || refunds.some((refund) => refund.status !== 'COMPLETED');

/** SPEC 7: the invoice PDF's file name. */
export const invoiceFileName = (sliceOrderId: string): string => `invoice-${sliceOrderId}.pdf`;

/** India Standard Time: order times read as the store's clock, wherever the device is set. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
