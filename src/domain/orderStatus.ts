/**
 * SPEC 4 order status labels as the order history shows them: an icon kind and a text for each label,
 * and whether the failed-order refund note goes with it (SPEC 8). Order times are shown in India time.
 */
import { INDIA_TIME_ZONE } from './afterOrder';

/** SPEC 4 order status labels as the server sends them (the client maps them to icons and texts). */
export const ORDER_STATUS_LABELS = [
  'FAILED',
  'CANCELLED',
  'DELIVERED',
  'PICKED UP',
  'PENDING',
  'ORDER PLACED',
  'INPROCESS',
  'ADVANCE ORDER',
  'TAKEAWAY',
  'IRCTC',
  'DINE-IN',
  'CURBSIDE PICKUP',
] as const;
export type OrderStatusLabel = (typeof ORDER_STATUS_LABELS)[number];

/** Every label the client maps: the server's and PICKED, SPEC 4's shorter name for PICKED UP. */
export type OrderStatusName = OrderStatusLabel | 'PICKED';

/** Which icon a label shows: an outcome, or the order's type while it is on its way. */
export type OrderStatusIcon =
  | 'failed'
  | 'cancelled'
  | 'delivered'
  | 'pickedUp'
  | 'placed'
  | 'advance'
  | 'takeaway'
  | 'train'
  | 'dineIn'
  | 'curbside';

export interface OrderStatusView {
  icon: OrderStatusIcon;
  text: string;
  /** SPEC 8 failed orders: the screens show the failed-order texts (UNABLE_TO_PROCESS, TRY_AGAIN_LATER, REFUND_NOTE of ./afterOrder). */
  showsRefundNote: boolean;
}

/** SPEC 4 status texts. */
export const ORDER_FAILED = 'Order Failed';
export const ORDER_CANCELLED = 'Order Cancelled';
export const ORDER_DELIVERED = 'Order Delivered';
export const ORDER_PICKED_UP = 'Order Picked Up';
export const ORDER_PLACED = 'Order Placed';


const outcome = (icon: OrderStatusIcon, text: string): OrderStatusView => ({ icon, text, showsRefundNote: false });
/** SPEC 4: the order-type labels are shown as they are. */
const typeLabel = (icon: OrderStatusIcon, label: OrderStatusName): OrderStatusView => ({ icon, text: label, showsRefundNote: false });

const STATUS_VIEWS: Readonly<Record<OrderStatusName, OrderStatusView>> = {
  FAILED: { icon: 'failed', text: ORDER_FAILED, showsRefundNote: true },
  CANCELLED: outcome('cancelled', ORDER_CANCELLED),
  DELIVERED: outcome('delivered', ORDER_DELIVERED),
  PICKED: outcome('pickedUp', ORDER_PICKED_UP),
  'PICKED UP': outcome('pickedUp', ORDER_PICKED_UP),
  PENDING: outcome('placed', ORDER_PLACED),
  'ORDER PLACED': outcome('placed', ORDER_PLACED),
  INPROCESS: outcome('placed', ORDER_PLACED),
  'ADVANCE ORDER': typeLabel('advance', 'ADVANCE ORDER'),
  TAKEAWAY: typeLabel('takeaway', 'TAKEAWAY'),
  IRCTC: typeLabel('train', 'IRCTC'),
  'DINE-IN': typeLabel('dineIn', 'DINE-IN'),
  'CURBSIDE PICKUP': typeLabel('curbside', 'CURBSIDE PICKUP'),
};

/** SPEC 4: the icon and text of an order status label. */
export function orderStatusView(label: OrderStatusName): OrderStatusView {
  return STATUS_VIEWS[label];
}

const ORDER_TIME_FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** When an order was placed, in India time: '12 Mar 2025, 7:45 pm'. */
export function orderTimeText(epochMs: number): string {
  return ORDER_TIME_FORMAT.format(epochMs);
}

