/**
 * The rail order clock, as pure functions: an order to a seat moves against the train, not a rider. The store
 * accepts it (CONFIRMED) as any order; the food is PREPARED to be ready half an hour before the train's expected
 * arrival (or as soon as it is baked when ordered later), the delivery agent leaves for the platform a quarter
 * of an hour before (OUTFORDELIVERY) and hands the food over at the seat when the train halts, against the
 * passenger's delivery code (DELIVERED). A train later than the food can wait is not served (UNDELIVERED).
 * Durations are real minutes divided by the time scale, like the order clock's.
 */
import { RAIL_HOLD_MINUTES, scaledMs } from '@/domain/rail';
import type { StagePlan } from '../../db/schema';
import { BAKING_MINUTES, BAKING_STARTS_AFTER_MINUTES } from '../orderClock';

/** Minutes before the train's arrival the food is packed and ready. */
export const RAIL_READY_BEFORE_MINUTES = 30;
/** Minutes before the train's arrival the delivery agent leaves for the platform. */
export const RAIL_LEAVES_BEFORE_MINUTES = 15;

/** The moments a confirmed rail order reaches each state before the end; DELIVERED is when the handover is due. */
export interface RailPlan {
  CONFIRMED: number;
  PREPARED: number;
  OUTFORDELIVERY: number;
  DELIVERED: number;
}
export type PlannedRailState = keyof RailPlan;
const PLANNED: readonly PlannedRailState[] = ['CONFIRMED', 'PREPARED', 'OUTFORDELIVERY', 'DELIVERED'];

export function railPlan(confirmedAt: number, arrivalAt: number, timeScale: number): RailPlan {
  const accepted = confirmedAt + scaledMs(BAKING_STARTS_AFTER_MINUTES, timeScale);
  const prepared = Math.max(accepted + scaledMs(BAKING_MINUTES, timeScale), arrivalAt - scaledMs(RAIL_READY_BEFORE_MINUTES, timeScale));
  const leaves = Math.max(prepared, arrivalAt - scaledMs(RAIL_LEAVES_BEFORE_MINUTES, timeScale));
  return { CONFIRMED: accepted, PREPARED: prepared, OUTFORDELIVERY: leaves, DELIVERED: Math.max(leaves, arrivalAt) };
}

/** The planned states reached by `at`, with their moments. */
export function railStatesReached(plan: RailPlan, at: number): Partial<Record<PlannedRailState, number>> {
  return Object.fromEntries(PLANNED.filter((state) => plan[state] <= at).map((state) => [state, plan[state]]));
}

/** The order tracker's stages of a rail order (its history and tracker): baked before PREPARED, dispatched when out for delivery, delivered as the train is expected. */
export function railStagePlan(confirmedAt: number, arrivalAt: number, timeScale: number): StagePlan {
  const plan = railPlan(confirmedAt, arrivalAt, timeScale);
  return {
    CONFIRMED: plan.CONFIRMED,
    BEING_BAKED: Math.max(plan.CONFIRMED, plan.PREPARED - scaledMs(BAKING_MINUTES, timeScale)),
    DISPATCHED: plan.OUTFORDELIVERY,
    DELIVERED: plan.DELIVERED,
  };
}

/** When the train leaves the station again: the handover must be made by then. */
export const departsAt = (arrivalAt: number, haltMinutes: number, timeScale: number): number =>
  arrivalAt + scaledMs(haltMinutes, timeScale);

/** The train is expected later than the food can wait at the station. */
export const isTooLateToServe = (scheduledArrival: number, expectedArrival: number, timeScale: number): boolean =>
  expectedArrival - scheduledArrival > scaledMs(RAIL_HOLD_MINUTES, timeScale);
