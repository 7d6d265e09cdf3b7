/** Epoch milliseconds; services that count time take one so tests can move it. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
