/**
 * What the payment steps that ask for a code share (COD OTP, e-voucher PIN or OTP, the Paytm link OTP; removing a
 * coupon shares the popups and the cancel call): the server's words for a failed call or a refused order, the cancel
 * call, the transitions of a call that failed, and the `typing` and `verifying` states of the code, the resend region
 * (`countingDown`, `canResend`, `resending`) and the popup states, built on them.
 *
 * On a failed verify call the step tells three cases apart: the code itself refused (wrong, expired, too many tries)
 * shows under the field; the order waits for the code no more goes where the machine says; any other failure (no
 * answer, a server error) shows in the popup and the same code may be sent again.
 *
 * Built as plain config, like `pollingStates`, so each machine's own `createMachine` checks every name in it: the
 * machines keep their own states, ids, events, guards and actions, passed in by name.
 */
import { fromPromise } from 'xstate';
import type { ConfirmOrderResponse, InitiateOrderPaymentResponse } from '@/contract/orders';
import type { TransactionStatusResponse } from '@/contract/payments';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { ordersApi } from '@/api/orders';
import { OTP_RESEND_SECONDS } from '@/domain/constants';
import { MS_PER_SECOND } from '@/domain/time';
import type { FieldMessage } from '@/domain/validation';
import type { Message } from '@/i18n/en/messages';

// Types

/** What every code step keeps beside its own fields. */
export interface CodeStepContext {
  /** The popup's message (a send that failed, an order no longer waiting, a call that did not answer); null while none shows. */
  message: Message | null;
  /** The server's next action once the step is done; null until then. */
  next: InitiateOrderPaymentResponse | null;
}

/** What an OTP entry keeps (COD OTP, Paytm link). */
export interface OtpEntryContext extends CodeStepContext {
  /** When the last code was sent (epoch ms), for the resend countdown; null until then. */
  sentAt: number | null;
  /** The code as typed. */
  otp: string;
  /** Under the code field: the local rule's problem or the server's words for a refused code; null when none. */
  otpError: FieldMessage | null;
}

/** The events of an OTP entry: typing the code, sending it, asking for a new one once the timer allows. */
export type OtpEntryEvent = { type: 'otp.change'; value: string } | { type: 'otp.submit' } | { type: 'otp.resend' };

// Constants

/** SPEC 9: OTP timer 45 s before a new code may be asked for (the setups' delay `resendDelay`). */
export const CODE_RESEND_DELAY_MS = OTP_RESEND_SECONDS * MS_PER_SECOND;

/** Refusals of an OTP itself, shown under the field (SPEC 8 OTP failure inline). */
const OTP_REFUSALS: ReadonlySet<string> = new Set([
  AUTH_ERROR_CODES.invalidOtp,
  AUTH_ERROR_CODES.otpExpired,
  AUTH_ERROR_CODES.otpAttemptsExceeded,
]);

/** HTTP status of a transaction that is not the caller's (or no more there). */
const NOT_FOUND_STATUS = 404;

/** The server refused the OTP itself (wrong, expired, too many tries): the refusal shows under the field. */
export const isOtpRefusal = (error: unknown): boolean => OTP_REFUSALS.has(toApiError(error).code);

/** The order waits for the step no more (the server's `notAwaitedCode`), or is not the caller's. */
export const isStepGone = (error: unknown, notAwaitedCode: string): boolean => {
  const { code, status } = toApiError(error);
  return code === notAwaitedCode || status === NOT_FOUND_STATUS;
};

// Messages

/** The server's words, or the SPEC generic error when it gave none. */
export const messageOf = (error: unknown): Message => {
  const { displayMsg } = toApiError(error);
  return displayMsg ? { text: displayMsg } : { code: 'genericError' };
};

/** Why the server did not confirm the order: its words, or the SPEC 8 'not confirmed' text. */
export const refusalOf = (response: ConfirmOrderResponse): Message => {
  const error = response.status === 'FAILED' ? response.errors[0] : undefined;
  return error?.displayMsg ? { text: error.displayMsg } : { code: 'orderNotConfirmed' };
};

/** The server's next action of a confirmed order; null for a refused one. */
export const nextOf = (response: ConfirmOrderResponse): InitiateOrderPaymentResponse | null =>
  response.status === 'SUCCESS' ? response.initiateOrderPaymentResponse : null;

// Actors

/** Input of the calls about the step's order transaction. */
export interface OrderTransactionInput {
  orderTransactionId: string;
}

