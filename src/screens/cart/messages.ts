/** Texts of the cart screen. SPEC 5 coupon and SPEC 8 cart texts come from src/domain/cart; the others are ours. */
import { wholeRupeesText, type CartLimit } from '@/domain/cart';
import { BRAND } from '@/domain/constants';

export const CART_DOCUMENT_TITLE = `Cart · ${BRAND}`;
export const CART_HEADING = 'Your cart';
export const CART_LOADING = 'Loading your cart';
export const CART_UPDATING = 'Updating your cart';
export const LOAD_FAILED_TITLE = 'We could not load your cart';
export const LOAD_FAILED_BODY = 'Please check your connection and try again.';
export const RETRY = 'Try again';
export const EMPTY_TITLE = 'Your cart is empty';
export const EMPTY_BODY = 'Pick something tasty from the menu and it will show up here.';
export const BROWSE_MENU = 'Browse the menu';

export const ITEMS_HEADING = 'Items';
export const DECREASE = (name: string) => `Decrease quantity of ${name}`;
export const INCREASE = (name: string) => `Increase quantity of ${name}`;
/** Why a + is disabled: which SPEC 9 limit one more would break. */
export const limitAheadNote = (limit: CartLimit, limits: { maximumcartitems: number; maximumcartprice: number }): string =>
  limit === 'items'
    ? `Your cart has the most items allowed (${limits.maximumcartitems}).`
    : `One more would take your cart over ${wholeRupeesText(limits.maximumcartprice)}, the most allowed.`;
export const QUANTITY_OF = (name: string) => `Quantity of ${name}`;
export const REMOVE = 'Remove';
export const REMOVE_LINE = (name: string) => `Remove ${name} from cart`;
export const PRICE_BEFORE_DISCOUNT = 'Price before discount';
export const TOPPINGS_ADDED = 'Added';
export const TOPPINGS_REPLACED = 'Replaced with';
export const TOPPINGS_REMOVED = 'Without';
/** When the topping names could not be loaded. */
export const toppingCount = (count: number) => `${count} ${count === 1 ? 'topping' : 'toppings'}`;
export const variantOf = (size: string | null, crust: string | null) => [size, crust].filter(Boolean).join(' · ');
export const DEAL_APPLIED = 'Deal applied';

export const UNAVAILABLE_HEADING = 'Unavailable items';
export const UNAVAILABLE_NOTE = 'These items cannot be ordered right now and will not be charged.';
export const UNAVAILABLE_HEADER = 'Items unavailable';
export const UNAVAILABLE_ACCEPT = 'Continue';
export const UNAVAILABLE_CANCEL = 'Go back';

export const COUPON_HEADING = 'Offers & coupons';
export const COUPON_LABEL = 'Coupon code';
export const COUPON_APPLY = 'Apply';
export const COUPON_APPLYING = 'Applying coupon';
export const COUPON_APPLIED = (code: string) => `${code} applied`;
export const COUPON_SAVING = (amount: string) => `You save ${amount}`;
export const COUPON_REMOVE = (code: string) => `Remove coupon ${code}`;
export const VIEW_OFFERS = 'View all offers';
export const OFFER_NUDGE = (amount: string) => `Add items worth ${amount} more to unlock an offer`;

export const TIP_HEADING = 'Tip your delivery partner';
export const TIP_NOTE = 'The whole tip goes to your delivery partner.';
export const NO_TIP = 'No tip';

export const BILL_HEADING = 'Bill details';

export const UPSELL_HEADING = 'Add more to your meal';
export const ADD = 'Add';
export const ADD_PRODUCT = (name: string) => `Add ${name} to cart`;

export const CHECKOUT = 'Checkout';
export const REVIEW_HEADER = 'Review your order';
export const REVIEW_ITEMS = 'Items in your order';
export const PLACE_ORDER = 'Place order';
export const EDIT_CART = 'Edit cart';
export const TO_PAY = 'To pay';
export const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
