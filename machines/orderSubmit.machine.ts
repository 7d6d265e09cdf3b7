/**
 * Placing the order (SPEC 4 Order submit, SPEC 3 Order details and Payment details, SPEC 8 duplicate
 * order and payment errors). The payment screen hands over the chosen payment; the machine warns about
 * an order placed within the duplicate-order window, builds the confirm body from the saved store, the
 * cart and the session user, confirms the order and follows the server's next payment action: cash
 * goes straight to the thank-you page, gateways get a full page load (a card's fields are posted
 * straight to the gateway page, never to our API), UPI intent goes to /upiForm (which opens the UPI app), polling actions to /paymentTransaction.
 *
 * One idempotency key per submit: a retry after a failed call sends the same key, so a double tap or a
 * retry after a network error makes one order and one charge.
 *
 * Joining Pizza Pals with the order (SPEC 3 enroll): when the programme refuses the enrolment (a card code taken
 * meanwhile, a code not the customer's, a 400 or 409), nothing was placed; the server's message shows and the
 * customer may place the same order without joining (a new key: the body differs) or go back to the payment choice.
 */
import { assign, emit, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CartResponse } from '@/contract/cart';
import type { ConfirmOrderBody, ConfirmOrderResponse, InitiateOrderPaymentResponse, RecentOrderResponse } from '@/contract/orders';
import type { ErrorItem } from '@/contract/errors';
import type { PaymentAction } from '@/contract/codes';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { ordersApi } from '@/api/orders';
import type { FeedbackType } from '@/domain/feedback';
import type { Doorstep } from '@/domain/address';
import { APP_CONFIG_DEFAULTS } from '@/domain/constants';
import type { Message } from '@/i18n/en/messages';
import { loginRoute, ROUTES } from '@/domain/navigation';
import { STORAGE_KEYS, writeStored } from '@/api/storage';
import type { PendingOrder } from '@/domain/autoLogin';
import { MS_PER_SECOND } from '@/domain/time';
import {
  confirmBodyOf,
  intentUrlOf,
  isEnrolmentRefusal,
  isRecentOrder,
  paymentTransactionRoute,
  placedOrderRoute,
  type DeliveryNote,
  type OrderEnrolment,
  type OrderSession,
} from '@/domain/order';
import type { PaymentSelectionResult } from '@/domain/paymentChoice';
import { upiFormRoute } from '@/domain/upiIntent';
import { readSelectedStoreLogic } from './shared/selectedStore';
import type { StoreActorRef } from './store.machine';
import type { SelectedStore } from '@/domain/store';
import { required } from './shared/required';
import { isNextAction, type PaymentStepOutput } from './shared/paymentStep';
import { walletLinkMachine, type WalletLinkActorRef } from './walletLink.machine';
import { eVoucherMachine, type EVoucherActorRef } from './eVoucher.machine';
import { removePromoMachine, type RemovePromoActorRef } from './removePromo.machine';
import { refundMachine, type RefundActorRef } from './refund.machine';
import { codOtpMachine, type CodOtpActorRef } from './codOtp.machine';

// Types

export interface OrderSubmitInput {
  /** SPEC 9 duplicateOrderTimeInMin in force (app config); the SPEC default when not given. */
  duplicateOrderTimeInMin?: number;
  /** SPEC 9 config `timeout` in force, seconds: how long the confirm call may take; the SPEC default when not given. */
  confirmTimeoutSeconds?: number;
  /** The device's feedback variant, sent with the confirm order batch (SPEC 7); none when not given. */
  feedbackVariant?: FeedbackType;
  /** The app's store actor, whose selection the order goes to. */
  storeActor: StoreActorRef;
}

/** What the order is made of besides the payment, as it stands when the customer places it. */
export interface OrderInHand {
  /** The app cart's server cart; null when there is none. */
  cart: CartResponse | null;
  session: OrderSession;
  /** The house number and landmark given for a map-pin delivery; null when none was asked. */
  doorstep: Doorstep | null;
  /** Joining Pizza Pals with this order (SPEC 3 enroll); null when the customer does not join. */
  enrolment: OrderEnrolment | null;
  /** SPEC 3 deliveryInstructions and zeroContactDelivery from the payment page; none when absent or null. */
  deliveryNote?: DeliveryNote | null;
  /** SPEC 4 auto login: the mobile a guest paying cash gave; the order waits for their login with it. None otherwise. */
  autoLoginMobile?: string | null;
}

