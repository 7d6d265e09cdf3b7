/** Texts of the everyday-value page (SPEC 2 /edv). SPEC gives 'Temporarily out of stock' (SPEC 8); the others are ours. */
import { BRAND } from '@/domain/constants';

export const EDV_DOCUMENT_TITLE = `Everyday value · ${BRAND}`;
export const EDV_HEADING = 'Everyday value offers';
export const EDV_INTRO = 'Pick your pizzas and pay one low price for each.';
export const EDV_LOADING = 'Loading everyday value offers';
export const EDV_FAILED_TITLE = 'We could not load the everyday value offers';
export const EDV_FAILED_BODY = 'Please check your connection and try again.';
export const RETRY = 'Try again';
export const EDV_EMPTY_TITLE = 'No everyday value offers here';
export const EDV_EMPTY_BODY = 'This store has no everyday value offers right now. The full menu is still open.';
export const BROWSE_MENU = 'Browse the menu';
export const DEALS_LABEL = 'Everyday value deals';
export const PIZZAS_LABEL = 'Pizzas in this deal';
export const NO_PIZZAS = 'No pizzas are available in this deal right now. Try another deal.';
/** SPEC 8. */
export const OUT_OF_STOCK = 'Temporarily out of stock';

export const eachLabel = (amount: string): string => `${amount} each`;
/** 'Pick 2 pizzas (1 picked)'. */
export const pickCounter = (required: number, picked: number): string =>
  `Pick ${required} ${required === 1 ? 'pizza' : 'pizzas'} (${picked} picked)`;
/** 'Add to cart — ₹ 398'. */
export const addToCartLabel = (amount: string): string => `Add to cart — ${amount}`;
