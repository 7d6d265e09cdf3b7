/**
 * When an unfinished payment is looked at again and when it ends (docs/payments.md). Every duration is real time
 * divided by env TIME_SCALE, like the polling window the app is given.
 */
import { MS_PER_SECOND } from '@/domain/time';
import { PAYMENT_POLLING_DURATION_SECONDS } from './constants';

/**
 * After the SPEC 9 polling window a payment may still be completed on the gateway's page (a slow 3-D Secure
 * step, a UPI app opened late): it stays payable for this grace, then it is cancelled at the gateway.
 */
export const PAYMENT_EXPIRY_GRACE_SECONDS = 600;
/** How often each server process runs callback delivery and the reconciler (real seconds). */
export const PAYMENT_WORKER_INTERVAL_SECONDS = 5;
/** The workers never run more often than this, whatever the time scale. */
export const MIN_PAYMENT_WORKER_INTERVAL_MS = 100;

/** The SPEC 9 polling window: a payment still pending after it is asked about by the reconciler. */
export const paymentWindowMs = (timeScale: number): number => (PAYMENT_POLLING_DURATION_SECONDS * MS_PER_SECOND) / timeScale;

/** payments.expires_at of a payment created at `createdAt`: the polling window plus the grace. */
export const paymentExpiresAt = (createdAt: Date, timeScale: number): Date =>
  new Date(createdAt.getTime() + paymentWindowMs(timeScale) + (PAYMENT_EXPIRY_GRACE_SECONDS * MS_PER_SECOND) / timeScale);

export const paymentWorkerIntervalMs = (timeScale: number): number =>
  Math.max(MIN_PAYMENT_WORKER_INTERVAL_MS, (PAYMENT_WORKER_INTERVAL_SECONDS * MS_PER_SECOND) / timeScale);
