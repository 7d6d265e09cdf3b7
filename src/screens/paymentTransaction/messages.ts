/** Texts of the payment-in-progress page (SPEC 8 payment texts). */
export const PAYMENT_DOCUMENT_TITLE = 'Confirming your payment';
export const CONFIRMING_PAYMENT = 'Confirming your payment';
/** SPEC 8, verbatim. */
export const DO_NOT_GO_BACK = 'Please DO NOT hit the back button or refresh this page.';
export const CONFIRMING_BODY = 'This can take up to a minute or two. We will take you to your order as soon as the payment is confirmed.';
export const WAITING_LABEL = 'Waiting for the payment to be confirmed';
