/** Login by OTP or password, forgotten password, logout (SPEC 4 Login, SPEC 7 accounts calls). */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import type { OtpSentResponse } from '@/contract/accounts';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { clientAddress } from '../http/clientAddress';
import { errorResponse } from '../http/errors';
import { rateLimited, tooManyRequests } from '../http/rateLimit';
import { validated, type ValidatedVariables } from '../http/validate';
import { checkPassword, findUserIdByMobile, loginResponse, userForVerifiedMobile } from '../services/accounts';
import { type Clock } from '../services/clock';
import { enrol } from '../services/loyaltyMembers';
import { MS_PER_HOUR } from '@/domain/time';
import type { OtpSendResult, OtpService } from '../services/otp';
import { otpRefusal, otpResendTooSoonMessage, rateLimitedMessage, SMS_TEXT } from '../services/otpMessages';
import type { RateLimiter, RateLimitResult } from '../services/rateLimits';
import { keyedHash } from '../services/secrets';
import { endAllSessions, endSession } from '../services/sessions';
import type { TokenService } from '../services/tokens';
import { serverText } from '../texts';

function sentAnswer(c: Context, result: OtpSendResult): Response {
  if (result.ok) {
    return c.json({
      status: 'SUCCESS',
      resendAfterSec: result.resendAfterSec,
      expiresInSec: result.expiresInSec,
    } satisfies OtpSentResponse);
  }
  return result.reason === 'resendTooSoon'
    ? tooManyRequests(c, AUTH_ERROR_CODES.otpResendTooSoon, otpResendTooSoonMessage(result.retryAfterSec), result.retryAfterSec)
    : tooManyRequests(c, AUTH_ERROR_CODES.rateLimited, rateLimitedMessage(result.retryAfterSec), result.retryAfterSec);
}

export interface PasswordGuessLimits {
  /** Guesses per hour from one client address, whatever the mobiles (spraying). */
  perAddressPerHour: number;
  /** Guesses per hour at one mobile from one client address: a guesser elsewhere cannot lock the owner out. */
  perMobilePerHour: number;
}

export interface AuthRouteDeps {
  db: Database;
  tokens: TokenService;
  otp: OtpService;
  limiter: RateLimiter;
  passwordGuesses: PasswordGuessLimits;
  clock: Clock;
  /** Speed of the simulated clocks (env TIME_SCALE): a Pizza Pals enrolment by the loyalty OTP is confirmed sooner. */
  timeScale?: number;
}

export function authRoutes({ db, tokens, otp, limiter, passwordGuesses, clock, timeScale = 1 }: AuthRouteDeps): Hono {
  const withinPasswordLimits = async (mobile: string, address: string): Promise<RateLimitResult> => {
    const secret = await tokens.secret();
    const rules = [
      { key: keyedHash(secret, 'password-address', address), limit: passwordGuesses.perAddressPerHour },
      { key: keyedHash(secret, 'password-mobile', mobile, address), limit: passwordGuesses.perMobilePerHour },
    ];
    for (const rule of rules) {
      const result = await limiter.hit(rule.key, { limit: rule.limit, windowMs: MS_PER_HOUR });
      if (!result.allowed) return result;
    }
    return { allowed: true };
  };

  const loginOtpHandler =
    (message: (code: string) => string, loyalty: boolean) => async (c: Context<{ Variables: ValidatedVariables<'sendOtp'> }>) => {
      const { mobile, firstName, lastName } = c.get('body');
      const result = await otp.send({
        mobile,
        purpose: 'login',
        clientAddress: clientAddress(c),
        message,
        deliver: true,
        firstName,
        lastName,
        loyalty,
      });
      return sentAnswer(c, result);
    };

  return new Hono()
    .post(E.sendOtp.path, validated('sendOtp'), loginOtpHandler(SMS_TEXT.login, false))
    .post(E.sendLoyaltyOtp.path, validated('sendLoyaltyOtp'), loginOtpHandler(SMS_TEXT.loyaltyLogin, true))
    .post(E.forgotPassword.path, validated('forgotPassword'), async (c) => {
      const { mobile } = c.get('body');
      // An unknown mobile gets the same answer (and the same resend and rate limits) but no SMS.
      const known = (await findUserIdByMobile(db, mobile)) !== null;
      const result = await otp.send({
        mobile,
        purpose: 'forgotPassword',
        clientAddress: clientAddress(c),
        message: SMS_TEXT.forgotPassword,
        deliver: known,
      });
      return sentAnswer(c, result);
    })
    .post(E.validateOtp.path, validated('validateOtp'), async (c) => {
      const { mobile, code, screenName } = c.get('body');
      const purpose = screenName === 'forgotPassword' ? 'forgotPassword' : 'login';
      const result = await otp.verify({ mobile, purpose, code });
      if (!result.ok) return errorResponse(c, 400, otpRefusal(result));
      if (purpose === 'forgotPassword' && (await findUserIdByMobile(db, mobile)) === null) {
        return errorResponse(c, 400, { code: AUTH_ERROR_CODES.otpExpired, displayMsg: serverText('otpExpired') });
      }
      const userId = await userForVerifiedMobile(db, { mobile, firstName: result.firstName, lastName: result.lastName });
      // SPEC 7 the loyalty variant: the verified customer joins Pizza Pals (a refusal never stands in the login's way).
      if (result.loyalty) await db.transaction((tx) => enrol(tx, timeScale, { userId, source: 'OTP', at: new Date(clock()) }));
      return c.json(await loginResponse(db, tokens, userId, new Date(clock())));
    })
    .post(E.passwordLogin.path, validated('passwordLogin'), async (c) => {
      const { mobile, password } = c.get('body');
      const attempt = await withinPasswordLimits(mobile, clientAddress(c));
      if (!attempt.allowed) return rateLimited(c, attempt);
      const userId = await checkPassword(db, mobile, password);
      if (!userId)
        return errorResponse(c, 401, { code: AUTH_ERROR_CODES.invalidCredentials, displayMsg: serverText('invalidCredentials') });
      return c.json(await loginResponse(db, tokens, userId, new Date(clock())));
    })
    .post(E.logout.path, requireAuth(tokens, { allowExpired: true }), validated('logout'), async (c) => {
      const userId = c.get('userId');
      if (c.get('body').everywhere) await endAllSessions(db, userId);
      else await endSession(db, userId, c.get('sessionId'));
      return c.body(null, 204);
    });
}
