/**
 * One order's details (SPEC 2 /orderHistory?orderId, SPEC 7 order details, reorder and invoice), one actor
 * per visit of a logged-in customer.
 *
 * Reorder: the server refills the cart with the order's items still sold at its store; the store, delivery
 * type and address are then handed to the app's store actor exactly as a store selection hands them, so
 * the cart, menu and checkout use the order's store. Delivery orders
 * get their place named again from the order's point, as the store lookup names it. What cannot be
 * restored from the order alone (a pickup order's point on a device that has none, curbside vehicle
 * details never given here, a rail order's station) leaves the store to be chosen again. Items that
 * could not be added are listed before going on; the machine then emits `order.reordered` and the screen
 * reloads the app's cart and routes on.
 *
 * Invoice: downloads the PDF and emits it for the screen to save as invoice-{sliceOrderId}.pdf, with the
 * SPEC toast 'Invoice Downloaded'; a failure toasts the server's message (SPEC 8).
 *
 * Refund to wallet: a failed order's refund may go to the Slice wallet as Refund Points instead of its source,
 * offered only while the server says so (refundToWalletAvailable); the details are replaced by the server's
 * answer and `refund.movedToWallet` is emitted; a refusal toasts the server's message.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { afterOrderApi } from '@/api/afterOrder';
import type { GeocodeResponse, GeoPlace } from '@/contract/locations';
import type { OrderDetailsResponse, ReorderResponse } from '@/contract/afterOrder';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { invoiceFileName } from '@/domain/afterOrder';
import { DELIVERY_TYPE } from '@/domain/constants';
import { DELIVERY_TYPE_PARAMS, locationRoute, ROUTES } from '@/domain/navigation';
import { readSelectedStoreLogic, saveSelectedStoreLogic } from './shared/selectedStore';
import type { StoreActorRef } from './store.machine';
import type { SelectedStore } from '@/domain/store';
import { required } from './shared/required';

// Types

export interface OrderDetailsInput {
  /** The app's store actor, which a reorder hands the order's store to. */
  storeActor: StoreActorRef;
  orderId: string;
}

export interface OrderDetailsContext {
  /** The app's store actor. */
  storeActor: StoreActorRef;
  /** The order shown. */
  orderId: string;
  /** The loaded details; null until loaded. */
  details: OrderDetailsResponse | null;
  /** Why the details could not be loaded; null otherwise. */
  error: ApiError | null;
  /** The server's reorder answer; null until the reorder succeeded. */
  reorder: ReorderResponse | null;
  /** The delivery order's place named again for the saved store; null until named, or when it could not be. */
  place: GeoPlace | null;
  /** The store selection on this device before the reorder; null when there is none. */
  previousStore: SelectedStore | null;
  /** Why the reorder failed; null otherwise. */
  reorderError: ApiError | null;
}

export type OrderDetailsEvent =
  | { type: 'details.retry' }
  /** 'Order again'. */
  | { type: 'reorder.start' }
  /** The unavailable-items popup's button: go on to the cart. */
  | { type: 'reorder.continue' }
  /** Closes the reorder failure popup. */
  | { type: 'reorder.dismiss' }
  | { type: 'invoice.download' }
  /** 'Get it in the Slice Wallet now'. */
  | { type: 'refund.toWallet' };

/** A toast: the SPEC 8 'Invoice Downloaded' by its code, or the server's own words. */
export type OrderDetailsToast = { code: 'invoiceDownloaded' } | { text: string };

/**
 * `order.reordered`: the cart on the server changed; the screen reloads the app's cart and routes to `to`
 * (/cart, or the store choice when the order's store could not be restored). `invoice.ready`: the screen
 * saves `blob` as `fileName`. `toast.requested`: the screen shows `message` briefly. `refund.movedToWallet`: the refund is
 * in the wallet now.
 */
export type OrderDetailsEmitted =
  | { type: 'order.reordered'; to: string }
  | { type: 'refund.movedToWallet' }
  | { type: 'invoice.ready'; blob: Blob; fileName: string }
  | { type: 'toast.requested'; message: OrderDetailsToast };

/**
 * `busy`: the details are loading; `error`: they failed; `reordering`: the reorder and the store
 * restore run; `popup`: the unavailable-items or reorder-failure popup shows; `downloading`: the
 * invoice is being fetched; `movingRefund`: the refund is being moved to the wallet.
 */
