/**
 * Cash on delivery with OTP (SPEC 4 COD_OTP; SPEC 7 COD OTP {transactionId}): the server placed a cash order that
 * waits for a code. The code is sent to the order's mobile; the customer enters it with the 45 s resend timer of
 * SPEC 9, and a wrong or expired code shows under the field as for login codes (SPEC 8). The right code confirms the
 * order and the machine ends with the server's next action (THANKYOU). Going back cancels the waiting order, so the
 * customer can choose another way to pay. An order no longer waiting is looked up: confirmed (by a retried call whose
 * answer was lost, or in another tab) goes on to thank-you; ended (expired, cancelled) shows the server's words, then
 * goes back. Hosted by the order submit's `codOtp` state.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CodOtpSentResponse } from '@/contract/codOtp';
import type { ConfirmOrderResponse, InitiateOrderPaymentResponse } from '@/contract/orders';
import type { TransactionStatusResponse } from '@/contract/payments';
import { COD_OTP_ERROR_CODES } from '@/contract/codes';
import { codOtpApi } from '@/api/codOtp';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { ordersApi } from '@/api/orders';
import { fieldMessageOf, validateOtp, type FieldMessage } from '@/domain/validation';
import type { Message } from '@/i18n/en/messages';
import {
  afterSent,
  CODE_RESEND_DELAY_MS,
  isOtpRefusal,
  isStepGone,
  cancelPaymentLogic,
  cancellingState,
  codeEntryStates,
  messageOf,
  nextOf,
  OTP_ENTRY_NAMES,
  type OtpEntryContext,
  type OtpEntryEvent,
  paymentTransaction,
  popupState,
  refusalOf,
  responseParams,
  resendStates,
  statusParams,
  withMessage,
} from './shared/codeStep';
import type { PaymentStepInput, PaymentStepOutput } from './shared/paymentStep';

// Types

/** The code, its countdown, the popup's message and, once the code was right, the server's next action. */
export interface CodOtpContext extends OtpEntryContext {
  /** The confirm answer that asked for the code (its order transaction). */
  payment: InitiateOrderPaymentResponse;
  /** The order's mobile the code went to; null until the first code is sent. */
  mobile: string | null;
}

export type CodOtpEvent =
  | OtpEntryEvent
  /** The code read from the SMS by the browser (Web OTP). */
  | { type: 'otp.autofill'; code: string }
  /** Choose another way to pay: the waiting order is cancelled. */
  | { type: 'step.back' }
  | { type: 'popup.dismiss' };

/** `busy`: a code is being sent, checked, or the order cancelled; `popup`: a message needs an answer; `error`: the step failed. */
export type CodOtpTag = 'busy' | 'popup' | 'error';

// Constants

/** SPEC 9: OTP timer 45 s before a new code may be asked for. */
export const COD_OTP_RESEND_DELAY_MS = CODE_RESEND_DELAY_MS;

// Setup

