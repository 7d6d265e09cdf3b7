/**
 * Order status polling (SPEC 4): asks for the order's status at once, then again every interval while
 * it is WAIT or INPROCESS, until the total time runs out (then UNKNOWN). SUCCESS clears the cart and
 * fires the order-success analytics event; FAILED and UNKNOWN clear the cart.
 *
 * Time is counted in polls: the first at the start, one more every interval while the total time
 * allows, so floor(totalTime / interval) + 1 polls, the last within the total time.
 */
import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import type { OrderStatusResponse } from '@/contract/orders';
import { APP_CONFIG_DEFAULTS } from '@/domain/constants';
import {
  countedAttempt,
  getOrderStatusLogic,
  hasAttemptsLeft,
  isExpectedStatus,
  orderStatusIs,
  pollingContext,
  pollingStates,
  pollInterval,
  type PollingContext,
  type PollingWindow,
} from './shared/polling';

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

/** Besides the polling fields (interval, attempt budget, attempts made): */
export interface OrderStatusPollingContext extends PollingContext {
  /** The order transaction whose order is awaited. */
  orderTransactionId: string;
  /** How the polling ended; null while it runs. */
  outcome: OrderStatusPollingOutcome | null;
}

/** How the polling ends: the order confirmed, failed, or its outcome not known in time. */
export type OrderStatusPollingOutcome = Extract<OrderStatus, 'SUCCESS' | 'FAILED' | 'UNKNOWN'>;

/** The machine's output (when it runs as a child): how the polling ended. */
export interface OrderStatusPollingOutput {
  status: OrderStatusPollingOutcome;
}

/** SPEC 9 orderConfirmationInterval and orderConfirmationTimer, when the caller gives none. */
const ORDER_CONFIRMATION_POLLING: PollingWindow = {
  interval: APP_CONFIG_DEFAULTS.orderConfirmationInterval,
  duration: APP_CONFIG_DEFAULTS.orderConfirmationTimer,
};

/** SPEC 4: the analytics event fired when the order is confirmed. */
export const ORDER_SUCCESS_EVENT = 'order_success';

/** `cart.cleared`: the order is settled, empty the cart state; `analytics.tracked`: a usage-tracking event to send. */
export type OrderStatusPollingEmitted = { type: 'cart.cleared' } | { type: 'analytics.tracked'; event: typeof ORDER_SUCCESS_EVENT };

/** `busy`: the order's status is still awaited; `error`: the order failed. */
export type OrderStatusPollingTag = 'busy' | 'error';

// Setup

export const orderStatusPollingMachine = setup({
  types: {
    context: {} as OrderStatusPollingContext,
    input: {} as OrderStatusPollingInput,
    output: {} as OrderStatusPollingOutput,
    emitted: {} as OrderStatusPollingEmitted,
    tags: {} as OrderStatusPollingTag,
  },
  actors: {
    getOrderStatus: getOrderStatusLogic,
  },
  guards: {
    isStatus: isExpectedStatus<OrderStatus>,
    hasAttemptsLeft,
  },
  actions: {
    countAttempt: assign(({ context }) => countedAttempt(context)),
    assignOutcome: assign((_, params: { outcome: OrderStatusPollingOutcome }) => ({ outcome: params.outcome })),
    emitCartCleared: emit({ type: 'cart.cleared' }),
    emitOrderSuccess: emit({ type: 'analytics.tracked', event: ORDER_SUCCESS_EVENT }),
  },
  delays: {
    // SPEC 9 orderConfirmationInterval (or the caller's interval).
    pollInterval,
  },
}).createMachine({
  id: 'orderStatusPolling',
  context: ({ input }) => ({
    ...pollingContext({ interval: input.interval, duration: input.totalTime }, ORDER_CONFIRMATION_POLLING, 'atStart'),
    orderTransactionId: input.orderTransactionId,
    outcome: null,
  }),
  output: ({ context }) => ({ status: context.outcome ?? 'UNKNOWN' }),
  initial: 'checking',
  states: {
    ...pollingStates({
      statusCall: 'getOrderStatus',
      settled: [
        { guard: orderStatusIs('isStatus', 'SUCCESS'), target: 'confirmed' },
        { guard: orderStatusIs('isStatus', 'FAILED'), target: 'failed' },
        { guard: orderStatusIs('isStatus', 'UNKNOWN'), target: 'unknown' },
      ],
      // WAIT and INPROCESS poll again until the total time runs out.
      exhausted: { target: 'unknown' },
      each: { tags: 'busy' },
    }),
    confirmed: {
      type: 'final',
      entry: [{ type: 'assignOutcome', params: { outcome: 'SUCCESS' } }, 'emitCartCleared', 'emitOrderSuccess'],
    },
    failed: {
      type: 'final',
      tags: 'error',
      entry: [{ type: 'assignOutcome', params: { outcome: 'FAILED' } }, 'emitCartCleared'],
    },
    // SPEC 4: the total time ran out (or the server could not tell): the outcome is UNKNOWN.
    unknown: {
      type: 'final',
      entry: [{ type: 'assignOutcome', params: { outcome: 'UNKNOWN' } }, 'emitCartCleared'],
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
