/** Content calls (SPEC 7): nav menu, alerts, landing widgets. */
import type { AlertsResponse, NavMenuResponse, WidgetsResponse } from '@/contract/content';
import { ENDPOINTS } from '@/contract/endpoints';
import type { RequestFn } from './session';
import type { CallOptions } from './types';

export function contentApi(request: RequestFn) {
  return {
    getNavMenu: (options: CallOptions = {}) => request<NavMenuResponse>(ENDPOINTS.getNavMenu, { signal: options.signal }),
    getAlerts: (options: CallOptions = {}) => request<AlertsResponse>(ENDPOINTS.getAlerts, { signal: options.signal }),
    getWidgets: (options: CallOptions = {}) => request<WidgetsResponse>(ENDPOINTS.getWidgets, { signal: options.signal }),
  };
}
