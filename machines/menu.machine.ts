/**
 * The menu screen, one actor per visit (SPEC 4 menu loading): reads the selected store from IndexedDB
 * (none sends the customer to choose a location), loads the store's menu and toppings side by side,
 * removes duplicate categories, takes the bestseller ids from the first category and selects the
 * category the route asked for. SPEC 8: menu and topping failures are only logged; without a menu the
 * screen offers a retry, without toppings it shows the menu.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { MenuCategory, MenuProduct, MenuResponse, MenuStore, Topping, ToppingsResponse } from '@/api/contract';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { readStored, STORAGE_KEYS } from '@/api/storage';
import { locationRoute } from '@/domain/navigation';
import type { SavedStore, StoreDeliveryType } from './storeSelection.machine';

// Types

export interface MenuInput {
  /** The category the route asked for (/menu/{slug} or ?categoryId); null for the first one. */
  categoryId: number | null;
}

export interface MenuContext {
  /** The category the route asked for last; kept so a retry still opens it. */
  requestedCategoryId: number | null;
  /** The store selection kept in IndexedDB; null until read. */
  savedStore: SavedStore | null;
  /** The store the menu belongs to, as the server names it; null until the menu arrives. */
  store: MenuStore | null;
  /** Categories in menu order, each id once. */
  categories: MenuCategory[];
  /** The store's toppings; empty until they arrive or when they failed to load. */
  toppings: Topping[];
  /** SPEC 4: ids of the products in the first category. */
  bestsellerIds: number[];
  /** The category shown; null until the menu arrives (or when it has none). */
  selectedCategoryId: number | null;
  /** Why the menu failed to load; null otherwise. */
  error: ApiError | null;
}

export type MenuEvent = { type: 'category.select'; categoryId: number } | { type: 'menu.retry' };

/** The screen listens with `actor.on('navigate', ...)` and routes to `to`. */
export type MenuEmitted = { type: 'navigate'; to: string };

/** `busy`: the store or the menu is loading; `error`: the menu failed to load. */
export type MenuTag = 'busy' | 'error';

export interface StoreCallInput {
  storeId: string;
}

// Constants

/** SPEC 8: failures of the menu and topping calls are only logged. */
export const MENU_FAILURE_LOG = 'menu: the menu could not be loaded';
export const TOPPINGS_FAILURE_LOG = 'menu: the toppings could not be loaded';

// Setup

/** SPEC 4: duplicate categories removed; the first of each id is kept. */
export function uniqueCategories(categories: MenuCategory[]): MenuCategory[] {
  const seen = new Set<number>();
  return categories.filter((category) => {
    if (seen.has(category.categoryId)) return false;
    seen.add(category.categoryId);
    return true;
  });
}

/** SPEC 4: bestseller ids come from the first category. */
export function bestsellerIdsOf(categories: MenuCategory[]): number[] {
  return categories[0]?.data.map((product) => product.id) ?? [];
}

/** The asked category when the menu has it, else the first one. */
export function categoryToShow(categories: MenuCategory[], requested: number | null): number | null {
  const asked = categories.find((category) => category.categoryId === requested);
  return (asked ?? categories[0])?.categoryId ?? null;
}

/** A stored value counts as a selection only with a store id (older or damaged values do not). */
function asSavedStore(value: unknown): SavedStore | null {
  if (typeof value !== 'object' || value === null) return null;
  const { storeId } = value as Partial<SavedStore>;
  return typeof storeId === 'string' && storeId !== '' ? (value as SavedStore) : null;
}

function storeIdOf(context: MenuContext): StoreCallInput {
  if (context.savedStore === null) throw new Error('menu: no store selected yet');
  return { storeId: context.savedStore.storeId };
}

