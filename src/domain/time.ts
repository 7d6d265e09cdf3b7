/** Time units, shared by the client and the server. */

export const MS_PER_SECOND = 1_000;
export const SECONDS_PER_MINUTE = 60;
export const MINUTES_PER_HOUR = 60;
export const HOURS_PER_DAY = 24;
export const MS_PER_MINUTE = SECONDS_PER_MINUTE * MS_PER_SECOND;
export const MS_PER_HOUR = MINUTES_PER_HOUR * MS_PER_MINUTE;
export const MS_PER_DAY = HOURS_PER_DAY * MS_PER_HOUR;

/** Indian time is UTC+05:30 all year (no daylight saving). */
export const INDIA_UTC_OFFSET_MINUTES = 330;
export const INDIA_UTC_OFFSET = '+05:30';

const ISO_DATE_LENGTH = 10;

/** The India calendar day (YYYY-MM-DD) of a moment: the loyalty day, a ticket's date. */
export const indiaDay = (at: Date): string =>
  new Date(at.getTime() + INDIA_UTC_OFFSET_MINUTES * MS_PER_MINUTE).toISOString().slice(0, ISO_DATE_LENGTH);
