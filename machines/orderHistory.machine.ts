/**
 * The order history list (SPEC 2 /orderHistory, SPEC 7 order history and favourite orders), one actor per
 * visit of a logged-in customer (the screen sends guests to login first).
 *
 * Loads page 1 of the chosen tab (All, or Favourites); `history.more` appends the next page while there is
 * one (SPEC 7: pages appended). A failed first page offers a retry; a failed later page keeps the pages
 * already shown and retries only on `history.retry`, so a scroll sentinel that stays in view cannot loop.
 *
 * Favourite toggle, after the call (not optimistic): one order at a time is saved and its heart changes
 * when the server has it, so the heart never shows a state the server refused; a failure leaves it as it
 * was and emits the server's message as a toast. On the Favourites tab an unmarked order stays listed
 * (with its heart off) until the tab loads again, so a mistaken tap can be undone in place.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { afterOrderApi } from '@/api/afterOrder';
import type { OrderHistoryEntry, OrderHistoryPage } from '@/contract/afterOrder';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { appendOnce } from './shared/pages';

// Types

export interface OrderHistoryInput {
  /** The tab to open with; All when not given. */
  favourites?: boolean;
}

export interface OrderHistoryContext {
  /** The tab shown: false every order, true only the orders marked favourite. */
  favourites: boolean;
  /** The orders of the pages loaded so far, in the server's order (newest first), each once. */
  orders: OrderHistoryEntry[];
  /** The page `history.more` loads; null once the last page is in. */
  nextPageNo: number | null;
  /** Why the last page load failed; null otherwise. */
  error: ApiError | null;
  /** The favourite mark being saved; null while none is. */
  favouriteChange: FavouriteChange | null;
}

export interface FavouriteChange {
  orderId: string;
  /** The mark the order gets: true to save as favourite, false to remove it. */
  favourite: boolean;
}

export type OrderHistoryEvent =
  /** The customer reached the end of the list (scroll sentinel) or pressed 'Load more'. */
  | { type: 'history.more' }
  /** Try the failed page load again. */
  | { type: 'history.retry' }
  | { type: 'tab.select'; favourites: boolean }
  | { type: 'favourite.toggle'; orderId: string };

/** `toast.requested`: the screen shows `message` briefly (a favourite mark the server refused). */
export type OrderHistoryEmitted = { type: 'toast.requested'; message: string };

/**
 * `busy`: the first page is loading; `loadingMore`: a further page is loading; `error`: the first page
 * failed; `moreError`: a further page failed (the loaded orders stay).
 */
export type OrderHistoryTag = 'busy' | 'loadingMore' | 'error' | 'moreError';

export interface HistoryCallInput {
  pageNo: number;
  favourites: boolean;
}

// Constants

/** SPEC 7: pages are numbered from 1. */
export const FIRST_PAGE_NO = 1;

// Setup

/** The loaded orders with a further page's appended; an order already listed (pages shift when an order is placed meanwhile) is kept once. */
export function appendPage(orders: OrderHistoryEntry[], page: OrderHistoryPage): OrderHistoryEntry[] {
  return appendOnce(orders, page.orders, (order) => order.orderId);
}

function nextPageCall(context: OrderHistoryContext): HistoryCallInput {
  if (context.nextPageNo === null) throw new Error('orderHistory: no further page to load');
  return { pageNo: context.nextPageNo, favourites: context.favourites };
}

function favouriteCall(context: OrderHistoryContext): FavouriteChange {
  if (context.favouriteChange === null) throw new Error('orderHistory: no favourite change to save');
  return context.favouriteChange;
}

