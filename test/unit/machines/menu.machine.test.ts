import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiClient } from '@/api/client';
import type { MenuCategory, MenuProduct, MenuResponse, ToppingsResponse } from '@/api/contract';
import { setApiClient } from '@/api/holder';
import {
  bestsellerIdsOf,
  categoryToShow,
  MENU_FAILURE_LOG,
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
  loadMenu?: (input: StoreCallInput) => Promise<MenuResponse>;
  loadToppings?: (input: StoreCallInput) => Promise<ToppingsResponse>;
}

function startMenu(fakes: Fakes = {}, categoryId: number | null = null) {
  const calls = {
    readStore: vi.fn(fakes.readStore ?? (async () => SAVED)),
    loadMenu: vi.fn(fakes.loadMenu ?? (async () => MENU)),
    loadToppings: vi.fn(fakes.loadToppings ?? (async () => TOPPINGS)),
  };
  const actor = createActor(
    menuMachine.provide({
      actors: {
        readStore: fromPromise<SavedStore | null>(() => calls.readStore()),
        loadMenu: fromPromise<MenuResponse, StoreCallInput>(({ input }) => calls.loadMenu(input)),
        loadToppings: fromPromise<ToppingsResponse, StoreCallInput>(({ input }) => calls.loadToppings(input)),
      },
    }),
    { input: { categoryId } },
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
    expect(emitted).toEqual([{ type: 'navigate', to: '/locationSelection?deliveryType=delivery' }]);
    expect(calls.loadMenu).not.toHaveBeenCalled();
  });

  it('treats unreadable storage like no saved store', async () => {
    const { actor, emitted } = startMenu({
      readStore: async () => {
        throw new Error('IndexedDB is not available');
      },
    });
    await waitFor(actor, (state) => state.status === 'done');
    expect(emitted).toEqual([{ type: 'navigate', to: '/locationSelection?deliveryType=delivery' }]);
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
    expect(emitted).toEqual([{ type: 'navigate', to: '/locationSelection?deliveryType=delivery' }]);
  });
});