/** What the order submit says that only it says: no store or cart to submit, or no gateway page. */
export type OrderSubmitProblem = 'orderNotReady' | 'paymentPageMissing';

/** The popup's message: a shared SPEC text or the server's words, or an order submit problem the screen words. */
export type OrderSubmitMessage = Message | { readonly problem: OrderSubmitProblem };

export type CardFields = NonNullable<PaymentSelectionResult['card']>;

export interface OrderSubmitContext {
  /** SPEC 9 duplicate-order window, minutes. */
  duplicateOrderTimeInMin: number;
  /** SPEC 9 config `timeout`: the confirm call's time limit, seconds. */
  confirmTimeoutSeconds: number;
  /** SPEC 7 feedback variant header of the confirm order batch; null without one. */
  feedbackVariant: FeedbackType | null;
  /** The URL the gateway returns to (SPEC 3 transactionStatusUrl). */
  transactionStatusUrl: string;
  /** The app's store actor. */
  storeActor: StoreActorRef;
  /** The cart, session and doorstep of this submit; null before the first submit. */
  order: OrderInHand | null;
  /** The payment chosen for this submit; null before the first submit. */
  selection: PaymentSelectionResult | null;
  /** The key of this submit attempt, reused by its retries; null before the first submit. */
  idempotencyKey: string | null;
  /** The saved store the order goes to, read when confirming; null until read. */
  store: SelectedStore | null;
  /** The body sent to confirm the order, kept so a retry sends exactly the same; null until built. */
  body: ConfirmOrderBody | null;
  /** The server's next payment action after a SUCCESS; null until one arrives. */
  payment: InitiateOrderPaymentResponse | null;
  /** The popup's message (server's errors[0].displayMsg or ours); null while none shows. */
  message: OrderSubmitMessage | null;
  /** The popup's header from errors[0].header; null for the default. */
  header: string | null;
}

export type OrderSubmitEvent =
  | { type: 'order.submit'; selection: PaymentSelectionResult; order: OrderInHand }
  /** SPEC 8 duplicate order: place it anyway. */
  | { type: 'duplicate.continue' }
  | { type: 'duplicate.cancel' }
  | { type: 'popup.dismiss' }
  /** After a failed call: send the same order again (same idempotency key). */
  | { type: 'order.retry' }
  /** The browser showed this page again from its back-forward cache after the order left for another page. */
  | { type: 'page.restored' }
  /** After a refused enrolment: place the same order without joining Pizza Pals. */
  | { type: 'enrolment.skip' };

/**
 * `navigation.requested`: an app route; `redirect.requested`: a full page load (gateway page or UPI intent link);
 * `cardPost.requested`: post the card fields to the gateway page; `cart.reload`: the order used the cart, load it afresh;
 * `enrolment.refused`: the programme refused joining with this order (the checkout's offer asks the programme again);
 * `submit.ended`: back to the start without leaving the page, and why.
 */
export type OrderSubmitEmitted =
  | { type: 'navigation.requested'; to: string }
  | { type: 'redirect.requested'; url: string }
  | { type: 'cardPost.requested'; url: string; card: CardFields }
  | { type: 'cart.reload' }
  | { type: 'enrolment.refused' }
  | { type: 'submit.ended'; outcome: SubmitOutcome };

/**
 * How a submit ended without leaving the page: `chooseAgain`, this payment will not do (refused, or the customer chose
 * to pay another way from a step); `cancelled`, nothing was decided (the duplicate warning declined, a call that did not
 * answer, back from a gateway page).
 */
export type SubmitOutcome = 'chooseAgain' | 'cancelled';

/** `busy`: checking, confirming or leaving for the next page; `popup`: a question or message shows; `error`: the order failed. */
export type OrderSubmitTag = 'busy' | 'popup' | 'error';

// Constants

const firstError = (errors: ErrorItem[]): ErrorItem | undefined => errors[0];

const isAction = (payment: InitiateOrderPaymentResponse | null, actions: readonly PaymentAction[]): boolean =>
  payment !== null && actions.includes(payment.action);

const GATEWAY_ACTIONS: readonly PaymentAction[] = ['PROCESS_PAYMENT', 'REDIRECT', 'PAY_PAGE'];
const POLLING_ACTIONS: readonly PaymentAction[] = ['UNIFIED_PAYMENT_ACTION', 'DISPLAY_POLLING'];

