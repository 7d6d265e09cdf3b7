/** Texts every after-order screen shares (thank-you, payment result, tracking, order history): SPEC 8 failed orders and order facts. */
import { defineTexts } from '../texts';

export default defineTexts('afterOrder', {
  /** SPEC 8 failed orders. */
  unableToProcess: 'Unable to process your order',
  tryAgainLater: 'Please try again after {minutes} minutes',
  orderIdLabel: 'Order ID',
  orderHeading: 'Order {orderId}',
  quantity: '× {quantity}',
  landmark: 'Landmark: {landmark}',
  retry: 'Try again',
});
