/**
 * SPEC 4: pickup confirmation routes by payment type. Confirming a pickup order (takeaway, dine-in, curbside, pickup)
 * goes where the payment the customer chose last is made: a card to the card page (/payment); cash, for a logged-in
 * customer, is submitted at once from the cart (cash orders go straight to /thankYou); UPI on a phone is submitted at
 * once with UPI intent (the order submit then leads to /upiForm); anything else, nothing chosen before, or a method
 * the store no longer offers, to payment selection (/paymentType), where the last method starts chosen. A guest's
 * order is never submitted from the cart (a guest last paid by card goes to the card page, any other to payment
 * selection, logging in or giving a mobile on the way); delivery and rail orders always go to payment selection.
 */
import type { PaymentOptionsResponse } from '@/contract/payments';
import { DELIVERY_TYPE, type DeliveryType } from '@/domain/constants';
import type { DeviceKind } from '@/domain/device';
import { ROUTES } from '@/domain/navigation';
import { CASH_PAYMENT_TYPE, isCardType, isMethodOffered, UPI_PAYMENT_TYPE } from '@/domain/payment';
import type { PaymentSelectionResult, StoredPaymentMode } from '@/domain/paymentChoice';

/** SPEC 1 delivery types whose order is picked up at the store. */
const PICKUP_TYPES: readonly DeliveryType[] = [DELIVERY_TYPE.takeaway, DELIVERY_TYPE.pickup, DELIVERY_TYPE.dineIn, DELIVERY_TYPE.curbside];

export function isPickupOrder(deliveryType: DeliveryType | null): boolean {
  return deliveryType !== null && PICKUP_TYPES.includes(deliveryType);
}

/** Who confirms the order and on what, as the cart screen tells it with 'Place order'. */
export interface CheckoutPayer {
  /** SPEC 6: a guest logs in on the way to paying, so a guest's order is never submitted from the cart. */
  loggedIn: boolean;
  /** SPEC 4 UPI modes: intent needs a phone; a desktop's collect needs a UPI ID that is not kept. */
  device: DeviceKind;
  /** App config: payment types or ids not offered. */
  blacklisted: readonly string[];
}

/** What the route depends on, once the last payment mode is read. */
export interface CheckoutFacts {
  /** The cart's delivery type; null when not known. */
  deliveryType: DeliveryType | null;
  payer: CheckoutPayer;
  /** SPEC 3 paymentMode kept on this device; null when none. */
  lastMode: StoredPaymentMode | null;
}

/** Where the confirmed order goes: an app route, or an order submit with this payment right from the cart. */
export type CheckoutRoute = { kind: 'navigate'; to: string } | { kind: 'submit'; selection: PaymentSelectionResult };

/** What the last payment mode asks for, before the store's options are known. */
type LastModeWish = 'choose' | 'card' | 'cash' | 'upiIntent';

function wishOf({ deliveryType, payer, lastMode }: CheckoutFacts): LastModeWish {
  if (!isPickupOrder(deliveryType) || lastMode === null) return 'choose';
  if (isCardType(lastMode.paymentType)) return 'card';
  if (!payer.loggedIn) return 'choose';
  if (lastMode.paymentType === CASH_PAYMENT_TYPE) return 'cash';
  // Collect needs a UPI ID, which is not kept: a desktop chooses on payment selection, UPI preselected.
  if (lastMode.paymentType === UPI_PAYMENT_TYPE && payer.device === 'mobile') return 'upiIntent';
  return 'choose';
}

/** The store's payment options decide: a logged-in customer's cash, UPI intent or card must still be offered there. */
export function needsPaymentOptions(facts: CheckoutFacts): boolean {
  const wish = wishOf(facts);
  return wish === 'cash' || wish === 'upiIntent' || (wish === 'card' && facts.payer.loggedIn);
}

const navigate = (to: string): CheckoutRoute => ({ kind: 'navigate', to });

/** The last mode's method as the store offers it now; null when it no longer does (gone, disabled or blacklisted). */
function offeredMethod(lastMode: StoredPaymentMode, options: PaymentOptionsResponse, blacklisted: readonly string[]) {
  const method = options.methods.find((candidate) => candidate.paymentId === lastMode.paymentId);
  return method && method.paymentType === lastMode.paymentType && isMethodOffered(method, blacklisted) ? method : null;
}

/**
 * Where the confirmation leads. `options`: the store's payment options when `needsPaymentOptions` asked for them;
 * null when not asked or when they could not be loaded (then nothing is submitted from the cart).
 */
export function checkoutRouteOf(facts: CheckoutFacts, options: PaymentOptionsResponse | null): CheckoutRoute {
  const wish = wishOf(facts);
  const lastMode = facts.lastMode;
  if (wish === 'choose' || lastMode === null) return navigate(ROUTES.paymentType);
  // Without the options the card page itself tells what is wrong.
  if (options === null) return navigate(wish === 'card' ? ROUTES.payment : ROUTES.paymentType);
  const method = offeredMethod(lastMode, options, facts.payer.blacklisted);
  if (method === null) return navigate(ROUTES.paymentType);
  if (wish === 'card') return navigate(ROUTES.payment);
  // SPEC 4 UPI modes: a store offering collect alone is chosen on payment selection.
  if (wish === 'upiIntent' && !(method.upiModes ?? ['INTENT']).includes('INTENT')) return navigate(ROUTES.paymentType);
  return {
    kind: 'submit',
    // What the payment page sends for this method alone (no wallet, no voucher).
    selection: {
      primaryPaymentId: method.paymentId,
      primaryType: method.paymentType,
      secondaryPaymentId: null,
      instrumentDetails: wish === 'upiIntent' ? { upiMode: 'INTENT' } : null,
      cardInitialDigits: null,
    },
  };
}
