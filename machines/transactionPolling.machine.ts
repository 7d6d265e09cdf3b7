/**
 * Transaction polling (SPEC 4): after a payment is started, asks the server for the transaction's
 * status every server-given interval. SUCCESS goes to thank-you; IN_PROGRESS waits the interval and
 * asks again until the server-given duration is used up; FAILED shows the server's message (or the
 * SPEC 8 text, by its code) and clears the chosen payment mode. While waiting the customer may cancel: the server gives
 * the payment up, or answers SUCCESS when it had already been paid (then thank-you as usual).
 *
 * Time is counted in attempts (shared/polling): the duration allows floor(duration / interval) polls, one
 * every interval, the first one interval after the start, so the last poll falls within the duration.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { TransactionStatusResponse } from '@/contract/payments';
import { getApiClient } from '@/api/holder';
import type { PollingTarget } from '@/domain/order';
import { MS_PER_SECOND } from '@/domain/time';
import type { StoreActorRef } from './store.machine';
import { ordersApi } from '@/api/orders';
import { removeStored, STORAGE_KEYS } from '@/api/storage';
import {
  countedAttempt,
  failureFrom,
  getTransactionStatusLogic,
  hasAttemptsLeft,
  isExpectedStatus,
  NOT_CONFIRMED,
  orderTransactionCall,
  PAYMENT_FAILED,
  PAYMENT_STATUS_POLLING,
  pollingContext,
  pollInterval,
  positiveOr,
  pollingStates,
  serverReasonOf,
  thankYouNavigation,
  transactionStatusIs,
  type DoneWith,
  type OrderTransactionCall,
  type PaymentFailureMessage,
  type PollingContext,
  type PollingWindow,
} from './shared/polling';

export { PAYMENT_STATUS_POLLING, type PaymentFailureMessage, type PollingWindow } from './shared/polling';

/** SPEC 8: the order submit's popup text for an order that was not confirmed. */
export const ORDER_NOT_CONFIRMED = 'Your order was not confirmed. Please try placing the order again.';

// Types

export interface TransactionPollingInput {
  /** The order transaction being paid. */
  orderTransactionId: string;
  /** Server-given interval and duration (seconds); null when the server gave none (SPEC 9 defaults apply). */
  pollingData: PollingWindow | null;
  /** SPEC 7 polling: the server-given url and method of the status call; absent or null: the fixed status path. */
  pollingTarget?: PollingTarget | null;
  /**
   * SPEC 9 order-processing time (orderProcessTimeInSec, orderProcessTimeForWalletInSec), seconds: after a gateway page
   * the first status check waits this long instead of one interval; absent or null: one interval.
   */
  firstPollSeconds?: number | null;
  /** The app's store actor, whose selection names the thank-you page (SPEC 2: rail orders); none in tests that do not care. */
  storeActor?: StoreActorRef | null;
}

/** Besides the polling fields (interval, attempt budget, attempts made): */
export interface TransactionPollingContext extends PollingContext {
  /** The order transaction being paid. */
  orderTransactionId: string;
  /** The server-given status call (SPEC 7 pollingData url and method); null: the fixed status path. */
  pollingTarget: PollingTarget | null;
  /** Seconds before the first status check (the order-processing time); null: one interval. */
  firstPollSeconds: number | null;
  /** The app's store actor; null when not given. */
  storeActor: StoreActorRef | null;
  /** What the customer is told of the failure; null unless failed, cancelled or timed out. */
  message: PaymentFailureMessage | null;
  /** `cancelFailed`: the last cancel call did not answer (polling goes on); null otherwise. */
  notice: 'cancelFailed' | null;
}

/** The customer gives up the payment. */
export type TransactionPollingEvent = { type: 'payment.cancel' };

/** `navigation.requested`: the screen routes to `to`; `payment.failed`: the payment did not go through, show `message`; `paymentMode.cleared`: forget the chosen payment mode (SPEC 4). */
export type TransactionPollingEmitted =
  | { type: 'navigation.requested'; to: string }
  | { type: 'payment.failed'; message: PaymentFailureMessage }
  | { type: 'paymentMode.cleared' };

