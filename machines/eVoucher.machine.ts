/**
 * Proving an e-voucher or gift card (SPEC 4 EV_PIN and EV_OTP; SPEC 5 'Please enter OTP / PIN'; SPEC 7 voucher OTP):
 * the server placed an order paid (in part) by a voucher, whose share takes from the balance only once the holder
 * proves the voucher is theirs (then checked against what other proven orders hold). A PIN voucher asks for its PIN; an OTP voucher has a code sent to its mobile, entered with the 45 s resend
 * timer of SPEC 9. A wrong PIN or code shows under the field; the right one ends the machine with the server's next
 * action: THANKYOU when the voucher pays the whole order, the gateway page for the rest otherwise. Going back cancels
 * the waiting order (the hold is released) so the customer can choose again; an order no longer waiting shows the
 * server's words, then goes back. Hosted by the order submit's `eVoucherPin` and `eVoucherOtp` states.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ConfirmOrderResponse, InitiateOrderPaymentResponse } from '@/contract/orders';
import type { TransactionStatusResponse } from '@/contract/payments';
import type { VoucherOtpResponse, VoucherStep, VoucherVerifyBody } from '@/contract/vouchers';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { vouchersApi } from '@/api/vouchers';
import { OTP_DIGITS } from '@/domain/constants';
import { voucherSecretError, type VoucherAuth, type VoucherInputError } from '@/domain/voucher';
import type { Message } from '@/i18n/en/messages';
import {
  afterSent,
  CODE_RESEND_DELAY_MS,
  callFailed,
  cancelPaymentLogic,
  cancellingState,
  codeEntryStates,
  messageOf,
  nextOf,
  paymentTransaction,
  popupState,
  refusalOf,
  resendStates,
  responseParams,
  type CodeStepContext,
} from './shared/codeStep';
import type { PaymentStepInput, PaymentStepOutput } from './shared/paymentStep';

// Types

/** Under the PIN / OTP field: the SPEC 5 message, or the server's words for a refused PIN or code. */
export type VoucherCodeError = { readonly problem: VoucherInputError } | { readonly text: string };

/** The voucher's PIN or OTP, the popup's message and, once accepted, the server's next action. */
export interface EVoucherContext extends CodeStepContext {
  /** The confirm answer that asked for the step (its order transaction and voucher details). */
  payment: InitiateOrderPaymentResponse;
  /** PIN (EV_PIN) or OTP (EV_OTP). */
  auth: VoucherAuth;
  /** The masked mobile the OTP went to; null until a code is sent (and for PIN vouchers). */
  mobileHint: string | null;
  /** The PIN or OTP as typed. */
  code: string;
  /** Under the field; null when none. */
  codeError: VoucherCodeError | null;
}

export type EVoucherEvent =
  | { type: 'code.change'; value: string }
  | { type: 'code.submit' }
  /** OTP vouchers: a new code, once the timer allows. */
  | { type: 'code.resend' }
  /** Choose another way to pay: the waiting order is cancelled and the voucher's hold released. */
  | { type: 'step.back' }
  | { type: 'popup.dismiss' };

/** `busy`: a code is being sent, a PIN or code checked, or the order cancelled; `popup`: a message shows; `error`: the step failed. */
export type EVoucherTag = 'busy' | 'popup' | 'error';

// Constants

/** SPEC 9: OTP timer 45 s before a new code may be asked for. */
export const VOUCHER_OTP_RESEND_DELAY_MS = CODE_RESEND_DELAY_MS;

/** HTTP statuses of a PIN or code the server refused (wrong, expired, too many tries): shown under the field. */
const CODE_REFUSED_STATUSES: ReadonlySet<number> = new Set([400, 429]);
/** HTTP statuses of an order that waits for no PIN or code any more, or is not the caller's. */
const NOT_AWAITED_STATUSES: ReadonlySet<number> = new Set([404, 409]);

const secretBody = (auth: VoucherAuth, code: string): VoucherVerifyBody => (auth === 'PIN' ? { pin: code.trim() } : { otp: code.trim() });

