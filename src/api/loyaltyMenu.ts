/**
 * Loyalty menu items (SPEC 7; SPEC 6 logged-in customers only): the free regular pizzas a Pizza Pals member adds at
 * Rs 0. Bound to the client by the machine that needs it (`loyaltyMenuApi(client)`), so none of it reaches the landing page.
 */
import type { LoyaltyMenuResponse } from '@/contract/loyaltyMenu';
import { ENDPOINTS } from '@/contract/endpoints';
import type { ApiTransport, CallOptions } from './types';

export function loyaltyMenuApi({ request }: ApiTransport) {
  return {
    getLoyaltyMenu: (storeId: string, options: CallOptions = {}) =>
      request<LoyaltyMenuResponse>(ENDPOINTS.getLoyaltyMenu, { query: { storeId }, signal: options.signal }),
  };
}
