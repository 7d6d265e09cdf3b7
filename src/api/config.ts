/** Config calls (SPEC 7): config and app config. */
import type { AppConfig, ConfigResponse } from '@/contract/config';
import { ENDPOINTS } from '@/contract/endpoints';
import type { RequestFn } from './session';
import type { CallOptions } from './types';

export function configApi(request: RequestFn) {
  return {
    getConfig: (options: CallOptions = {}) => request<ConfigResponse>(ENDPOINTS.getConfig, { signal: options.signal }),
    getAppConfig: (options: CallOptions = {}) => request<AppConfig>(ENDPOINTS.getAppConfig, { signal: options.signal }),
  };
}
