/**
 * UPI intent verification (SPEC 4): opens the UPI app with the intent link, verifies the payment with the
 * UPI verify call (SPEC 7: ORDERID, MID, TXNAMOUNT, MERC_UNQ_REF, STATUS) every interval until TXN_SUCCESS or
 * the UPI timeout (SPEC 9 orderProcessTimeForUpiInSec, 120 s, or the server's duration) runs out, then
 * processes the payment: the order status polling (SPEC 4) runs until the order is confirmed, and /thankYou
 * follows (while its outcome is still UNKNOWN, /paymentTransaction keeps asking for it). Every failure shows the SPEC 8 UPI text and reports its SPEC 8 event name.
 *
 * Time is counted in polls: floor(timeout / interval), one every interval, the first one interval after
 * the intent is opened (the customer needs that long to approve in the UPI app anyway).
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { UpiVerifyResponse } from '@/contract/paymentVerification';
import { getApiClient } from '@/api/holder';
import { paymentVerificationApi } from '@/api/paymentVerification';
import { APP_CONFIG_DEFAULTS } from '@/domain/constants';
import { QUERY, ROUTES, withQuery } from '@/domain/navigation';
import { upiVerifyBodyOf, type UpiVerification } from '@/domain/upiIntent';
import {
  countedAttempt,
  hasAttemptsLeft,
  isExpectedStatus,
  PAYMENT_STATUS_POLLING,
  pollingContext,
  pollingStates,
  pollInterval,
  thankYouNavigation,
  type DoneWith,
  type PollingContext,
  type StatusMatch,
} from './shared/polling';
import { orderStatusPollingMachine, type OrderStatusPollingOutcome, type OrderStatusPollingOutput } from './orderStatusPolling.machine';
import type { StoreActorRef } from './store.machine';

// Types

export interface UpiIntentInput extends UpiVerification {
  /** The `upi://pay?...` link that opens the customer's UPI app. */
  intentUrl: string;
  /** Seconds between polls; the server's polling interval, SPEC 9 "next call after 3" when omitted. */
  interval?: number;
  /** Seconds before giving up; SPEC 9 orderProcessTimeForUpiInSec (120) when omitted. */
  timeout?: number;
  /** The app's store actor, whose selection names the thank-you page (SPEC 2: rail orders); none in tests that do not care. */
  storeActor?: StoreActorRef | null;
}

