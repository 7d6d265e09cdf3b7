/** Texts of the REMOVE_PROMO question (SPEC 4): a coupon limited to other payment methods, paid another way. */
import { defineTexts } from '../texts';

export default defineTexts('removePromo', {
  header: 'Remove the coupon?',
  body: 'Coupon {promoCode} works only when you pay by {methods}. Remove it and pay the full price the way you chose, or keep it and choose {methods}.',
  bodyWithoutCode:
    'The coupon in your cart works only when you pay by {methods}. Remove it and pay the full price the way you chose, or keep it and choose {methods}.',
  remove: 'Remove coupon and pay',
  keep: 'Keep coupon',
  removing: 'Removing the coupon and updating your total',
  failedHeader: 'Coupon not removed',
  tryAgain: 'Try again',
  /** What a coupon's payment options are called (SPEC 4 payment types and groups). */
  options: {
    UPI: 'UPI',
    UPI_WALLET: 'UPI',
    CARD: 'card',
    CC: 'credit card',
    DC: 'debit card',
    NB: 'net banking',
    WALLET: 'a wallet',
    PAYTM_WALLET: 'Paytm Wallet',
    AMZPAY_WALLET: 'Amazon Pay',
    CASH: 'cash',
    EVOUCHER: 'e-voucher or gift card',
    PIGGYBANK: 'Slice Wallet',
  },
  /** Joins two or more methods: 'UPI or card'. */
  or: ' or ',
});
