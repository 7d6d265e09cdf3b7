import { useEffect, useState } from 'react';
import { OTP_RESEND_SECONDS } from '@/domain/constants';

const SECOND_MS = 1_000;

/** Whole seconds left before a code sent at `sentAt` (epoch ms) may be re-sent. */
export function secondsLeft(sentAt: number, now: number, seconds = OTP_RESEND_SECONDS): number {
  return Math.max(0, Math.ceil((sentAt + seconds * SECOND_MS - now) / SECOND_MS));
}

/** 45 -> '0:45', 5 -> '0:05'. */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
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
    const timer = window.setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  return sentAt === null ? 0 : secondsLeft(sentAt, now, seconds);
}
