/** Texts of the thank-you page and the failed-order view (SPEC 8, SPEC 9 loyalty). */

/** SPEC 9: 1 order = 100 points. */
export const POINTS_PER_ORDER = 100;

export const THANK_YOU_DOCUMENT_TITLE = 'Order placed';
export const ORDER_PLACED = 'Order placed';
export const ORDER_PLACED_BODY = 'Thank you! Your order is with the store.';
export const ADVANCE_ORDER_NOTE = 'This is an advance order: we start preparing it 30 minutes before your chosen time.';
export const ORDER_ID_LABEL = 'Order ID';
export const DELIVERING_TO = 'Delivering to';
export const landmarkOf = (landmark: string): string => `Landmark: ${landmark}`;
export const ITEMS_HEADING = 'Your order';
export const PAYMENT_SUMMARY_HEADING = 'Payment summary';
export const PAYMENT_MODE_LABEL = 'Payment mode';
export const POINTS_HEADING = 'Pizza Pals Points';
export const pointsEarned = (points: number): string => `You earned ${points} points on this order.`;
export const pointsUsed = (points: number): string => `${points} points used.`;
/** SPEC 9: earned points are pending until credited (24-48 hours); none of them can be used yet. */
export const pointsPending = (points: number): string => `Pending: ${points} points, not yet available to use.`;
/** SPEC 9 loyalty copy. */
export const POINTS_RULE = `1 order = ${POINTS_PER_ORDER} points, earned on your first eligible order of the day and credited within 24-48 hours.`;
export const TRACK_ORDER = 'Track order';
export const ORDER_MORE = 'Order more';
export const LOADING = 'Loading your order';
export const LOAD_FAILED_TITLE = 'We could not load your order';
export const LOAD_FAILED_BODY = 'The details of this order did not load.';
export const RETRY = 'Try again';
export const quantityOf = (quantity: number): string => `× ${quantity}`;

/** SPEC 8 failed orders (the texts themselves are in @/domain/afterOrder). */
export const ORDER_FAILED_DOCUMENT_TITLE = 'Order failed';
/** What happened, said once above the SPEC 8 advice (so nothing on the page says to retry at once). */
export const FAILURE_CAUSES = {
  declined: 'Your payment did not go through, so no order was placed.',
  timedOut: 'We did not get your payment’s confirmation in time, so no order was placed.',
} as const;
export type FailureCause = keyof typeof FAILURE_CAUSES;
/** The customer gave the payment up: nothing failed, so no SPEC 8 wait or refund advice (nothing was taken). */
export const PAYMENT_CANCELLED_TITLE = 'Payment cancelled';
export const PAYMENT_CANCELLED_BODY = 'No order was placed and no money was taken. Your cart is just as you left it.';
export const BACK_TO_CART = 'Back to cart';
