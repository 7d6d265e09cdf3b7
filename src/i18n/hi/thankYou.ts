import type thankYou from '../en/thankYou';
import { translate } from '../texts';

export default translate<typeof thankYou>({
  documentTitle: 'ऑर्डर हो गया',
  orderPlaced: 'ऑर्डर हो गया',
  placedBody: 'धन्यवाद! आपका ऑर्डर स्टोर तक पहुँच गया है।',
  advanceNote: 'यह एडवांस ऑर्डर है: आपके चुने हुए समय से 30 मिनट पहले हम इसे बनाना शुरू करेंगे।',
  deliveringTo: 'डिलीवरी का पता',
  itemsHeading: 'आपका ऑर्डर',
  freeItem: 'पॉइंट्स से मुफ़्त',
  paymentSummary: 'पेमेंट की जानकारी',
  paymentMode: 'पेमेंट का तरीका',
  points: {
    heading: 'Pizza Pals पॉइंट्स',
    earned: 'इस ऑर्डर पर आपने {points} पॉइंट्स कमाए।',
    burned: 'आपके फ़्री पिज़्ज़ा के लिए {points} पॉइंट्स इस्तेमाल हुए।',
    balance: 'अब आपका Pizza Pals बैलेंस: {points} पॉइंट्स।',
    pending: 'पेंडिंग: {points} पॉइंट्स, अभी इस्तेमाल नहीं किए जा सकते।',
    rule: '1 ऑर्डर = {points} पॉइंट्स, दिन के पहले योग्य ऑर्डर पर मिलते हैं और 24-48 घंटों में आपके खाते में जुड़ जाते हैं।',
  },
  trackOrder: 'ऑर्डर ट्रैक करें',
  orderMore: 'और ऑर्डर करें',
  loading: 'आपका ऑर्डर लोड हो रहा है',
  loadFailedTitle: 'आपका ऑर्डर लोड नहीं हो सका',
  loadFailedBody: 'इस ऑर्डर की जानकारी लोड नहीं हुई।',
  failedDocumentTitle: 'ऑर्डर नहीं हो सका',
  causes: {
    declined: 'आपका पेमेंट नहीं हो पाया, इसलिए कोई ऑर्डर नहीं हुआ।',
    timedOut: 'आपके पेमेंट की पुष्टि समय पर नहीं मिली, इसलिए कोई ऑर्डर नहीं हुआ।',
  },
  cancelledTitle: 'पेमेंट रद्द हो गया',
  cancelledBody: 'कोई ऑर्डर नहीं हुआ और कोई पैसा नहीं कटा। आपका कार्ट वैसा ही है जैसा आपने छोड़ा था।',
  backToCart: 'कार्ट पर वापस जाएँ',
});
