/** Epoch milliseconds; services that count time take one so tests can move it. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const MS_PER_SECOND = 1000;
export const MS_PER_MINUTE = 60 * MS_PER_SECOND;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;
