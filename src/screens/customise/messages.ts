/** Texts of the customise screen (ours; SPEC gives none). */
import { BRAND } from '@/domain/constants';

export const CUSTOMISE_DOCUMENT_TITLE = `Customise your pizza · ${BRAND}`;
export const CUSTOMISE_LOADING = 'Loading your pizza';
export const BACK_TO_MENU = 'Back to menu';
export const CRUST_LEGEND = 'Crust';
export const SIZE_LEGEND = 'Size';
export const TOPPINGS_LEGEND = 'Toppings';
export const TOPPINGS_HINT = 'Take off what you do not want; a topping you add in its place is free.';
export const NO_TOPPINGS = 'Toppings cannot be changed right now.';
export const INCLUDED = 'Included';
export const EXTRA_CHEESE = 'Extra cheese';
export const QUANTITY = 'Quantity';
export const LESS_CHEESE = 'Less extra cheese';
export const MORE_CHEESE = 'More extra cheese';
export const FEWER = 'Fewer';
export const MORE = 'More';
export const PRICE_EACH = 'each';
export const ADD_TO_CART = 'Add to cart';
export const TOTAL = 'Total';
export const LOAD_FAILED_TITLE = 'We could not load this pizza';
export const LOAD_FAILED_BODY = 'Please check your connection and try again.';
export const RETRY = 'Try again';

/** SPEC 3 size serves, e.g. 'Serves 2'. */
export const servesText = (serves: number): string => `Serves ${serves}`;
/** The price a topping adds, e.g. '+ ₹ 45'. */
export const extraPrice = (price: string): string => `+ ${price}`;
/** SPEC 9 extracheesecount, e.g. 'Up to 3 portions'. */
export const cheeseLimitText = (limit: number): string => `Up to ${limit} ${limit === 1 ? 'portion' : 'portions'}`;
export const cheesePortions = (count: number): string => `${count} ${count === 1 ? 'portion' : 'portions'} of extra cheese`;
