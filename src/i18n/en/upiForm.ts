/** Texts of /upiForm, the wait for a UPI intent or collect payment (SPEC 8 payment texts as written there). */
import { defineTexts } from '../texts';

export default defineTexts('upiForm', {
  documentTitle: 'UPI payment · Slice',
  approveHeading: 'Approve the payment in your UPI app',
  intentHint: 'Your UPI app should open now. Approve the payment there, then come back to this page.',
  collectHint: 'We sent a payment request to your UPI ID. Open your UPI app and approve it.',
  amount: 'Amount to pay',
  timeLeft: 'Time left to approve',
  /** SPEC 8, while a payment is in flight. */
  doNotLeave: 'Please DO NOT hit the back button or refresh this page.',
  openApp: 'Open UPI app',
  checkingStatus: 'Checking the payment status',
  failedTitle: 'Payment not completed',
  backToPayment: 'Back to payment',
  /** SPEC 8 UPI failure (spelling as in SPEC). */
  upiPaymentIssue: 'We faced some issue in processing the payment. Please go back to retry or select an alterate payment method',
  /** SPEC 8 payment texts, by PaymentFailureCode. */
  failures: {
    paymentFailed: 'Payment Failed. Please try again.',
    orderNotConfirmed: 'Your order was not confirmed. Please try placing the order again.',
  },
});
