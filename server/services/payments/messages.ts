/** Checkout answer codes; their texts are in the `server` namespace of the catalogue. */
/** errors[0].code values of checkout answers. */
export const CHECKOUT_ERROR_CODES = {
  emptyCart: 'CART_EMPTY',
  walletCombination: 'WALLET_COMBINATION',
  walletInsufficient: 'WALLET_INSUFFICIENT',
  methodUnavailable: 'PAYMENT_METHOD_UNAVAILABLE',
  cardNotSupported: 'CARD_NOT_SUPPORTED',
  upiVpaRequired: 'UPI_VPA_REQUIRED',
  /** SPEC 5 'Enter House No': a delivery order without a house or flat number. */
  houseNoRequired: 'HOUSE_NO_REQUIRED',
  /** SPEC 4: zero-contact delivery asked for an order paid in cash or not delivered. */
  zeroContactRefused: 'ZERO_CONTACT_PREPAID_ONLY',
  /** SPEC 9: a free item (menuType LOYALTY) without the credited Pizza Pals points it needs. */
  freeItemRefused: 'FREE_ITEM_REFUSED',
  paymentFailed: 'PAYMENT_FAILED',
  orderNotFound: 'ORDER_NOT_FOUND',
  checksumInvalid: 'CHECKSUM_INVALID',
  paymentNotFound: 'PAYMENT_NOT_FOUND',
  /** E-vouchers and gift cards (SPEC 4 EVOUCHER, SPEC 8). */
  voucherNotFound: 'VOUCHER_NOT_FOUND',
  voucherExpired: 'VOUCHER_EXPIRED',
  voucherEmpty: 'VOUCHER_EMPTY',
  voucherNotAllowed: 'VOUCHER_NOT_ALLOWED',
  voucherInsufficient: 'VOUCHER_INSUFFICIENT',
  /** Verification: what other verified orders hold leaves the voucher short of this order's share. */
  voucherShort: 'VOUCHER_SHORT',
  voucherSecondMethod: 'VOUCHER_SECOND_METHOD',
  voucherPinInvalid: 'VOUCHER_PIN_INVALID',
  voucherPinLocked: 'VOUCHER_PIN_LOCKED',
  voucherChecksLimited: 'VOUCHER_CHECKS_LIMITED',
  voucherStepOver: 'VOUCHER_STEP_OVER',
} as const;
