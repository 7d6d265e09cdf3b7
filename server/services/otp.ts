/**
 * One-time codes sent by SMS: 6 digits from a CSPRNG, stored only as a keyed hash, valid for
 * OTP_TTL_SECONDS, OTP_MAX_ATTEMPTS guesses per code (then it is burned), a new code no sooner than
 * OTP_RESEND_SECONDS after the last, and hourly send limits per mobile and per client address. A code may be bound to
 * a subject (an order's transaction id, a voucher code): only a verify naming the same subject accepts it. The resend
 * wait holds per mobile and purpose whatever the subject, so no send (for this subject or another) replaces a live
 * code sooner than OTP_RESEND_SECONDS after it was sent.
 */
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { OTP_DIGITS, OTP_RESEND_SECONDS } from '@/domain/constants';
import type { Database } from '../db/client';
import { otpCodes } from '../db/schema';
import { type Clock } from './clock';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_SECOND } from '@/domain/time';
import type { RateLimiter } from './rateLimits';
import { keyedHash } from './secrets';
import type { SmsProvider } from './sms/provider';

export const OTP_TTL_SECONDS = 300;
export const OTP_MAX_ATTEMPTS = 5;
const OTP_SPACE = 10 ** OTP_DIGITS;
const SEND_LIMIT_WINDOW_MS = MS_PER_HOUR;
const RATE_LIMIT_RETENTION_MS = MS_PER_DAY;

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];

export interface OtpSendRequest {
  mobile: string;
  purpose: OtpPurpose;
  clientAddress: string;
  /** The SMS text for a code. */
  message: (code: string) => string;
  /** False stores a code nobody receives, so an unknown mobile behaves like a known one. */
  deliver: boolean;
  firstName?: string;
  lastName?: string;
  /** SPEC 7 the loyalty variant of send OTP: validating the code also enrols the customer in Pizza Pals. */
  loyalty?: boolean;
  /** What the code is for beyond the mobile (an order transaction id, a voucher code); verify must name the same. */
  subject?: string;
}

/** Codes of the loyalty variant are told apart by their id, so the variant travels with the code it was sent with. */
const LOYALTY_CODE_ID_PREFIX = 'loyalty-';

export type OtpSendResult =
  | { ok: true; resendAfterSec: number; expiresInSec: number }
  | { ok: false; reason: 'resendTooSoon' | 'rateLimited'; retryAfterSec: number };

export type OtpVerifyResult =
  | { ok: true; firstName: string | null; lastName: string | null; loyalty: boolean }
  | { ok: false; reason: 'invalid'; attemptsLeft: number }
  | { ok: false; reason: 'expired' | 'attemptsExceeded' };

export interface OtpService {
  send(request: OtpSendRequest): Promise<OtpSendResult>;
  verify(request: { mobile: string; purpose: OtpPurpose; code: string; subject?: string }): Promise<OtpVerifyResult>;
}

export interface OtpServiceOptions {
  db: Database;
  clock: Clock;
  sms: SmsProvider;
  limiter: RateLimiter;
  secret: () => Promise<string>;
  sendsPerMobilePerHour: number;
  sendsPerAddressPerHour: number;
}

const newCode = (): string => String(randomInt(0, OTP_SPACE)).padStart(OTP_DIGITS, '0');

const sameHash = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};

