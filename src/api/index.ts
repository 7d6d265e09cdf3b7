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
export { ENDPOINTS, NETWORK_RETRY_CATEGORIES, type Endpoint, type EndpointCategory, type HttpMethod } from './endpoints';
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
export * from './contract';
