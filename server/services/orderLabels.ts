/** SPEC 4 order status labels on the server: what an order is called at a moment (history, thank-you). */
import type { OrderStatusLabel } from '@/domain/orderStatus';
import { DELIVERY_TYPE, type DeliveryType } from '@/domain/constants';
import type { orders } from '../db/schema';
import { stageAt } from './orderClock';
import { isPickup } from './stores';

export type OrderRow = typeof orders.$inferSelect;

/** SPEC 4 labels of a confirmed order on its way, by delivery type. */
const IN_PROGRESS_LABELS: Readonly<Record<DeliveryType, OrderStatusLabel>> = {
  D: 'ORDER PLACED',
  T: 'TAKEAWAY',
  P: 'TAKEAWAY',
  DINEIN: 'DINE-IN',
  CURB: 'CURBSIDE PICKUP',
  IRCTC: 'IRCTC',
};

/** The order's SPEC 4 status label at `at`. */
export function statusLabel(
  order: Pick<OrderRow, 'status' | 'deliveryType' | 'stagePlan' | 'advanceTime' | 'failureReason'>,
  at: number,
): OrderStatusLabel {
  // A rail order cancelled (by the customer or with the ticket) is not a failed one.
  if (order.status === 'FAILED')
    return order.deliveryType === DELIVERY_TYPE.train && order.failureReason === 'CANCELLED' ? 'CANCELLED' : 'FAILED';
  if (order.status === 'PENDING') return 'PENDING';
  const type = order.deliveryType as DeliveryType;
  // An order confirmed before stage plans existed has none: it keeps its type's label.
  if (order.stagePlan === null) return IN_PROGRESS_LABELS[type];
  const stage = stageAt(order.stagePlan, at);
  // Before its first stage: an advance order waiting for its time, or a rail order the store has yet to accept.
  if (stage === null) return order.advanceTime === null ? IN_PROGRESS_LABELS[type] : 'ADVANCE ORDER';
  if (stage === 'DELIVERED') return isPickup(type) ? 'PICKED UP' : 'DELIVERED';
  return IN_PROGRESS_LABELS[type];
}
