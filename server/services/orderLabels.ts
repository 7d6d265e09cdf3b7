/** SPEC 4 order status labels on the server: what an order is called at a moment (history, thank-you). */
import type { OrderStatusLabel } from '@/domain/orderStatus';
import type { DeliveryType } from '@/domain/constants';
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
export function statusLabel(order: Pick<OrderRow, 'status' | 'deliveryType' | 'stagePlan'>, at: number): OrderStatusLabel {
  if (order.status === 'FAILED') return 'FAILED';
  if (order.status === 'PENDING') return 'PENDING';
  const type = order.deliveryType as DeliveryType;
  // An order confirmed before stage plans existed has none: it keeps its type's label.
  if (order.stagePlan === null) return IN_PROGRESS_LABELS[type];
  const stage = stageAt(order.stagePlan, at);
  if (stage === null) return 'ADVANCE ORDER';
  if (stage === 'DELIVERED') return isPickup(type) ? 'PICKED UP' : 'DELIVERED';
  return IN_PROGRESS_LABELS[type];
}
