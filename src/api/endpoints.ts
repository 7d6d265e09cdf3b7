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
  /** 'blob': a 2xx body is handed over as a Blob (files such as the invoice); error bodies are still JSON. */
  readonly responseType?: 'json' | 'blob';
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
  // Login calls need no credentials and a 401 from them refuses the login (password, social token):
  // not an expired session to refresh. SPEC 8 retries their network failures.
  sendOtp: { path: PATHS.sendOtp, method: 'POST', category: 'token', auth: false },
  sendLoyaltyOtp: { path: PATHS.sendLoyaltyOtp, method: 'POST', category: 'token', auth: false },
  validateOtp: { path: PATHS.validateOtp, method: 'POST', category: 'token', auth: false },
  passwordLogin: { path: PATHS.passwordLogin, method: 'POST', category: 'token', auth: false },
  forgotPassword: { path: PATHS.forgotPassword, method: 'POST', category: 'token', auth: false },
  socialLoginValidate: { path: PATHS.socialLoginValidate, method: 'POST', category: 'token', auth: false },
  socialSignup: { path: PATHS.socialSignup, method: 'POST', category: 'token', auth: false },
  // Sent while the session is being cleared (the server accepts an expired token): no waiting, no refresh.
  logout: { path: PATHS.logout, method: 'POST', category: 'token', auth: false },
  getWalletSummary: { path: PATHS.walletSummary, method: 'GET', category: 'user', auth: true },
  placeAutocomplete: { path: PATHS.placeAutocomplete, method: 'GET', category: 'location', auth: true },
  geocode: { path: PATHS.geocode, method: 'GET', category: 'location', auth: true },
  reverseGeocode: { path: PATHS.reverseGeocode, method: 'GET', category: 'location', auth: true },
  getLocalities: { path: PATHS.localities, method: 'GET', category: 'location', auth: true },
  getCities: { path: PATHS.cities, method: 'GET', category: 'location', auth: true },
  getNearestStores: { path: PATHS.nearestStores, method: 'GET', category: 'store', auth: true },
  getCityStores: { path: PATHS.cityStores, method: 'GET', category: 'store', auth: true },
  getPickupCities: { path: PATHS.pickupCities, method: 'GET', category: 'store', auth: true },
  getPickupStoreAddress: { path: PATHS.pickupStoreAddress, method: 'GET', category: 'store', auth: true },
  lookupStore: { path: PATHS.storeLookup, method: 'POST', category: 'store', auth: true },
  getMenu: { path: PATHS.storeMenu, method: 'GET', category: 'menu', auth: true },
  getToppings: { path: PATHS.storeToppings, method: 'GET', category: 'menu', auth: true },
  getCart: { path: PATHS.cart, method: 'GET', category: 'cart', auth: true },
  putCart: { path: PATHS.cart, method: 'PUT', category: 'cart', auth: true },
  addCartItems: { path: PATHS.cartItems, method: 'POST', category: 'cart', auth: true },
  applyPromo: { path: PATHS.cartPromo, method: 'GET', category: 'cart', auth: true },
  removePromo: { path: PATHS.cartPromo, method: 'DELETE', category: 'cart', auth: true },
  getUpsell: { path: PATHS.cartUpsell, method: 'GET', category: 'cart', auth: true },
  getDeals: { path: PATHS.deals, method: 'GET', category: 'content', auth: true },
  getDeal: { path: PATHS.deal, method: 'GET', category: 'content', auth: true },
  getEdv: { path: PATHS.storeEdv, method: 'GET', category: 'menu', auth: true },
  getEdvDeal: { path: PATHS.edvDeal, method: 'GET', category: 'menu', auth: true },
  getMixMatch: { path: PATHS.storeMixMatch, method: 'GET', category: 'menu', auth: true },
  getFavourites: { path: PATHS.favourites, method: 'GET', category: 'menu', auth: true },
  setFavourite: { path: PATHS.favourites, method: 'POST', category: 'menu', auth: true },
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