export const menuMachine = setup({
  types: {
    context: {} as MenuContext,
    events: {} as MenuEvent,
    input: {} as MenuInput,
    emitted: {} as MenuEmitted,
    tags: {} as MenuTag,
  },
  actors: {
    readStore: fromPromise<SavedStore | null>(async () => asSavedStore(await readStored<unknown>(STORAGE_KEYS.store))),
    loadMenu: fromPromise<MenuResponse, StoreCallInput>(({ input, signal }) => getApiClient().getMenu(input.storeId, { signal })),
    loadToppings: fromPromise<ToppingsResponse, StoreCallInput>(({ input, signal }) =>
      getApiClient().getToppings(input.storeId, { signal }),
    ),
  },
  guards: {
    hasStore: (_, params: { store: SavedStore | null }) => params.store !== null,
  },
  actions: {
    assignSavedStore: assign((_, params: { store: SavedStore | null }) => ({ savedStore: params.store })),
    assignMenu: assign(({ context }, params: { menu: MenuResponse }) => {
      const categories = uniqueCategories(params.menu.data);
      return {
        store: params.menu.store,
        categories,
        bestsellerIds: bestsellerIdsOf(categories),
        selectedCategoryId: categoryToShow(categories, context.requestedCategoryId),
        error: null,
      };
    }),
    assignToppings: assign((_, params: { toppings: ToppingsResponse }) => ({ toppings: params.toppings.data })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
    selectCategory: assign(({ context }, params: { categoryId: number }) => ({
      requestedCategoryId: params.categoryId,
      selectedCategoryId: context.categories.some((category) => category.categoryId === params.categoryId)
        ? params.categoryId
        : context.selectedCategoryId,
    })),
    logFailure: (_, params: { message: string; error: unknown }) => console.warn(params.message, params.error),
    navigateToLocation: emit({ type: 'navigate', to: locationRoute({ deliveryType: 'delivery' }) }),
  },
}).createMachine({
  id: 'menu',
  initial: 'loadingStore',
  context: ({ input }) => ({
    requestedCategoryId: input.categoryId,
    savedStore: null,
    store: null,
    categories: [],
    toppings: [],
    bestsellerIds: [],
    selectedCategoryId: null,
    error: null,
  }),
  // Asked for while loading, a category is opened once the menu arrives; in the menu, unknown ids change nothing.
  on: {
    'category.select': { actions: { type: 'selectCategory', params: ({ event }) => ({ categoryId: event.categoryId }) } },
  },
  states: {
    loadingStore: {
      tags: 'busy',
      invoke: {
        id: 'readStore',
        src: 'readStore',
        onDone: [
          {
            guard: { type: 'hasStore', params: ({ event }) => ({ store: event.output }) },
            target: 'loadingMenu',
            actions: { type: 'assignSavedStore', params: ({ event }) => ({ store: event.output }) },
          },
          { target: 'noStore' },
        ],
        // Unreadable storage (private browsing, old browsers) means no store is known.
        onError: 'noStore',
      },
    },
    // Without a store there is no menu to show: the customer chooses a location first.
    noStore: {
      type: 'final',
      entry: 'navigateToLocation',
    },
    loadingMenu: {
      tags: 'busy',
      type: 'parallel',
      states: {
        menu: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadMenu',
                src: 'loadMenu',
                input: ({ context }) => storeIdOf(context),
                onDone: { target: 'loaded', actions: { type: 'assignMenu', params: ({ event }) => ({ menu: event.output }) } },
                onError: {
                  target: '#menu.failed',
                  actions: [
                    { type: 'logFailure', params: ({ event }) => ({ message: MENU_FAILURE_LOG, error: event.error }) },
                    { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                  ],
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        toppings: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadToppings',
                src: 'loadToppings',
                input: ({ context }) => storeIdOf(context),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignToppings', params: ({ event }) => ({ toppings: event.output }) },
                },
                onError: {
                  target: 'unavailable',
                  actions: { type: 'logFailure', params: ({ event }) => ({ message: TOPPINGS_FAILURE_LOG, error: event.error }) },
                },
              },
            },
            loaded: { type: 'final' },
            // SPEC 8: the menu is shown without toppings.
            unavailable: { type: 'final' },
          },
        },
      },
      onDone: 'ready',
    },
    failed: {
      tags: 'error',
      on: {
        'menu.retry': { target: 'loadingMenu', actions: 'clearError' },
      },
    },
    ready: {},
  },
});

// Selectors

export type MenuSnapshot = SnapshotFrom<typeof menuMachine>;

const NO_PRODUCTS: MenuProduct[] = [];

export const selectIsLoading = (snapshot: MenuSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: MenuSnapshot): boolean => snapshot.hasTag('error');
export const selectIsReady = (snapshot: MenuSnapshot): boolean => snapshot.matches('ready');
export const selectError = (snapshot: MenuSnapshot): ApiError | null => snapshot.context.error;
export const selectStore = (snapshot: MenuSnapshot): MenuStore | null => snapshot.context.store;
export const selectDeliveryType = (snapshot: MenuSnapshot): StoreDeliveryType | null =>
  snapshot.context.savedStore?.deliveryType ?? null;
export const selectCategories = (snapshot: MenuSnapshot): MenuCategory[] => snapshot.context.categories;
export const selectSelectedCategoryId = (snapshot: MenuSnapshot): number | null => snapshot.context.selectedCategoryId;
export const selectToppings = (snapshot: MenuSnapshot): Topping[] => snapshot.context.toppings;
export const selectBestsellerIds = (snapshot: MenuSnapshot): number[] => snapshot.context.bestsellerIds;

/** The products of the category shown, in menu order. */
export function selectProducts(snapshot: MenuSnapshot): MenuProduct[] {
  const { categories, selectedCategoryId } = snapshot.context;
  return categories.find((category) => category.categoryId === selectedCategoryId)?.data ?? NO_PRODUCTS;
}
