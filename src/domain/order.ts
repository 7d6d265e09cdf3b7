/**
 * Placing an order (SPEC 3 Order details and Payment details, SPEC 4 next payment actions, SPEC 8 duplicate
 * order): the confirm body, the duplicate-order window, the UPI intent link and the payment page's route.
 * Pure: the order submit machine holds the flow.
 */
import type { CartResponse } from '@/contract/cart';
import { LOYALTY_ERROR_CODES } from '@/contract/codes';
import { PATHS } from '@/contract/paths';
import type { ConfirmOrderBody, InitiateOrderPaymentResponse, RecentOrderResponse } from '@/contract/orders';
import type { PollingData } from '@/contract/payments';
import type { Doorstep } from '@/domain/address';
import { DELIVERY_TYPE, type DeliveryType } from '@/domain/constants';
import { QUERY, ROUTES, thankYouRoute, withQuery } from '@/domain/navigation';
import { CASH_PAYMENT_TYPE, PAYMENT_GROUP_OF, WALLET_PAYMENT_TYPE } from '@/domain/payment';
import { orderTipOf, orderTotalOf } from '@/domain/walletTip';
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
/** SPEC 3 deliveryInstructions and zeroContactDelivery as the customer gave them on the payment page. */
export interface DeliveryNote {
  /** What the rider should know (gate code, call on arrival); empty when none. */
  instructions: string;
  /** Leave the order at the door: asked for, whatever the payment (the rule below decides whether it goes). */
  zeroContact: boolean;
}

export const NO_DELIVERY_NOTE: DeliveryNote = { instructions: '', zeroContact: false };

/** SPEC 4: zero-contact delivery for prepaid delivery orders only: never with cash, which is handed over at the door. */
export function canZeroContact(deliveryType: DeliveryType, paymentType: string): boolean {
  return deliveryType === DELIVERY_TYPE.delivery && paymentType !== CASH_PAYMENT_TYPE;
}

/** SPEC 3: delivery instructions go with delivery orders only. */
export function hasDeliveryNote(deliveryType: DeliveryType): boolean {
  return deliveryType === DELIVERY_TYPE.delivery;
}

/**
 * Query names of /paymentTransaction besides transactionId: the polling interval and duration, seconds, the polling
 * call's path and method (SPEC 7 pollingData url and method), and the UPI ID a collect request went to.
 */
export const PAYMENT_TRANSACTION_QUERY = {
  interval: 'interval',
  duration: 'duration',
  pollUrl: 'pollUrl',
  pollMethod: 'pollMethod',
  upiId: 'upiId',
  /** Set by the return URL of a wallet's gateway page (WALLET_PROCESS): the order processes in the wallet's time. */
  process: 'process',
} as const;

/** The `process` value of a wallet payment's return (SPEC 9 orderProcessTimeForWalletInSec). */
export const WALLET_PROCESS = 'wallet';

/** SPEC 9 order-processing times (app config), seconds. */
export interface OrderProcessTimes {
  orderProcessTimeInSec: number;
  orderProcessTimeForWalletInSec: number;
}

/** The URL a gateway page returns to (SPEC 3 transactionStatusUrl): a wallet's marks its payment as a wallet's. */
export function returnUrlOf(transactionStatusUrl: string, paymentType: string): string {
  return PAYMENT_GROUP_OF[paymentType] === 'wallets'
    ? withQuery(transactionStatusUrl, { [PAYMENT_TRANSACTION_QUERY.process]: WALLET_PROCESS })
    : transactionStatusUrl;
}

/**
 * SPEC 9: how long the order takes to process once a gateway page returned, before its status is first asked:
 * orderProcessTimeForWalletInSec after a wallet's page, orderProcessTimeInSec after any other.
 */
export function orderProcessSecondsOf(process: string | null, times: OrderProcessTimes): number {
  return process === WALLET_PROCESS ? times.orderProcessTimeForWalletInSec : times.orderProcessTimeInSec;
}

/** SPEC 7 polling: the server-given call a transaction's status is asked with. */
export type PollingTarget = Pick<PollingData, 'url' | 'method'>;

