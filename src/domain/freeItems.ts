/** SPEC 3 cart item menuType LOYALTY, SPEC 9 600 points = 1 free regular pizza: the free lines of a cart. */
import type { CartItem, CartItemInput } from '@/contract/cart';
import type { LoyaltyMenuItem } from '@/contract/loyaltyMenu';
import { LOYALTY_MENU_TYPE } from './loyalty';

/** One free regular pizza as a cart line. */
export const freeItemLineOf = (item: LoyaltyMenuItem): CartItemInput => ({
  productId: item.productId,
  crustId: item.crustId,
  sizeId: item.sizeId,
  quantity: 1,
  addTopngs: [],
  repTopngs: [],
  remTopngs: [],
  menuType: LOYALTY_MENU_TYPE,
  pricePerQty: 0,
});

export const isFreeLine = (item: Pick<CartItem, 'menuType'>): boolean => item.menuType === LOYALTY_MENU_TYPE;

/** How many free items the cart holds, valid or not. */
export const freeItemsInCart = (items: readonly Pick<CartItem, 'menuType' | 'quantity'>[]): number =>
  items.filter(isFreeLine).reduce((total, item) => total + item.quantity, 0);
