/** POST tracking: SPEC 7 usage events (SAVE_UA_TRACKING) from a signed-in user. */
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import { recordUsageEvent } from '../services/tracking';
import type { TokenService } from '../services/tokens';
import { serverText } from '../texts';

export function trackingRoutes(db: Database, tokens: TokenService): Hono {
  return new Hono().post(E.trackUsage.path, requireAuth(tokens), validated('trackUsage'), async (c) => {
    const body = c.get('body');
    if (body.data.userId !== c.get('userId')) {
      return errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg: serverText('trackUserMismatch') });
    }
    return c.json(await recordUsageEvent(db, body), 201);
  });
}
