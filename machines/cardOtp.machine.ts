/**
 * Card OTP payment (SPEC 4): once the customer has answered the bank's OTP challenge the order is WAIT;
 * its status is asked after a delay, and again every interval, until the total time runs out (then an
 * error and back to /cart). SUCCESS goes to /thankYou; FAILED shows an error.
 *
 * Time is counted in polls: floor(totalTime / interval), one every interval, the first one interval
 * after the start.
 */
import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import type { OrderStatusResponse } from '@/contract/orders';
import { ROUTES } from '@/domain/navigation';
import {
  countedAttempt,
  getOrderStatusLogic,
  hasAttemptsLeft,
  isExpectedStatus,
  orderStatusIs,
  NOT_CONFIRMED,
  PAYMENT_FAILED,
  PAYMENT_STATUS_POLLING,
  pollingContext,
  pollingStates,
  pollInterval,
  thankYouNavigation,
  type PaymentFailureMessage,
  type PollingContext,
} from './shared/polling';

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

/** Besides the polling fields (interval, attempt budget, attempts made): */
export interface CardOtpContext extends PollingContext {
  /** The order transaction paid by card. */
  orderTransactionId: string;
  /** What the customer is told of the failure; null unless failed or timed out. */
  message: PaymentFailureMessage | null;
}

/** `navigation.requested`: the screen routes to `to`; `payment.failed`: the payment did not go through, show `message`. */
export type CardOtpEmitted = { type: 'navigation.requested'; to: string } | { type: 'payment.failed'; message: PaymentFailureMessage };

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
    getOrderStatus: getOrderStatusLogic,
  },
  guards: {
    isStatus: isExpectedStatus<OrderStatus>,
    hasAttemptsLeft,
  },
  actions: {
    countAttempt: assign(({ context }) => countedAttempt(context)),
    assignMessage: assign((_, params: { message: PaymentFailureMessage }) => ({ message: params.message })),
    emitThankYou: emit(({ context }) => thankYouNavigation(context)),
    emitBackToCart: emit({ type: 'navigation.requested', to: ROUTES.cart }),
    emitFailed: emit(({ context }) => ({ type: 'payment.failed' as const, message: context.message ?? PAYMENT_FAILED })),
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
    message: null,
  }),
  initial: 'waiting',
  states: {
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
export const selectErrorMessage = (snapshot: CardOtpSnapshot): PaymentFailureMessage | null => snapshot.context.message;
export const selectAttempts = (snapshot: CardOtpSnapshot): number => snapshot.context.attempts;
