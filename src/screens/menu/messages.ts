/** Texts of the menu screen. SPEC gives 'Temporarily out of stock' (SPEC 8); the others are ours. */
import type { FoodType } from '@/contract/codes';
import { BRAND } from '@/domain/constants';
import { DELIVERY_CHOICES } from '@/domain/navigation';
import type { StoreDeliveryType } from '@machines/storeSelection.machine';

export const MENU_DOCUMENT_TITLE = `Menu · ${BRAND}`;
export const MENU_HEADING = 'Menu';
export const MENU_LOADING = 'Loading the menu';
export const ORDERING_FROM = 'Ordering from';
export const CHANGE_STORE = 'Change';
export const CHANGE_STORE_LABEL = 'Change store or delivery type';
export const CATEGORIES_LABEL = 'Menu categories';
export const EMPTY_MENU = 'This store has no menu to show right now. Please choose another store.';
export const EMPTY_CATEGORY = 'Nothing in this category right now. Have a look at the others.';
export const LOAD_FAILED_TITLE = 'We could not load the menu';
export const LOAD_FAILED_BODY = 'Please check your connection and try again.';
export const RETRY = 'Try again';
/** SPEC 8. */
export const OUT_OF_STOCK = 'Temporarily out of stock';
export const PRICE_LABEL = 'Price';

/** Accessible names of the Indian veg / non-veg marks. */
export const FOOD_TYPE_LABELS: Record<FoodType, string> = {
  VEG: 'Veg',
  NON_VEG: 'Non-veg',
};

/** SPEC 1 delivery types as the store bar names them; P is shown as Takeaway/Dine-in. */
export const DELIVERY_TYPE_LABELS: Record<StoreDeliveryType, string> = {
  D: DELIVERY_CHOICES.delivery.label,
  T: 'Takeaway',
  P: DELIVERY_CHOICES.takeaway.label,
  DINEIN: 'Dine-in',
  CURB: DELIVERY_CHOICES.drivePick.label,
};

/** The default crust and size under a pizza's price, e.g. 'Regular · New Hand Tossed'. */
export const variantLabel = (size: string, crust: string): string => `${size} · ${crust}`;

/** SPEC 9 category filters (all, veg, non-veg) and sort options (discount or price, either way). */
export const FILTER_LABEL = 'Show';
export const FOOD_FILTER_LABELS = { all: 'All', veg: 'Veg', nonVeg: 'Non-veg' } as const;
export const VEG_ONLY_BADGE = 'Veg only';
export const VEG_ONLY_NOTE = 'Showing vegetarian dishes only';
export const SORT_LABEL = 'Sort by';
export const SORT_LABELS = {
  menu: 'Recommended',
  priceHighToLow: 'Price: high to low',
  priceLowToHigh: 'Price: low to high',
  discountHighToLow: 'Discount: high to low',
  discountLowToHigh: 'Discount: low to high',
} as const;
export const EMPTY_FILTER = 'No dishes of this kind in this category. Try another filter.';
export const EMPTY_FAVOURITES = 'Tap the heart on a dish to keep it here.';

/** Product card. */
export const BESTSELLER = 'Bestseller';
export const ADD = 'Add';
export const addLabel = (name: string): string => `Add ${name}`;
export const customiseLabel = (name: string): string => `Add ${name}: choose crust, size and toppings`;
export const favouriteLabel = (name: string): string => `Favourite ${name}`;
export const ORIGINAL_PRICE_LABEL = 'Was';

/** Confirmation after a product went to the cart. */
export const addedToCart = (name: string): string => `${name} added to your cart`;

/** The sticky cart bar. */
export const itemCountText = (count: number): string => `${count} ${count === 1 ? 'item' : 'items'}`;
export const VIEW_CART = 'View cart';
export const CART_BAR_LABEL = 'Your cart';
