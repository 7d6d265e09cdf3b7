import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ApiClient } from '@/api/client';
import type { FavouritesResponse, MenuCategory, MenuProduct, MenuResponse, ToppingsResponse } from '@/contract/menu';
import { setApiClient } from '@/api/holder';
import { customiseRoute } from '@/domain/navigation';
import {
  allProducts,
  bestsellerIdsOf,
  categoryToShow,
  discountOf,
  FAVOURITE_SAVE_FAILURE_LOG,
  FAVOURITES_FAILURE_LOG,
  filterByFoodType,
  FOOD_FILTERS,
  matchesSearch,
  MENU_FAILURE_LOG,
  selectCanAdd,
  selectCanToggleFavourite,
  selectCategorySize,
  selectFavouriteIds,
  selectFoodFilter,
  selectSearchQuery,
  selectSearchResults,
  selectSearchTerm,
  selectSort,
  selectVegOnly,
  simpleCartItem,
  sortProducts,
  vegOnlyCategories,
  type FavouriteSaveInput,
  type FavouritesInput,
  type MenuInput,
  menuMachine,
  selectBestsellerIds,
  selectCategories,
  selectDeliveryType,
  selectError,
  selectHasFailed,
  selectIsLoading,
  selectIsReady,
  selectProducts,
  selectSelectedCategoryId,
  selectStore,
  selectToppings,
  TOPPINGS_FAILURE_LOG,
  uniqueCategories,
  type MenuEmitted,
  type StoreCallInput,
} from '@machines/menu.machine';
import type { SavedStore } from '@machines/storeSelection.machine';
import { networkFailure, serverError } from '../../model/fixtures';

function product(id: number, overrides: Partial<MenuProduct> = {}): MenuProduct {
  return {
    id,
    menuCode: `MENU${id}`,
    code: `PIZ${id}`,
    name: `Pizza ${id}`,
    description: 'Cheese and tomato.',
    defaultPrice: 19_900,
    defaultCrustPrice: 19_900,
    defaultToppings: [],
    allowedToppings: [1],
    crust: [],
    foodType: 'VEG',
    type: 1,
    image: `/images/menu/piz-${id}.svg`,
    inStock: true,
    ...overrides,
  };
}

const category = (categoryId: number, categoryName: string, ids: number[]): MenuCategory => ({
  categoryId,
  categoryName,
  data: ids.map((id) => product(id)),
});

const MENU: MenuResponse = {
  status: 'SUCCESS',
  store: { id: '66001', name: 'Slice Connaught Place', address: 'N-12, Outer Circle', city: 'Delhi' },
  data: [
    category(0, 'Favourites', [101, 103]),
    category(2, 'Veg Pizza', [101, 102, 103]),
    category(4, 'Sides', [501]),
    // A repeated category: SPEC 4 keeps the first.
    category(2, 'Veg Pizza again', [999]),
  ],
};
const TOPPINGS: ToppingsResponse = { status: 'SUCCESS', data: [{ id: 1, code: 'ONION', name: 'Onion', foodType: 'VEG', price: 4_500 }] };

