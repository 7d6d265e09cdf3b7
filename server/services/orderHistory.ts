/**
 * Order history, order details and favourite orders (SPEC 7 order history, favourite order save; SPEC 4 order
 * status labels). A caller sees only their own orders. Labels follow from the order's status, type and stored
 * stage plan at the moment asked, so every server process answers the same.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { OrderDetailsResponse, OrderHistoryEntry, OrderHistoryPage, OrderRefund, RecentOrdersResponse } from '@/contract/afterOrder';
import type { DeliveryType } from '@/domain/constants';
import type { Database } from '../db/client';
import { orders, stores } from '../db/schema';
import { isDelivered } from './orderClock';
import { statusLabel, type OrderRow } from './orderLabels';
import { billRowsOf, lineAmount, storedDeliveryLocation } from './orderRecord';

export type { OrderRow } from './orderLabels';

/** Orders per history page. */
export const HISTORY_PAGE_SIZE = 10;

/** Confirmed and not yet delivered (or picked up): the history row offers Track. */
export const isTrackable = (order: Pick<OrderRow, 'status' | 'stagePlan'>, at: number): boolean =>
  order.status === 'CONFIRMED' && order.stagePlan !== null && !isDelivered(order.stagePlan, at);

export function historyEntry(order: OrderRow, at: number): OrderHistoryEntry {
  return {
    orderId: order.id,
    sliceOrderId: order.sliceOrderId,
    placedAt: order.createdAt.getTime(),
    storeName: order.storeName,
    deliveryType: order.deliveryType as DeliveryType,
    status: statusLabel(order, at),
    items: order.lines.map((line) => ({ name: line.name, quantity: line.quantity })),
    grandTotal: order.grandTotalPaise,
    favourite: order.favourite,
    trackable: isTrackable(order, at),
    invoiceAvailable: order.status === 'CONFIRMED',
  };
}

export interface HistoryQuery {
  /** 1-based. */
  pageNo: number;
  /** Only the orders marked favourite. */
  favourites: boolean;
}

/** One page of the caller's orders, newest first. */
export async function historyPage(
  db: Database,
  userId: string,
  { pageNo, favourites }: HistoryQuery,
  at: number,
): Promise<OrderHistoryPage> {
  const filters: SQL[] = [eq(orders.userId, userId)];
  if (favourites) filters.push(eq(orders.favourite, true));
  // One row more than a page tells whether another page follows.
  const rows = await db
    .select()
    .from(orders)
    .where(and(...filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(HISTORY_PAGE_SIZE + 1)
    .offset((pageNo - 1) * HISTORY_PAGE_SIZE);
  return {
    orders: rows.slice(0, HISTORY_PAGE_SIZE).map((order) => historyEntry(order, at)),
    pageNo,
    nextPageNo: rows.length > HISTORY_PAGE_SIZE ? pageNo + 1 : null,
  };
}

/** SPEC 7 recent orders: the caller's latest placed (confirmed) orders, newest first, at most `limit` (SPEC 9 quickOrderCount). */
export async function recentOrders(db: Database, userId: string, limit: number, at: number): Promise<RecentOrdersResponse> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'CONFIRMED')))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return { orders: rows.map((order) => historyEntry(order, at)) };
}

export interface StoreOfOrder {
  id: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
}

export interface OrderWithStore {
  order: OrderRow;
  store: StoreOfOrder;
}

/** The order matching `where`, with its store (named as it was when ordered). */
export async function findOrder(db: Pick<Database, 'select'>, where: SQL | undefined): Promise<OrderWithStore | null> {
  const [row] = await db
    .select({ order: orders, store: { address: stores.address, latitude: stores.latitude, longitude: stores.longitude } })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(where);
  if (!row) return null;
  return { order: row.order, store: { id: row.order.storeId, name: row.order.storeName, ...row.store } };
}

/** One of the caller's orders; null when there is none with this id or it is someone else's. */
export const findOwnOrder = (db: Pick<Database, 'select'>, userId: string, orderId: string): Promise<OrderWithStore | null> =>
  findOrder(db, and(eq(orders.id, orderId), eq(orders.userId, userId)));

/** What the details page shows of a failed order's refunds, and whether the caller may move one to the wallet. */
export interface RefundsOfOrder {
  refunds: OrderRefund[];
  refundToWalletAvailable: boolean;
}

export function orderDetails({ order, store }: OrderWithStore, at: number, refundState: RefundsOfOrder): OrderDetailsResponse {
  return {
    ...refundState,
    ...historyEntry(order, at),
    lines: order.lines.map((line) => ({
      name: line.name,
      description: line.description ?? '',
      quantity: line.quantity,
      price: lineAmount(line),
    })),
    bill: billRowsOf(order),
    paymentMode: order.paymentMode,
    deliveryLocation: storedDeliveryLocation(order),
    store: { id: store.id, name: store.name, address: store.address },
    advanceTime: order.advanceTime?.getTime() ?? null,
    failureReason: order.failureReason ?? null,
    deliveryInstructions: order.deliveryInstructions,
    zeroContactDelivery: order.zeroContactDelivery,
  };
}

/** Marks or unmarks one of the caller's orders; false when it is not theirs. */
export async function setFavourite(db: Database, userId: string, orderId: string, favourite: boolean): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ favourite })
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .returning({ id: orders.id });
  return updated.length > 0;
}