export const orderHistoryMachine = setup({
  types: {
    context: {} as OrderHistoryContext,
    events: {} as OrderHistoryEvent,
    input: {} as OrderHistoryInput,
    emitted: {} as OrderHistoryEmitted,
    tags: {} as OrderHistoryTag,
  },
  actors: {
    getOrderHistory: fromPromise<OrderHistoryPage, HistoryCallInput>(({ input, signal }) =>
      afterOrderApi(getApiClient()).getOrderHistory(input.pageNo, input.favourites, { signal }),
    ),
    setOrderFavourite: fromPromise<void, FavouriteChange>(({ input, signal }) =>
      afterOrderApi(getApiClient()).setOrderFavourite(input.orderId, input.favourite, { signal }),
    ),
  },
  guards: {
    isOtherTab: ({ context }, params: { favourites: boolean }) => params.favourites !== context.favourites,
    isEmptyPage: (_, params: { page: OrderHistoryPage }) => params.page.orders.length === 0,
    hasNextPage: (_, params: { page: OrderHistoryPage }) => params.page.nextPageNo !== null,
    isListedOrder: ({ context }, params: { orderId: string }) => context.orders.some((order) => order.orderId === params.orderId),
  },
  actions: {
    selectTab: assign((_, params: { favourites: boolean }) => ({
      favourites: params.favourites,
      orders: [],
      nextPageNo: null,
      error: null,
      favouriteChange: null,
    })),
    assignFirstPage: assign((_, params: { page: OrderHistoryPage }) => ({
      orders: appendPage([], params.page),
      nextPageNo: params.page.nextPageNo,
      error: null,
    })),
    appendPage: assign(({ context }, params: { page: OrderHistoryPage }) => ({
      orders: appendPage(context.orders, params.page),
      nextPageNo: params.page.nextPageNo,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
    startFavouriteChange: assign(({ context }, params: { orderId: string }) => {
      const order = context.orders.find((entry) => entry.orderId === params.orderId);
      return { favouriteChange: { orderId: params.orderId, favourite: !order?.favourite } };
    }),
    applyFavouriteChange: assign(({ context }) => {
      const change = favouriteCall(context);
      return {
        orders: context.orders.map((order) => (order.orderId === change.orderId ? { ...order, favourite: change.favourite } : order)),
        favouriteChange: null,
      };
    }),
    dropFavouriteChange: assign({ favouriteChange: null }),
    emitErrorToast: emit((_, params: { error: unknown }) => ({
      type: 'toast.requested' as const,
      message: toApiError(params.error).displayMsg,
    })),
  },
}).createMachine({
  id: 'orderHistory',
  context: ({ input }) => ({
    favourites: input.favourites ?? false,
    orders: [],
    nextPageNo: null,
    error: null,
    favouriteChange: null,
  }),
  initial: 'loading',
  on: {
    // Another tab starts from its first page; a load of the old tab still running is cancelled.
    'tab.select': {
      guard: { type: 'isOtherTab', params: ({ event }) => ({ favourites: event.favourites }) },
      target: '.loading',
      actions: { type: 'selectTab', params: ({ event }) => ({ favourites: event.favourites }) },
    },
  },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getFirstPage',
        src: 'getOrderHistory',
        input: ({ context }) => ({ pageNo: FIRST_PAGE_NO, favourites: context.favourites }),
        onDone: [
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: { type: 'assignFirstPage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            guard: { type: 'hasNextPage', params: ({ event }) => ({ page: event.output }) },
            target: 'listing.pages.more',
            actions: { type: 'assignFirstPage', params: ({ event }) => ({ page: event.output }) },
          },
          { target: 'listing.pages.complete', actions: { type: 'assignFirstPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: 'error',
      on: { 'history.retry': { target: 'loading', actions: 'clearError' } },
    },
    // No orders on this tab (SPEC: empty state).
    empty: {},
    listing: {
      type: 'parallel',
      states: {
        pages: {
          initial: 'more',
          states: {
            // A further page exists.
            more: {
              on: { 'history.more': 'loadingMore' },
            },
            loadingMore: {
              tags: 'loadingMore',
              invoke: {
                id: 'getNextPage',
                src: 'getOrderHistory',
                input: ({ context }) => nextPageCall(context),
                onDone: [
                  {
                    guard: { type: 'hasNextPage', params: ({ event }) => ({ page: event.output }) },
                    target: 'more',
                    actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
                  },
                  { target: 'complete', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
                ],
                onError: { target: 'moreFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            // Only the retry button loads again: the sentinel may still be in view.
            moreFailed: {
              tags: 'moreError',
              on: { 'history.retry': { target: 'loadingMore', actions: 'clearError' } },
            },
            // The last page is in.
            complete: {},
          },
        },
        favourite: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'favourite.toggle': {
                  guard: { type: 'isListedOrder', params: ({ event }) => ({ orderId: event.orderId }) },
                  target: 'saving',
                  actions: { type: 'startFavouriteChange', params: ({ event }) => ({ orderId: event.orderId }) },
                },
              },
            },
            saving: {
              invoke: {
                id: 'setOrderFavourite',
                src: 'setOrderFavourite',
                input: ({ context }) => favouriteCall(context),
                onDone: { target: 'idle', actions: 'applyFavouriteChange' },
                onError: {
                  target: 'idle',
                  actions: ['dropFavouriteChange', { type: 'emitErrorToast', params: ({ event }) => ({ error: event.error }) }],
                },
              },
            },
          },
        },
      },
    },
  },
});

// Selectors

export type OrderHistorySnapshot = SnapshotFrom<typeof orderHistoryMachine>;

export const selectIsLoading = (snapshot: OrderHistorySnapshot): boolean => snapshot.hasTag('busy');
export const selectIsLoadingMore = (snapshot: OrderHistorySnapshot): boolean => snapshot.hasTag('loadingMore');
export const selectHasFailed = (snapshot: OrderHistorySnapshot): boolean => snapshot.hasTag('error');
export const selectHasMoreFailed = (snapshot: OrderHistorySnapshot): boolean => snapshot.hasTag('moreError');
export const selectIsEmpty = (snapshot: OrderHistorySnapshot): boolean => snapshot.matches('empty');
export const selectFavouritesTab = (snapshot: OrderHistorySnapshot): boolean => snapshot.context.favourites;
export const selectOrders = (snapshot: OrderHistorySnapshot): OrderHistoryEntry[] => snapshot.context.orders;
export const selectErrorMessage = (snapshot: OrderHistorySnapshot): string | null => snapshot.context.error?.displayMsg ?? null;
/** Every page of the tab is in. */
export const selectIsComplete = (snapshot: OrderHistorySnapshot): boolean => snapshot.matches({ listing: { pages: 'complete' } });
/** A further page exists and none is loading: the sentinel and 'Load more' ask for it. */
export const selectCanLoadMore = (snapshot: OrderHistorySnapshot): boolean => snapshot.can({ type: 'history.more' });
/** The order whose heart is being saved; null while none is. */
export const selectSavingOrderId = (snapshot: OrderHistorySnapshot): string | null =>
  snapshot.matches({ listing: { favourite: 'saving' } }) ? (snapshot.context.favouriteChange?.orderId ?? null) : null;
/** Hearts can be pressed while no other mark is being saved. */
export const selectCanToggleFavourite = (snapshot: OrderHistorySnapshot): boolean => snapshot.matches({ listing: { favourite: 'idle' } });
