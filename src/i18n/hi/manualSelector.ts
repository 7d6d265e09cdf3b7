import type manualSelector from '../en/manualSelector';
import { translate } from '../texts';

export default translate<typeof manualSelector>({
  documentTitle: 'स्टोर चुनें · Slice',
  heading: 'स्टोर चुनें',
  intro: 'अपना शहर चुनें, फिर वह स्टोर जहाँ से ऑर्डर करना है।',
  cityField: 'अपना शहर खोजें',
  cityListLabel: 'स्टोर वाले शहर',
  noCityMatches: '“{text}” से कोई शहर नहीं मिला।',
  noCities: 'इस तरह के ऑर्डर के लिए अभी किसी शहर में स्टोर नहीं है।',
  loadingCities: 'शहर लोड हो रहे हैं',
  citiesFailed: 'शहर लोड नहीं हो पाए।',
  storesIn: '{city} के स्टोर',
  storeListLabel: '{city} के स्टोर',
  loadingStores: '{city} में स्टोर ढूँढ रहे हैं',
  storesFailed: '{city} के स्टोर लोड नहीं हो पाए।',
  noStores: '{city} में अभी कोई स्टोर इस तरह का ऑर्डर नहीं ले रहा।',
  changeCity: 'शहर बदलें',
  retry: 'फिर से कोशिश करें',
});
