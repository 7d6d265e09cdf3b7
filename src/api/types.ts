/** Types shared by the API client's modules. */
import type { AnonymousSession, Credentials, LoginAttributes } from '@/contract/accounts';
import type { Endpoint } from '@/contract/endpoints';
import type { ApiError } from './errors';
import type { DeliveryType, Source } from '@/domain/constants';

/** What the app knows when a call is made; read afresh for every attempt. */
export interface RequestContext {
  userId?: string;
  credentials?: Credentials;
  isLoggedIn: boolean;
  storeId?: string;
  cartId?: string;
  deliveryType: DeliveryType;
  childStoreId?: string;
  gaClientId?: string;
  mobile?: string;
  latitude?: number;
  longitude?: number;
  abVariant?: string;
}

/** A refreshed session; a logged-in refresh also carries the user's login attributes (SPEC 7). */
export interface RefreshedSession extends AnonymousSession {
  attributes?: LoginAttributes;
}

/** A fetch taking a Request: the global fetch, or a Hono app's `fetch` in tests. */
export type RequestFetch = (request: Request) => Response | Promise<Response>;

/**
 * A request's lost-connection retries: one started; `recovered`, it stopped retrying with the connection
 * back (an answer came) or because the caller stopped waiting; `gaveUp`, the connection stayed lost.
 */
export type NetworkRetryReport = 'retrying' | 'recovered' | 'gaveUp';

export interface ApiClientOptions {
  /** '' means same origin. With a custom `fetch` on Node it must be absolute. */
  baseURL: string;
  apiKey: string;
  clientType: string;
  source: Source;
  fetch?: RequestFetch;
  getContext: () => RequestContext;
  /** Called after every successful token refresh. */
  onCredentials: (session: RefreshedSession) => void;
  /** Called once per failed refresh (kind 'sessionExpired'). */
  onSessionExpired: (error: ApiError) => void;
  /** Resolves once the app holds credentials; calls to endpoints that need them wait for it first. */
  whenAuthenticated?: () => Promise<void>;
  /** Told when a request retries a lost connection, then whether it recovered or gave up (SPEC 8 network texts). */
  onNetworkRetry?: (report: NetworkRetryReport) => void;
  /** SPEC 8: store used when a store-specific endpoint answers 403. */
  defaultStoreId?: string;
  /** Default API_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Pause between network and invalid-JSON retries. */
  retryDelayMs?: number;
  /** false: 2xx answers are not checked against the contract (they are in development and tests; never in production). */
  checkResponses?: boolean;
}

/** Every domain function accepts this, so leaving a machine state cancels the call. */
export interface CallOptions {
  signal?: AbortSignal;
}

export type QueryValue = string | number | boolean | undefined;

export interface ApiRequestInit extends CallOptions {
  /** JSON-serialisable value, or FormData for uploads (sent multipart). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Values for `{name}` placeholders in the path; `{storeId}` and `{cartId}` come from the context. */
  pathParams?: Record<string, string>;
  /** Endpoint-specific headers, sent after the common set; undefined values are omitted. */
  headers?: Record<string, string | undefined>;
  /** This call's attempt timeout instead of the client's (SPEC 7: 30000 ms is the default, not the rule for every call). */
  timeoutMs?: number;
}

/** Any answer with status 200-599, after the retry rules ran; `data` is the parsed JSON body. */
export interface ApiResponse {
  status: number;
  data: unknown;
}

/** What the calls bound on demand (`ordersApi(client)`, `addressesApi(client)`, ...) need of the API client. */
export interface ApiTransport {
  request<T>(endpoint: Endpoint, init?: ApiRequestInit): Promise<T>;
}
