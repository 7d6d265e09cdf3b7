/** Menu calls (SPEC 7): a store's menu and toppings, EDV deals and the mix-and-match menu, favourites. */
import type {
  EdvDealResponse,
  EdvResponse,
  FavouriteBody,
  FavouritesResponse,
  MenuResponse,
  MixMatchResponse,
  ToppingsResponse,
} from '@/contract/menu';
import { ENDPOINTS } from '@/contract/endpoints';
import type { RequestFn } from './session';
import type { CallOptions } from './types';

export function menuApi(request: RequestFn) {
  return {
    /** SPEC 7 menu by store: categories in menu order, amounts in paise. */
    getMenu: (storeId: string, options: CallOptions = {}) =>
      request<MenuResponse>(ENDPOINTS.getMenu, { pathParams: { storeId }, signal: options.signal }),
    /** SPEC 7 toppings by store, amounts in paise. */
    getToppings: (storeId: string, options: CallOptions = {}) =>
      request<ToppingsResponse>(ENDPOINTS.getToppings, { pathParams: { storeId }, signal: options.signal }),
    /** SPEC 7 EDV by store. */
    getEdv: (storeId: string, options: CallOptions = {}) =>
      request<EdvResponse>(ENDPOINTS.getEdv, { pathParams: { storeId }, signal: options.signal }),
    /** SPEC 7 EDV by dealId. */
    getEdvDeal: (dealId: string, storeId: string, options: CallOptions = {}) =>
      request<EdvDealResponse>(ENDPOINTS.getEdvDeal, { pathParams: { dealId }, query: { storeId }, signal: options.signal }),
    /** SPEC 7 mix-and-match menu (medium and regular). */
    getMixMatch: (storeId: string, options: CallOptions = {}) =>
      request<MixMatchResponse>(ENDPOINTS.getMixMatch, { pathParams: { storeId }, signal: options.signal }),
    /** Logged-in owner only. */
    getFavourites: (userId: string, options: CallOptions = {}) =>
      request<FavouritesResponse>(ENDPOINTS.getFavourites, { pathParams: { userId }, signal: options.signal }),
    setFavourite: (userId: string, body: FavouriteBody, options: CallOptions = {}) =>
      request<FavouritesResponse>(ENDPOINTS.setFavourite, { pathParams: { userId }, body, signal: options.signal }),
  };
}
