/** Content calls (SPEC 7): nav menu, alerts, the landing widgets list and each widget's content. */
import type { AlertsResponse, NavMenuResponse, WidgetContent, WidgetsResponse } from '@/contract/content';
import { ENDPOINTS } from '@/contract/endpoints';
import type { RequestFn } from './session';
import type { CallOptions } from './types';

export function contentApi(request: RequestFn) {
  return {
    getNavMenu: (options: CallOptions = {}) => request<NavMenuResponse>(ENDPOINTS.getNavMenu, { signal: options.signal }),
    getAlerts: (options: CallOptions = {}) => request<AlertsResponse>(ENDPOINTS.getAlerts, { signal: options.signal }),
    getWidgets: (options: CallOptions = {}) => request<WidgetsResponse>(ENDPOINTS.getWidgets, { signal: options.signal }),
    /** The content link of a widgets list entry. */
    getWidgetContent: (widgetId: string, options: CallOptions = {}) =>
      request<WidgetContent>(ENDPOINTS.getWidgetContent, { pathParams: { widgetId }, signal: options.signal }),
  };
}