type LeavingAction = 'goToThankYou' | 'redirectToGateway' | 'postCardToGateway' | 'goToUpiForm' | 'goToPaymentTransaction' | 'goToLogin';

/**
 * A state that sends the customer to the next page: the loader stays until this page unloads. Coming back
 * to this very page (the back button restores it from the browser's cache) lets the customer choose again.
 */
function leavingState(entry: LeavingAction | LeavingAction[]) {
  return { tags: 'busy' as const, entry, on: { 'page.restored': { target: '#orderSubmit.idle', actions: 'emitCancelled' as const } } };
}

/** The order in hand's transaction, and the customer's email the Paytm wallet's link call sends. */
const walletLinkInput = ({ context }: { context: OrderSubmitContext }) => ({
  orderTransactionId: required(context.payment, 'payment').orderTransactionId,
  email: context.order?.session.user?.email ?? '',
});

const stepPaymentInput = ({ context }: { context: OrderSubmitContext }) => ({ payment: required(context.payment, 'payment') });

/**
 * A payment step run by its sub-flow (machines/shared/paymentStep.ts): the server's next action for the order is
 * followed; going back returns to the payment choice.
 */
function paymentStepState<Src extends 'codOtp' | 'eVoucher' | 'removePromo' | 'walletLink', Input>(
  src: Src,
  input: ({ context }: { context: OrderSubmitContext }) => Input,
) {
  return {
    tags: 'popup' as const,
    invoke: {
      id: src,
      src,
      input,
      onDone: [
        {
          guard: {
            type: 'isNextAction' as const,
            params: ({ event }: { event: { output: PaymentStepOutput } }) => ({ output: event.output }),
          },
          target: 'nextAction',
          actions: {
            type: 'assignStepPayment' as const,
            params: ({ event }: { event: { output: PaymentStepOutput } }) => ({ output: event.output }),
          },
        },
        { target: 'idle', actions: 'emitChooseAgain' as const },
      ],
    },
  };
}

// Setup

