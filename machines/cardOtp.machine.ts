/**
 * Card OTP payment (SPEC 4), with the OTP entered in the app when the gateway offers it there (SPEC 4 mode otp,
 * SPEC 7 Card OTP / resend): the customer types the bank's 6-digit code; a wrong one may be tried again while the
 * gateway allows (it says how many tries are left), a new code may be asked for. Once the bank took the code the
 * order is WAIT: its status is asked after a delay, and again every interval, until the total time runs out (then
 * an error popup, and its OK takes the customer back to /cart). SUCCESS goes to /thankYou; FAILED shows an error.
 *
 * Time is counted in polls: floor(totalTime / interval), one every interval, the first one interval
 * after the code was taken.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { OrderStatusResponse } from '@/contract/orders';
import type { CardOtpResponse } from '@/contract/paymentVerification';
import { getApiClient } from '@/api/holder';
import { paymentVerificationApi } from '@/api/paymentVerification';
import { isCompleteCardOtp } from '@/domain/cardOtp';
import { ROUTES } from '@/domain/navigation';
import {
  countedAttempt,
  failureFrom,
  getOrderStatusLogic,
  hasAttemptsLeft,
  isExpectedStatus,
  orderStatusIs,
  NOT_CONFIRMED,
  orderTransactionCall,
  PAYMENT_FAILED,
  PAYMENT_STATUS_POLLING,
  pollingContext,
  pollingStates,
  pollInterval,
  thankYouNavigation,
  type DoneWith,
  type OrderTransactionCall,
  type PaymentFailureMessage,
  type PollingContext,
  type StatusMatch,
} from './shared/polling';
import type { StoreActorRef } from './store.machine';

// Types

export interface CardOtpInput {
  /** The order transaction paid by card. */
  orderTransactionId: string;
  /** Seconds between polls; SPEC 9 payment status "next call after 3" when omitted. */
  interval?: number;
  /** Seconds of polling in all; SPEC 9 payment status polling "total 80" when omitted. */
  totalTime?: number;
  /** The app's store actor, whose selection names the thank-you page (SPEC 2: rail orders); none in tests that do not care. */
  storeActor?: StoreActorRef | null;
}

type OrderStatus = OrderStatusResponse['status'];
type OtpAnswer = CardOtpResponse['status'];

/** What the OTP form tells the customer, by code: a code not 6 digits, a wrong one (tries left), a new one sent, a call that failed. */
export type CardOtpNote = { code: 'otpIncomplete' | 'otpResent' | 'callFailed' } | { code: 'otpWrong'; attemptsLeft: number };

/** Besides the polling fields (interval, attempt budget, attempts made): */
export interface CardOtpContext extends PollingContext {
  /** The order transaction paid by card. */
  orderTransactionId: string;
  /** The code being sent to the bank. */
  otp: string;
  /** The OTP form's note; null while none. */
  note: CardOtpNote | null;
  /** What the customer is told of the failure; null unless failed or timed out. */
  message: PaymentFailureMessage | null;
  /** The app's store actor; null when not given. */
  storeActor: StoreActorRef | null;
}

export type CardOtpEvent =
  /** The customer sends the code typed. */
  | { type: 'otp.submit'; otp: string }
  /** The customer asks for a new code (SPEC 7 Card OTP resend). */
  | { type: 'otp.resend' }
  /** The customer closes the time-out error: back to the cart. */
  | { type: 'error.dismiss' };

/** `navigation.requested`: the screen routes to `to` (the thank-you page, or the cart after a time-out); `payment.failed`: the payment did not go through, show `message`. */
export type CardOtpEmitted = { type: 'navigation.requested'; to: string } | { type: 'payment.failed'; message: PaymentFailureMessage };

/** `otp`: the OTP form shows; `busy`: a call or the card payment's outcome is awaited; `error`: it failed or never came. */
export type CardOtpTag = 'otp' | 'busy' | 'error';

/** The guard `isOtpAnswer` of a transition taken when the Card OTP call answers `expected`. */
const otpAnswerIs = (expected: OtpAnswer) => ({
  type: 'isOtpAnswer' as const,
  params: ({ event }: DoneWith<CardOtpResponse>): StatusMatch<OtpAnswer> => ({ status: event.output.status, expected }),
});

// Setup