// Setup

export const eVoucherMachine = setup({
  types: {
    context: {} as EVoucherContext,
    events: {} as EVoucherEvent,
    input: {} as PaymentStepInput,
    output: {} as PaymentStepOutput,
    tags: {} as EVoucherTag,
  },
  actors: {
    sendVoucherOtp: fromPromise<VoucherOtpResponse, { orderTransactionId: string }>(({ input, signal }) =>
      vouchersApi(getApiClient()).sendVoucherOtp(input.orderTransactionId, { signal }),
    ),
    verifyVoucher: fromPromise<ConfirmOrderResponse, { orderTransactionId: string; body: VoucherVerifyBody }>(({ input, signal }) =>
      vouchersApi(getApiClient()).verifyVoucher(input.orderTransactionId, input.body, { signal }),
    ),
    cancelPayment: cancelPaymentLogic,
  },
  guards: {
    isOtpStep: ({ context }) => context.auth === 'OTP',
    isCodeValid: ({ context }) => voucherSecretError(context.auth, context.code, OTP_DIGITS) === null,
    isCodeRefused: (_, params: { error: unknown }) => CODE_REFUSED_STATUSES.has(toApiError(params.error).status ?? 0),
    isNotAwaited: (_, params: { error: unknown }) => NOT_AWAITED_STATUSES.has(toApiError(params.error).status ?? 0),
    isAccepted: (_, params: { response: ConfirmOrderResponse }) => params.response.status === 'SUCCESS',
    /** Cancelling found the order already paid (the PIN was given in another tab): it goes on to thank-you. */
    isPaidMeanwhile: (_, params: { status: TransactionStatusResponse }) => params.status.transactionStatus === 'SUCCESS',
  },
  actions: {
    assignSent: assign((_, params: { sent: VoucherOtpResponse }) => ({ mobileHint: params.sent.mobileHint, code: '', codeError: null })),
    assignCode: assign((_, params: { value: string }) => ({ code: params.value })),
    assignCodeProblem: assign(({ context }) => {
      const problem = voucherSecretError(context.auth, context.code, OTP_DIGITS);
      return { codeError: problem === null ? null : { problem } };
    }),
    clearCodeError: assign({ codeError: null }),
    assignCodeRefused: assign((_, params: { error: unknown }) => {
      const { displayMsg } = toApiError(params.error);
      return { codeError: displayMsg ? { text: displayMsg } : { problem: 'voucherSecretRequired' as const } };
    }),
    assignMessage: assign((_, params: { error: unknown }) => ({ message: messageOf(params.error) })),
    assignRefusal: assign((_, params: { response: ConfirmOrderResponse }) => ({ message: refusalOf(params.response) })),
    clearMessage: assign({ message: null }),
    assignNext: assign((_, params: { response: ConfirmOrderResponse }) => ({ next: nextOf(params.response) })),
    assignThankYou: assign(({ context }) => ({ next: { ...context.payment, action: 'THANKYOU' as const } })),
  },
  delays: {
    resendDelay: VOUCHER_OTP_RESEND_DELAY_MS,
  },
}).createMachine({
  id: 'eVoucher',
  context: ({ input }) => ({
    payment: input.payment,
    auth: input.payment.voucher?.auth ?? (input.payment.action === 'EV_OTP' ? 'OTP' : 'PIN'),
    mobileHint: null,
    code: '',
    codeError: null,
    message: null,
    next: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isOtpStep', target: 'sending' }, { target: 'entering' }],
    },
    // SPEC 7 voucher OTP: the code goes to the voucher's mobile.
    sending: {
      tags: 'busy',
      invoke: {
        id: 'sendVoucherOtp',
        src: 'sendVoucherOtp',
        input: paymentTransaction,
        onDone: afterSent('entering'),
        onError: callFailed('isNotAwaited', 'failed', 'sendFailed'),
      },
    },
    // The first code did not go: send again or choose another way to pay.
    sendFailed: popupState({ 'code.resend': 'sending', 'step.back': 'cancelling' }),
    entering: {
      // The resend countdown keeps running while a code is being checked.
      type: 'parallel',
      on: { 'step.back': '#eVoucher.cancelling', 'popup.dismiss': { actions: 'clearMessage' } },
      states: {
        resend: {
          initial: 'checking',
          states: {
            checking: { always: [{ guard: 'isOtpStep', target: 'countingDown' }, { target: 'none' }] },
            // PIN vouchers: nothing to resend.
            none: {},
            ...resendStates({ event: 'code.resend', id: 'resendVoucherOtp', call: 'sendVoucherOtp', input: paymentTransaction }),
          },
        },
        code: {
          initial: 'typing',
          // SPEC 5 'Please enter OTP / PIN'; a wrong PIN or code, an expired code, too many tries show under the field.
          states: codeEntryStates(
            {
              change: 'code.change',
              assignCode: 'assignCode',
              submit: 'code.submit',
              isValid: 'isCodeValid',
              clearError: 'clearCodeError',
              assignProblem: 'assignCodeProblem',
              assignRefused: 'assignCodeRefused',
            },
            {
              call: 'verifyVoucher',
              input: ({ context }: { context: EVoucherContext }) => ({
                orderTransactionId: context.payment.orderTransactionId,
                body: secretBody(context.auth, context.code),
              }),
              onDone: [
                {
                  guard: { type: 'isAccepted', params: responseParams },
                  target: '#eVoucher.accepted',
                  actions: { type: 'assignNext', params: responseParams },
                },
                { target: '#eVoucher.failed', actions: { type: 'assignRefusal', params: responseParams } },
              ],
              notAwaited: 'isNotAwaited',
              over: '#eVoucher.failed',
            },
          ),
        },
      },
    },
    failed: popupState({ 'popup.dismiss': 'back' }),
    // The waiting order is cancelled (its hold released) so that another can be placed; whatever the answer, the customer chooses again.
    cancelling: cancellingState('accepted'),
    accepted: { type: 'final' },
    back: { type: 'final' },
  },
  // The server's next action once accepted (or found paid meanwhile); otherwise back to choose again.
  output: ({ context }) => (context.next ? { type: 'next' as const, payment: context.next } : { type: 'back' as const }),
});

