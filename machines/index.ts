/** The catalogue of every flow machine, with a one-line purpose; diagrams and the QA route read it. */
import type { AnyStateMachine } from 'xstate';
import { addressBookMachine } from './addressBook.machine';
import { appConfigMachine } from './appConfig.machine';
import { cardOtpMachine } from './cardOtp.machine';
import { cartMachine } from './cart.machine';
import { cartWidgetMachine } from './cartWidget.machine';
import { cheesyRewardsMachine } from './cheesyRewards.machine';
import { codOtpMachine } from './codOtp.machine';
import { contentPageMachine } from './contentPage.machine';
import { customiseMachine } from './customise.machine';
import { deliveryNoteMachine } from './deliveryNote.machine';
import { guestContactMachine } from './guestContact.machine';
import { doorstepMachine } from './doorstep.machine';
import { edvMachine } from './edv.machine';
import { eVoucherMachine } from './eVoucher.machine';
import { feedbackMachine } from './feedback.machine';
import { feedbackInvitationMachine } from './feedbackInvitation.machine';
import { freePizzaMachine } from './freePizza.machine';
import { installPromptMachine } from './installPrompt.machine';
import { landingMachine } from './landing.machine';
import { navMenuMachine } from './navMenu.machine';
import { leagueMachine } from './league.machine';
import { locationMachine } from './location.machine';
import { loginMachine } from './login.machine';
import { loyaltyEnrollmentMachine } from './loyaltyEnrollment.machine';
import { loyaltyOfferMachine } from './loyaltyOffer.machine';
import { manualSelectorMachine } from './manualSelector.machine';
import { mapPinMachine } from './mapPin.machine';
import { networkMachine } from './network.machine';
import { offlineFeedbackMachine } from './offlineFeedback.machine';
import { menuMachine } from './menu.machine';
import { offersMachine } from './offers.machine';
import { orderDetailsMachine } from './orderDetails.machine';
import { quickReorderMachine } from './quickReorder.machine';
import { orderHistoryMachine } from './orderHistory.machine';
import { orderStatusPollingMachine } from './orderStatusPolling.machine';
import { orderSubmitMachine } from './orderSubmit.machine';
import { orderSummaryMachine } from './orderSummary.machine';
import { paymentSelectionMachine } from './paymentSelection.machine';
import { pizzaLoyaltyMachine } from './pizzaLoyalty.machine';
import { placeSearchMachine } from './placeSearch.machine';
import { profileMachine } from './profile.machine';
import { railMachine } from './rail.machine';
import { railOrderMachine } from './railOrder.machine';
import { railOrdersMachine } from './railOrders.machine';
import { railStationMachine } from './railStation.machine';
import { refundMachine } from './refund.machine';
import { removePromoMachine } from './removePromo.machine';
import { sessionMachine } from './session.machine';
import { spinWheelMachine } from './spinWheel.machine';
import { storeMachine } from './store.machine';
import { storeListMachine } from './storeList.machine';
import { storeSelectionMachine } from './storeSelection.machine';
import { trackAnotherOrderMachine } from './trackAnotherOrder.machine';
import { trackingMachine } from './tracking.machine';
import { transactionPollingMachine } from './transactionPolling.machine';
import { upiIntentMachine } from './upiIntent.machine';
import { walletMachine } from './wallet.machine';
import { walletLinkMachine } from './walletLink.machine';

export interface CatalogueEntry {
  /** The file name stem: `<name>.machine.ts`, `docs/machines/<name>.md`. */
  name: string;
  machine: AnyStateMachine;
  purpose: string;
}

