/**
 * Status polling, shared by the machines that ask the server for a payment's or an order's outcome every
 * interval until a total time runs out (transaction polling, card OTP, order status, UPI intent): the
 * SPEC 8 failure messages (codes) and SPEC 9 defaults, the attempt budget counted from the interval and the
 * total time, the status actors, the guard, action and delay every polling machine uses, and the `waiting`
 * and `checking` states built on them, into which each machine puts only what ends its own polling.
 *
 * Time is counted in attempts, not read from a clock, so the machines stay pure functions of their
 * events (model-testable with SimulatedClock).
 */
import { fromPromise } from 'xstate';
import type { PollingData, TransactionStatusResponse } from '@/contract/payments';
import type { OrderStatusResponse } from '@/contract/orders';
import { getApiClient } from '@/api/holder';
import { ordersApi } from '@/api/orders';
import { placedOrderRoute, type PollingTarget } from '@/domain/order';
import { selectStoreDeliveryType, type StoreActorRef } from '../store.machine';
import { MS_PER_SECOND } from '@/domain/time';
import messagesEn from '@/i18n/en/messages';
import messagesHi from '@/i18n/hi/messages';

// Types

/** The part of the server's pollingData a polling machine uses: seconds. */
export type PollingWindow = Pick<PollingData, 'interval' | 'duration'>;

/** The context fields every polling machine keeps. */
export interface PollingContext {
  /** Seconds between two polls. */
  intervalSeconds: number;
  /** How many polls the total time allows. */
  maxAttempts: number;
  /** Polls made so far, answered or not. */
  attempts: number;
}

/** Input of the status calls: the order transaction asked about. */
export interface OrderTransactionCall {
  orderTransactionId: string;
  /** SPEC 7 polling: the server-given url and method of the transaction status call; absent or null: its fixed path. */
  pollingTarget?: PollingTarget | null;
}

/** When the first poll is made: at the start, or one interval after it. */
export type FirstPoll = 'atStart' | 'afterInterval';

/** A status and the one a transition expects. */
export interface StatusMatch<TStatus extends string> {
  status: TStatus;
  expected: TStatus;
}

// Constants

/** SPEC 8 payment texts, by the code screens find their words with. */
export type PaymentFailureCode = 'paymentFailed' | 'orderNotConfirmed';

/** A failed payment as the customer is told: a SPEC 8 text by its code, or the server's own reason. */
export type PaymentFailureMessage = { readonly code: PaymentFailureCode } | { readonly text: string };

const GENERIC_FAILURES: readonly PaymentFailureCode[] = ['paymentFailed', 'orderNotConfirmed'];
/**
 * The SPEC 8 texts as the server writes them, in any language, so its plain failure reads as the code and not as
 * a reason of its own.
 */
const SERVER_TEXT_CODES: ReadonlyMap<string, PaymentFailureCode> = new Map(
  [messagesEn.texts, messagesHi].flatMap((texts) => GENERIC_FAILURES.map((code) => [texts[code], code] as const)),
);

/** The server's failure answer: its own reason, or `fallback` for none and for the SPEC 8 generic texts. */
export function failureFrom(displayMsg: string | null | undefined, fallback: PaymentFailureCode): PaymentFailureMessage {
  if (!displayMsg) return { code: fallback };
  const code = SERVER_TEXT_CODES.get(displayMsg);
  return code ? { code } : { text: displayMsg };
}

/**
 * The server's own failure reason; null for a SPEC 8 generic text, whose 'Please try again' would contradict
 * the failed-order page's 'try again after 15 minutes'.
 */
export function serverReasonOf(message: PaymentFailureMessage | null): string | null {
  return message !== null && 'text' in message ? message.text : null;
}

/** SPEC 9: payment status polling, total 80 and next call after 3 (seconds), when the server gives no pollingData. */
export const PAYMENT_STATUS_POLLING: PollingWindow = { duration: 80, interval: 3 };

// Budget

