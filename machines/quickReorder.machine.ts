/**
 * The landing's quick reorder row (SPEC 7 recent orders, SPEC 9 quickOrderCount): a logged-in customer's latest
 * placed orders load once per visit; choosing one reorders it through the same flow as the order details' 'Order
 * again' (machines/shared/reorder.ts), then emits `order.reordered` for the screen to reload the app's cart and
 * route on. No orders is the `empty` state (the row shows nothing); a failed load may be retried.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { afterOrderApi } from '@/api/afterOrder';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import type { OrderHistoryEntry, RecentOrdersResponse, ReorderResponse } from '@/contract/afterOrder';
import type { GeoPlace } from '@/contract/locations';
import type { SelectedStore } from '@/domain/store';
import { readSelectedStoreLogic, saveSelectedStoreLogic } from './shared/selectedStore';
import {
  isDeliveryReorder,
  reorderedRouteOf,
  reorderLogic,
  reorderStates,
  restoredStoreOf,
  reverseGeocodeLogic,
  type ReorderContext,
} from './shared/reorder';
import { required } from './shared/required';
import type { StoreActorRef } from './store.machine';

// Types

export interface QuickReorderInput {
  /** The app's store actor, which a reorder hands the order's store to. */
  storeActor: StoreActorRef;
}

export interface QuickReorderContext extends ReorderContext {
  /** The customer's recent orders, newest first. */
  orders: OrderHistoryEntry[];
  /** Why the recent orders could not be loaded; null otherwise. */
  error: ApiError | null;
}

export type QuickReorderEvent =
  | { type: 'orders.retry' }
  /** A recent order's 'Order again'. */
  | { type: 'reorder.start'; orderId: string }
  /** The unavailable-items popup's button: go on to the cart. */
  | { type: 'reorder.continue' }
  /** Closes the reorder failure popup. */
  | { type: 'reorder.dismiss' };

/** `order.reordered`: the cart on the server changed; the screen reloads the app's cart and routes to `to`. */
export type QuickReorderEmitted = { type: 'order.reordered'; to: string };

/** `busy`: the recent orders are loading; `error`: they failed; `reordering`: a reorder and its store restore run; `popup`: a reorder popup shows. */
export type QuickReorderTag = 'busy' | 'error' | 'reordering' | 'popup';

// Setup

export const quickReorderMachine = setup({
  types: {
    context: {} as QuickReorderContext,
    events: {} as QuickReorderEvent,
    input: {} as QuickReorderInput,
    emitted: {} as QuickReorderEmitted,
    tags: {} as QuickReorderTag,
  },
  actors: {
    getRecentOrders: fromPromise<RecentOrdersResponse>(({ signal }) => afterOrderApi(getApiClient()).getRecentOrders({ signal })),
    reorder: reorderLogic,
    reverseGeocode: reverseGeocodeLogic,
    readStore: readSelectedStoreLogic,
    saveStore: saveSelectedStoreLogic,
  },
  guards: {
    hasOrders: (_, params: { orders: OrderHistoryEntry[] }) => params.orders.length > 0,
    isRecentOrder: ({ context }, params: { orderId: string }) => context.orders.some((order) => order.orderId === params.orderId),
    isDeliveryOrder: (_, params: { reorder: ReorderResponse }) => isDeliveryReorder(params.reorder),
    canRestoreStore: ({ context }, params: { previous: SelectedStore | null }) =>
      restoredStoreOf(required(context.reorder, 'reorder'), context.place, params.previous) !== null,
    hasUnavailableItems: ({ context }) => (context.reorder?.unavailable.length ?? 0) > 0,
  },
  actions: {
    assignOrders: assign((_, params: { orders: OrderHistoryEntry[] }) => ({ orders: params.orders, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    startReorder: assign((_, params: { orderId: string }) => ({
      orderId: params.orderId,
      reorder: null,
      place: null,
      previousStore: null,
      reorderError: null,
    })),
    assignReorder: assign((_, params: { reorder: ReorderResponse }) => ({ reorder: params.reorder })),
    assignPlace: assign((_, params: { place: GeoPlace }) => ({ place: params.place })),
    assignPreviousStore: assign((_, params: { store: SelectedStore | null }) => ({ previousStore: params.store })),
    assignReorderError: assign((_, params: { error: unknown }) => ({ reorderError: toApiError(params.error) })),
    clearReorderError: assign({ reorderError: null }),
    emitReordered: emit(({ context }) => ({ type: 'order.reordered' as const, to: reorderedRouteOf(context) })),
  },
}).createMachine({
  id: 'quickReorder',
  context: ({ input }) => ({
    storeActor: input.storeActor,
    orders: [],
    error: null,
    orderId: null,
    reorder: null,
    place: null,
    previousStore: null,
    reorderError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getRecentOrders',
        src: 'getRecentOrders',
        onDone: [
          {
            guard: { type: 'hasOrders', params: ({ event }) => ({ orders: event.output.orders }) },
            target: 'ready',
            actions: { type: 'assignOrders', params: ({ event }) => ({ orders: event.output.orders }) },
          },
          { target: 'empty' },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: 'error',
      on: { 'orders.retry': 'loading' },
    },
    empty: {},
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'reorder.start': {
              guard: { type: 'isRecentOrder', params: ({ event }) => ({ orderId: event.orderId }) },
              target: 'reordering',
              actions: { type: 'startReorder', params: ({ event }) => ({ orderId: event.orderId }) },
            },
          },
        },
        ...reorderStates(),
        done: {
          type: 'final',
          entry: 'emitReordered',
        },
      },
    },
  },
});

// Selectors

export type QuickReorderSnapshot = SnapshotFrom<typeof quickReorderMachine>;

export const selectOrders = (snapshot: QuickReorderSnapshot): OrderHistoryEntry[] => snapshot.context.orders;
export const selectIsLoading = (snapshot: QuickReorderSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: QuickReorderSnapshot): boolean => snapshot.hasTag('error');
/** The order being reordered while the reorder runs; null otherwise. */
export const selectReorderingId = (snapshot: QuickReorderSnapshot): string | null =>
  snapshot.hasTag('reordering') ? snapshot.context.orderId : null;
/** Whether a recent order may be reordered now (none is being reordered, no popup shows). */
export const selectCanReorder = (snapshot: QuickReorderSnapshot): boolean => snapshot.matches({ ready: 'idle' });
/** The order's items the reorder could not add, while their popup shows; null otherwise. */
export const selectUnavailableItems = (snapshot: QuickReorderSnapshot): string[] | null =>
  snapshot.matches({ ready: 'unavailable' }) ? (snapshot.context.reorder?.unavailable ?? []) : null;
/** The reorder failure shown in a popup; null otherwise. */
export const selectReorderError = (snapshot: QuickReorderSnapshot): ApiError | null =>
  snapshot.matches({ ready: 'failed' }) ? snapshot.context.reorderError : null;
