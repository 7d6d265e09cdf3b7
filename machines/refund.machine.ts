/**
 * A failed order's refund, followed by the customer (SPEC 4 REFUND_PAGE, 'A refund is initiated on failure'; SPEC 8
 * and 9: refund in 4-10 business days, UPI by T+5): loads the order's details (why it failed, each refund's amount,
 * where it goes, its state) and asks again every REFUND_REFRESH_SECONDS while a refund is on its way, or when the
 * customer asks. While the server offers it (refundToWalletAvailable), a logged-in customer may take a gateway refund
 * to the Slice wallet at once instead (docs/payments.md); a refusal shows the server's words. Used by the refund
 * screen (/refund?orderId=) and hosted by the order submit's `refundPage` state when a repeated confirm answers
 * REFUND_PAGE; closing it ends the machine.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { OrderDetailsResponse } from '@/contract/afterOrder';
import { afterOrderApi } from '@/api/afterOrder';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { hasRefundOnItsWay, REFUND_REFRESH_SECONDS } from '@/domain/refund';
import { MS_PER_SECOND } from '@/domain/time';
import type { Message } from '@/i18n/en/messages';

// Types

export interface RefundInput {
  /** The failed order whose refund is followed. */
  orderId: string;
}

export interface RefundContext {
  /** The failed order whose refund is followed. */
  orderId: string;
  /** The order's details as last loaded (reason, refunds); null until loaded. */
  details: OrderDetailsResponse | null;
  /** Why the details could not be loaded: the server's words or the generic error; null otherwise. */
  message: Message | null;
  /** Why the refund could not go to the Slice wallet: the server's words or the generic error; null otherwise. */
  walletError: Message | null;
}

export type RefundEvent =
  /** Ask for the refund's state now. */
  | { type: 'refund.refresh' }
  /** After a failed load: try again. */
  | { type: 'refund.retry' }
  /** Take the gateway refund to the Slice wallet now, as Refund Points. */
  | { type: 'refund.toWallet' }
  | { type: 'refund.close' };

/**
 * `busy`: the first load; `refreshing`: asking again while the last state shows; `moving`: the refund is going to the
 * wallet; `error`: the details could not be loaded.
 */
export type RefundTag = 'busy' | 'refreshing' | 'moving' | 'error';

/** The refund page closed: nothing to hand back. */
export type RefundOutput = { type: 'back' };

// Constants

const messageOf = (error: unknown): Message => {
  const { displayMsg } = toApiError(error);
  return displayMsg ? { text: displayMsg } : { code: 'genericError' };
};

// Setup

export const refundMachine = setup({
  types: {
    context: {} as RefundContext,
    events: {} as RefundEvent,
    input: {} as RefundInput,
    output: {} as RefundOutput,
    tags: {} as RefundTag,
  },
  actors: {
    getOrderDetails: fromPromise<OrderDetailsResponse, { orderId: string }>(({ input, signal }) =>
      afterOrderApi(getApiClient()).getOrderDetails(input.orderId, { signal }),
    ),
    refundToWallet: fromPromise<OrderDetailsResponse, { orderId: string }>(({ input, signal }) =>
      afterOrderApi(getApiClient()).refundToWallet(input.orderId, { signal }),
    ),
  },
  guards: {
    isRefundOnItsWay: ({ context }) => context.details !== null && hasRefundOnItsWay(context.details.refunds),
    canMoveToWallet: ({ context }) => context.details?.refundToWalletAvailable === true,
  },
  actions: {
    assignDetails: assign((_, params: { details: OrderDetailsResponse }) => ({ details: params.details, message: null })),
    assignMessage: assign((_, params: { error: unknown }) => ({ message: messageOf(params.error) })),
    assignWalletError: assign((_, params: { error: unknown }) => ({ walletError: messageOf(params.error) })),
    clearWalletError: assign({ walletError: null }),
  },
  delays: {
    refreshDelay: REFUND_REFRESH_SECONDS * MS_PER_SECOND,
  },
}).createMachine({
  id: 'refund',
  context: ({ input }) => ({ orderId: input.orderId, details: null, message: null, walletError: null }),
  initial: 'loading',
  on: { 'refund.close': '.closed' },
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getOrderDetails',
        src: 'getOrderDetails',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'showing', actions: { type: 'assignDetails', params: ({ event }) => ({ details: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'assignMessage', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      tags: 'error',
      on: { 'refund.retry': 'loading' },
    },
    showing: {
      after: { refreshDelay: { guard: 'isRefundOnItsWay', target: 'refreshing' } },
      on: {
        'refund.refresh': 'refreshing',
        'refund.toWallet': { guard: 'canMoveToWallet', target: 'movingToWallet', actions: 'clearWalletError' },
      },
    },
    // The server answers the order's details with the refund in the wallet; a refusal (settled meanwhile) keeps the last state.
    movingToWallet: {
      tags: 'moving',
      invoke: {
        id: 'refundToWallet',
        src: 'refundToWallet',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'showing', actions: { type: 'assignDetails', params: ({ event }) => ({ details: event.output }) } },
        onError: { target: 'showing', actions: { type: 'assignWalletError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The last state stays on screen; a failed ask keeps it and tries again at the next turn.
    refreshing: {
      tags: 'refreshing',
      invoke: {
        id: 'refreshOrderDetails',
        src: 'getOrderDetails',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'showing', actions: { type: 'assignDetails', params: ({ event }) => ({ details: event.output }) } },
        onError: 'showing',
      },
    },
    closed: { type: 'final' },
  },
  output: (): RefundOutput => ({ type: 'back' }),
});

// Selectors

export type RefundActorRef = ActorRefFrom<typeof refundMachine>;
export type RefundSnapshot = SnapshotFrom<typeof refundMachine>;

export const selectIsLoading = (snapshot: RefundSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsRefreshing = (snapshot: RefundSnapshot): boolean => snapshot.hasTag('refreshing');
export const selectHasFailed = (snapshot: RefundSnapshot): boolean => snapshot.hasTag('error');
export const selectMessage = (snapshot: RefundSnapshot): Message | null => snapshot.context.message;
export const selectDetails = (snapshot: RefundSnapshot): OrderDetailsResponse | null => snapshot.context.details;
export const selectCanRefresh = (snapshot: RefundSnapshot): boolean => snapshot.can({ type: 'refund.refresh' });
export const selectIsMovingToWallet = (snapshot: RefundSnapshot): boolean => snapshot.hasTag('moving');
/** The refund may go to the Slice wallet now (the server offers it and nothing else is under way). */
export const selectCanMoveToWallet = (snapshot: RefundSnapshot): boolean => snapshot.can({ type: 'refund.toWallet' });
export const selectWalletError = (snapshot: RefundSnapshot): Message | null => snapshot.context.walletError;
