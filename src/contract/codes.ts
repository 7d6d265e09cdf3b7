/**
 * The wire's fixed words: error codes and the value lists of SPEC 3 and 4. Kept apart from the schemas
 * (and free of zod) because the client reads them at runtime on the landing page.
 */

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

/** errors[0].code of a COD OTP call for an order that waits for no code (confirmed, failed, expired). */
export const COD_OTP_ERROR_CODES = { notAwaited: 'COD_OTP_NOT_AWAITED' } as const;

/** errors[0].code of a Paytm call for an order that waits for no Paytm step (paid, failed, expired). */
export const PAYTM_ERROR_CODES = { stepOver: 'PAYTM_STEP_OVER', overLimit: 'PAYTM_WALLET_LIMIT' } as const;

/** errors[0].code values of rail catering (SPEC 7 rail localities, save, cancel; SPEC 8 the rail save failure's dialog). */
export const RAIL_ERROR_CODES = {
  /** A PNR that cannot take an order (unknown, cancelled, no chart): its reason is the message. */
  pnrRefused: 'PNR_REFUSED',
  /** SPEC 8: the station chosen cannot take the order; the special message opens the dedicated dialog. */
  saveFailed: 'RAIL_SAVE_FAILED',
  /** Confirm: the order's station cannot take it (too soon now, or no longer served). */
  stationClosed: 'RAIL_STATION_CLOSED',
  /** Confirm: SPEC 5 the Slice wallet is not for rail orders. */
  walletNotAllowed: 'RAIL_WALLET_NOT_ALLOWED',
  /** Confirm: an e-voucher or gift card is not for rail orders (a rail order's end gives no voucher share back). */
  voucherNotAllowed: 'RAIL_VOUCHER_NOT_ALLOWED',
  /** Cancel after the window (2 hours before delivery, or 5 minutes after ordering). */
  cancelClosed: 'RAIL_CANCEL_CLOSED',
  /** Cancel of an order still waiting for its payment. */
  paymentPending: 'RAIL_PAYMENT_PENDING',
  /** Cancel of an order that has ended (delivered, undelivered or cancelled). */
  orderEnded: 'RAIL_ORDER_ENDED',
  orderNotFound: 'RAIL_ORDER_NOT_FOUND',
  /** Confirm: everyday-value deal lines to a station whose store does not send them to seats (rail localities data.edvEnable false). */
  edvNotOffered: 'RAIL_EDV_NOT_OFFERED',
  /** Confirm: the customer already has MAX_OPEN_RAIL_ORDERS rail orders under way. */
  tooManyOpen: 'RAIL_ORDER_LIMIT',
  /** The railway's PNR service is not answering (503; at confirmation, a refusal). */
  railwayUnavailable: 'RAILWAY_UNAVAILABLE',
} as const;

/** errors[0].code values of cheesy rewards and spin the wheel (docs/rewards.md). */
export const REWARD_ERROR_CODES = {
  /** POST spin: the customer has spun this India day already. */
  alreadySpun: 'GAME_ALREADY_SPUN',
  /** POST spin with a body: the server alone draws the prize. */
  spinTakesNoBody: 'GAME_SPIN_TAKES_NO_BODY',
  /** GET reward offer: no reward coupon of the caller by this code. */
  offerNotFound: 'REWARD_OFFER_NOT_FOUND',
} as const;

/** errors[0].code values of Pizza Pals enrolment (SPEC 7 loyalty enrol, opt-out). */
export const LOYALTY_ERROR_CODES = {
  /** Enrol: the card code is not the one the loyalty info call issued to the caller. */
  wrongCardCode: 'LOYALTY_CARD_CODE_INVALID',
  /** Enrol: the code issued was taken by another member meanwhile; ask the info call for a new one. */
  cardCodeTaken: 'LOYALTY_CARD_CODE_TAKEN',
  /** Enrol: only a logged-in customer with a verified mobile may join. */
  notEligible: 'LOYALTY_NOT_ELIGIBLE',
  /** Opt-out of a customer who is not a member. */
  notMember: 'LOYALTY_NOT_MEMBER',
} as const;

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

/** errors[0].code values of the cart endpoints. */
export const CART_ERROR_CODES = {
  /** SPEC 9 maximumcartitems or maximumcartprice exceeded: 'Sorry, only a limited quantity of this product can be ordered.' */
  limitExceeded: 'CART_LIMIT_EXCEEDED',
  /** A product, crust, size or topping the store does not sell, or a topping the product does not allow. */
  invalidItem: 'CART_INVALID_ITEM',
  /** The cart's store is unknown. */
  storeNotFound: 'STORE_NOT_FOUND',
} as const;

/** Home content errors. */
export const CONTENT_ERROR_CODES = {
  /** A content page the server does not hold. */
  pageNotFound: 'CONTENT_PAGE_NOT_FOUND',
  /** No landing widget has the content link's id. */
  widgetNotFound: 'WIDGET_NOT_FOUND',
} as const;

/** SPEC 2 banner targets. */
export const BANNER_TARGETS = ['hygiene', 'edv', 'irctc', 'favourite', 'offers', 'world cup', 'leaderboard', 'essentials'] as const;
export type BannerTarget = (typeof BANNER_TARGETS)[number];

/** SPEC 2 link actions: edv, menu or deals (/offers); a reward action goes to /pizzaLoyalty. */
export const LINK_ACTIONS = ['edv', 'menu', 'deals', 'reward'] as const;
export type LinkActionCode = (typeof LINK_ACTIONS)[number];

/** What a landing widget's content holds: offer banners, or links with a SPEC 2 link action. */
export const WIDGET_KINDS = ['banners', 'links'] as const;

/** SPEC 3 menu item food type. */
export const FOOD_TYPES = ['VEG', 'NON_VEG'] as const;
export type FoodType = (typeof FOOD_TYPES)[number];

/** SPEC 3 product `type` (its meaning is not in SPEC; ours): 1 is chosen by crust, size and toppings, 0 is sold as is. */
export const PRODUCT_TYPES = { simple: 0, customisable: 1 } as const;

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
export const UPI_MODES = ['INTENT', 'COLLECT'] as const;
export type UpiMode = (typeof UPI_MODES)[number];

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
  /** A guest's cash order waits for the customer to log in with its mobile (SPEC 4 auto login); then the app submits it. */
  'LOGIN',
  'FAILED',
  'UNIFIED_PAYMENT_ACTION',
  'DISPLAY_POLLING',
] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

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

/** errors[0].code values of the feedback calls (SPEC 8). */
export const FEEDBACK_ERROR_CODES = {
  /** SPEC 8 'You have already rated this order'. */
  alreadyRated: 'FEEDBACK_ALREADY_RATED',
  /** SPEC 8 MOBILE_NOT_MATCHED: offline feedback whose mobile is not the one the order was placed with. */
  mobileNotMatched: 'MOBILE_NOT_MATCHED',
  /** The order cannot be rated: not delivered yet, or delivered longer ago than feedbackOrdersDuration. */
  notRateable: 'FEEDBACK_NOT_RATEABLE',
  /** A submitted feedback can be changed only shortly after it was given. */
  editClosed: 'FEEDBACK_EDIT_CLOSED',
  feedbackNotFound: 'FEEDBACK_NOT_FOUND',
} as const;
