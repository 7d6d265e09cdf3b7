import type profile from '../en/profile';
import { translate } from '../texts';

export default translate<typeof profile>({
  documentTitle: 'मेरी प्रोफ़ाइल · Slice',
  title: 'मेरी प्रोफ़ाइल',
  welcome: 'Slice में आपका स्वागत है',
  loading: 'आपकी प्रोफ़ाइल लोड हो रही है',
  loadFailedTitle: 'हम आपकी प्रोफ़ाइल लोड नहीं कर सके।',
  loadFailedBody: 'अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  fields: {
    firstName: 'पहला नाम',
    lastName: 'उपनाम',
    email: 'ईमेल',
    mobile: 'मोबाइल नंबर',
  },
  notSet: 'अभी जोड़ा नहीं गया',
  edit: 'बदलें',
  editLabel: '{field} बदलें',
  save: 'सेव करें',
  saving: 'सेव हो रहा है',
  cancel: 'रद्द करें',
  mobileHint: 'आपका मोबाइल नंबर ही आपका लॉगिन है, इसे बदला नहीं जा सकता।',
  logout: 'लॉगआउट',
  linksLabel: 'आपके ऑर्डर और पते',
  orderHistory: 'मेरे ऑर्डर',
  addresses: 'सेव किए गए पते',
  trackOrder: 'ऑर्डर ट्रैक करें',
  deleteAccount: 'अकाउंट डिलीट करें',
  deleteTitle: 'अपना अकाउंट डिलीट करें?',
  deleteBody:
    'आपकी निजी जानकारी (नाम, ईमेल, मोबाइल नंबर और सेव किए गए पते) हटा दी जाएगी और आप लॉगआउट हो जाएँगे। इसे वापस नहीं लाया जा सकता।',
  deleteConfirm: 'डिलीट करें',
  deleting: 'आपका अकाउंट डिलीट हो रहा है',
});
