import type upiForm from '../en/upiForm';
import { translate } from '../texts';

export default translate<typeof upiForm>({
  documentTitle: 'UPI पेमेंट · Slice',
  approveHeading: 'अपने UPI ऐप में पेमेंट मंज़ूर करें',
  intentHint: 'आपका UPI ऐप अभी खुल जाना चाहिए। वहाँ पेमेंट मंज़ूर करें, फिर इस पेज पर वापस आएँ।',
  collectHint: 'हमने आपकी UPI ID पर पेमेंट रिक्वेस्ट भेजी है। अपना UPI ऐप खोलें और उसे मंज़ूर करें।',
  amount: 'कुल भुगतान',
  timeLeft: 'मंज़ूरी के लिए बचा समय',
  doNotLeave: 'कृपया बैक बटन न दबाएँ और यह पेज रीफ़्रेश न करें।',
  openApp: 'UPI ऐप खोलें',
  checkingStatus: 'पेमेंट का स्टेटस जाँचा जा रहा है',
  failedTitle: 'पेमेंट पूरा नहीं हुआ',
  backToPayment: 'पेमेंट पर वापस जाएँ',
  upiPaymentIssue: 'पेमेंट प्रोसेस करने में कुछ दिक्कत आई। कृपया वापस जाकर दोबारा कोशिश करें या पेमेंट का कोई दूसरा तरीका चुनें।',
  failures: {
    paymentFailed: 'पेमेंट नहीं हो सका। कृपया दोबारा कोशिश करें।',
    orderNotConfirmed: 'आपका ऑर्डर कन्फ़र्म नहीं हुआ। कृपया दोबारा ऑर्डर करें।',
  },
});
