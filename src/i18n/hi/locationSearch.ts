import type locationSearch from '../en/locationSearch';
import { translate } from '../texts';

export default translate<typeof locationSearch>({
  documentTitle: 'अपनी लोकेशन चुनें',
  pageTitle: {
    delivery: 'हम कहाँ डिलीवर करें?',
    takeaway: 'अपने पास का स्टोर ढूँढें',
    pickup: 'अपने पास का स्टोर ढूँढें',
    dinein: 'अपने पास का रेस्टोरेंट ढूँढें',
    curb: 'अपने पास का Drive-n-Pick स्टोर ढूँढें',
  },
  searchPrompt: 'अपनी डिलीवरी लोकेशन खोजें',
  searchHint: 'अपने इलाके, गली या मोहल्ले के कम से कम {min} अक्षर लिखें',
  clearSearch: 'खोज साफ़ करें',
  searchingPlaces: 'जगहें खोजी जा रही हैं…',
  noPlacesFound: 'कोई जगह नहीं मिली',
  noPlacesFoundHint: 'स्पेलिंग जाँचें, या पास का कोई इलाका या लैंडमार्क खोजें।',
  searchFailed: 'अभी जगहें नहीं खोजी जा सकीं।',
  retry: 'फिर से कोशिश करें',
  placesFound: { one: '{count} जगह मिली', other: '{count} जगहें मिलीं' },

  useCurrentLocation: 'मौजूदा लोकेशन इस्तेमाल करें',
  detectLocation: 'लोकेशन पता करें',
  detectLocationHint: 'आपके डिवाइस के GPS से',
  detectingLocation: 'आपकी लोकेशन पता की जा रही है…',

  chooseStoreByHand: 'ख़ुद स्टोर चुनें',
  chooseStoreByHandHint: 'अपना शहर चुनें, फिर स्टोर: लोकेशन की ज़रूरत नहीं',

  savedAddresses: 'सेव किए गए पते',
  recentlySearched: 'हाल की खोजें',
  addressesFailed: 'हम आपके सेव किए गए पते लोड नहीं कर सके।',
  labels: { Home: 'घर', Work: 'ऑफ़िस', Other: 'अन्य' },

  currentLocationHeader: 'हम आपकी लोकेशन नहीं ढूँढ सके',
  currentLocationReason: {
    denied: 'इस साइट के लिए लोकेशन की अनुमति बंद है।',
    timeout: 'आपकी लोकेशन ढूँढने में बहुत देर लगी।',
    unavailable: 'आपका डिवाइस आपकी लोकेशन नहीं बता सका।',
    not_available: 'यह ब्राउज़र आपकी लोकेशन शेयर नहीं कर सकता।',
  },
  searchManuallyAsk: 'कृपया अपनी डिलीवरी लोकेशन खुद खोजें।',
  retryLocation: 'फिर से कोशिश करें',
  searchManually: 'खुद खोजें',
});
