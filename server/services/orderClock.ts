/**
 * The order clock (SPEC 4 tracker stages; SPEC 9 delivery guarantee, advance orders, drive-and-pick time), as
 * pure functions. An order's stage plan (the moment it reaches each stage) is computed once, when the order is
 * confirmed, and stored on it; the stage at any moment follows from the stored plan, so every server process
 * reports the same stage for the same order at the same moment.
 *
 * Delivery orders (D, IRCTC): CONFIRMED, BEING_BAKED a few minutes later, DISPATCHED when baked, DELIVERED after
 * the rider's travel time from the store to the address, kept within the delivery guarantee.
 * Pickup orders (T, P, DINEIN, CURB) use the same stages without DISPATCHED (there is no rider): DELIVERED means
 * picked up or served, at the SPEC 9 ready time of 15 minutes. One set of stages keeps one tracker for every type.
 *
 * Durations are real minutes divided by the time scale (env TIME_SCALE: 60 makes a minute pass in a second).
 */
import type { GeoPoint } from '@/contract/fields';
import type { DeliveryType } from '@/domain/constants';
import { haversineKm } from '@/domain/geo';
import { ALL_NIGHT_GUARANTEE_MINUTES, DELIVERY_GUARANTEE_MINUTES } from '@/domain/tracking';
import { HOURS_PER_DAY, INDIA_UTC_OFFSET_MINUTES, MS_PER_HOUR, MS_PER_MINUTE } from '@/domain/time';
import type { StagePlan } from '../db/schema';
import { isPickup } from './stores';

/** The stages an order is planned through, in order. */
export const PLANNED_STAGES = ['CONFIRMED', 'BEING_BAKED', 'DISPATCHED', 'DELIVERED'] as const;
export type PlannedStage = (typeof PLANNED_STAGES)[number];

/** Real minutes from CONFIRMED to BEING_BAKED (the store accepts the order and starts it). */
export const BAKING_STARTS_AFTER_MINUTES = 2;
/** Real minutes in the oven: a delivery order is DISPATCHED when baked. */
export const BAKING_MINUTES = 10;
/** The rider rides at 20 km/h: 3 minutes per km of straight-line distance. */
export const RIDER_MINUTES_PER_KM = 3;
/** The shortest ride (parking, stairs, handing over). */
export const MIN_TRAVEL_MINUTES = 3;
/** A delivery without a map point (a train seat): the ride takes this long. */
export const DEFAULT_TRAVEL_MINUTES = 10;
/** SPEC 9: drive-and-pick ready time 15 min; every pickup type is ready (DELIVERED) then. */
export const PICKUP_READY_MINUTES = 15;
/** SPEC 9: advance order processing starts 30 minutes before the time. */
export const ADVANCE_ORDER_LEAD_MINUTES = 30;
/** SPEC 9: delivery guarantee 30 minutes, 45 for all-night delivery (11 PM to 3 AM): the app's constants. */
export { ALL_NIGHT_GUARANTEE_MINUTES, DELIVERY_GUARANTEE_MINUTES };
/** All-night delivery hours, India time: from 23:00 until 03:00. */
export const ALL_NIGHT_FROM_HOUR = 23;
export const ALL_NIGHT_UNTIL_HOUR = 3;
/** The tracker is polled every 30 real seconds; TIME_SCALE shortens it, never below MIN_POLL_SECONDS. */
export const TRACKER_POLL_SECONDS = 30;
export const MIN_POLL_SECONDS = 0.2;

export type GuaranteeMinutes = typeof DELIVERY_GUARANTEE_MINUTES | typeof ALL_NIGHT_GUARANTEE_MINUTES;

/** The hour of the day in India (0-23) at a moment. */
export function indiaHour(at: number): number {
  const shifted = at + INDIA_UTC_OFFSET_MINUTES * MS_PER_MINUTE;
  return Math.floor(shifted / MS_PER_HOUR) % HOURS_PER_DAY;
}

/** SPEC 9 all-night delivery: 11 PM to 3 AM India time. */
export function isAllNight(at: number): boolean {
  const hour = indiaHour(at);
  return hour >= ALL_NIGHT_FROM_HOUR || hour < ALL_NIGHT_UNTIL_HOUR;
}

/** The delivery guarantee of an order processed from `startAt`; null for pickup types. */
export function guaranteeMinutes(deliveryType: DeliveryType, startAt: number): GuaranteeMinutes | null {
  if (isPickup(deliveryType)) return null;
  return isAllNight(startAt) ? ALL_NIGHT_GUARANTEE_MINUTES : DELIVERY_GUARANTEE_MINUTES;
}

