/** The wire's paths. SPEC 7 names endpoints without paths; these are ours. `{name}` marks a path parameter. */
export const API_PREFIX = '/api/v1';

export const PATHS = {
  config: `${API_PREFIX}/config`,
  appConfig: `${API_PREFIX}/app-config`,
  navMenu: `${API_PREFIX}/nav-menu`,
  alerts: `${API_PREFIX}/alerts`,
  /** GET: WidgetsResponse, the landing widgets in order (SPEC 7 landing widgets list). */
  widgets: `${API_PREFIX}/widgets`,
  /** GET: ContentPage in the request's language (tnc, info, notification); 404 CONTENT_PAGE_NOT_FOUND. */
  contentPage: `${API_PREFIX}/content/pages/{slug}`,
  /** GET, query site, lang, platform, page, deliveryType: CmsWidgetsResponse (SPEC 7 static cart widget). */
  cmsWidgets: `${API_PREFIX}/cms/widgets`,
  /** GET: WidgetContent, one widget's content, the list entry's content link (SPEC 7); 404 for an unknown id. */
  widgetContent: `${API_PREFIX}/widgets/{widgetId}`,
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
  /** Logged-in only. GET, query `page` (1-based), `mobile` (the caller's), optional `loyaltyProgramCode`, optional header `transactionDate` (YYYY-MM-DD, India: the day it starts at, going back): WalletHistoryPage, newest first (SPEC 7 wallet history). */
  walletHistory: `${API_PREFIX}/wallet/history`,
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
  /** GET: PnrStatusResponse (SPEC 7 PNR status): the journey, or status failure with the reason; 400 for anything but 10 digits. */
  pnrStatus: `${API_PREFIX}/rail/pnr/{pnr}`,
  /** GET, query `pnr`: RailLocalitiesResponse (SPEC 7 rail localities: the stations ahead a store serves, data.edvEnable); 4xx errors[0] for a refused PNR. */
  railLocalities: `${API_PREFIX}/rail/localities`,
  /** POST RailSaveBody: RailSaveResponse (SPEC 7 rail save: the station chosen for the PNR, kept on the cart); 409 errors[0] RAIL_SAVE_FAILED. */
  railSave: `${API_PREFIX}/rail/save`,
  /** GET: RailOrdersResponse (SPEC 7 rail history), the caller's rail orders, newest first. */
  railOrders: `${API_PREFIX}/rail/orders`,
  /** GET: RailOrder, one of the caller's rail orders (another's answers 404). */
  railOrder: `${API_PREFIX}/rail/orders/{orderId}`,
  /** POST: RailOrder cancelled and refunded (SPEC 7 rail cancel); 409 errors[0] RAIL_CANCEL_CLOSED after the window. */
  railCancel: `${API_PREFIX}/rail/orders/{orderId}/cancel`,
  /** Outside production only, POST SandboxRailBody: the sandbox railway runs the ticket's train late, or cancels the ticket. */
  sandboxRail: `${API_PREFIX}/sandbox/rail/{pnr}`,
  /** Outside production only: GET the sandbox clock, POST SandboxClockBody to move it forward (docs/sandbox-clock.md). */
  sandboxClock: `${API_PREFIX}/sandbox/clock`,
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
  /** GET, optional query `storeId`: LeagueResponse, the World Pizza League of this week (only that store's orders with storeId); 404 STORE_NOT_FOUND. */
  league: `${API_PREFIX}/league`,
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
  /** POST (no body, SPEC 7 submit order; SPEC 4 login 'submit the pending order'): ConfirmOrderResponse; a guest's cash order waiting for LOGIN, submitted by the customer who logged in with a code sent to its mobile after it was placed; 401 for a guest, 404 for any other order. */
  submitPendingOrder: `${API_PREFIX}/orders/transactions/{orderTransactionId}/submit`,
  /** GET: OrderSummary of the order paid by this transaction (thank-you page). */
  orderSummary: `${API_PREFIX}/orders/transactions/{orderTransactionId}`,
  /** GET or POST (SPEC 7 polling, server-given url): TransactionStatusResponse. */
  transactionStatus: `${API_PREFIX}/payments/transactions/{orderTransactionId}/status`,
  /** POST (no body): the customer gives up a pending payment; TransactionStatusResponse after it (SUCCESS when the gateway had already been paid, else FAILED). */
  cancelPayment: `${API_PREFIX}/payments/transactions/{orderTransactionId}/cancel`,
  /** DELETE (no body): DeletePromoOnPaymentResponse; a pending REMOVE_PROMO order re-priced without its coupon (owner only, 404 otherwise; 409 errors[0] when the order cannot be re-priced). */
  deletePromoOnPayment: `${API_PREFIX}/payments/transactions/{orderTransactionId}/promo`,
  /** POST VoucherCheckBody: VoucherCheckResponse (SPEC 7 E-voucher: kind, balance less holds, expiry, PIN or OTP). */
  eVoucher: `${API_PREFIX}/payments/evoucher`,
  /** POST (no body): VoucherOtpResponse; the OTP of the order's EV_OTP voucher goes to the voucher's mobile (SPEC 7 voucher OTP). */
  eVoucherOtp: `${API_PREFIX}/payments/transactions/{orderTransactionId}/evoucher/otp`,
  /** POST VoucherVerifyBody: ConfirmOrderResponse, the order's next action once the PIN or OTP is accepted; 400 errors[0] when not. */
  eVoucherVerify: `${API_PREFIX}/payments/transactions/{orderTransactionId}/evoucher/verify`,
  /** GET (SPEC 7 COD OTP): CodOtpSentResponse; sends the code of the caller's order waiting for one (SPEC 4 COD_OTP) to the order's mobile; 404 for another's order, 409 COD_OTP_NOT_AWAITED, 429 as login codes. */
  sendCodOtp: `${API_PREFIX}/payments/cod-otp/{orderTransactionId}`,
  /** POST CodOtpVerifyBody: ConfirmOrderResponse after the right code confirmed the cash order; 400 errors[0] for a wrong or expired code (as login codes). */
  verifyCodOtp: `${API_PREFIX}/payments/cod-otp/{orderTransactionId}/verify`,
  /** POST UpiVerifyBody (SPEC 7 UPI verify): UpiVerifyResponse, the caller's UPI intent payment as the gateway has it; 400 errors[0] when the details are not the payment's. */
  upiVerify: `${API_PREFIX}/payments/upi/verify`,
  /** POST CardOtpBody (SPEC 7 Card OTP): CardOtpResponse, the code entered in the app for a card payment the gateway offered it for. */
  cardOtp: `${API_PREFIX}/payments/transactions/{orderTransactionId}/card-otp`,
  /** POST (no body, SPEC 7 Card OTP resend): CardOtpResponse SENT. */
  cardOtpResend: `${API_PREFIX}/payments/transactions/{orderTransactionId}/card-otp/resend`,
  /** POST PaytmOtpBody (SPEC 7 payment-app OTP): PaytmOtpSentResponse; the Paytm wallet sends its link code; 404 for another's order, 409 when it waits for no link, 429 as login codes. */
  paytmSendOtp: `${API_PREFIX}/payments/paytm/otp`,
  /** POST PaytmVerifyBody: ConfirmOrderResponse, the order's next Paytm step once linked; 400 errors[0] for a wrong or expired code. */
  paytmVerifyOtp: `${API_PREFIX}/payments/paytm/otp/verify`,
  /** GET: PaytmBalanceResponse (SPEC 7 wallet balance) of the caller's order waiting for Paytm; 404 for another's order, 409 when it waits for no Paytm step. */
  paytmBalance: `${API_PREFIX}/payments/paytm/{orderTransactionId}/balance`,
  /** POST PaytmAddMoneyBody: ConfirmOrderResponse after money was added to the linked wallet (once per key). */
  paytmAddMoney: `${API_PREFIX}/payments/paytm/{orderTransactionId}/add-money`,
  /** PUT PaytmSubmitBody (SPEC 7 submit order): ConfirmOrderResponse; the order is paid from the linked wallet, once however often it is sent. */
  paytmSubmitOrder: `${API_PREFIX}/payments/paytm/{orderTransactionId}`,
  /** POST from the gateway: GatewayCallbackBody with header `checksum`; a bad checksum changes nothing (400). */
  paymentCallback: `${API_PREFIX}/payments/callback`,
  /** GET, query `pageNo` (1-based) and optional `favourites=true`: OrderHistoryPage, newest first (SPEC 7; pages appended). */
  orderHistory: `${API_PREFIX}/orders/history`,
  /** GET: RecentOrdersResponse, the logged-in caller's latest placed orders, at most SPEC 9 quickOrderCount (SPEC 7 recent orders). */
  recentOrders: `${API_PREFIX}/orders/recent-orders`,
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
  /** Logged-in only. GET: LoyaltyInfo, the caller's Pizza Pals membership, balance and pending points (SPEC 7 loyalty info). */
  loyaltyInfo: `${API_PREFIX}/loyalty`,
  /** Logged-in only. POST LoyaltyEnrolBody, headers mobile, userId, utm: LoyaltyInfo (WAITING or already a member); idempotent. */
  loyaltyEnrol: `${API_PREFIX}/loyalty/enrol`,
  /** Logged-in only. POST (no body): LoyaltyInfo with enrollmentStatus OPT_OUT (points stay in the wallet). */
  loyaltyOptOut: `${API_PREFIX}/loyalty/opt-out`,
  /** Logged-in only. GET, query `page` (1-based): LoyaltyLedgerPage, newest first (SPEC 7 loyalty ledger). */
  loyaltyLedger: `${API_PREFIX}/loyalty/ledger`,
  /** Logged-in only. GET, query `storeId`: LoyaltyMenuResponse, the free regular pizzas a member may add at Rs 0 (SPEC 7 loyalty menu items). */
  loyaltyMenu: `${API_PREFIX}/loyalty/menu`,
  /** Logged-in only. GET: CheesyRewardsStatus, the caller's place on the cheesy rewards track (milestones unlocked as it is read). */
  cheesyRewards: `${API_PREFIX}/rewards/cheesy`,
  /** Logged-in only. POST (no body): CheesyRewardsStatus, registered (SPEC 7 cheese reward register); idempotent. */
  cheesyRewardsRegister: `${API_PREFIX}/rewards/cheesy/register`,
  /** Logged-in only. POST (no body): CheesyRewardsStatus, OPTED_OUT (SPEC 7 cheese reward opt out); coupons issued stay usable. */
  cheesyRewardsOptOut: `${API_PREFIX}/rewards/cheesy/opt-out`,
  /** Logged-in only. GET: RewardOfferDetail of one of the caller's reward coupons (SPEC 7 milestone offer by coupon); 404 REWARD_OFFER_NOT_FOUND. */
  rewardOffer: `${API_PREFIX}/rewards/offers/{code}`,
  /** Logged-in only. GET: GameData, the wheel's segments, today's spin and the last prize (SPEC 7 game data). */
  gameData: `${API_PREFIX}/game`,
  /** Logged-in only. POST (no body; a body answers 400): 201 SpinResult drawn by the server; 409 GAME_ALREADY_SPUN after today's spin (SPEC 7 spin). */
  gameSpin: `${API_PREFIX}/game/spin`,
  /** Logged-in owner only. GET: AddressListResponse; POST AddressBody: 201 SavedAddress. */
  addresses: `${API_PREFIX}/users/{userId}/addresses`,
  /** Logged-in owner only. PUT AddressBody: SavedAddress; DELETE: 204. 404 ADDRESS_NOT_FOUND. */
  address: `${API_PREFIX}/users/{userId}/addresses/{addressId}`,
  /** GET, optional query `city`: LocalitiesResponse. */
  localities: `${API_PREFIX}/localities`,
  /** GET: CitiesResponse. */
  cities: `${API_PREFIX}/cities`,
  /** Logged-in only. GET: FeedbackCategoriesResponse (sections, food tags by rating level, ordering tags, delivery aspects). */
  feedbackCategories: `${API_PREFIX}/feedback/categories`,
  /** Logged-in only. GET, query `orderId`: FeedbackTemplateResponse; 404 order not found, 409 FEEDBACK_ALREADY_RATED, 400 FEEDBACK_NOT_RATEABLE. */
  feedbackTemplate: `${API_PREFIX}/feedback/template`,
  /** Logged-in only. GET: FeedbackHistoryResponse, the caller's orders delivered within feedbackOrdersDuration. */
  feedbackHistory: `${API_PREFIX}/feedback/history`,
  /** Logged-in only. POST SubmitFeedbackBody: 201 FeedbackResponse; once per order (409 FEEDBACK_ALREADY_RATED). */
  feedback: `${API_PREFIX}/feedback`,
  /** Logged-in owner only. PUT UpdateFeedbackBody: FeedbackResponse while editable (409 FEEDBACK_EDIT_CLOSED); online feedback only (an offline one is 404). */
  feedbackItem: `${API_PREFIX}/feedback/{feedbackId}`,
  /** Logged-in owner only. PUT FeedbackTagsBody: FeedbackResponse (SPEC 7 additional tags). */
  feedbackTags: `${API_PREFIX}/feedback/{feedbackId}/tags`,
  /** Logged-in only. POST OfflineFeedbackBody: 201 FeedbackResponse; 400 MOBILE_NOT_MATCHED, 404 unknown order. */
  offlineFeedback: `${API_PREFIX}/feedback/offline`,
  /** Logged-in only. POST FeedbackInvitationBody: FeedbackInvitationResponse (an order to ask about, once per feedbackOrderShownLimitInSec). */
  feedbackInvitation: `${API_PREFIX}/feedback/invitation`,
} as const;
