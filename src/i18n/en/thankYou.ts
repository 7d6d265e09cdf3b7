/** Texts of the thank-you page and the failed-order view (SPEC 8, SPEC 9 loyalty; the shared failed-order texts are in afterOrder). */
import { defineTexts } from '../texts';

export default defineTexts('thankYou', {
  documentTitle: 'Order placed',
  orderPlaced: 'Order placed',
  placedBody: 'Thank you! Your order is with the store.',
  advanceNote: 'This is an advance order: we start preparing it 30 minutes before your chosen time.',
  deliveringTo: 'Delivering to',
  itemsHeading: 'Your order',
  /** Beside a free regular pizza paid with Pizza Pals points. */
  freeItem: 'Free with points',
  paymentSummary: 'Payment summary',
  paymentMode: 'Payment mode',
  points: {
    heading: 'Pizza Pals Points',
    earned: 'You earned {points} points on this order.',
    /** SPEC 3 toBeConsumed.points: the points the order's free pizzas burned. */
    burned: '{points} points used for your free pizza.',
    /** SPEC 3 updatedPointsBalance: credited points after this order. */
    balance: 'Pizza Pals balance now: {points} points.',
    /** SPEC 9: earned points are pending until credited (24-48 hours); none of them can be used yet. */
    pending: 'Pending: {points} points, not yet available to use.',
    /** SPEC 9 loyalty copy. */
    rule: '1 order = {points} points, earned on your first eligible order of the day and credited within 24-48 hours.',
  },
  trackOrder: 'Track order',
  orderMore: 'Order more',
  loading: 'Loading your order',
  loadFailedTitle: 'We could not load your order',
  loadFailedBody: 'The details of this order did not load.',
  failedDocumentTitle: 'Order failed',
  /** What happened, said once above the SPEC 8 advice (so nothing on the page says to retry at once). */
  causes: {
    declined: 'Your payment did not go through, so no order was placed.',
    timedOut: 'We did not get your payment’s confirmation in time, so no order was placed.',
  },
  /** The customer gave the payment up: nothing failed, so no SPEC 8 wait or refund advice (nothing was taken). */
  cancelledTitle: 'Payment cancelled',
  cancelledBody: 'No order was placed and no money was taken. Your cart is just as you left it.',
  backToCart: 'Back to cart',
});
