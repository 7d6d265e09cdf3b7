/** Named endpoints (SPEC 7) with the flags the retry rules (SPEC 8) read. */
import { PATHS } from './contract';
import { ANONYMOUS_500_RETRIES } from '@/domain/constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type EndpointCategory =
  | 'cart'
  | 'order'
  | 'payment'
  | 'token'
  | 'config'
  | 'content'
  | 'tracking'
  | 'user'
  | 'menu'
  | 'store'
  | 'location'
  | 'loyalty'
  | 'feedback'
  | 'rail';

export interface Endpoint {
  /** May hold `{name}` placeholders; `{storeId}` and `{cartId}` are filled from the request context. */
  readonly path: string;
  readonly method: HttpMethod;
  readonly category: EndpointCategory;
  /** Called with the user's credentials: a 401 means they expired, so the client refreshes and retries. */
  readonly auth: boolean;
  /** SPEC 8: a 403 retries once with the default store. */
  readonly storeSpecific?: boolean;
  /** SPEC 8: how often a 500 is retried (anonymous-token and bucket calls). */
  readonly serverErrorRetries?: number;
}

/** SPEC 8: network failures are retried only on these. */
export const NETWORK_RETRY_CATEGORIES: ReadonlySet<EndpointCategory> = new Set(['cart', 'order', 'payment', 'token']);

export const ENDPOINTS = {
  createAnonymousUser: {
    path: PATHS.anonymousUser,
    method: 'POST',
    category: 'token',
    auth: false,
    serverErrorRetries: ANONYMOUS_500_RETRIES,
  },
  refreshAnonymousToken: { path: PATHS.refreshAnonymousToken, method: 'POST', category: 'token', auth: false },
  refreshToken: { path: PATHS.refreshToken, method: 'POST', category: 'token', auth: false },
  getConfig: { path: PATHS.config, method: 'GET', category: 'config', auth: true },
  getAppConfig: { path: PATHS.appConfig, method: 'GET', category: 'config', auth: true },
  getNavMenu: { path: PATHS.navMenu, method: 'GET', category: 'content', auth: true },
  getAlerts: { path: PATHS.alerts, method: 'GET', category: 'content', auth: true },
  getWidgets: { path: PATHS.widgets, method: 'GET', category: 'content', auth: true },
  trackUsage: { path: PATHS.usageTracking, method: 'POST', category: 'tracking', auth: true },
} as const satisfies Record<string, Endpoint>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** SPEC 7: placeholder store or cart ids in paths are substituted. */
export function resolvePath(
  path: string,
  ids: { storeId?: string; cartId?: string },
  pathParams: Record<string, string> = {},
): string {
  return path.replace(PLACEHOLDER, (_match, name: string) => {
    const value = pathParams[name] ?? (name === 'storeId' ? ids.storeId : name === 'cartId' ? ids.cartId : undefined);
    if (value === undefined) throw new Error(`No value for path placeholder {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}
