/** Rail catering: what a train ticket says and the rules of ordering to a seat (SPEC 3 rail order, SPEC 4 rail states, SPEC 7 PNR status). */
import { MS_PER_MINUTE } from './time';

/** CNF confirmed, RAC reservation against cancellation, WL waitlisted: e-catering takes all three. */
export const BOOKING_STATUSES = ['CNF', 'RAC', 'WL'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** SPEC 7: the PNR status call's `status`. */
export const PNR_STATUS = { success: 'success', failure: 'failure' } as const;

/** Why a PNR cannot take an order: no such ticket, a cancelled one, or a train whose chart (coach and seat) is not out. */
export const PNR_REFUSALS = ['unknown', 'cancelled', 'notCharted'] as const;
export type PnrRefusal = (typeof PNR_REFUSALS)[number];

/** SPEC 4 rail states and their codes. */
export const RAIL_STATES = {
  PLACED: 0,
  CONFIRMED: 1,
  PREPARED: 2,
  OUTFORDELIVERY: 3,
  DELIVERED: 4,
  UNDELIVERED: 5,
  CANCELLED: 6,
} as const;
export type RailState = keyof typeof RAIL_STATES;
export const RAIL_STATE_NAMES = Object.keys(RAIL_STATES) as [RailState, ...RailState[]];
/** Rail states after which an order never moves again. */
export const FINAL_RAIL_STATES: readonly RailState[] = ['DELIVERED', 'UNDELIVERED', 'CANCELLED'];

/** SPEC 3: the first 5 store-station details of a journey are used. */
export const STORE_STATIONS_USED = 5;
/** Each store sets its own rail cut-off (the time it needs before the train arrives), within these bounds. */
export const RAIL_LEAD_MINUTES_MIN = 15;
export const RAIL_LEAD_MINUTES_MAX = 105;
/** A rail order may be cancelled until 2 hours before its scheduled delivery... */
export const RAIL_CANCEL_BEFORE_MINUTES = 120;
/** ...or, when it was placed closer to delivery than that, within 5 minutes of ordering. */
export const RAIL_CANCEL_GRACE_MINUTES = 5;
/** Food waits this long past the train's scheduled arrival; a train later than that is not served (UNDELIVERED, refunded). */
export const RAIL_HOLD_MINUTES = 60;
/** A customer has at most this many rail orders under way at once. */
export const MAX_OPEN_RAIL_ORDERS = 3;
/** The passenger shows this many digits to the delivery agent at the seat. */
export const DELIVERY_CODE_DIGITS = 4;
/** SPEC 2: rail orders reach /thankYou with this fixed placeholder transaction id. */
export const RAIL_THANK_YOU_TRANSACTION_ID = 'IRCTC_ORDER';

/** Why a station cannot take an order now: the train reaches it before the store can have the food there, or later than the food can wait. */
export const STATION_REFUSALS = ['tooSoon', 'tooLate'] as const;

/** Real minutes on the server's clock at a time scale (TIME_SCALE 60 makes a minute pass in a second). */
export const scaledMs = (minutes: number, timeScale: number): number => Math.round((minutes * MS_PER_MINUTE) / timeScale);

/** The last moment a station can take an order: the train's expected arrival less the store's lead time. */
export function orderByOf(arrivalAt: number, leadMinutes: number, timeScale: number): number {
  return arrivalAt - scaledMs(leadMinutes, timeScale);
}

/**
 * Until when a rail order may be cancelled: 2 hours before its scheduled delivery, or 5 minutes after it was
 * placed when it was placed later than that.
 */
export function cancellableUntilOf(placedAt: number, deliveryAt: number, timeScale: number): number {
  const cutOff = deliveryAt - scaledMs(RAIL_CANCEL_BEFORE_MINUTES, timeScale);
  return cutOff > placedAt ? cutOff : placedAt + scaledMs(RAIL_CANCEL_GRACE_MINUTES, timeScale);
}
