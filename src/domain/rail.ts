/** Rail catering: what a train ticket says (SPEC 3 rail order, SPEC 7 PNR status). */

/** CNF confirmed, RAC reservation against cancellation, WL waitlisted: e-catering takes all three. */
export const BOOKING_STATUSES = ['CNF', 'RAC', 'WL'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** SPEC 7: the PNR status call's `status`. */
export const PNR_STATUS = { success: 'success', failure: 'failure' } as const;

/** Why a PNR cannot take an order. */
export type PnrRefusal = 'unknown' | 'cancelled' | 'notCharted';
