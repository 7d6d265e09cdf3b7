import type bill from '../en/bill';
import { translate } from '../texts';

export default translate<typeof bill>({
  sub_total: 'आइटम का कुल',
  discount: 'छूट',
  taxes_and_charges: 'टैक्स और शुल्क',
  additional_charges: 'शुल्क',
  delivery_charge: 'डिलीवरी शुल्क',
  K: 'इको-फ़्रेंडली पैकेजिंग',
  tax: 'GST ({percent}%)',
  tip: 'डिलीवरी पार्टनर टिप',
  grand_total: 'कुल रकम',
});
