/** GET deals (the offers list of a store) and GET deal (one offer with its terms): signed-in (anonymous or not) users. */
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { CART_ERROR_CODES } from '@/contract/codes';
import type { DealsResponse } from '@/contract/cart';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import type { Clock } from '../services/clock';
import { storeExists } from '../services/cart';
import { dealOf, findPromo, livePromos } from '../services/promos';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { serverText } from '../texts';

export const DEAL_NOT_FOUND_CODE = 'DEAL_NOT_FOUND';

export function dealRoutes(db: Database, tokens: TokenService, clock: Clock): Hono {
  const auth = requireAuth(tokens);
  const now = () => new Date(clock());
  return new Hono()
    .get(E.getDeals.path, auth, validated('getDeals'), async (c) => {
      if (!(await storeExists(db, c.get('query').storeId))) {
        return errorResponse(c, 404, { code: CART_ERROR_CODES.storeNotFound, displayMsg: serverText('storeNotFound') });
      }
      const deals = (await livePromos(db, now())).map(dealOf);
      return c.json({ deals } satisfies DealsResponse);
    })
    .get(routePath(E.getDeal.path), auth, async (c) => {
      const promo = await findPromo(db, c.req.param('code') ?? '');
      const at = now();
      // A reward coupon is its owner's alone (docs/rewards.md): to anyone else it does not exist.
      const foreign = promo !== null && promo.ownerUserId !== null && promo.ownerUserId !== c.get('userId');
      if (!promo || foreign || promo.validFrom > at || promo.validTo <= at) {
        return errorResponse(c, 404, { code: DEAL_NOT_FOUND_CODE, displayMsg: serverText('dealOfferNotFound') });
      }
      return c.json(dealOf(promo));
    });
}
