/** Public surface of the API layer. */
export { createApiClient, DEFAULT_RETRY_DELAY_MS, type ApiClient } from './client';
export { detectSource, HEADER } from './headers';
export type {
  ApiClientOptions,
  ApiRequestInit,
  ApiResponse,
  CallOptions,
  QueryValue,
  RefreshedSession,
  RequestContext,
  RequestFetch,
} from './types';
export type { SocialLoginResult } from './accounts';
export { NETWORK_RETRY_CATEGORIES } from './retryRules';
export {
  ApiError,
  ERROR_CODES,
  errorFromResponse,
  isApiError,
  serverErrorItem,
  toApiError,
  type ApiErrorInit,
  type ApiErrorKind,
} from './errors';
export { getApiClient, setApiClient } from './holder';