export const codOtpMachine = setup({
  types: {
    context: {} as CodOtpContext,
    events: {} as CodOtpEvent,
    input: {} as PaymentStepInput,
    output: {} as PaymentStepOutput,
    tags: {} as CodOtpTag,
  },
  actors: {
    sendCodOtp: fromPromise<CodOtpSentResponse, { orderTransactionId: string }>(({ input, signal }) =>
      codOtpApi(getApiClient()).sendCodOtp(input.orderTransactionId, { signal }),
    ),
    verifyCodOtp: fromPromise<ConfirmOrderResponse, { orderTransactionId: string; otp: string }>(({ input, signal }) =>
      codOtpApi(getApiClient()).verifyCodOtp(input.orderTransactionId, input.otp, { signal }),
    ),
    cancelPayment: cancelPaymentLogic,
    getTransactionStatus: fromPromise<TransactionStatusResponse, { orderTransactionId: string }>(({ input, signal }) =>
      ordersApi(getApiClient()).getTransactionStatus(input.orderTransactionId, { signal }),
    ),
  },
  guards: {
    isOtpValid: ({ context }) => validateOtp(context.otp) === null,
    isCodeValid: (_, params: { code: string }) => validateOtp(params.code) === null,
    isCodeRefused: (_, params: { error: unknown }) => isOtpRefusal(params.error),
    /** The order waits for no code any more (expired, cancelled, confirmed), or is not the caller's. */
    isNotAwaited: (_, params: { error: unknown }) => isStepGone(params.error, COD_OTP_ERROR_CODES.notAwaited),
    isConfirmed: (_, params: { response: ConfirmOrderResponse }) => params.response.status === 'SUCCESS',
    /** The order turned out confirmed (the code was given in another tab, or by a retried call): it goes on to thank-you. */
    isPaidMeanwhile: (_, params: { status: TransactionStatusResponse }) => params.status.transactionStatus === 'SUCCESS',
  },
  actions: {
    assignSent: assign((_, params: { sent: CodOtpSentResponse }) => ({
      mobile: params.sent.mobile,
      sentAt: Date.now(),
      otp: '',
      otpError: null,
    })),
    assignOtp: assign((_, params: { value: string }) => ({ otp: params.value })),
    assignOtpProblem: assign(({ context }) => ({ otpError: fieldMessageOf(validateOtp(context.otp)) })),
    clearOtpError: assign({ otpError: null }),
    assignOtpRefused: assign((_, params: { error: unknown }) => ({ otpError: { text: toApiError(params.error).displayMsg } })),
    assignMessage: assign((_, params: { error: unknown }) => ({ message: messageOf(params.error) })),
    assignRefusal: assign((_, params: { response: ConfirmOrderResponse }) => ({ message: refusalOf(params.response) })),
    clearMessage: assign({ message: null }),
    assignNext: assign((_, params: { response: ConfirmOrderResponse }) => ({ next: nextOf(params.response) })),
    // The order was confirmed meanwhile: cash goes to the thank-you page.
    assignThankYou: assign(({ context }) => ({ next: { ...context.payment, action: 'THANKYOU' as const } })),
  },
  delays: {
    resendDelay: COD_OTP_RESEND_DELAY_MS,
  },
}).createMachine({
  id: 'codOtp',
  context: ({ input }) => ({
    payment: input.payment,
    mobile: null,
    sentAt: null,
    otp: '',
    otpError: null,
    message: null,
    next: null,
  }),
  initial: 'sending',
  // `confirmed` has the server's next action; `back` never does.
  output: ({ context }) => (context.next ? { type: 'next', payment: context.next } : { type: 'back' }),
  states: {
    // SPEC 7 COD OTP: the code goes to the order's mobile.
    sending: {
      tags: 'busy',
      invoke: {
        id: 'sendCodOtp',
        src: 'sendCodOtp',
        input: paymentTransaction,
        onDone: afterSent('entering'),
        onError: withMessage('sendFailed'),
      },
    },
    // The first code did not go: send again or choose another way to pay.
    sendFailed: popupState({ 'otp.resend': 'sending', 'step.back': 'cancelling' }),
    entering: {
      // The countdown keeps running while a code is being checked.
      type: 'parallel',
      on: { 'step.back': '#codOtp.cancelling' },
      states: {
        resend: {
          initial: 'countingDown',
          states: resendStates({
            event: 'otp.resend',
            id: 'resendCodOtp',
            call: 'sendCodOtp',
            input: paymentTransaction,
            each: { entry: 'clearMessage' },
          }),
        },
        code: {
          initial: 'typing',
          // SPEC 8: a wrong, expired or too often wrong code shows under the field; a new code may be asked for. An order
          // that waits for no code any more (confirmed by a call retried after its answer was lost, or ended) is looked up.
          states: codeEntryStates(
            OTP_ENTRY_NAMES,
            {
              call: 'verifyCodOtp',
              input: ({ context }: { context: CodOtpContext }) => ({
                orderTransactionId: context.payment.orderTransactionId,
                otp: context.otp.trim(),
              }),
              onDone: [
                {
                  guard: {
                    type: 'isConfirmed',
                    params: responseParams,
                  },
                  target: '#codOtp.confirmed',
                  actions: {
                    type: 'assignNext',
                    params: responseParams,
                  },
                },
                {
                  target: '#codOtp.failed',
                  actions: {
                    type: 'assignRefusal',
                    params: responseParams,
                  },
                },
              ],
              notAwaited: 'isNotAwaited',
              over: '#codOtp.checkingOrder',
              each: { entry: 'clearMessage' },
            },
            {
              'otp.autofill': [
                {
                  guard: { type: 'isCodeValid', params: ({ event }: { event: { code: string } }) => ({ code: event.code }) },
                  target: 'verifying',
                  actions: [
                    { type: 'assignOtp', params: ({ event }: { event: { code: string } }) => ({ value: event.code }) },
                    'clearOtpError',
                  ],
                },
                { actions: { type: 'assignOtp', params: ({ event }: { event: { code: string } }) => ({ value: event.code }) } },
              ],
            },
          ),
        },
      },
    },
    // Confirmed meanwhile goes on to thank-you; otherwise (expired, cancelled) the server's words show.
    checkingOrder: {
      tags: 'busy',
      invoke: {
        id: 'getTransactionStatus',
        src: 'getTransactionStatus',
        input: paymentTransaction,
        onDone: [
          { guard: { type: 'isPaidMeanwhile', params: statusParams }, target: 'confirmed', actions: ['clearMessage', 'assignThankYou'] },
          { target: 'failed' },
        ],
        onError: 'failed',
      },
    },
    failed: popupState({ 'popup.dismiss': 'back' }),
    // The waiting order is cancelled so that another can be placed; whatever the answer, the customer chooses again.
    cancelling: cancellingState('confirmed'),
    confirmed: { type: 'final' },
    back: { type: 'final' },
  },
});

