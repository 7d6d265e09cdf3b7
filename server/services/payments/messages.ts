/** Checkout texts: SPEC 8 verbatim where the spec gives them, ours where it does not. */
import { BRAND } from '@/domain/constants';

/** SPEC 8 payment failure. */
export const PAYMENT_FAILED = 'Payment Failed. Please try again.';
/** A newer confirmation of the same cart stopped this payment (one payable order per cart). */
export const PAYMENT_SUPERSEDED = 'You started a newer payment for this cart, so this one was stopped. Anything taken for it is refunded.';
/** SPEC 8 wallet rules. */
export const WALLET_WITH_CASH_OR_EGV = "Wallet can't be choosen with CASH OR EGV, Please change PaymentMode";
/** SPEC 8: insufficient wallet balance asks for a second method. */
export const WALLET_INSUFFICIENT = `Your ${BRAND} Wallet balance is not enough for this order. Please choose another payment method for the rest.`;
/** Two methods: one of them must be the wallet. */
export const SECOND_METHOD_WALLET_ONLY = `Only the ${BRAND} Wallet can be combined with another payment method.`;
export const EMPTY_CART = 'Your cart is empty. Please add items to place an order.';
/** SPEC 5: a coupon limited to some payment methods (e.g. UPI75) cannot be paid another way. */
export const PROMO_PAYMENT_MISMATCH = 'The coupon applied cannot be used with this payment method. Please remove the coupon or choose another way to pay.';
export const PAYMENT_METHOD_UNAVAILABLE = 'This payment option is not available. Please choose another payment method.';
export const CARD_NOT_SUPPORTED = 'This card is not supported. Please use another card.';
export const UPI_VPA_REQUIRED = 'Please enter your UPI ID to receive the payment request.';
export const ORDER_NOT_FOUND = 'Order not found.';
export const CHECKSUM_INVALID = 'The checksum does not match the callback.';
export const PAYMENT_NOT_FOUND = 'Payment not found.';

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
  paymentFailed: 'PAYMENT_FAILED',
  orderNotFound: 'ORDER_NOT_FOUND',
  checksumInvalid: 'CHECKSUM_INVALID',
  paymentNotFound: 'PAYMENT_NOT_FOUND',
} as const;
