import type storeList from '../en/storeList';
import { translate } from '../texts';

export default translate<typeof storeList>({
  titles: {
    D: 'डिलीवरी',
    P: 'टेकअवे/डाइन-इन',
    T: 'टेकअवे',
    DINEIN: 'डाइन-इन',
    CURB: 'Drive-n-Pick',
  },
  documentTitle: '{title} · Slice',

  nearYou: 'आपके पास के स्टोर',
  storesInCity: '{city} के स्टोर',
  chooseCityTitle: 'शहर चुनें',
  cityListLabel: 'जिन शहरों में स्टोर हैं',
  storeListLabel: 'स्टोर',

  viewOnMap: 'मैप पर देखें',
  viewAsList: 'सूची में देखें',
  chooseCity: 'शहर चुनें',
  showNearest: 'मेरे पास के स्टोर दिखाएँ',
  searchAnother: 'दूसरी लोकेशन खोजें',

  choose: 'चुनें',
  chooseStoreLabel: '{name} चुनें',
  offline: 'अभी ऑफ़लाइन',
  offlineHint: 'यह स्टोर अभी ऑर्डर नहीं ले रहा है।',
  distance: '{km} किमी',

  loadingStores: 'स्टोर ढूँढे जा रहे हैं',
  loadingCities: 'शहर लोड हो रहे हैं',
  noStoresNear: 'इस लोकेशन से {km} किमी के अंदर कोई स्टोर नहीं है',
  noStoresInCity: '{city} में इस तरह के ऑर्डर के लिए कोई स्टोर नहीं है',
  emptyHint: 'कोई दूसरा शहर चुनें या कोई और लोकेशन खोजें।',
  noCities: 'अभी किसी शहर में इस तरह के ऑर्डर के लिए स्टोर नहीं है।',

  storesFailed: 'हम स्टोर लोड नहीं कर सके।',
  citiesFailed: 'हम शहर लोड नहीं कर सके।',
  retry: 'फिर से कोशिश करें',

  map: {
    label: 'स्टोर का मैप',
    loading: 'मैप लोड हो रहा है',
    chooseThisStore: 'यह स्टोर चुनें',
    pickAStore: 'मैप पर किसी स्टोर पर टैप करें, या नीचे से चुनें।',
    pickerLabel: 'मैप पर दिखे स्टोर',
  },
});
