/** Rail catering: what a train ticket says (SPEC 3 rail order, SPEC 7 PNR status). */

/** CNF confirmed, RAC reservation against cancellation, WL waitlisted: e-catering takes all three. */
export const BOOKING_STATUSES = ['CNF', 'RAC', 'WL'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** SPEC 7: the PNR status call's `status`. */
export const PNR_STATUS = { success: 'success', failure: 'failure' } as const;

/** Why a PNR cannot take an order: no such ticket, a cancelled one, or a train whose chart (coach and seat) is not out. */
export const PNR_REFUSALS = ['unknown', 'cancelled', 'notCharted'] as const;
export type PnrRefusal = (typeof PNR_REFUSALS)[number];
