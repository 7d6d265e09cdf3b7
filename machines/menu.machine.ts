/**
 * The menu and search screens, one actor per visit (SPEC 4 menu loading): reads the selected store from
 * the app's store actor (none sends the customer to choose a location), loads the store's menu and toppings and the
 * veg-only switch side by side, removes duplicate categories, takes the bestseller ids from the first
 * category and selects the category the route asked for. Once the menu is there it filters (veg / non-veg
 * / all, SPEC 9), sorts (discount or price, SPEC 9), searches, keeps a logged-in customer's favourites and
 * turns 'Add' into a cart line or a trip to /customise. SPEC 5: veg-only drops category 3 and non-veg
 * products. SPEC 8: menu, topping and favourite failures are only logged; without a menu the screen offers a
 * retry, without toppings or favourites it shows the menu.
 */
import { assign, emit, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { PRODUCT_TYPES } from '@/contract/codes';
import type { FavouritesResponse, MenuCategory, MenuProduct, MenuResponse, MenuStore, Topping, ToppingsResponse } from '@/contract/menu';
import type { CartItemInput } from '@/contract/cart';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { readStored, STORAGE_KEYS } from '@/api/storage';
import { plainItemOf } from '@/domain/cartLines';
import { APP_CONFIG_DEFAULTS, type DeliveryType } from '@/domain/constants';
import {
  allProducts,
  bestsellerIdsOf,
  categoryToShow,
  filterByFoodType,
  FOOD_FILTERS,
  isSelectableCategory,
  matchesSearch,
  productById,
  shownCategories,
  sortProducts,
  toggledFavourites,
  uniqueCategories,
  vegOnlyProducts,
  type FoodFilter,
  type MenuSort,
} from '@/domain/menu';
import { customiseRoute, locationRoute, loginRoute } from '@/domain/navigation';
import { loadingStoreState, readSelectedStoreLogic } from './shared/selectedStore';
import { loadStoreMenuLogic, loadStoreToppingsLogic, storeMenuRegions } from './shared/storeMenu';

export type { StoreCallInput } from './shared/selectedStore';
import type { StoreActorRef } from './store.machine';
import type { SelectedRail, SelectedStore } from '@/domain/store';

// Types

export interface MenuInput {
  /** The app's store actor, whose store's menu is shown. */
  storeActor: StoreActorRef;
  /** The category the route asked for (/menu/{slug} or ?categoryId); null for the first one. */
  categoryId: number | null;
  /** The logged-in customer's user id; null for a guest. */
  customerId?: string | null;
  /** Pause in typing before a search runs, ms (SPEC 9 autoCompleteDebounceTimeInMillis). */
  searchDebounceMs?: number;
}

export interface MenuContext {
  /** The category the route or the customer asked for last; kept so a retry or a late favourites list still opens it. */
  requestedCategoryId: number | null;
  /** The app's store actor. */
  storeActor: StoreActorRef;
  /** The selected store, once the store actor has restored it; null until read. */
  savedStore: SelectedStore | null;
  /** The store the menu belongs to, as the server names it; null until the menu arrives. */
  store: MenuStore | null;
  /** The menu's categories in menu order, each id once. */
  categories: MenuCategory[];
  /** The store's toppings; empty until they arrive or when they failed to load. */
  toppings: Topping[];
  /** SPEC 4: ids of the products in the first category. */
  bestsellerIds: number[];
  /** SPEC 5: the landing screen's veg-only switch; category 3 and non-veg products are left out. */
  vegOnly: boolean;
  /** SPEC 9: which food types are listed. */
  foodFilter: FoodFilter;
  /** SPEC 9: how products are ordered; null keeps menu order. */
  sort: MenuSort | null;
  /** The logged-in customer whose favourites are shown; null for a guest. */
  customerId: string | null;
  /** The customer's favourite product ids, newest answer of the server. */
  favouriteIds: number[];
  /** The product whose heart is being saved; null otherwise. */
  savingFavouriteId: number | null;
  /** The search text as typed. */
  searchQuery: string;
  /** The search text the results are for (typing settled). */
  searchTerm: string;
  /** SPEC 9 autoCompleteDebounceTimeInMillis. */
  searchDebounceMs: number;
  /** Why the menu failed to load; null otherwise. */
  error: ApiError | null;
}

export type MenuEvent =
  | { type: 'category.select'; categoryId: number }
  | { type: 'menu.retry' }
  /** Categories and descriptions come in the customer's language: a new language loads the menu again. */
  | { type: 'language.change' }
  | { type: 'filter.select'; filter: FoodFilter }
  | { type: 'sort.select'; sort: MenuSort | null }
  | { type: 'search.change'; query: string }
  | { type: 'customer.set'; customerId: string | null }
  /** `returnUrl`: where a guest comes back to after logging in. */
  | { type: 'favourite.toggle'; productId: number; returnUrl: string }
  | { type: 'product.add'; productId: number };

/**
 * `navigation.requested`: the screen routes to `to`, replacing this page when `replace` (the page has nothing to show).
 * `product.added`: a product sold as is goes to the cart; the screen sends `item` to the cart actor.
 */
export type MenuEmitted =
  { type: 'navigation.requested'; to: string; replace?: boolean } | { type: 'product.added'; item: CartItemInput; product: MenuProduct };

/** `busy`: the store or the menu is loading; `error`: the menu failed to load. */
export type MenuTag = 'busy' | 'error';

export interface FavouritesInput {
  userId: string;
}

export interface FavouriteSaveInput {
  userId: string;
  productId: number;
  favourite: boolean;
}

// Constants

/** SPEC 8: failures of the menu, topping and favourite calls are only logged. */
export const MENU_FAILURE_LOG = 'menu: the menu could not be loaded';
export const TOPPINGS_FAILURE_LOG = 'menu: the toppings could not be loaded';
export const FAVOURITES_FAILURE_LOG = 'menu: the favourites could not be loaded';
export const FAVOURITE_SAVE_FAILURE_LOG = 'menu: the favourite could not be saved';

/** The name of the category built from the customer's favourites. */
export const FAVOURITES_CATEGORY_NAME = 'Favourites';

function customerOf(context: MenuContext): FavouritesInput {
  if (context.customerId === null) throw new Error('menu: favourites need a logged-in customer');
  return { userId: context.customerId };
}

function favouriteSaveOf(context: MenuContext): FavouriteSaveInput {
  const productId = context.savingFavouriteId;
  if (productId === null) throw new Error('menu: no favourite is being saved');
  return { ...customerOf(context), productId, favourite: context.favouriteIds.includes(productId) };
}

// Setup

export const menuMachine = setup({
  types: {
    context: {} as MenuContext,
    events: {} as MenuEvent,
    input: {} as MenuInput,
    emitted: {} as MenuEmitted,
    tags: {} as MenuTag,
  },
  actors: {
    readStore: readSelectedStoreLogic,
    readVegOnly: fromPromise<boolean>(async () => (await readStored<unknown>(STORAGE_KEYS.vegOnly)) === true),
    loadMenu: loadStoreMenuLogic,
    loadToppings: loadStoreToppingsLogic,
    loadFavourites: fromPromise<FavouritesResponse, FavouritesInput>(({ input, signal }) =>
      getApiClient().getFavourites(input.userId, { signal }),
    ),
    saveFavourite: fromPromise<FavouritesResponse, FavouriteSaveInput>(({ input, signal }) =>
      getApiClient().setFavourite(input.userId, { productId: input.productId, favourite: input.favourite }, { signal }),
    ),
  },
  delays: {
    searchDebounce: ({ context }) => context.searchDebounceMs,
  },
  guards: {
    hasStore: (_, params: { store: SelectedStore | null }) => params.store !== null,
    hasCustomer: ({ context }) => context.customerId !== null,
    isOtherCustomer: ({ context }, params: { customerId: string | null }) => params.customerId !== context.customerId,
    canAdd: ({ context }, params: { productId: number }) => productById(context.categories, params.productId)?.inStock === true,
    isMenuProduct: ({ context }, params: { productId: number }) => productById(context.categories, params.productId) !== undefined,
  },
  actions: {
    assignSavedStore: assign((_, params: { store: SelectedStore | null }) => ({ savedStore: params.store })),
    assignMenu: assign((_, params: { menu: MenuResponse }) => {
      const categories = uniqueCategories(params.menu.data);
      return { store: params.menu.store, categories, bestsellerIds: bestsellerIdsOf(categories), error: null };
    }),
    assignToppings: assign((_, params: { toppings: ToppingsResponse }) => ({ toppings: params.toppings.data })),
    assignVegOnly: assign((_, params: { vegOnly: boolean }) => ({ vegOnly: params.vegOnly })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
    // Before the menu arrives any category may be asked for; once it is there, one of the menu's, or a customer's favourites.
    selectCategory: assign(({ context }, params: { categoryId: number }) => ({
      requestedCategoryId: isSelectableCategory(context, params.categoryId, context.customerId !== null)
        ? params.categoryId
        : context.requestedCategoryId,
    })),
    assignFilter: assign((_, params: { filter: FoodFilter }) => ({ foodFilter: params.filter })),
    assignSort: assign((_, params: { sort: MenuSort | null }) => ({ sort: params.sort })),
    assignSearchQuery: assign((_, params: { query: string }) => ({ searchQuery: params.query })),
    applySearch: assign(({ context }) => ({ searchTerm: context.searchQuery.trim() })),
    assignCustomer: assign((_, params: { customerId: string | null }) => ({ customerId: params.customerId })),
    assignFavourites: assign((_, params: { favourites: FavouritesResponse }) => ({ favouriteIds: params.favourites.productIds })),
    clearFavourites: assign({ favouriteIds: [] }),
    // The heart changes at once; the server's answer (or the failure) settles it.
    startSavingFavourite: assign(({ context }, params: { productId: number }) => ({
      favouriteIds: toggledFavourites(context.favouriteIds, params.productId),
      savingFavouriteId: params.productId,
    })),
    revertFavourite: assign(({ context }) => ({
      favouriteIds:
        context.savingFavouriteId === null ? context.favouriteIds : toggledFavourites(context.favouriteIds, context.savingFavouriteId),
      savingFavouriteId: null,
    })),
    clearSavingFavourite: assign({ savingFavouriteId: null }),
    logFailure: (_, params: { message: string; error: unknown }) => console.warn(params.message, params.error),
    navigateToLocation: emit({ type: 'navigation.requested', to: locationRoute({ deliveryType: 'delivery' }), replace: true }),
    navigateToLogin: emit((_, params: { returnUrl: string }) => ({
      type: 'navigation.requested' as const,
      to: loginRoute({ redirectUrl: params.returnUrl }),
    })),
    addProduct: enqueueActions(({ context, enqueue }, params: { productId: number }) => {
      const product = productById(context.categories, params.productId);
      if (!product) return;
      if (product.type === PRODUCT_TYPES.customisable) enqueue.emit({ type: 'navigation.requested', to: customiseRoute(product.id) });
      else enqueue.emit({ type: 'product.added', item: plainItemOf(product), product });
    }),
  },
}).createMachine({
  id: 'menu',
  initial: 'loadingStore',
  context: ({ input }) => ({
    requestedCategoryId: input.categoryId,
    storeActor: input.storeActor,
    savedStore: null,
    store: null,
    categories: [],
    toppings: [],
    bestsellerIds: [],
    vegOnly: false,
    foodFilter: FOOD_FILTERS.all,
    sort: null,
    customerId: input.customerId ?? null,
    favouriteIds: [],
    savingFavouriteId: null,
    searchQuery: '',
    searchTerm: '',
    searchDebounceMs: input.searchDebounceMs ?? APP_CONFIG_DEFAULTS.autoCompleteDebounceTimeInMillis,
    error: null,
  }),
  // Asked for while loading, a category is opened once the menu arrives; in the menu, ids not shown change nothing.
  on: {
    'category.select': {
      actions: {
        type: 'selectCategory',
        params: ({ event }) => ({ categoryId: event.categoryId }),
      },
    },
    'filter.select': { actions: { type: 'assignFilter', params: ({ event }) => ({ filter: event.filter }) } },
    'sort.select': { actions: { type: 'assignSort', params: ({ event }) => ({ sort: event.sort }) } },
    'search.change': { actions: { type: 'assignSearchQuery', params: ({ event }) => ({ query: event.query }) } },
    'customer.set': { actions: { type: 'assignCustomer', params: ({ event }) => ({ customerId: event.customerId }) } },
  },
  states: {
    loadingStore: loadingStoreState('loadingMenu'),
    // Without a store there is no menu to show: the customer chooses a location first.
    noStore: {
      type: 'final',
      entry: 'navigateToLocation',
    },
    loadingMenu: {
      tags: 'busy',
      type: 'parallel',
      // Asked for in another language while loading: loaded again in that one.
      on: { 'language.change': { target: 'loadingMenu', reenter: true } },
      states: {
        // SPEC 8: without toppings the menu is still shown.
        ...storeMenuRegions({
          machine: 'menu',
          failedState: '#menu.failed',
          menuFailureLog: MENU_FAILURE_LOG,
          toppingsFailureLog: TOPPINGS_FAILURE_LOG,
        }),
        vegOnly: {
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                id: 'readVegOnly',
                src: 'readVegOnly',
                onDone: { target: 'read', actions: { type: 'assignVegOnly', params: ({ event }) => ({ vegOnly: event.output }) } },
                // Unreadable storage means the switch was never turned on.
                onError: 'read',
              },
            },
            read: { type: 'final' },
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
    ready: {
      type: 'parallel',
      on: {
        'language.change': 'loadingMenu',
        'product.add': {
          guard: { type: 'canAdd', params: ({ event }) => ({ productId: event.productId }) },
          actions: { type: 'addProduct', params: ({ event }) => ({ productId: event.productId }) },
        },
      },
      states: {
        favourites: {
          initial: 'deciding',
          on: {
            'customer.set': {
              guard: { type: 'isOtherCustomer', params: ({ event }) => ({ customerId: event.customerId }) },
              target: '.deciding',
              reenter: true,
              actions: [{ type: 'assignCustomer', params: ({ event }) => ({ customerId: event.customerId }) }, 'clearFavourites'],
            },
          },
          states: {
            deciding: {
              always: [{ guard: 'hasCustomer', target: 'loading' }, { target: 'guest' }],
            },
            // A guest tapping a heart logs in first and comes back.
            guest: {
              on: {
                'favourite.toggle': {
                  actions: { type: 'navigateToLogin', params: ({ event }) => ({ returnUrl: event.returnUrl }) },
                },
              },
            },
            loading: {
              invoke: {
                id: 'loadFavourites',
                src: 'loadFavourites',
                input: ({ context }) => customerOf(context),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignFavourites', params: ({ event }) => ({ favourites: event.output }) },
                },
                onError: {
                  target: 'unavailable',
                  actions: { type: 'logFailure', params: ({ event }) => ({ message: FAVOURITES_FAILURE_LOG, error: event.error }) },
                },
              },
            },
            loaded: {
              on: {
                'favourite.toggle': {
                  guard: { type: 'isMenuProduct', params: ({ event }) => ({ productId: event.productId }) },
                  target: 'saving',
                  actions: { type: 'startSavingFavourite', params: ({ event }) => ({ productId: event.productId }) },
                },
              },
            },
            // SPEC 8: no list to show; a heart tapped still saves, and the answer brings the list.
            unavailable: {
              on: {
                'favourite.toggle': {
                  guard: { type: 'isMenuProduct', params: ({ event }) => ({ productId: event.productId }) },
                  target: 'saving',
                  actions: { type: 'startSavingFavourite', params: ({ event }) => ({ productId: event.productId }) },
                },
              },
            },
            saving: {
              invoke: {
                id: 'saveFavourite',
                src: 'saveFavourite',
                input: ({ context }) => favouriteSaveOf(context),
                onDone: {
                  target: 'loaded',
                  actions: [{ type: 'assignFavourites', params: ({ event }) => ({ favourites: event.output }) }, 'clearSavingFavourite'],
                },
                onError: {
                  target: 'loaded',
                  actions: [
                    { type: 'logFailure', params: ({ event }) => ({ message: FAVOURITE_SAVE_FAILURE_LOG, error: event.error }) },
                    'revertFavourite',
                  ],
                },
              },
            },
          },
        },
        search: {
          initial: 'settled',
          on: {
            'search.change': {
              target: '.typing',
              reenter: true,
              actions: { type: 'assignSearchQuery', params: ({ event }) => ({ query: event.query }) },
            },
          },
          states: {
            // Text typed while the menu loaded is searched as soon as it is there.
            settled: { entry: 'applySearch' },
            typing: { after: { searchDebounce: 'settled' } },
          },
        },
      },
    },
  },
});

// Selectors

export type MenuSnapshot = SnapshotFrom<typeof menuMachine>;

const NO_PRODUCTS: MenuProduct[] = [];
const NO_IDS: number[] = [];

/** The customer's favourites list is there (loaded, or being saved). */
const hasFavouritesList = (snapshot: MenuSnapshot): boolean =>
  snapshot.matches({ ready: { favourites: 'loaded' } }) || snapshot.matches({ ready: { favourites: 'saving' } });

export const selectIsLoading = (snapshot: MenuSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: MenuSnapshot): boolean => snapshot.hasTag('error');
export const selectIsReady = (snapshot: MenuSnapshot): boolean => snapshot.matches('ready');
export const selectError = (snapshot: MenuSnapshot): ApiError | null => snapshot.context.error;
export const selectStore = (snapshot: MenuSnapshot): MenuStore | null => snapshot.context.store;
export const selectDeliveryType = (snapshot: MenuSnapshot): DeliveryType | null => snapshot.context.savedStore?.deliveryType ?? null;
/** The seat and station of an order to a train seat; null for every other delivery type. */
export const selectRail = (snapshot: MenuSnapshot): SelectedRail | null => snapshot.context.savedStore?.rail ?? null;
export const selectToppings = (snapshot: MenuSnapshot): Topping[] => snapshot.context.toppings;
export const selectBestsellerIds = (snapshot: MenuSnapshot): number[] => snapshot.context.bestsellerIds;
export const selectVegOnly = (snapshot: MenuSnapshot): boolean => snapshot.context.vegOnly;
export const selectFoodFilter = (snapshot: MenuSnapshot): FoodFilter => snapshot.context.foodFilter;
export const selectSort = (snapshot: MenuSnapshot): MenuSort | null => snapshot.context.sort;
export const selectSearchQuery = (snapshot: MenuSnapshot): string => snapshot.context.searchQuery;
export const selectSearchTerm = (snapshot: MenuSnapshot): string => snapshot.context.searchTerm;
/** Hearts are shown filled for these ids (none for a guest or while the list is unknown). */
export const selectFavouriteIds = (snapshot: MenuSnapshot): number[] =>
  hasFavouritesList(snapshot) ? snapshot.context.favouriteIds : NO_IDS;
/** A heart can be tapped (a guest's tap leads to login); not while a favourite is being saved. */
export const selectCanToggleFavourite = (snapshot: MenuSnapshot): boolean =>
  snapshot.matches('ready') &&
  !snapshot.matches({ ready: { favourites: 'saving' } }) &&
  !snapshot.matches({ ready: { favourites: 'loading' } });

/** The category tabs: the customer's favourites first (when logged in), then the menu's; veg-only applied. */
export const selectCategories = (snapshot: MenuSnapshot): MenuCategory[] =>
  shownCategories(snapshot.context, hasFavouritesList(snapshot) ? FAVOURITES_CATEGORY_NAME : null);

/** The category shown: the asked one when it is shown, else the first; null without categories. */
export const selectSelectedCategoryId = (snapshot: MenuSnapshot): number | null =>
  categoryToShow(selectCategories(snapshot), snapshot.context.requestedCategoryId);

/** The products of the category shown, filtered (SPEC 9) and sorted (SPEC 9; menu order when none). */
export function selectProducts(snapshot: MenuSnapshot): MenuProduct[] {
  const selectedId = selectSelectedCategoryId(snapshot);
  const products = selectCategories(snapshot).find((category) => category.categoryId === selectedId)?.data ?? NO_PRODUCTS;
  return sortProducts(filterByFoodType(products, snapshot.context.foodFilter), snapshot.context.sort);
}

/** The products of the shown category before the food filter: tells an empty category from an empty filter. */
export function selectCategorySize(snapshot: MenuSnapshot): number {
  const selectedId = selectSelectedCategoryId(snapshot);
  return selectCategories(snapshot).find((category) => category.categoryId === selectedId)?.data.length ?? 0;
}

/** Search results: every product once whose name or description has the settled term; veg-only applied. */
export function selectSearchResults(snapshot: MenuSnapshot): MenuProduct[] {
  const { categories, vegOnly, searchTerm } = snapshot.context;
  if (searchTerm === '') return NO_PRODUCTS;
  return vegOnlyProducts(allProducts(categories), vegOnly).filter((product) => matchesSearch(product, searchTerm));
}

/** A product can be added: the menu is there and it is in stock. */
export const selectCanAdd = (snapshot: MenuSnapshot, productId: number): boolean => snapshot.can({ type: 'product.add', productId });
