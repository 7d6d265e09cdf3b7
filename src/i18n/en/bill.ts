/** The bill's row labels (SPEC 3 cartCalculations), by row code, wherever a bill shows. */
import { defineTexts } from '../texts';

export default defineTexts('bill', {
  sub_total: 'Item total',
  discount: 'Discount',
  taxes_and_charges: 'Taxes & Charges',
  additional_charges: 'Charges',
  delivery_charge: 'Delivery charge',
  K: 'Eco-friendly packaging',
  tax: 'GST ({percent}%)',
  tip: 'Delivery partner tip',
  grand_total: 'Grand total',
});