export const cardOtpMachine = setup({
  types: {
    context: {} as CardOtpContext,
    events: {} as CardOtpEvent,
    input: {} as CardOtpInput,
    emitted: {} as CardOtpEmitted,
    tags: {} as CardOtpTag,
  },
  actors: {
    getOrderStatus: getOrderStatusLogic,
    /** SPEC 7 Card OTP: data{otp}. */
    submitCardOtp: fromPromise<CardOtpResponse, OrderTransactionCall & { otp: string }>(({ input, signal }) =>
      paymentVerificationApi(getApiClient()).submitCardOtp(input.orderTransactionId, input.otp, { signal }),
    ),
    /** SPEC 7 Card OTP resend: no body. */
    resendCardOtp: fromPromise<CardOtpResponse, OrderTransactionCall>(({ input, signal }) =>
      paymentVerificationApi(getApiClient()).resendCardOtp(input.orderTransactionId, { signal }),
    ),
  },
  guards: {
    isStatus: isExpectedStatus<OrderStatus>,
    isOtpAnswer: isExpectedStatus<OtpAnswer>,
    isCompleteOtp: (_, params: { otp: string }) => isCompleteCardOtp(params.otp),
    hasAttemptsLeft,
  },
  actions: {
    countAttempt: assign(({ context }) => countedAttempt(context)),
    assignOtp: assign((_, params: { otp: string }) => ({ otp: params.otp.trim(), note: null })),
    assignNote: assign((_, params: { note: CardOtpNote }) => ({ note: params.note })),
    assignWrongOtp: assign((_, params: { answer: CardOtpResponse }) => ({
      note: { code: 'otpWrong' as const, attemptsLeft: params.answer.attemptsLeft },
    })),
    assignRefusal: assign((_, params: { answer: CardOtpResponse }) => ({
      message: failureFrom(params.answer.displayMsg, 'paymentFailed'),
    })),
    assignMessage: assign((_, params: { message: PaymentFailureMessage }) => ({ message: params.message })),
    emitThankYou: emit(({ context }) => thankYouNavigation(context)),
    emitFailed: emit(({ context }) => ({ type: 'payment.failed' as const, message: context.message ?? PAYMENT_FAILED })),
    navigateToCart: emit({ type: 'navigation.requested', to: ROUTES.cart }),
  },
  delays: {
    // SPEC 4: "WAIT polls status after a delay".
    pollInterval,
  },
}).createMachine({
  id: 'cardOtp',
  context: ({ input }) => ({
    ...pollingContext({ interval: input.interval, duration: input.totalTime }, PAYMENT_STATUS_POLLING, 'afterInterval'),
    orderTransactionId: input.orderTransactionId,
    otp: '',
    note: null,
    message: null,
    storeActor: input.storeActor ?? null,
  }),
  initial: 'entering',
  states: {
    // The OTP form: the bank's code, typed by the customer.
    entering: {
      tags: 'otp',
      on: {
        'otp.submit': [
          {
            guard: { type: 'isCompleteOtp', params: ({ event }) => ({ otp: event.otp }) },
            target: 'submitting',
            actions: { type: 'assignOtp', params: ({ event }) => ({ otp: event.otp }) },
          },
          { actions: { type: 'assignNote', params: { note: { code: 'otpIncomplete' } } } },
        ],
        'otp.resend': 'resending',
      },
    },
    submitting: {
      tags: ['otp', 'busy'],
      invoke: {
        id: 'submitCardOtp',
        src: 'submitCardOtp',
        input: ({ context }) => ({ orderTransactionId: context.orderTransactionId, otp: context.otp }),
        onDone: [
          // The bank took the code: the order is WAIT until the payment's outcome comes.
          { guard: otpAnswerIs('WAIT'), target: 'waiting' },
          {
            guard: otpAnswerIs('RETRY'),
            target: 'entering',
            actions: { type: 'assignWrongOtp', params: ({ event }) => ({ answer: event.output }) },
          },
          {
            guard: otpAnswerIs('FAILED'),
            target: 'failed',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ answer: event.output }) },
          },
          // Any other answer leaves the code to be sent again.
          { target: 'entering', actions: { type: 'assignNote', params: { note: { code: 'callFailed' } } } },
        ],
        onError: { target: 'entering', actions: { type: 'assignNote', params: { note: { code: 'callFailed' } } } },
      },
    },
    resending: {
      tags: ['otp', 'busy'],
      invoke: {
        id: 'resendCardOtp',
        src: 'resendCardOtp',
        input: orderTransactionCall,
        onDone: [
          { guard: otpAnswerIs('SENT'), target: 'entering', actions: { type: 'assignNote', params: { note: { code: 'otpResent' } } } },
          // The payment no longer waits for a code (it ended meanwhile): its outcome is asked for.
          { target: 'waiting' },
        ],
        onError: { target: 'entering', actions: { type: 'assignNote', params: { note: { code: 'callFailed' } } } },
      },
    },
    ...pollingStates({
      statusCall: 'getOrderStatus',
      settled: [
        { guard: orderStatusIs('isStatus', 'SUCCESS'), target: 'succeeded' },
        {
          guard: orderStatusIs('isStatus', 'FAILED'),
          target: 'failed',
          actions: { type: 'assignMessage', params: { message: PAYMENT_FAILED } },
        },
      ],
      // WAIT, INPROCESS and UNKNOWN (the bank has not answered yet) poll again until the total time runs out.
      exhausted: { target: 'timedOut', actions: { type: 'assignMessage', params: { message: NOT_CONFIRMED } } },
      each: { tags: 'busy' },
    }),
    succeeded: {
      type: 'final',
      entry: 'emitThankYou',
    },
    failed: {
      type: 'final',
      tags: 'error',
      entry: 'emitFailed',
    },
    // SPEC 4: "after total time an error shows and the user returns to /cart".
    timedOut: {
      tags: 'error',
      entry: 'emitFailed',
      on: { 'error.dismiss': { target: 'returnedToCart', actions: 'navigateToCart' } },
    },
    returnedToCart: { type: 'final' },
  },
});

// Selectors

export type CardOtpSnapshot = SnapshotFrom<typeof cardOtpMachine>;

/** The OTP form shows (entering, or its code or resend on the way). */
export const selectIsEnteringOtp = (snapshot: CardOtpSnapshot): boolean => snapshot.hasTag('otp');
export const selectIsWaiting = (snapshot: CardOtpSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: CardOtpSnapshot): boolean => snapshot.hasTag('error');
export const selectErrorMessage = (snapshot: CardOtpSnapshot): PaymentFailureMessage | null => snapshot.context.message;
export const selectNote = (snapshot: CardOtpSnapshot): CardOtpNote | null => snapshot.context.note;
export const selectAttempts = (snapshot: CardOtpSnapshot): number => snapshot.context.attempts;
/** The payment's outcome never came within the total time. */
export const selectHasTimedOut = (snapshot: CardOtpSnapshot): boolean => snapshot.matches('timedOut') || snapshot.matches('returnedToCart');