/**
 * When processing starts: at confirmation, or for an advance order the lead time before its time (never before
 * confirmation). The lead shrinks with the time scale like every stage, so an advance order still arrives around its time.
 */
export function processingStart(confirmedAt: number, advanceTime: number | null, timeScale: number): number {
  if (advanceTime === null) return confirmedAt;
  return Math.max(confirmedAt, advanceTime - Math.round((ADVANCE_ORDER_LEAD_MINUTES * MS_PER_MINUTE) / timeScale));
}

/** Real minutes of the ride from the store to the address, within what the guarantee leaves after baking. */
export function travelMinutes(store: GeoPoint, destination: GeoPoint | null, guarantee: GuaranteeMinutes): number {
  const ride = destination === null ? DEFAULT_TRAVEL_MINUTES : haversineKm(store, destination) * RIDER_MINUTES_PER_KM;
  const longest = guarantee - BAKING_STARTS_AFTER_MINUTES - BAKING_MINUTES;
  return Math.min(longest, Math.max(MIN_TRAVEL_MINUTES, ride));
}

export interface PlanInput {
  /** Epoch ms the order was confirmed (paid, or cash accepted). */
  confirmedAt: number;
  /** Epoch ms of an advance order's time; null for Deliver Now. */
  advanceTime: number | null;
  deliveryType: DeliveryType;
  store: GeoPoint;
  /** Delivery orders: where the rider goes; null for pickup types (and deliveries without a map point). */
  destination: GeoPoint | null;
  timeScale: number;
}

/** The stage plan written when the order is confirmed. */
export function planStages({ confirmedAt, advanceTime, deliveryType, store, destination, timeScale }: PlanInput): StagePlan {
  const start = processingStart(confirmedAt, advanceTime, timeScale);
  const after = (minutes: number) => start + Math.round((minutes * MS_PER_MINUTE) / timeScale);
  const baking = after(BAKING_STARTS_AFTER_MINUTES);
  const guarantee = guaranteeMinutes(deliveryType, start);
  if (guarantee === null) return { CONFIRMED: start, BEING_BAKED: baking, DELIVERED: after(PICKUP_READY_MINUTES) };
  const baked = BAKING_STARTS_AFTER_MINUTES + BAKING_MINUTES;
  return {
    CONFIRMED: start,
    BEING_BAKED: baking,
    DISPATCHED: after(baked),
    DELIVERED: after(baked + travelMinutes(store, destination, guarantee)),
  };
}

/** The stages reached by `at`, with their times. */
export function stageTimesAt(plan: StagePlan, at: number): Partial<Record<PlannedStage, number>> {
  const reached: Partial<Record<PlannedStage, number>> = {};
  for (const stage of PLANNED_STAGES) {
    const time = plan[stage];
    if (time !== undefined && time <= at) reached[stage] = time;
  }
  return reached;
}

/** The last stage whose planned time is not after `at`; null before processing starts. */
export function stageAt(plan: StagePlan, at: number): PlannedStage | null {
  let current: PlannedStage | null = null;
  for (const stage of PLANNED_STAGES) {
    const time = plan[stage];
    if (time !== undefined && time <= at) current = stage;
  }
  return current;
}

export const isDelivered = (plan: StagePlan, at: number): boolean => stageAt(plan, at) === 'DELIVERED';

/** Delivered (delivery types) or ready (pickup types) at. */
export const expectedAt = (plan: StagePlan): number => plan.DELIVERED ?? plan.CONFIRMED ?? 0;

/** The rider's position while DISPATCHED: along the straight line from the store by the share of the ride done. */
export function riderAt(plan: StagePlan, at: number, store: GeoPoint, destination: GeoPoint | null): GeoPoint | null {
  const { DISPATCHED: from, DELIVERED: to } = plan;
  if (destination === null || from === undefined || to === undefined || stageAt(plan, at) !== 'DISPATCHED') return null;
  const share = to > from ? (at - from) / (to - from) : 1;
  return {
    latitude: store.latitude + (destination.latitude - store.latitude) * share,
    longitude: store.longitude + (destination.longitude - store.longitude) * share,
  };
}

/** Seconds until the client should ask again, on the server's clock. */
export const pollAfterSeconds = (timeScale: number): number => Math.max(MIN_POLL_SECONDS, TRACKER_POLL_SECONDS / timeScale);