const SAVED: SavedStore = {
  storeId: '66001',
  childStoreId: '66001',
  deliveryType: 'P',
  location: { latitude: 28.63, longitude: 77.22, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

interface Fakes {
  readStore?: () => Promise<SavedStore | null>;
  readVegOnly?: () => Promise<boolean>;
  loadMenu?: (input: StoreCallInput) => Promise<MenuResponse>;
  loadToppings?: (input: StoreCallInput) => Promise<ToppingsResponse>;
  loadFavourites?: (input: FavouritesInput) => Promise<FavouritesResponse>;
  saveFavourite?: (input: FavouriteSaveInput) => Promise<FavouritesResponse>;
}

function startMenu(fakes: Fakes = {}, categoryId: number | null = null, extra: Omit<MenuInput, 'categoryId'> = {}, clock?: SimulatedClock) {
  const calls = {
    readStore: vi.fn(fakes.readStore ?? (async () => SAVED)),
    readVegOnly: vi.fn(fakes.readVegOnly ?? (async () => false)),
    loadMenu: vi.fn(fakes.loadMenu ?? (async () => MENU)),
    loadToppings: vi.fn(fakes.loadToppings ?? (async () => TOPPINGS)),
    loadFavourites: vi.fn(fakes.loadFavourites ?? (async (): Promise<FavouritesResponse> => ({ status: 'SUCCESS', productIds: [102] }))),
    saveFavourite: vi.fn(
      fakes.saveFavourite ??
        (async ({ productId, favourite }: FavouriteSaveInput): Promise<FavouritesResponse> => ({
          status: 'SUCCESS',
          productIds: favourite ? [102, productId] : [],
        })),
    ),
  };
  const actor = createActor(
    menuMachine.provide({
      actors: {
        readStore: fromPromise<SavedStore | null>(() => calls.readStore()),
        readVegOnly: fromPromise<boolean>(() => calls.readVegOnly()),
        loadMenu: fromPromise<MenuResponse, StoreCallInput>(({ input }) => calls.loadMenu(input)),
        loadToppings: fromPromise<ToppingsResponse, StoreCallInput>(({ input }) => calls.loadToppings(input)),
        loadFavourites: fromPromise<FavouritesResponse, FavouritesInput>(({ input }) => calls.loadFavourites(input)),
        saveFavourite: fromPromise<FavouritesResponse, FavouriteSaveInput>(({ input }) => calls.saveFavourite(input)),
      },
    }),
    { input: { categoryId, ...extra }, ...(clock ? { clock } : {}) },
  );
  const emitted: MenuEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as MenuEmitted));
  actor.start();
  return { actor, calls, emitted };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('menu rules', () => {
  it('keeps the first category of each id, in order', () => {
    expect(uniqueCategories(MENU.data).map((entry) => entry.categoryName)).toEqual(['Favourites', 'Veg Pizza', 'Sides']);
  });

  it('takes the bestseller ids from the first category', () => {
    expect(bestsellerIdsOf(MENU.data)).toEqual([101, 103]);
    expect(bestsellerIdsOf([])).toEqual([]);
  });

  it('shows the asked category when the menu has it, else the first', () => {
    expect(categoryToShow(MENU.data, 4)).toBe(4);
    expect(categoryToShow(MENU.data, 77)).toBe(0);
    expect(categoryToShow(MENU.data, null)).toBe(0);
    expect(categoryToShow([], 4)).toBeNull();
  });
});

describe('menu machine', () => {
  it('sends the customer to choose a delivery location when no store is saved', async () => {
    const { actor, calls, emitted } = startMenu({ readStore: async () => null });
    await waitFor(actor, (state) => state.status === 'done');
    expect(emitted).toEqual([{ type: 'navigate', to: '/locationSelection?deliveryType=delivery', replace: true }]);
    expect(calls.loadMenu).not.toHaveBeenCalled();
  });

  it('treats unreadable storage like no saved store', async () => {
    const { actor, emitted } = startMenu({
      readStore: async () => {
        throw new Error('IndexedDB is not available');
      },
    });
    await waitFor(actor, (state) => state.status === 'done');
    expect(emitted).toEqual([{ type: 'navigate', to: '/locationSelection?deliveryType=delivery', replace: true }]);
  });

  it("loads the saved store's menu and toppings together, busy meanwhile, then shows the first category", async () => {
    let finishMenu: (menu: MenuResponse) => void = () => undefined;
    const { actor, calls } = startMenu({ loadMenu: () => new Promise((resolve) => (finishMenu = resolve)) });
    await waitFor(actor, (state) => state.matches('loadingMenu'));
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await vi.waitFor(() => expect(calls.loadToppings).toHaveBeenCalledWith({ storeId: '66001' }));
    expect(calls.loadMenu).toHaveBeenCalledWith({ storeId: '66001' });
    finishMenu(MENU);

    const ready = await waitFor(actor, selectIsReady);
    expect(selectIsLoading(ready)).toBe(false);
    expect(selectStore(ready)).toEqual(MENU.store);
    expect(selectDeliveryType(ready)).toBe('P');
    expect(selectCategories(ready).map((entry) => entry.categoryId)).toEqual([0, 2, 4]);
    expect(selectBestsellerIds(ready)).toEqual([101, 103]);
    expect(selectToppings(ready)).toEqual(TOPPINGS.data);
    expect(selectSelectedCategoryId(ready)).toBe(0);
    expect(selectProducts(ready).map((entry) => entry.id)).toEqual([101, 103]);
  });

  it('opens the category the route asked for', async () => {
    const { actor } = startMenu({}, 4);
    const ready = await waitFor(actor, selectIsReady);
    expect(selectSelectedCategoryId(ready)).toBe(4);
    expect(selectProducts(ready).map((entry) => entry.id)).toEqual([501]);
  });

  it('selects another category, and ignores one the menu does not have', async () => {
    const { actor } = startMenu();
    await waitFor(actor, selectIsReady);
    actor.send({ type: 'category.select', categoryId: 2 });
    expect(selectProducts(actor.getSnapshot()).map((entry) => entry.id)).toEqual([101, 102, 103]);
    actor.send({ type: 'category.select', categoryId: 77 });
    expect(selectSelectedCategoryId(actor.getSnapshot())).toBe(2);
  });

  it('remembers a category asked for while the menu loads', async () => {
    let finishMenu: (menu: MenuResponse) => void = () => undefined;
    const { actor } = startMenu({ loadMenu: () => new Promise((resolve) => (finishMenu = resolve)) });
    await waitFor(actor, (state) => state.matches('loadingMenu'));
    actor.send({ type: 'category.select', categoryId: 4 });
    finishMenu(MENU);
    expect(selectSelectedCategoryId(await waitFor(actor, selectIsReady))).toBe(4);
  });

  it('SPEC 8: a topping failure is only logged and the menu shows without toppings', async () => {
    const failure = serverError('STORE_NOT_FOUND', 'This store does not exist.', 404);
    const { actor } = startMenu({
      loadToppings: async () => {
        throw failure;
      },
    });
    const ready = await waitFor(actor, selectIsReady);
    expect(selectToppings(ready)).toEqual([]);
    expect(selectCategories(ready)).toHaveLength(3);
    expect(selectHasFailed(ready)).toBe(false);
    expect(warn).toHaveBeenCalledWith(TOPPINGS_FAILURE_LOG, failure);
  });

  it('SPEC 8: a menu failure is logged and can be retried', async () => {
    const loadMenu = vi.fn<(input: StoreCallInput) => Promise<MenuResponse>>()
      .mockRejectedValueOnce(networkFailure())
      .mockResolvedValueOnce(MENU);
    const { actor, calls } = startMenu({ loadMenu });
    const failed = await waitFor(actor, (state) => state.matches('failed'));
    expect(selectHasFailed(failed)).toBe(true);
    expect(selectIsLoading(failed)).toBe(false);
    expect(selectError(failed)?.kind).toBe('network');
    expect(warn).toHaveBeenCalledWith(MENU_FAILURE_LOG, expect.objectContaining({ kind: 'network' }));

    actor.send({ type: 'menu.retry' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    const ready = await waitFor(actor, selectIsReady);
    expect(selectCategories(ready)).toHaveLength(3);
    expect(loadMenu).toHaveBeenCalledTimes(2);
    expect(calls.loadToppings).toHaveBeenCalledTimes(2);
  });

  it('calls the API client with the store id and an abort signal', async () => {
    const getMenu = vi.fn(async (storeId: string, options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return { ...MENU, store: { ...MENU.store, id: storeId } };
    });
    const getToppings = vi.fn(async (_storeId: string, options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return TOPPINGS;
    });
    setApiClient({ getMenu, getToppings } as Partial<ApiClient> as ApiClient);
    const actor = createActor(
      menuMachine.provide({ actors: { readStore: fromPromise<SavedStore | null>(async () => SAVED) } }),
      { input: { categoryId: null } },
    ).start();
    const ready = await waitFor(actor, selectIsReady);
    expect(getMenu).toHaveBeenCalledWith('66001', expect.anything());
    expect(getToppings).toHaveBeenCalledWith('66001', expect.anything());
    expect(selectStore(ready)?.id).toBe('66001');
    actor.stop();
  });

  it('with the default storage reader in Node (no IndexedDB) it asks for a location', async () => {
    const actor = createActor(menuMachine, { input: { categoryId: null } });
    const emitted: MenuEmitted[] = [];
    actor.on('navigate', (event) => emitted.push(event));
    actor.start();
    await waitFor(actor, (state) => state.status === 'done');
    expect(emitted).toEqual([{ type: 'navigate', to: '/locationSelection?deliveryType=delivery', replace: true }]);
  });
});

// The menu as the server sends it now: bestsellers first, no favourites category (favourites are the customer's own).
const VEG_OFFER = product(102, { name: 'Farm Fresh Garden', description: 'Onion and capsicum.', defaultPrice: 14_900, defaultCrustPrice: 16_900 });
const MARGHERITA = product(101, { name: 'Margherita', description: 'Cheese and tomato.', defaultPrice: 10_900, defaultCrustPrice: 10_900 });
const BBQ = product(203, { name: 'Pepper BBQ Chicken', description: 'Barbeque chicken and onion.', foodType: 'NON_VEG', defaultPrice: 19_900, defaultCrustPrice: 19_900 });
const FEAST = product(204, { name: 'Chicken Feast', description: 'Five meats.', foodType: 'NON_VEG', inStock: false });
const WINGS = product(601, { name: 'Chicken Wings', description: 'Peri-peri glaze.', foodType: 'NON_VEG', type: 0, crust: [], defaultCrustPrice: null, defaultPrice: 19_900 });
const BREADSTICKS = product(501, { name: 'Garlic Breadsticks', description: 'With cheesy dip.', type: 0, crust: [], defaultCrustPrice: null, defaultPrice: 10_900 });

const STORE_MENU: MenuResponse = {
  ...MENU,
  data: [
    { categoryId: 1, categoryName: 'Bestsellers', data: [MARGHERITA, BBQ] },
    { categoryId: 2, categoryName: 'Veg Pizza', data: [MARGHERITA, VEG_OFFER] },
    { categoryId: 3, categoryName: 'Non-Veg Pizza', data: [BBQ, FEAST] },
    { categoryId: 46, categoryName: 'Speciality Chicken', data: [WINGS] },
    { categoryId: 4, categoryName: 'Sides', data: [BREADSTICKS, WINGS] },
    { categoryId: 26, categoryName: 'Dessert', data: [] },
  ],
};

const ids = (products: MenuProduct[]) => products.map((entry) => entry.id);

describe('menu filters, sort and search rules', () => {
  it('SPEC 5 veg-only drops category 3, categories left without a veg product, and non-veg products', () => {
    const shown = vegOnlyCategories(STORE_MENU.data, true);
    expect(shown.map((entry) => entry.categoryId)).toEqual([1, 2, 4, 26]);
    expect(ids(shown[0]?.data ?? [])).toEqual([101]);
    expect(ids(shown[2]?.data ?? [])).toEqual([501]);
    expect(vegOnlyCategories(STORE_MENU.data, false)).toBe(STORE_MENU.data);
  });

  it('SPEC 9 filters: all 2, veg 0, non-veg 1', () => {
    expect(FOOD_FILTERS).toEqual({ all: 2, veg: 0, nonVeg: 1 });
    const products = [MARGHERITA, BBQ, BREADSTICKS, WINGS];
    expect(ids(filterByFoodType(products, FOOD_FILTERS.all))).toEqual([101, 203, 501, 601]);
    expect(ids(filterByFoodType(products, FOOD_FILTERS.veg))).toEqual([101, 501]);
    expect(ids(filterByFoodType(products, FOOD_FILTERS.nonVeg))).toEqual([203, 601]);
  });

  it('the discount is the default crust price above the selling price, never negative', () => {
    expect(discountOf(VEG_OFFER)).toBe(2_000);
    expect(discountOf(MARGHERITA)).toBe(0);
    expect(discountOf(BREADSTICKS)).toBe(0);
    expect(discountOf(product(9, { defaultPrice: 20_000, defaultCrustPrice: 19_000 }))).toBe(0);
  });

  it('SPEC 9 sorts by price or discount either way, equal ones in menu order', () => {
    const products = [BBQ, MARGHERITA, VEG_OFFER, BREADSTICKS];
    expect(ids(sortProducts(products, { key: 'price', order: 'lowToHigh' }))).toEqual([101, 501, 102, 203]);
    expect(ids(sortProducts(products, { key: 'price', order: 'highToLow' }))).toEqual([203, 102, 101, 501]);
    expect(ids(sortProducts(products, { key: 'discount', order: 'highToLow' }))).toEqual([102, 203, 101, 501]);
    expect(ids(sortProducts(products, { key: 'discount', order: 'lowToHigh' }))).toEqual([203, 101, 501, 102]);
    expect(sortProducts(products, null)).toBe(products);
  });

  it('searches every word in name or description, case-insensitively; blank finds nothing', () => {
    expect(matchesSearch(BBQ, 'bbq')).toBe(true);
    expect(matchesSearch(BBQ, '  ONION chicken ')).toBe(true);
    expect(matchesSearch(BBQ, 'onion paneer')).toBe(false);
    expect(matchesSearch(BBQ, '   ')).toBe(false);
  });

  it('lists every product once in menu order; builds the customise route and a simple cart line', () => {
    expect(ids(allProducts(STORE_MENU.data))).toEqual([101, 203, 102, 204, 601, 501]);
    expect(customiseRoute(101)).toBe('/customise?pizzaId=101');
    expect(simpleCartItem(BREADSTICKS)).toEqual({
      productId: 501,
      crustId: null,
      sizeId: null,
      quantity: 1,
      addTopngs: [],
      repTopngs: [],
      remTopngs: [],
      pricePerQty: 10_900,
    });
  });
});

describe('menu machine: veg-only, filters and sort', () => {
  it('SPEC 5: in veg-only mode category 3 is gone and only veg products are listed; a request for it opens the first', async () => {
    const { actor } = startMenu({ loadMenu: async () => STORE_MENU, readVegOnly: async () => true }, 3);
    const ready = await waitFor(actor, selectIsReady);
    expect(selectVegOnly(ready)).toBe(true);
    expect(selectCategories(ready).map((entry) => entry.categoryId)).toEqual([1, 2, 4, 26]);
    expect(selectSelectedCategoryId(ready)).toBe(1);
    expect(ids(selectProducts(ready))).toEqual([101]);
    actor.send({ type: 'category.select', categoryId: 3 });
    expect(selectSelectedCategoryId(actor.getSnapshot())).toBe(1);
  });

  it('unreadable storage means veg-only is off', async () => {
    const { actor } = startMenu({
      loadMenu: async () => STORE_MENU,
      readVegOnly: async () => {
        throw new Error('IndexedDB is not available');
      },
    });
    const ready = await waitFor(actor, selectIsReady);
    expect(selectVegOnly(ready)).toBe(false);
    expect(selectCategories(ready).map((entry) => entry.categoryId)).toEqual([1, 2, 3, 46, 4, 26]);
  });

  it('filters the shown category by food type and sorts it, keeping the category size for the empty message', async () => {
    const { actor } = startMenu({ loadMenu: async () => STORE_MENU }, 4);
    await waitFor(actor, selectIsReady);
    expect(selectFoodFilter(actor.getSnapshot())).toBe(FOOD_FILTERS.all);
    actor.send({ type: 'filter.select', filter: FOOD_FILTERS.nonVeg });
    expect(ids(selectProducts(actor.getSnapshot()))).toEqual([601]);
    actor.send({ type: 'category.select', categoryId: 2 });
    expect(selectProducts(actor.getSnapshot())).toEqual([]);
    expect(selectCategorySize(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'filter.select', filter: FOOD_FILTERS.veg });
    actor.send({ type: 'sort.select', sort: { key: 'discount', order: 'highToLow' } });
    expect(selectSort(actor.getSnapshot())).toEqual({ key: 'discount', order: 'highToLow' });
    expect(ids(selectProducts(actor.getSnapshot()))).toEqual([102, 101]);
    actor.send({ type: 'sort.select', sort: null });
    expect(ids(selectProducts(actor.getSnapshot()))).toEqual([101, 102]);
  });
});

describe('menu machine: adding', () => {
  it('a product sold as is goes to the cart as one line without crust, size or toppings', async () => {
    const { actor, emitted } = startMenu({ loadMenu: async () => STORE_MENU }, 4);
    await waitFor(actor, selectIsReady);
    actor.send({ type: 'product.add', productId: 501 });
    expect(emitted).toEqual([{ type: 'added', item: simpleCartItem(BREADSTICKS), product: BREADSTICKS }]);
  });

  it('a customisable pizza opens /customise?pizzaId', async () => {
    const { actor, emitted } = startMenu({ loadMenu: async () => STORE_MENU });
    await waitFor(actor, selectIsReady);
    actor.send({ type: 'product.add', productId: 102 });
    expect(emitted).toEqual([{ type: 'navigate', to: '/customise?pizzaId=102' }]);
  });

  it('SPEC 8: an out-of-stock or unknown product cannot be added, nor anything before the menu is there', async () => {
    let finishMenu: (menu: MenuResponse) => void = () => undefined;
    const { actor, emitted } = startMenu({ loadMenu: () => new Promise((resolve) => (finishMenu = resolve)) });
    await waitFor(actor, (state) => state.matches('loadingMenu'));
    expect(selectCanAdd(actor.getSnapshot(), 501)).toBe(false);
    finishMenu(STORE_MENU);
    await waitFor(actor, selectIsReady);
    expect(selectCanAdd(actor.getSnapshot(), 501)).toBe(true);
    expect(selectCanAdd(actor.getSnapshot(), 204)).toBe(false);
    expect(selectCanAdd(actor.getSnapshot(), 999)).toBe(false);
    actor.send({ type: 'product.add', productId: 204 });
    expect(emitted).toEqual([]);
  });
});

describe('menu machine: favourites', () => {
  it('a guest has no favourites tab, and a heart leads to login coming back to the page', async () => {
    const { actor, calls, emitted } = startMenu({ loadMenu: async () => STORE_MENU });
    const ready = await waitFor(actor, selectIsReady);
    expect(selectCategories(ready)[0]?.categoryId).toBe(1);
    expect(selectFavouriteIds(ready)).toEqual([]);
    expect(selectCanToggleFavourite(ready)).toBe(true);
    actor.send({ type: 'favourite.toggle', productId: 101, returnUrl: '/menu/veg-pizza' });
    expect(emitted).toEqual([{ type: 'navigate', to: '/login?redirectUrl=%2Fmenu%2Fveg-pizza' }]);
    expect(calls.loadFavourites).not.toHaveBeenCalled();
  });

  it("a logged-in customer's favourites come first as category 0, built from their ids, and /menu/favourites opens it", async () => {
    const { actor, calls } = startMenu({ loadMenu: async () => STORE_MENU }, 0, { customerId: 'user-7' });
    const loaded = await waitFor(actor, (state) => state.matches({ ready: { favourites: 'loaded' } }));
    expect(calls.loadFavourites).toHaveBeenCalledWith({ userId: 'user-7' });
    expect(selectCategories(loaded).map((entry) => [entry.categoryId, entry.categoryName])).toEqual([
      [0, 'Favourites'],
      [1, 'Bestsellers'],
      [2, 'Veg Pizza'],
      [3, 'Non-Veg Pizza'],
      [46, 'Speciality Chicken'],
      [4, 'Sides'],
      [26, 'Dessert'],
    ]);
    expect(selectSelectedCategoryId(loaded)).toBe(0);
    expect(ids(selectProducts(loaded))).toEqual([102]);
    expect(selectFavouriteIds(loaded)).toEqual([102]);
  });

  it('a server favourites category gives way to the customer’s own list', async () => {
    const { actor } = startMenu({}, null, { customerId: 'user-7' });
    const loaded = await waitFor(actor, (state) => state.matches({ ready: { favourites: 'loaded' } }));
    expect(selectCategories(loaded).map((entry) => entry.categoryName)).toEqual(['Favourites', 'Veg Pizza', 'Sides']);
    expect(ids(selectProducts(loaded))).toEqual([102]);
  });

  it('a heart changes at once, is saved, and the server answer settles the list', async () => {
    let finishSave: (answer: FavouritesResponse) => void = () => undefined;
    const { actor, calls } = startMenu(
      { loadMenu: async () => STORE_MENU, saveFavourite: () => new Promise((resolve) => (finishSave = resolve)) },
      null,
      { customerId: 'user-7' },
    );
    await waitFor(actor, (state) => state.matches({ ready: { favourites: 'loaded' } }));
    actor.send({ type: 'favourite.toggle', productId: 501, returnUrl: '/menu' });
    expect(selectFavouriteIds(actor.getSnapshot())).toEqual([102, 501]);
    expect(selectCanToggleFavourite(actor.getSnapshot())).toBe(false);
    await vi.waitFor(() => expect(calls.saveFavourite).toHaveBeenCalledWith({ userId: 'user-7', productId: 501, favourite: true }));
    finishSave({ status: 'SUCCESS', productIds: [501, 102] });
    const saved = await waitFor(actor, (state) => state.matches({ ready: { favourites: 'loaded' } }));
    expect(selectFavouriteIds(saved)).toEqual([501, 102]);
    expect(saved.context.savingFavouriteId).toBeNull();

    actor.send({ type: 'favourite.toggle', productId: 102, returnUrl: '/menu' });
    await vi.waitFor(() => expect(calls.saveFavourite).toHaveBeenLastCalledWith({ userId: 'user-7', productId: 102, favourite: false }));
  });

  it('SPEC 8: a failed save is logged and the heart goes back', async () => {
    const failure = networkFailure();
    const { actor } = startMenu(
      {
        loadMenu: async () => STORE_MENU,
        saveFavourite: async () => {
          throw failure;
        },
      },
      null,
      { customerId: 'user-7' },
    );
    await waitFor(actor, (state) => state.matches({ ready: { favourites: 'loaded' } }));
    actor.send({ type: 'favourite.toggle', productId: 102, returnUrl: '/menu' });
    expect(selectFavouriteIds(actor.getSnapshot())).toEqual([]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(FAVOURITE_SAVE_FAILURE_LOG, failure));
    expect(selectFavouriteIds(actor.getSnapshot())).toEqual([102]);
  });

  it('SPEC 8: failed favourites are only logged; the menu shows without the tab and a heart still saves', async () => {
    const failure = serverError('INTERNAL', 'internal server error', 500);
    const { actor, calls } = startMenu(
      {
        loadMenu: async () => STORE_MENU,
        loadFavourites: async () => {
          throw failure;
        },
      },
      null,
      { customerId: 'user-7' },
    );
    const unavailable = await waitFor(actor, (state) => state.matches({ ready: { favourites: 'unavailable' } }));
    expect(warn).toHaveBeenCalledWith(FAVOURITES_FAILURE_LOG, failure);
    expect(selectCategories(unavailable)[0]?.categoryId).toBe(1);
    actor.send({ type: 'favourite.toggle', productId: 101, returnUrl: '/menu' });
    await waitFor(actor, (state) => state.matches({ ready: { favourites: 'loaded' } }));
    expect(calls.saveFavourite).toHaveBeenCalledWith({ userId: 'user-7', productId: 101, favourite: true });
    expect(selectFavouriteIds(actor.getSnapshot())).toEqual([102, 101]);
  });

  it('follows the session: a login while the menu is open loads that customer’s favourites; a logout drops them', async () => {
    const { actor, calls } = startMenu({ loadMenu: async () => STORE_MENU });
    await waitFor(actor, (state) => state.matches({ ready: { favourites: 'guest' } }));
    actor.send({ type: 'customer.set', customerId: null });
    expect(actor.getSnapshot().matches({ ready: { favourites: 'guest' } })).toBe(true);
    actor.send({ type: 'customer.set', customerId: 'user-9' });
    await waitFor(actor, (state) => state.matches({ ready: { favourites: 'loaded' } }));
    expect(calls.loadFavourites).toHaveBeenCalledWith({ userId: 'user-9' });
    actor.send({ type: 'customer.set', customerId: null });
    expect(actor.getSnapshot().matches({ ready: { favourites: 'guest' } })).toBe(true);
    expect(selectFavouriteIds(actor.getSnapshot())).toEqual([]);
    expect(actor.getSnapshot().context.favouriteIds).toEqual([]);
  });

  it('a customer known only once the session is ready still gets favourites', async () => {
    let finishMenu: (menu: MenuResponse) => void = () => undefined;
    const { actor, calls } = startMenu({ loadMenu: () => new Promise((resolve) => (finishMenu = resolve)) });
    await waitFor(actor, (state) => state.matches('loadingMenu'));
    actor.send({ type: 'customer.set', customerId: 'user-3' });
    finishMenu(STORE_MENU);
    await waitFor(actor, (state) => state.matches({ ready: { favourites: 'loaded' } }));
    expect(calls.loadFavourites).toHaveBeenCalledWith({ userId: 'user-3' });
  });

  it('calls the API client for favourites with the user id and an abort signal', async () => {
    const getFavourites = vi.fn(async (_userId: string, options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return { status: 'SUCCESS' as const, productIds: [101] };
    });
    const setFavourite = vi.fn(async (_userId: string, body: { productId: number; favourite: boolean }, options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return { status: 'SUCCESS' as const, productIds: body.favourite ? [101, body.productId] : [] };
    });
    setApiClient({ getFavourites, setFavourite } as Partial<ApiClient> as ApiClient);
    const actor = createActor(
      menuMachine.provide({
        actors: {
          readStore: fromPromise<SavedStore | null>(async () => SAVED),
          readVegOnly: fromPromise<boolean>(async () => false),
          loadMenu: fromPromise<MenuResponse, StoreCallInput>(async () => STORE_MENU),
          loadToppings: fromPromise<ToppingsResponse, StoreCallInput>(async () => TOPPINGS),
        },
      }),
      { input: { categoryId: null, customerId: 'user-5' } },
    ).start();
    await waitFor(actor, (state) => state.matches({ ready: { favourites: 'loaded' } }));
    expect(getFavourites).toHaveBeenCalledWith('user-5', expect.anything());
    actor.send({ type: 'favourite.toggle', productId: 501, returnUrl: '/menu' });
    await waitFor(actor, (state) => state.matches({ ready: { favourites: 'loaded' } }));
    expect(setFavourite).toHaveBeenCalledWith('user-5', { productId: 501, favourite: true }, expect.anything());
    expect(selectFavouriteIds(actor.getSnapshot())).toEqual([101, 501]);
    actor.stop();
  });
});

describe('menu machine: search', () => {
  it('searches once typing pauses (SPEC 9 debounce), over every product once, veg-only applied', async () => {
    const clock = new SimulatedClock();
    const { actor } = startMenu({ loadMenu: async () => STORE_MENU, readVegOnly: async () => true }, null, { searchDebounceMs: 300 }, clock);
    await waitFor(actor, selectIsReady);
    actor.send({ type: 'search.change', query: 'chick' });
    actor.send({ type: 'search.change', query: 'garlic' });
    expect(selectSearchQuery(actor.getSnapshot())).toBe('garlic');
    expect(selectSearchTerm(actor.getSnapshot())).toBe('');
    expect(selectSearchResults(actor.getSnapshot())).toEqual([]);
    clock.increment(299);
    expect(selectSearchTerm(actor.getSnapshot())).toBe('');
    clock.increment(1);
    expect(selectSearchTerm(actor.getSnapshot())).toBe('garlic');
    expect(ids(selectSearchResults(actor.getSnapshot()))).toEqual([501]);
    actor.send({ type: 'search.change', query: 'chicken' });
    clock.increment(300);
    // Veg-only: the chicken dishes are not offered.
    expect(selectSearchResults(actor.getSnapshot())).toEqual([]);
  });

  it('text typed while the menu loads is searched when it arrives; the default pause is SPEC 9 autoCompleteDebounceTimeInMillis', async () => {
    let finishMenu: (menu: MenuResponse) => void = () => undefined;
    const { actor } = startMenu({ loadMenu: () => new Promise((resolve) => (finishMenu = resolve)) });
    expect(actor.getSnapshot().context.searchDebounceMs).toBe(500);
    await waitFor(actor, (state) => state.matches('loadingMenu'));
    actor.send({ type: 'search.change', query: ' Chicken  ' });
    finishMenu(STORE_MENU);
    const ready = await waitFor(actor, selectIsReady);
    expect(selectSearchTerm(ready)).toBe('Chicken');
    expect(ids(selectSearchResults(ready))).toEqual([203, 204, 601]);
  });
});

describe('menu machine: choosing the favourites tab', () => {
  it('a customer can go back to the favourites tab; a guest cannot select it', async () => {
    const customer = startMenu({ loadMenu: async () => STORE_MENU }, null, { customerId: 'user-7' });
    await waitFor(customer.actor, (state) => state.matches({ ready: { favourites: 'loaded' } }));
    customer.actor.send({ type: 'category.select', categoryId: 2 });
    customer.actor.send({ type: 'category.select', categoryId: 0 });
    expect(selectSelectedCategoryId(customer.actor.getSnapshot())).toBe(0);

    const guest = startMenu({ loadMenu: async () => STORE_MENU });
    await waitFor(guest.actor, selectIsReady);
    guest.actor.send({ type: 'category.select', categoryId: 2 });
    guest.actor.send({ type: 'category.select', categoryId: 0 });
    expect(selectSelectedCategoryId(guest.actor.getSnapshot())).toBe(2);
  });
});
