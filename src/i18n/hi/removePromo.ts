import type removePromo from '../en/removePromo';
import { translate } from '../texts';

export default translate<typeof removePromo>({
  header: 'कूपन हटाएँ?',
  body: 'कूपन {promoCode} सिर्फ़ {methods} से पेमेंट करने पर लगता है। इसे हटाकर चुने गए तरीके से पूरी कीमत चुकाएँ, या कूपन रखकर {methods} चुनें।',
  bodyWithoutCode: 'आपके कार्ट का कूपन सिर्फ़ {methods} से पेमेंट करने पर लगता है। इसे हटाकर चुने गए तरीके से पूरी कीमत चुकाएँ, या कूपन रखकर {methods} चुनें।',
  remove: 'कूपन हटाएँ और पेमेंट करें',
  keep: 'कूपन रखें',
  removing: 'कूपन हटाया जा रहा है और आपकी कुल रकम बदली जा रही है',
  failedHeader: 'कूपन नहीं हटा',
  tryAgain: 'फिर कोशिश करें',
  options: {
    UPI: 'UPI',
    UPI_WALLET: 'UPI',
    CARD: 'कार्ड',
    CC: 'क्रेडिट कार्ड',
    DC: 'डेबिट कार्ड',
    NB: 'नेट बैंकिंग',
    WALLET: 'वॉलेट',
    PAYTM_WALLET: 'Paytm वॉलेट',
    AMZPAY_WALLET: 'Amazon Pay',
    CASH: 'कैश',
    EVOUCHER: 'ई-वाउचर या गिफ़्ट कार्ड',
    PIGGYBANK: 'Slice वॉलेट',
  },
  or: ' या ',
});
