/** One HTTP attempt over the single ofetch instance: headers, timeout, body read. No retry rules here. */
import { ofetch, type $Fetch, type FetchOptions } from 'ofetch';
import { raceAbort, startAttemptSignal } from './abort';
import { networkError, timeoutError, type ApiError } from './errors';
import { buildHeaders, definedHeaders, type ClientIdentity } from './headers';
import type { ApiRequestInit, RequestContext, RequestFetch } from './types';
import { currentLanguage } from '@/i18n/language';
import type { Endpoint } from '@/contract/endpoints';

/** What one attempt produced: an answer (any status) or no answer. */
export type AttemptOutcome = { type: 'answer'; status: number; data: unknown; invalidJson: boolean } | { type: 'failure'; error: ApiError };

export interface TransportSettings {
  baseURL: string;
  identity: ClientIdentity;
  timeoutMs: number;
  fetch?: RequestFetch;
}

export type Transport = (endpoint: Endpoint, init: ApiRequestInit, context: RequestContext) => Promise<AttemptOutcome>;

/** Hands ofetch's (url, init) call to a fetch that takes a Request, such as a Hono app's (which ignores aborts). */
function adaptRequestFetch(requestFetch: RequestFetch): typeof fetch {
  return (input, init) => raceAbort(Promise.resolve(requestFetch(new Request(input, init))), init?.signal ?? undefined);
}

/**
 * SPEC 8: statuses 200-599 never throw (`ignoreResponseError`); the body is read as text and parsed here,
 * so a broken JSON body is seen rather than passed on as a string. Retries are ours, so ofetch's are off.
 */
export function createFetcher(settings: TransportSettings): $Fetch {
  return ofetch.create(
    { baseURL: settings.baseURL, ignoreResponseError: true, retry: false, responseType: 'text' },
    settings.fetch ? { fetch: adaptRequestFetch(settings.fetch) } : {},
  );
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** SPEC 7: placeholder store or cart ids in paths are substituted. */
export function resolvePath(path: string, ids: { storeId?: string; cartId?: string }, pathParams: Record<string, string> = {}): string {
  return path.replace(PLACEHOLDER, (_match, name: string) => {
    const value = pathParams[name] ?? (name === 'storeId' ? ids.storeId : name === 'cartId' ? ids.cartId : undefined);
    if (value === undefined) throw new Error(`No value for path placeholder {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** An empty body is no data; anything else must be JSON. */
export function parseBody(text: string | undefined): { data: unknown; invalidJson: boolean } {
  if (text === undefined || text.trim() === '') return { data: undefined, invalidJson: false };
  try {
    return { data: JSON.parse(text) as unknown, invalidJson: false };
  } catch {
    return { data: text, invalidJson: true };
  }
}

export function createTransport(settings: TransportSettings): Transport {
  const fetcher = createFetcher(settings);
  return async function sendAttempt(endpoint, init, context) {
    const multipart = typeof FormData !== 'undefined' && init.body instanceof FormData;
    const attempt = startAttemptSignal(init.signal, init.timeoutMs ?? settings.timeoutMs);
    try {
      const options = {
        method: endpoint.method,
        headers: {
          ...buildHeaders(context, settings.identity, { multipart, now: Date.now(), language: currentLanguage() }),
          ...definedHeaders(init.headers ?? {}),
        },
        body: init.body as FetchOptions['body'],
        query: init.query,
        signal: attempt.signal,
      };
      const path = resolvePath(endpoint.path, context, init.pathParams);
      if (endpoint.responseType === 'blob') {
        const response = await fetcher.raw<Blob, 'blob'>(path, { ...options, responseType: 'blob' });
        if (response.ok && response._data) return { type: 'answer', status: response.status, data: response._data, invalidJson: false };
        return { type: 'answer', status: response.status, ...parseBody(await response._data?.text()) };
      }
      const response = await fetcher.raw<string, 'text'>(path, options);
      return { type: 'answer', status: response.status, ...parseBody(response._data) };
    } catch (error) {
      if (init.signal?.aborted) throw init.signal.reason;
      return { type: 'failure', error: attempt.timedOut() ? timeoutError(error) : networkError(error) };
    } finally {
      attempt.clear();
    }
  };
}
