import { useEffect, useState } from 'react';
import { secondsLeft } from '@/components/OtpEntry/useResendCountdown';

const SECOND_MS = 1_000;

/**
 * Whole seconds left of `totalSeconds` counted from the first render, ticking every second. Display
 * only: when the payment times out is the payment machine's decision (its own attempts).
 */
export function useCountdown(totalSeconds: number): number {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const left = secondsLeft(startedAt, now, totalSeconds);
  const isOver = left === 0;
  useEffect(() => {
    if (isOver) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => window.clearInterval(timer);
  }, [isOver]);
  return left;
}
