import type mapScreen from '../en/mapScreen';
import { translate } from '../texts';

export default translate<typeof mapScreen>({
  documentTitle: 'लोकेशन की पुष्टि करें · Slice',
  headingDelivery: 'अपनी डिलीवरी लोकेशन की पुष्टि करें',
  headingAddAddress: 'अपने नए पते पर पिन लगाएँ',
  mapLabel: 'मैप: अपनी लोकेशन चुनने के लिए पिन खिसकाएँ या मैप पर टैप करें',
  mapLoading: 'मैप लोड हो रहा है',
  deliverTo: 'डिलीवरी का पता',
  locatingAddress: 'पता ढूँढा जा रहा है…',
  addressNotFound: 'हम इस जगह का नाम नहीं ढूँढ सके, पर पिन ठीक काम करेगा।',
  retryAddress: 'फिर से कोशिश करें',
  pinHint: 'जल्दी डिलीवरी के लिए पिन को अपने दरवाज़े तक ले जाएँ।',
  confirmLocation: 'लोकेशन कन्फ़र्म करें',
  findingStore: 'आपके पास का स्टोर ढूँढा जा रहा है',
  search: 'खोजें',
  searchLabel: 'इसके बजाय कोई लोकेशन खोजें',
  saveAddress: 'पता सेव करें',
  addressSheetTitle: 'पते की जानकारी जोड़ें',
  addressesLoading: 'आपकी पता सूची तैयार हो रही है',
  addressesFailed: 'हम आपकी पता सूची नहीं खोल सके।',
  retryAddresses: 'फिर से कोशिश करें',
});
