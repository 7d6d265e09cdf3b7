/**
 * Transaction polling (SPEC 4): after a payment is started, asks the server for the transaction's
 * status every server-given interval. SUCCESS goes to thank-you; IN_PROGRESS waits the interval and
 * asks again until the server-given duration is used up; FAILED shows the server's message (or the
 * SPEC 8 text) and clears the chosen payment mode.
 *
 * Time is counted in attempts, not read from a clock: the duration allows floor(duration / interval)
 * polls, one every interval, the first one interval after the start, so the last poll falls within the
 * duration. This keeps the machine a pure function of its events (model-testable with SimulatedClock).
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PollingData, TransactionStatusResponse } from '@/api/contract';
import { getApiClient } from '@/api/holder';
import { thankYouRoute } from '@/domain/navigation';

// Types

/** The part of the server's pollingData this machine uses: seconds. */
export type PollingWindow = Pick<PollingData, 'interval' | 'duration'>;

export interface TransactionPollingInput {
  /** The order transaction being paid. */
  orderTransactionId: string;
  /** Server-given interval and duration (seconds); null when the server gave none (SPEC 9 defaults apply). */
  pollingData: PollingWindow | null;
}

export interface TransactionPollingContext {
  /** The order transaction being paid. */
  orderTransactionId: string;
  /** Seconds between two polls (server-given). */
  intervalSeconds: number;
  /** How many polls the server-given duration allows. */
  maxAttempts: number;
  /** Polls made so far, answered or not. */
  attempts: number;
  /** The failure text shown to the customer; null unless failed or timed out. */
  message: string | null;
}

/** `navigate`: the screen routes to `to`; `failed`: the payment did not go through, show `message`; `paymentModeCleared`: forget the chosen payment mode (SPEC 4). */
export type TransactionPollingEmitted =
  | { type: 'navigate'; to: string }
  | { type: 'failed'; message: string }
  | { type: 'paymentModeCleared' };

/** `busy`: waiting for the payment's outcome; `error`: the payment failed or its status never came. */
export type TransactionPollingTag = 'busy' | 'error';

// Constants

/** SPEC 8 payment texts. */
export const PAYMENT_FAILED = 'Payment Failed. Please try again.';
export const ORDER_NOT_CONFIRMED = 'Your order was not confirmed. Please try placing the order again.';

/** SPEC 9: payment status polling, total 80 and next call after 3 (seconds), when the server gives no pollingData. */
export const PAYMENT_STATUS_POLLING: PollingWindow = { duration: 80, interval: 3 };

export const MS_PER_SECOND = 1_000;

/** A server value that is not a positive number falls back to the SPEC default. */
export function positiveOr(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** How many polls, one every `intervalSeconds`, fit in `totalSeconds`; at least one. */
export function attemptsWithin(totalSeconds: number, intervalSeconds: number): number {
  return Math.max(1, Math.floor(totalSeconds / intervalSeconds));
}

type TransactionStatus = TransactionStatusResponse['transactionStatus'];

// Setup

export const transactionPollingMachine = setup({
  types: {
    context: {} as TransactionPollingContext,
    input: {} as TransactionPollingInput,
    emitted: {} as TransactionPollingEmitted,
    tags: {} as TransactionPollingTag,
  },
  actors: {
    getTransactionStatus: fromPromise<TransactionStatusResponse, { orderTransactionId: string }>(({ input, signal }) =>
      getApiClient().getTransactionStatus(input.orderTransactionId, { signal }),
    ),
  },
  guards: {
    isStatus: (_, params: { status: TransactionStatus; expected: TransactionStatus }) => params.status === params.expected,
    hasAttemptsLeft: ({ context }) => context.attempts < context.maxAttempts,
  },
  actions: {
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    assignMessage: assign((_, params: { message: string }) => ({ message: params.message })),
    emitThankYou: emit(({ context }) => ({ type: 'navigate' as const, to: thankYouRoute(context.orderTransactionId) })),
    emitFailed: emit(({ context }) => ({ type: 'failed' as const, message: context.message ?? PAYMENT_FAILED })),
    emitPaymentModeCleared: emit({ type: 'paymentModeCleared' }),
  },
  delays: {
    // SPEC 4: the server-given interval between two polls.
    pollInterval: ({ context }) => context.intervalSeconds * MS_PER_SECOND,
  },
}).createMachine({
  id: 'transactionPolling',
  context: ({ input }) => {
    const intervalSeconds = positiveOr(input.pollingData?.interval, PAYMENT_STATUS_POLLING.interval);
    const durationSeconds = positiveOr(input.pollingData?.duration, PAYMENT_STATUS_POLLING.duration);
    return {
      orderTransactionId: input.orderTransactionId,
      intervalSeconds,
      maxAttempts: attemptsWithin(durationSeconds, intervalSeconds),
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
        id: 'getTransactionStatus',
        src: 'getTransactionStatus',
        input: ({ context }) => ({ orderTransactionId: context.orderTransactionId }),
        onDone: [
          {
            guard: { type: 'isStatus', params: ({ event }) => ({ status: event.output.transactionStatus, expected: 'SUCCESS' }) },
            target: 'succeeded',
          },
          {
            guard: { type: 'isStatus', params: ({ event }) => ({ status: event.output.transactionStatus, expected: 'FAILED' }) },
            target: 'failed',
            actions: { type: 'assignMessage', params: ({ event }) => ({ message: event.output.displayMsg || PAYMENT_FAILED }) },
          },
          { guard: 'hasAttemptsLeft', target: 'waiting' },
          { target: 'timedOut', actions: { type: 'assignMessage', params: { message: ORDER_NOT_CONFIRMED } } },
        ],
        // A failed call is retried on the next tick; it still uses up its share of the duration.
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
      entry: ['emitFailed', 'emitPaymentModeCleared'],
    },
    // The duration ran out with the transaction still in progress: treated as failed (SPEC 4).
    timedOut: {
      type: 'final',
      tags: 'error',
      entry: ['emitFailed', 'emitPaymentModeCleared'],
    },
  },
});

// Selectors

export type TransactionPollingSnapshot = SnapshotFrom<typeof transactionPollingMachine>;

export const selectIsPolling = (snapshot: TransactionPollingSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: TransactionPollingSnapshot): boolean => snapshot.hasTag('error');
export const selectFailureMessage = (snapshot: TransactionPollingSnapshot): string | null => snapshot.context.message;
export const selectAttempts = (snapshot: TransactionPollingSnapshot): number => snapshot.context.attempts;
/** Seconds of polling the server allowed: attempts times interval. */
export const selectPollingSeconds = (snapshot: TransactionPollingSnapshot): number =>
  snapshot.context.maxAttempts * snapshot.context.intervalSeconds;