/** `busy`: waiting for the payment's outcome; `error`: the payment failed or its status never came. */
export type TransactionPollingTag = 'busy' | 'error';

type TransactionStatus = TransactionStatusResponse['transactionStatus'];

/** `assignMessage` with the server's reason, or the SPEC 8 text when it gave none. */
const assignServerMessage = {
  type: 'assignMessage',
  params: ({ event }: DoneWith<TransactionStatusResponse>) => ({ message: failureFrom(event.output.displayMsg, 'paymentFailed') }),
} as const;

/**
 * The polling context with the order-processing time before the first poll: a positive time replaces the first
 * interval, and the polls after it still end within the duration (at least the first one is made).
 */
function firstPollContext(polling: PollingContext, input: TransactionPollingInput): PollingContext & { firstPollSeconds: number | null } {
  const given = input.firstPollSeconds ?? null;
  if (given === null || !(given > 0)) return { ...polling, firstPollSeconds: null };
  const durationSeconds = positiveOr(input.pollingData?.duration, PAYMENT_STATUS_POLLING.duration);
  const later = durationSeconds > given ? Math.floor((durationSeconds - given) / polling.intervalSeconds) : 0;
  return { ...polling, maxAttempts: 1 + later, firstPollSeconds: given };
}

// Setup

export const transactionPollingMachine = setup({
  types: {
    context: {} as TransactionPollingContext,
    events: {} as TransactionPollingEvent,
    input: {} as TransactionPollingInput,
    emitted: {} as TransactionPollingEmitted,
    tags: {} as TransactionPollingTag,
  },
  actors: {
    getTransactionStatus: getTransactionStatusLogic,
    cancelPayment: fromPromise<TransactionStatusResponse, OrderTransactionCall>(({ input, signal }) =>
      ordersApi(getApiClient()).cancelPayment(input.orderTransactionId, { signal }),
    ),
  },
  guards: {
    isStatus: isExpectedStatus<TransactionStatus>,
    hasAttemptsLeft,
  },
  actions: {
    countAttempt: assign(({ context }) => countedAttempt(context)),
    assignMessage: assign((_, params: { message: PaymentFailureMessage }) => ({ message: params.message })),
    assignCancelFailed: assign({ notice: 'cancelFailed' as const }),
    clearNotice: assign({ notice: null }),
    emitThankYou: emit(({ context }) => thankYouNavigation(context)),
    emitFailed: emit(({ context }) => ({ type: 'payment.failed' as const, message: context.message ?? PAYMENT_FAILED })),
    emitPaymentModeCleared: emit({ type: 'paymentMode.cleared' }),
    // SPEC 4: the next payment choice does not start on the mode that failed (best effort: IndexedDB may be missing).
    forgetPaymentMode: () => void removeStored(STORAGE_KEYS.paymentMode).catch(() => undefined),
  },
  delays: {
    // SPEC 4: the server-given interval between two polls; SPEC 9: the order-processing time before the first.
    pollInterval: ({ context }) =>
      context.attempts === 0 && context.firstPollSeconds !== null ? context.firstPollSeconds * MS_PER_SECOND : pollInterval({ context }),
  },
}).createMachine({
  id: 'transactionPolling',
  context: ({ input }) => ({
    ...firstPollContext(pollingContext(input.pollingData, PAYMENT_STATUS_POLLING, 'afterInterval'), input),
    orderTransactionId: input.orderTransactionId,
    pollingTarget: input.pollingTarget ?? null,
    storeActor: input.storeActor ?? null,
    message: null,
    notice: null,
  }),
  initial: 'waiting',
  states: {
    ...pollingStates({
      statusCall: 'getTransactionStatus',
      settled: [
        { guard: transactionStatusIs('isStatus', 'SUCCESS'), target: 'succeeded' },
        { guard: transactionStatusIs('isStatus', 'FAILED'), target: 'failed', actions: assignServerMessage },
      ],
      exhausted: { target: 'timedOut', actions: { type: 'assignMessage', params: { message: NOT_CONFIRMED } } },
      each: {
        tags: 'busy',
        on: { 'payment.cancel': { target: 'cancelling', actions: 'clearNotice' } },
      },
    }),
    // The server gives the payment up, or says it was paid already.
    cancelling: {
      tags: 'busy',
      invoke: {
        id: 'cancelPayment',
        src: 'cancelPayment',
        input: orderTransactionCall,
        onDone: [
          { guard: transactionStatusIs('isStatus', 'SUCCESS'), target: 'succeeded' },
          { target: 'cancelled', actions: assignServerMessage },
        ],
        // Without an answer the payment may still complete: keep waiting for its outcome within the window.
        onError: [
          { guard: 'hasAttemptsLeft', target: 'waiting', actions: 'assignCancelFailed' },
          { target: 'timedOut', actions: { type: 'assignMessage', params: { message: NOT_CONFIRMED } } },
        ],
      },
    },
    cancelled: {
      type: 'final',
      tags: 'error',
      entry: ['emitFailed', 'emitPaymentModeCleared', 'forgetPaymentMode'],
    },
    succeeded: {
      type: 'final',
      entry: 'emitThankYou',
    },
    failed: {
      type: 'final',
      tags: 'error',
      entry: ['emitFailed', 'emitPaymentModeCleared', 'forgetPaymentMode'],
    },
    // The duration ran out with the transaction still in progress: treated as failed (SPEC 4).
    timedOut: {
      type: 'final',
      tags: 'error',
      entry: ['emitFailed', 'emitPaymentModeCleared', 'forgetPaymentMode'],
    },
  },
});

