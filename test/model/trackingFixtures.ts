/** Trackers built from the API contract, for the tracking machines' and screens' tests. */
import { ORDER_STATUS_CODES, type TrackerStage } from '@/contract/codes';
import type { TrackerResponse } from '@/contract/afterOrder';
import { ApiError } from '@/api/errors';

/** 19:00 IST on 1 June 2025, in epoch ms. */
export const PLACED_AT = Date.UTC(2025, 5, 1, 13, 30);
const MINUTE = 60_000;

export const STORE = {
  id: 'store-cp',
  name: 'Slice Connaught Place',
  address: 'N-12, Connaught Place, New Delhi',
  latitude: 28.6328,
  longitude: 77.2197,
};
export const HOME = { latitude: 28.6129, longitude: 77.2295, address: 'Flat 4B, India Gate Road, New Delhi' };
/** About 1.2 km from HOME. */
export const RIDER = { latitude: 28.6237, longitude: 77.2295 };

const REACHED_AFTER_MINUTES: Record<TrackerStage, number> = { CONFIRMED: 1, BEING_BAKED: 4, DISPATCHED: 15, DELIVERED: 27, CANCELLED: 6 };
const STAGE_ORDER: readonly TrackerStage[] = ['CONFIRMED', 'BEING_BAKED', 'DISPATCHED', 'DELIVERED'];

/** The stages an order at `stage` went through, with their times. */
function timesUpTo(stage: TrackerStage | null): Partial<Record<TrackerStage, number>> {
  if (stage === null) return {};
  const reached: TrackerStage[] = stage === 'CANCELLED' ? ['CONFIRMED', 'CANCELLED'] : STAGE_ORDER.slice(0, STAGE_ORDER.indexOf(stage) + 1);
  return Object.fromEntries(reached.map((reachedStage) => [reachedStage, PLACED_AT + REACHED_AFTER_MINUTES[reachedStage] * MINUTE]));
}

/** A delivery order's tracker at `stage` (null: not available yet); the rider is on the map only while DISPATCHED. */
export function trackerAt(stage: TrackerStage | null, overrides: Partial<TrackerResponse> = {}): TrackerResponse {
  return {
    orderId: 'order-1',
    sliceOrderId: 'SL-100234',
    deliveryType: 'D',
    tracker: { stage, statusCode: stage === null ? null : ORDER_STATUS_CODES[stage] },
    stageTimes: timesUpTo(stage),
    store: STORE,
    deliveryLocation: HOME,
    rider: stage === 'DISPATCHED' ? RIDER : null,
    guaranteeMinutes: 30,
    expectedAt: PLACED_AT + 30 * MINUTE,
    pollAfterSeconds: 20,
    ...overrides,
  };
}

/** A takeaway order's tracker: no address, rider or guarantee. */
export function takeawayTrackerAt(stage: TrackerStage | null): TrackerResponse {
  return trackerAt(stage, {
    deliveryType: 'T',
    deliveryLocation: null,
    rider: null,
    guaranteeMinutes: null,
    expectedAt: PLACED_AT + 15 * MINUTE,
  });
}

/** The server's answer to an unknown order, or a mobile and order id that match none. */
export function orderNotFound(): ApiError {
  return new ApiError({ kind: 'http', status: 404, code: 'ORDER_NOT_FOUND', displayMsg: 'Order not found' });
}
