/**
 * requireAuth: a valid access token in `authToken` whose subject matches the `userId` header, and
 * whose session has not been ended. requireOwner: additionally logged in, and the `:userId` in the
 * path is the caller (SPEC 6 'Unauthorized_access').
 */
import { createMiddleware } from 'hono/factory';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import type { TokenService, VerifyOptions } from '../services/tokens';
import { ERROR_CODES, errorResponse } from './errors';
import { messageText, serverText } from '../texts';

const TOKEN_REFUSALS = { expired: 'tokenExpired', invalid: 'tokenInvalid' } as const;

export interface AuthVariables {
  userId: string;
  /** The session family of the access token. */
  sessionId: string;
  loggedIn: boolean;
}

const BEARER_PREFIX = /^Bearer\s+/i;

export function requireAuth(tokens: TokenService, options: VerifyOptions = {}) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const deny = (displayMsg: string) => errorResponse(c, 401, { code: ERROR_CODES.unauthorized, displayMsg });
    const token = c.req.header('authToken')?.replace(BEARER_PREFIX, '');
    if (!token) return deny(serverText('missingToken'));
    const userId = c.req.header('userId');
    if (!userId) return deny(serverText('missingUser'));
    const result = await tokens.verify(token, options);
    if (!result.ok) {
      if (result.reason === 'ended') {
        return errorResponse(c, 401, { code: AUTH_ERROR_CODES.sessionEnded, displayMsg: messageText('loggedOutByApi') });
      }
      return deny(serverText(TOKEN_REFUSALS[result.reason]));
    }
    if (result.userId !== userId) return deny(serverText('userMismatch'));
    c.set('userId', userId);
    c.set('sessionId', result.sessionId);
    c.set('loggedIn', result.loggedIn);
    await next();
  });
}

/** After requireAuth: SPEC 6 logged-in customers only (loyalty and wallet calls); a guest's token gets 401. */
export function requireLogin() {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    if (!c.get('loggedIn')) return errorResponse(c, 401, { code: ERROR_CODES.unauthorized, displayMsg: serverText('loginRequired') });
    await next();
  });
}

/** After requireAuth, on routes with a `:userId` path parameter. */
export function requireOwner() {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const deny = (displayMsg: string) => errorResponse(c, 403, { code: AUTH_ERROR_CODES.unauthorizedAccess, displayMsg });
    if (!c.get('loggedIn')) return deny(serverText('loginRequired'));
    if (c.req.param('userId') !== c.get('userId')) return deny(serverText('notOwner'));
    await next();
  });
}
