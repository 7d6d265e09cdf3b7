/** Texts of the payment-in-progress page (SPEC 8 payment texts). */
export const PAYMENT_DOCUMENT_TITLE = 'Confirming your payment';
export const CONFIRMING_PAYMENT = 'Confirming your payment';
/** The UPI wait reads the same here as on /upiForm: the SPEC 8 warning, the heading and the time left. */
export { APPROVE_HEADING as APPROVE_TITLE, DO_NOT_LEAVE as DO_NOT_GO_BACK, TIME_LEFT_LABEL } from '@/screens/upiForm/messages';
export const CONFIRMING_BODY = 'This can take up to a minute or two. We will take you to your order as soon as the payment is confirmed.';
export const WAITING_LABEL = 'Waiting for the payment to be confirmed';

/** The wait for a UPI approval (a polling payment): where the request went, the time left and a way out. */
export const requestSentTo = (upiId: string): string => `We sent a payment request to ${upiId}. Open your UPI app and approve it.`;
export const APPROVE_IN_APP = 'Open your UPI app and approve the payment there.';
/** Said to screen readers once a minute, not every second. */
export const minutesLeft = (minutes: number): string =>
  minutes <= 1 ? 'Less than a minute left to approve the payment.' : `About ${minutes} minutes left to approve the payment.`;
export const CANCEL_PAYMENT = 'Cancel payment';
export const CANCELLING = 'Cancelling the payment';
export const CANCEL_FAILED = 'We could not cancel the payment just now. If you approve it in your UPI app, your order will still be placed.';
