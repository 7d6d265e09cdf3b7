/** Rail catering (SPEC 3 rail order, SPEC 7 PNR status): a ticket's train, seat and stations. */
import { z } from 'zod';
import { BOOKING_STATUSES, PNR_REFUSALS, PNR_STATUS } from '@/domain/rail';

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
