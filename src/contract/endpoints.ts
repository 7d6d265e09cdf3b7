/**
 * The one endpoint table (SPEC 7 calls; SPEC 8 retry flags): path, method, auth, category and the schemas
 * of each call's body, query and answer, by name. The client sends through it and, in development and
 * tests, checks answers against it; the server validates requests with it. Free of zod (schema names
 * only), so the landing page can read it.
 */
import { ANONYMOUS_500_RETRIES } from '@/domain/constants';
import { PATHS } from './paths';
import type { SchemaName } from './schemas';

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
  | 'rail'
  /** The simulated third parties' pages and development aids: never called by the app. */
  | 'sandbox';

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
  /** The JSON body's schema. */
  readonly body?: SchemaName;
  /** The body may be left out: it then counts as `{}`. */
  readonly bodyOptional?: boolean;
  /** A form-encoded body's schema (HTML form posts). */
  readonly form?: SchemaName;
  /** The query string's schema. */
  readonly query?: SchemaName;
  /** The schema of a 2xx answer's body (`noContent` when it has none). */
  readonly response: SchemaName;
}

export const ENDPOINTS = {
  // Sessions and login. Login calls need no credentials and a 401 from them refuses the login (password,
  // social token): not an expired session to refresh. SPEC 8 retries their network failures.
  createAnonymousUser: {
    path: PATHS.anonymousUser,
    method: 'POST',
    category: 'token',
    auth: false,
    serverErrorRetries: ANONYMOUS_500_RETRIES,
    response: 'anonymousSession',
  },
  refreshAnonymousToken: {
    path: PATHS.refreshAnonymousToken,
    method: 'POST',
    category: 'token',
    auth: false,
    body: 'refreshAnonymousBody',
    response: 'anonymousSession',
  },
  refreshToken: {
    path: PATHS.refreshToken,
    method: 'POST',
    category: 'token',
    auth: false,
    body: 'refreshTokenBody',
    response: 'refreshTokenResponse',
  },
  sendOtp: { path: PATHS.sendOtp, method: 'POST', category: 'token', auth: false, body: 'sendOtpBody', response: 'otpSentResponse' },
  sendLoyaltyOtp: {
    path: PATHS.sendLoyaltyOtp,
    method: 'POST',
    category: 'token',
    auth: false,
    body: 'sendOtpBody',
    response: 'otpSentResponse',
  },
  validateOtp: {
    path: PATHS.validateOtp,
    method: 'POST',
    category: 'token',
    auth: false,
    body: 'validateOtpBody',
    response: 'loginResponse',
  },
  passwordLogin: {
    path: PATHS.passwordLogin,
    method: 'POST',
    category: 'token',
    auth: false,
    body: 'passwordLoginBody',
    response: 'loginResponse',
  },
  forgotPassword: {
    path: PATHS.forgotPassword,
    method: 'POST',
    category: 'token',
    auth: false,
    body: 'forgotPasswordBody',
    response: 'otpSentResponse',
  },
  socialLoginValidate: {
    path: PATHS.socialLoginValidate,
    method: 'POST',
    category: 'token',
    auth: false,
    body: 'socialLoginBody',
    response: 'loginResponse',
  },
  socialSignup: {
    path: PATHS.socialSignup,
    method: 'POST',
    category: 'token',
    auth: false,
    body: 'socialSignupBody',
    response: 'loginResponse',
  },
  // Sent while the session is being cleared (the server accepts an expired token): no waiting, no refresh.
  logout: {
    path: PATHS.logout,
    method: 'POST',
    category: 'token',
    auth: false,
    body: 'logoutBody',
    bodyOptional: true,
    response: 'noContent',
  },

  // The logged-in owner's account.
  getProfile: { path: PATHS.profile, method: 'GET', category: 'user', auth: true, response: 'profile' },
  updateProfile: { path: PATHS.profile, method: 'PUT', category: 'user', auth: true, body: 'profileUpdateBody', response: 'profile' },
  deleteAccount: { path: PATHS.deleteAccount, method: 'DELETE', category: 'user', auth: true, response: 'noContent' },
  setPassword: { path: PATHS.setPassword, method: 'PUT', category: 'user', auth: true, body: 'setPasswordBody', response: 'noContent' },
  getWalletSummary: { path: PATHS.walletSummary, method: 'GET', category: 'user', auth: true, response: 'walletSummary' },
  getAddresses: { path: PATHS.addresses, method: 'GET', category: 'user', auth: true, response: 'addressListResponse' },
  addAddress: { path: PATHS.addresses, method: 'POST', category: 'user', auth: true, body: 'addressBody', response: 'savedAddress' },
  updateAddress: { path: PATHS.address, method: 'PUT', category: 'user', auth: true, body: 'addressBody', response: 'savedAddress' },
  deleteAddress: { path: PATHS.address, method: 'DELETE', category: 'user', auth: true, response: 'noContent' },

  // Configuration and content.
  getConfig: { path: PATHS.config, method: 'GET', category: 'config', auth: true, response: 'configResponse' },
  getAppConfig: { path: PATHS.appConfig, method: 'GET', category: 'config', auth: true, response: 'appConfig' },
  getNavMenu: { path: PATHS.navMenu, method: 'GET', category: 'content', auth: true, response: 'navMenuResponse' },
  getAlerts: { path: PATHS.alerts, method: 'GET', category: 'content', auth: true, response: 'alertsResponse' },
  getWidgets: { path: PATHS.widgets, method: 'GET', category: 'content', auth: true, response: 'widgetsResponse' },
  trackUsage: {
    path: PATHS.usageTracking,
    method: 'POST',
    category: 'tracking',
    auth: true,
    body: 'usageTrackingBody',
    response: 'usageEventRecorded',
  },

  // Places and stores.
  placeAutocomplete: {
    path: PATHS.placeAutocomplete,
    method: 'GET',
    category: 'location',
    auth: true,
    query: 'placeInputQuery',
    response: 'autocompleteResponse',
  },
  geocode: { path: PATHS.geocode, method: 'GET', category: 'location', auth: true, query: 'placeInputQuery', response: 'geocodeResponse' },
  reverseGeocode: {
    path: PATHS.reverseGeocode,
    method: 'GET',
    category: 'location',
    auth: true,
    query: 'pointQuery',
    response: 'geocodeResponse',
  },
  getLocalities: {
    path: PATHS.localities,
    method: 'GET',
    category: 'location',
    auth: true,
    query: 'localitiesQuery',
    response: 'localitiesResponse',
  },
  getCities: { path: PATHS.cities, method: 'GET', category: 'location', auth: true, response: 'citiesResponse' },
  getNearestStores: {
    path: PATHS.nearestStores,
    method: 'GET',
    category: 'store',
    auth: true,
    query: 'nearestStoresQuery',
    response: 'storesResponse',
  },
  getCityStores: {
    path: PATHS.cityStores,
    method: 'GET',
    category: 'store',
    auth: true,
    query: 'cityStoresQuery',
    response: 'storesResponse',
  },
  getPickupCities: {
    path: PATHS.pickupCities,
    method: 'GET',
    category: 'store',
    auth: true,
    query: 'pickupCitiesQuery',
    response: 'pickupCitiesResponse',
  },
  getPickupStoreAddress: { path: PATHS.pickupStoreAddress, method: 'GET', category: 'store', auth: true, response: 'pickupStoreAddress' },
  lookupStore: {
    path: PATHS.storeLookup,
    method: 'POST',
    category: 'store',
    auth: true,
    body: 'storeLookupBody',
    response: 'storeLookupResponse',
  },

  // Menu, EDV and favourites.
  getMenu: { path: PATHS.storeMenu, method: 'GET', category: 'menu', auth: true, response: 'menuResponse' },
  getToppings: { path: PATHS.storeToppings, method: 'GET', category: 'menu', auth: true, response: 'toppingsResponse' },
  getEdv: { path: PATHS.storeEdv, method: 'GET', category: 'menu', auth: true, response: 'edvResponse' },
  getEdvDeal: { path: PATHS.edvDeal, method: 'GET', category: 'menu', auth: true, query: 'edvDealQuery', response: 'edvDealResponse' },
  getMixMatch: { path: PATHS.storeMixMatch, method: 'GET', category: 'menu', auth: true, response: 'mixMatchResponse' },
  getFavourites: { path: PATHS.favourites, method: 'GET', category: 'menu', auth: true, response: 'favouritesResponse' },
  setFavourite: {
    path: PATHS.favourites,
    method: 'POST',
    category: 'menu',
    auth: true,
    body: 'favouriteBody',
    response: 'favouritesResponse',
  },

  // Cart, coupons and offers.
  getCart: { path: PATHS.cart, method: 'GET', category: 'cart', auth: true, response: 'cartResponse' },
  putCart: { path: PATHS.cart, method: 'PUT', category: 'cart', auth: true, body: 'cartPutBody', response: 'cartResponse' },
  addCartItems: { path: PATHS.cartItems, method: 'POST', category: 'cart', auth: true, body: 'cartItemsBody', response: 'cartResponse' },
  applyPromo: { path: PATHS.cartPromo, method: 'GET', category: 'cart', auth: true, response: 'promoResponse' },
  removePromo: { path: PATHS.cartPromo, method: 'DELETE', category: 'cart', auth: true, response: 'cartResponse' },
  getUpsell: { path: PATHS.cartUpsell, method: 'GET', category: 'cart', auth: true, response: 'upsellResponse' },
  getDeals: { path: PATHS.deals, method: 'GET', category: 'content', auth: true, query: 'dealsQuery', response: 'dealsResponse' },
  getDeal: { path: PATHS.deal, method: 'GET', category: 'content', auth: true, response: 'deal' },

  // Checkout and payments.
  getPaymentOptions: {
    path: PATHS.paymentOptions,
    method: 'GET',
    category: 'payment',
    auth: true,
    query: 'paymentOptionsQuery',
    response: 'paymentOptionsResponse',
  },
  validateCard: {
    path: PATHS.cardValidation,
    method: 'GET',
    category: 'payment',
    auth: true,
    query: 'cardValidationQuery',
    response: 'cardValidationResponse',
  },
  confirmOrder: {
    path: PATHS.confirmOrder,
    method: 'POST',
    category: 'order',
    auth: true,
    body: 'confirmOrderBody',
    query: 'confirmOrderQuery',
    response: 'confirmOrderResponse',
  },
  getRecentOrder: { path: PATHS.recentOrder, method: 'GET', category: 'order', auth: true, response: 'recentOrderResponse' },
  getOrderStatus: { path: PATHS.orderStatus, method: 'GET', category: 'order', auth: true, response: 'orderStatusResponse' },
  getOrderSummary: { path: PATHS.orderSummary, method: 'GET', category: 'order', auth: true, response: 'orderSummary' },
  getTransactionStatus: {
    path: PATHS.transactionStatus,
    method: 'GET',
    category: 'payment',
    auth: true,
    response: 'transactionStatusResponse',
  },
  /** SPEC 7 polling with pollingData.method POST. */
  pollTransactionStatus: {
    path: PATHS.transactionStatus,
    method: 'POST',
    category: 'payment',
    auth: true,
    response: 'transactionStatusResponse',
  },
  cancelPayment: { path: PATHS.cancelPayment, method: 'POST', category: 'payment', auth: true, response: 'transactionStatusResponse' },
  /** The gateway's server calls this, signed by the `checksum` header. */
  receivePaymentCallback: {
    path: PATHS.paymentCallback,
    method: 'POST',
    category: 'payment',
    auth: false,
    body: 'gatewayCallbackBody',
    response: 'callbackAck',
  },

  // After the order.
  getOrderHistory: {
    path: PATHS.orderHistory,
    method: 'GET',
    category: 'order',
    auth: true,
    query: 'orderHistoryQuery',
    response: 'orderHistoryPage',
  },
  getOrderDetails: { path: PATHS.orderDetails, method: 'GET', category: 'order', auth: true, response: 'orderDetailsResponse' },
  getOrderTracker: { path: PATHS.orderTracker, method: 'GET', category: 'order', auth: true, response: 'trackerResponse' },
  trackOtherOrder: {
    path: PATHS.trackOtherOrder,
    method: 'GET',
    category: 'order',
    auth: true,
    query: 'trackOtherOrderQuery',
    response: 'trackerResponse',
  },
  setOrderFavourite: {
    path: PATHS.orderFavourite,
    method: 'PUT',
    category: 'order',
    auth: true,
    body: 'favouriteOrderBody',
    response: 'noContent',
  },
  reorder: { path: PATHS.reorder, method: 'POST', category: 'cart', auth: true, response: 'reorderResponse' },
  refundToWallet: { path: PATHS.refundToWallet, method: 'POST', category: 'order', auth: true, response: 'orderDetailsResponse' },
  getInvoice: { path: PATHS.orderInvoice, method: 'GET', category: 'order', auth: true, responseType: 'blob', response: 'invoiceFile' },

  // The sandbox identity provider and, outside production, the SMS outbox.
  authorizeSocialSandbox: {
    path: PATHS.socialSandboxAuthorize,
    method: 'GET',
    category: 'sandbox',
    auth: false,
    query: 'socialSandboxAuthorizeQuery',
    response: 'htmlPage',
  },
  consentSocialSandbox: {
    path: PATHS.socialSandboxConsent,
    method: 'POST',
    category: 'sandbox',
    auth: false,
    form: 'socialSandboxConsentForm',
    response: 'noContent',
  },
  getSmsOutbox: {
    path: PATHS.devSmsOutbox,
    method: 'GET',
    category: 'sandbox',
    auth: false,
    query: 'smsOutboxQuery',
    response: 'smsOutboxResponse',
  },
} as const satisfies Record<string, Endpoint>;
