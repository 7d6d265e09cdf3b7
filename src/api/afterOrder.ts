/**
 * After-order calls (SPEC 7): order history, recent orders, details, tracker, track another order, favourite order,
 * reorder, refund to wallet and invoice. Bound to the client by the screens that need them (`afterOrderApi(client)`),
 * not composed into the client, so none of it reaches the landing page.
 */
import type {
  FavouriteOrderBody,
  OrderDetailsResponse,
  OrderHistoryPage,
  RecentOrdersResponse,
  ReorderResponse,
  TrackerResponse,
} from '@/contract/afterOrder';
import { ENDPOINTS } from '@/contract/endpoints';
import type { ApiTransport, CallOptions } from './types';

export function afterOrderApi({ request }: ApiTransport) {
  const E = ENDPOINTS;
  return {
    getOrderHistory: (pageNo: number, favourites: boolean, options: CallOptions = {}) =>
      request<OrderHistoryPage>(E.getOrderHistory, {
        query: favourites ? { pageNo, favourites: 'true' } : { pageNo },
        signal: options.signal,
      }),
    /** SPEC 7 recent orders: the logged-in customer's latest placed orders, at most SPEC 9 quickOrderCount. */
    getRecentOrders: (options: CallOptions = {}) => request<RecentOrdersResponse>(E.getRecentOrders, { signal: options.signal }),
    getOrderDetails: (orderId: string, options: CallOptions = {}) =>
      request<OrderDetailsResponse>(E.getOrderDetails, { pathParams: { orderId }, signal: options.signal }),
    getOrderTracker: (orderId: string, options: CallOptions = {}) =>
      request<TrackerResponse>(E.getOrderTracker, { pathParams: { orderId }, signal: options.signal }),
    /** SPEC 7 track-other-order: by the customer's mobile and the Slice order id. */
    trackOtherOrder: (mobile: string, sliceOrderId: string, options: CallOptions = {}) =>
      request<TrackerResponse>(E.trackOtherOrder, { query: { mobile, orderId: sliceOrderId }, signal: options.signal }),
    setOrderFavourite: (orderId: string, favourite: boolean, options: CallOptions = {}) =>
      request<void>(E.setOrderFavourite, {
        pathParams: { orderId },
        body: { favourite } satisfies FavouriteOrderBody,
        signal: options.signal,
      }),
    reorder: (orderId: string, options: CallOptions = {}) =>
      request<ReorderResponse>(E.reorder, { pathParams: { orderId }, signal: options.signal }),
    /** The failed order's gateway refund goes to the Slice wallet as Refund Points; answers the order details after it. */
    refundToWallet: (orderId: string, options: CallOptions = {}) =>
      request<OrderDetailsResponse>(E.refundToWallet, { pathParams: { orderId }, signal: options.signal }),
    /** The PDF; a 400 is thrown as ApiError carrying the server's errors[0] message. */
    getInvoice: (orderId: string, options: CallOptions = {}) =>
      request<Blob>(E.getInvoice, { pathParams: { orderId }, signal: options.signal }),
  };
}
