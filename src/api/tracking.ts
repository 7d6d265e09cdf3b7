/** Usage tracking (SPEC 7, action SAVE_UA_TRACKING). Whether to call it and logging failures are the caller's. */
import type { UsageTrackingBody } from '@/contract/tracking';
import { ENDPOINTS } from '@/contract/endpoints';
import type { RequestFn } from './session';
import type { CallOptions } from './types';

export function trackingApi(request: RequestFn) {
  return {
    trackUsage: async (body: UsageTrackingBody, options: CallOptions = {}): Promise<void> => {
      await request<unknown>(ENDPOINTS.trackUsage, { body, signal: options.signal });
    },
  };
}
