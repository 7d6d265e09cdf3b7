import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ApiClient } from '@/api/client';
import type { FavouritesResponse, MenuProduct, MenuResponse, ToppingsResponse } from '@/contract/menu';
import { setApiClient } from '@/api/holder';
import { plainItemOf } from '@/domain/cartLines';
import { FOOD_FILTERS } from '@/domain/menu';
import {
  FAVOURITE_SAVE_FAILURE_LOG,
  FAVOURITES_FAILURE_LOG,
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
  type MenuEmitted,
  type StoreCallInput,
} from '@machines/menu.machine';
import type { SelectedStore } from '@/domain/store';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { networkFailure, serverError } from '../../model/fixtures';
import { BREADSTICKS, MENU, STORE_MENU } from '../domain/menuFixtures';
import { storeActorWith } from '../../support/storeActor';

const TOPPINGS: ToppingsResponse = { status: 'SUCCESS', data: [{ id: 1, code: 'ONION', name: 'Onion', foodType: 'VEG', price: 4_500 }] };

const ids = (products: MenuProduct[]) => products.map((entry) => entry.id);

const SAVED: SelectedStore = {
  storeId: '66001',
  childStoreId: '66001',
  deliveryType: 'P',
  location: { latitude: 28.63, longitude: 77.22, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

interface Fakes {
  readStore?: () => Promise<SelectedStore | null>;
  readVegOnly?: () => Promise<boolean>;
  loadMenu?: (input: StoreCallInput) => Promise<MenuResponse>;
  loadToppings?: (input: StoreCallInput) => Promise<ToppingsResponse>;
  loadFavourites?: (input: FavouritesInput) => Promise<FavouritesResponse>;
  saveFavourite?: (input: FavouriteSaveInput) => Promise<FavouritesResponse>;
}

function startMenu(
  fakes: Fakes = {},
  categoryId: number | null = null,
  extra: Partial<Omit<MenuInput, 'categoryId'>> = {},
  clock?: SimulatedClock,
) {
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
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(() => calls.readStore()),
        readVegOnly: fromPromise<boolean>(() => calls.readVegOnly()),
        loadMenu: fromPromise<MenuResponse, StoreCallInput>(({ input }) => calls.loadMenu(input)),
        loadToppings: fromPromise<ToppingsResponse, StoreCallInput>(({ input }) => calls.loadToppings(input)),
        loadFavourites: fromPromise<FavouritesResponse, FavouritesInput>(({ input }) => calls.loadFavourites(input)),
        saveFavourite: fromPromise<FavouritesResponse, FavouriteSaveInput>(({ input }) => calls.saveFavourite(input)),
      },
    }),
    { input: { storeActor: storeActorWith(), categoryId, ...extra }, ...(clock ? { clock } : {}) },
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

describe('menu machine', () => {
  it('sends the customer to choose a delivery location when no store is saved', async () => {
    const { actor, calls, emitted } = startMenu({ readStore: async () => null });
    await waitFor(actor, (state) => state.status === 'done');
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/locationSelection?deliveryType=delivery', replace: true }]);
    expect(calls.loadMenu).not.toHaveBeenCalled();
  });

  it('treats unreadable storage like no saved store', async () => {
    const { actor, emitted } = startMenu({
      readStore: async () => {
        throw new Error('IndexedDB is not available');
      },
    });
    await waitFor(actor, (state) => state.status === 'done');
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/locationSelection?deliveryType=delivery', replace: true }]);
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
    const loadMenu = vi
      .fn<(input: StoreCallInput) => Promise<MenuResponse>>()
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

  it('loads the menu again when the language changes, keeping the category asked for', async () => {
    const loadMenu = vi.fn<(input: StoreCallInput) => Promise<MenuResponse>>(async () => MENU);
    const { actor } = startMenu({ loadMenu });
    const first = await waitFor(actor, selectIsReady);
    const category = selectSelectedCategoryId(first);
    actor.send({ type: 'language.change' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    const again = await waitFor(actor, selectIsReady);
    expect(loadMenu).toHaveBeenCalledTimes(2);
    expect(selectSelectedCategoryId(again)).toBe(category);
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
      menuMachine.provide({ actors: { readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED) } }),
      { input: { storeActor: storeActorWith(), categoryId: null } },
    ).start();
    const ready = await waitFor(actor, selectIsReady);
    expect(getMenu).toHaveBeenCalledWith('66001', expect.anything());
    expect(getToppings).toHaveBeenCalledWith('66001', expect.anything());
    expect(selectStore(ready)?.id).toBe('66001');
    actor.stop();
  });

  it('with the default storage reader in Node (no IndexedDB) it asks for a location', async () => {
    const actor = createActor(menuMachine, { input: { storeActor: storeActorWith(), categoryId: null } });
    const emitted: MenuEmitted[] = [];
    actor.on('navigation.requested', (event) => emitted.push(event));
    actor.start();
    await waitFor(actor, (state) => state.status === 'done');
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/locationSelection?deliveryType=delivery', replace: true }]);
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
    expect(emitted).toEqual([{ type: 'product.added', item: plainItemOf(BREADSTICKS), product: BREADSTICKS }]);
  });

  it('a customisable pizza opens /customise?pizzaId', async () => {
    const { actor, emitted } = startMenu({ loadMenu: async () => STORE_MENU });
    await waitFor(actor, selectIsReady);
    actor.send({ type: 'product.add', productId: 102 });
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/customise?pizzaId=102' }]);
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
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/login?redirectUrl=%2Fmenu%2Fveg-pizza' }]);
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
    const setFavourite = vi.fn(
      async (_userId: string, body: { productId: number; favourite: boolean }, options: { signal?: AbortSignal } = {}) => {
        expect(options.signal).toBeInstanceOf(AbortSignal);
        return { status: 'SUCCESS' as const, productIds: body.favourite ? [101, body.productId] : [] };
      },
    );
    setApiClient({ getFavourites, setFavourite } as Partial<ApiClient> as ApiClient);
    const actor = createActor(
      menuMachine.provide({
        actors: {
          readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED),
          readVegOnly: fromPromise<boolean>(async () => false),
          loadMenu: fromPromise<MenuResponse, StoreCallInput>(async () => STORE_MENU),
          loadToppings: fromPromise<ToppingsResponse, StoreCallInput>(async () => TOPPINGS),
        },
      }),
      { input: { storeActor: storeActorWith(), categoryId: null, customerId: 'user-5' } },
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
    const { actor } = startMenu(
      { loadMenu: async () => STORE_MENU, readVegOnly: async () => true },
      null,
      { searchDebounceMs: 300 },
      clock,
    );
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
