/**
 * The thank-you page's order (SPEC 2 /thankYou?transactionId, SPEC 3 Order summary): loads the summary of
 * the order paid by the transaction. The transaction id NA (a failed mini-app payment, SPEC 2, 4) and an
 * order whose status is FAILED show the failed-order view (SPEC 4, 8) without or after the call.
 *
 * Every successful payment path (cash, gateway pages, UPI, wallet) ends here, often after a full page
 * load that rehydrated the cart's stale device copy: a placed order tells the cart it was replaced.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { OrderSummary } from '@/contract/orders';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { ordersApi } from '@/api/orders';
import { FAILED_MINI_APP_TRANSACTION_ID } from '@/domain/navigation';
import { required } from './shared/required';

// Types

export interface OrderSummaryInput {
  /** The transactionId query value; null when the URL has none. */
  transactionId: string | null;
}

export interface OrderSummaryContext {
  /** The order transaction whose order is shown; null when the URL named none. */
  transactionId: string | null;
  /** The loaded summary; null until loaded. */
  summary: OrderSummary | null;
  /** Why the summary could not be loaded; null otherwise. */
  error: string | null;
}

export type OrderSummaryEvent = { type: 'summary.retry' };

/** `cart.replaced`: the order took its lines from the server cart; the cart drops its device copy and loads afresh. */
export type OrderSummaryEmitted = { type: 'cart.replaced' };

/** `busy`: the summary is loading; `error`: it could not be loaded. */
export type OrderSummaryTag = 'busy' | 'error';

// Constants

/** SPEC 4 order status label of a failed order. */
export const FAILED_ORDER_STATUS = 'FAILED';

// Setup

/** No call can name an order for a missing id or SPEC 2's NA. */
export function isFailedTransactionId(transactionId: string | null): boolean {
  return transactionId === null || transactionId.trim() === '' || transactionId === FAILED_MINI_APP_TRANSACTION_ID;
}

export const orderSummaryMachine = setup({
  types: {
    context: {} as OrderSummaryContext,
    events: {} as OrderSummaryEvent,
    input: {} as OrderSummaryInput,
    emitted: {} as OrderSummaryEmitted,
    tags: {} as OrderSummaryTag,
  },
  actors: {
    getOrderSummary: fromPromise<OrderSummary, { transactionId: string }>(({ input, signal }) =>
      ordersApi(getApiClient()).getOrderSummary(input.transactionId, { signal }),
    ),
  },
  guards: {
    hasFailedTransactionId: ({ context }) => isFailedTransactionId(context.transactionId),
    isFailedOrder: (_, params: { summary: OrderSummary }) => params.summary.status === FAILED_ORDER_STATUS,
  },
  actions: {
    assignSummary: assign((_, params: { summary: OrderSummary }) => ({ summary: params.summary, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error).displayMsg })),
    emitCartReplaced: emit({ type: 'cart.replaced' }),
  },
}).createMachine({
  id: 'orderSummary',
  context: ({ input }) => ({ transactionId: input.transactionId, summary: null, error: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasFailedTransactionId', target: 'orderFailed' }, { target: 'loading' }],
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getOrderSummary',
        src: 'getOrderSummary',
        input: ({ context }) => ({ transactionId: required(context.transactionId, 'transaction id') }),
        onDone: [
          {
            guard: { type: 'isFailedOrder', params: ({ event }) => ({ summary: event.output }) },
            target: 'orderFailed',
            actions: { type: 'assignSummary', params: ({ event }) => ({ summary: event.output }) },
          },
          { target: 'loaded', actions: { type: 'assignSummary', params: ({ event }) => ({ summary: event.output }) } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // SPEC 4: the order succeeded, so the cart state is cleared (the server keeps lines added since).
    loaded: { type: 'final', entry: 'emitCartReplaced' },
    // SPEC 8 failed orders: 'Unable to process your order'.
    orderFailed: { type: 'final' },
    loadFailed: {
      tags: 'error',
      on: { 'summary.retry': 'loading' },
    },
  },
});

// Selectors

export type OrderSummarySnapshot = SnapshotFrom<typeof orderSummaryMachine>;

export const selectIsLoading = (snapshot: OrderSummarySnapshot): boolean => snapshot.hasTag('busy');
export const selectHasLoadFailed = (snapshot: OrderSummarySnapshot): boolean => snapshot.hasTag('error');
export const selectIsOrderFailed = (snapshot: OrderSummarySnapshot): boolean => snapshot.matches('orderFailed');
export const selectSummary = (snapshot: OrderSummarySnapshot): OrderSummary | null =>
  snapshot.matches('loaded') ? snapshot.context.summary : null;
export const selectLoadError = (snapshot: OrderSummarySnapshot): string | null => snapshot.context.error;