/** The `cancelPayment` actor: gives up the waiting order (SPEC 7 cancel payment); its answer is the order's status. */
export const cancelPaymentLogic = fromPromise<TransactionStatusResponse, OrderTransactionInput>(({ input, signal }) =>
  ordersApi(getApiClient()).cancelPayment(input.orderTransactionId, { signal }),
);

/** Invoke input of the calls about the order transaction of the confirm answer the step got. */
export const paymentTransaction = ({ context }: { context: { payment: OrderTransactionInput } }): OrderTransactionInput => ({
  orderTransactionId: context.payment.orderTransactionId,
});

// Params

/** Params of an action or guard taken on a failed call: its error. */
export const errorParams = ({ event }: { event: { error: unknown } }): { error: unknown } => ({ error: event.error });

/** Params of `assignSent`: the answer of the call that sent a code. */
export const sentParams = <TSent>({ event }: { event: { output: TSent } }): { sent: TSent } => ({ sent: event.output });

/** Params of an action or guard taken on the answer of a confirm, verify or pay call. */
export const responseParams = ({ event }: { event: { output: ConfirmOrderResponse } }): { response: ConfirmOrderResponse } => ({
  response: event.output,
});

/** Params of the guard `isPaidMeanwhile`: the order's status. */
export const statusParams = ({ event }: { event: { output: TransactionStatusResponse } }): { status: TransactionStatusResponse } => ({
  status: event.output,
});

/** Params of the action that keeps what the customer typed. */
const valueParams = ({ event }: { event: { value: string } }): { value: string } => ({ value: event.value });

/** `{ [key]: value }`, typed by its key. */
const entry = <const TKey extends string, const TValue>(key: TKey, value: TValue) => ({ [key]: value }) as { [K in TKey]: TValue };

// Transitions

/** A code went (`assignSent`): the step goes on at `target`. */
export function afterSent<const TTarget extends string>(target: TTarget) {
  return { target, actions: { type: 'assignSent', params: sentParams } } as const;
}

/** A failed call: the popup shows the server's words (`assignMessage`) and the step goes on at `target`. */
export function withMessage<const TTarget extends string>(target: TTarget) {
  return { target, actions: { type: 'assignMessage', params: errorParams } } as const;
}

/**
 * A failed call about an order that waits for the step no more (guard `notAwaited`) goes to `over`; any other
 * (no answer, a server error) to `retry`, where the same call may be made again. Both show the server's words.
 */
export function callFailed<const TGuard extends string, const TOver extends string, const TRetry extends string>(
  notAwaited: TGuard,
  over: TOver,
  retry: TRetry,
) {
  return [{ guard: { type: notAwaited, params: errorParams }, ...withMessage(over) }, withMessage(retry)] as const;
}

// States

/** The setup's names a code entry uses. */
interface CodeEntryNames<
  TChange extends string,
  TSubmit extends string,
  TAssignCode extends string,
  TIsValid extends string,
  TClearError extends string,
  TAssignProblem extends string,
  TAssignRefused extends string,
> {
  /** The event of a change in the field, and the action that keeps the code (params: value). */
  change: TChange;
  assignCode: TAssignCode;
  /** The event that sends the code; the guard of the local rule, and the actions on the field's message. */
  submit: TSubmit;
  isValid: TIsValid;
  clearError: TClearError;
  assignProblem: TAssignProblem;
  /** The action that puts the server's refusal of the code under the field (params: error; guard `isCodeRefused`). */
  assignRefused: TAssignRefused;
}

/** The names of an OTP entry (COD OTP, Paytm link): the `otp.*` events and the `Otp` actions and guard. */
export const OTP_ENTRY_NAMES = {
  change: 'otp.change',
  assignCode: 'assignOtp',
  submit: 'otp.submit',
  isValid: 'isOtpValid',
  clearError: 'clearOtpError',
  assignProblem: 'assignOtpProblem',
  assignRefused: 'assignOtpRefused',
} as const;

/** The verify call of a code entry. */
interface VerifyCall<TCall extends string, TInput, TDone, TNotAwaited extends string, TOver extends string, TEach> {
  /** The setup's verify actor, invoked under the same id. */
  call: TCall;
  input: TInput;
  /** Transitions of the call's answer. */
  onDone: TDone;
  /** The guard of an order that waits for the code no more (params: error), and where the step then goes. */
  notAwaited: TNotAwaited;
  over: TOver;
  /** More config of the `verifying` state (entry actions). */
  each?: TEach;
}

