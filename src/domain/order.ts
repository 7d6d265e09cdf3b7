/**
 * Placing an order (SPEC 3 Order details and Payment details, SPEC 4 next payment actions, SPEC 8 duplicate
 * order): the confirm body, the duplicate-order window, the UPI intent link and the payment page's route.
 * Pure: the order submit machine holds the flow.
 */
import type { CartResponse } from '@/contract/cart';
import { LOYALTY_ERROR_CODES } from '@/contract/codes';
import type { ConfirmOrderBody, InitiateOrderPaymentResponse, RecentOrderResponse } from '@/contract/orders';
import type { PollingData } from '@/contract/payments';
import type { Doorstep } from '@/domain/address';
import { DELIVERY_TYPE, type DeliveryType } from '@/domain/constants';
import { QUERY, ROUTES, thankYouRoute, withQuery } from '@/domain/navigation';
import type { PaymentSelectionResult } from '@/domain/paymentChoice';
import { RAIL_THANK_YOU_TRANSACTION_ID } from '@/domain/rail';
import { MS_PER_MINUTE } from '@/domain/time';

/** The customer an order is placed for. */
export interface OrderUser {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
}

/** The session as the order needs it, read at the moment of submitting. */
export interface OrderSession {
  userId: string | null;
  /** The logged-in user's names, mobile and email; null for a guest. */
  user: OrderUser | null;
  isLoggedIn: boolean;
}

/** What of the store selection goes into an order. */
export interface OrderStore {
  deliveryType: DeliveryType;
  location: { latitude: number; longitude: number; addressId: string | null; place: { formattedAddress: string } | null };
  timing: { kind: 'now' } | { kind: 'advance'; at: number };
  /** SPEC 3 additonalUserIdentification, curbside only; null otherwise. */
  vehicleDetails: string | null;
  /** The ticket and station of a rail order (IRCTC); null or absent otherwise. */
  rail?: { pnr: string; trainNo: string; stationId: string } | null;
}

/** SPEC 3 enroll and loyaltyRegistrationRequest: the customer joins Pizza Pals with the order, with the card code the loyalty info call issued. */
export interface OrderEnrolment {
  loyaltyCardCode: string;
}

/** Codes of an enrolment the programme refused (the order itself was not placed). */
const ENROLMENT_REFUSAL_CODES: ReadonlySet<string> = new Set([
  LOYALTY_ERROR_CODES.wrongCardCode,
  LOYALTY_ERROR_CODES.cardCodeTaken,
  LOYALTY_ERROR_CODES.notEligible,
]);
/** HTTP statuses of a refused request body (400) or a card code taken meanwhile (409): nothing was written. */
const ENROLMENT_REFUSAL_STATUSES: ReadonlySet<number> = new Set([400, 409]);

/**
 * Whether an order that carried an enrolment was refused because of it: a FAILED answer or an error with a loyalty
 * code, or a 400 or 409 answer (the rest of the body is the app's own). The order may then go without joining.
 */
export function isEnrolmentRefusal(error: { code?: string; status?: number }): boolean {
  return (error.code !== undefined && ENROLMENT_REFUSAL_CODES.has(error.code)) || ENROLMENT_REFUSAL_STATUSES.has(error.status ?? 0);
}

/** SPEC 3: orders are submitted in English. */
export const ORDER_LANGUAGE = 'en';
/** No screen collects delivery instructions or the zero-contact choice yet: none are sent. */
export const NO_DELIVERY_INSTRUCTIONS = '';
export const ZERO_CONTACT_DELIVERY = false;

/** Query names of /paymentTransaction besides transactionId: the polling interval and duration, seconds, and the UPI ID a collect request went to. */
export const PAYMENT_TRANSACTION_QUERY = { interval: 'interval', duration: 'duration', upiId: 'upiId' } as const;

/** SPEC 4 modes: an intent link is opened before polling. */
const INTENT_MODE = 'intent';

/** SPEC 8: an order placed less than the window ago. */
export function isRecentOrder(recent: RecentOrderResponse, now: number, windowMinutes: number): boolean {
  return recent.placedAt !== null && now - recent.placedAt < windowMinutes * MS_PER_MINUTE;
}

