/**
 * UPI intent verification (SPEC 4): opens the UPI app with the intent link, asks for the transaction's
 * status every interval until it succeeds or the UPI timeout (SPEC 9 orderProcessTimeForUpiInSec, 120 s)
 * runs out, then processes the payment and goes to /thankYou on SUCCESS. Every failure shows the SPEC 8
 * UPI text and reports its SPEC 8 event name.
 *
 * Time is counted in polls: floor(timeout / interval), one every interval, the first one interval after
 * the intent is opened (the customer needs that long to approve in the UPI app anyway).
 */
import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import type { TransactionStatusResponse } from '@/contract/payments';
import type { OrderStatusResponse } from '@/contract/orders';
import { APP_CONFIG_DEFAULTS } from '@/domain/constants';
import {
  countedAttempt,
  getOrderStatusLogic,
  getTransactionStatusLogic,
  hasAttemptsLeft,
  isExpectedStatus,
  orderTransactionCall,
  PAYMENT_STATUS_POLLING,
  pollingContext,
  pollingStates,
  pollInterval,
  thankYouNavigation,
  transactionStatusIs,
  type PollingContext,
} from './shared/polling';
import type { StoreActorRef } from './store.machine';

// Types

export interface UpiIntentInput {
  /** The order transaction paid by UPI. */
  orderTransactionId: string;
  /** The `upi://pay?...` link that opens the customer's UPI app. */
  intentUrl: string;
  /** Seconds between polls; the server's polling interval, SPEC 9 "next call after 3" when omitted. */
  interval?: number;
  /** Seconds before giving up; SPEC 9 orderProcessTimeForUpiInSec (120) when omitted. */
  timeout?: number;
  /** The app's store actor, whose selection names the thank-you page (SPEC 2: rail orders); none in tests that do not care. */
  storeActor?: StoreActorRef | null;
}

/** Besides the polling fields (interval, attempt budget within the timeout, attempts made): */
export interface UpiIntentContext extends PollingContext {
  /** The order transaction paid by UPI. */
  orderTransactionId: string;
  /** The link that opens the UPI app. */
  intentUrl: string;
  /** The app's store actor; null when not given. */
  storeActor: StoreActorRef | null;
}

export type UpiIntentEvent =
  /** The customer asks to open the UPI app again (the first opening was missed or closed). */
  | { type: 'intent.reopen' }
  /** The screen could not open the UPI app from the link. */
  | { type: 'intent.failed' };

/** SPEC 8 payment event names this flow reports. */
export type UpiPaymentEventName =
  | 'UPI_TRANSACTION_TIMEOUT'
  | 'PAYMENT_VERIFY_SERVICE_ERROR'
  | 'PROCESS_PAYMENT_RETURNED_ERROR'
  | 'PROCESS_PAYMENT_API_ERROR'
  | 'DEEPLINK_ERROR';

/** The SPEC 8 UPI failure text ('We faced some issue in processing the payment...'), by its code. */
export type UpiFailureMessage = 'upiPaymentIssue';

/**
 * `intentOpen.requested`: the screen opens `url` (the UPI app); `navigation.requested`: the screen routes to `to`;
 * `payment.failed`: show `message`; `analytics.tracked`: a SPEC 8 event name to track.
 */
export type UpiIntentEmitted =
  | { type: 'intentOpen.requested'; url: string }
  | { type: 'navigation.requested'; to: string }
  | { type: 'payment.failed'; message: UpiFailureMessage }
  | { type: 'analytics.tracked'; event: UpiPaymentEventName };

/** `busy`: the payment is being verified or processed; `error`: it failed. */
export type UpiIntentTag = 'busy' | 'error';

// Constants

/** SPEC 9: the payment status interval and orderProcessTimeForUpiInSec, when the caller gives none. */
const UPI_POLLING = {
  interval: PAYMENT_STATUS_POLLING.interval,
  duration: APP_CONFIG_DEFAULTS.orderProcessTimeForUpiInSec,
};

type TransactionStatus = TransactionStatusResponse['transactionStatus'];

// Setup

