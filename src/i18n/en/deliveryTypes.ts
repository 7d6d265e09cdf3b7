/** SPEC 1 delivery types as the customer reads them, by delivery type code (P is shown as Takeaway/Dine-in). */
import { defineTexts } from '../texts';

export default defineTexts('deliveryTypes', {
  D: 'Delivery',
  T: 'Takeaway',
  P: 'Takeaway/Dine-in',
  DINEIN: 'Dine-in',
  CURB: 'Drive-n-Pick',
  IRCTC: 'Deliver on train',
});