/** SPEC 3: the confirm body from the saved store, the cart, the session user and the chosen payment. */
export function confirmBodyOf(params: {
  idempotencyKey: string;
  store: OrderStore;
  cart: CartResponse;
  session: OrderSession;
  selection: PaymentSelectionResult;
  transactionStatusUrl: string;
  /** The house number and landmark of a map-pin delivery; null when none was asked. */
  doorstep?: Doorstep | null;
  /** Joining Pizza Pals with this order; null when the customer does not join. */
  enrolment?: OrderEnrolment | null;
}): ConfirmOrderBody {
  const { store, cart, session, selection, doorstep = null, enrolment = null } = params;
  const user = session.user;
  // SPEC 3: a rail order names its station and ticket, and no address.
  const rail = store.deliveryType === DELIVERY_TYPE.train ? (store.rail ?? null) : null;
  return {
    idempotencyKey: params.idempotencyKey,
    orderDetails: {
      addressId: store.deliveryType === DELIVERY_TYPE.delivery ? store.location.addressId : null,
      deliveryLocation:
        store.deliveryType === DELIVERY_TYPE.delivery
          ? {
              latitude: store.location.latitude,
              longitude: store.location.longitude,
              address: store.location.place?.formattedAddress ?? '',
              ...(doorstep?.houseNo ? { houseNo: doorstep.houseNo } : {}),
              ...(doorstep?.landmark ? { landmark: doorstep.landmark } : {}),
            }
          : null,
      cartId: cart.cartId,
      deliveryType: store.deliveryType,
      price: cart.displayNetPrice,
      userDetails: {
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        mobile: user?.mobile ?? '',
        email: user?.email ?? '',
      },
      zeroContactDelivery: ZERO_CONTACT_DELIVERY,
      tip: cart.tip.tipAmount,
      advancedTime: store.timing.kind === 'advance' ? store.timing.at : null,
      optedOptionalCharges: cart.optedOptionalCharges,
      additonalUserIdentification: store.vehicleDetails,
      deliveryInstructions: NO_DELIVERY_INSTRUCTIONS,
      stationId: rail?.stationId ?? null,
      customerIrctcDetails: rail ? { pnr: rail.pnr, trainNo: rail.trainNo } : null,
      enroll: enrolment !== null,
      loyaltyRegistrationRequest: enrolment ? { loyaltyCardCode: enrolment.loyaltyCardCode } : null,
      language: ORDER_LANGUAGE,
    },
    paymentDetails: {
      primaryPaymentId: selection.primaryPaymentId,
      secondaryPaymentId: selection.secondaryPaymentId,
      transactionStatusUrl: params.transactionStatusUrl,
      // Loyalty points are earned by logged-in customers only (SPEC 9).
      loyaltyEligible: session.isLoggedIn,
      cardInitialDigits: selection.cardInitialDigits,
      instrumentDetails: selection.instrumentDetails,
    },
  };
}

/** /paymentTransaction?transactionId=..&interval=..&duration=..[&upiId=..] (the server-given polling and the UPI ID in the URL, not in storage). */
export function paymentTransactionRoute(transactionId: string, pollingData: PollingData | null, upiId: string | null = null): string {
  return withQuery(ROUTES.paymentTransaction, {
    [QUERY.transactionId]: transactionId,
    [PAYMENT_TRANSACTION_QUERY.interval]: pollingData?.interval,
    [PAYMENT_TRANSACTION_QUERY.duration]: pollingData?.duration,
    [PAYMENT_TRANSACTION_QUERY.upiId]: upiId ?? undefined,
  });
}

/** The UPI intent link of a unified payment answer; null when it only polls. */
export function intentUrlOf(payment: InitiateOrderPaymentResponse): string | null {
  const intent = payment.unifiedPaymentResponse?.nextActions.find((next) => next.mode === INTENT_MODE);
  if (!intent) return null;
  return payment.intentUrl ?? intent.url ?? null;
}

/** SPEC 2: the thank-you page of a placed order: rail orders reach it with the fixed placeholder id, others with their transaction. */
export function placedOrderRoute(orderTransactionId: string, deliveryType: DeliveryType | null): string {
  return thankYouRoute(deliveryType === DELIVERY_TYPE.train ? RAIL_THANK_YOU_TRANSACTION_ID : orderTransactionId);
}
