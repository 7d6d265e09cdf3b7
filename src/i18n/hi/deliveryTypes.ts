import type deliveryTypes from '../en/deliveryTypes';
import { translate } from '../texts';

export default translate<typeof deliveryTypes>({
  D: 'डिलीवरी',
  T: 'टेकअवे',
  P: 'टेकअवे/डाइन-इन',
  DINEIN: 'डाइन-इन',
  CURB: 'ड्राइव-एन-पिक',
  IRCTC: 'ट्रेन पर डिलीवरी',
});
