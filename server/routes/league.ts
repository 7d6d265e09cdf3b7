/**
 * GET league (the World Pizza League of this week): signed-in (anonymous or not) users, like the menu; with
 * `storeId`, only that store's orders count (an unknown store answers 404 STORE_NOT_FOUND).
 */
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import { storeExists } from '../services/cart';
import type { Clock } from '../services/clock';
import { leagueOf } from '../services/league';
import type { TokenService } from '../services/tokens';
import { serverText } from '../texts';

export function leagueRoutes(db: Database, tokens: TokenService, clock: Clock): Hono {
  // The league is the same for everyone: a token we signed is enough, without a session lookup per request.
  const auth = requireAuth(tokens, { signatureOnly: true });
  return new Hono().get(E.getLeague.path, auth, validated('getLeague'), async (c) => {
    const { storeId } = c.get('query');
    if (storeId !== undefined && !(await storeExists(db, storeId))) {
      return errorResponse(c, 404, { code: STORE_ERROR_CODES.storeNotFound, displayMsg: serverText('storeNotFound') });
    }
    return c.json(await leagueOf(db, { now: new Date(clock()), storeId }));
  });
}
