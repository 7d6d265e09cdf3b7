/** Product-wide constants from SPEC section 9 (and names from DESIGN). One place for every number. */

/** DESIGN: `{product}` in the spec becomes the brand name. */
export const BRAND = 'Slice';
export const COUNTRY_PREFIX = '+91';

/** SPEC 7: `source` header values. */
export const SOURCE_MOBILE = 'PWA18';
export const SOURCE_DESKTOP = 'NewDesktop';
export type Source = typeof SOURCE_MOBILE | typeof SOURCE_DESKTOP;

/** SPEC 9: timeouts and retry counts. */
export const API_TIMEOUT_MS = 30_000;
export const LAZY_SCREEN_RETRIES = 5;
export const LAZY_SCREEN_RETRY_DELAY_MS = 1_000;
export const GEOLOCATION_TIMEOUT_MS = 5_000;
export const GEOLOCATION_MAX_AGE_MS = 120_000;
export const SAVE_TO_HOME_SCREEN_MS = 1_800_000;
/** SPEC 9: idle wait before background scripts. */
export const BACKGROUND_SCRIPTS_IDLE_MS = 3_000;
export const TOKEN_REFRESH_RETRIES = 2;
export const NETWORK_RETRIES = 3;
/** How long 'Retry Failed' stays on screen after the API layer gave up retrying. */
export const RETRY_FAILED_NOTICE_MS = 4_000;
/** While offline the cart tries the server again this often, for a network back without an 'online' event. */
export const OFFLINE_CART_RETRY_MS = 30_000;
export const JSON_RETRIES = 3;
/** SPEC 8: 500 on the anonymous-token call is retried once. */
export const ANONYMOUS_500_RETRIES = 1;

export const MOBILE_DIGITS = 10;
export const OTP_DIGITS = 6;
/** SPEC 5: a PNR (train booking reference) is 10 digits. */
export const PNR_DIGITS = 10;
export const OTP_RESEND_SECONDS = 45;

/** SPEC 1: delivery type codes by name (P is shown as Takeaway/Dine-in, CURB as Drive-n-Pick). */
export const DELIVERY_TYPE = {
  delivery: 'D',
  takeaway: 'T',
  pickup: 'P',
  train: 'IRCTC',
  dineIn: 'DINEIN',
  curbside: 'CURB',
} as const;
export const DELIVERY_TYPES = Object.values(DELIVERY_TYPE) as [DeliveryType, ...DeliveryType[]];
export type DeliveryType = (typeof DELIVERY_TYPE)[keyof typeof DELIVERY_TYPE];
/** SPEC 1 delivery types that select a store (IRCTC orders go to a station instead). */
export type StoreDeliveryType = Exclude<DeliveryType, typeof DELIVERY_TYPE.train>;
/** SPEC 7: deliveryType header default D. */
export const DEFAULT_DELIVERY_TYPE: DeliveryType = DELIVERY_TYPE.delivery;

/** SPEC 9: app config defaults, served by the config endpoint and used until it answers. */
export const APP_CONFIG_DEFAULTS = {
  maximumcartprice: 5000,
  maximumcartitems: 25,
  extracheesecount: 3,
  timeout: 70,
  autoLoginPercentage: 20,
  appResetTimeStamp: 21600,
  advanceOrderResetTimeStamp: 1800,
  locationCacheTime: 18000,
  orderProcessTimeInSec: 5,
  orderProcessTimeForWalletInSec: 3,
  orderProcessTimeForUpiInSec: 120,
  orderConfirmationInterval: 4,
  orderConfirmationTimer: 150,
  duplicateOrderTimeInMin: 30,
  quickOrderCount: 10,
  takeAwayStoreCount: 3,
  maxShownDistance: 30,
  feedbackOrdersDuration: 1296000,
  feedbackOrderShownLimitInSec: 604800,
  autoCompleteDebounceTimeInMillis: 500,
  refresh_app_config_time: 180,
  latLonAccuracy: 2,
  storeSearchLimit: 5,
} as const;
export type AppConfigDefaults = typeof APP_CONFIG_DEFAULTS;

/** The whole app config (SPEC 9 values plus our switches) the server seeds and the client uses until the server answers. */
export const DEFAULT_APP_CONFIG = {
  ...APP_CONFIG_DEFAULTS,
  luhnCheckEnabled: true,
  uaTrackingEnabled: true,
  offersConfettiEnabled: true,
  blacklistedPaymentMethods: [] as string[],
  /** Cash orders above this many rupees are confirmed by a COD OTP sent to the order's mobile (SPEC 4 COD_OTP). */
  codOtpAboveAmount: 1000,
  /** On: a customer's first cash order is confirmed by a COD OTP whatever its amount (docs/payments.md). */
  codOtpFirstCashOrder: false,
};

export const RECENT_ADDRESSES_KEPT = 4;
export const RECENT_SEARCHES_SHOWN = 3;
export const STORE_LIST_SIZE = 4;
export const VEHICLE_DETAILS_MAX = 40;
export const EXTRA_CHEESE_ITEM_ID = 51;
export const OPTIONAL_CHARGE_CODE = 'K';
export const DEFAULT_TIP = '0';
export const EARTH_RADIUS_KM = 6371;

/** SPEC 2: the non-veg category, removed in veg-only mode. */
export const NON_VEG_CATEGORY_ID = 3;

/** SPEC 9: the SEO copy offers two regular pizzas at ₹ 99 each. */
export const SEO_PIZZA_PRICE_PAISE = 9900;
