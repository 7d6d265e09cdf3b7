/** SPEC 4: token refresh as a single flight shared by every request that meets a 401. */
import type { AnonymousSession } from '@/contract/accounts';
import { errorFromResponse, invalidJsonError, isSuccessStatus, sessionExpiredError, type ApiError } from './errors';
import { refreshModeFor, refreshRequest, sessionFromRefresh, type RefreshMode } from './session';
import type { ApiRequestInit, ApiResponse, RequestContext } from './types';
import type { Endpoint } from '@/contract/endpoints';

export interface SessionRefresherDeps {
  getContext: () => RequestContext;
  /** Sends a token call through the retry rules; throws only when no answer came. */
  send: (endpoint: Endpoint, init: ApiRequestInit) => Promise<ApiResponse>;
  onCredentials: (session: AnonymousSession) => void;
  onSessionExpired: (error: ApiError) => void;
}

export interface SessionRefresher {
  /** The app's context, with credentials that a refresh replaced swapped for the new ones. */
  currentContext: () => RequestContext;
  /** The refresh in flight, if any. */
  pending: () => Promise<AnonymousSession> | undefined;
  /** Joins the refresh in flight or starts one. */
  refresh: (mode: RefreshMode) => Promise<AnonymousSession>;
  /** After a 401 sent with `sentContext`: reuse a refresh that already happened, else refresh. */
  renewAfter: (sentContext: RequestContext) => Promise<unknown>;
  /** Reports a session that cannot be used (refresh failed or refreshes exhausted) and returns the error to throw. */
  expire: (status: number, body: unknown) => ApiError;
}

/** The access token a refresh replaced, and what replaced it. */
interface Replacement {
  staleAccessToken: string | undefined;
  session: AnonymousSession;
}

export function createSessionRefresher(deps: SessionRefresherDeps): SessionRefresher {
  let inFlight: Promise<AnonymousSession> | undefined;
  let replacement: Replacement | undefined;

  function currentContext(): RequestContext {
    const context = deps.getContext();
    if (!replacement || context.credentials?.accessToken !== replacement.staleAccessToken) return context;
    return { ...context, userId: replacement.session.userId, credentials: replacement.session.credentials };
  }

  function expire(status: number, body: unknown): ApiError {
    const error = sessionExpiredError(status, body);
    deps.onSessionExpired(error);
    return error;
  }

  /** Network, timeout and service failures are not an expired session: they reject waiters as they are. */
  async function performRefresh(mode: RefreshMode): Promise<AnonymousSession> {
    const context = currentContext();
    const { endpoint, init } = refreshRequest(mode, context);
    const answer = await deps.send(endpoint, init);
    if (!isSuccessStatus(answer.status)) {
      const error = errorFromResponse(answer.status, answer.data);
      throw error.kind === 'service' ? error : expire(answer.status, answer.data);
    }
    const session = sessionFromRefresh(mode, context, answer.data);
    if (!session) throw invalidJsonError(answer.status);
    replacement = { staleAccessToken: context.credentials?.accessToken, session };
    deps.onCredentials(session);
    return session;
  }

  function refresh(mode: RefreshMode): Promise<AnonymousSession> {
    inFlight ??= performRefresh(mode).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  function renewAfter(sentContext: RequestContext): Promise<unknown> {
    const current = currentContext();
    if (current.credentials?.accessToken !== sentContext.credentials?.accessToken) return Promise.resolve(current);
    return refresh(refreshModeFor(current));
  }

  return { currentContext, pending: () => inFlight, refresh, renewAfter, expire };
}
