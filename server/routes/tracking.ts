/** POST tracking: SPEC 7 usage events (SAVE_UA_TRACKING) from a signed-in user. */
import { Hono } from 'hono';
import { z } from 'zod';
import { PATHS, type UsageTrackingBody } from '@/api/contract';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { jsonBody } from '../http/validate';
import { recordUsageEvent } from '../services/tracking';
import type { TokenService } from '../services/tokens';
import { serverText } from '../texts';

const SHORT_TEXT = 200;
const LONG_TEXT = 2000;
const MAX_PROPERTIES = 50;

const usageTrackingBody: z.ZodType<UsageTrackingBody> = z.object({
  data: z.object({
    userAgent: z.string().max(LONG_TEXT),
    platform: z.literal('PWA'),
    userId: z.string().min(1).max(SHORT_TEXT),
    timestamp: z.number().int().nonnegative(),
    pageName: z.string().max(SHORT_TEXT),
    referrer: z.string().max(LONG_TEXT),
    action: z.literal('SAVE_UA_TRACKING'),
    actionType: z.string().max(SHORT_TEXT),
    properties: z
      .record(z.string().max(SHORT_TEXT), z.union([z.string().max(LONG_TEXT), z.number().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER), z.boolean()]))
      .refine((p) => Object.keys(p).length <= MAX_PROPERTIES, `at most ${MAX_PROPERTIES} properties`),
  }),
});


export function trackingRoutes(db: Database, tokens: TokenService): Hono {
  return new Hono().post(PATHS.usageTracking, requireAuth(tokens), jsonBody(usageTrackingBody), async (c) => {
    const body = c.get('body');
    if (body.data.userId !== c.get('userId')) {
      return errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg: serverText('trackUserMismatch') });
    }
    return c.json(await recordUsageEvent(db, body), 201);
  });
}
