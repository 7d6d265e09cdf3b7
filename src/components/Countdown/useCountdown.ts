import { useEffect, useState } from 'react';
import { secondsLeft } from './useResendCountdown';
import { MS_PER_SECOND } from '@/domain/time';

/**
 * Whole seconds left of `totalSeconds`, ticking every second from the render that gave it; a new
 * `totalSeconds` (a payment machine's own time left, which changes once per poll) restarts the count from it.
 * Display only: when the payment times out is the payment machine's decision (its own attempts).
 */
export function useCountdown(totalSeconds: number): number {
  const [start, setStart] = useState(() => ({ at: Date.now(), seconds: totalSeconds }));
  const [now, setNow] = useState(start.at);
  if (start.seconds !== totalSeconds) {
    const at = Date.now();
    setStart({ at, seconds: totalSeconds });
    setNow(at);
  }
  const left = secondsLeft(start.at, now, start.seconds);
  const isOver = left === 0;
  useEffect(() => {
    if (isOver) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), MS_PER_SECOND);
    return () => window.clearInterval(timer);
  }, [isOver, start]);
  return left;
}
