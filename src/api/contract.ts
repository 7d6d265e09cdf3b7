/**
 * The wire contract between src/api and server/: paths and JSON shapes.
 * SPEC 7 names endpoints without paths; these are ours. Both sides import this file.
 */
import type { AddressLabel } from '@/domain/address';
import type { AppConfigDefaults, DeliveryType } from '@/domain/constants';
import type { OrderStatusLabel } from '@/domain/orderStatus';
import type { Language } from '@/i18n/languages';

export const API_PREFIX = '/api/v1';

export const PATHS = {
  config: `${API_PREFIX}/config`,
  appConfig: `${API_PREFIX}/app-config`,
  navMenu: `${API_PREFIX}/nav-menu`,
  alerts: `${API_PREFIX}/alerts`,
  widgets: `${API_PREFIX}/widgets`,
  anonymousUser: `${API_PREFIX}/users/anonymous`,
  refreshAnonymousToken: `${API_PREFIX}/token/refresh/anonymous`,
  refreshToken: `${API_PREFIX}/token/refresh`,
  sendOtp: `${API_PREFIX}/auth/otp/send`,
  sendLoyaltyOtp: `${API_PREFIX}/auth/otp/send-loyalty`,
  validateOtp: `${API_PREFIX}/auth/otp/validate`,
  passwordLogin: `${API_PREFIX}/auth/password/login`,
  forgotPassword: `${API_PREFIX}/auth/password/forgot`,
  socialLoginValidate: `${API_PREFIX}/auth/social/validate`,
  /** SPEC 7 '{product}-login': completes sign-up of a social identity with a mobile number. */
  socialSignup: `${API_PREFIX}/auth/slice-login`,
  logout: `${API_PREFIX}/auth/logout`,
  /** The sandbox identity provider's consent page (HTML); query redirect_uri and state. */
  socialSandboxAuthorize: `${API_PREFIX}/sandbox/social/authorize`,
  /** The consent page's form posts here (form-encoded); answers 302 to redirect_uri with `#token=...&state=...`. */
  socialSandboxConsent: `${API_PREFIX}/sandbox/social/consent`,
  profile: `${API_PREFIX}/users/{userId}/profile`,
  deleteAccount: `${API_PREFIX}/users/{userId}`,
  walletSummary: `${API_PREFIX}/users/{userId}/wallet`,
  /** PUT SetPasswordBody: the logged-in owner sets or replaces the password; answers 204. */
  setPassword: `${API_PREFIX}/users/{userId}/password`,
  /** Outside production only: the SMS messages the built-in provider "sent"; query mobile. */
  devSmsOutbox: `${API_PREFIX}/dev/sms-outbox`,
  usageTracking: `${API_PREFIX}/tracking`,
  /** GET, query `input`: AutocompleteResponse from the place provider. */
  placeAutocomplete: `${API_PREFIX}/places/autocomplete`,
  /** GET, query `input`: GeocodeResponse for the best matching place; 404 PLACE_NOT_FOUND. */
  geocode: `${API_PREFIX}/places/geocode`,
  /** GET, query `latitude`, `longitude`: GeocodeResponse for the nearest known locality. */
  reverseGeocode: `${API_PREFIX}/places/reverse-geocode`,
  /** GET, query `orderDeliveryType`, `latitude`, `longitude`: StoresResponse, nearest first. */
  nearestStores: `${API_PREFIX}/stores/nearest`,
  /** GET, query `orderDeliveryType` and optional `latitude`, `longitude`: StoresResponse of one city. */
  cityStores: `${API_PREFIX}/stores/cities/{city}`,
  /** GET, query `delivery_type`: PickupCitiesResponse. */
  pickupCities: `${API_PREFIX}/stores/pickup-cities`,
  /** GET: PickupStoreAddress; 404 STORE_NOT_FOUND. */
  pickupStoreAddress: `${API_PREFIX}/stores/{storeId}/pickup-address`,
  /** POST StoreLookupBody: StoreLookupResponse, or errors[0] with a STORE_ERROR_CODES code. */
  storeLookup: `${API_PREFIX}/stores/lookup`,
  /** GET: MenuResponse of the store (SPEC 7 menu by store), with ETag and Cache-Control; 304 on a matching If-None-Match; 404 STORE_NOT_FOUND. */
  storeMenu: `${API_PREFIX}/stores/{storeId}/menu`,
  /** GET: ToppingsResponse of the store (SPEC 7 toppings by store), cached like storeMenu; 404 STORE_NOT_FOUND. */
  storeToppings: `${API_PREFIX}/stores/{storeId}/toppings`,
  /** GET: the caller's CartResponse (an empty cart when none); PUT CartPutBody: replaces items, tip and charges, answers CartResponse. */
  cart: `${API_PREFIX}/cart`,
  /** POST CartItemsBody: adds items (merged by the SPEC 5 rule), answers CartResponse. */
  cartItems: `${API_PREFIX}/cart/items`,
  /** GET: validates and applies the coupon to the caller's cart (PromoResponse); DELETE: removes it (CartResponse). */
  cartPromo: `${API_PREFIX}/cart/promos/{code}`,
  /** GET: UpsellResponse, products of the store worth adding to the cart. */
  cartUpsell: `${API_PREFIX}/cart/upsell`,
  /** GET, query `storeId`: DealsResponse, the offers list. */
  deals: `${API_PREFIX}/deals`,
  /** GET: one Deal with its terms; 404 DEAL_NOT_FOUND. */
  deal: `${API_PREFIX}/deals/{code}`,
  /** GET: EdvResponse, the store's everyday-value deals (SPEC 7 EDV by store). */
  storeEdv: `${API_PREFIX}/stores/{storeId}/edv`,
  /** GET, query `storeId`: EdvDealResponse (SPEC 7 EDV by dealId); 404 DEAL_NOT_FOUND. */
  edvDeal: `${API_PREFIX}/edv/{dealId}`,
  /** GET: MixMatchResponse (SPEC 7 mix-and-match menu: edvMixMatchMenu medium and regular). */
  storeMixMatch: `${API_PREFIX}/stores/{storeId}/edv/mix-match`,
  /** Logged-in owner only. GET: FavouritesResponse; POST FavouriteBody: FavouritesResponse. */
  favourites: `${API_PREFIX}/users/{userId}/favourites`,
  /** GET, query `storeId`: PaymentOptionsResponse (methods, last successful method, wallet balance). */
  paymentOptions: `${API_PREFIX}/payment/options`,
  /** GET, query `bin` (first 6 digits): CardValidationResponse (SPEC 5 server card validation). */
  cardValidation: `${API_PREFIX}/payment/card-validation`,
  /** POST ConfirmOrderBody, query `userId`: ConfirmOrderResponse (SPEC 7 confirm order batch); idempotent per idempotencyKey. */
  confirmOrder: `${API_PREFIX}/orders/confirm`,
  /** GET: RecentOrderResponse, the caller's latest order (SPEC 8 duplicate-order warning). */
  recentOrder: `${API_PREFIX}/orders/recent`,
  /** GET: OrderStatusResponse (SPEC 7 order status by order transaction id). */
  orderStatus: `${API_PREFIX}/orders/status/{orderTransactionId}`,
  /** GET: OrderSummary of the order paid by this transaction (thank-you page). */
  orderSummary: `${API_PREFIX}/orders/transactions/{orderTransactionId}`,
  /** GET or POST (SPEC 7 polling, server-given url): TransactionStatusResponse. */
  transactionStatus: `${API_PREFIX}/payments/transactions/{orderTransactionId}/status`,
  /** POST (no body): the customer gives up a pending payment; TransactionStatusResponse after it (SUCCESS when the gateway had already been paid, else FAILED). */
  cancelPayment: `${API_PREFIX}/payments/transactions/{orderTransactionId}/cancel`,
  /** POST from the gateway: GatewayCallbackBody with header `checksum`; a bad checksum changes nothing (400). */
  paymentCallback: `${API_PREFIX}/payments/callback`,
  /** GET, query `pageNo` (1-based) and optional `favourites=true`: OrderHistoryPage, newest first (SPEC 7; pages appended). */
  orderHistory: `${API_PREFIX}/orders/history`,
  /** GET: OrderDetailsResponse of one of the caller's orders; 404 ORDER_NOT_FOUND. */
  orderDetails: `${API_PREFIX}/orders/{orderId}`,
  /** GET: TrackerResponse of one of the caller's orders (SPEC 7 tracker); 404 ORDER_NOT_FOUND. */
  orderTracker: `${API_PREFIX}/orders/{orderId}/tracker`,
  /** GET, query `mobile` and `orderId` (the Slice order id): TrackerResponse (SPEC 7 track-other-order); 404 when they do not match. */
  trackOtherOrder: `${API_PREFIX}/orders/track`,
  /** PUT FavouriteOrderBody: 204 (SPEC 7 favourite order save); the caller's own order only. */
  orderFavourite: `${API_PREFIX}/orders/{orderId}/favourite`,
  /** POST (no body): ReorderResponse; the caller's cart becomes the order's items still available, at its store. */
  reorder: `${API_PREFIX}/orders/{orderId}/reorder`,
  /** POST (no body): OrderDetailsResponse after the failed order's gateway refund went to the Slice wallet as Refund Points; 400 errors[0] when that is no longer possible (see refundToWalletAvailable). */
  refundToWallet: `${API_PREFIX}/orders/{orderId}/refund-to-wallet`,
  /** GET: application/pdf `invoice-{sliceOrderId}.pdf` (SPEC 7 invoice); 400 errors[0] when the order has none (not confirmed). */
  orderInvoice: `${API_PREFIX}/orders/{orderId}/invoice`,
  /** The sandbox gateway's hosted payment page for a payment id (HTML; card, net banking, wallet, UPI collect). */
  sandboxGatewayPay: `${API_PREFIX}/sandbox/gateway/pay/{paymentId}`,
  /** Logged-in owner only. GET: AddressListResponse; POST AddressBody: 201 SavedAddress. */
  addresses: `${API_PREFIX}/users/{userId}/addresses`,
  /** Logged-in owner only. PUT AddressBody: SavedAddress; DELETE: 204. 404 ADDRESS_NOT_FOUND. */
  address: `${API_PREFIX}/users/{userId}/addresses/{addressId}`,
  /** GET, optional query `city`: LocalitiesResponse. */
  localities: `${API_PREFIX}/localities`,
  /** GET: CitiesResponse. */
  cities: `${API_PREFIX}/cities`,
} as const;

