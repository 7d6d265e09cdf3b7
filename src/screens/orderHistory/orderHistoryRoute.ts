/** SPEC 2: an order's details are a view of /orderHistory, named by the orderId query. */
import { ROUTES, withQuery } from '@/domain/navigation';

export const ORDER_ID_QUERY = 'orderId';

export function orderDetailsRoute(orderId: string): string {
  return withQuery(ROUTES.orderHistory, { [ORDER_ID_QUERY]: orderId });
}

/** The order a /orderHistory URL names; null for the list. */
export function orderIdOf(search: URLSearchParams): string | null {
  const orderId = search.get(ORDER_ID_QUERY)?.trim() ?? '';
  return orderId === '' ? null : orderId;
}