// Selectors

export type TransactionPollingSnapshot = SnapshotFrom<typeof transactionPollingMachine>;

export const selectIsPolling = (snapshot: TransactionPollingSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: TransactionPollingSnapshot): boolean => snapshot.hasTag('error');
export const selectFailureMessage = (snapshot: TransactionPollingSnapshot): PaymentFailureMessage | null => snapshot.context.message;
export const selectAttempts = (snapshot: TransactionPollingSnapshot): number => snapshot.context.attempts;
/** Seconds of polling the server allowed: attempts times interval. */
export const selectPollingSeconds = (snapshot: TransactionPollingSnapshot): number =>
  snapshot.context.maxAttempts * snapshot.context.intervalSeconds;
/** Why the payment ended without an order: the gateway said FAILED, no outcome came within the window, or the customer cancelled; null otherwise. */
export type PaymentFailure = 'declined' | 'timedOut' | 'cancelled';
export const selectFailure = (snapshot: TransactionPollingSnapshot): PaymentFailure | null => {
  if (snapshot.matches('failed')) return 'declined';
  if (snapshot.matches('timedOut')) return 'timedOut';
  if (snapshot.matches('cancelled')) return 'cancelled';
  return null;
};
/** Seconds left of the server-given window: the polls still allowed times the interval (changes once per poll). */
export const selectSecondsLeft = (snapshot: TransactionPollingSnapshot): number =>
  snapshot.hasTag('busy') ? (snapshot.context.maxAttempts - snapshot.context.attempts) * snapshot.context.intervalSeconds : 0;
export const selectCanCancel = (snapshot: TransactionPollingSnapshot): boolean => snapshot.can({ type: 'payment.cancel' });
export const selectIsCancelling = (snapshot: TransactionPollingSnapshot): boolean => snapshot.matches('cancelling');
export const selectCancelFailed = (snapshot: TransactionPollingSnapshot): boolean => snapshot.context.notice === 'cancelFailed';
/** The server's own reason for the failure; null when it gave none beyond the generic SPEC 8 retry texts. */
export const selectServerReason = (snapshot: TransactionPollingSnapshot): string | null => serverReasonOf(snapshot.context.message);
