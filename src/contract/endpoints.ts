/**
 * The one endpoint table (SPEC 7 calls; SPEC 8 retry flags): path, method, auth, category and flags. The
 * client sends through it; each endpoint's schemas, by the same name, are in endpointSchemas.ts, which
 * the server validates requests with and the client checks answers against in development and tests.
 * Free of zod and of schema names, so the landing page carries only what sending needs.
 */
import { ANONYMOUS_500_RETRIES } from '@/domain/constants';
import { PATHS } from './paths';

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
  },
  refreshAnonymousToken: { path: PATHS.refreshAnonymousToken, method: 'POST', category: 'token', auth: false },
  refreshToken: { path: PATHS.refreshToken, method: 'POST', category: 'token', auth: false },
  sendOtp: { path: PATHS.sendOtp, method: 'POST', category: 'token', auth: false },
  sendLoyaltyOtp: { path: PATHS.sendLoyaltyOtp, method: 'POST', category: 'token', auth: false },
  validateOtp: { path: PATHS.validateOtp, method: 'POST', category: 'token', auth: false },
  passwordLogin: { path: PATHS.passwordLogin, method: 'POST', category: 'token', auth: false },
  forgotPassword: { path: PATHS.forgotPassword, method: 'POST', category: 'token', auth: false },
  socialLoginValidate: { path: PATHS.socialLoginValidate, method: 'POST', category: 'token', auth: false },
  socialSignup: { path: PATHS.socialSignup, method: 'POST', category: 'token', auth: false },
  // Sent while the session is being cleared (the server accepts an expired token): no waiting, no refresh.
  logout: { path: PATHS.logout, method: 'POST', category: 'token', auth: false },

  // The logged-in owner's account.
  getProfile: { path: PATHS.profile, method: 'GET', category: 'user', auth: true },
  updateProfile: { path: PATHS.profile, method: 'PUT', category: 'user', auth: true },
  deleteAccount: { path: PATHS.deleteAccount, method: 'DELETE', category: 'user', auth: true },
  setPassword: { path: PATHS.setPassword, method: 'PUT', category: 'user', auth: true },
  getWalletSummary: { path: PATHS.walletSummary, method: 'GET', category: 'user', auth: true },
  getWalletHistory: { path: PATHS.walletHistory, method: 'GET', category: 'loyalty', auth: true },
  getAddresses: { path: PATHS.addresses, method: 'GET', category: 'user', auth: true },
  addAddress: { path: PATHS.addresses, method: 'POST', category: 'user', auth: true },
  updateAddress: { path: PATHS.address, method: 'PUT', category: 'user', auth: true },
  deleteAddress: { path: PATHS.address, method: 'DELETE', category: 'user', auth: true },

  // Configuration and content.
  getConfig: { path: PATHS.config, method: 'GET', category: 'config', auth: true },
  getAppConfig: { path: PATHS.appConfig, method: 'GET', category: 'config', auth: true },
  getNavMenu: { path: PATHS.navMenu, method: 'GET', category: 'content', auth: true },
  getAlerts: { path: PATHS.alerts, method: 'GET', category: 'content', auth: true },
  getWidgets: { path: PATHS.widgets, method: 'GET', category: 'content', auth: true },
  getContentPage: { path: PATHS.contentPage, method: 'GET', category: 'content', auth: true },
  getCmsWidgets: { path: PATHS.cmsWidgets, method: 'GET', category: 'content', auth: true },
  getWidgetContent: { path: PATHS.widgetContent, method: 'GET', category: 'content', auth: true },
  trackUsage: { path: PATHS.usageTracking, method: 'POST', category: 'tracking', auth: true },

  // Places and stores.
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

  // Menu, EDV and favourites.
  getMenu: { path: PATHS.storeMenu, method: 'GET', category: 'menu', auth: true },
  getToppings: { path: PATHS.storeToppings, method: 'GET', category: 'menu', auth: true },
  getEdv: { path: PATHS.storeEdv, method: 'GET', category: 'menu', auth: true },
  getEdvDeal: { path: PATHS.edvDeal, method: 'GET', category: 'menu', auth: true },
  getMixMatch: { path: PATHS.storeMixMatch, method: 'GET', category: 'menu', auth: true },
  getLeague: { path: PATHS.league, method: 'GET', category: 'menu', auth: true },
  getFavourites: { path: PATHS.favourites, method: 'GET', category: 'menu', auth: true },
  setFavourite: { path: PATHS.favourites, method: 'POST', category: 'menu', auth: true },

  // Cart, coupons and offers.
  getCart: { path: PATHS.cart, method: 'GET', category: 'cart', auth: true },
  putCart: { path: PATHS.cart, method: 'PUT', category: 'cart', auth: true },
  addCartItems: { path: PATHS.cartItems, method: 'POST', category: 'cart', auth: true },
  applyPromo: { path: PATHS.cartPromo, method: 'GET', category: 'cart', auth: true },
  removePromo: { path: PATHS.cartPromo, method: 'DELETE', category: 'cart', auth: true },
  getUpsell: { path: PATHS.cartUpsell, method: 'GET', category: 'cart', auth: true },
  getDeals: { path: PATHS.deals, method: 'GET', category: 'content', auth: true },
  getDeal: { path: PATHS.deal, method: 'GET', category: 'content', auth: true },

  // Checkout and payments.
  getPaymentOptions: { path: PATHS.paymentOptions, method: 'GET', category: 'payment', auth: true },
  validateCard: { path: PATHS.cardValidation, method: 'GET', category: 'payment', auth: true },
  confirmOrder: { path: PATHS.confirmOrder, method: 'POST', category: 'order', auth: true },
  getRecentOrder: { path: PATHS.recentOrder, method: 'GET', category: 'order', auth: true },
  getOrderStatus: { path: PATHS.orderStatus, method: 'GET', category: 'order', auth: true },
  getOrderSummary: { path: PATHS.orderSummary, method: 'GET', category: 'order', auth: true },
  submitPendingOrder: { path: PATHS.submitPendingOrder, method: 'POST', category: 'order', auth: true },
  getTransactionStatus: { path: PATHS.transactionStatus, method: 'GET', category: 'payment', auth: true },
  /** SPEC 7 polling with pollingData.method POST. */
  pollTransactionStatus: { path: PATHS.transactionStatus, method: 'POST', category: 'payment', auth: true },
  cancelPayment: { path: PATHS.cancelPayment, method: 'POST', category: 'payment', auth: true },
  verifyUpi: { path: PATHS.upiVerify, method: 'POST', category: 'payment', auth: true },
  submitCardOtp: { path: PATHS.cardOtp, method: 'POST', category: 'payment', auth: true },
  resendCardOtp: { path: PATHS.cardOtpResend, method: 'POST', category: 'payment', auth: true },
  checkVoucher: { path: PATHS.eVoucher, method: 'POST', category: 'payment', auth: true },
  sendVoucherOtp: { path: PATHS.eVoucherOtp, method: 'POST', category: 'payment', auth: true },
  verifyVoucher: { path: PATHS.eVoucherVerify, method: 'POST', category: 'payment', auth: true },
  deletePromoOnPayment: { path: PATHS.deletePromoOnPayment, method: 'DELETE', category: 'payment', auth: true },
  /** SPEC 7 COD OTP: sends the code; verify confirms the cash order with it. */
  sendCodOtp: { path: PATHS.sendCodOtp, method: 'GET', category: 'payment', auth: true },
  verifyCodOtp: { path: PATHS.verifyCodOtp, method: 'POST', category: 'payment', auth: true },
  /** SPEC 7 payment-app OTP (Paytm wallet): link by code, balance, add money, submit order. */
  sendPaytmOtp: { path: PATHS.paytmSendOtp, method: 'POST', category: 'payment', auth: true },
  verifyPaytmOtp: { path: PATHS.paytmVerifyOtp, method: 'POST', category: 'payment', auth: true },
  getPaytmBalance: { path: PATHS.paytmBalance, method: 'GET', category: 'payment', auth: true },
  addPaytmMoney: { path: PATHS.paytmAddMoney, method: 'POST', category: 'payment', auth: true },
  submitPaytmOrder: { path: PATHS.paytmSubmitOrder, method: 'PUT', category: 'payment', auth: true },
  /** The gateway's server calls this, signed by the `checksum` header. */
  receivePaymentCallback: { path: PATHS.paymentCallback, method: 'POST', category: 'payment', auth: false },

  // After the order.
  getOrderHistory: { path: PATHS.orderHistory, method: 'GET', category: 'order', auth: true },
  getRecentOrders: { path: PATHS.recentOrders, method: 'GET', category: 'order', auth: true },
  getOrderDetails: { path: PATHS.orderDetails, method: 'GET', category: 'order', auth: true },
  getOrderTracker: { path: PATHS.orderTracker, method: 'GET', category: 'order', auth: true },
  trackOtherOrder: { path: PATHS.trackOtherOrder, method: 'GET', category: 'order', auth: true },
  setOrderFavourite: { path: PATHS.orderFavourite, method: 'PUT', category: 'order', auth: true },
  reorder: { path: PATHS.reorder, method: 'POST', category: 'cart', auth: true },
  refundToWallet: { path: PATHS.refundToWallet, method: 'POST', category: 'order', auth: true },
  getInvoice: { path: PATHS.orderInvoice, method: 'GET', category: 'order', auth: true, responseType: 'blob' },

  // Pizza Pals (SPEC 6: logged-in customers only).
  getLoyaltyInfo: { path: PATHS.loyaltyInfo, method: 'GET', category: 'loyalty', auth: true },
  enrolLoyalty: { path: PATHS.loyaltyEnrol, method: 'POST', category: 'loyalty', auth: true },
  optOutLoyalty: { path: PATHS.loyaltyOptOut, method: 'POST', category: 'loyalty', auth: true },
  getLoyaltyLedger: { path: PATHS.loyaltyLedger, method: 'GET', category: 'loyalty', auth: true },
  getLoyaltyMenu: { path: PATHS.loyaltyMenu, method: 'GET', category: 'loyalty', auth: true },

  // Cheesy rewards and spin the wheel (SPEC 6: logged-in customers only).
  getCheesyRewards: { path: PATHS.cheesyRewards, method: 'GET', category: 'loyalty', auth: true },
  registerCheesyRewards: { path: PATHS.cheesyRewardsRegister, method: 'POST', category: 'loyalty', auth: true },
  optOutCheesyRewards: { path: PATHS.cheesyRewardsOptOut, method: 'POST', category: 'loyalty', auth: true },
  getRewardOffer: { path: PATHS.rewardOffer, method: 'GET', category: 'loyalty', auth: true },
  getGameData: { path: PATHS.gameData, method: 'GET', category: 'loyalty', auth: true },
  spinWheel: { path: PATHS.gameSpin, method: 'POST', category: 'loyalty', auth: true },

  // Rail catering.
  getPnrStatus: { path: PATHS.pnrStatus, method: 'GET', category: 'rail', auth: true },
  getRailLocalities: { path: PATHS.railLocalities, method: 'GET', category: 'rail', auth: true },
  saveRailStation: { path: PATHS.railSave, method: 'POST', category: 'rail', auth: true },
  getRailOrders: { path: PATHS.railOrders, method: 'GET', category: 'rail', auth: true },
  getRailOrder: { path: PATHS.railOrder, method: 'GET', category: 'rail', auth: true },
  cancelRailOrder: { path: PATHS.railCancel, method: 'POST', category: 'rail', auth: true },

  // Feedback after the order (SPEC 7): logged-in customers only (SPEC 5 feedback requires login).
  getFeedbackCategories: { path: PATHS.feedbackCategories, method: 'GET', category: 'feedback', auth: true },
  getFeedbackTemplate: { path: PATHS.feedbackTemplate, method: 'GET', category: 'feedback', auth: true },
  getFeedbackHistory: { path: PATHS.feedbackHistory, method: 'GET', category: 'feedback', auth: true },
  submitFeedback: { path: PATHS.feedback, method: 'POST', category: 'feedback', auth: true },
  updateFeedback: { path: PATHS.feedbackItem, method: 'PUT', category: 'feedback', auth: true },
  addFeedbackTags: { path: PATHS.feedbackTags, method: 'PUT', category: 'feedback', auth: true },
  submitOfflineFeedback: { path: PATHS.offlineFeedback, method: 'POST', category: 'feedback', auth: true },
  claimFeedbackInvitation: { path: PATHS.feedbackInvitation, method: 'POST', category: 'feedback', auth: true },

  // The sandbox identity provider and, outside production, the SMS outbox.
  authorizeSocialSandbox: { path: PATHS.socialSandboxAuthorize, method: 'GET', category: 'sandbox', auth: false },
  consentSocialSandbox: { path: PATHS.socialSandboxConsent, method: 'POST', category: 'sandbox', auth: false },
  getSmsOutbox: { path: PATHS.devSmsOutbox, method: 'GET', category: 'sandbox', auth: false },
  setSandboxRail: { path: PATHS.sandboxRail, method: 'POST', category: 'sandbox', auth: false },
  getSandboxClock: { path: PATHS.sandboxClock, method: 'GET', category: 'sandbox', auth: false },
  moveSandboxClock: { path: PATHS.sandboxClock, method: 'POST', category: 'sandbox', auth: false },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