const POLLING_METHODS: readonly string[] = ['GET', 'POST'] satisfies readonly PollingData['method'][];

/**
 * The server-given polling call (SPEC 7 pollingData url and method), when it is this transaction's status call with a
 * SPEC 7 method; null otherwise (the fixed status path is asked then). It comes through the page's URL, so a crafted
 * link must never make the app send the customer's credentials to another call or host.
 */
export function pollingTargetOf(
  url: string | null | undefined,
  method: string | null | undefined,
  orderTransactionId: string,
): PollingTarget | null {
  if (typeof url !== 'string' || typeof method !== 'string' || !POLLING_METHODS.includes(method)) return null;
  const ownStatusCall = PATHS.transactionStatus.replace('{orderTransactionId}', encodeURIComponent(orderTransactionId));
  return url === ownStatusCall ? { url, method: method as PollingData['method'] } : null;
}

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
  /** Delivery instructions and zero-contact delivery; none when not given. */
  deliveryNote?: DeliveryNote | null;
  /** SPEC 4 auto login: a guest paying cash gives the order's mobile and logs in with it after placing; null otherwise. */
  autoLoginMobile?: string | null;
}): ConfirmOrderBody {
  const { store, cart, session, selection, doorstep = null, enrolment = null } = params;
  const note = hasDeliveryNote(store.deliveryType) ? (params.deliveryNote ?? NO_DELIVERY_NOTE) : NO_DELIVERY_NOTE;
  const walletUsed = selection.secondaryPaymentId !== null || selection.primaryType === WALLET_PAYMENT_TYPE;
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
      price: orderTotalOf(cart, walletUsed),
      userDetails: {
        firstName: user?.firstName ?? '',
        lastName: user?.lastName ?? '',
        mobile: user?.mobile ?? params.autoLoginMobile ?? '',
        email: user?.email ?? '',
      },
      zeroContactDelivery: note.zeroContact && canZeroContact(store.deliveryType, selection.primaryType),
      tip: orderTipOf(cart, walletUsed),
      advancedTime: store.timing.kind === 'advance' ? store.timing.at : null,
      optedOptionalCharges: cart.optedOptionalCharges,
      additonalUserIdentification: store.vehicleDetails,
      deliveryInstructions: note.instructions.trim(),
      stationId: rail?.stationId ?? null,
      customerIrctcDetails: rail ? { pnr: rail.pnr, trainNo: rail.trainNo } : null,
      enroll: enrolment !== null,
      loyaltyRegistrationRequest: enrolment ? { loyaltyCardCode: enrolment.loyaltyCardCode } : null,
      autoLogin: !session.isLoggedIn && (params.autoLoginMobile ?? null) !== null,
      language: ORDER_LANGUAGE,
    },
    paymentDetails: {
      primaryPaymentId: selection.primaryPaymentId,
      secondaryPaymentId: selection.secondaryPaymentId,
      transactionStatusUrl: returnUrlOf(params.transactionStatusUrl, selection.primaryType),
      // Loyalty points are earned by logged-in customers only (SPEC 9).
      loyaltyEligible: session.isLoggedIn,
      cardInitialDigits: selection.cardInitialDigits,
      instrumentDetails: selection.instrumentDetails,
    },
  };
}

/** /paymentTransaction?transactionId=..&interval=..&duration=..&pollUrl=..&pollMethod=..[&upiId=..] (the server-given polling and the UPI ID in the URL, not in storage). */
export function paymentTransactionRoute(transactionId: string, pollingData: PollingData | null, upiId: string | null = null): string {
  return withQuery(ROUTES.paymentTransaction, {
    [QUERY.transactionId]: transactionId,
    [PAYMENT_TRANSACTION_QUERY.interval]: pollingData?.interval,
    [PAYMENT_TRANSACTION_QUERY.duration]: pollingData?.duration,
    [PAYMENT_TRANSACTION_QUERY.pollUrl]: pollingData?.url,
    [PAYMENT_TRANSACTION_QUERY.pollMethod]: pollingData?.method,
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