/** Besides the polling fields (interval, attempt budget within the timeout, attempts made) and what UPI verify sends: */
export interface UpiIntentContext extends PollingContext, UpiVerification {
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

/** The SPEC 8 UPI failure text, by its code. */
export type UpiFailureMessage = 'upiPaymentIssue';

/**
 * `intentOpen.requested`: the screen opens `url` (the UPI app); `navigation.requested`: the screen routes to `to`;
 * `payment.failed`: show `message`; `analytics.tracked`: a SPEC 8 event name to track; `cart.cleared`: the order
 * is settled (SPEC 4 order status polling), the cart state is to be dropped.
 */
export type UpiIntentEmitted =
  | { type: 'intentOpen.requested'; url: string }
  | { type: 'navigation.requested'; to: string }
  | { type: 'payment.failed'; message: UpiFailureMessage }
  | { type: 'analytics.tracked'; event: UpiPaymentEventName }
  | { type: 'cart.cleared' };

/** `busy`: the payment is being verified or processed; `error`: it failed. */
export type UpiIntentTag = 'busy' | 'error';

// Constants

/** SPEC 9: the payment status interval and orderProcessTimeForUpiInSec, when the caller gives none. */
const UPI_POLLING = {
  interval: PAYMENT_STATUS_POLLING.interval,
  duration: APP_CONFIG_DEFAULTS.orderProcessTimeForUpiInSec,
};

type VerifyStatus = UpiVerifyResponse['STATUS'];

/** The guard `isVerified` of a transition taken when UPI verify answers `expected`. */
const verifyStatusIs = (expected: VerifyStatus) => ({
  type: 'isVerified' as const,
  params: ({ event }: DoneWith<UpiVerifyResponse>): StatusMatch<VerifyStatus> => ({ status: event.output.STATUS, expected }),
});

/** The guard `isProcessed` of a transition taken when the order status polling ended `expected`. */
const processedAs = (expected: OrderStatusPollingOutcome) => ({
  type: 'isProcessed' as const,
  params: ({ event }: DoneWith<OrderStatusPollingOutput>): StatusMatch<OrderStatusPollingOutcome> => ({
    status: event.output.status,
    expected,
  }),
});

const verificationOf = ({ context }: { context: UpiIntentContext }): UpiVerification => ({
  orderTransactionId: context.orderTransactionId,
  merchantId: context.merchantId,
  merchantReference: context.merchantReference,
  amount: context.amount,
});

// The polling states, whose status call sends what UPI verify needs rather than the transaction alone.
const verifyingStates = pollingStates({
  statusCall: 'verifyPayment',
  settled: [
    { guard: verifyStatusIs('TXN_SUCCESS'), target: '#upiIntent.processing' },
    { guard: verifyStatusIs('TXN_FAILURE'), target: '#upiIntent.failed' },
  ],
  exhausted: { target: '#upiIntent.failed', actions: { type: 'emitPaymentEvent', params: { event: 'UPI_TRANSACTION_TIMEOUT' } } },
  // A failed verify call is reported before the next poll.
  retried: { type: 'emitPaymentEvent', params: { event: 'PAYMENT_VERIFY_SERVICE_ERROR' } },
});

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
    /** SPEC 7 UPI verify: the payment as the gateway has it. */
    verifyPayment: fromPromise<UpiVerifyResponse, UpiVerification>(({ input, signal }) =>
      paymentVerificationApi(getApiClient()).verifyUpi(upiVerifyBodyOf(input), { signal }),
    ),
    // Payment processing after TXN_SUCCESS: the server settles the order on the gateway's word; the order's status
    // is polled until it is confirmed (SPEC 4 order status polling).
    processPayment: orderStatusPollingMachine,
  },
  guards: {
    isVerified: isExpectedStatus<VerifyStatus>,
    isProcessed: isExpectedStatus<OrderStatusPollingOutcome>,
    hasAttemptsLeft,
  },
  actions: {
    countAttempt: assign(({ context }) => countedAttempt(context)),
    emitOpenIntent: emit(({ context }) => ({ type: 'intentOpen.requested' as const, url: context.intentUrl })),
    emitThankYou: emit(({ context }) => thankYouNavigation(context)),
    emitPaymentPage: emit(({ context }) => ({
      type: 'navigation.requested' as const,
      to: withQuery(ROUTES.paymentTransaction, { [QUERY.transactionId]: context.orderTransactionId }),
    })),
    emitFailed: emit({ type: 'payment.failed', message: 'upiPaymentIssue' }),
    emitCartCleared: emit({ type: 'cart.cleared' }),
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
    merchantId: input.merchantId,
    merchantReference: input.merchantReference,
    amount: input.amount,
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
      states: {
        waiting: verifyingStates.waiting,
        checking: { ...verifyingStates.checking, invoke: { ...verifyingStates.checking.invoke, input: verificationOf } },
      },
    },
    processing: {
      tags: 'busy',
      invoke: {
        id: 'processPayment',
        src: 'processPayment',
        input: ({ context }) => ({ orderTransactionId: context.orderTransactionId }),
        onDone: [
          { guard: processedAs('SUCCESS'), target: 'succeeded', actions: 'emitCartCleared' },
          {
            guard: processedAs('FAILED'),
            target: 'failed',
            actions: ['emitCartCleared', { type: 'emitPaymentEvent', params: { event: 'PROCESS_PAYMENT_RETURNED_ERROR' } }],
          },
          // The order's outcome did not come in time (UNKNOWN): the money was taken, so no retry is offered; the payment's
          // page keeps asking for the outcome and ends on thank-you or the failed order with its refund.
          {
            target: 'unconfirmed',
            actions: ['emitCartCleared', { type: 'emitPaymentEvent', params: { event: 'PROCESS_PAYMENT_API_ERROR' } }],
          },
        ],
      },
    },
    succeeded: {
      type: 'final',
      entry: 'emitThankYou',
    },
    unconfirmed: {
      type: 'final',
      entry: 'emitPaymentPage',
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
