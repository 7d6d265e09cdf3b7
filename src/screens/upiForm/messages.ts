/** Texts of the /upiForm screen. The SPEC 8 payment texts come from the machines that decide on them; the others are ours. */
import { BRAND } from '@/domain/constants';
import messages from '@/i18n/en/messages';

export const BROKEN_LINK = messages.texts.brokenLink;
export { UPI_PAYMENT_ISSUE } from '@machines/upiIntent.machine';

export const UPI_DOCUMENT_TITLE = `UPI payment · ${BRAND}`;
export const APPROVE_HEADING = 'Approve the payment in your UPI app';
export const INTENT_HINT = 'Your UPI app should open now. Approve the payment there, then come back to this page.';
export const COLLECT_HINT = 'We sent a payment request to your UPI ID. Open your UPI app and approve it.';
export const AMOUNT_LABEL = 'Amount to pay';
export const TIME_LEFT_LABEL = 'Time left to approve';
/** SPEC 8, while a payment is in flight. */
export const DO_NOT_LEAVE = 'Please DO NOT hit the back button or refresh this page.';
export const OPEN_UPI_APP = 'Open UPI app';
export const CHECKING_STATUS = 'Checking the payment status';
export const FAILED_TITLE = 'Payment not completed';
export const BACK_TO_PAYMENT = 'Back to payment';
