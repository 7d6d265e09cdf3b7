/**
 * Payments the app verifies (SPEC 7): UPI verify after an intent payment, and the card OTP entered in the app
 * (Card OTP / resend). Owner only: another customer's transaction answers 404; details that are not the
 * payment's, or a payment not waiting for a code, answer 400 errors[0] and change nothing.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { ErrorItem } from '@/contract/errors';
import { requireAuth } from '../http/auth';
import { errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import type { Checkout } from '../services/orders';
import type { Database } from '../db/client';
import { createPaymentVerification, type Verified } from '../services/payments/paymentVerification';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { callerOf, orderNotFound } from './orders';

const isRefusal = (value: object): value is { refused: ErrorItem } => 'refused' in value;

function reply<T extends object>(c: Context, answer: Verified<T>): Response {
  if (answer === null) return orderNotFound(c);
  if (isRefusal(answer)) return errorResponse(c, 400, answer.refused);
  return c.json(answer);
}

export function paymentVerificationRoutes(db: Database, tokens: TokenService, checkout: Checkout): Hono {
  const auth = requireAuth(tokens);
  const verification = createPaymentVerification(db, checkout);
  const transactionId = (c: Context) => c.req.param('orderTransactionId') ?? '';
  return new Hono()
    .post(E.verifyUpi.path, auth, validated('verifyUpi'), async (c) => reply(c, await verification.verifyUpi(callerOf(c), c.get('body'))))
    .post(routePath(E.submitCardOtp.path), auth, validated('submitCardOtp'), async (c) =>
      reply(c, await verification.submitCardOtp(callerOf(c), transactionId(c), c.get('body').otp)),
    )
    .post(routePath(E.resendCardOtp.path), auth, async (c) => reply(c, await verification.resendCardOtp(callerOf(c), transactionId(c))));
}
