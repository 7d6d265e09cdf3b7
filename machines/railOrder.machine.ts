/**
 * One rail order (SPEC 3 rail order display, SPEC 4 rail states, SPEC 7 rail cancel): loads the order and asks
 * again after the server-given `pollAfterSeconds` until the server gives none (the order will not move). While
 * the order is PLACED to OUTFORDELIVERY the customer may ask to cancel it; after a confirmation the server
 * cancels and refunds it, or refuses with errors[0] RAIL_CANCEL_CLOSED and its reason, shown in a popup. The
 * request is sent even after `cancellableUntil`, so the refusal the customer reads is the server's own.
 *
 * Decided here: a 404 (no such order of this customer) is final; any other failed load waits for
 * `order.retry`, keeping the order shown; closing the confirmation or a popup loads the order afresh.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RailOrder } from '@/contract/rail';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { RAIL_STATES } from '@/domain/rail';
import { MS_PER_SECOND } from '@/domain/time';
import { positiveOr } from './shared/polling';

// Types

export interface RailOrderInput {
  orderId: string;
}

export interface RailOrderContext {
  /** The order shown. */
  orderId: string;
  /** The latest order the server sent; kept while a later load fails. */
  order: RailOrder | null;
  /** Why the last load failed; null otherwise. */
  error: ApiError | null;
  /** Why the last cancel failed or was refused (the server's reason); null otherwise. */
  cancelError: ApiError | null;
}

