import { useEffect, useState } from 'react';
import { OTP_RESEND_SECONDS } from '@/domain/constants';
import { MS_PER_SECOND, SECONDS_PER_MINUTE } from '@/domain/time';

/** Whole seconds left before a code sent at `sentAt` (epoch ms) may be re-sent. */
export function secondsLeft(sentAt: number, now: number, seconds = OTP_RESEND_SECONDS): number {
  return Math.max(0, Math.ceil((sentAt + seconds * MS_PER_SECOND - now) / MS_PER_SECOND));
}

/** 45 -> '0:45', 5 -> '0:05'. */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / SECONDS_PER_MINUTE);
  const seconds = totalSeconds % SECONDS_PER_MINUTE;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/**
 * The resend countdown as the customer sees it, ticking every second. Display only: whether a resend
 * is allowed is the login machine's decision (its own 45 s timer).
 */
export function useResendCountdown(sentAt: number | null, seconds = OTP_RESEND_SECONDS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt === null) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), MS_PER_SECOND);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  return sentAt === null ? 0 : secondsLeft(sentAt, now, seconds);
}
