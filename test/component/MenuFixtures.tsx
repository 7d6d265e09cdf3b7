/** Shared by the menu, search and customise screen tests: a store menu, and root actors with a cart whose calls are fakes. */
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MenuCategory, MenuProduct, MenuResponse, Topping, ToppingsResponse } from '@/contract/menu';
import type { CartPutBody, CartResponse, PromoResponse, UpsellResponse } from '@/contract/cart';
import { cartActorOf } from '@/app/cartActor';
import type { RootActors } from '@/app/rootActors';
import { appConfigMachine, type LoadedConfig } from '@machines/appConfig.machine';
import type { LinesToMergeInput, StoredCart } from '@/domain/cartLines';
import type { SelectedStore } from '@/domain/store';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { cartMachine, type LocalState } from '@machines/cart.machine';
import { createTestActors, never } from './LoginFixtures';

export const SAVED: SelectedStore = {
  storeId: '66001',
  childStoreId: '66001',
  deliveryType: 'P',
  location: { latitude: 28.63, longitude: 77.22, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

const HAND_TOSSED = { crustId: 1, code: 'HT', name: 'New Hand Tossed' };
const CHEESE_BURST = { crustId: 3, code: 'CB', name: 'Cheese Burst' };

/** A pizza in hand-tossed Regular (serves 1) and Medium (serves 2), and cheese-burst Regular (Rs 90 more). */
export function pizza(id: number, name: string, rupees: number, overrides: Partial<MenuProduct> = {}): MenuProduct {
  return {
    id,
    menuCode: `MENU${id}`,
    code: `PIZ${id}`,
    name,
    description: `${name}, baked fresh.`,
    defaultPrice: rupees * 100,
    defaultCrustPrice: rupees * 100,
    defaultToppings: [],
    allowedToppings: [1, 4, 51],
    crust: [
      {
        ...HAND_TOSSED,
        sizes: [
          { sizeId: 1, code: 'R', name: 'Regular', serves: 1, price: rupees * 100 },
          { sizeId: 2, code: 'M', name: 'Medium', serves: 2, price: (rupees + 140) * 100 },
        ],
      },
      { ...CHEESE_BURST, sizes: [{ sizeId: 1, code: 'R', name: 'Regular', serves: 1, price: (rupees + 90) * 100 }] },
    ],
    foodType: 'VEG',
    type: 1,
    image: `/images/menu/piz-${id}.svg`,
    inStock: true,
    ...overrides,
  };
}

export function item(id: number, name: string, paise: number, overrides: Partial<MenuProduct> = {}): MenuProduct {
  return {
    ...pizza(id, name, 0),
    code: `SID${id}`,
    defaultPrice: paise,
    defaultCrustPrice: null,
    defaultToppings: [],
    allowedToppings: [],
    crust: [],
    type: 0,
    image: `/images/menu/sid-${id}.svg`,
    ...overrides,
  };
}

export const MARGHERITA = pizza(101, 'Margherita Classica', 109);
/** Sold Rs 20 below its default crust price. */
export const GARDEN = pizza(102, 'Farm Fresh Garden', 149, { defaultCrustPrice: 16_900, defaultToppings: [1] });
export const PAPRIKA = pizza(103, 'Paneer Pepper Blast', 169);
export const BBQ = pizza(203, 'Pepper BBQ Chicken', 199, { foodType: 'NON_VEG' });
export const FEAST = pizza(204, 'Chicken Dhamaka Feast', 289, { foodType: 'NON_VEG', inStock: false });
export const BREADSTICKS = item(501, 'Garlic Breadsticks', 10_900);
export const WINGS = item(601, 'Peri-Peri Chicken Wings', 19_900, { foodType: 'NON_VEG' });
export const PARTY = item(903, 'Party Pack for 4', 129_950);

export const CATEGORIES: MenuCategory[] = [
  { categoryId: 1, categoryName: 'Bestsellers', data: [MARGHERITA, BBQ, BREADSTICKS] },
  { categoryId: 3, categoryName: 'Non-Veg Pizza', data: [BBQ, FEAST] },
  { categoryId: 4, categoryName: 'Sides', data: [BREADSTICKS, WINGS] },
  { categoryId: 50, categoryName: 'Combos', data: [PARTY] },
  { categoryId: 26, categoryName: 'Dessert', data: [] },
  { categoryId: 2, categoryName: 'Veg Pizza', data: [MARGHERITA, GARDEN, PAPRIKA] },
  // SPEC 4: a repeated category is shown once.
  { categoryId: 4, categoryName: 'Sides', data: [PAPRIKA] },
];

export const MENU: MenuResponse = {
  status: 'SUCCESS',
  store: { id: '66001', name: 'Slice Connaught Place', address: 'N-12, Outer Circle, Connaught Place', city: 'Delhi' },
  data: CATEGORIES,
};

export const TOPPING_LIST: Topping[] = [
  { id: 1, code: 'ONION', name: 'Onion', foodType: 'VEG', price: 4_500 },
  { id: 4, code: 'MUSHROOM', name: 'Grilled Mushroom', foodType: 'VEG', price: 5_500 },
  { id: 51, code: 'EXTRA_CHEESE', name: 'Extra Cheese', foodType: 'VEG', price: 6_000 },
];
export const TOPPINGS: ToppingsResponse = { status: 'SUCCESS', data: TOPPING_LIST };

/** A priced cart of `count` items worth `paise` before tax. */
export function cartWith(count: number, paise: number): CartResponse {
  return {
    cartId: 'cart-1',
    storeId: SAVED.storeId,
    deliveryType: 'P',
    validItems: [],
    invalidItems: [],
    itemCount: count,
    cartCalculations: [],
    strikePrice: paise,
    displayNetPrice: paise,
    price: paise,
    taxAmount: 0,
    tip: { tipAmount: 0, tipRemoved: false, autoTipSelected: false },
    explicitPromo: null,
    optionalCharges: [],
    optedOptionalCharges: [],
    nextOfferMinimum: null,
  };
}

export interface MenuTestActorsOptions {
  loggedIn?: boolean;
  /** What the server's cart holds. */
  cart?: CartResponse;
}

/**
 * The app's root actors with fake calls, the default app config, and a cart whose server answers `cart`;
 * `cartSend` records what screens send to the cart (and passes it on; changes stay in flight).
 */
export function menuTestActors({ loggedIn = false, cart = cartWith(0, 0) }: MenuTestActorsOptions = {}) {
  const { actors } = createTestActors({ loggedIn });
  const root: RootActors = actors;
  root.appConfig = createActor(appConfigMachine.provide({ actors: { loadConfig: fromPromise<LoadedConfig>(() => never()) } })).start();
  const machine = cartMachine.provide({
    actors: {
      readLocal: fromPromise<LocalState, ReadStoreInput>(async () => ({ cart: null, store: SAVED })),
      readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED),
      writeLocal: fromPromise<void, StoredCart>(async () => undefined),
      removeLocal: fromPromise<void>(async () => undefined),
      getCart: fromPromise<CartResponse>(async () => cart),
      addCartItems: fromPromise<CartResponse, LinesToMergeInput>(async () => cart),
      putCart: fromPromise<CartResponse, CartPutBody>(() => never()),
      applyPromo: fromPromise<PromoResponse, { code: string }>(() => never()),
      removePromo: fromPromise<CartResponse, { code: string }>(() => never()),
      loadToppings: fromPromise<Topping[], { storeId: string | null }>(async () => TOPPING_LIST),
      loadUpsell: fromPromise<UpsellResponse>(async () => ({ products: [] })),
    },
  });
  const cartActor = cartActorOf(root, machine);
  const cartSend = vi.spyOn(cartActor, 'send');
  return { actors: root, cartSend };
}