export const orderSubmitMachine = setup({
  types: {
    context: {} as OrderSubmitContext,
    events: {} as OrderSubmitEvent,
    input: {} as OrderSubmitInput,
    emitted: {} as OrderSubmitEmitted,
    tags: {} as OrderSubmitTag,
  },
  actors: {
    getRecentOrder: fromPromise<RecentOrderResponse>(({ signal }) => ordersApi(getApiClient()).getRecentOrder({ signal })),
    // SPEC 4 auto login: the login that follows finds the order here and submits it.
    keepPendingOrder: fromPromise<void, PendingOrder>(({ input }) => writeStored(STORAGE_KEYS.pendingOrder, input)),
    readStore: readSelectedStoreLogic,
    walletLink: walletLinkMachine,
    eVoucher: eVoucherMachine,
    removePromo: removePromoMachine,
    refund: refundMachine,
    codOtp: codOtpMachine,
    confirmOrder: fromPromise<
      ConfirmOrderResponse,
      { userId: string; body: ConfirmOrderBody; timeoutMs?: number; feedbackVariant?: FeedbackType | null }
    >(({ input, signal }) =>
      ordersApi(getApiClient()).confirmOrder(input.userId, input.body, {
        signal,
        ...(input.timeoutMs === undefined ? {} : { timeoutMs: input.timeoutMs }),
        feedbackVariant: input.feedbackVariant ?? null,
      }),
    ),
  },
  guards: {
    isRecentOrder: ({ context }, params: { recent: RecentOrderResponse }) =>
      isRecentOrder(params.recent, Date.now(), context.duplicateOrderTimeInMin),
    canBuildOrder: ({ context }) =>
      context.store !== null && context.order !== null && context.order.cart !== null && context.order.session.userId !== null,
    isConfirmFailed: (_, params: { response: ConfirmOrderResponse }) => params.response.status === 'FAILED',
    isEnrolmentRefused: ({ context }, params: { response: ConfirmOrderResponse }) =>
      (context.order?.enrolment ?? null) !== null &&
      params.response.status === 'FAILED' &&
      isEnrolmentRefusal({ code: firstError(params.response.errors)?.code }),
    isEnrolmentCallRefused: ({ context }, params: { error: unknown }) =>
      (context.order?.enrolment ?? null) !== null && isEnrolmentRefusal(toApiError(params.error)),
    isThankYou: ({ context }) => isAction(context.payment, ['THANKYOU']),
    isGatewayWithoutPage: ({ context }) => isAction(context.payment, GATEWAY_ACTIONS) && !context.payment?.processTransactionURL,
    isCardGateway: ({ context }) => isAction(context.payment, GATEWAY_ACTIONS) && context.selection?.card !== undefined,
    isGateway: ({ context }) => isAction(context.payment, GATEWAY_ACTIONS),
    isIntentPolling: ({ context }) =>
      isAction(context.payment, POLLING_ACTIONS) && context.payment !== null && intentUrlOf(context.payment) !== null,
    isPolling: ({ context }) => isAction(context.payment, POLLING_ACTIONS),
    isAction: ({ context }, params: { action: PaymentAction }) => isAction(context.payment, [params.action]),
    /** A payment step sub-flow ended with the server's next action (rather than going back to the payment choice). */
    isNextAction: (_, params: { output: PaymentStepOutput }) => isNextAction(params.output),
  },
  actions: {
    startAttempt: assign((_, params: { selection: PaymentSelectionResult; order: OrderInHand }) => ({
      selection: params.selection,
      order: params.order,
      idempotencyKey: crypto.randomUUID(),
      store: null,
      body: null,
      payment: null,
      message: null,
      header: null,
    })),
    assignStore: assign((_, params: { store: SelectedStore | null }) => ({ store: params.store })),
    assignBody: assign(({ context }) => {
      const order = required(context.order, 'order');
      return {
        body: confirmBodyOf({
          idempotencyKey: required(context.idempotencyKey, 'idempotency key'),
          store: required(context.store, 'store'),
          cart: required(order.cart, 'cart'),
          session: order.session,
          selection: required(context.selection, 'selection'),
          transactionStatusUrl: context.transactionStatusUrl,
          doorstep: order.doorstep,
          enrolment: order.enrolment,
          deliveryNote: order.deliveryNote ?? null,
          autoLoginMobile: order.autoLoginMobile ?? null,
        }),
      };
    }),
    // The same order without joining: a new body, so a new key (the refused attempt wrote nothing).
    dropEnrolment: assign(({ context }) => ({
      order: { ...required(context.order, 'order'), enrolment: null },
      idempotencyKey: crypto.randomUUID(),
      message: null,
      header: null,
    })),
    emitEnrolmentRefused: emit({ type: 'enrolment.refused' }),
    emitChooseAgain: emit({ type: 'submit.ended', outcome: 'chooseAgain' }),
    emitCancelled: emit({ type: 'submit.ended', outcome: 'cancelled' }),
    assignPayment: assign((_, params: { response: ConfirmOrderResponse }) => ({
      payment: params.response.status === 'SUCCESS' ? params.response.initiateOrderPaymentResponse : null,
    })),
    assignStepPayment: assign((_, params: { output: PaymentStepOutput }) =>
      isNextAction(params.output) ? { payment: params.output.payment } : {},
    ),
    assignRefusal: assign((_, params: { response: ConfirmOrderResponse }) => {
      const error = params.response.status === 'FAILED' ? firstError(params.response.errors) : undefined;
      const message: Message = error?.displayMsg ? { text: error.displayMsg } : { code: 'orderNotConfirmed' };
      return { message, header: error?.header ?? null };
    }),
    assignCallError: assign((_, params: { error: unknown }) => {
      const error = toApiError(params.error);
      const message: Message = error.displayMsg ? { text: error.displayMsg } : { code: 'genericError' };
      return { message, header: null };
    }),
    assignMessage: assign((_, params: { message: OrderSubmitMessage }) => ({ message: params.message, header: null })),
    clearMessage: assign({ message: null, header: null }),
    // SPEC 4: the order used the cart; cash goes straight to /thankYou (SPEC 2: a rail order with its placeholder id).
    goToThankYou: enqueueActions(({ context, enqueue }) => {
      const to = placedOrderRoute(required(context.payment, 'payment').orderTransactionId, context.store?.deliveryType ?? null);
      enqueue.emit({ type: 'cart.reload' });
      enqueue.emit({ type: 'navigation.requested', to });
    }),
    redirectToGateway: emit(({ context }) => ({
      type: 'redirect.requested' as const,
      url: required(required(context.payment, 'payment').processTransactionURL, 'gateway page'),
    })),
    postCardToGateway: emit(({ context }) => ({
      type: 'cardPost.requested' as const,
      url: required(required(context.payment, 'payment').processTransactionURL, 'gateway page'),
      card: required(context.selection?.card ?? null, 'card'),
    })),
    // SPEC 4 UPI intent: /upiForm opens the UPI app from the link and verifies the payment (SPEC 7 UPI verify).
    goToUpiForm: emit(({ context }) => {
      const payment = required(context.payment, 'payment');
      return { type: 'navigation.requested' as const, to: upiFormRoute(payment, required(intentUrlOf(payment), 'intent link')) };
    }),
    // SPEC 4 auto login: the code goes to the order's mobile at once (the login reads it from the kept order).
    goToLogin: emit({ type: 'navigation.requested', to: loginRoute({ from: ROUTES.paymentType, autoLogin: true }) }),
    goToPaymentTransaction: emit(({ context }) => {
      const payment = required(context.payment, 'payment');
      const upiId = context.selection?.instrumentDetails?.vpa ?? null;
      return { type: 'navigation.requested' as const, to: paymentTransactionRoute(payment.orderTransactionId, payment.pollingData, upiId) };
    }),
  },
}).createMachine({
  id: 'orderSubmit',
  context: ({ input }) => {
    const duplicateOrderTimeInMin = input.duplicateOrderTimeInMin ?? APP_CONFIG_DEFAULTS.duplicateOrderTimeInMin;
    return {
      duplicateOrderTimeInMin,
      confirmTimeoutSeconds: input.confirmTimeoutSeconds ?? APP_CONFIG_DEFAULTS.timeout,
      feedbackVariant: input.feedbackVariant ?? null,
      // The gateway sends the customer back here; the server accepts only a path of this site.
      transactionStatusUrl: ROUTES.paymentTransaction,
      storeActor: input.storeActor,
      order: null,
      selection: null,
      idempotencyKey: null,
      store: null,
      body: null,
      payment: null,
      message: null,
      header: null,
    };
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'order.submit': {
          target: 'checkingRecent',
          actions: { type: 'startAttempt', params: ({ event }) => ({ selection: event.selection, order: event.order }) },
        },
      },
    },
    // SPEC 8 duplicate order: the caller's latest order.
    checkingRecent: {
      tags: 'busy',
      invoke: {
        id: 'getRecentOrder',
        src: 'getRecentOrder',
        onDone: [
          { guard: { type: 'isRecentOrder', params: ({ event }) => ({ recent: event.output }) }, target: 'duplicateWarning' },
          { target: 'readingStore' },
        ],
        // The warning is a courtesy: without the answer the order goes ahead (the server still makes one order per key).
        onError: 'readingStore',
      },
    },
    duplicateWarning: {
      tags: 'popup',
      on: {
        'duplicate.continue': 'readingStore',
        'duplicate.cancel': { target: 'idle', actions: 'emitCancelled' },
      },
    },
    readingStore: {
      tags: 'busy',
      invoke: {
        id: 'readStore',
        src: 'readStore',
        input: ({ context }) => ({ storeActor: context.storeActor }),
        onDone: { target: 'building', actions: { type: 'assignStore', params: ({ event }) => ({ store: event.output }) } },
        onError: 'building',
      },
    },
    building: {
      always: [
        { guard: 'canBuildOrder', target: 'confirming', actions: 'assignBody' },
        { target: 'failed', actions: { type: 'assignMessage', params: { message: { problem: 'orderNotReady' } } } },
      ],
    },
    // SPEC 7 confirm order batch; a retry sends the same body and key.
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirmOrder',
        src: 'confirmOrder',
        input: ({ context }) => ({
          userId: required(required(context.order, 'order').session.userId, 'user'),
          body: required(context.body, 'body'),
          timeoutMs: context.confirmTimeoutSeconds * MS_PER_SECOND,
          feedbackVariant: context.feedbackVariant,
        }),
        onDone: [
          {
            guard: { type: 'isEnrolmentRefused', params: ({ event }) => ({ response: event.output }) },
            target: 'enrolmentRefused',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ response: event.output }) },
          },
          {
            guard: { type: 'isConfirmFailed', params: ({ event }) => ({ response: event.output }) },
            target: 'failed',
            actions: { type: 'assignRefusal', params: ({ event }) => ({ response: event.output }) },
          },
          { target: 'nextAction', actions: { type: 'assignPayment', params: ({ event }) => ({ response: event.output }) } },
        ],
        onError: [
          {
            guard: { type: 'isEnrolmentCallRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'enrolmentRefused',
            actions: { type: 'assignCallError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'callFailed', actions: { type: 'assignCallError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // SPEC 3 enroll refused: nothing was placed; the order may go without joining, or the customer chooses again.
    enrolmentRefused: {
      tags: ['popup', 'error'],
      entry: 'emitEnrolmentRefused',
      on: {
        'enrolment.skip': { target: 'confirming', actions: ['dropEnrolment', 'assignBody'] },
        'popup.dismiss': { target: 'idle', actions: ['clearMessage', 'emitChooseAgain'] },
      },
    },
    // The call did not answer (network, server error): the same order may be sent again.
    callFailed: {
      tags: ['popup', 'error'],
      on: {
        'order.retry': { target: 'confirming', actions: 'clearMessage' },
        'popup.dismiss': { target: 'idle', actions: ['clearMessage', 'emitCancelled'] },
      },
    },
    // SPEC 4: SUCCESS leads to the next payment action.
    nextAction: {
      always: [
        { guard: 'isThankYou', target: 'thankYou' },
        {
          guard: 'isGatewayWithoutPage',
          target: 'failed',
          actions: { type: 'assignMessage', params: { message: { problem: 'paymentPageMissing' } } },
        },
        { guard: 'isCardGateway', target: 'postingCard' },
        { guard: 'isGateway', target: 'redirecting' },
        { guard: 'isIntentPolling', target: 'openingIntent' },
        { guard: 'isPolling', target: 'polling' },
        { guard: { type: 'isAction', params: { action: 'REMOVE_PROMO' } }, target: 'removePromo' },
        { guard: { type: 'isAction', params: { action: 'COD_OTP' } }, target: 'codOtp' },
        { guard: { type: 'isAction', params: { action: 'EV_OTP' } }, target: 'eVoucherOtp' },
        { guard: { type: 'isAction', params: { action: 'EV_PIN' } }, target: 'eVoucherPin' },
        { guard: { type: 'isAction', params: { action: 'PAYTM_LINK' } }, target: 'paytmLink' },
        { guard: { type: 'isAction', params: { action: 'PAYTM_ADD_MONEY' } }, target: 'paytmAddMoney' },
        { guard: { type: 'isAction', params: { action: 'PAYTM_WITHDRAW_MONEY' } }, target: 'paytmWithdrawMoney' },
        { guard: { type: 'isAction', params: { action: 'REFUND_PAGE' } }, target: 'refundPage' },
        { guard: { type: 'isAction', params: { action: 'AMZNPAY_CHARGE_STATUS' } }, target: 'amazonPayChargeStatus' },
        { guard: { type: 'isAction', params: { action: 'LOGIN' } }, target: 'awaitingLogin' },
        // FAILED, and any action this app does not know.
        { target: 'failed', actions: { type: 'assignMessage', params: { message: { code: 'orderNotConfirmed' } } } },
      ],
    },
    // SPEC 8: the error popup; the customer may choose again.
    failed: {
      tags: ['popup', 'error'],
      on: { 'popup.dismiss': { target: 'idle', actions: ['clearMessage', 'emitChooseAgain'] } },
    },
    // SPEC 4 REMOVE_PROMO: drop the coupon and pay at the new total, or keep it and choose again.
    removePromo: paymentStepState('removePromo', stepPaymentInput),
    // SPEC 4 COD_OTP: the cash order is confirmed by the code sent to its mobile, or the customer goes back to choose again.
    codOtp: paymentStepState('codOtp', stepPaymentInput),
    // SPEC 4 EV_OTP: the voucher's holder proves it; the order goes on with the server's next action, or back to choose again.
    eVoucherOtp: paymentStepState('eVoucher', stepPaymentInput),
    // SPEC 4 EV_PIN: the voucher's holder proves it; the order goes on with the server's next action, or back to choose again.
    eVoucherPin: paymentStepState('eVoucher', stepPaymentInput),
    // SPEC 4 PAYTM_LINK: the Paytm wallet is linked by the code it sends, then the order is paid from it.
    paytmLink: paymentStepState('walletLink', walletLinkInput),
    // SPEC 4 PAYTM_ADD_MONEY: the linked wallet is short; money is added, then the order is paid from it.
    paytmAddMoney: paymentStepState('walletLink', walletLinkInput),
    // SPEC 4 PAYTM_WITHDRAW_MONEY: the order is paid from the linked wallet.
    paytmWithdrawMoney: paymentStepState('walletLink', walletLinkInput),
    // SPEC 4 REFUND_PAGE: the order failed after the money was taken; its refund shows until closed.
    refundPage: {
      tags: 'popup',
      invoke: {
        id: 'refund',
        src: 'refund',
        input: ({ context }) => ({ orderId: required(context.payment?.refund?.orderId ?? null, 'refund order') }),
        onDone: { target: 'idle', actions: 'emitChooseAgain' },
      },
    },
    // SPEC 4 AMZNPAY_CHARGE_STATUS: the customer authorises the charge on Amazon Pay's page; coming back, its status is
    // polled at the server-given pollingData the return address carries.
    amazonPayChargeStatus: leavingState('redirectToGateway'),
    // SPEC 4 auto login: the guest's cash order waits for their login with its mobile, which then submits it.
    awaitingLogin: {
      tags: 'busy',
      invoke: {
        id: 'keepPendingOrder',
        src: 'keepPendingOrder',
        input: ({ context }) => ({
          orderTransactionId: required(context.payment, 'payment').orderTransactionId,
          mobile: required(context.body, 'body').orderDetails.userDetails.mobile,
          placedAt: Date.now(),
        }),
        onDone: 'loggingIn',
        // Without storage the login could not find the order: nothing is confirmed, the customer logs in first.
        onError: { target: 'failed', actions: { type: 'assignMessage', params: { message: { code: 'orderNotConfirmed' } } } },
      },
    },
    loggingIn: leavingState('goToLogin'),
    // The next page is on its way (see leavingState).
    thankYou: leavingState('goToThankYou'),
    redirecting: leavingState('redirectToGateway'),
    postingCard: leavingState('postCardToGateway'),
    // SPEC 4: open the intent link, then poll (on /upiForm).
    openingIntent: leavingState('goToUpiForm'),
    polling: leavingState('goToPaymentTransaction'),
  },
});

// Selectors

export type OrderSubmitSnapshot = SnapshotFrom<typeof orderSubmitMachine>;

export const selectIsBusy = (snapshot: OrderSubmitSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasPopup = (snapshot: OrderSubmitSnapshot): boolean => snapshot.hasTag('popup');
export const selectIsDuplicateWarning = (snapshot: OrderSubmitSnapshot): boolean => snapshot.matches('duplicateWarning');
/** The programme refused joining Pizza Pals with the order: the popup offers to place it without joining. */
export const selectIsEnrolmentRefused = (snapshot: OrderSubmitSnapshot): boolean => snapshot.matches('enrolmentRefused');
export const selectCanRetry = (snapshot: OrderSubmitSnapshot): boolean => snapshot.can({ type: 'order.retry' });
export const selectMessage = (snapshot: OrderSubmitSnapshot): OrderSubmitMessage | null => snapshot.context.message;
export const selectHeader = (snapshot: OrderSubmitSnapshot): string | null => snapshot.context.header;
/** SPEC 8 duplicate order: the window the warning names, in minutes. */
export const selectDuplicateOrderMinutes = (snapshot: OrderSubmitSnapshot): number => snapshot.context.duplicateOrderTimeInMin;
/** The REMOVE_PROMO question's actor while it shows. */
export const selectRemovePromoActor = (snapshot: OrderSubmitSnapshot): RemovePromoActorRef | undefined =>
  snapshot.children.removePromo as RemovePromoActorRef | undefined;
/** The REFUND_PAGE refund's actor while it shows. */
export const selectRefundActor = (snapshot: OrderSubmitSnapshot): RefundActorRef | undefined =>
  snapshot.children.refund as RefundActorRef | undefined;
/** The e-voucher PIN or OTP step's actor while it shows. */
export const selectEVoucherActor = (snapshot: OrderSubmitSnapshot): EVoucherActorRef | undefined =>
  snapshot.children.eVoucher as EVoucherActorRef | undefined;
/** The COD OTP step's actor while it shows. */
export const selectCodOtpActor = (snapshot: OrderSubmitSnapshot): CodOtpActorRef | undefined =>
  snapshot.children.codOtp as CodOtpActorRef | undefined;
/** The Paytm wallet step (link, add money, pay) while one runs. */
export const selectWalletLinkActor = (snapshot: OrderSubmitSnapshot): WalletLinkActorRef | undefined =>
  snapshot.children.walletLink as WalletLinkActorRef | undefined;
