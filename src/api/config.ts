/** Config calls (SPEC 7): config and app config. */
import type { AppConfig, ConfigResponse } from './contract';
import { ENDPOINTS } from './endpoints';
import type { RequestFn } from './session';
import type { CallOptions } from './types';

export function configApi(request: RequestFn) {
  return {
    getConfig: (options: CallOptions = {}) => request<ConfigResponse>(ENDPOINTS.getConfig, { signal: options.signal }),
    getAppConfig: (options: CallOptions = {}) => request<AppConfig>(ENDPOINTS.getAppConfig, { signal: options.signal }),
  };
}
