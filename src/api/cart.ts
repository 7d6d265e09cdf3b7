/** Cart calls (SPEC 7): the caller's cart, priced by the server; coupons, upsell and the offers list. */
import type { CartItemsBody, CartPutBody, CartResponse, Deal, DealsResponse, PromoResponse, UpsellResponse } from '@/contract/cart';
import { ENDPOINTS } from '@/contract/endpoints';
import type { RequestFn } from './session';
import type { CallOptions } from './types';

export function cartApi(request: RequestFn) {
  return {
    getCart: (options: CallOptions = {}) => request<CartResponse>(ENDPOINTS.getCart, { signal: options.signal }),
    /** Replaces the cart; refused whole (errors[0]) when a line or a SPEC 9 limit fails. */
    putCart: (body: CartPutBody, options: CallOptions = {}) => request<CartResponse>(ENDPOINTS.putCart, { body, signal: options.signal }),
    addCartItems: (body: CartItemsBody, options: CallOptions = {}) =>
      request<CartResponse>(ENDPOINTS.addCartItems, { body, signal: options.signal }),
    /** SPEC 5: SUCCESS applies the coupon; FAILED carries the message to show. */
    applyPromo: (code: string, options: CallOptions = {}) =>
      request<PromoResponse>(ENDPOINTS.applyPromo, { pathParams: { code }, signal: options.signal }),
    removePromo: (code: string, options: CallOptions = {}) =>
      request<CartResponse>(ENDPOINTS.removePromo, { pathParams: { code }, signal: options.signal }),
    getUpsell: (options: CallOptions = {}) => request<UpsellResponse>(ENDPOINTS.getUpsell, { signal: options.signal }),
    getDeals: (storeId: string, options: CallOptions = {}) =>
      request<DealsResponse>(ENDPOINTS.getDeals, { query: { storeId }, signal: options.signal }),
    getDeal: (code: string, options: CallOptions = {}) =>
      request<Deal>(ENDPOINTS.getDeal, { pathParams: { code }, signal: options.signal }),
  };
}
