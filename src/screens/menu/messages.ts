/** Texts of the menu screen. SPEC gives 'Temporarily out of stock' (SPEC 8); the others are ours. */
import type { FoodType } from '@/api/contract';
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