/**
 * The `typing` and `verifying` states of a code: a change keeps the code; submitting checks it against the local rule
 * (its problem under the field) and verifies it; a failed verify goes back to `typing` with the refusal under the
 * field (guard `isCodeRefused`) or the server's words in the popup, or to `over` for an order no longer waiting.
 * `typing` takes more transitions in `typingOn` (a code read from the SMS).
 */
export function codeEntryStates<
  const TChange extends string,
  const TSubmit extends string,
  const TAssignCode extends string,
  const TIsValid extends string,
  const TClearError extends string,
  const TAssignProblem extends string,
  const TAssignRefused extends string,
  const TCall extends string,
  TInput,
  const TDone,
  const TNotAwaited extends string,
  const TOver extends string,
  const TEach extends object = object,
  const TTypingOn extends object = object,
>(
  names: CodeEntryNames<TChange, TSubmit, TAssignCode, TIsValid, TClearError, TAssignProblem, TAssignRefused>,
  verify: VerifyCall<TCall, TInput, TDone, TNotAwaited, TOver, TEach>,
  typingOn?: TTypingOn,
) {
  // Typed TEach, not TEach | undefined (whose spread TypeScript types as {}), so the machine checks what it names.
  const each = verify.each ?? ({} as TEach);
  const more = typingOn ?? ({} as TTypingOn);
  return {
    typing: {
      on: {
        ...entry(names.change, { actions: { type: names.assignCode, params: valueParams } } as const),
        ...entry(names.submit, [
          { guard: names.isValid, target: 'verifying', actions: names.clearError },
          { actions: names.assignProblem },
        ] as const),
        ...more,
      },
    },
    verifying: {
      tags: 'busy',
      ...each,
      invoke: {
        id: verify.call,
        src: verify.call,
        input: verify.input,
        onDone: verify.onDone,
        onError: [
          {
            guard: { type: 'isCodeRefused', params: errorParams },
            target: 'typing',
            actions: { type: names.assignRefused, params: errorParams },
          },
          ...callFailed(verify.notAwaited, verify.over, 'typing'),
        ],
      },
    },
  } as const;
}

/** The resend call of a code entry. */
interface ResendCall<TEvent extends string, TId extends string, TCall extends string, TInput, TEach> {
  /** The event that asks for a new code. */
  event: TEvent;
  /** The invoke's id and the setup's send actor. */
  id: TId;
  call: TCall;
  input: TInput;
  /** More config of the `resending` state (entry actions). */
  each?: TEach;
}

/**
 * The resend region's `countingDown`, `canResend` and `resending` states (SPEC 9: a new code after the delay
 * `resendDelay`): a new code restarts the countdown (`assignSent`); a send that failed shows the server's words and
 * may be asked for again at once.
 */
export function resendStates<
  const TEvent extends string,
  const TId extends string,
  const TCall extends string,
  TInput,
  const TEach extends object = object,
>({ event, id, call, input, each }: ResendCall<TEvent, TId, TCall, TInput, TEach>) {
  const shared = each ?? ({} as TEach);
  return {
    countingDown: { after: { resendDelay: 'canResend' } },
    canResend: { on: entry(event, 'resending' as const) },
    resending: {
      tags: 'busy',
      ...shared,
      invoke: { id, src: call, input, onDone: afterSent('countingDown'), onError: withMessage('canResend') },
    },
  } as const;
}

/** A popup state whose every answer (event: target) clears the message (`clearMessage`) and goes to its target. */
export function popupState<const TOn extends Record<string, string>>(on: TOn) {
  const answers = Object.fromEntries(Object.entries(on).map(([event, target]) => [event, { target, actions: 'clearMessage' }]));
  return { tags: ['popup', 'error'], on: answers as { [K in keyof TOn]: { target: TOn[K]; actions: 'clearMessage' } } } as const;
}

/**
 * The `cancelling` state: the waiting order is cancelled (`cancelPayment`) so that another can be placed; whatever the
 * answer, the step ends in `back`, unless the order turned out paid meanwhile (guard `isPaidMeanwhile`): then it goes
 * on to thank-you (`assignThankYou`) in `paid`.
 */
export function cancellingState<const TPaid extends string>(paid: TPaid) {
  return {
    tags: 'busy',
    invoke: {
      id: 'cancelPayment',
      src: 'cancelPayment',
      input: paymentTransaction,
      onDone: [
        {
          guard: { type: 'isPaidMeanwhile', params: statusParams },
          target: paid,
          actions: 'assignThankYou',
        },
        { target: 'back' },
      ],
      onError: 'back',
    },
  } as const;
}
