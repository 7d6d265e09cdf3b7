/** The API client: one ofetch instance behind the SPEC 7 header set and the SPEC 8 retry rules. */
import { raceAbort } from './abort';
import { accountsApi } from './accounts';
import type { AnonymousSession } from '@/contract/accounts';
import { configApi } from './config';
import { contentApi } from './content';
import type { Endpoint } from '@/contract/endpoints';
import { errorFromResponse, isSuccessStatus } from './errors';
import { cartApi } from './cart';
import { locationsApi } from './locations';
import { menuApi } from './menu';
import { createPipeline, type Send } from './pipeline';
import { railApi } from './rail';
import { rewardsApi } from './rewards';
import { createSessionRefresher, type SessionRefresher } from './refresh';
import { sessionApi } from './session';
import { trackingApi } from './tracking';
import { createTransport } from './transport';
import { walletApi } from './wallet';
import type { ApiClientOptions, ApiRequestInit, CallOptions } from './types';
import { API_TIMEOUT_MS } from '@/domain/constants';

export type { ApiClientOptions, ApiRequestInit, CallOptions, RequestContext } from './types';

/** Development and tests check every answer against the contract; production builds leave the checker out. */
const CHECKS_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** A 2xx answer that breaks its endpoint's contract throws ResponseContractError; the checker is loaded on demand. */
function checkingAnswers(send: Send): Send {
  return async (endpoint, init) => {
    const answer = await send(endpoint, init);
    if (isSuccessStatus(answer.status)) (await import('./responseCheck')).checkResponse(endpoint, answer.data);
    return answer;
  };
}

/** Pause between network and invalid-JSON retries unless the options say otherwise. */
export const DEFAULT_RETRY_DELAY_MS = 300;

export interface ApiClient
  extends
    ReturnType<typeof sessionApi>,
    ReturnType<typeof configApi>,
    ReturnType<typeof contentApi>,
    ReturnType<typeof trackingApi>,
    ReturnType<typeof accountsApi>,
    ReturnType<typeof locationsApi>,
    ReturnType<typeof menuApi>,
    ReturnType<typeof railApi>,
    ReturnType<typeof rewardsApi>,
    ReturnType<typeof walletApi>,
    ReturnType<typeof cartApi> {
  /** Typed data for a 2xx answer (undefined when it has no body); throws ApiError otherwise. */
  request<T>(endpoint: Endpoint, init?: ApiRequestInit): Promise<T>;
  /** Any 200-599 answer after the retry rules, not thrown: for endpoints where e.g. 404 is an outcome. */
  send: Send;
  /** Explicit anonymous token refresh; joins a refresh in flight and notifies onCredentials / onSessionExpired. */
  refreshAnonymousToken(options?: CallOptions): Promise<AnonymousSession>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const sendAttempt = createTransport({
    baseURL: options.baseURL,
    identity: { apiKey: options.apiKey, clientType: options.clientType, source: options.source },
    timeoutMs: options.timeoutMs ?? API_TIMEOUT_MS,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const pipeline = createPipeline({
    sendAttempt,
    refresher: () => refresher,
    retryDelayMs: options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    ...(options.defaultStoreId !== undefined ? { defaultStoreId: options.defaultStoreId } : {}),
    ...(options.whenAuthenticated ? { whenAuthenticated: options.whenAuthenticated } : {}),
    ...(options.onNetworkRetry ? { onNetworkRetry: options.onNetworkRetry } : {}),
  });
  const send: Send = CHECKS_RESPONSES && options.checkResponses !== false ? checkingAnswers(pipeline) : pipeline;
  const refresher: SessionRefresher = createSessionRefresher({
    getContext: options.getContext,
    send,
    onCredentials: options.onCredentials,
    onSessionExpired: options.onSessionExpired,
  });

  async function request<T>(endpoint: Endpoint, init: ApiRequestInit = {}): Promise<T> {
    const answer = await send(endpoint, init);
    if (!isSuccessStatus(answer.status)) throw errorFromResponse(answer.status, answer.data);
    return answer.data as T;
  }

  return {
    request,
    send,
    refreshAnonymousToken: (callOptions: CallOptions = {}) => raceAbort(refresher.refresh('anonymous'), callOptions.signal),
    ...sessionApi(request),
    ...configApi(request),
    ...contentApi(request),
    ...trackingApi(request),
    ...accountsApi(request, send),
    ...locationsApi(request),
    ...menuApi(request),
    ...railApi(request),
    ...rewardsApi(request),
    ...walletApi(request),
    ...cartApi(request),
  };
}
