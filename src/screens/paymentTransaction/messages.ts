/** Texts of the payment-in-progress page (SPEC 8 payment texts). */
export const PAYMENT_DOCUMENT_TITLE = 'Confirming your payment';
export const CONFIRMING_PAYMENT = 'Confirming your payment';
/** SPEC 8, verbatim. */
export const DO_NOT_GO_BACK = 'Please DO NOT hit the back button or refresh this page.';
export const CONFIRMING_BODY = 'This can take up to a minute or two. We will take you to your order as soon as the payment is confirmed.';
export const WAITING_LABEL = 'Waiting for the payment to be confirmed';

/** The wait for a UPI approval (a polling payment): where the request went, the time left and a way out. */
export const APPROVE_TITLE = 'Approve the payment in your UPI app';
export const requestSentTo = (upiId: string): string => `We sent a payment request to ${upiId}. Open your UPI app and approve it.`;
export const APPROVE_IN_APP = 'Open your UPI app and approve the payment there.';
export const UPI_ID_LABEL = 'UPI ID';
export const TIME_LEFT_LABEL = 'Time left to approve';
/** Said to screen readers once a minute, not every second. */
export const minutesLeft = (minutes: number): string =>
  minutes <= 1 ? 'Less than a minute left to approve the payment.' : `About ${minutes} minutes left to approve the payment.`;
export const CANCEL_PAYMENT = 'Cancel payment';
export const CANCELLING = 'Cancelling the payment';
export const CANCEL_FAILED = 'We could not cancel the payment just now. If you approve it in your UPI app, your order will still be placed.';