export function createOtpService(options: OtpServiceOptions): OtpService {
  const { db, clock, sms, limiter, secret } = options;
  const resendMs = OTP_RESEND_SECONDS * MS_PER_SECOND;
  const codeHash = async (id: string, code: string) => keyedHash(await secret(), 'otp', id, code);
  const secondsUntil = (ms: number) => Math.max(1, Math.ceil((ms - clock()) / MS_PER_SECOND));

  async function withinSendLimits(mobile: string, clientAddress: string): Promise<OtpSendResult | null> {
    const key = await secret();
    const rules = [
      { key: keyedHash(key, 'otp-address', clientAddress), limit: options.sendsPerAddressPerHour },
      { key: keyedHash(key, 'otp-mobile', mobile), limit: options.sendsPerMobilePerHour },
    ];
    for (const rule of rules) {
      const result = await limiter.hit(rule.key, { limit: rule.limit, windowMs: SEND_LIMIT_WINDOW_MS });
      if (!result.allowed) return { ok: false, reason: 'rateLimited', retryAfterSec: result.retryAfterSec };
    }
    return null;
  }

  return {
    async send(request) {
      const { mobile, purpose } = request;
      const [last] = await db
        .select({ createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose)));
      if (last && clock() - last.createdAt.getTime() < resendMs) {
        return { ok: false, reason: 'resendTooSoon', retryAfterSec: secondsUntil(last.createdAt.getTime() + resendMs) };
      }
      const limited = await withinSendLimits(mobile, request.clientAddress);
      if (limited) return limited;
      await limiter.prune(RATE_LIMIT_RETENTION_MS);

      const id = `${request.loyalty === true ? LOYALTY_CODE_ID_PREFIX : ''}${randomUUID()}`;
      const code = newCode();
      const now = clock();
      const values = {
        id,
        codeHash: await codeHash(id, code),
        firstName: request.firstName ?? null,
        lastName: request.lastName ?? null,
        attempts: 0,
        createdAt: new Date(now),
        expiresAt: new Date(now + OTP_TTL_SECONDS * MS_PER_SECOND),
        usedAt: null,
        subject: request.subject ?? null,
      };
      // The conditional upsert lets only one of two concurrent sends replace the code.
      const [stored] = await db
        .insert(otpCodes)
        .values({ mobile, purpose, ...values })
        .onConflictDoUpdate({
          target: [otpCodes.mobile, otpCodes.purpose],
          set: values,
          setWhere: lt(otpCodes.createdAt, new Date(now - resendMs + 1)),
        })
        .returning({ id: otpCodes.id });
      if (stored?.id !== id) return { ok: false, reason: 'resendTooSoon', retryAfterSec: OTP_RESEND_SECONDS };
      if (request.deliver) await sms.send(mobile, request.message(code));
      return { ok: true, resendAfterSec: OTP_RESEND_SECONDS, expiresInSec: OTP_TTL_SECONDS };
    },

    async verify({ mobile, purpose, code, subject }) {
      const [row] = await db
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.purpose, purpose)));
      // A code sent for another subject (another order, another voucher) is no code for this one.
      if (!row || row.usedAt || row.subject !== (subject ?? null)) return { ok: false, reason: 'expired' };
      if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, reason: 'attemptsExceeded' };
      if (row.expiresAt.getTime() <= clock()) return { ok: false, reason: 'expired' };
      // Each guess takes an attempt first, so concurrent guesses cannot exceed the limit.
      const [counted] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS), isNull(otpCodes.usedAt)))
        .returning({ attempts: otpCodes.attempts });
      if (!counted) return { ok: false, reason: 'attemptsExceeded' };
      if (!sameHash(await codeHash(row.id, code), row.codeHash)) {
        const attemptsLeft = OTP_MAX_ATTEMPTS - counted.attempts;
        return attemptsLeft > 0 ? { ok: false, reason: 'invalid', attemptsLeft } : { ok: false, reason: 'attemptsExceeded' };
      }
      const [used] = await db
        .update(otpCodes)
        .set({ usedAt: new Date(clock()) })
        .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.usedAt)))
        .returning({ firstName: otpCodes.firstName, lastName: otpCodes.lastName });
      return used ? { ok: true, ...used, loyalty: row.id.startsWith(LOYALTY_CODE_ID_PREFIX) } : { ok: false, reason: 'expired' };
    },
  };
}

/** Forget every code of a mobile (account deletion). */
export async function clearOtpCodes(db: Pick<Database, 'delete'>, mobile: string): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.mobile, mobile));
}
