/** SPEC 5 coupon and SPEC 8 cart texts, keyed by the codes the cart machine and src/domain/cart speak in. */
import { defineTexts } from '../texts';

export default defineTexts('cartRules', {
  /** SPEC 8: a SPEC 9 cart limit is exceeded; the sentence after it (ours) names the limit. */
  limitReached: 'Sorry, only a limited quantity of this product can be ordered.',
  limitItems: 'A cart can hold at most {count} items.',
  limitPrice: 'A cart’s items can add up to at most {amount}.',
  /** SPEC 8: some lines are invalid at checkout. */
  itemsUnavailable: 'Some items in your cart are unavailable. Do you want to place an order with the remaining items ?',
  /** SPEC 5. */
  couponRequired: 'Please enter coupon code',
  couponNotValid: 'Sorry, this coupon is not valid',
  /** No store chosen yet: an add is refused (SPEC gives no text; ours). */
  chooseLocationFirst: 'Please choose your delivery location or a store before adding items to your cart.',
});
