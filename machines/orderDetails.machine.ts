/**
 * One order's details (SPEC 2 /orderHistory?orderId, SPEC 7 order details, reorder and invoice), one actor
 * per visit of a logged-in customer.
 *
 * Reorder (machines/shared/reorder.ts): the cart is refilled with the order's items its store still sells and
 * the order's store restored; items that could not be added are listed before going on; the machine then emits
 * `order.reordered` and the screen reloads the app's cart and routes on.
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
import type { GeoPlace } from '@/contract/locations';
import type { OrderDetailsResponse, ReorderResponse } from '@/contract/afterOrder';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { invoiceFileName } from '@/domain/afterOrder';
import { readSelectedStoreLogic, saveSelectedStoreLogic } from './shared/selectedStore';
import type { StoreActorRef } from './store.machine';
import type { SelectedStore } from '@/domain/store';
import { required } from './shared/required';
import {
  isDeliveryReorder,
  reorderedRouteOf,
  reorderLogic,
  reorderStates,
  restoredStoreOf,
  reverseGeocodeLogic,
  type OrderCallInput,
  type ReorderContext,
} from './shared/reorder';

// Types

export interface OrderDetailsInput {
  /** The app's store actor, which a reorder hands the order's store to. */
  storeActor: StoreActorRef;
  orderId: string;
}

export interface OrderDetailsContext extends ReorderContext {
  /** The order shown (and reordered). */
  orderId: string;
  /** The loaded details; null until loaded. */
  details: OrderDetailsResponse | null;
  /** Why the details could not be loaded; null otherwise. */
  error: ApiError | null;
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

// Setup

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
    reorder: reorderLogic,
    reverseGeocode: reverseGeocodeLogic,
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
    isDeliveryOrder: (_, params: { reorder: ReorderResponse }) => isDeliveryReorder(params.reorder),
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
    emitReordered: emit(({ context }) => ({ type: 'order.reordered' as const, to: reorderedRouteOf(context) })),
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
            ...reorderStates(),
            failed: {
              ...reorderStates().failed,
              on: { ...reorderStates().failed.on, 'reorder.start': { target: 'reordering', actions: 'startReorder' } },
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
