/**
 * Remove promo (SPEC 4 REMOVE_PROMO; SPEC 7 Delete promo on payment): the order was placed with a coupon limited to
 * other payment methods, paid with another one. The customer is asked whether to drop the coupon: dropping it
 * re-prices the order without it and the machine ends with the server's next action at the new total (the gateway
 * page, or thank-you for cash); keeping it cancels the waiting order and goes back to the payment choice, where the
 * coupon's own methods can be chosen. Hosted by the order submit's `removePromo` state.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DeletePromoOnPaymentResponse, InitiateOrderPaymentResponse } from '@/contract/orders';
import { getApiClient } from '@/api/holder';
import { ordersApi } from '@/api/orders';
import type { Message } from '@/i18n/en/messages';
import { cancelPaymentLogic, messageOf, paymentTransaction, popupState, withMessage } from './shared/codeStep';
import type { PaymentStepInput, PaymentStepOutput } from './shared/paymentStep';

// Types

export interface RemovePromoContext {
  /** The confirm answer that asked for the step (its order transaction, coupon and the methods it is limited to). */
  payment: InitiateOrderPaymentResponse;
  /** The popup's message after a failed removal; null while none shows. */
  message: Message | null;
  /** The server's next action once the coupon was dropped; null until then. */
  next: InitiateOrderPaymentResponse | null;
}

export type RemovePromoEvent =
  /** Drop the coupon and pay at the new total. */
  | { type: 'promo.remove' }
  /** Keep the coupon: the waiting order is cancelled and the customer chooses another way to pay. */
  | { type: 'promo.keep' };

/** `busy`: the coupon is being dropped or the order cancelled; `popup`: the question shows; `error`: dropping failed. */
export type RemovePromoTag = 'busy' | 'popup' | 'error';

/** The coupon to drop and the payment types it keeps to, as the screen words them. */
export interface PromoToDrop {
  promoCode: string | null;
  paymentOptions: readonly string[];
}

// Setup

export const removePromoMachine = setup({
  types: {
    context: {} as RemovePromoContext,
    events: {} as RemovePromoEvent,
    input: {} as PaymentStepInput,
    output: {} as PaymentStepOutput,
    tags: {} as RemovePromoTag,
  },
  actors: {
    deletePromo: fromPromise<DeletePromoOnPaymentResponse, { orderTransactionId: string }>(({ input, signal }) =>
      ordersApi(getApiClient()).deletePromoOnPayment(input.orderTransactionId, { signal }),
    ),
    cancelPayment: cancelPaymentLogic,
  },
  actions: {
    assignNext: assign((_, params: { answer: DeletePromoOnPaymentResponse }) => ({ next: params.answer.initiateOrderPaymentResponse })),
    assignMessage: assign((_, params: { error: unknown }) => ({ message: messageOf(params.error) })),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'removePromo',
  context: ({ input }) => ({ payment: input.payment, message: null, next: null }),
  initial: 'asking',
  states: {
    asking: {
      tags: 'popup',
      on: {
        'promo.remove': 'removing',
        'promo.keep': 'cancelling',
      },
    },
    // SPEC 7 Delete promo on payment: the order re-priced without the coupon.
    removing: {
      tags: 'busy',
      invoke: {
        id: 'deletePromo',
        src: 'deletePromo',
        input: paymentTransaction,
        onDone: { target: 'removed', actions: { type: 'assignNext', params: ({ event }) => ({ answer: event.output }) } },
        onError: withMessage('removeFailed'),
      },
    },
    // The server's words (the cart changed, the order is no longer waiting); the customer may try again or go back.
    removeFailed: popupState({ 'promo.remove': 'removing', 'promo.keep': 'cancelling' }),
    // The waiting order is given up; should the call fail, the order expires unpaid and a new one replaces it anyway.
    cancelling: {
      tags: 'busy',
      invoke: {
        id: 'cancelPayment',
        src: 'cancelPayment',
        input: paymentTransaction,
        onDone: 'kept',
        onError: 'kept',
      },
    },
    removed: { type: 'final' },
    kept: { type: 'final' },
  },
  output: ({ context }): PaymentStepOutput => (context.next ? { type: 'next', payment: context.next } : { type: 'back' }),
});

// Selectors

export type RemovePromoActorRef = ActorRefFrom<typeof removePromoMachine>;
export type RemovePromoSnapshot = SnapshotFrom<typeof removePromoMachine>;

export const selectIsBusy = (snapshot: RemovePromoSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: RemovePromoSnapshot): boolean => snapshot.hasTag('error');
export const selectMessage = (snapshot: RemovePromoSnapshot): Message | null => snapshot.context.message;
/** The coupon and its payment types, from the server's REMOVE_PROMO answer. */
export const selectPromo = (snapshot: RemovePromoSnapshot): PromoToDrop => ({
  promoCode: snapshot.context.payment.removePromo?.promoCode ?? null,
  paymentOptions: snapshot.context.payment.removePromo?.paymentOptions ?? [],
});
