/** Texts of the free regular pizzas on the menu (SPEC 3 menuType LOYALTY, SPEC 9: 600 points = 1 free regular pizza). */
import { defineTexts } from '../texts';

export default defineTexts('freePizza', {
  heading: 'Your free pizza',
  available: {
    one: 'Your Pizza Pals points buy {count} free regular pizza. Pick it here: it costs ₹0.',
    other: 'Your Pizza Pals points buy {count} free regular pizzas. Pick them here: they cost ₹0.',
  },
  allInCart: 'Your free pizza is in your cart.',
  notYet: '{points} more points to your next free regular pizza ({perItem} points each).',
  /** SPEC 9: points on their way are not balance. */
  pending: 'Pending: {points} points on their way, usable 24 hours after delivery.',
  regular: 'Regular · {crust}',
  originalPrice: 'Usual price',
  free: 'Free',
  add: 'Add free',
  addLabel: 'Add a free regular {name}',
  added: 'Free {name} added to your cart',
});
