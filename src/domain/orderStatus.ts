/**
 * SPEC 4 order status labels as the order history shows them: an icon kind (named in the catalogue) for
 * each label, and whether the failed-order refund note goes with it (SPEC 8).
 */

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
  'failed' | 'cancelled' | 'delivered' | 'pickedUp' | 'placed' | 'advance' | 'takeaway' | 'train' | 'dineIn' | 'curbside';

export interface OrderStatusView {
  /** The icon and the text it is shown with (the screens name each kind). */
  icon: OrderStatusIcon;
  /** SPEC 8 failed orders: the screens show the failed-order texts (unable to process, try again later, refund note). */
  showsRefundNote: boolean;
}

const view = (icon: OrderStatusIcon): OrderStatusView => ({ icon, showsRefundNote: false });

/** SPEC 4: outcomes read Order Failed, Cancelled, Delivered, Picked Up or Placed; the order-type labels name the type. */
const STATUS_VIEWS: Readonly<Record<OrderStatusName, OrderStatusView>> = {
  FAILED: { icon: 'failed', showsRefundNote: true },
  CANCELLED: view('cancelled'),
  DELIVERED: view('delivered'),
  PICKED: view('pickedUp'),
  'PICKED UP': view('pickedUp'),
  PENDING: view('placed'),
  'ORDER PLACED': view('placed'),
  INPROCESS: view('placed'),
  'ADVANCE ORDER': view('advance'),
  TAKEAWAY: view('takeaway'),
  IRCTC: view('train'),
  'DINE-IN': view('dineIn'),
  'CURBSIDE PICKUP': view('curbside'),
};

/** SPEC 4: the icon (and so the text) of an order status label. */
export function orderStatusView(label: OrderStatusName): OrderStatusView {
  return STATUS_VIEWS[label];
}
