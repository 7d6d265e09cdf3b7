/**
 * Checkout calls (SPEC 7): payment options, card validation, confirm order batch, polling and order status.
 * Bound to the client by the machines that need them (`ordersApi(client)`), not composed into the client,
 * so none of it reaches the landing page.
 */
import type { CardValidationResponse, PaymentOptionsResponse, TransactionStatusResponse } from '@/contract/payments';
import type { ConfirmOrderBody, ConfirmOrderResponse, OrderStatusResponse, OrderSummary, RecentOrderResponse } from '@/contract/orders';
import { ENDPOINTS } from '@/contract/endpoints';
import type { ApiTransport, CallOptions } from './types';

export function ordersApi({ request }: ApiTransport) {
  const E = ENDPOINTS;
  return {
    getPaymentOptions: (storeId: string, options: CallOptions = {}) =>
      request<PaymentOptionsResponse>(E.getPaymentOptions, { query: { storeId }, signal: options.signal }),
    /** SPEC 5: FAILED carries errors; the caller treats a call error as valid. */
    validateCard: (bin: string, options: CallOptions = {}) =>
      request<CardValidationResponse>(E.validateCard, { query: { bin }, signal: options.signal }),
    confirmOrder: (userId: string, body: ConfirmOrderBody, options: CallOptions = {}) =>
      request<ConfirmOrderResponse>(E.confirmOrder, { query: { userId }, body, signal: options.signal }),
    getRecentOrder: (options: CallOptions = {}) => request<RecentOrderResponse>(E.getRecentOrder, { signal: options.signal }),
    getOrderStatus: (orderTransactionId: string, options: CallOptions = {}) =>
      request<OrderStatusResponse>(E.getOrderStatus, { pathParams: { orderTransactionId }, signal: options.signal }),
    getOrderSummary: (orderTransactionId: string, options: CallOptions = {}) =>
      request<OrderSummary>(E.getOrderSummary, { pathParams: { orderTransactionId }, signal: options.signal }),
    getTransactionStatus: (orderTransactionId: string, options: CallOptions = {}) =>
      request<TransactionStatusResponse>(E.getTransactionStatus, { pathParams: { orderTransactionId }, signal: options.signal }),
    /** The customer gives up a pending payment; the answer says whether it had already been paid. */
    cancelPayment: (orderTransactionId: string, options: CallOptions = {}) =>
      request<TransactionStatusResponse>(E.cancelPayment, { pathParams: { orderTransactionId }, signal: options.signal }),
  };
}
