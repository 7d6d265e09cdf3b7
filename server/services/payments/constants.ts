/** Checkout numbers (SPEC 9) and the sandbox gateway's documented test values. */

/** SPEC 9 payment status polling: total 80, next call after 3 (seconds, as pollingData gives them). */
export const PAYMENT_POLLING_DURATION_SECONDS = 80;
export const PAYMENT_POLLING_INTERVAL_SECONDS = 3;

/** SPEC 9: 1 order = 100 points, earned on the first eligible order of the day. */
export const LOYALTY_POINTS_PER_ORDER = 100;

/** Card ranges (first 6 digits) this merchant does not accept: card validation answers FAILED, the gateway fails the payment. */
export const BLOCKED_CARD_BINS: readonly string[] = ['412345'];

/** Sandbox test cards (numbers without spaces). */
export const SANDBOX_TEST_CARDS = {
  /** Asks for the 3-D Secure OTP, then succeeds. Any other valid card number behaves the same. */
  success: '4111111111111111',
  /** The bank debits the amount and then declines: the payment fails and the debit is refunded. */
  declined: '4000000000000002',
  /** The issuer lets the merchant's app take the OTP: the gateway sends the customer back to enter it there. */
  appOtp: '5555555555554444',
} as const;
/** Wrong OTPs a card payment survives when entered in the merchant's app: the last one fails the payment. */
export const CARD_OTP_MAX_ATTEMPTS = 3;
/** The merchant id (MID) the gateways know this merchant by: UPI verify sends it back. */
export const MERCHANT_ID = 'SLICE0000SANDBOX';
/** The one OTP the sandbox 3-D Secure page accepts; any other code fails the payment. */
export const SANDBOX_OTP = '123456';
/** The sandbox's UPI address (payee of intent links). */
export const SANDBOX_PAYEE_VPA = 'slice@sandbox';
