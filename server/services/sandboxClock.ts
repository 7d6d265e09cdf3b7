/**
 * A clock that QA can move forward (outside production only): the process's services all read it, so an order
 * placed after a move falls on a later India day. The offset lives in this process's memory; a restart goes back
 * to the real time.
 */
import { systemClock, type Clock } from './clock';

export interface TravellingClock {
  readonly clock: Clock;
  advance(ms: number): void;
  aheadMs(): number;
}

export function createTravellingClock(base: Clock = systemClock): TravellingClock {
  let offsetMs = 0;
  return {
    clock: () => base() + offsetMs,
    advance(ms) {
      offsetMs += ms;
    },
    aheadMs: () => offsetMs,
  };
}
