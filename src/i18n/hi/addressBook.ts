import type addressBook from '../en/addressBook';
import { translate } from '../texts';

export default translate<typeof addressBook>({
  manageTitle: 'मेरे पते',
  selectTitle: 'डिलीवरी का पता चुनें',
  manageDocumentTitle: 'मेरे पते · Slice',
  selectDocumentTitle: 'डिलीवरी का पता चुनें · Slice',
  selectSubtitle: 'आपका ऑर्डर उस स्टोर को जाएगा जो आपके चुने पते पर डिलीवरी करता है।',
  backToProfile: 'प्रोफ़ाइल पर वापस जाएँ',

  loading: 'आपके पते लोड हो रहे हैं',
  loadFailedTitle: 'हम आपके पते लोड नहीं कर सके।',
  loadFailedBody: 'अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',

  emptyTitle: 'अभी कोई पता सेव नहीं है',
  emptyBody: 'एक बार पता जोड़ें, अगली बार एक टैप में वहाँ ऑर्डर करें।',
  addAddress: 'नया पता जोड़ें',
  savedAddressesLabel: 'सेव किए गए पते',
  labels: { Home: 'घर', Work: 'ऑफ़िस', Other: 'अन्य' },

  edit: 'बदलें',
  delete: 'डिलीट करें',
  saveChanges: 'बदलाव सेव करें',
  editAddressLabel: '{label} का पता बदलें, {line}',
  deleteAddressLabel: '{label} का पता डिलीट करें, {line}',
  deliverToLabel: '{label} पर डिलीवर करें: {line}',

  deleteTitle: 'यह पता डिलीट करें?',
  deleteBody: 'यह आपके सेव किए गए पतों से हटा दिया जाएगा।',
  deleteCancel: 'रद्द करें',
  deleteConfirm: 'डिलीट करें',
  deleting: 'पता डिलीट हो रहा है',
  deleteFailed: 'हम यह पता डिलीट नहीं कर सके।',

  noticeDismiss: 'अभी नहीं',
});
