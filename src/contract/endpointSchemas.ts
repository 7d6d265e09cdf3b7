/**
 * Each endpoint's schemas, by its name in the endpoint table: the body (JSON or form), the query and the
 * answer. The server validates requests with them; the client checks answers against them in development
 * and tests. Kept beside the table, not in it, so the client's landing page never downloads schema names.
 */
import { ENDPOINTS, type Endpoint, type EndpointName } from './endpoints';
import type { SchemaName } from './schemas';

export interface EndpointSchemas {
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

/** Every endpoint of the table, and only those: a missing or unknown name fails the type check. */
export const ENDPOINT_SCHEMAS = {
  createAnonymousUser: { response: 'anonymousSession' },
  refreshAnonymousToken: { body: 'refreshAnonymousBody', response: 'anonymousSession' },
  refreshToken: { body: 'refreshTokenBody', response: 'refreshTokenResponse' },
  sendOtp: { body: 'sendOtpBody', response: 'otpSentResponse' },
  sendLoyaltyOtp: { body: 'sendOtpBody', response: 'otpSentResponse' },
  validateOtp: { body: 'validateOtpBody', response: 'loginResponse' },
  passwordLogin: { body: 'passwordLoginBody', response: 'loginResponse' },
  forgotPassword: { body: 'forgotPasswordBody', response: 'otpSentResponse' },
  socialLoginValidate: { body: 'socialLoginBody', response: 'loginResponse' },
  socialSignup: { body: 'socialSignupBody', response: 'loginResponse' },
  logout: { body: 'logoutBody', bodyOptional: true, response: 'noContent' },
  getProfile: { response: 'profile' },
  updateProfile: { body: 'profileUpdateBody', response: 'profile' },
  deleteAccount: { response: 'noContent' },
  setPassword: { body: 'setPasswordBody', response: 'noContent' },
  getWalletSummary: { response: 'walletSummary' },
  getWalletHistory: { query: 'walletHistoryQuery', response: 'walletHistoryPage' },
  getAddresses: { response: 'addressListResponse' },
  addAddress: { body: 'addressBody', response: 'savedAddress' },
  updateAddress: { body: 'addressBody', response: 'savedAddress' },
  deleteAddress: { response: 'noContent' },
  getConfig: { response: 'configResponse' },
  getAppConfig: { response: 'appConfig' },
  getNavMenu: { response: 'navMenuResponse' },
  getAlerts: { response: 'alertsResponse' },
  getWidgets: { response: 'widgetsResponse' },
  getContentPage: { response: 'contentPage' },
  getCmsWidgets: { query: 'cmsWidgetQuery', response: 'cmsWidgetsResponse' },
  getWidgetContent: { response: 'widgetContent' },
  trackUsage: { body: 'usageTrackingBody', response: 'usageEventRecorded' },
  placeAutocomplete: { query: 'placeInputQuery', response: 'autocompleteResponse' },
  geocode: { query: 'placeInputQuery', response: 'geocodeResponse' },
  reverseGeocode: { query: 'pointQuery', response: 'geocodeResponse' },
  getLocalities: { query: 'localitiesQuery', response: 'localitiesResponse' },
  getCities: { response: 'citiesResponse' },
  getNearestStores: { query: 'nearestStoresQuery', response: 'storesResponse' },
  getCityStores: { query: 'cityStoresQuery', response: 'storesResponse' },
  getPickupCities: { query: 'pickupCitiesQuery', response: 'pickupCitiesResponse' },
  getPickupStoreAddress: { response: 'pickupStoreAddress' },
  lookupStore: { body: 'storeLookupBody', response: 'storeLookupResponse' },
  getMenu: { response: 'menuResponse' },
  getToppings: { response: 'toppingsResponse' },
  getEdv: { response: 'edvResponse' },
  getEdvDeal: { query: 'edvDealQuery', response: 'edvDealResponse' },
  getMixMatch: { response: 'mixMatchResponse' },
  getLeague: { query: 'leagueQuery', response: 'leagueResponse' },
  getFavourites: { response: 'favouritesResponse' },
  setFavourite: { body: 'favouriteBody', response: 'favouritesResponse' },
  getCart: { response: 'cartResponse' },
  putCart: { body: 'cartPutBody', response: 'cartResponse' },
  addCartItems: { body: 'cartItemsBody', response: 'cartResponse' },
  applyPromo: { response: 'promoResponse' },
  removePromo: { response: 'cartResponse' },
  getUpsell: { response: 'upsellResponse' },
  getDeals: { query: 'dealsQuery', response: 'dealsResponse' },
  getDeal: { response: 'deal' },
  getPaymentOptions: { query: 'paymentOptionsQuery', response: 'paymentOptionsResponse' },
  validateCard: { query: 'cardValidationQuery', response: 'cardValidationResponse' },
  confirmOrder: { body: 'confirmOrderBody', query: 'confirmOrderQuery', response: 'confirmOrderResponse' },
  getRecentOrder: { response: 'recentOrderResponse' },
  getOrderStatus: { response: 'orderStatusResponse' },
  getOrderSummary: { response: 'orderSummary' },
  submitPendingOrder: { response: 'confirmOrderResponse' },
  getTransactionStatus: { response: 'transactionStatusResponse' },
  pollTransactionStatus: { response: 'transactionStatusResponse' },
  cancelPayment: { response: 'transactionStatusResponse' },
  verifyUpi: { body: 'upiVerifyBody', response: 'upiVerifyResponse' },
  submitCardOtp: { body: 'cardOtpBody', response: 'cardOtpResponse' },
  resendCardOtp: { response: 'cardOtpResponse' },
  checkVoucher: { body: 'voucherCheckBody', response: 'voucherCheckResponse' },
  sendVoucherOtp: { response: 'voucherOtpResponse' },
  verifyVoucher: { body: 'voucherVerifyBody', response: 'confirmOrderResponse' },
  deletePromoOnPayment: { response: 'deletePromoOnPaymentResponse' },
  sendCodOtp: { response: 'codOtpSentResponse' },
  verifyCodOtp: { body: 'codOtpVerifyBody', response: 'confirmOrderResponse' },
  sendPaytmOtp: { body: 'paytmOtpBody', response: 'paytmOtpSentResponse' },
  verifyPaytmOtp: { body: 'paytmVerifyBody', response: 'confirmOrderResponse' },
  getPaytmBalance: { response: 'paytmBalanceResponse' },
  addPaytmMoney: { body: 'paytmAddMoneyBody', response: 'confirmOrderResponse' },
  submitPaytmOrder: { body: 'paytmSubmitBody', response: 'confirmOrderResponse' },
  receivePaymentCallback: { body: 'gatewayCallbackBody', response: 'callbackAck' },
  getOrderHistory: { query: 'orderHistoryQuery', response: 'orderHistoryPage' },
  getRecentOrders: { response: 'recentOrdersResponse' },
  getOrderDetails: { response: 'orderDetailsResponse' },
  getOrderTracker: { response: 'trackerResponse' },
  trackOtherOrder: { query: 'trackOtherOrderQuery', response: 'trackerResponse' },
  setOrderFavourite: { body: 'favouriteOrderBody', response: 'noContent' },
  reorder: { response: 'reorderResponse' },
  refundToWallet: { response: 'orderDetailsResponse' },
  getInvoice: { response: 'invoiceFile' },
  getLoyaltyInfo: { response: 'loyaltyInfo' },
  enrolLoyalty: { body: 'loyaltyEnrolBody', response: 'loyaltyInfo' },
  optOutLoyalty: { response: 'loyaltyInfo' },
  getLoyaltyLedger: { query: 'loyaltyLedgerQuery', response: 'loyaltyLedgerPage' },
  getLoyaltyMenu: { query: 'loyaltyMenuQuery', response: 'loyaltyMenuResponse' },
  getCheesyRewards: { response: 'cheesyRewardsStatus' },
  registerCheesyRewards: { response: 'cheesyRewardsStatus' },
  optOutCheesyRewards: { response: 'cheesyRewardsStatus' },
  getRewardOffer: { response: 'rewardOfferDetail' },
  getGameData: { response: 'gameData' },
  spinWheel: { response: 'spinResult' },
  getPnrStatus: { response: 'pnrStatusResponse' },
  getRailLocalities: { query: 'railLocalitiesQuery', response: 'railLocalitiesResponse' },
  saveRailStation: { body: 'railSaveBody', response: 'railSaveResponse' },
  getRailOrders: { response: 'railOrdersResponse' },
  getRailOrder: { response: 'railOrder' },
  cancelRailOrder: { response: 'railOrder' },
  authorizeSocialSandbox: { query: 'socialSandboxAuthorizeQuery', response: 'htmlPage' },
  consentSocialSandbox: { form: 'socialSandboxConsentForm', response: 'noContent' },
  getSmsOutbox: { query: 'smsOutboxQuery', response: 'smsOutboxResponse' },
  setSandboxRail: { body: 'sandboxRailBody', response: 'pnrStatusResponse' },
  getSandboxClock: { response: 'sandboxClockResponse' },
  moveSandboxClock: { body: 'sandboxClockBody', response: 'sandboxClockResponse' },
  getFeedbackCategories: { response: 'feedbackCategoriesResponse' },
  getFeedbackTemplate: { query: 'feedbackTemplateQuery', response: 'feedbackTemplateResponse' },
  getFeedbackHistory: { response: 'feedbackHistoryResponse' },
  submitFeedback: { body: 'submitFeedbackBody', response: 'feedbackResponse' },
  updateFeedback: { body: 'updateFeedbackBody', response: 'feedbackResponse' },
  addFeedbackTags: { body: 'feedbackTagsBody', response: 'feedbackResponse' },
  submitOfflineFeedback: { body: 'offlineFeedbackBody', response: 'feedbackResponse' },
  claimFeedbackInvitation: { body: 'feedbackInvitationBody', bodyOptional: true, response: 'feedbackInvitationResponse' },
} as const satisfies Record<EndpointName, EndpointSchemas>;

const NAMES = new Map<Endpoint, EndpointName>(Object.entries(ENDPOINTS).map(([name, endpoint]) => [endpoint, name as EndpointName]));

/** The table's name of an endpoint object. */
export function endpointName(endpoint: Endpoint): EndpointName {
  const name = NAMES.get(endpoint);
  if (name === undefined) throw new Error(`${endpoint.method} ${endpoint.path} is not in the endpoint table.`);
  return name;
}
