/** SPEC 7: the header set sent on every call. */
import type { RequestContext } from './types';
import { DEFAULT_DELIVERY_TYPE, DELIVERY_TYPE, SOURCE_DESKTOP, SOURCE_MOBILE, type Source } from '@/domain/constants';
import { LANGUAGE_HEADER, LOCALES, type Language } from '@/i18n/languages';

export const HEADER = {
  apiKey: 'api_key',
  authToken: 'authToken',
  sessionToken: 'sessiontoken',
  userId: 'userId',
  storeId: 'storeId',
  cartId: 'cartId',
  isLoggedIn: 'isLoggedIn',
  clientType: 'client_type',
  source: 'source',
  requestId: 'requestid',
  deliveryType: 'deliveryType',
  childStoreId: 'childStoreId',
  gaClientId: 'ga_client_id',
  mobile: 'mobile',
  latitude: 'u_lat',
  longitude: 'u_long',
  abVariant: 'ab_variant',
  refreshToken: 'refreshToken',
  /** SPEC 7 loyalty enrol: where the enrolment came from (the page, the landing widget). */
  utm: 'utm',
  contentType: 'Content-Type',
  language: LANGUAGE_HEADER,
  acceptLanguage: 'Accept-Language',
} as const;

export const JSON_CONTENT_TYPE = 'application/json';
export const REQUEST_ID_LOGGED_IN_PREFIX = 'pwa-';
export const REQUEST_ID_ANONYMOUS_PREFIX = 'anon';

/** The caller's fixed identity, from the client options. */
export interface ClientIdentity {
  apiKey: string;
  clientType: string;
  source: Source;
}

const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/** SPEC 7: `source` is PWA18 on mobile, NewDesktop otherwise. */
export function detectSource(userAgent: string): Source {
  return MOBILE_USER_AGENT.test(userAgent) ? SOURCE_MOBILE : SOURCE_DESKTOP;
}

/** SPEC 7: 'pwa-' + user id when logged in, else 'anon' + timestamp. */
export function requestId(context: RequestContext, now: number): string {
  return context.isLoggedIn && context.userId !== undefined
    ? `${REQUEST_ID_LOGGED_IN_PREFIX}${context.userId}`
    : `${REQUEST_ID_ANONYMOUS_PREFIX}${now}`;
}

/** SPEC 7: childStoreId only travels with delivery orders. */
function childStoreIdFor(context: RequestContext): string | undefined {
  return (context.deliveryType ?? DEFAULT_DELIVERY_TYPE) === DELIVERY_TYPE.delivery ? context.childStoreId : undefined;
}

export function definedHeaders(entries: Record<string, string | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(entries)) {
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

/**
 * The common header set; headers without a value are left out. Content-Type is JSON except for
 * FormData bodies, where the runtime sets multipart with its boundary.
 */
export function buildHeaders(
  context: RequestContext,
  identity: ClientIdentity,
  options: { multipart: boolean; now: number; language: Language },
): Record<string, string> {
  return definedHeaders({
    [HEADER.apiKey]: identity.apiKey,
    [HEADER.authToken]: context.credentials?.accessToken,
    [HEADER.sessionToken]: context.credentials?.sessionToken,
    [HEADER.userId]: context.userId,
    [HEADER.storeId]: context.storeId,
    [HEADER.cartId]: context.cartId,
    [HEADER.isLoggedIn]: String(context.isLoggedIn),
    [HEADER.clientType]: identity.clientType,
    [HEADER.source]: identity.source,
    [HEADER.requestId]: requestId(context, options.now),
    [HEADER.deliveryType]: context.deliveryType ?? DEFAULT_DELIVERY_TYPE,
    [HEADER.childStoreId]: childStoreIdFor(context),
    [HEADER.gaClientId]: context.gaClientId,
    [HEADER.mobile]: context.mobile || undefined,
    [HEADER.latitude]: context.latitude?.toString(),
    [HEADER.longitude]: context.longitude?.toString(),
    [HEADER.abVariant]: context.abVariant,
    [HEADER.contentType]: options.multipart ? undefined : JSON_CONTENT_TYPE,
    // The server answers errors in the customer's language (its own header first, then the standard one).
    [HEADER.language]: options.language,
    [HEADER.acceptLanguage]: LOCALES[options.language],
  });
}
