import { defineTexts } from '../texts';

/** The names of the seeded payment methods the server serves, by payment id. */
export default defineTexts('paymentMethods', {
  CC: 'Credit Card',
  DC: 'Debit Card',
  NB: 'Net Banking',
  UPI_WALLET: 'UPI',
  PAYTM_WALLET: 'Paytm Wallet',
  AMZPAY_WALLET: 'Amazon Pay',
  CASH: 'Cash on Delivery',
  EVOUCHER: 'Gift card / e-Voucher',
  PIGGYBANK: 'Slice Wallet',
});
