/** Checkout answer codes; their texts are in the `server` namespace of the catalogue. */
/** errors[0].code values of checkout answers. */
export const CHECKOUT_ERROR_CODES = {
  emptyCart: 'CART_EMPTY',
  walletCombination: 'WALLET_COMBINATION',
  walletInsufficient: 'WALLET_INSUFFICIENT',
  methodUnavailable: 'PAYMENT_METHOD_UNAVAILABLE',
  promoPaymentMismatch: 'PROMO_PAYMENT_MISMATCH',
  cardNotSupported: 'CARD_NOT_SUPPORTED',
  upiVpaRequired: 'UPI_VPA_REQUIRED',
  /** SPEC 5 'Enter House No': a delivery order without a house or flat number. */
  houseNoRequired: 'HOUSE_NO_REQUIRED',
  /** SPEC 9: a free item (menuType LOYALTY) without the credited Pizza Pals points it needs. */
  freeItemRefused: 'FREE_ITEM_REFUSED',
  paymentFailed: 'PAYMENT_FAILED',
  orderNotFound: 'ORDER_NOT_FOUND',
  checksumInvalid: 'CHECKSUM_INVALID',
  paymentNotFound: 'PAYMENT_NOT_FOUND',
} as const;
