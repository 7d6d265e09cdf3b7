import type messages from '../en/messages';
import { translate } from '../texts';

export default translate<typeof messages>({
  popupHeader: 'अरे!',
  popupButton: 'ठीक है',

  errorFallbackTitle: 'कुछ गड़बड़ हो गई!',
  errorFallbackBody: 'कृपया फिर से कोशिश करें।',
  errorFallbackButton: 'रीफ़्रेश करें',

  genericError: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  internalServerError: 'सर्वर में कोई दिक्कत आ गई',
  internalServerErrorHeader: 'अरे!',
  internalServerErrorButton: 'ठीक है',
  badResponse: 'सर्वर से सही जवाब नहीं मिला',
  asyncTimeout: 'जवाब आने में बहुत देर हो गई',

  tokenRefreshFailed: 'लगता है कुछ गड़बड़ हो गई, कृपया फिर से कोशिश करें। अगर आप लॉगिन थे, तो खास फ़ायदे पाते रहने के लिए फिर से लॉगिन करें',
  loggedOutByApi: 'आप लॉगआउट हो गए हैं। कृपया फिर से लॉगिन करें।',

  networkRetrying: 'लगता है नेटवर्क में दिक्कत है। फिर से कोशिश कर रहे हैं....',
  networkLost: 'इंटरनेट कनेक्शन टूट गया',
  networkRetryFailed: 'दोबारा कोशिश नाकाम रही',

  brokenLink: 'माफ़ कीजिए, आपने जिस लिंक पर क्लिक किया वह काम नहीं कर रहा!',

  otpValidationFailed: 'पुष्टि नहीं हो पाई। कृपया अपना नंबर फिर से वेरिफ़ाई करें।',

  locationBlocked: 'लोकेशन की अनुमति बंद है। कृपया साइट सेटिंग में इसे चालू करें',
  locationBlockedHeader: 'लोकेशन की अनुमति नहीं है',
  locationSearchPrompt: 'अपनी डिलीवरी लोकेशन खोजें',
  locationNotDeliverable: 'हम यहाँ डिलीवरी नहीं करते',
  storeUnavailable: 'माफ़ कीजिए, चुने गए स्टोर में अभी कुछ दिक्कत है। कृपया कोई दूसरा स्टोर चुनें',
  locationNoSavedAddressHeader: 'यह लोकेशन किसी सेव किए गए पते से मेल नहीं खाती',
  locationNoSavedAddress: 'आपके सेव किए गए पतों में से कोई भी इस लोकेशन से मेल नहीं खाता। ज़रूरत हो तो नया पता जोड़ें।',

  paymentFailed: 'पेमेंट नहीं हो पाया। कृपया फिर से कोशिश करें।',
  orderNotConfirmed: 'आपका ऑर्डर कन्फ़र्म नहीं हुआ। कृपया फिर से ऑर्डर करें।',
});
