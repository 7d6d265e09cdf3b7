/** Checkout calls (SPEC 7): payment options, card validation, confirm order batch, polling and order status. */
import type {
  CardValidationResponse,
  ConfirmOrderBody,
  ConfirmOrderResponse,
  OrderStatusResponse,
  OrderSummary,
  PaymentOptionsResponse,
  RecentOrderResponse,
  TransactionStatusResponse,
} from './contract';
import { ENDPOINTS } from './endpoints';
import type { RequestFn } from './session';
import type { CallOptions } from './types';

export function ordersApi(request: RequestFn) {
  return {
    getPaymentOptions: (storeId: string, options: CallOptions = {}) =>
      request<PaymentOptionsResponse>(ENDPOINTS.getPaymentOptions, { query: { storeId }, signal: options.signal }),
    /** SPEC 5: FAILED carries errors; the caller treats a call error as valid. */
    validateCard: (bin: string, options: CallOptions = {}) =>
      request<CardValidationResponse>(ENDPOINTS.validateCard, { query: { bin }, signal: options.signal }),
    confirmOrder: (userId: string, body: ConfirmOrderBody, options: CallOptions = {}) =>
      request<ConfirmOrderResponse>(ENDPOINTS.confirmOrder, { query: { userId }, body, signal: options.signal }),
    getRecentOrder: (options: CallOptions = {}) => request<RecentOrderResponse>(ENDPOINTS.getRecentOrder, { signal: options.signal }),
    getOrderStatus: (orderTransactionId: string, options: CallOptions = {}) =>
      request<OrderStatusResponse>(ENDPOINTS.getOrderStatus, { pathParams: { orderTransactionId }, signal: options.signal }),
    getOrderSummary: (orderTransactionId: string, options: CallOptions = {}) =>
      request<OrderSummary>(ENDPOINTS.getOrderSummary, { pathParams: { orderTransactionId }, signal: options.signal }),
    getTransactionStatus: (orderTransactionId: string, options: CallOptions = {}) =>
      request<TransactionStatusResponse>(ENDPOINTS.getTransactionStatus, { pathParams: { orderTransactionId }, signal: options.signal }),
    /** The customer gives up a pending payment; the answer says whether it had already been paid. */
    cancelPayment: (orderTransactionId: string, options: CallOptions = {}) =>
      request<TransactionStatusResponse>(ENDPOINTS.cancelPayment, { pathParams: { orderTransactionId }, signal: options.signal }),
  };
}
