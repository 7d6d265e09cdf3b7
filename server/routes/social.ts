/**
 * Social sign-in (SPEC 4, 7): socialLoginValidate logs in the account linked to the identity, or
 * answers 404 for an identity without one (SPEC 8); socialSignup links the identity to an account by
 * mobile once the customer proved the mobile with the login OTP sent to it.
 */
import { Hono } from 'hono';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { Database } from '../db/client';
import { errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import { loginResponse } from '../services/accounts';
import type { OtpService } from '../services/otp';
import { otpRefusal } from '../services/otpMessages';
import { signUpIdentity, userForIdentity } from '../services/socialAccounts';
import type { SocialSandbox } from '../services/socialSandbox';
import type { TokenService } from '../services/tokens';
import type { Clock } from '../services/clock';
import { serverText } from '../texts';

export interface SocialRouteDeps {
  db: Database;
  tokens: TokenService;
  sandbox: SocialSandbox;
  otp: OtpService;
  clock: Clock;
}

export function socialRoutes({ db, tokens, sandbox, otp, clock }: SocialRouteDeps): Hono {
  // Worded per request: the text follows the request's language.
  const invalidToken = () => ({ code: AUTH_ERROR_CODES.invalidSocialToken, displayMsg: serverText('socialInvalidToken') });
  return new Hono()
    .post(E.socialLoginValidate.path, validated('socialLoginValidate'), async (c) => {
      const body = c.get('body');
      const identity = await sandbox.verify(body.token);
      if (!identity) return errorResponse(c, 401, invalidToken());
      const userId = await userForIdentity(db, body.source, identity.subject);
      if (!userId) return errorResponse(c, 404, { code: AUTH_ERROR_CODES.unknownSocialUser, displayMsg: serverText('socialUnknownUser') });
      return c.json(await loginResponse(db, tokens, userId, new Date(clock())));
    })
    .post(E.socialSignup.path, validated('socialSignup'), async (c) => {
      const { source, token, code, ...signup } = c.get('body');
      const identity = await sandbox.verify(token);
      if (!identity) return errorResponse(c, 401, invalidToken());
      // The code is the one sendOtp sent for login: whoever holds it can already log in with this mobile.
      const proof = await otp.verify({ mobile: signup.mobile, purpose: 'login', code });
      if (!proof.ok) return errorResponse(c, 400, otpRefusal(proof));
      const result = await signUpIdentity(db, source, identity, signup);
      if (!result.ok) return errorResponse(c, 409, { code: AUTH_ERROR_CODES.mobileTaken, displayMsg: serverText('socialMobileTaken') });
      return c.json(await loginResponse(db, tokens, result.userId, new Date(clock())));
    });
}
