import type paymentMethods from '../en/paymentMethods';
import { translate } from '../texts';

export default translate<typeof paymentMethods>({
  CC: 'क्रेडिट कार्ड',
  DC: 'डेबिट कार्ड',
  NB: 'नेट बैंकिंग',
  UPI_WALLET: 'UPI',
  PAYTM_WALLET: 'Paytm वॉलेट',
  AMZPAY_WALLET: 'Amazon Pay',
  CASH: 'कैश ऑन डिलीवरी',
  EVOUCHER: 'गिफ़्ट कार्ड / ई-वाउचर',
  PIGGYBANK: 'Slice वॉलेट',
});
