/**
 * Card OTP payment (SPEC 4): once the customer has answered the bank's OTP challenge the order is WAIT;
 * its status is asked after a delay, and again every interval, until the total time runs out (then an
 * error and back to /cart). SUCCESS goes to /thankYou; FAILED shows an error.
 *
 * Time is counted in polls: floor(totalTime / interval), one every interval, the first one interval
 * after the start.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { OrderStatusResponse } from '@/api/contract';
import { getApiClient } from '@/api/holder';
import { ROUTES, thankYouRoute } from '@/domain/navigation';
import {
  attemptsWithin,
  MS_PER_SECOND,
  ORDER_NOT_CONFIRMED,
  PAYMENT_FAILED,
  PAYMENT_STATUS_POLLING,
  positiveOr,
} from './transactionPolling.machine';

// Types

export interface CardOtpInput {
  /** The order transaction paid by card. */
  orderTransactionId: string;
  /** Seconds between polls; SPEC 9 payment status "next call after 3" when omitted. */
  interval?: number;
  /** Seconds of polling in all; SPEC 9 payment status polling "total 80" when omitted. */
  totalTime?: number;
}

type OrderStatus = OrderStatusResponse['status'];

export interface CardOtpContext {
  /** The order transaction paid by card. */
  orderTransactionId: string;
  /** Seconds between two polls. */
  intervalSeconds: number;
  /** How many polls the total time allows. */
  maxAttempts: number;
  /** Polls made so far, answered or not. */
  attempts: number;
  /** The error shown to the customer; null unless failed or timed out. */
  message: string | null;
}

/** `navigate`: the screen routes to `to`; `failed`: the payment did not go through, show `message`. */
export type CardOtpEmitted = { type: 'navigate'; to: string } | { type: 'failed'; message: string };

/** `busy`: the card payment's outcome is awaited; `error`: it failed or never came. */
export type CardOtpTag = 'busy' | 'error';

// Setup

export const cardOtpMachine = setup({
  types: {
    context: {} as CardOtpContext,
    input: {} as CardOtpInput,
    emitted: {} as CardOtpEmitted,
    tags: {} as CardOtpTag,
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
    assignMessage: assign((_, params: { message: string }) => ({ message: params.message })),
    emitThankYou: emit(({ context }) => ({ type: 'navigate' as const, to: thankYouRoute(context.orderTransactionId) })),
    emitBackToCart: emit({ type: 'navigate', to: ROUTES.cart }),
    emitFailed: emit(({ context }) => ({ type: 'failed' as const, message: context.message ?? PAYMENT_FAILED })),
  },
  delays: {
    // SPEC 4: "WAIT polls status after a delay".
    pollInterval: ({ context }) => context.intervalSeconds * MS_PER_SECOND,
  },
}).createMachine({
  id: 'cardOtp',
  context: ({ input }) => {
    const intervalSeconds = positiveOr(input.interval, PAYMENT_STATUS_POLLING.interval);
    const totalSeconds = positiveOr(input.totalTime, PAYMENT_STATUS_POLLING.duration);
    return {
      orderTransactionId: input.orderTransactionId,
      intervalSeconds,
      maxAttempts: attemptsWithin(totalSeconds, intervalSeconds),
      attempts: 0,
      message: null,
    };
  },
  initial: 'waiting',
  states: {
    waiting: {
      tags: 'busy',
      after: { pollInterval: 'checking' },
    },
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
            target: 'succeeded',
          },
          {
            guard: { type: 'isStatus', params: ({ event }) => ({ status: event.output.status, expected: 'FAILED' }) },
            target: 'failed',
            actions: { type: 'assignMessage', params: { message: PAYMENT_FAILED } },
          },
          // WAIT, INPROCESS and UNKNOWN: the bank has not answered yet.
          { guard: 'hasAttemptsLeft', target: 'waiting' },
          { target: 'timedOut', actions: { type: 'assignMessage', params: { message: ORDER_NOT_CONFIRMED } } },
        ],
        onError: [
          { guard: 'hasAttemptsLeft', target: 'waiting' },
          { target: 'timedOut', actions: { type: 'assignMessage', params: { message: ORDER_NOT_CONFIRMED } } },
        ],
      },
    },
    succeeded: {
      type: 'final',
      entry: 'emitThankYou',
    },
    failed: {
      type: 'final',
      tags: 'error',
      entry: 'emitFailed',
    },
    // SPEC 4: after the total time an error shows and the customer returns to /cart.
    timedOut: {
      type: 'final',
      tags: 'error',
      entry: ['emitFailed', 'emitBackToCart'],
    },
  },
});

// Selectors

export type CardOtpSnapshot = SnapshotFrom<typeof cardOtpMachine>;

export const selectIsWaiting = (snapshot: CardOtpSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: CardOtpSnapshot): boolean => snapshot.hasTag('error');
export const selectErrorMessage = (snapshot: CardOtpSnapshot): string | null => snapshot.context.message;
export const selectAttempts = (snapshot: CardOtpSnapshot): number => snapshot.context.attempts;
