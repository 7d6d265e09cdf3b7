/**
 * SPEC 4: pickup confirmation routes by payment type. Confirming a pickup order (takeaway, dine-in, curbside) goes
 * where the payment the customer chose last is made: a card to the card page (/payment), any other method or none
 * to payment selection (/paymentType), where that method starts chosen. Delivery and rail orders always go to payment
 * selection.
 */
import { DELIVERY_TYPE, type DeliveryType } from '@/domain/constants';
import { ROUTES } from '@/domain/navigation';
import { isCardType } from '@/domain/payment';
import type { StoredPaymentMode } from '@/domain/paymentChoice';

/** SPEC 1 delivery types whose order is picked up at the store. */
const PICKUP_TYPES: readonly DeliveryType[] = [DELIVERY_TYPE.takeaway, DELIVERY_TYPE.pickup, DELIVERY_TYPE.dineIn, DELIVERY_TYPE.curbside];

export function isPickupOrder(deliveryType: DeliveryType | null): boolean {
  return deliveryType !== null && PICKUP_TYPES.includes(deliveryType);
}

/** Where the order's confirmation leads: the card page for a pickup order last paid by card, payment selection otherwise. */
export function checkoutRouteOf(deliveryType: DeliveryType | null, lastMode: Pick<StoredPaymentMode, 'paymentType'> | null): string {
  return isPickupOrder(deliveryType) && lastMode !== null && isCardType(lastMode.paymentType) ? ROUTES.payment : ROUTES.paymentType;
}