/** SPEC 8: one error shape for every failure: `errors[0]`. */
export interface ErrorItem {
  code: string;
  displayMsg: string;
  description?: string;
  header?: string;
  btnMsg?: string;
}
export interface ErrorBody {
  errors: ErrorItem[];
}

/** SPEC 3: user credentials. Access tokens are signed and expire at `expiresAt` (epoch ms). */
export interface Credentials {
  accessKeyId: string;
  sessionToken: string;
  accessToken: string;
  refreshToken: string;
  secretKey: string;
  expiresAt: number;
}

/** POST anonymousUser and POST refreshAnonymousToken answer this. */
export interface AnonymousSession {
  userId: string;
  credentials: Credentials;
}

/** Body of POST refreshAnonymousToken. */
export interface RefreshAnonymousBody {
  refreshToken: string;
}

/** SPEC 7: body of POST refreshToken (logged in); userId and refreshToken also travel as headers. */
export interface RefreshTokenBody {
  userId: string;
  refreshToken: string;
}

/** POST refreshToken answers this. */
export interface RefreshTokenResponse {
  credentials: Credentials;
  attributes: LoginAttributes;
}

/** SPEC 3 login attributes, returned by every login and by the logged-in refresh. */
export interface LoginAttributes {
  cartId: string;
  cognitoLoggedin: boolean;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  mobile: string;
  phoneNumberVerified: boolean;
  sub: string;
  userId: string;
  isVip: boolean;
  /** Orders placed in the last 90 days. */
  frequency: number;
  /** The language the customer chose on any device; null until they choose one. */
  language: Language | null;
}

