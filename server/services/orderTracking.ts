/**
 * The tracker (SPEC 3 tracker, SPEC 7 tracker and track-other-order): the stage of an order at a moment, read
 * from the stage plan stored at confirmation (see orderClock.ts), with the rider's position while dispatched.
 * A failed order is CANCELLED (SPEC 4 'Order Cancelled': it will never move). An order waiting for its payment has
 * no stage yet; its expected time is what it would be had it been confirmed when placed.
 */
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS_CODES } from '@/contract/codes';
import type { TrackerResponse } from '@/contract/afterOrder';
import type { DeliveryType } from '@/domain/constants';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { expectedAt, guaranteeMinutes, planStages, pollAfterSeconds, riderAt, stageAt, stageTimesAt } from './orderClock';
import { findOrder, type OrderWithStore } from './orderHistory';
import { storedDeliveryLocation } from './orderRecord';

const CANCELLED_STAGE = 'CANCELLED';

export function trackerOf({ order, store }: OrderWithStore, at: number, timeScale: number): TrackerResponse {
  const deliveryType = order.deliveryType as DeliveryType;
  const deliveryLocation = storedDeliveryLocation(order);
  const confirmedPlan = order.status === 'CONFIRMED' ? order.stagePlan : null;
  const plan =
    confirmedPlan ??
    planStages({
      confirmedAt: (order.confirmedAt ?? order.createdAt).getTime(),
      advanceTime: order.advanceTime?.getTime() ?? null,
      deliveryType,
      store,
      destination: deliveryLocation,
      timeScale,
    });
  const stage = order.status === 'FAILED' ? CANCELLED_STAGE : confirmedPlan ? stageAt(confirmedPlan, at) : null;
  return {
    orderId: order.id,
    sliceOrderId: order.sliceOrderId,
    deliveryType,
    tracker: { stage, statusCode: stage === null ? null : ORDER_STATUS_CODES[stage] },
    stageTimes: confirmedPlan ? stageTimesAt(confirmedPlan, at) : {},
    store: { id: store.id, name: store.name, address: store.address, latitude: store.latitude, longitude: store.longitude },
    deliveryLocation,
    rider: confirmedPlan ? riderAt(confirmedPlan, at, store, deliveryLocation) : null,
    guaranteeMinutes: guaranteeMinutes(deliveryType, plan.CONFIRMED ?? at),
    expectedAt: expectedAt(plan),
    pollAfterSeconds: pollAfterSeconds(timeScale),
  };
}

/** SPEC 7 track-other-order: the order with this Slice order id placed with this mobile number. */
export const findOrderByMobile = (db: Pick<Database, 'select'>, mobile: string, sliceOrderId: string): Promise<OrderWithStore | null> =>
  findOrder(db, and(eq(orders.sliceOrderId, sliceOrderId), eq(orders.mobile, mobile)));
