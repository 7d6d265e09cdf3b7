/**
 * Paying an order from the customer's Paytm wallet (SPEC 4 PAYTM_LINK, PAYTM_ADD_MONEY, PAYTM_WITHDRAW_MONEY; SPEC 7
 * payment-app OTP calls). The wallet balance call says what the order waits for: linking a wallet (its mobile, then
 * the code the wallet sends, with the 45 s resend timer of SPEC 9), adding money when the balance is short of the
 * amount (SPEC 8: insufficient balance asks for more), or paying from the wallet (PUT submit order, which moves the
 * money once). The machine ends with the server's next action (THANKYOU), or with the customer going back to choose
 * another way to pay. Hosted by the order submit's Paytm states and by the /paytmForm and /payGateway screens.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ConfirmOrderResponse } from '@/contract/orders';
import type { PaytmBalanceResponse, PaytmOtpSentResponse } from '@/contract/paytm';
import { AUTH_ERROR_CODES, PAYTM_ERROR_CODES } from '@/contract/codes';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { paytmApi } from '@/api/paytm';
import { PAISE_PER_RUPEE } from '@/domain/money';
import { fieldMessageOf, validateMobile, validateOtp, type FieldMessage } from '@/domain/validation';
import type { Message } from '@/i18n/en/messages';
import {
  afterSent,
  CODE_RESEND_DELAY_MS,
  isOtpRefusal,
  isStepGone,
  callFailed,
  codeEntryStates,
  errorParams,
  messageOf,
  nextOf,
  OTP_ENTRY_NAMES,
  type OtpEntryContext,
  type OtpEntryEvent,
  popupState,
  refusalOf,
  resendStates,
  responseParams,
} from './shared/codeStep';
import type { PaymentStepOutput } from './shared/paymentStep';

// Types

export interface WalletLinkInput {
  /** The order waiting for its Paytm step. */
  orderTransactionId: string;
  /** SPEC 7 send OTP email: the customer's, sent with the link code request; empty when unknown. */
  email?: string;
}

/** The wallet, its mobile and code, the top-up key, the popup's message and, once paid, the server's next action. */
export interface WalletLinkContext extends OtpEntryContext {
  orderTransactionId: string;
  email: string;
  /** The wallet balance answer: the step, the linked mobile and balance, the amount; null until loaded. */
  wallet: PaytmBalanceResponse | null;
  /** The wallet's mobile as typed (the order's mobile to begin with). */
  mobile: string;
  /** Under the mobile field: the SPEC 5 problem or the server's words; null when none. */
  mobileError: FieldMessage | null;
  /** The wallet's name for this link attempt, sent back with the code; null until a code is sent. */
  linkState: string | null;
  /** One key per top-up offer, so a retried or doubled add moves money once; null outside adding money. */
  topUpKey: string | null;
}

export type WalletLinkEvent =
  | { type: 'mobile.change'; value: string }
  | { type: 'mobile.submit' }
  /** Back from the code to the mobile, to link another wallet. */
  | { type: 'mobile.edit' }
  | OtpEntryEvent
  /** Add the shortfall to the wallet (SPEC 8 insufficient balance). */
  | { type: 'money.add' }
  /** Pay the order from the wallet. */
  | { type: 'payment.confirm' }
  /** Load the wallet again after a failed call. */
  | { type: 'wallet.retry' }
  /** Choose another way to pay. */
  | { type: 'step.back' }
  | { type: 'popup.dismiss' };

/** `busy`: a call is on its way; `popup`: a message shows; `error`: the step failed. */
export type WalletLinkTag = 'busy' | 'popup' | 'error';

// Constants

/** SPEC 9: OTP timer 45 s before a new code may be asked for. */
export const PAYTM_OTP_RESEND_DELAY_MS = CODE_RESEND_DELAY_MS;
/** Refusals of a code request, shown under the mobile field. */
const SEND_REFUSALS: ReadonlySet<string> = new Set([AUTH_ERROR_CODES.otpResendTooSoon, AUTH_ERROR_CODES.rateLimited]);

/** What the wallet lacks for the order, in whole rupees (the top-up offered). */
export const topUpPaise = (wallet: Pick<PaytmBalanceResponse, 'amount' | 'balance'>): number =>
  Math.ceil(Math.max(0, wallet.amount - (wallet.balance ?? 0)) / PAISE_PER_RUPEE) * PAISE_PER_RUPEE;