export const machineCatalogue: readonly CatalogueEntry[] = [
  {
    name: 'session',
    machine: sessionMachine,
    purpose:
      'Restores or obtains anonymous credentials, takes over a login, follows token refresh outcomes, and signs out on logout, deleted account or failed refresh.',
  },
  {
    name: 'login',
    machine: loginMachine,
    purpose:
      'Mobile and OTP, password, forgot-password and social login; hands the login to the session and returns the user where they came from.',
  },
  {
    name: 'profile',
    machine: profileMachine,
    purpose: 'Loads the profile, edits and saves one field at a time, and deletes the account after confirmation.',
  },
  {
    name: 'landing',
    machine: landingMachine,
    purpose:
      "Loads the landing widgets (the list, then each entry's content link), alerts and stored preferences; routes delivery choices, banners (SPEC 2 targets) and link cards (SPEC 2 link actions).",
  },
  {
    name: 'navMenu',
    machine: navMenuMachine,
    purpose:
      "The app's menu from the nav menu call, in the customer's language; login-only items for logged-in customers; retry on failure.",
  },
  {
    name: 'quickReorder',
    machine: quickReorderMachine,
    purpose:
      "The landing's quick reorder row: a logged-in customer's recent orders (at most quickOrderCount); one tap reorders an order through the shared reorder flow and goes to the cart.",
  },
  {
    name: 'location',
    machine: locationMachine,
    purpose:
      'Asks for the device position (permission granted, prompt, denied, not available), names the place, and routes to the map or the store list; popups on failure or denial.',
  },
  {
    name: 'placeSearch',
    machine: placeSearchMachine,
    purpose:
      'Place autocomplete: waits for a pause in typing (autoCompleteDebounceTimeInMillis), searches from 3 characters, ignores stale answers; results, no results, or failure with retry.',
  },
  {
    name: 'mapPin',
    machine: mapPinMachine,
    purpose: 'The pin on the map confirm screen: names the place under it after each move; a failed lookup keeps the pin usable.',
  },
  {
    name: 'storeList',
    machine: storeListMachine,
    purpose:
      "Stores near a point (within maxShownDistance), or pickup cities then a city's stores; retry per failed load; highlights a store for the map.",
  },
  {
    name: 'store',
    machine: storeMachine,
    purpose:
      "The selected store, delivery type, location and timing for the app's lifetime: restored from this device once, replaced by `store.selected`, saved with the last 4 store ids.",
  },
  {
    name: 'storeSelection',
    machine: storeSelectionMachine,
    purpose:
      'Deliver now or advance order, vehicle details for curbside, store lookup for a point or address (2.STORENA, not deliverable), then hands store, location, delivery type and timing to the store actor.',
  },
  {
    name: 'manualSelector',
    machine: manualSelectorMachine,
    purpose:
      "Choosing a store by hand (/manualSelector): the cities with a store for the delivery type, narrowed by typing, then a city's stores; a chosen store goes to the store selection flow.",
  },
  {
    name: 'addressBook',
    machine: addressBookMachine,
    purpose:
      'Saved addresses (on the server when logged in, on the device for guests): list, add, edit, delete with SPEC 5 validation; matches a location to a saved address; recent searches (keep 4, show 3).',
  },
  {
    name: 'appConfig',
    machine: appConfigMachine,
    purpose:
      'Loads the site and app config, serves the SPEC 9 defaults until then or when loading fails, and refreshes every refresh_app_config_time.',
  },
  {
    name: 'menu',
    machine: menuMachine,
    purpose:
      "Reads the selected store, loads its menu, toppings and the veg-only switch side by side (duplicate categories removed, bestsellers from the first category, SPEC 5 veg-only), filters veg / non-veg / all and sorts by price or discount, keeps a logged-in customer's favourites (category 0), searches the menu, and turns Add into a cart line or /customise.",
  },
  {
    name: 'customise',
    machine: customiseMachine,
    purpose:
      "Customise one pizza (SPEC 2 /customise?pizzaId): loads the store's menu and toppings, crust, size (serves), toppings (remTopngs / repTopngs / addTopngs), extra cheese up to extracheesecount and quantity with a live price; confirm hands the cart line over; non-customisable ids go back to /menu.",
  },
  {
    name: 'cart',
    machine: cartMachine,
    purpose:
      'Lines, merge rule, limits, coupons, tip, optional charge K and server sync; keeps the cart on the device and the server, merges the guest cart after login, runs the checkout popups, and routes Place order by the payment chosen last (a pickup order paid as last time is submitted from the cart).',
  },
  {
    name: 'offers',
    machine: offersMachine,
    purpose:
      "The offers list of the saved store (loading, listing, empty, failed with retry), applying a deal through the cart, and one deal's terms (/tncOffers).",
  },
  {
    name: 'edv',
    machine: edvMachine,
    purpose:
      "Everyday-value page: gets the store's EDV deals, the itemId deal and the mix-and-match menu (GETTING_DATA, data or null on failure), picks the deal's pizzas and adds them to the cart; none for a train seat at a station without EDV to the seat (edvEnable).",
  },
  {
    name: 'paymentSelection',
    machine: paymentSelectionMachine,
    purpose:
      'Payment options for the cart: SPEC 4/5 rules (last used preselected unless Amazon Pay, wallet hidden or combined, e-vouchers, promo payment limits), UPI mode and VPA, card entry with Luhn, brand and server card validation; hands the choice to the order submit.',
  },
  {
    name: 'doorstep',
    machine: doorstepMachine,
    purpose:
      'Complete your address: the house number (required) and landmark of a map-pin delivery, prefilled from this device, before Place order.',
  },
  {
    name: 'deliveryNote',
    machine: deliveryNoteMachine,
    purpose:
      'Delivery instructions and zero-contact delivery given on the payment page of a delivery order; zero-contact goes with prepaid orders only.',
  },
  {
    name: 'guestContact',
    machine: guestContactMachine,
    purpose:
      'Auto login: the mobile a guest paying cash gives on the payment page, checked at Place order; the order waits for their login with it.',
  },
  {
    name: 'codOtp',
    machine: codOtpMachine,
    purpose:
      'Cash on delivery with OTP (COD_OTP): the code sent to the order mobile, entered with the 45 s resend timer; the right code confirms the order, going back cancels it.',
  },
  {
    name: 'removePromo',
    machine: removePromoMachine,
    purpose:
      'Remove promo (REMOVE_PROMO): a coupon limited to other payment methods; drop it and pay at the new total, or keep it (the waiting order is cancelled) and choose again.',
  },
  {
    name: 'refund',
    machine: refundMachine,
    purpose:
      "A failed order's refund (REFUND_PAGE, /refund): why it failed, how much goes back, to where, by when and its state, asked again while it is on its way; taken to the Slice wallet while offered.",
  },
  {
    name: 'orderSubmit',
    machine: orderSubmitMachine,
    purpose:
      'Duplicate-order check, confirm order (idempotent), and every SPEC 4 next payment action; a refused Pizza Pals enrolment lets the order go without joining.',
  },
  {
    name: 'loyaltyOffer',
    machine: loyaltyOfferMachine,
    purpose:
      'Joining Pizza Pals with an order (SPEC 3 enroll): for a logged-in customer the info call says whether they may join and issues the card code; the offer is off until turned on; a refused enrolment turns it off and asks again.',
  },
  {
    name: 'freePizza',
    machine: freePizzaMachine,
    purpose:
      'Free regular pizzas with Pizza Pals points on the menu: loads the loyalty menu items for a logged-in customer at a store, adds one at Rs 0 (menuType LOYALTY) while the credited points buy more, pending points shown apart.',
  },
  {
    name: 'orderSummary',
    machine: orderSummaryMachine,
    purpose: "Loads the thank-you page's order summary; NA or a FAILED order shows the failed view.",
  },
  {
    name: 'transactionPolling',
    machine: transactionPollingMachine,
    purpose:
      'Polls the transaction status every server-given interval until SUCCESS (thank-you), FAILED (message, payment mode cleared) or the server-given duration runs out.',
  },
  {
    name: 'orderStatusPolling',
    machine: orderStatusPollingMachine,
    purpose: 'Polls the order status while WAIT/INPROCESS until SUCCESS (cart cleared, analytics), FAILED or UNKNOWN (cart cleared).',
  },
  {
    name: 'eVoucher',
    machine: eVoucherMachine,
    purpose:
      'E-voucher or gift card PIN / OTP (SPEC 4 EV_PIN, EV_OTP): the holder proves the voucher; the order goes on to thank-you or the gateway for the rest, or is cancelled to choose again.',
  },
  {
    name: 'walletLink',
    machine: walletLinkMachine,
    purpose:
      'Paytm wallet (SPEC 4 PAYTM_LINK, PAYTM_ADD_MONEY, PAYTM_WITHDRAW_MONEY): link by the code the wallet sends, add the shortfall, pay from the wallet once, or go back to choose again.',
  },
  {
    name: 'cardOtp',
    machine: cardOtpMachine,
    purpose:
      'Card OTP entered in the app when the gateway offers it (wrong codes with the tries left, resend), then polls the order status until SUCCESS (thank-you), FAILED (error) or the total time (error, back to cart).',
  },
  {
    name: 'upiIntent',
    machine: upiIntentMachine,
    purpose:
      'Opens the UPI app from the intent link, verifies the payment (UPI verify) until TXN_SUCCESS or the UPI timeout, processes it with the order status polling and goes to thank-you; SPEC 8 UPI text and event names on failure.',
  },
  {
    name: 'tracking',
    machine: trackingMachine,
    purpose:
      "Loads an order's tracker by order id or by mobile and order id; polls after the server-given seconds while CONFIRMED, BEING_BAKED, DISPATCHED, CANCELLED or not available yet, stops when DELIVERED; 404 is not found, other failures wait for retry; the customer's own order to a train seat goes to its rail order screen.",
  },
  {
    name: 'trackAnotherOrder',
    machine: trackAnotherOrderMachine,
    purpose:
      'Track another order form: SPEC 5 mobile and order id messages, then tracks the order with an invoked tracking machine; each valid submit tracks afresh.',
  },
  {
    name: 'orderHistory',
    machine: orderHistoryMachine,
    purpose:
      'Order history (logged-in): loads page 1 of All or Favourites, appends the next page on history.more, empty state, failed first or later page with retry (loaded pages kept), favourite marks saved one at a time.',
  },
  {
    name: 'loyaltyEnrollment',
    machine: loyaltyEnrollmentMachine,
    purpose:
      'Pizza Pals enrolment (SPEC 4 NEW, STARTED, ENROLLING, WAITING, ENROLLED, OPT_OUT; eligibility UNKNOWN until checked): the info call checks eligibility and issues the card code, joining sends it back with the mobile, userId and utm headers, WAITING asks again until the programme confirms (bounded), opt-out after a confirmation and joining again; failures with retry.',
  },
  {
    name: 'pizzaLoyalty',
    machine: pizzaLoyaltyMachine,
    purpose:
      'The Pizza Pals ledger on /pizzaLoyalty (logged-in; a guest goes to login and back): earnings pending or credited, burns and returns, page by page, newest first; reload when the membership changes; failed first or later page with retry.',
  },
  {
    name: 'wallet',
    machine: walletMachine,
    purpose:
      'The Slice wallet (logged-in; a guest goes to login and back): balance in its parts and the history page by page, newest first; empty state; failed first or later page with retry (loaded pages kept).',
  },
  {
    name: 'orderDetails',
    machine: orderDetailsMachine,
    purpose:
      "One order's details; Order again reorders, restores the order's store, delivery type and address on the device, lists unavailable items and goes to the cart; downloads the invoice with its toast; moves a failed order's refund to the Slice wallet when the server offers it.",
  },
  {
    name: 'rail',
    machine: railMachine,
    purpose:
      "Deliver on train: the PNR (SPEC 5 'Valid PNR Number is Mandatory'), its status lookup (the railway's refusal or the journey), the terms to accept ('Please Accept Terms and Conditions First'), then the station choice.",
  },
  {
    name: 'railStation',
    machine: railStationMachine,
    purpose:
      "The stations ahead on the ticket's journey that a store serves (orderable or too soon), saving the chosen one (SPEC 8 RAIL_SAVE_FAILED opens its dedicated dialog), handing its store to the store actor as IRCTC with the ticket, then the menu.",
  },
  {
    name: 'railOrders',
    machine: railOrdersMachine,
    purpose:
      "The customer's rail orders, newest first (the rail orders list and a rail order's thank-you page); empty state, failure with retry.",
  },
  {
    name: 'railOrder',
    machine: railOrderMachine,
    purpose:
      "One rail order: polls after the server-given seconds until it will not move (SPEC 4 rail states 0-6), cancels after confirmation while PLACED to OUTFORDELIVERY, and shows the server's RAIL_CANCEL_CLOSED reason; 404 is not found.",
  },
  {
    name: 'league',
    machine: leagueMachine,
    purpose:
      "The World Pizza League (/worldPizzaLeague): this week's ranking of the world-pizza-league pizzas by orders; a week without orders yet still lists them; a pizza's Order opens it on the menu; failure with retry.",
  },
  {
    name: 'feedback',
    machine: feedbackMachine,
    purpose:
      "Feedback after an order (/uf): Login (a guest's query saved for the login to bring back), Select Order (orders delivered within feedbackOrdersDuration; a rated one says so), Submit Feedback (CSAT 1-5 by section or NPS 0-10, the draft kept on the device, SPEC 5 messages, a silent failed submit), the 4-second thank-you alert, additional tags and a change shortly after; store and phone orders through the offline form.",
  },
  {
    name: 'offlineFeedback',
    machine: offlineFeedbackMachine,
    purpose:
      "Offline feedback: an order placed in a store or by phone, found by its bill's number and mobile; SPEC 5 messages on the fields, the server's MOBILE_NOT_MATCHED message on the mobile field, an order rated already; the stored feedback is its output.",
  },
  {
    name: 'feedbackInvitation',
    machine: feedbackInvitationMachine,
    purpose:
      'Asks the server, after delivery, for an order to invite a logged-in customer to rate (the tracking page for its order, the landing page for the newest), shown once per feedbackOrderShownLimitInSec; dismissable; a guest or a failed ask shows nothing.',
  },
  {
    name: 'contentPage',
    machine: contentPageMachine,
    purpose:
      "A page whose words the server's content holds (/tnc, /info, /notification): loads it in the app's language, loads it again on a language switch while the old words stay, failure with retry.",
  },
  {
    name: 'cartWidget',
    machine: cartWidgetMachine,
    purpose:
      "The cart's static CMS widget (SPEC 7: site, lang, platform, page, deliveryType): the content's notes for the order's delivery type, none, or a failure with retry.",
  },
  {
    name: 'cheesyRewards',
    machine: cheesyRewardsMachine,
    purpose:
      "Cheesy rewards: loads the customer's place on the milestone track (milestones reached unlock their coupons), registers and opts out; a failed call retries by reading the track again.",
  },
  {
    name: 'spinWheel',
    machine: spinWheelMachine,
    purpose:
      "Spin the wheel: loads the wheel and today's spin, spins once a day and turns to the segment the server drew (at once with reduced motion); a spin refused as already made today reads the day's spin back; failures retry.",
  },
  {
    name: 'installPrompt',
    machine: installPromptMachine,
    purpose: 'Offers "add to home screen" and hides it for 30 minutes or for ever.',
  },
  {
    name: 'network',
    machine: networkMachine,
    purpose: 'Says when the browser is offline, when the API layer retries a lost connection and when it gave up (SPEC 8 network texts).',
  },
];