export type OrderDetailsTag = 'busy' | 'error' | 'reordering' | 'popup' | 'downloading' | 'movingRefund';

export interface OrderCallInput {
  orderId: string;
}

export interface PointInput {
  latitude: number;
  longitude: number;
}

// Rules

/**
 * The store selection a reorder restores, or null when the order alone cannot give one: rail orders
 * choose a station; delivery orders need their address; pickup orders keep the point this device chose
 * a store from, or take the store's own point; curbside needs vehicle details this device has kept.
 * The timing is always now: an advance order's time has passed. The order's store is its own child
 * store, as the store lookup answers for a store served at once.
 */
export function restoredStoreOf(reorder: ReorderResponse, place: GeoPlace | null, previous: SelectedStore | null): SelectedStore | null {
  const { deliveryType, storeId, deliveryLocation } = reorder;
  if (deliveryType === DELIVERY_TYPE.train) return null;
  let location: SelectedStore['location'] | null;
  if (deliveryType === DELIVERY_TYPE.delivery) {
    location = deliveryLocation
      ? { latitude: deliveryLocation.latitude, longitude: deliveryLocation.longitude, addressId: reorder.addressId, place }
      : null;
  } else {
    location = previous?.location ?? { ...reorder.storeLocation, addressId: null, place: null };
  }
  const vehicleDetails = deliveryType === DELIVERY_TYPE.curbside ? (previous?.vehicleDetails ?? null) : null;
  if (location === null || (deliveryType === DELIVERY_TYPE.curbside && !vehicleDetails)) return null;
  return { storeId, childStoreId: storeId, deliveryType, location, timing: { kind: 'now' }, vehicleDetails };
}

/** Where the customer goes once the reorder is done: the cart, or choosing the order's store again. */
export function afterReorderRoute(reorder: ReorderResponse, restored: SelectedStore | null): string {
  if (restored !== null) return ROUTES.cart;
  if (reorder.deliveryType === DELIVERY_TYPE.train) return ROUTES.deliverOnTrain;
  return locationRoute({ deliveryType: DELIVERY_TYPE_PARAMS[reorder.deliveryType] });
}

// Setup

function restoredOf(context: OrderDetailsContext): SelectedStore | null {
  return restoredStoreOf(required(context.reorder, 'reorder'), context.place, context.previousStore);
}

function deliveryPointOf(context: OrderDetailsContext): PointInput {
  const location = required(required(context.reorder, 'reorder').deliveryLocation, 'delivery location');
  return { latitude: location.latitude, longitude: location.longitude };
}

