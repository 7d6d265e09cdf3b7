/** Cart lines and server carts as the fake server answers them, shared by the cart rule and cart machine tests. */
import type { CartItem, CartItemInput, CartResponse, CartTip } from '@/contract/cart';
import type { MenuProduct } from '@/contract/menu';
import { plainItemOf } from '@/domain/cartLines';

/** The store the fake server's carts belong to. */
export const CART_STORE_ID = '66201';

/** Prices of one, paise, by product id, as the fake server prices them. */
const MARGHERITA_PRICE = 19_900;
const BREAD_PRICE = 10_900;
const PRICES: Record<number, number> = { 101: MARGHERITA_PRICE, 102: 24_900, 501: BREAD_PRICE };
const NAMES: Record<number, string> = { 101: 'Margherita', 102: 'Farmhouse', 501: 'Garlic Bread' };

export const margherita = (quantity = 1, addTopngs: number[] = []): CartItemInput => ({
  productId: 101,
  crustId: 1,
  sizeId: 1,
  quantity,
  addTopngs,
  repTopngs: [],
  remTopngs: [],
  pricePerQty: MARGHERITA_PRICE,
});
export const bread = (quantity = 1): CartItemInput => ({ ...plainItemOf(GARLIC_BREAD), quantity });

export const GARLIC_BREAD: MenuProduct = {
  id: 501,
  menuCode: 'MENU501',
  code: 'SID501',
  name: 'Garlic Bread',
  description: 'Buttery.',
  defaultPrice: BREAD_PRICE,
  defaultCrustPrice: null,
  defaultToppings: [],
  allowedToppings: [],
  crust: [],
  foodType: 'VEG',
  type: 0,
  image: '/images/menu/sid-501.svg',
  inStock: true,
};

export function line(input: CartItemInput, index: number): CartItem {
  const price = PRICES[input.productId] ?? 0;
  return {
    itemId: `line-${index}`,
    product: {
      id: input.productId,
      name: NAMES[input.productId] ?? 'Item',
      code: `P${input.productId}`,
      categroryIds: [],
      image: '',
      description: '',
    },
    quantity: input.quantity,
    crustId: input.crustId,
    sizeId: input.sizeId,
    crust: input.crustId === null ? null : { id: input.crustId, name: 'New Hand Tossed' },
    size: input.sizeId === null ? null : { id: input.sizeId, name: 'Regular', code: 'R', serves: 1 },
    sizeCode: input.sizeId === null ? null : 'R',
    pricePerQty: price,
    totalPriceAfterDiscount: price * input.quantity,
    totalDiscount: 0,
    productType: input.crustId === null ? 0 : 1,
    foodType: 'VEG',
    nonVeg: false,
    isEDVOApplied: false,
    edvDealId: input.edvDealId ?? null,
    addTopngs: input.addTopngs,
    repTopngs: input.repTopngs,
    remTopngs: input.remTopngs,
  };
}

export const NO_TIP: CartTip = { tipAmount: 0, tipRemoved: false, autoTipSelected: false };
export const RS_30_TIP: CartTip = { tipAmount: 3_000, tipRemoved: false, autoTipSelected: false };

/** The cart as the fake server answers it for these lines. */
export function cartOf(items: CartItemInput[], extra: Partial<CartResponse> = {}): CartResponse {
  const validItems = items.map(line);
  const price = validItems.reduce((sum, item) => sum + item.totalPriceAfterDiscount, 0);
  return {
    cartId: 'cart-1',
    storeId: items.length > 0 ? CART_STORE_ID : null,
    deliveryType: 'D',
    validItems,
    invalidItems: [],
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    cartCalculations: [{ key: 'grand_total', label: 'Grand total', value: price }],
    strikePrice: price,
    displayNetPrice: price,
    price,
    taxAmount: 0,
    tip: NO_TIP,
    explicitPromo: null,
    optionalCharges: [],
    optedOptionalCharges: [],
    nextOfferMinimum: null,
    ...extra,
  };
}
