/** Session calls (SPEC 7): anonymous user, and the two token refresh requests. */
import type { AnonymousSession, Credentials, RefreshAnonymousBody, RefreshTokenBody, RefreshTokenResponse } from '@/contract/accounts';
import { ENDPOINTS, type Endpoint } from '@/contract/endpoints';
import { HEADER } from './headers';
import type { ApiRequestInit, CallOptions, RefreshedSession, RequestContext } from './types';

export type RequestFn = <T>(endpoint: Endpoint, init?: ApiRequestInit) => Promise<T>;

export type RefreshMode = 'anonymous' | 'loggedIn';

export function refreshModeFor(context: RequestContext): RefreshMode {
  return context.isLoggedIn ? 'loggedIn' : 'anonymous';
}

/** A refresh needs a refresh token, and for a logged-in user also the user id. */
export function canRefresh(context: RequestContext, mode: RefreshMode): boolean {
  return context.credentials?.refreshToken !== undefined && (mode === 'anonymous' || context.userId !== undefined);
}

/** SPEC 7: anonymous refresh sends userId as a header (part of the common set) and the refresh token in the body. */
function anonymousRefreshRequest(context: RequestContext): { endpoint: Endpoint; init: ApiRequestInit } {
  const body: RefreshAnonymousBody = { refreshToken: context.credentials?.refreshToken ?? '' };
  return { endpoint: ENDPOINTS.refreshAnonymousToken, init: { body } };
}

/** SPEC 7: logged-in refresh sends userId and refreshToken in headers and body. */
function loggedInRefreshRequest(context: RequestContext): { endpoint: Endpoint; init: ApiRequestInit } {
  const body: RefreshTokenBody = { userId: context.userId ?? '', refreshToken: context.credentials?.refreshToken ?? '' };
  return {
    endpoint: ENDPOINTS.refreshToken,
    init: { body, headers: { [HEADER.userId]: body.userId, [HEADER.refreshToken]: body.refreshToken } },
  };
}

export function refreshRequest(mode: RefreshMode, context: RequestContext): { endpoint: Endpoint; init: ApiRequestInit } {
  return mode === 'loggedIn' ? loggedInRefreshRequest(context) : anonymousRefreshRequest(context);
}

function isCredentials(value: unknown): value is Credentials {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Credentials).accessToken === 'string' &&
    typeof (value as Credentials).refreshToken === 'string'
  );
}

/** Both refresh answers become the same session shape (plus attributes when logged in); undefined without credentials. */
export function sessionFromRefresh(mode: RefreshMode, context: RequestContext, data: unknown): RefreshedSession | undefined {
  const answer = data as Partial<AnonymousSession & RefreshTokenResponse> | undefined;
  if (!isCredentials(answer?.credentials)) return undefined;
  const userId = mode === 'anonymous' && typeof answer?.userId === 'string' ? answer.userId : context.userId;
  if (userId === undefined) return undefined;
  const attributes =
    mode === 'loggedIn' && typeof answer?.attributes === 'object' && answer.attributes !== null ? answer.attributes : undefined;
  return attributes ? { userId, credentials: answer.credentials, attributes } : { userId, credentials: answer.credentials };
}

export function sessionApi(request: RequestFn) {
  return {
    /** SPEC 7: no body; the answer becomes the anonymous credentials. */
    createAnonymousUser: (options: CallOptions = {}) =>
      request<AnonymousSession>(ENDPOINTS.createAnonymousUser, { signal: options.signal }),
  };
}
