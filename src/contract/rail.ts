/**
 * Rail catering (SPEC 3 rail order, SPEC 4 rail states, SPEC 7 PNR status and rail localities, save, cancel,
 * history): a ticket's train, seat and stations, the stations a store serves, and orders to a seat.
 * Times of our own answers are epoch ms; the PNR status keeps the railway's dated form.
 */
import { z } from 'zod';
import {
  BOOKING_STATUSES,
  PNR_REFUSALS,
  PNR_STATUS,
  RAIL_LEAD_MINUTES_MAX,
  RAIL_LEAD_MINUTES_MIN,
  RAIL_STATE_NAMES,
  STATION_REFUSALS,
  STORE_STATIONS_USED,
} from '@/domain/rail';
import { orderRefund } from './afterOrder';
import { pnrField, stationId } from './fields';

/** Date and time with its offset, as the railway gives it (Indian time, +05:30). */
const railDateTime = z.iso.datetime({ offset: true });

/** A halt of the train on the passenger's journey, boarding and destination included. */
export const pnrStation = z.object({
  /** The railway's station code ('SBC'). */
  code: z.string(),
  name: z.string(),
  /** When the train is expected: the timetable plus the delay it runs with; null at the boarding station. */
  arrivalDateTime: railDateTime.nullable(),
  /** The timetable's arrival; null at the boarding station. */
  scheduledArrivalDateTime: railDateTime.nullable(),
  /** null at the destination. */
  departureDateTime: railDateTime.nullable(),
  /** 0 where the passenger boards or leaves the train. */
  haltMinutes: z.number().int().nonnegative(),
  /** How late the train is expected here, in minutes (0 on time). */
  delayMinutes: z.number().int().nonnegative(),
  distanceKm: z.number().int().nonnegative(),
});
export type PnrStation = z.infer<typeof pnrStation>;

export const trainInfo = z.object({
  trainNo: z.string(),
  name: z.string(),
  /** The date of the ticket: the day the train leaves the boarding station, in India, yyyy-mm-dd. */
  dateOfJourney: z.iso.date(),
  /** The day the train left its first station, in India: it names the train's run. */
  trainStartDate: z.iso.date(),
  boardingStationCode: z.string(),
  destinationStationCode: z.string(),
});

export const seatInfo = z.object({
  /** Coach and berth are null for a waitlisted ticket, which has no seat yet. */
  coach: z.string().nullable(),
  berth: z.number().int().positive().nullable(),
  bookingStatus: z.enum(BOOKING_STATUSES),
});

/** GET PNR status: the journey, or why this PNR cannot take an order (SPEC 7 status success/failure). */
export const pnrStatusResponse = z.discriminatedUnion('status', [
  z.object({
    status: z.literal(PNR_STATUS.success),
    result: z.object({ pnr: z.string(), trainInfo, seatInfo, stations: z.array(pnrStation) }),
  }),
  z.object({ status: z.literal(PNR_STATUS.failure), reason: z.enum(PNR_REFUSALS), message: z.string() }),
]);
export type PnrStatusResponse = z.infer<typeof pnrStatusResponse>;

const epochMs = z.number().int().nonnegative();

/** SPEC 3 storeStationDetails: a station ahead on the journey, the store that serves it and whether it can take an order now. */
export const storeStationDetail = z.object({
  stationId,
  stationName: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  /** When the train is expected here (its delay included). */
  arrivalAt: epochMs,
  scheduledArrivalAt: epochMs,
  haltMinutes: z.number().int().nonnegative(),
  delayMinutes: z.number().int().nonnegative(),
  /** The store's cut-off: how long before the train's arrival it must have the order. */
  leadMinutes: z.number().int().min(RAIL_LEAD_MINUTES_MIN).max(RAIL_LEAD_MINUTES_MAX),
  /** The last moment to order for this station. */
  orderBy: epochMs,
  orderable: z.boolean(),
  /** Why it cannot take an order now; null when it can. */
  reason: z.enum(STATION_REFUSALS).nullable(),
});
export type StoreStationDetail = z.infer<typeof storeStationDetail>;

/** GET rail localities, query `pnr`. */
export const railLocalitiesQuery = z.object({ pnr: pnrField });
/** The stations still ahead that a store serves, in journey order, the first 5; `edvEnable`: everyday-value deals can go to a seat. */
export const railLocalitiesResponse = z.object({
  data: z.object({
    edvEnable: z.boolean(),
    pnr: z.string(),
    trainInfo,
    seatInfo,
    storeStationDetails: z.array(storeStationDetail).max(STORE_STATIONS_USED),
  }),
});
export type RailLocalitiesResponse = z.infer<typeof railLocalitiesResponse>;

/** POST rail save: the passenger's station for this PNR, checked again and kept on the caller's cart. */
export const railSaveBody = z.object({ pnr: pnrField, stationId });
export type RailSaveBody = z.input<typeof railSaveBody>;
/** What the app selects: the store, the station and its place (the order's delivery point). */
export const railSaveResponse = z.object({
  status: z.literal('SUCCESS'),
  data: z.object({
    pnr: z.string(),
    trainNo: z.string(),
    stationId,
    stationName: z.string(),
    storeId: z.string(),
    storeName: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    arrivalAt: epochMs,
    edvEnable: z.boolean(),
  }),
});
export type RailSaveResponse = z.infer<typeof railSaveResponse>;

/** A rail order as the passenger follows it (SPEC 3 display: PNR, train name and number, date, coach, seat, station, time). */
export const railOrder = z.object({
  orderId: z.string(),
  sliceOrderId: z.string(),
  state: z.enum(RAIL_STATE_NAMES),
  /** SPEC 4: PLACED 0 ... CANCELLED 6. */
  stateCode: z
    .number()
    .int()
    .min(0)
    .max(RAIL_STATE_NAMES.length - 1),
  pnr: z.string(),
  trainNo: z.string(),
  trainName: z.string(),
  /** The day the passenger boards, India date. */
  dateOfJourney: z.iso.date(),
  coach: z.string().nullable(),
  berth: z.number().int().positive().nullable(),
  stationId,
  stationName: z.string(),
  storeName: z.string(),
  /** When the food reaches the seat: the train's expected arrival at the station, its delay included. */
  deliveryAt: epochMs,
  /** The timetable's arrival at the station. */
  scheduledDeliveryAt: epochMs,
  delayMinutes: z.number().int().nonnegative(),
  /** Shown to the delivery agent at the seat; null until the order is confirmed. */
  deliveryCode: z.string().nullable(),
  placedAt: epochMs,
  /** Paise. */
  netPrice: z.number().int().nonnegative(),
  paymentMode: z.string(),
  /** The moments the order reached each state so far. */
  stateTimes: z.partialRecord(z.enum(RAIL_STATE_NAMES), epochMs),
  /** POST rail cancel is allowed until then; null once the order can no longer be cancelled at all. */
  cancellableUntil: epochMs.nullable(),
  refunds: z.array(orderRefund),
  /** Ask again after this many seconds; null once the order will not move. */
  pollAfterSeconds: z.number().positive().nullable(),
});
export type RailOrder = z.infer<typeof railOrder>;

/** GET rail history: the caller's rail orders, newest first. */
export const railOrdersResponse = z.object({ orders: z.array(railOrder) });
export type RailOrdersResponse = z.infer<typeof railOrdersResponse>;

/** Sandbox control (outside production): how late the ticket's train runs from now on, or the ticket cancelled. */
export const sandboxRailBody = z.object({
  delayMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .optional(),
  ticketCancelled: z.boolean().optional(),
});