/** Input of the calls that send a code: the wallet's mobile as typed, the order, the customer's email. */
const paytmOtpInput = ({ context }: { context: WalletLinkContext }) => ({
  mobile: context.mobile.trim(),
  orderTransactionId: context.orderTransactionId,
  email: context.email,
});

/** Answered: the balance says what the order waits for now; refused: the server's words, then another way to pay. */
const reloadOrFail = [
  { guard: { type: 'isAnswered', params: responseParams }, target: '#walletLink.loading' },
  { target: '#walletLink.failed', actions: { type: 'assignRefusal', params: responseParams } },
] as const;

// Setup

export const walletLinkMachine = setup({
  types: {
    context: {} as WalletLinkContext,
    events: {} as WalletLinkEvent,
    input: {} as WalletLinkInput,
    output: {} as PaymentStepOutput,
    tags: {} as WalletLinkTag,
  },
  actors: {
    getPaytmBalance: fromPromise<PaytmBalanceResponse, { orderTransactionId: string }>(({ input, signal }) =>
      paytmApi(getApiClient()).getPaytmBalance(input.orderTransactionId, { signal }),
    ),
    sendPaytmOtp: fromPromise<PaytmOtpSentResponse, { mobile: string; orderTransactionId: string; email: string }>(({ input, signal }) =>
      paytmApi(getApiClient()).sendPaytmOtp(input, { signal }),
    ),
    verifyPaytmOtp: fromPromise<
      ConfirmOrderResponse,
      { mobile: string; orderTransactionId: string; state: string; cartId: string; otp: string }
    >(({ input, signal }) => paytmApi(getApiClient()).verifyPaytmOtp(input, { signal })),
    addPaytmMoney: fromPromise<ConfirmOrderResponse, { orderTransactionId: string; amount: number; idempotencyKey: string }>(
      ({ input, signal }) =>
        paytmApi(getApiClient()).addPaytmMoney(
          input.orderTransactionId,
          { amount: input.amount, idempotencyKey: input.idempotencyKey },
          { signal },
        ),
    ),
    submitPaytmOrder: fromPromise<ConfirmOrderResponse, { orderTransactionId: string; cartId: string }>(({ input, signal }) =>
      paytmApi(getApiClient()).submitPaytmOrder(input.orderTransactionId, input.cartId, { signal }),
    ),
  },
  guards: {
    isLinkAwaited: ({ context }) => context.wallet?.action === 'PAYTM_LINK',
    isTopUpAwaited: ({ context }) => context.wallet?.action === 'PAYTM_ADD_MONEY',
    isMobileValid: ({ context }) => validateMobile(context.mobile) === null,
    isOtpValid: ({ context }) => validateOtp(context.otp) === null,
    isSendRefused: (_, params: { error: unknown }) => SEND_REFUSALS.has(toApiError(params.error).code),
    isCodeRefused: (_, params: { error: unknown }) => isOtpRefusal(params.error),
    /** The order waits for no Paytm step any more (paid, cancelled, expired), or is not the caller's. */
    isStepOver: (_, params: { error: unknown }) => isStepGone(params.error, PAYTM_ERROR_CODES.stepOver),
    isThankYou: (_, params: { response: ConfirmOrderResponse }) =>
      params.response.status === 'SUCCESS' && params.response.initiateOrderPaymentResponse.action === 'THANKYOU',
    isAnswered: (_, params: { response: ConfirmOrderResponse }) => params.response.status === 'SUCCESS',
  },
  actions: {
    assignWallet: assign(({ context }, params: { wallet: PaytmBalanceResponse }) => ({
      wallet: params.wallet,
      // The order's mobile is offered for linking until the customer types another.
      mobile: context.mobile === '' ? (params.wallet.mobile ?? params.wallet.orderMobile) : context.mobile,
    })),
    assignMobile: assign((_, params: { value: string }) => ({ mobile: params.value, mobileError: null })),
    assignMobileProblem: assign(({ context }) => ({ mobileError: fieldMessageOf(validateMobile(context.mobile)) })),
    assignMobileRefused: assign((_, params: { error: unknown }) => ({ mobileError: { text: toApiError(params.error).displayMsg } })),
    assignSent: assign((_, params: { sent: PaytmOtpSentResponse }) => ({
      linkState: params.sent.state,
      sentAt: Date.now(),
      otp: '',
      otpError: null,
    })),
    assignOtp: assign((_, params: { value: string }) => ({ otp: params.value })),
    assignOtpProblem: assign(({ context }) => ({ otpError: fieldMessageOf(validateOtp(context.otp)) })),
    clearOtpError: assign({ otpError: null }),
    assignOtpRefused: assign((_, params: { error: unknown }) => ({ otpError: { text: toApiError(params.error).displayMsg } })),
    assignTopUpKey: assign({ topUpKey: () => crypto.randomUUID() }),
    assignMessage: assign((_, params: { error: unknown }) => ({ message: messageOf(params.error) })),
    assignRefusal: assign((_, params: { response: ConfirmOrderResponse }) => ({ message: refusalOf(params.response) })),
    clearMessage: assign({ message: null }),
    assignNext: assign((_, params: { response: ConfirmOrderResponse }) => ({ next: nextOf(params.response) })),
  },
  delays: {
    resendDelay: PAYTM_OTP_RESEND_DELAY_MS,
  },
}).createMachine({
  id: 'walletLink',
  context: ({ input }) => ({
    orderTransactionId: input.orderTransactionId,
    email: input.email ?? '',
    wallet: null,
    mobile: '',
    mobileError: null,
    linkState: null,
    sentAt: null,
    otp: '',
    otpError: null,
    topUpKey: null,
    message: null,
    next: null,
  }),
  initial: 'loading',
  // Paid: the server's next action; left: another way to pay.
  output: ({ context }) => (context.next ? { type: 'next' as const, payment: context.next } : { type: 'back' as const }),
  on: { 'step.back': '.left' },
  states: {
    // SPEC 7 wallet balance: what the order waits for now.
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getPaytmBalance',
        src: 'getPaytmBalance',
        input: ({ context }) => ({ orderTransactionId: context.orderTransactionId }),
        onDone: { target: 'choosing', actions: { type: 'assignWallet', params: ({ event }) => ({ wallet: event.output }) } },
        onError: callFailed('isStepOver', 'failed', 'loadFailed'),
      },
    },
    // The call did not answer: load again or choose another way to pay.
    loadFailed: popupState({ 'wallet.retry': 'loading' }),
    choosing: {
      always: [{ guard: 'isLinkAwaited', target: 'linking' }, { guard: 'isTopUpAwaited', target: 'addingMoney' }, { target: 'paying' }],
    },
    // SPEC 4 PAYTM_LINK: the wallet's mobile, then the code the wallet sends to it.
    linking: {
      initial: 'enteringMobile',
      on: { 'popup.dismiss': { actions: 'clearMessage' } },
      states: {
        enteringMobile: {
          on: {
            'mobile.change': { actions: { type: 'assignMobile', params: ({ event }) => ({ value: event.value }) } },
            'mobile.submit': [{ guard: 'isMobileValid', target: 'sendingOtp' }, { actions: 'assignMobileProblem' }],
          },
        },
        sendingOtp: {
          tags: 'busy',
          invoke: {
            id: 'sendPaytmOtp',
            src: 'sendPaytmOtp',
            input: paytmOtpInput,
            onDone: afterSent('enteringOtp'),
            onError: [
              {
                guard: { type: 'isSendRefused', params: errorParams },
                target: 'enteringMobile',
                actions: { type: 'assignMobileRefused', params: errorParams },
              },
              ...callFailed('isStepOver', '#walletLink.failed', 'enteringMobile'),
            ],
          },
        },
        enteringOtp: {
          // The countdown keeps running while a code is being checked.
          type: 'parallel',
          on: { 'mobile.edit': 'enteringMobile' },
          states: {
            resend: {
              initial: 'countingDown',
              states: resendStates({ event: 'otp.resend', id: 'resendPaytmOtp', call: 'sendPaytmOtp', input: paytmOtpInput }),
            },
            code: {
              initial: 'typing',
              // SPEC 8: a wrong, expired or too often wrong code shows under the field. Linked: the balance says whether
              // money must be added first.
              states: codeEntryStates(OTP_ENTRY_NAMES, {
                call: 'verifyPaytmOtp',
                input: ({ context }: { context: WalletLinkContext }) => ({
                  mobile: context.mobile.trim(),
                  orderTransactionId: context.orderTransactionId,
                  state: context.linkState ?? '',
                  cartId: context.wallet?.cartId ?? '',
                  otp: context.otp.trim(),
                }),
                onDone: reloadOrFail,
                notAwaited: 'isStepOver',
                over: '#walletLink.failed',
              }),
            },
          },
        },
      },
    },
    // SPEC 4 PAYTM_ADD_MONEY / SPEC 8 insufficient balance: the shortfall is offered as a top-up.
    addingMoney: {
      initial: 'offering',
      entry: 'assignTopUpKey',
      on: { 'popup.dismiss': { actions: 'clearMessage' } },
      states: {
        offering: { on: { 'money.add': 'adding' } },
        adding: {
          tags: 'busy',
          invoke: {
            id: 'addPaytmMoney',
            src: 'addPaytmMoney',
            input: ({ context }) => ({
              orderTransactionId: context.orderTransactionId,
              amount: context.wallet ? topUpPaise(context.wallet) : 0,
              idempotencyKey: context.topUpKey ?? '',
            }),
            onDone: reloadOrFail,
            // The same top-up may be tried again (same key: it adds once).
            onError: callFailed('isStepOver', '#walletLink.failed', 'offering'),
          },
        },
      },
    },
    // SPEC 4 PAYTM_WITHDRAW_MONEY: the customer pays from the wallet (SPEC 7 PUT submit order).
    paying: {
      initial: 'confirming',
      on: { 'popup.dismiss': { actions: 'clearMessage' } },
      states: {
        confirming: { on: { 'payment.confirm': 'submitting' } },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'submitPaytmOrder',
            src: 'submitPaytmOrder',
            input: ({ context }) => ({ orderTransactionId: context.orderTransactionId, cartId: context.wallet?.cartId ?? '' }),
            onDone: [
              {
                guard: { type: 'isThankYou', params: responseParams },
                target: '#walletLink.paid',
                actions: { type: 'assignNext', params: responseParams },
              },
              // The wallet no longer holds enough (spent meanwhile): the balance says what now.
              ...reloadOrFail,
            ],
            // The call did not answer: paying again is safe (the wallet takes the amount once).
            onError: callFailed('isStepOver', '#walletLink.failed', 'confirming'),
          },
        },
      },
    },
    // The order waits for Paytm no more, or its payment failed: the server's words, then another way to pay.
    failed: popupState({ 'popup.dismiss': 'left' }),
    paid: { type: 'final' },
    left: { type: 'final' },
  },
});

