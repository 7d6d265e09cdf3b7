/**
 * Paytm wallet calls (SPEC 7 payment-app OTP: send OTP, verify, PUT submit order, GET wallet balance; SPEC 4
 * PAYTM_LINK, PAYTM_ADD_MONEY, PAYTM_WITHDRAW_MONEY), served by server/services/payments/paytmCheckout.ts. Owner only:
 * another customer's transaction answers 404. Link codes behave as login codes: a wrong or expired code answers 400
 * errors[0], a resend sooner than 45 s or over the hourly limit 429. Bodies are validated first: a bad one answers 400
 * and writes nothing.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { PaytmOtpSentResponse } from '@/contract/paytm';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { clientAddress } from '../http/clientAddress';
import { errorResponse } from '../http/errors';
import { tooManyRequests } from '../http/rateLimit';
import { validated } from '../http/validate';
import type { Checkout } from '../services/orders';
import type { OtpService } from '../services/otp';
import { otpRefusal, otpResendTooSoonMessage, rateLimitedMessage } from '../services/otpMessages';
import { createPaytmCheckout, type PaytmOutcome } from '../services/payments/paytmCheckout';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { callerOf, orderNotFound } from './orders';

const CONFLICT = 409;
const UNPROCESSABLE = 422;

export function paytmRoutes(db: Database, tokens: TokenService, otp: OtpService, checkout: Checkout): Hono {
  const auth = requireAuth(tokens);
  const paytm = createPaytmCheckout(db, otp, checkout);
  const transactionId = (c: Context) => c.req.param('orderTransactionId') ?? '';
  /** 404 for no Paytm order of the caller, 409 for an order waiting for no Paytm step, 422 for a refused top-up; otherwise the result's answer. */
  const answer = <T>(c: Context, outcome: PaytmOutcome<T>, done: (result: T) => Response): Response => {
    if (outcome.type === 'notFound') return orderNotFound(c);
    if (outcome.type === 'stepOver') return errorResponse(c, CONFLICT, outcome.error);
    if (outcome.type === 'refused') return errorResponse(c, UNPROCESSABLE, outcome.error);
    return done(outcome.result);
  };
  return new Hono()
    .post(E.sendPaytmOtp.path, auth, validated('sendPaytmOtp'), async (c) => {
      const { mobile, orderTransactionId } = c.get('body');
      const outcome = await paytm.sendOtp(callerOf(c), { mobile, orderTransactionId, clientAddress: clientAddress(c) });
      return answer(c, outcome, (sent) => {
        if (sent.ok) {
          const { resendAfterSec, expiresInSec, state } = sent;
          return c.json({ status: 'SUCCESS', resendAfterSec, expiresInSec, state } satisfies PaytmOtpSentResponse);
        }
        return sent.reason === 'resendTooSoon'
          ? tooManyRequests(c, AUTH_ERROR_CODES.otpResendTooSoon, otpResendTooSoonMessage(sent.retryAfterSec), sent.retryAfterSec)
          : tooManyRequests(c, AUTH_ERROR_CODES.rateLimited, rateLimitedMessage(sent.retryAfterSec), sent.retryAfterSec);
      });
    })
    .post(E.verifyPaytmOtp.path, auth, validated('verifyPaytmOtp'), async (c) => {
      const outcome = await paytm.verifyOtp(callerOf(c), c.get('body'));
      return answer(c, outcome, (verified) =>
        verified.ok ? c.json(verified.answer) : errorResponse(c, 400, otpRefusal(verified.refusal)),
      );
    })
    .get(routePath(E.getPaytmBalance.path), auth, async (c) =>
      answer(c, await paytm.balance(callerOf(c), transactionId(c)), (balance) => c.json(balance)),
    )
    .post(routePath(E.addPaytmMoney.path), auth, validated('addPaytmMoney'), async (c) => {
      const { amount, idempotencyKey } = c.get('body');
      const outcome = await paytm.addMoney(callerOf(c), transactionId(c), { amountPaise: amount, key: idempotencyKey });
      return answer(c, outcome, (confirmed) => c.json(confirmed));
    })
    .put(routePath(E.submitPaytmOrder.path), auth, validated('submitPaytmOrder'), async (c) => {
      const outcome = await paytm.submitOrder(callerOf(c), transactionId(c), c.get('body').cartId);
      return answer(c, outcome, (confirmed) => c.json(confirmed));
    });
}
