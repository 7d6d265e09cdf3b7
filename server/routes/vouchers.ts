/**
 * E-vouchers and gift cards (SPEC 7 E-voucher {voucherCode}, voucher OTP; SPEC 4 EV_PIN, EV_OTP): checking a code
 * (checks limited per caller, per client address and per code, so codes cannot be walked with fresh guest tokens), the OTP of an order's voucher and the PIN or OTP that lets
 * the order go on. Bodies are validated at the edge: a bad body answers 400 errors[0] and writes nothing.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { MS_PER_HOUR, SECONDS_PER_MINUTE } from '@/domain/time';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { clientAddress } from '../http/clientAddress';
import { errorResponse } from '../http/errors';
import { tooManyRequests } from '../http/rateLimit';
import { validated } from '../http/validate';
import type { Checkout } from '../services/orders';
import type { OtpService } from '../services/otp';
import { otpResendTooSoonMessage, rateLimitedMessage } from '../services/otpMessages';
import { CHECKOUT_ERROR_CODES } from '../services/payments/messages';
import { createVoucherSteps, type StepRefusal } from '../services/payments/voucherSteps';
import { checkVoucher } from '../services/payments/vouchers';
import type { RateLimiter, RateLimitResult } from '../services/rateLimits';
import { keyedHash } from '../services/secrets';
import type { TokenService } from '../services/tokens';
import { serverText } from '../texts';
import { routePath } from './account';
import { callerOf } from './orders';

/** Voucher codes one caller may check per hour. */
export const VOUCHER_CHECKS_PER_HOUR = 20;
/** Voucher codes one client address may check per hour, whatever tokens it uses. */
export const VOUCHER_CHECKS_PER_ADDRESS_PER_HOUR = 60;
/** Checks of one voucher code per hour, from anyone. */
export const VOUCHER_CHECKS_PER_CODE_PER_HOUR = 20;

export interface VoucherRouteOptions {
  db: Database;
  tokens: TokenService;
  otp: OtpService;
  limiter: RateLimiter;
  checkout: Checkout;
}

const refused = (c: Context, refusal: StepRefusal): Response =>
  refusal.status === 429
    ? tooManyRequests(c, refusal.item.code, refusal.item.displayMsg, refusal.retryAfterSec ?? SECONDS_PER_MINUTE)
    : errorResponse(c, refusal.status, refusal.item);

const isRefusal = (value: object): value is StepRefusal => 'item' in value && 'status' in value && typeof value.status === 'number';

export function voucherRoutes({ db, tokens, otp, limiter, checkout }: VoucherRouteOptions): Hono {
  const auth = requireAuth(tokens);
  const steps = createVoucherSteps({ db, checkout, otp, limiter, secret: tokens.secret });
  const transactionId = (c: Context) => c.req.param('orderTransactionId') ?? '';
  const withinCheckLimits = async (userId: string, address: string, voucherCode: string): Promise<RateLimitResult> => {
    const secret = await tokens.secret();
    const rules = [
      { key: keyedHash(secret, 'voucher-check', userId), limit: VOUCHER_CHECKS_PER_HOUR },
      { key: keyedHash(secret, 'voucher-check-address', address), limit: VOUCHER_CHECKS_PER_ADDRESS_PER_HOUR },
      { key: keyedHash(secret, 'voucher-check-code', voucherCode), limit: VOUCHER_CHECKS_PER_CODE_PER_HOUR },
    ];
    for (const rule of rules) {
      const result = await limiter.hit(rule.key, { limit: rule.limit, windowMs: MS_PER_HOUR });
      if (!result.allowed) return result;
    }
    return { allowed: true };
  };
  return new Hono()
    .post(E.checkVoucher.path, auth, validated('checkVoucher'), async (c) => {
      const tried = await withinCheckLimits(c.get('userId'), clientAddress(c), c.get('body').voucherCode);
      if (!tried.allowed) {
        const minutes = Math.ceil(tried.retryAfterSec / SECONDS_PER_MINUTE);
        return tooManyRequests(
          c,
          CHECKOUT_ERROR_CODES.voucherChecksLimited,
          serverText('voucherChecksLimited', { count: minutes }),
          tried.retryAfterSec,
        );
      }
      return c.json(await checkVoucher(db, c.get('body').voucherCode, checkout.now()));
    })
    .post(routePath(E.sendVoucherOtp.path), auth, async (c) => {
      const sent = await steps.sendOtp(callerOf(c), transactionId(c), clientAddress(c));
      if (isRefusal(sent)) return refused(c, sent);
      if ('reason' in sent) {
        return sent.reason === 'resendTooSoon'
          ? tooManyRequests(c, AUTH_ERROR_CODES.otpResendTooSoon, otpResendTooSoonMessage(sent.retryAfterSec), sent.retryAfterSec)
          : tooManyRequests(c, AUTH_ERROR_CODES.rateLimited, rateLimitedMessage(sent.retryAfterSec), sent.retryAfterSec);
      }
      return c.json(sent);
    })
    .post(routePath(E.verifyVoucher.path), auth, validated('verifyVoucher'), async (c) => {
      const answer = await steps.verify(callerOf(c), transactionId(c), c.get('body'));
      return isRefusal(answer) ? refused(c, answer) : c.json(answer);
    });
}
