/** Texts of /paymentTransaction, the wait for a payment's outcome (the UPI wait shares its heading, warning and timer with /upiForm). */
import { defineTexts } from '../texts';

export default defineTexts('paymentTransaction', {
  documentTitle: 'Confirming your payment',
  confirming: 'Confirming your payment',
  confirmingBody: 'This can take up to a minute or two. We will take you to your order as soon as the payment is confirmed.',
  waiting: 'Waiting for the payment to be confirmed',
  requestSentTo: 'We sent a payment request to {upiId}. Open your UPI app and approve it.',
  approveInApp: 'Open your UPI app and approve the payment there.',
  /** Said to screen readers once a minute, not every second. */
  lessThanMinuteLeft: 'Less than a minute left to approve the payment.',
  minutesLeft: 'About {minutes} minutes left to approve the payment.',
  cancel: 'Cancel payment',
  cancelling: 'Cancelling the payment',
  cancelFailed: 'We could not cancel the payment just now. If you approve it in your UPI app, your order will still be placed.',
});
