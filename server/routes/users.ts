/**
 * Sessions: POST anonymousUser creates an anonymous user; POST refreshAnonymousToken and POST
 * refreshToken (logged in) rotate the refresh token and answer new credentials.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import type { RefreshTokenResponse } from '@/contract/accounts';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { Database } from '../db/client';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { limitPerAddress, type RouteLimit } from '../http/rateLimit';
import { validated } from '../http/validate';
import { loginAttributes } from '../services/accounts';
import type { Clock } from '../services/clock';
import { createAnonymousSession, refreshSession, type RefreshResult } from '../services/sessions';
import type { TokenService } from '../services/tokens';
import { messageText, serverText } from '../texts';

/** 'ended' (logout, deleted account, theft) asks the user to log in again; anything else is a failed refresh. */
function refreshFailure(c: Context, result: Extract<RefreshResult, { ok: false }>): Response {
  return result.reason === 'ended'
    ? errorResponse(c, 401, { code: AUTH_ERROR_CODES.sessionEnded, displayMsg: messageText('loggedOutByApi') })
    : errorResponse(c, 401, { code: ERROR_CODES.tokenRefreshFailed, displayMsg: messageText('tokenRefreshFailed') });
}

export function userRoutes(db: Database, tokens: TokenService, anonymousLimit: RouteLimit, clock: Clock): Hono {
  const limit = limitPerAddress({ ...anonymousLimit, secret: tokens.secret, scope: 'anonymous-user' });
  return new Hono()
    .post(E.createAnonymousUser.path, limit, async (c) => c.json(await createAnonymousSession(db, tokens), 201))
    .post(E.refreshAnonymousToken.path, validated('refreshAnonymousToken'), async (c) => {
      const userId = c.req.header('userId');
      if (!userId) return refreshFailure(c, { ok: false, reason: 'failed' });
      const result = await refreshSession(db, tokens, 'anonymous', userId, c.get('body').refreshToken);
      return result.ok ? c.json({ userId, credentials: result.credentials }) : refreshFailure(c, result);
    })
    .post(E.refreshToken.path, validated('refreshToken'), async (c) => {
      const { userId, refreshToken: token } = c.get('body');
      // SPEC 7: userId and refreshToken travel in the headers too; both copies must agree.
      if (c.req.header('userId') !== userId || c.req.header('refreshToken') !== token) {
        return errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg: serverText('refreshHeadersMismatch') });
      }
      const result = await refreshSession(db, tokens, 'loggedIn', userId, token);
      if (!result.ok) return refreshFailure(c, result);
      return c.json({
        credentials: result.credentials,
        attributes: await loginAttributes(db, userId, new Date(clock())),
      } satisfies RefreshTokenResponse);
    });
}
