/** SPEC 8 retry rules as pure decisions over one attempt's outcome and the request's tally so far. */
import { INTERNAL_SERVER_ERROR_STATUS, type ApiError } from './errors';
import type { RequestContext } from './types';
import type { Endpoint, EndpointCategory } from '@/contract/endpoints';
import { JSON_RETRIES, NETWORK_RETRIES, TOKEN_REFRESH_RETRIES } from '@/domain/constants';

/** SPEC 8: network failures are retried only on these. */
export const NETWORK_RETRY_CATEGORIES: ReadonlySet<EndpointCategory> = new Set(['cart', 'order', 'payment', 'token']);

export const UNAUTHORIZED = 401;
export const FORBIDDEN = 403;

/** Retries already spent by one request. */
export interface AttemptTally {
  network: number;
  invalidJson: number;
  refreshes: number;
  serverErrors: number;
  /** Store id sent after a 403, once used. */
  defaultStoreId?: string;
}

export function newTally(): AttemptTally {
  return { network: 0, invalidJson: 0, refreshes: 0, serverErrors: 0 };
}

/** SPEC 8: lost connections retry up to 3 times on cart, order, payment and token endpoints; timeouts do not. */
export function canRetryNetwork(endpoint: Endpoint, error: ApiError, tally: AttemptTally): boolean {
  return error.kind === 'network' && NETWORK_RETRY_CATEGORIES.has(endpoint.category) && tally.network < NETWORK_RETRIES;
}

/** SPEC 8: a success answer that is not JSON retries up to 3 times. */
export function canRetryInvalidJson(tally: AttemptTally): boolean {
  return tally.invalidJson < JSON_RETRIES;
}

/** SPEC 4: a 401 on a credentialed endpoint asks for a token refresh. */
export function isExpiredCredentials(endpoint: Endpoint, status: number): boolean {
  return status === UNAUTHORIZED && endpoint.auth;
}

/** SPEC 4: at most 2 refreshes per request. */
export function canRefreshAgain(tally: AttemptTally): boolean {
  return tally.refreshes < TOKEN_REFRESH_RETRIES;
}

/** SPEC 8: 403 on a store-specific endpoint retries once with the default store. */
export function canRetryWithDefaultStore(
  endpoint: Endpoint,
  status: number,
  context: RequestContext,
  defaultStoreId: string | undefined,
  tally: AttemptTally,
): defaultStoreId is string {
  return (
    status === FORBIDDEN &&
    endpoint.storeSpecific === true &&
    defaultStoreId !== undefined &&
    tally.defaultStoreId === undefined &&
    context.storeId !== defaultStoreId
  );
}

/** SPEC 8: 500 retries only where the endpoint allows it (anonymous-token call: once). */
export function canRetryServerError(endpoint: Endpoint, status: number, tally: AttemptTally): boolean {
  return status === INTERNAL_SERVER_ERROR_STATUS && tally.serverErrors < (endpoint.serverErrorRetries ?? 0);
}