// Selectors

export type WalletLinkSnapshot = SnapshotFrom<typeof walletLinkMachine>;
export type WalletLinkActorRef = ActorRefFrom<typeof walletLinkMachine>;

/** Which screen part shows: the wallet's mobile, its code, the top-up offer, or paying. */
export type WalletLinkView = 'loading' | 'mobile' | 'otp' | 'addMoney' | 'pay' | 'done';

export function selectView(snapshot: WalletLinkSnapshot): WalletLinkView {
  if (snapshot.matches({ linking: 'enteringMobile' }) || snapshot.matches({ linking: 'sendingOtp' })) return 'mobile';
  if (snapshot.matches({ linking: 'enteringOtp' })) return 'otp';
  if (snapshot.matches('addingMoney')) return 'addMoney';
  if (snapshot.matches('paying')) return 'pay';
  if (snapshot.status === 'done') return 'done';
  return 'loading';
}

export const selectWallet = (snapshot: WalletLinkSnapshot): PaytmBalanceResponse | null => snapshot.context.wallet;
export const selectMobile = (snapshot: WalletLinkSnapshot): string => snapshot.context.mobile;
export const selectMobileError = (snapshot: WalletLinkSnapshot): FieldMessage | null => snapshot.context.mobileError;
export const selectOtp = (snapshot: WalletLinkSnapshot): string => snapshot.context.otp;
export const selectOtpError = (snapshot: WalletLinkSnapshot): FieldMessage | null => snapshot.context.otpError;
export const selectSentAt = (snapshot: WalletLinkSnapshot): number | null => snapshot.context.sentAt;
export const selectMessage = (snapshot: WalletLinkSnapshot): Message | null => snapshot.context.message;
export const selectIsBusy = (snapshot: WalletLinkSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsResending = (snapshot: WalletLinkSnapshot): boolean =>
  snapshot.matches({ linking: { enteringOtp: { resend: 'resending' } } });
export const selectIsVerifying = (snapshot: WalletLinkSnapshot): boolean =>
  snapshot.matches({ linking: { enteringOtp: { code: 'verifying' } } });
export const selectCanResend = (snapshot: WalletLinkSnapshot): boolean => snapshot.can({ type: 'otp.resend' });
export const selectCanRetry = (snapshot: WalletLinkSnapshot): boolean => snapshot.can({ type: 'wallet.retry' });
/** The top-up offered: the shortfall in whole rupees; 0 before the wallet is loaded. */
export const selectTopUp = (snapshot: WalletLinkSnapshot): number => (snapshot.context.wallet ? topUpPaise(snapshot.context.wallet) : 0);
