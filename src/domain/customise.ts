/**
 * Rules of customising a pizza (SPEC 3 Cart item topping lists, SPEC 9 extra cheese): which crust and
 * size are chosen, which toppings are on, how a topping added after a removal replaces it, the price of
 * one as chosen and the cart line put together. Pure: the customise machine holds the flow.
 */
import type { CartItemInput } from '@/contract/cart';
import type { MenuCrust, MenuProduct, MenuSize, Topping } from '@/contract/menu';
import { linePricePerQty } from '@/domain/cart';
import { EXTRA_CHEESE_ITEM_ID } from '@/domain/constants';

/** The pizza as the customer has put it together so far. */
export interface PizzaChoice {
  /** The pizza from the store's menu; null until known. */
  product: MenuProduct | null;
  /** The store's toppings. */
  toppings: Topping[];
  /** The chosen crust; null until the pizza is known. */
  crustId: number | null;
  /** The chosen size of that crust; null until the pizza is known. */
  sizeId: number | null;
  /** Default toppings taken off, in the order removed (remTopngs). */
  removed: number[];
  /** Toppings put on that the pizza does not come with, in the order chosen; the first ones replace removed defaults. */
  extras: number[];
  /** Portions of extra cheese. */
  cheese: number;
  /** How many of this pizza. */
  quantity: number;
}

/** The default toppings still on the pizza, then the extras. */
export function toppingsOn(product: MenuProduct, removed: readonly number[], extras: readonly number[]): number[] {
  return [...product.defaultToppings.filter((id) => !removed.includes(id)), ...extras];
}

/** The crust chosen, or undefined before the pizza is known. */
export function crustOf(product: MenuProduct | null, crustId: number | null): MenuCrust | undefined {
  return product?.crust.find((crust) => crust.crustId === crustId);
}

export function sizeOf(product: MenuProduct | null, crustId: number | null, sizeId: number | null): MenuSize | undefined {
  return crustOf(product, crustId)?.sizes.find((size) => size.sizeId === sizeId);
}

/** Adding after removal is a replacement: the first extras replace removed defaults, the rest are additions. */
export function toppingLists(
  context: Pick<PizzaChoice, 'removed' | 'extras' | 'cheese'>,
): Pick<CartItemInput, 'addTopngs' | 'repTopngs' | 'remTopngs'> {
  const replaced = Math.min(context.extras.length, context.removed.length);
  return {
    remTopngs: [...context.removed],
    repTopngs: context.extras.slice(0, replaced),
    addTopngs: [...context.extras.slice(replaced), ...Array.from({ length: context.cheese }, () => EXTRA_CHEESE_ITEM_ID)],
  };
}

/** Price of one as chosen, paise (the shared SPEC pricing rule); null before the size is known. */
export function pricePerQtyOf(context: PizzaChoice): number | null {
  const size = sizeOf(context.product, context.crustId, context.sizeId);
  if (!size) return null;
  const prices = new Map(context.toppings.map((topping) => [topping.id, topping.price]));
  return linePricePerQty({ base: size.price, ...toppingLists(context), toppingPrice: (id) => prices.get(id) ?? 0 });
}

/**
 * The cart line the customer has put together; null before the pizza, crust and size are known.
 * pricePerQty is ignored by the server; the cart uses it to check the SPEC 9 price limit before sending.
 */
export function cartItemOf(context: PizzaChoice): CartItemInput | null {
  const { product, crustId, sizeId, quantity } = context;
  const pricePerQty = pricePerQtyOf(context);
  if (!product || crustId === null || sizeId === null || pricePerQty === null) return null;
  return { productId: product.id, crustId, sizeId, quantity, ...toppingLists(context), pricePerQty };
}

/** The store sells the topping and the pizza allows it. */
export function isOffered(context: Pick<PizzaChoice, 'product' | 'toppings'>, toppingId: number): boolean {
  return context.product?.allowedToppings.includes(toppingId) === true && context.toppings.some((topping) => topping.id === toppingId);
}

export function isOn(context: Pick<PizzaChoice, 'product' | 'removed' | 'extras'>, toppingId: number): boolean {
  return context.product !== null && toppingsOn(context.product, context.removed, context.extras).includes(toppingId);
}

export function isRemovedDefault(context: Pick<PizzaChoice, 'removed'>, toppingId: number): boolean {
  return context.removed.includes(toppingId);
}