// Selectors

export type EVoucherSnapshot = SnapshotFrom<typeof eVoucherMachine>;
export type EVoucherActorRef = ActorRefFrom<typeof eVoucherMachine>;

export const selectAuth = (snapshot: EVoucherSnapshot): VoucherAuth => snapshot.context.auth;
/** The voucher the step proves (masked code, what it pays, what is left); null when the server gave none. */
export const selectVoucher = (snapshot: EVoucherSnapshot): VoucherStep | null => snapshot.context.payment.voucher ?? null;
export const selectCode = (snapshot: EVoucherSnapshot): string => snapshot.context.code;
export const selectCodeError = (snapshot: EVoucherSnapshot): VoucherCodeError | null => snapshot.context.codeError;
export const selectMobileHint = (snapshot: EVoucherSnapshot): string | null => snapshot.context.mobileHint;
export const selectMessage = (snapshot: EVoucherSnapshot): Message | null => snapshot.context.message;
export const selectIsBusy = (snapshot: EVoucherSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsCancelling = (snapshot: EVoucherSnapshot): boolean => snapshot.matches('cancelling');
export const selectIsEntering = (snapshot: EVoucherSnapshot): boolean => snapshot.matches('entering');
export const selectIsVerifying = (snapshot: EVoucherSnapshot): boolean => snapshot.matches({ entering: { code: 'verifying' } });
export const selectCanResend = (snapshot: EVoucherSnapshot): boolean => snapshot.can({ type: 'code.resend' });
/** The first code did not go: the popup offers to send it again. */
export const selectIsSendFailed = (snapshot: EVoucherSnapshot): boolean => snapshot.matches('sendFailed');
