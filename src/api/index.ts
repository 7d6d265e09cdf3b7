/** Public surface of the API layer. */
export { createApiClient, type ApiClient } from './client';
export { detectSource } from './headers';
export type { ApiRequestInit, NetworkRetryReport, RequestContext } from './types';
export { getApiClient, setApiClient } from './holder';
