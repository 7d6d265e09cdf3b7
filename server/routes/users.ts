/** Anonymous users: POST anonymousUser creates one, POST refreshAnonymousToken rotates its refresh token. */
import { Hono } from 'hono';
import { z } from 'zod';
import { PATHS, type RefreshAnonymousBody } from '@/api/contract';
import { TOKEN_REFRESH_FAILED } from '@/domain/messages';
import type { Database } from '../db/client';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { jsonBody } from '../http/validate';
import { createAnonymousSession, refreshAnonymousSession } from '../services/sessions';
import type { TokenService } from '../services/tokens';

const MAX_TOKEN_LENGTH = 512;

const refreshAnonymousBody: z.ZodType<RefreshAnonymousBody> = z.object({
  refreshToken: z.string().min(1).max(MAX_TOKEN_LENGTH),
});

export function userRoutes(db: Database, tokens: TokenService): Hono {
  return new Hono()
    .post(PATHS.anonymousUser, async (c) => c.json(await createAnonymousSession(db, tokens), 201))
    .post(PATHS.refreshAnonymousToken, jsonBody(refreshAnonymousBody), async (c) => {
      const userId = c.req.header('userId');
      const session = userId ? await refreshAnonymousSession(db, tokens, userId, c.get('body').refreshToken) : null;
      return session
        ? c.json(session)
        : errorResponse(c, 401, { code: ERROR_CODES.tokenRefreshFailed, displayMsg: TOKEN_REFRESH_FAILED });
    });
}
