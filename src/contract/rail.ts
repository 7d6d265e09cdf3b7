/** Rail catering (SPEC 3 rail order, SPEC 7 PNR status): a ticket's train, seat and stations. */
import { z } from 'zod';
import { validatePnr } from '@/domain/validation';
import { BOOKING_STATUSES, PNR_STATUS } from '@/domain/rail';
import { problemRule, rawText } from './fields';

/** SPEC 5: 10 digits ('Valid PNR Number is Mandatory'). */
export const pnrField = rawText().superRefine(problemRule(validatePnr));

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
  haltMinutes: z.number().int().nonnegative(),
  /** How late the train is expected here, in minutes (0 on time). */
  delayMinutes: z.number().int().nonnegative(),
  distanceKm: z.number().int().nonnegative(),
});
export type PnrStation = z.infer<typeof pnrStation>;

export const trainInfo = z.object({
  trainNo: z.string(),
  name: z.string(),
  /** The date the train left its first station, yyyy-mm-dd. */
  dateOfJourney: z.iso.date(),
  boardingStationCode: z.string(),
  destinationStationCode: z.string(),
});

export const seatInfo = z.object({
  coach: z.string(),
  /** null for a waitlisted ticket, which has no berth yet. */
  berth: z.number().int().positive().nullable(),
  bookingStatus: z.enum(BOOKING_STATUSES),
});

/** GET PNR status: the journey, or why this PNR cannot take an order (SPEC 7 status success/failure). */
export const pnrStatusResponse = z.discriminatedUnion('status', [
  z.object({
    status: z.literal(PNR_STATUS.success),
    result: z.object({ pnr: z.string(), trainInfo, seatInfo, stations: z.array(pnrStation) }),
  }),
  z.object({ status: z.literal(PNR_STATUS.failure), message: z.string() }),
]);
export type PnrStatusResponse = z.infer<typeof pnrStatusResponse>;
