/**
 * SPEC 4 auto login: "Guests paying cash may be sent to /paymentType for auto login depending on a configured
 * percentage" (app config autoLoginPercentage), and Login: "submit the pending order when a transaction id exists".
 * A guest in the share pays cash on the payment page with their mobile; the order waits (LOGIN) while the customer
 * logs in with that mobile by OTP, and the login then submits it. Which guests are in the share follows the device's
 * client id (SPEC 7 ga_client_id, Google Analytics style `<random>.<seconds>`), bucketed modulo 100 (SPEC 9), so a
 * device stays in or out of it.
 */
import { PAYMENT_TYPES } from '@/contract/codes';
import { CASH_PAYMENT_TYPE } from './payment';
import { MS_PER_MINUTE, MS_PER_SECOND } from './time';

/** SPEC 9: buckets of the client id. */
export const BUCKET_COUNT = 100;
const CLIENT_ID = /^(\d{1,10})\.(\d{1,12})$/;
/** The random part of a new client id stays below this (Google Analytics uses 31 bits). */
const CLIENT_RANDOM_LIMIT = 2 ** 31;

export const isClientId = (value: unknown): value is string => typeof value === 'string' && CLIENT_ID.test(value);

/** A new client id from a random integer and the time it was made. */
export const newClientId = (random: number, nowMs: number): string =>
  `${Math.abs(Math.trunc(random)) % CLIENT_RANDOM_LIMIT}.${Math.floor(nowMs / MS_PER_SECOND)}`;

/** SPEC 9: the client id's bucket, its random part modulo 100. */
export const bucketOf = (clientId: string): number => Number(clientId.split('.')[0]) % BUCKET_COUNT;

/** Whether a guest on this device is in the auto-login share of `percentage` (0 none, 100 every guest). */
export const isAutoLoginClient = (clientId: string, percentage: number): boolean => bucketOf(clientId) < percentage;

/** A guest pays cash only: every other payment type is kept from them (they log in to pay online). */
export const GUEST_HIDDEN_PAYMENT_TYPES: readonly string[] = PAYMENT_TYPES.filter((type) => type !== CASH_PAYMENT_TYPE);

/** The guest's order that waits for their login (kept on the device as STORAGE_KEYS.pendingOrder). */
export interface PendingOrder {
  orderTransactionId: string;
  /** The order's mobile: the login it waits for is with this number. */
  mobile: string;
  /** Epoch ms when it was placed. */
  placedAt: number;
}

/** Looked for this long after placing: the server lets an unpaid order wait its polling window and grace (about 11 minutes), no longer. */
export const PENDING_ORDER_TTL_MS = 15 * MS_PER_MINUTE;

/** The stored pending order while it may still be submitted; null otherwise (absent, malformed or too old). */
export function livePendingOrder(value: unknown, now: number): PendingOrder | null {
  if (typeof value !== 'object' || value === null) return null;
  const { orderTransactionId, mobile, placedAt } = value as Partial<PendingOrder>;
  if (typeof orderTransactionId !== 'string' || typeof mobile !== 'string' || typeof placedAt !== 'number') return null;
  return now - placedAt < PENDING_ORDER_TTL_MS && placedAt <= now ? { orderTransactionId, mobile, placedAt } : null;
}