export type RailOrderEvent =
  | { type: 'order.retry' }
  /** Cancel order: asks for confirmation first. */
  | { type: 'cancel.request' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' }
  /** Closes the cancel failure popup. */
  | { type: 'popup.dismiss' };

/**
 * `busy`: the first load (or a retry) runs; `error`: a load failed; `polling`: the order refreshes by itself;
 * `popup`: the cancel confirmation or a cancel failure shows; `cancelling`: the cancel request runs.
 */
export type RailOrderTag = 'busy' | 'error' | 'polling' | 'popup' | 'cancelling';

// Constants

/** Ours: the wait before the next poll when the server's pollAfterSeconds is not positive. */
export const FALLBACK_POLL_SECONDS = 30;
/** The server's code of a cancellation asked for after its window. */
export const RAIL_CANCEL_CLOSED = 'RAIL_CANCEL_CLOSED';

const NOT_FOUND_STATUS = 404;

// Rules

/** SPEC 4: an order may be cancelled while PLACED, CONFIRMED, PREPARED or OUT FOR DELIVERY. */
export function isCancellableState(order: RailOrder | null): boolean {
  return order !== null && order.stateCode <= RAIL_STATES.OUTFORDELIVERY;
}

// Setup

type OrderDone = { event: { output: RailOrder } };
type CallError = { event: { error: unknown } };

const loadedOrder = ({ event }: OrderDone) => ({ order: event.output });
const callError = ({ event }: CallError) => ({ error: event.error });

/** Where an answered order leads: polling while the server says when to ask again, settled once it does not. */
const orderLoaded = [
  {
    guard: { type: 'isSettled', params: loadedOrder },
    target: '#railOrder.settled',
    actions: { type: 'assignOrder', params: loadedOrder },
  },
  { target: '#railOrder.waiting', actions: { type: 'assignOrder', params: loadedOrder } },
] as const;

const loadFailed = [
  { guard: { type: 'isNotFound', params: callError }, target: '#railOrder.notFound' },
  { target: '#railOrder.loadFailed', actions: { type: 'assignError', params: callError } },
] as const;

const cancelRequest = { 'cancel.request': { guard: 'canCancel', target: '#railOrder.confirmingCancel' } } as const;

export const railOrderMachine = setup({
  types: {
    context: {} as RailOrderContext,
    events: {} as RailOrderEvent,
    input: {} as RailOrderInput,
    tags: {} as RailOrderTag,
  },
  actors: {
    getRailOrder: fromPromise<RailOrder, { orderId: string }>(({ input, signal }) =>
      getApiClient().getRailOrder(input.orderId, { signal }),
    ),
    cancelRailOrder: fromPromise<RailOrder, { orderId: string }>(({ input, signal }) =>
      getApiClient().cancelRailOrder(input.orderId, { signal }),
    ),
  },
  guards: {
    isSettled: (_, params: { order: RailOrder }) => params.order.pollAfterSeconds === null,
    isNotFound: (_, params: { error: unknown }) => toApiError(params.error).status === NOT_FOUND_STATUS,
    canCancel: ({ context }) => isCancellableState(context.order),
    isCancelClosed: (_, params: { error: unknown }) => toApiError(params.error).code === RAIL_CANCEL_CLOSED,
  },
  actions: {
    assignOrder: assign((_, params: { order: RailOrder }) => ({ order: params.order, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    assignCancelError: assign((_, params: { error: unknown }) => ({ cancelError: toApiError(params.error) })),
    clearCancelError: assign({ cancelError: null }),
  },
  delays: {
    // The server-given wait before the next poll.
    pollAfter: ({ context }) => positiveOr(context.order?.pollAfterSeconds ?? undefined, FALLBACK_POLL_SECONDS) * MS_PER_SECOND,
  },
}).createMachine({
  id: 'railOrder',
  context: ({ input }) => ({ orderId: input.orderId, order: null, error: null, cancelError: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getRailOrder',
        src: 'getRailOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: orderLoaded,
        onError: loadFailed,
      },
    },
    waiting: {
      tags: 'polling',
      after: { pollAfter: 'refreshing' },
      on: cancelRequest,
    },
    refreshing: {
      tags: 'polling',
      invoke: {
        id: 'getRailOrder',
        src: 'getRailOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: orderLoaded,
        onError: loadFailed,
      },
      on: cancelRequest,
    },
    // The server gives no time to ask again: the order will not move (a cancel may still be asked for).
    settled: {
      on: cancelRequest,
    },
    confirmingCancel: {
      tags: 'popup',
      on: {
        'cancel.confirm': 'cancelling',
        'cancel.dismiss': 'refreshing',
      },
    },
    // SPEC 7 rail cancel: the cancelled, refunded order.
    cancelling: {
      tags: 'cancelling',
      invoke: {
        id: 'cancelRailOrder',
        src: 'cancelRailOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: orderLoaded,
        onError: [
          {
            guard: { type: 'isCancelClosed', params: callError },
            target: 'cancelRefused',
            actions: { type: 'assignCancelError', params: callError },
          },
          { target: 'cancelFailed', actions: { type: 'assignCancelError', params: callError } },
        ],
      },
    },
    // The window closed: the server's reason.
    cancelRefused: {
      tags: 'popup',
      on: { 'popup.dismiss': { target: 'refreshing', actions: 'clearCancelError' } },
    },
    cancelFailed: {
      tags: ['popup', 'error'],
      on: { 'popup.dismiss': { target: 'refreshing', actions: 'clearCancelError' } },
    },
    loadFailed: {
      tags: 'error',
      on: { 'order.retry': 'loading', ...cancelRequest },
    },
    notFound: { type: 'final' },
  },
});

// Selectors

export type RailOrderSnapshot = SnapshotFrom<typeof railOrderMachine>;
export type RailOrderActorRef = ActorRefFrom<typeof railOrderMachine>;

export const selectIsLoading = (snapshot: RailOrderSnapshot): boolean => snapshot.hasTag('busy');
export const selectOrder = (snapshot: RailOrderSnapshot): RailOrder | null => snapshot.context.order;
export const selectHasLoadFailed = (snapshot: RailOrderSnapshot): boolean => snapshot.matches('loadFailed');
export const selectLoadError = (snapshot: RailOrderSnapshot): ApiError | null => snapshot.context.error;
export const selectIsNotFound = (snapshot: RailOrderSnapshot): boolean => snapshot.matches('notFound');
export const selectCanCancel = (snapshot: RailOrderSnapshot): boolean => snapshot.can({ type: 'cancel.request' });
export const selectIsConfirmingCancel = (snapshot: RailOrderSnapshot): boolean => snapshot.matches('confirmingCancel');
export const selectIsCancelling = (snapshot: RailOrderSnapshot): boolean => snapshot.hasTag('cancelling');
/** The cancel failure or the server's refusal, for the popup; null otherwise. */
export const selectCancelError = (snapshot: RailOrderSnapshot): ApiError | null =>
  snapshot.matches('cancelRefused') || snapshot.matches('cancelFailed') ? snapshot.context.cancelError : null;