/** Every successful login (OTP, password, social, social sign-up) answers this. */
export interface LoginResponse {
  status: 'SUCCESS';
  userId: string;
  cognitoId: string;
  credentials: Credentials;
  attributes: LoginAttributes;
}

/** POST sendOtp / sendLoyaltyOtp body (SPEC 7). */
export interface SendOtpBody {
  mobile: string;
  firstName?: string;
  lastName?: string;
}
/** POST sendOtp, sendLoyaltyOtp and forgotPassword answer this. */
export interface OtpSentResponse {
  status: 'SUCCESS';
  /** Seconds until a new code may be requested (OTP_RESEND_SECONDS). */
  resendAfterSec: number;
  /** Seconds the code stays valid. */
  expiresInSec: number;
}

/** POST validateOtp body (SPEC 7). */
export interface ValidateOtpBody {
  mobile: string;
  code: string;
  /** The screen that asked: 'login' or 'forgotPassword'. */
  screenName: string;
}

export interface PasswordLoginBody {
  mobile: string;
  password: string;
}

export interface ForgotPasswordBody {
  mobile: string;
}

/** PUT setPassword body. */
export interface SetPasswordBody {
  password: string;
}
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** POST logout body, optional: without it (or with everywhere false) only the caller's session ends. */
export interface LogoutBody {
  everywhere?: boolean;
}

/** POST socialLoginValidate body (SPEC 7). 404 means the social identity has no account yet. */
export interface SocialLoginBody {
  mobile?: string;
  code?: string;
  email: string;
  source: 'sandbox';
  firstName: string;
  lastName: string;
  /** The identity provider's signed token. */
  token: string;
}

/** POST socialSignup body (SPEC 7 '{product}-login'). */
export interface SocialSignupBody {
  mobile: string;
  /** The login OTP sent to `mobile` by sendOtp: proves the customer owns the number. */
  code: string;
  email: string;
  source: 'sandbox';
  firstName: string;
  lastName: string;
  token: string;
}

/** GET profile answers this; PUT profile takes ProfileUpdateBody and answers Profile. */
export interface Profile {
  userId: string;
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
  /** The language the customer chose; null until they choose one. */
  language: Language | null;
}
/** PUT profile changes only the fields it carries (at least one): a customer edits one field at a time. */
export type ProfileUpdateBody = Partial<Pick<Profile, 'firstName' | 'lastName' | 'email'>> & { language?: Language };

/** GET walletSummary (SPEC 3 walletSummary): balance in rupees, default 0. */
export interface WalletSummary {
  totalBalance: number;
  loyaltyProgram: string | null;
}

/** GET devSmsOutbox answers this, newest first. */
export interface SmsOutboxResponse {
  messages: { mobile: string; text: string; sentAt: number }[];
}

/** GET config: SPEC 3 Config. `features` is a JSON string, as in SPEC. */
export interface ConfigResponse {
  disableCookies: boolean;
  vendorConfig: { blockedFeatures: string[]; partners: Record<string, { blockedFeatures: string[] }> };
  features: string;
  isDefaultWalletApplied: boolean;
  /** Map tile URL template with {z}, {x}, {y} (server setting MAP_TILE_URL); maps work without tiles. */
  mapTileUrl: string;
}

/** GET appConfig: SPEC 9 defaults plus the feature switches the app reads. */
export type AppConfig = { -readonly [K in keyof AppConfigDefaults]: number } & {
  luhnCheckEnabled: boolean;
  uaTrackingEnabled: boolean;
  offersConfettiEnabled: boolean;
  blacklistedPaymentMethods: string[];
};

export interface NavMenuItem {
  id: string;
  label: string;
  /** An app route (starts with '/') or an external https URL. */
  link: string;
  requiresLogin: boolean;
}
export interface NavMenuResponse {
  items: NavMenuItem[];
}

export interface AlertItem {
  id: string;
  message: string;
  severity: 'info' | 'warning';
}
export interface AlertsResponse {
  alerts: AlertItem[];
}

/** SPEC 2 banner targets. */
export const BANNER_TARGETS = [
  'hygiene',
  'edv',
  'irctc',
  'favourite',
  'offers',
  'world cup',
  'leaderboard',
  'essentials',
] as const;
export type BannerTarget = (typeof BANNER_TARGETS)[number];

export interface Banner {
  id: string;
  title: string;
  subtitle: string;
  /** Path of the project's own image, e.g. /images/banners/edv.svg */
  image: string;
  altText: string;
  target: BannerTarget;
}
export interface WidgetsResponse {
  banners: Banner[];
}

/** SPEC 7 usage tracking, action SAVE_UA_TRACKING. */
export interface UsageTrackingBody {
  data: {
    userAgent: string;
    platform: 'PWA';
    userId: string;
    timestamp: number;
    pageName: string;
    referrer: string;
    action: 'SAVE_UA_TRACKING';
    actionType: string;
    properties: Record<string, string | number | boolean>;
  };
}

