/** How the rail screens write a railway date and a seat. */

/** India's offset, which the railway's dates are in. */
const INDIA_OFFSET = '+05:30';

/** A railway date ('2025-06-01', India) as a moment the date formatter writes as that day. */
export function journeyDay(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00${INDIA_OFFSET}`);
}

/** Coach and berth as shown ('B2', '34'); null for a waitlisted ticket, which has no seat. */
export function seatOf(coach: string | null, berth: number | null): { coach: string; seat: string } | null {
  return coach === null || berth === null ? null : { coach, seat: String(berth) };
}