export const orderDetailsMachine = setup({
  types: {
    context: {} as OrderDetailsContext,
    events: {} as OrderDetailsEvent,
    input: {} as OrderDetailsInput,
    emitted: {} as OrderDetailsEmitted,
    tags: {} as OrderDetailsTag,
  },
  actors: {
    getOrderDetails: fromPromise<OrderDetailsResponse, OrderCallInput>(({ input, signal }) =>
      afterOrderApi(getApiClient()).getOrderDetails(input.orderId, { signal }),
    ),
    reorder: fromPromise<ReorderResponse, OrderCallInput>(({ input, signal }) =>
      afterOrderApi(getApiClient()).reorder(input.orderId, { signal }),
    ),
    reverseGeocode: fromPromise<GeocodeResponse, PointInput>(({ input, signal }) => getApiClient().reverseGeocode(input, { signal })),
    readStore: readSelectedStoreLogic,
    // Handed to the store actor as the store selection hands it.
    saveStore: saveSelectedStoreLogic,
    getInvoice: fromPromise<Blob, OrderCallInput>(({ input, signal }) =>
      afterOrderApi(getApiClient()).getInvoice(input.orderId, { signal }),
    ),
    refundToWallet: fromPromise<OrderDetailsResponse, OrderCallInput>(({ input, signal }) =>
      afterOrderApi(getApiClient()).refundToWallet(input.orderId, { signal }),
    ),
  },
  guards: {
    isDeliveryOrder: (_, params: { reorder: ReorderResponse }) =>
      params.reorder.deliveryType === DELIVERY_TYPE.delivery && params.reorder.deliveryLocation !== null,
    canRestoreStore: ({ context }, params: { previous: SelectedStore | null }) =>
      restoredStoreOf(required(context.reorder, 'reorder'), context.place, params.previous) !== null,
    hasUnavailableItems: ({ context }) => (context.reorder?.unavailable.length ?? 0) > 0,
    hasInvoice: ({ context }) => context.details?.invoiceAvailable === true,
    canMoveRefundToWallet: ({ context }) => context.details?.refundToWalletAvailable === true,
  },
  actions: {
    assignDetails: assign((_, params: { details: OrderDetailsResponse }) => ({ details: params.details, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
    startReorder: assign({ reorder: null, place: null, previousStore: null, reorderError: null }),
    assignReorder: assign((_, params: { reorder: ReorderResponse }) => ({ reorder: params.reorder })),
    assignPlace: assign((_, params: { place: GeoPlace }) => ({ place: params.place })),
    assignPreviousStore: assign((_, params: { store: SelectedStore | null }) => ({ previousStore: params.store })),
    assignReorderError: assign((_, params: { error: unknown }) => ({ reorderError: toApiError(params.error) })),
    clearReorderError: assign({ reorderError: null }),
    emitReordered: emit(({ context }) => ({
      type: 'order.reordered' as const,
      to: afterReorderRoute(required(context.reorder, 'reorder'), restoredOf(context)),
    })),
    emitInvoice: emit(({ context }, params: { blob: Blob }) => ({
      type: 'invoice.ready' as const,
      blob: params.blob,
      fileName: invoiceFileName(required(context.details, 'details').sliceOrderId),
    })),
    emitInvoiceToast: emit({ type: 'toast.requested', message: { code: 'invoiceDownloaded' } }),
    emitRefundMoved: emit({ type: 'refund.movedToWallet' }),
    emitErrorToast: emit((_, params: { error: unknown }) => ({
      type: 'toast.requested' as const,
      message: { text: toApiError(params.error).displayMsg },
    })),
  },
}).createMachine({
  id: 'orderDetails',
  context: ({ input }) => ({
    storeActor: input.storeActor,
    orderId: input.orderId,
    details: null,
    error: null,
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
        id: 'getOrderDetails',
        src: 'getOrderDetails',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'loaded', actions: { type: 'assignDetails', params: ({ event }) => ({ details: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: 'error',
      on: { 'details.retry': { target: 'loading', actions: 'clearError' } },
    },
    loaded: {
      type: 'parallel',
      states: {
        reorder: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'reorder.start': { target: 'reordering', actions: 'startReorder' } },
            },
            reordering: {
              tags: 'reordering',
              invoke: {
                id: 'reorder',
                src: 'reorder',
                input: ({ context }) => ({ orderId: context.orderId }),
                onDone: [
                  {
                    guard: { type: 'isDeliveryOrder', params: ({ event }) => ({ reorder: event.output }) },
                    target: 'namingPlace',
                    actions: { type: 'assignReorder', params: ({ event }) => ({ reorder: event.output }) },
                  },
                  { target: 'readingStore', actions: { type: 'assignReorder', params: ({ event }) => ({ reorder: event.output }) } },
                ],
                onError: { target: 'failed', actions: { type: 'assignReorderError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            // The saved store keeps the place the store lookup would name for the point.
            namingPlace: {
              tags: 'reordering',
              invoke: {
                id: 'reverseGeocode',
                src: 'reverseGeocode',
                input: ({ context }) => deliveryPointOf(context),
                onDone: {
                  target: 'readingStore',
                  actions: { type: 'assignPlace', params: ({ event }) => ({ place: event.output.place }) },
                },
                // The point and address id still restore the store; only the place's name is missing.
                onError: 'readingStore',
              },
            },
            readingStore: {
              tags: 'reordering',
              invoke: {
                id: 'readStore',
                src: 'readStore',
                input: ({ context }) => ({ storeActor: context.storeActor }),
                onDone: [
                  {
                    guard: { type: 'canRestoreStore', params: ({ event }) => ({ previous: event.output }) },
                    target: 'savingStore',
                    actions: { type: 'assignPreviousStore', params: ({ event }) => ({ store: event.output }) },
                  },
                  {
                    target: 'checkingUnavailable',
                    actions: { type: 'assignPreviousStore', params: ({ event }) => ({ store: event.output }) },
                  },
                ],
                onError: { target: 'failed', actions: { type: 'assignReorderError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            savingStore: {
              tags: 'reordering',
              invoke: {
                id: 'saveStore',
                src: 'saveStore',
                input: ({ context }) => ({ storeActor: context.storeActor, store: required(restoredOf(context), 'store to restore') }),
                onDone: 'checkingUnavailable',
                onError: { target: 'failed', actions: { type: 'assignReorderError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            checkingUnavailable: {
              always: [{ guard: 'hasUnavailableItems', target: 'unavailable' }, { target: 'done' }],
            },
            // SPEC 8: the order's items no longer available are listed before going on.
            unavailable: {
              tags: 'popup',
              on: { 'reorder.continue': 'done' },
            },
            failed: {
              tags: 'popup',
              on: {
                'reorder.dismiss': { target: 'idle', actions: 'clearReorderError' },
                'reorder.start': { target: 'reordering', actions: 'startReorder' },
              },
            },
            done: {
              type: 'final',
              entry: 'emitReordered',
            },
          },
        },
        invoice: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'invoice.download': { guard: 'hasInvoice', target: 'downloading' } },
            },
            downloading: {
              tags: 'downloading',
              invoke: {
                id: 'getInvoice',
                src: 'getInvoice',
                input: ({ context }) => ({ orderId: context.orderId }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'emitInvoice', params: ({ event }) => ({ blob: event.output }) }, 'emitInvoiceToast'],
                },
                onError: { target: 'idle', actions: { type: 'emitErrorToast', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        refund: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'refund.toWallet': { guard: 'canMoveRefundToWallet', target: 'moving' } },
            },
            moving: {
              tags: 'movingRefund',
              invoke: {
                id: 'refundToWallet',
                src: 'refundToWallet',
                input: ({ context }) => ({ orderId: context.orderId }),
                onDone: {
                  target: 'idle',
                  actions: [{ type: 'assignDetails', params: ({ event }) => ({ details: event.output }) }, 'emitRefundMoved'],
                },
                onError: { target: 'idle', actions: { type: 'emitErrorToast', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
  },
});

// Selectors

export type OrderDetailsSnapshot = SnapshotFrom<typeof orderDetailsMachine>;

export const selectIsLoading = (snapshot: OrderDetailsSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: OrderDetailsSnapshot): boolean => snapshot.hasTag('error');
export const selectErrorMessage = (snapshot: OrderDetailsSnapshot): string | null => snapshot.context.error?.displayMsg ?? null;
export const selectDetails = (snapshot: OrderDetailsSnapshot): OrderDetailsResponse | null => snapshot.context.details;
export const selectIsReordering = (snapshot: OrderDetailsSnapshot): boolean => snapshot.hasTag('reordering');
export const selectCanReorder = (snapshot: OrderDetailsSnapshot): boolean => snapshot.can({ type: 'reorder.start' });
/** The order's items the reorder could not add, while their popup shows; null otherwise. */
export const selectUnavailableItems = (snapshot: OrderDetailsSnapshot): string[] | null =>
  snapshot.matches({ loaded: { reorder: 'unavailable' } }) ? (snapshot.context.reorder?.unavailable ?? []) : null;
/** The reorder failure shown in a popup; null otherwise. */
export const selectReorderError = (snapshot: OrderDetailsSnapshot): ApiError | null =>
  snapshot.matches({ loaded: { reorder: 'failed' } }) ? snapshot.context.reorderError : null;
export const selectIsDownloading = (snapshot: OrderDetailsSnapshot): boolean => snapshot.hasTag('downloading');
export const selectCanDownloadInvoice = (snapshot: OrderDetailsSnapshot): boolean => snapshot.can({ type: 'invoice.download' });
export const selectIsMovingRefund = (snapshot: OrderDetailsSnapshot): boolean => snapshot.hasTag('movingRefund');
/** The server offers the refund to the wallet and it is not being moved already. */
export const selectCanMoveRefundToWallet = (snapshot: OrderDetailsSnapshot): boolean => snapshot.can({ type: 'refund.toWallet' });
