/**
 * COD OTP (SPEC 7 COD OTP {transactionId}; SPEC 4 COD_OTP): the code of a cash order that waits for one is sent to
 * the order's mobile, and the right code confirms the order (server/services/payments/codOtp.ts). Owner only:
 * another customer's transaction answers 404. Codes behave as login codes: a wrong or expired code answers 400
 * errors[0] with the same words and attempt limit, a resend sooner than 45 s or over the hourly limit 429.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import type { CodOtpSentResponse } from '@/contract/codOtp';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { clientAddress } from '../http/clientAddress';
import { errorResponse } from '../http/errors';
import { tooManyRequests } from '../http/rateLimit';
import { validated } from '../http/validate';
import type { Checkout } from '../services/orders';
import type { OtpService } from '../services/otp';
import { otpRefusal, otpResendTooSoonMessage, rateLimitedMessage } from '../services/otpMessages';
import { createCodOtpService, type CodOtpOutcome } from '../services/payments/codOtp';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { callerOf, orderNotFound } from './orders';

const CONFLICT = 409;

export function codOtpRoutes(db: Database, tokens: TokenService, otp: OtpService, checkout: Checkout): Hono {
  const auth = requireAuth(tokens);
  const codOtp = createCodOtpService(db, otp, checkout);
  const transactionId = (c: Context) => c.req.param('orderTransactionId') ?? '';
  /** 404 for no order of the caller, 409 for an order waiting for no code; otherwise the found result's answer. */
  const answer = <T>(c: Context, outcome: CodOtpOutcome<T>, done: (result: T) => Response): Response => {
    if (outcome.type === 'notFound') return orderNotFound(c);
    if (outcome.type === 'notAwaited') return errorResponse(c, CONFLICT, outcome.error);
    return done(outcome.result);
  };
  return new Hono()
    .get(routePath(E.sendCodOtp.path), auth, async (c) => {
      const outcome = await codOtp.send(callerOf(c), transactionId(c), clientAddress(c));
      return answer(c, outcome, ({ sent, mobile }) => {
        if (sent.ok) {
          return c.json({
            status: 'SUCCESS',
            resendAfterSec: sent.resendAfterSec,
            expiresInSec: sent.expiresInSec,
            mobile,
          } satisfies CodOtpSentResponse);
        }
        return sent.reason === 'resendTooSoon'
          ? tooManyRequests(c, AUTH_ERROR_CODES.otpResendTooSoon, otpResendTooSoonMessage(sent.retryAfterSec), sent.retryAfterSec)
          : tooManyRequests(c, AUTH_ERROR_CODES.rateLimited, rateLimitedMessage(sent.retryAfterSec), sent.retryAfterSec);
      });
    })
    .post(routePath(E.verifyCodOtp.path), auth, validated('verifyCodOtp'), async (c) => {
      const outcome = await codOtp.verify(callerOf(c), transactionId(c), c.get('body').otp);
      return answer(c, outcome, (verified) =>
        verified.ok ? c.json(verified.answer) : errorResponse(c, 400, otpRefusal(verified.refusal)),
      );
    });
}
