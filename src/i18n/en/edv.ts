/** Texts of the everyday-value page (SPEC 2 /edv; ours, SPEC gives none). */
import { defineTexts } from '../texts';

export default defineTexts('edv', {
  documentTitle: 'Everyday value · {brand}',
  heading: 'Everyday value offers',
  intro: 'Pick your pizzas and pay one low price for each.',
  loading: 'Loading everyday value offers',
  failedTitle: 'We could not load the everyday value offers',
  failedBody: 'Please check your connection and try again.',
  retry: 'Try again',
  emptyTitle: 'No everyday value offers here',
  emptyBody: 'This store has no everyday value offers right now. The full menu is still open.',
  browseMenu: 'Browse the menu',
  /** An order to a train seat at a station whose store does not bring everyday-value deals to the seat. */
  notAtSeatTitle: 'Everyday value deals are not delivered to train seats at this station',
  notAtSeatBody: 'Everything else on the menu can still come to your seat.',
  dealsLabel: 'Everyday value deals',
  /** A deal's price per pizza. */
  pricePerPizza: '{price} each',
  pizzasLabel: 'Pizzas in this deal',
  noPizzas: 'No pizzas are available in this deal right now. Try another deal.',
  pickCounter: { one: 'Pick {count} pizza ({picked} picked)', other: 'Pick {count} pizzas ({picked} picked)' },
  addToCart: 'Add to cart — {price}',
});
