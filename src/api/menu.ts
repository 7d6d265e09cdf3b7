/** Menu calls (SPEC 7): a store's menu and its toppings. */
import type { MenuResponse, ToppingsResponse } from './contract';
import { ENDPOINTS } from './endpoints';
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
  };
}