/** errors[0].code values of the accounts endpoints; the client decides inline message, popup or logout by them. */
export const AUTH_ERROR_CODES = {
  invalidOtp: 'INVALID_OTP',
  otpExpired: 'OTP_EXPIRED',
  /** SPEC 8: after 5 wrong codes: 'Validation failed. please verify your number again.' */
  otpAttemptsExceeded: 'OTP_ATTEMPTS_EXCEEDED',
  otpResendTooSoon: 'OTP_RESEND_TOO_SOON',
  rateLimited: 'RATE_LIMITED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** Social sign-in of an identity with no account: answered with status 404. */
  unknownSocialUser: 'USER_NOT_FOUND',
  invalidSocialToken: 'INVALID_SOCIAL_TOKEN',
  mobileTaken: 'MOBILE_ALREADY_REGISTERED',
  /** The server ended the session (logout elsewhere, deleted account): SPEC 8 'You have been logged out. Please login again.' */
  sessionEnded: 'SESSION_ENDED',
  /** SPEC 6 'Unauthorized_access': a resource of another user. */
  unauthorizedAccess: 'Unauthorized_access',
} as const;

/** A place of the gazetteer, as place search and geocoding answer it. */
export interface GeoPlace {
  /** Stable id of the place: select it to geocode again. */
  placeId: string;
  /** 'Koramangala, Bengaluru, Karnataka 560095'. */
  formattedAddress: string;
  locality: string;
  subLocality: string | null;
  city: string;
  state: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

/** GET placeAutocomplete: best matches first, at most the store search limit. */
export interface AutocompleteResponse {
  predictions: GeoPlace[];
}

/** GET geocode / reverseGeocode. */
export interface GeocodeResponse {
  place: GeoPlace;
}

/** SPEC 3 Store with its distance from the asked point (km, 1 decimal) when a point was given. */
export interface StoreSummary {
  id: string;
  name: string;
  city: string;
  region: string;
  address: string;
  latitude: number;
  longitude: number;
  /** SPEC 3: 1 online, 0 offline. */
  online: 0 | 1;
  advanceOrderStoreId: string | null;
  distanceKm: number | null;
}

/** GET nearestStores (within maxShownDistance; store list 4, takeaway 3) and cityStores. */
export interface StoresResponse {
  stores: StoreSummary[];
}

/** GET pickupCities: cities with at least one pickup store, by name. */
export interface PickupCitiesResponse {
  cities: string[];
}

/** GET pickupStoreAddress. */
export interface PickupStoreAddress {
  storeId: string;
  name: string;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
}

/** POST storeLookup body (SPEC 7): the point to serve, optionally a saved address of the caller. */
export interface StoreLookupBody {
  latitude: number;
  longitude: number;
  address_id?: string;
  /** Pickup types: the store the customer chose from a list; it must serve the point's area and be online. */
  storeId?: string;
  deliveryType: DeliveryType;
}

/** POST storeLookup answer (SPEC 3 store lookup). */
export interface StoreLookupResponse {
  data: { id: string; advanceOrderStoreId: string | null; online: 0 | 1 };
  storeData: { childStoreId: string };
  /** The nearest gazetteer locality, null when none is known. */
  geoCodeData: GeoPlace | null;
}

/** errors[0].code values of the store, place and address endpoints. */
export const STORE_ERROR_CODES = {
  /** SPEC 4/8: the store serving the point is offline. */
  storeNotAvailable: '2.STORENA',
  /** SPEC 8 'We Do not Deliver Here': no store's delivery area covers the point. */
  notServiceable: 'LOCATION_NOT_SERVICEABLE',
  storeNotFound: 'STORE_NOT_FOUND',
  placeNotFound: 'PLACE_NOT_FOUND',
  addressNotFound: 'ADDRESS_NOT_FOUND',
} as const;

export type { AddressLabel };

/** SPEC 3 address_component: dropped from the payload when all its values are empty. */
export type AddressComponent = Record<string, string>;

/** POST addresses / PUT address body (SPEC 3 Address and its form fields). */
export interface AddressBody {
  label: AddressLabel;
  firstName: string;
  lastName: string;
  fullName?: string;
  mobile_no: string;
  email: string;
  /** Society/ street. */
  address: string;
  houseNo: string;
  locality: string;
  sub_locality?: string;
  city: string;
  area1?: string;
  area2?: string;
  latitude: number;
  longitude: number;
  deliveryType?: DeliveryType;
  address_component?: AddressComponent;
}

/** A saved address; childStoreId is the store delivering there (null when none does). */
export interface SavedAddress extends Omit<AddressBody, 'fullName' | 'sub_locality' | 'area1' | 'area2' | 'deliveryType'> {
  address_id: string;
  fullName: string;
  sub_locality: string;
  area1: string;
  area2: string;
  deliveryType: DeliveryType;
  childStoreId: string | null;
}

/** GET addresses, newest first. */
export interface AddressListResponse {
  addresses: SavedAddress[];
}

/** GET localities. */
export interface LocalitiesResponse {
  localities: GeoPlace[];
}

/** GET cities. */
export interface CitiesResponse {
  cities: { id: number; name: string; state: string }[];
}

/** SPEC 3 menu item food type. */
export const FOOD_TYPES = ['VEG', 'NON_VEG'] as const;
export type FoodType = (typeof FOOD_TYPES)[number];

/** SPEC 3 product `type` (its meaning is not in SPEC; ours): 1 is chosen by crust, size and toppings, 0 is sold as is. */
export const PRODUCT_TYPES = { simple: 0, customisable: 1 } as const;
export type ProductType = (typeof PRODUCT_TYPES)[keyof typeof PRODUCT_TYPES];

/** A size a crust is baked in. Amounts on the menu are integer paise. */
export interface MenuSize {
  sizeId: number;
  /** R, M or L. */
  code: string;
  name: string;
  /** How many people it serves. */
  serves: number;
  /** Paise. */
  price: number;
}

/** A crust a pizza is sold in, with its sizes in menu order. */
export interface MenuCrust {
  crustId: number;
  code: string;
  name: string;
  sizes: MenuSize[];
}

/** SPEC 3 menu item. */
export interface MenuProduct {
  id: number;
  menuCode: string;
  /** Pizzas' codes start with PIZ. */
  code: string;
  name: string;
  description: string;
  /** Paise: the price it is shown at; an item's price, or a pizza's price in its default crust and size. */
  defaultPrice: number;
  /** Paise: a pizza's price in its default crust and size; null for items sold without a crust. */
  defaultCrustPrice: number | null;
  /** Topping ids the product comes with. */
  defaultToppings: number[];
  /** Topping ids that may be added. */
  allowedToppings: number[];
  /** Crusts in menu order; the first crust and its first size are the default. Empty for items sold as is. */
  crust: MenuCrust[];
  foodType: FoodType;
  type: ProductType;
  /** Path of the project's own image, e.g. /images/menu/piz-101.svg */
  image: string;
  /** False when the store cannot sell it now (SPEC 8 'Temporarily out of stock'). */
  inStock: boolean;
}

/** SPEC 3 menu category (SPEC 2 ids) with its products in menu order. */
export interface MenuCategory {
  categoryId: number;
  categoryName: string;
  data: MenuProduct[];
}

/** The store a menu belongs to. */
export interface MenuStore {
  id: string;
  name: string;
  address: string;
  city: string;
}

/** GET storeMenu (SPEC 7: status and data): categories in menu order. */
export interface MenuResponse {
  status: 'SUCCESS';
  store: MenuStore;
  data: MenuCategory[];
}

/** A topping a store offers. */
export interface Topping {
  id: number;
  code: string;
  name: string;
  foodType: FoodType;
  /** Paise. */
  price: number;
}

/** GET storeToppings (SPEC 7: status and data). */
export interface ToppingsResponse {
  status: 'SUCCESS';
  data: Topping[];
}

// Cart, promos, deals, EDV and favourites (SPEC 3 Cart and Cart item, SPEC 5, SPEC 7, SPEC 8, SPEC 9).

/** errors[0].code values of the cart endpoints. */
export const CART_ERROR_CODES = {
  /** SPEC 9 maximumcartitems or maximumcartprice exceeded: 'Sorry, only a limited quantity of this product can be ordered.' */
  limitExceeded: 'CART_LIMIT_EXCEEDED',
  /** A product, crust, size or topping the store does not sell, or a topping the product does not allow. */
  invalidItem: 'CART_INVALID_ITEM',
  /** The cart's store is unknown. */
  storeNotFound: 'STORE_NOT_FOUND',
} as const;

/**
 * A cart line as the client sends it: what was chosen, never what it costs. The server prices every
 * line from the catalogue and the store; a price sent by the client (pricePerQty) is ignored.
 */
export interface CartItemInput {
  productId: number;
  /** Null for products sold without a crust (sides, beverages). */
  crustId: number | null;
  sizeId: number | null;
  quantity: number;
  /** Toppings added; extra cheese (EXTRA_CHEESE_ITEM_ID 51) may repeat up to extracheesecount. */
  addTopngs: number[];
  /** Toppings put in place of removed default toppings: free while no more than remTopngs. */
  repTopngs: number[];
  /** Default toppings removed. */
  remTopngs: number[];
  /** The EDV deal this line is bought under, if any. */
  edvDealId?: string;
  /** Ignored by the server; kept in the type because old clients send it. */
  pricePerQty?: number;
}

/** SPEC 3 cart item as the server answers it; amounts in paise. */
export interface CartItem {
  /** Stable id of the line in this cart. */
  itemId: string;
  product: { id: number; name: string; code: string; categroryIds: number[]; image: string; description: string };
  quantity: number;
  crustId: number | null;
  sizeId: number | null;
  crust: { id: number; name: string } | null;
  size: { id: number; name: string; code: string; serves: number } | null;
  sizeCode: string | null;
  /** Price of one, toppings included, before discount. */
  pricePerQty: number;
  totalPriceAfterDiscount: number;
  totalDiscount: number;
  productType: ProductType;
  foodType: FoodType;
  nonVeg: boolean;
  isEDVOApplied: boolean;
  edvDealId: string | null;
  addTopngs: number[];
  repTopngs: number[];
  remTopngs: number[];
  /** Invalid items only: why the line cannot be ordered (SPEC 8 'Temporarily out of stock' and others). */
  invalidReason?: string;
}

/** SPEC 3 cartCalculations: key/value rows, taxes_and_charges with children additional_charges and tax. */
export interface CartCalculationRow {
  key: 'sub_total' | 'discount' | 'taxes_and_charges' | 'additional_charges' | 'tax' | 'tip' | 'grand_total' | (string & {});
  label: string;
  /** Paise. */
  value: number;
  children?: CartCalculationRow[];
}

/** SPEC 3 tip; tipAmount in paise ('0' by default, SPEC 9). */
export interface CartTip {
  tipAmount: number;
  tipRemoved: boolean;
  autoTipSelected: boolean;
}

/** SPEC 3 optional charge (code K) with the customer's choice. */
export interface OptionalCharge {
  chargeTypeCode: string;
  name: string;
  /** Paise. */
  amount: number;
  selected: boolean;
}

/** SPEC 3 explicitPromo: the applied coupon; paymentOptions limit the payment methods (SPEC 5). */
export interface ExplicitPromo {
  promoCode: string;
  description: string;
  /** Payment types the promo is limited to (SPEC 4 payment types); empty: any. */
  paymentOptions: string[];
  /** Paise. */
  discount: number;
}

/** SPEC 3 Cart. Amounts in paise. */
export interface CartResponse {
  cartId: string;
  storeId: string | null;
  deliveryType: DeliveryType;
  validItems: CartItem[];
  invalidItems: CartItem[];
  /** Sum of the valid items' quantities. */
  itemCount: number;
  cartCalculations: CartCalculationRow[];
  /** The items before discount (the bill's sub_total row). */
  strikePrice: number;
  /** The grand total shown to pay. */
  displayNetPrice: number;
  /** Items after discount, before tax and charges. */
  price: number;
  taxAmount: number;
  tip: CartTip;
  explicitPromo: ExplicitPromo | null;
  optionalCharges: OptionalCharge[];
  optedOptionalCharges: { chargeTypeCode: string; selected: boolean }[];
  /** The smallest minimum order value among the store's offers that the cart does not yet meet, paise; null when none (SPEC 5 confetti). */
  nextOfferMinimum: number | null;
}

/** PUT cart: the whole cart as the client has it. Refused whole (400, nothing written) when any line or limit fails. */
export interface CartPutBody {
  storeId: string;
  deliveryType: DeliveryType;
  items: CartItemInput[];
  tip?: CartTip;
  optedOptionalCharges?: { chargeTypeCode: string; selected: boolean }[];
}

/** POST cart items: lines to add to the caller's cart (e.g. the guest cart after login, SPEC 3), and the tip to set with them. */
export interface CartItemsBody {
  storeId: string;
  deliveryType: DeliveryType;
  items: CartItemInput[];
  tip?: CartTip;
}

/** GET cartPromo: SPEC 5 coupon answer; FAILED carries the server's displayMsg and leaves the cart as it was. */
export type PromoResponse = { status: 'SUCCESS'; cart: CartResponse } | { status: 'FAILED'; displayMsg: string };

export interface UpsellResponse {
  products: MenuProduct[];
}

/** A deal of the offers page (SPEC 2 /offers, /tncOffers). */
export interface Deal {
  code: string;
  title: string;
  description: string;
  kind: 'FLAT' | 'PERCENT' | 'EDV';
  /** FLAT: paise off; PERCENT: percent off; EDV: paise per pizza. */
  value: number;
  /** PERCENT: the most it takes off, paise; null: no cap. */
  maxDiscount: number | null;
  /** Paise; 0 when none. */
  minOrderValue: number;
  /** Payment types the deal is limited to; empty: any. */
  paymentOptions: string[];
  firstOrderOnly: boolean;
  /** ISO dates. */
  validFrom: string;
  validTo: string;
  /** Terms and conditions, one per line. */
  tnc: string[];
}

export interface DealsResponse {
  deals: Deal[];
}

/** An everyday-value deal: pizzas of a size at one price each (SPEC 3 isEDVOApplied). */
export interface EdvDeal {
  dealId: string;
  title: string;
  description: string;
  /** Paise per pizza. */
  pricePerPizza: number;
  /** How many pizzas the deal needs. */
  pizzasRequired: number;
  /** R or M. */
  sizeCode: string;
  /** Product ids the deal takes. */
  productIds: number[];
}

/** GET storeEdv (SPEC 7: status and data). */
export interface EdvResponse {
  status: 'SUCCESS';
  data: EdvDeal[];
}

/** GET edvDeal. */
export interface EdvDealResponse {
  status: 'SUCCESS';
  data: EdvDeal;
}

/** GET storeMixMatch (SPEC 7: mix-match reads edvMixMatchMenu medium and regular). */
export interface MixMatchResponse {
  status: 'SUCCESS';
  edvMixMatchMenu: { medium: MenuProduct[]; regular: MenuProduct[] };
}

/** GET/POST favourites (SPEC 7: status, productIds). */
export interface FavouritesResponse {
  status: 'SUCCESS';
  productIds: number[];
}

/** POST favourites: marks or unmarks one product. */
export interface FavouriteBody {
  productId: number;
  favourite: boolean;
}

// Checkout and payments (SPEC 3 Order details, Payment details, Order summary; SPEC 4 payment types,
// actions and polling; SPEC 7 confirm order batch, polling, order status; SPEC 8 payment errors).

/** SPEC 4 payment types. */
export const PAYMENT_TYPES = [
  'PIGGYBANK',
  'CASHCRD',
  'NB',
  'EVOUCHER',
  'CASH',
  'CC',
  'DC',
  'AMZPAY_WALLET',
  'PAYTM_WALLET',
  'UPI_WALLET',
  'MB',
  'WALLET',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** SPEC 4 payment providers. */
export const PAYMENT_PROVIDERS = ['PAYU', 'PAYTM_PG', 'BILLDESK', 'PAYTM_WALLET', 'GLOBALPAY', 'SSLCOMMERZ', 'RAZORPAY'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** SPEC 4 UPI modes. */
export type UpiMode = 'INTENT' | 'COLLECT';

/** SPEC 4 payment response actions. */
export const PAYMENT_ACTIONS = [
  'COD_OTP',
  'EV_PIN',
  'EV_OTP',
  'REDIRECT',
  'AMZNPAY_CHARGE_STATUS',
  'PROCESS_PAYMENT',
  'PAY_PAGE',
  'REMOVE_PROMO',
  'REFUND_PAGE',
  'PAYTM_ADD_MONEY',
  'PAYTM_WITHDRAW_MONEY',
  'THANKYOU',
  'PAYTM_LINK',
  'FAILED',
  'UNIFIED_PAYMENT_ACTION',
  'DISPLAY_POLLING',
] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

/** A way to pay offered at checkout; `enabled` is SPEC 4 flag E/D. */
export interface PaymentMethod {
  /** Payment id sent back as primaryPaymentId / secondaryPaymentId. */
  paymentId: string;
  paymentType: PaymentType;
  name: string;
  provider: PaymentProvider | null;
  enabled: 'E' | 'D';
  /** UPI only. */
  upiModes?: UpiMode[];
}

/** GET paymentOptions. */
export interface PaymentOptionsResponse {
  methods: PaymentMethod[];
  /** SPEC 7 last successful payment option of the caller; null when none. */
  lastUsedPaymentId: string | null;
  /** The Slice wallet balance, paise (SPEC 9 default 0). */
  walletBalance: number;
}

/** GET cardValidation: SPEC 5: FAILED shows errors[0].displayMsg; a call error counts as valid. */
export type CardValidationResponse = { status: 'SUCCESS' } | { status: 'FAILED'; errors: ErrorItem[] };

/** SPEC 3 order details (submit). */
export interface OrderDetails {
  /** The delivery address id (delivery) or null (pickup types). */
  addressId: string | null;
  cartId: string;
  deliveryType: DeliveryType;
  /** What the client showed; the server charges its own cart grand total whatever this says. */
  price: number;
  userDetails: { firstName: string; lastName: string; mobile: string; email: string };
  zeroContactDelivery: boolean;
  tip: number;
  /** Epoch ms of an advance order; null for Deliver Now. */
  advancedTime: number | null;
  optedOptionalCharges: { chargeTypeCode: string; selected: boolean }[];
  /** Delivery orders: the confirmed map point and address the order goes to; null for pickup types. */
  deliveryLocation: DeliveryLocation | null;
  /** SPEC 3 additonalUserIdentification (curbside vehicle details). */
  additonalUserIdentification: string | null;
  deliveryInstructions: string;
  language: 'en';
}

/** SPEC 3 payment details. */
export interface PaymentDetails {
  primaryPaymentId: string;
  /** The Slice wallet when combined with another method. */
  secondaryPaymentId: string | null;
  /** Where the gateway sends the customer back: this app's /paymentTransaction. */
  transactionStatusUrl: string;
  loyaltyEligible: boolean;
  /** First 6 digits of a card, for the server's card validation; never the number. */
  cardInitialDigits: string | null;
  /** UPI: the mode and, for collect, the VPA. */
  instrumentDetails: { upiMode?: UpiMode; vpa?: string; bankCode?: string } | null;
}

/** POST confirmOrder body. The same idempotencyKey sent again answers the first result: one order, one charge. */
export interface ConfirmOrderBody {
  idempotencyKey: string;
  orderDetails: OrderDetails;
  paymentDetails: PaymentDetails;
}

/** SPEC 7 pollingData: server-given duration and interval, seconds. */
export interface PollingData {
  duration: number;
  interval: number;
  method: 'GET' | 'POST';
  url: string;
}

/** SPEC 7 initiateOrderPaymentResponse. */
export interface InitiateOrderPaymentResponse {
  action: PaymentAction;
  orderTransactionId: string;
  paymentId: string;
  gateway: PaymentProvider | null;
  /** REDIRECT / PROCESS_PAYMENT: the gateway page to open (full page load). */
  processTransactionURL: string | null;
  /** UPI intent: the upi://pay link. */
  intentUrl: string | null;
  pollingData: PollingData | null;
  /** SPEC 4 modes, e.g. poll, redirect, intent. */
  unifiedPaymentResponse: { nextActions: { mode: string; url?: string }[] } | null;
}

/** POST confirmOrder answer. */
export type ConfirmOrderResponse =
  | {
      status: 'SUCCESS';
      initiateOrderPaymentResponse: InitiateOrderPaymentResponse;
      confirmOrderBatchResponse: { orderId: string; storeDetails: { id: string; name: string } };
    }
  | { status: 'FAILED'; errors: ErrorItem[] };

/** GET recentOrder: the caller's latest order, for the SPEC 8 duplicate-order warning. */
export interface RecentOrderResponse {
  orderId: string | null;
  /** Epoch ms; null when the caller has no order. */
  placedAt: number | null;
}

/** SPEC 4 transaction polling result. */
export interface TransactionStatusResponse {
  transactionStatus: 'SUCCESS' | 'IN_PROGRESS' | 'FAILED';
  displayMsg?: string;
}

/** SPEC 4 order status polling result. */
export interface OrderStatusResponse {
  status: 'SUCCESS' | 'FAILED' | 'WAIT' | 'UNKNOWN' | 'INPROCESS';
}

/** SPEC 3 order summary, amounts in paise. */
export interface OrderSummary {
  id: string;
  deliveryType: DeliveryType;
  sliceOrderId: string;
  userDetail: { mobile: string };
  advanceOrder: boolean;
  items: { product: { id: number; name: string }; quantity: number }[];
  /** paymentSummaryItem: the bill as charged, the cart's cartCalculations rows (row codes and paise). */
  paymentSummary: { loyaltyEarnedPoints: number; paymentSummaryItem: CartCalculationRow[] };
  /** updatedPointsBalance: the points earned and not yet credited to the wallet (SPEC 9: within 24-48 hours), shown as pending. */
  earnableBurnable: { overall: { points: number }; toBeConsumed: { points: number }; updatedPointsBalance: number };
  discount: number;
  netPrice: number;
  /** Order status label (SPEC 4), e.g. ORDER PLACED, FAILED. */
  status: string;
  paymentMode: string;
  /** Delivery orders: where the order goes, with its house number and landmark; null for pickup types. */
  deliveryLocation?: DeliveryLocation | null;
}

/**
 * The card form fields the gateway page takes (its own form and a form posted to processTransactionURL
 * by the app, SPEC 4 'form post to the gateway page'); the expiry is MM/YY or MM/YYYY.
 */
export const GATEWAY_CARD_FIELDS = {
  number: 'cardNumber',
  expiry: 'cardExpiry',
  cvv: 'cardCvv',
  name: 'nameOnCard',
  saveCard: 'saveCard',
} as const;

/** POST paymentCallback (gateway to server), signed by the `checksum` header. */
export interface GatewayCallbackBody {
  order_transaction_id: string;
  payment_tranx_id: string;
  status: 'SUCCESS' | 'FAILED';
}

// After the order: tracking, history, favourites, reorder, invoice (SPEC 2, 3, 4, 7)

/** SPEC 4 tracker stages; CONFIRMED, BEING_BAKED, DISPATCHED and CANCELLED keep polling, DELIVERED stops. */
export const TRACKER_STAGES = ['CONFIRMED', 'BEING_BAKED', 'DISPATCHED', 'CANCELLED', 'DELIVERED'] as const;
export type TrackerStage = (typeof TRACKER_STAGES)[number];

/** SPEC 4 order status codes. */
export const ORDER_STATUS_CODES: Readonly<Record<TrackerStage, number>> = {
  CONFIRMED: 1,
  BEING_BAKED: 2,
  DISPATCHED: 4,
  CANCELLED: 5,
  DELIVERED: 9,
};

/** SPEC 4 order status labels as the server sends them: listed once, in src/domain/orderStatus.ts (type only here, so the list stays out of the landing page). */
export type { OrderStatusLabel };

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Where a delivery order goes: the confirmed map point and its address text (sent with the order, kept on it). */
export interface DeliveryLocation extends GeoPoint {
  address: string;
  /** SPEC 5 house or flat number (at most HOUSE_NO_MAX); required to place a delivery order unless a saved address gives it. */
  houseNo?: string;
  /** Optional landmark (at most LANDMARK_MAX). */
  landmark?: string;
}

/** GET orderTracker / trackOtherOrder (SPEC 3 tracker), epoch ms times. */
export interface TrackerResponse {
  orderId: string;
  sliceOrderId: string;
  deliveryType: DeliveryType;
  /** Null stage: tracking is not available yet (payment pending, or an advance order before its processing starts). */
  tracker: { stage: TrackerStage | null; statusCode: number | null };
  /** When each stage was reached so far. */
  stageTimes: Partial<Record<TrackerStage, number>>;
  store: { id: string; name: string; address: string } & GeoPoint;
  /** Delivery orders: the address; null for pickup types. */
  deliveryLocation: DeliveryLocation | null;
  /** The rider's position while the order is DISPATCHED (delivery orders), else null. */
  rider: GeoPoint | null;
  /** SPEC 9 delivery guarantee: 30 minutes, 45 for all-night delivery (11 PM to 3 AM); null for pickup types. */
  guaranteeMinutes: 30 | 45 | null;
  /** Expected at (delivery) or ready at (pickup types). */
  expectedAt: number;
  /** Seconds until the next poll, on the server's clock (faster under TIME_SCALE). */
  pollAfterSeconds: number;
}

/** One row of the order history (SPEC 4 labels), amounts in paise. */
export interface OrderHistoryEntry {
  orderId: string;
  sliceOrderId: string;
  placedAt: number;
  storeName: string;
  deliveryType: DeliveryType;
  status: OrderStatusLabel;
  items: { name: string; quantity: number }[];
  grandTotal: number;
  favourite: boolean;
  /** Still moving through the tracker stages: the row offers Track. */
  trackable: boolean;
  /** Confirmed orders have an invoice. */
  invoiceAvailable: boolean;
}

/** GET orderHistory page. */
export interface OrderHistoryPage {
  orders: OrderHistoryEntry[];
  pageNo: number;
  /** Null on the last page. */
  nextPageNo: number | null;
}

export type RefundStatus = 'INITIATED' | 'COMPLETED';
/** SOURCE: back to the card, bank or app that paid; WALLET: to the Slice wallet as Refund Points (SPEC 3). */
export type RefundDestination = 'SOURCE' | 'WALLET';

/** Money a failed order took, on its way back: amount in paise, times epoch ms. */
export interface OrderRefund {
  /** The method refunded: PIGGYBANK for the wallet part. */
  paymentType: PaymentType;
  amount: number;
  status: RefundStatus;
  destination: RefundDestination;
  initiatedAt: number;
  /** Null while INITIATED. */
  completedAt: number | null;
}

/** GET orderDetails, amounts in paise. */
export interface OrderDetailsResponse extends OrderHistoryEntry {
  /** A failed order's refunds; empty otherwise. */
  refunds: OrderRefund[];
  /** The caller may still take the gateway refund to the Slice wallet (POST refundToWallet). */
  refundToWalletAvailable: boolean;
  lines: { name: string; description: string; quantity: number; price: number }[];
  /** The bill as charged: the cart's cartCalculations rows (row codes and paise). */
  bill: CartCalculationRow[];
  paymentMode: string;
  deliveryLocation: DeliveryLocation | null;
  store: { id: string; name: string; address: string };
  advanceTime: number | null;
}

/** PUT orderFavourite body. */
export interface FavouriteOrderBody {
  favourite: boolean;
}

/** POST reorder answer: the cart now holds the items still available at the order's store. */
export interface ReorderResponse {
  storeId: string;
  /** Where the store is: the point a pickup reorder is served from when the device has none. */
  storeLocation: GeoPoint;
  deliveryType: DeliveryType;
  /** The order's delivery address (delivery orders), to restore as the customer's location. */
  deliveryLocation: DeliveryLocation | null;
  addressId: string | null;
  cart: CartResponse;
  /** Names of the order's items that could not be added (out of stock or no longer sold). */
  unavailable: string[];
}