/** A server value that is not a positive number falls back to the SPEC default. */
export function positiveOr(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** How many polls, one every `intervalSeconds`, fit in `totalSeconds`; at least one. */
export function attemptsWithin(totalSeconds: number, intervalSeconds: number): number {
  return Math.max(1, Math.floor(totalSeconds / intervalSeconds));
}

/**
 * The starting polling context for `given` interval and duration (seconds; a missing or non-positive
 * value falls back to `defaults`). Polls one every interval: with the first `afterInterval`,
 * floor(duration / interval) of them (at least one); with the first `atStart`, one more. Either way the
 * last falls within the duration.
 */
export function pollingContext(given: Partial<PollingWindow> | null, defaults: PollingWindow, firstPoll: FirstPoll): PollingContext {
  const intervalSeconds = positiveOr(given?.interval, defaults.interval);
  const durationSeconds = positiveOr(given?.duration, defaults.duration);
  const maxAttempts =
    firstPoll === 'atStart' ? Math.floor(durationSeconds / intervalSeconds) + 1 : attemptsWithin(durationSeconds, intervalSeconds);
  return { intervalSeconds, maxAttempts, attempts: 0 };
}

// Actors

/** The `getTransactionStatus` actor: the payment transaction's status (SPEC 4). */
export const getTransactionStatusLogic = fromPromise<TransactionStatusResponse, OrderTransactionCall>(({ input, signal }) =>
  input.pollingTarget
    ? ordersApi(getApiClient()).pollTransactionStatus(input.pollingTarget, { signal })
    : ordersApi(getApiClient()).getTransactionStatus(input.orderTransactionId, { signal }),
);

/** The `getOrderStatus` actor: the order's settled status (SPEC 4). */
export const getOrderStatusLogic = fromPromise<OrderStatusResponse, OrderTransactionCall>(({ input, signal }) =>
  ordersApi(getApiClient()).getOrderStatus(input.orderTransactionId, { signal }),
);

/** Invoke input of the status calls: the machine's order transaction. */
export const orderTransactionCall = ({ context }: { context: OrderTransactionCall }): OrderTransactionCall => ({
  orderTransactionId: context.orderTransactionId,
  ...(context.pollingTarget ? { pollingTarget: context.pollingTarget } : {}),
});

// Guards, actions, delays

/** What a status call's done event carries. */
export interface DoneWith<TOutput> {
  event: { output: TOutput };
}

type OrderStatus = OrderStatusResponse['status'];
type TransactionStatus = TransactionStatusResponse['transactionStatus'];

/** The guard `guard` (an isExpectedStatus guard) of a transition taken when the order's status is `expected`. */
export function orderStatusIs<TGuard extends string>(guard: TGuard, expected: OrderStatus) {
  return {
    type: guard,
    params: ({ event }: DoneWith<OrderStatusResponse>): StatusMatch<OrderStatus> => ({ status: event.output.status, expected }),
  };
}

/** The guard `guard` (an isExpectedStatus guard) of a transition taken when the transaction's status is `expected`. */
export function transactionStatusIs<TGuard extends string>(guard: TGuard, expected: TransactionStatus) {
  return {
    type: guard,
    params: ({ event }: DoneWith<TransactionStatusResponse>): StatusMatch<TransactionStatus> => ({
      status: event.output.transactionStatus,
      expected,
    }),
  };
}

/** Guard: the answered status is the one the transition expects. */
export function isExpectedStatus<TStatus extends string>(_: unknown, params: StatusMatch<TStatus>): boolean {
  return params.status === params.expected;
}

/** Guard `hasAttemptsLeft`: the total time allows another poll. */
export const hasAttemptsLeft = ({ context }: { context: PollingContext }): boolean => context.attempts < context.maxAttempts;

/** Assigned by `countAttempt`: one more poll made. */
export const countedAttempt = (context: PollingContext): Pick<PollingContext, 'attempts'> => ({ attempts: context.attempts + 1 });

/** The order a polling machine ends with: its transaction and the app's store actor, whose delivery type names the thank-you page. */
export interface PlacedOrder extends OrderTransactionCall {
  /** null or absent when not given: the thank-you page names the transaction. */
  storeActor?: StoreActorRef | null;
}

/**
 * Emitted by `emitThankYou`: the screen routes to the order's thank-you page (SPEC 2: a rail order by the placeholder
 * id). The selection is read when the payment succeeds, long after a full page load has restored it.
 */
export const thankYouNavigation = (context: PlacedOrder) => ({
  type: 'navigation.requested' as const,
  to: placedOrderRoute(context.orderTransactionId, context.storeActor ? selectStoreDeliveryType(context.storeActor.getSnapshot()) : null),
});

/** Delay `pollInterval`: the interval between two polls, in milliseconds. */
export const pollInterval = ({ context }: { context: PollingContext }): number => context.intervalSeconds * MS_PER_SECOND;

// States

/** What a polling machine's states take from the machine: its status call and what ends the polling. */
interface PollingStatesConfig<TStatusCall extends string, TSettled extends readonly object[], TExhausted extends object, TRetried, TEach> {
  /** The setup's status actor, invoked (under the same id) once per poll with the order transaction. */
  statusCall: TStatusCall;
  /** Transitions of an answer that ends the polling, tried in order. */
  settled: TSettled;
  /** The transition of a poll that settled nothing when the total time allows no more. */
  exhausted: TExhausted;
  /** Actions of a failed status call that is retried. */
  retried?: TRetried;
  /** Config both states share: tags, events that leave the polling. */
  each?: TEach;
}

/** The SPEC 8 "not confirmed" message of a payment whose outcome never came. */
export const NOT_CONFIRMED: PaymentFailureMessage = { code: 'orderNotConfirmed' };
/** The SPEC 8 "payment failed" message. */
export const PAYMENT_FAILED: PaymentFailureMessage = { code: 'paymentFailed' };

/**
 * The `waiting` and `checking` states of a polling machine, whose setup names the guard `hasAttemptsLeft`,
 * the action `countAttempt` and the delay `pollInterval`: `waiting` polls again after the interval;
 * `checking` counts the attempt and asks for the status. An answer a `settled` transition takes ends the
 * polling; any other answer, or a failed call, waits for the next poll while the total time allows, else
 * takes `exhausted`. Built as plain config so the machine's own `createMachine` checks every name in it.
 */
export function pollingStates<
  const TStatusCall extends string,
  const TSettled extends readonly object[],
  const TExhausted extends object,
  const TRetried = undefined,
  const TEach extends object = object,
>({ statusCall, settled, exhausted, retried, each }: PollingStatesConfig<TStatusCall, TSettled, TExhausted, TRetried, TEach>) {
  // Typed TEach, not TEach | undefined (whose spread TypeScript types as {}), so the machine checks what `each` names.
  const shared = each ?? ({} as TEach);
  const nextPoll = { guard: 'hasAttemptsLeft', target: 'waiting' } as const;
  return {
    waiting: { ...shared, after: { pollInterval: 'checking' } },
    checking: {
      ...shared,
      entry: 'countAttempt',
      invoke: {
        id: statusCall,
        src: statusCall,
        input: orderTransactionCall,
        onDone: [...settled, nextPoll, exhausted],
        // A failed call is retried on the next tick; it still uses up its share of the total time.
        onError: [{ ...nextPoll, actions: retried }, exhausted],
      },
    },
  } as const;
}