// Selectors

export type CodOtpSnapshot = SnapshotFrom<typeof codOtpMachine>;
export type CodOtpActorRef = ActorRefFrom<typeof codOtpMachine>;

export const selectOtp = (snapshot: CodOtpSnapshot): string => snapshot.context.otp;
export const selectOtpError = (snapshot: CodOtpSnapshot): FieldMessage | null => snapshot.context.otpError;
export const selectMobile = (snapshot: CodOtpSnapshot): string | null => snapshot.context.mobile;
export const selectSentAt = (snapshot: CodOtpSnapshot): number | null => snapshot.context.sentAt;
export const selectMessage = (snapshot: CodOtpSnapshot): Message | null => snapshot.context.message;
export const selectIsSending = (snapshot: CodOtpSnapshot): boolean => snapshot.matches('sending');
export const selectIsVerifying = (snapshot: CodOtpSnapshot): boolean => snapshot.matches({ entering: { code: 'verifying' } });
export const selectIsResending = (snapshot: CodOtpSnapshot): boolean => snapshot.matches({ entering: { resend: 'resending' } });
export const selectIsCancelling = (snapshot: CodOtpSnapshot): boolean => snapshot.matches('cancelling');
export const selectIsCheckingOrder = (snapshot: CodOtpSnapshot): boolean => snapshot.matches('checkingOrder');
export const selectCanResend = (snapshot: CodOtpSnapshot): boolean => snapshot.can({ type: 'otp.resend' });
/** The order waits for no code any more: the server's words show, then the customer chooses again. */
export const selectIsFailed = (snapshot: CodOtpSnapshot): boolean => snapshot.matches('failed');
/** The first code did not go: the popup offers to send it again. */
export const selectIsSendFailed = (snapshot: CodOtpSnapshot): boolean => snapshot.matches('sendFailed');
