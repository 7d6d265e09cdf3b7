/** Requires a valid access token in `authToken` whose subject matches the `userId` header. */
import { createMiddleware } from 'hono/factory';
import type { TokenService } from '../services/tokens';
import { ERROR_CODES, errorResponse } from './errors';

export const AUTH_MESSAGES = {
  missingToken: 'The authToken header is missing.',
  missingUser: 'The userId header is missing.',
  expired: 'The access token has expired.',
  invalid: 'The access token is not valid.',
  mismatch: 'The userId header does not match the access token.',
} as const;

const BEARER_PREFIX = /^Bearer\s+/i;

export function requireAuth(tokens: TokenService) {
  return createMiddleware<{ Variables: { userId: string } }>(async (c, next) => {
    const deny = (displayMsg: string) => errorResponse(c, 401, { code: ERROR_CODES.unauthorized, displayMsg });
    const token = c.req.header('authToken')?.replace(BEARER_PREFIX, '');
    if (!token) return deny(AUTH_MESSAGES.missingToken);
    const userId = c.req.header('userId');
    if (!userId) return deny(AUTH_MESSAGES.missingUser);
    const result = await tokens.verify(token);
    if (!result.ok) return deny(AUTH_MESSAGES[result.reason]);
    if (result.userId !== userId) return deny(AUTH_MESSAGES.mismatch);
    c.set('userId', userId);
    await next();
  });
}
