/**
 * Order status polling (SPEC 4): asks for the order's status at once, then again every interval while
 * it is WAIT or INPROCESS, until the total time runs out (then UNKNOWN). SUCCESS clears the cart and
 * fires the order-success analytics event; FAILED and UNKNOWN clear the cart.
 *
 * Time is counted in polls: the first at the start, one more every interval while the total time
 * allows, so floor(totalTime / interval) + 1 polls, the last within the total time.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { OrderStatusResponse } from '@/api/contract';
import { getApiClient } from '@/api/holder';
import { APP_CONFIG_DEFAULTS } from '@/domain/constants';
import { MS_PER_SECOND, positiveOr } from './transactionPolling.machine';

// Types

export interface OrderStatusPollingInput {
  /** The order transaction whose order is awaited. */
  orderTransactionId: string;
  /** Seconds between polls; SPEC 9 orderConfirmationInterval when omitted. */
  interval?: number;
  /** Seconds of polling in all; SPEC 9 orderConfirmationTimer when omitted. */
  totalTime?: number;
}

export type OrderStatus = OrderStatusResponse['status'];

export interface OrderStatusPollingContext {
  /** The order transaction whose order is awaited. */
  orderTransactionId: string;
  /** Seconds between two polls. */
  intervalSeconds: number;
  /** How many polls the total time allows. */
  maxAttempts: number;
  /** Polls made so far, answered or not. */
  attempts: number;
}

/** SPEC 4: the analytics event fired when the order is confirmed. */
export const ORDER_SUCCESS_EVENT = 'order_success';

/** `cartCleared`: the order is settled, empty the cart state; `analytics`: a usage-tracking event to send. */
export type OrderStatusPollingEmitted = { type: 'cartCleared' } | { type: 'analytics'; event: typeof ORDER_SUCCESS_EVENT };

/** `busy`: the order's status is still awaited; `error`: the order failed. */
export type OrderStatusPollingTag = 'busy' | 'error';

// Setup

export const orderStatusPollingMachine = setup({
  types: {
    context: {} as OrderStatusPollingContext,
    input: {} as OrderStatusPollingInput,
    emitted: {} as OrderStatusPollingEmitted,
    tags: {} as OrderStatusPollingTag,
  },
  actors: {
    getOrderStatus: fromPromise<OrderStatusResponse, { orderTransactionId: string }>(({ input, signal }) =>
      getApiClient().getOrderStatus(input.orderTransactionId, { signal }),
    ),
  },
  guards: {
    isStatus: (_, params: { status: OrderStatus; expected: OrderStatus }) => params.status === params.expected,
    hasAttemptsLeft: ({ context }) => context.attempts < context.maxAttempts,
  },
  actions: {
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    emitCartCleared: emit({ type: 'cartCleared' }),
    emitOrderSuccess: emit({ type: 'analytics', event: ORDER_SUCCESS_EVENT }),
  },
  delays: {
    // SPEC 9 orderConfirmationInterval (or the caller's interval).
    pollInterval: ({ context }) => context.intervalSeconds * MS_PER_SECOND,
  },
}).createMachine({
  id: 'orderStatusPolling',
  context: ({ input }) => {
    const intervalSeconds = positiveOr(input.interval, APP_CONFIG_DEFAULTS.orderConfirmationInterval);
    const totalSeconds = positiveOr(input.totalTime, APP_CONFIG_DEFAULTS.orderConfirmationTimer);
    return {
      orderTransactionId: input.orderTransactionId,
      intervalSeconds,
      maxAttempts: Math.floor(totalSeconds / intervalSeconds) + 1,
      attempts: 0,
    };
  },
  initial: 'checking',
  states: {
    checking: {
      tags: 'busy',
      entry: 'countAttempt',
      invoke: {
        id: 'getOrderStatus',
        src: 'getOrderStatus',
        input: ({ context }) => ({ orderTransactionId: context.orderTransactionId }),
        onDone: [
          {
            guard: { type: 'isStatus', params: ({ event }) => ({ status: event.output.status, expected: 'SUCCESS' }) },
            target: 'confirmed',
          },
          {
            guard: { type: 'isStatus', params: ({ event }) => ({ status: event.output.status, expected: 'FAILED' }) },
            target: 'failed',
          },
          {
            guard: { type: 'isStatus', params: ({ event }) => ({ status: event.output.status, expected: 'UNKNOWN' }) },
            target: 'unknown',
          },
          // WAIT and INPROCESS: ask again after the interval while the total time allows.
          { guard: 'hasAttemptsLeft', target: 'waiting' },
          { target: 'unknown' },
        ],
        // A failed call is retried on the next tick; it still uses up its share of the total time.
        onError: [{ guard: 'hasAttemptsLeft', target: 'waiting' }, { target: 'unknown' }],
      },
    },
    waiting: {
      tags: 'busy',
      after: { pollInterval: 'checking' },
    },
    confirmed: {
      type: 'final',
      entry: ['emitCartCleared', 'emitOrderSuccess'],
    },
    failed: {
      type: 'final',
      tags: 'error',
      entry: 'emitCartCleared',
    },
    // SPEC 4: the total time ran out (or the server could not tell): the outcome is UNKNOWN.
    unknown: {
      type: 'final',
      entry: 'emitCartCleared',
    },
  },
});

// Selectors

export type OrderStatusPollingSnapshot = SnapshotFrom<typeof orderStatusPollingMachine>;

/** The order's status as the customer should read it: WAIT while polling, then the outcome. */
export const selectOrderStatus = (snapshot: OrderStatusPollingSnapshot): OrderStatus => {
  if (snapshot.matches('confirmed')) return 'SUCCESS';
  if (snapshot.matches('failed')) return 'FAILED';
  if (snapshot.matches('unknown')) return 'UNKNOWN';
  return 'WAIT';
};
export const selectIsPolling = (snapshot: OrderStatusPollingSnapshot): boolean => snapshot.hasTag('busy');
export const selectAttempts = (snapshot: OrderStatusPollingSnapshot): number => snapshot.context.attempts;
