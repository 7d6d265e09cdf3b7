/**
 * Checkout calls (SPEC 7): payment options, card validation, confirm order batch, polling and order status.
 * Bound to the client by the machines that need them (`ordersApi(client)`), not composed into the client,
 * so none of it reaches the landing page.
 */
import type { CardValidationResponse, PaymentOptionsResponse, TransactionStatusResponse } from '@/contract/payments';
import type {
  ConfirmOrderBody,
  ConfirmOrderResponse,
  DeletePromoOnPaymentResponse,
  OrderStatusResponse,
  OrderSummary,
  RecentOrderResponse,
} from '@/contract/orders';
import { ENDPOINTS } from '@/contract/endpoints';
import type { PollingTarget } from '@/domain/order';
import type { ApiTransport, CallOptions } from './types';
import { FEEDBACK_VARIANT_HEADER, type FeedbackType } from '@/domain/feedback';

export function ordersApi({ request }: ApiTransport) {
  const E = ENDPOINTS;
  return {
    getPaymentOptions: (storeId: string, options: CallOptions = {}) =>
      request<PaymentOptionsResponse>(E.getPaymentOptions, { query: { storeId }, signal: options.signal }),
    /** SPEC 5: FAILED carries errors; the caller treats a call error as valid. */
    validateCard: (bin: string, options: CallOptions = {}) =>
      request<CardValidationResponse>(E.validateCard, { query: { bin }, signal: options.signal }),
    /** `timeoutMs`: SPEC 9 config `timeout`: placing an order (and creating its gateway payment) may take longer than other calls. */
    /** SPEC 7 confirm order batch, with the feedback variant header when the device has one. */
    confirmOrder: (
      userId: string,
      body: ConfirmOrderBody,
      options: CallOptions & { timeoutMs?: number; feedbackVariant?: FeedbackType | null } = {},
    ) =>
      request<ConfirmOrderResponse>(E.confirmOrder, {
        query: { userId },
        body,
        headers: { [FEEDBACK_VARIANT_HEADER]: options.feedbackVariant ?? undefined },
        signal: options.signal,
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      }),
    getRecentOrder: (options: CallOptions = {}) => request<RecentOrderResponse>(E.getRecentOrder, { signal: options.signal }),
    getOrderStatus: (orderTransactionId: string, options: CallOptions = {}) =>
      request<OrderStatusResponse>(E.getOrderStatus, { pathParams: { orderTransactionId }, signal: options.signal }),
    /** SPEC 7 submit order: the guest's cash order waiting for this login (SPEC 4 auto login), placed for the customer. */
    submitPendingOrder: (orderTransactionId: string, options: CallOptions = {}) =>
      request<ConfirmOrderResponse>(E.submitPendingOrder, { pathParams: { orderTransactionId }, signal: options.signal }),
    getOrderSummary: (orderTransactionId: string, options: CallOptions = {}) =>
      request<OrderSummary>(E.getOrderSummary, { pathParams: { orderTransactionId }, signal: options.signal }),
    getTransactionStatus: (orderTransactionId: string, options: CallOptions = {}) =>
      request<TransactionStatusResponse>(E.getTransactionStatus, { pathParams: { orderTransactionId }, signal: options.signal }),
    /** SPEC 7 polling: the transaction's status asked at the server-given url with its method. */
    pollTransactionStatus: (target: PollingTarget, options: CallOptions = {}) =>
      request<TransactionStatusResponse>(
        { ...(target.method === 'POST' ? E.pollTransactionStatus : E.getTransactionStatus), path: target.url },
        { signal: options.signal },
      ),
    /** The customer gives up a pending payment; the answer says whether it had already been paid. */
    cancelPayment: (orderTransactionId: string, options: CallOptions = {}) =>
      request<TransactionStatusResponse>(E.cancelPayment, { pathParams: { orderTransactionId }, signal: options.signal }),
    /** SPEC 7 Delete promo on payment: the REMOVE_PROMO order re-priced without its coupon, with its next action. */
    deletePromoOnPayment: (orderTransactionId: string, options: CallOptions = {}) =>
      request<DeletePromoOnPaymentResponse>(E.deletePromoOnPayment, { pathParams: { orderTransactionId }, signal: options.signal }),
  };
}