export const upiIntentMachine = setup({
  types: {
    context: {} as UpiIntentContext,
    events: {} as UpiIntentEvent,
    input: {} as UpiIntentInput,
    emitted: {} as UpiIntentEmitted,
    tags: {} as UpiIntentTag,
  },
  actors: {
    getTransactionStatus: getTransactionStatusLogic,
    // Payment processing after TXN_SUCCESS: the server settles the order on the gateway's callback, so
    // processing reads the order's settled status.
    processPayment: getOrderStatusLogic,
  },
  guards: {
    isTransaction: isExpectedStatus<TransactionStatus>,
    isOrderConfirmed: (_, params: { status: OrderStatusResponse['status'] }) => params.status === 'SUCCESS',
    hasAttemptsLeft,
  },
  actions: {
    countAttempt: assign(({ context }) => countedAttempt(context)),
    emitOpenIntent: emit(({ context }) => ({ type: 'intentOpen.requested' as const, url: context.intentUrl })),
    emitThankYou: emit(({ context }) => thankYouNavigation(context)),
    emitFailed: emit({ type: 'payment.failed', message: 'upiPaymentIssue' }),
    emitPaymentEvent: emit((_, params: { event: UpiPaymentEventName }) => ({ type: 'analytics.tracked' as const, event: params.event })),
  },
  delays: {
    // The server-given polling interval.
    pollInterval,
  },
}).createMachine({
  id: 'upiIntent',
  context: ({ input }) => ({
    ...pollingContext({ interval: input.interval, duration: input.timeout }, UPI_POLLING, 'afterInterval'),
    orderTransactionId: input.orderTransactionId,
    intentUrl: input.intentUrl,
    storeActor: input.storeActor ?? null,
  }),
  entry: 'emitOpenIntent',
  initial: 'verifying',
  states: {
    verifying: {
      tags: 'busy',
      initial: 'waiting',
      on: {
        'intent.reopen': { actions: 'emitOpenIntent' },
        'intent.failed': { target: 'failed', actions: { type: 'emitPaymentEvent', params: { event: 'DEEPLINK_ERROR' } } },
      },
      states: pollingStates({
        statusCall: 'getTransactionStatus',
        settled: [
          { guard: transactionStatusIs('isTransaction', 'SUCCESS'), target: '#upiIntent.processing' },
          { guard: transactionStatusIs('isTransaction', 'FAILED'), target: '#upiIntent.failed' },
        ],
        exhausted: { target: '#upiIntent.failed', actions: { type: 'emitPaymentEvent', params: { event: 'UPI_TRANSACTION_TIMEOUT' } } },
        // A failed verify call is reported before the next poll.
        retried: { type: 'emitPaymentEvent', params: { event: 'PAYMENT_VERIFY_SERVICE_ERROR' } },
      }),
    },
    processing: {
      tags: 'busy',
      invoke: {
        id: 'processPayment',
        src: 'processPayment',
        input: orderTransactionCall,
        onDone: [
          { guard: { type: 'isOrderConfirmed', params: ({ event }) => ({ status: event.output.status }) }, target: 'succeeded' },
          { target: 'failed', actions: { type: 'emitPaymentEvent', params: { event: 'PROCESS_PAYMENT_RETURNED_ERROR' } } },
        ],
        onError: { target: 'failed', actions: { type: 'emitPaymentEvent', params: { event: 'PROCESS_PAYMENT_API_ERROR' } } },
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
  },
});

// Selectors

export type UpiIntentSnapshot = SnapshotFrom<typeof upiIntentMachine>;

export const selectIsVerifying = (snapshot: UpiIntentSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: UpiIntentSnapshot): boolean => snapshot.hasTag('error');
/** The failure message: the SPEC 8 UPI text's code once failed, null before. */
export const selectFailureMessage = (snapshot: UpiIntentSnapshot): UpiFailureMessage | null =>
  snapshot.hasTag('error') ? 'upiPaymentIssue' : null;
export const selectAttempts = (snapshot: UpiIntentSnapshot): number => snapshot.context.attempts;
/** Seconds of verifying the timeout allows: attempts times interval. */
export const selectVerifyingSeconds = (snapshot: UpiIntentSnapshot): number =>
  snapshot.context.maxAttempts * snapshot.context.intervalSeconds;
export const selectCanReopen = (snapshot: UpiIntentSnapshot): boolean => snapshot.can({ type: 'intent.reopen' });
