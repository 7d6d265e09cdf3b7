/** Texts of the customise screen (SPEC 2 /customise; ours, SPEC gives none). */
import { defineTexts } from '../texts';

export default defineTexts('customise', {
  documentTitle: 'Customise your pizza · {brand}',
  loading: 'Loading your pizza',
  backToMenu: 'Back to menu',
  crustLegend: 'Crust',
  sizeLegend: 'Size',
  /** SPEC 3 size serves. */
  serves: { one: 'Serves {count}', other: 'Serves {count}' },
  toppingsLegend: 'Toppings',
  toppingsHint: 'Take off what you do not want; a topping you add in its place is free.',
  noToppings: 'Toppings cannot be changed right now.',
  included: 'Included',
  /** The price a topping adds. */
  extraPrice: '+ {price}',
  extraCheese: 'Extra cheese',
  extraCheesePrice: '+ {price} each',
  /** SPEC 9 extracheesecount. */
  cheeseLimit: { one: 'Up to {count} portion', other: 'Up to {count} portions' },
  cheesePortions: { one: '{count} portion of extra cheese', other: '{count} portions of extra cheese' },
  lessCheese: 'Less extra cheese',
  moreCheese: 'More extra cheese',
  quantity: 'Quantity',
  quantityValue: 'Quantity {count}',
  fewer: 'Fewer',
  more: 'More',
  total: 'Total',
  priceEach: '{price} each',
  addToCart: 'Add to cart',
  loadFailedTitle: 'We could not load this pizza',
  loadFailedBody: 'Please check your connection and try again.',
  retry: 'Try again',
});
