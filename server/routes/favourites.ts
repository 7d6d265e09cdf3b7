/**
 * GET and POST favourites (SPEC 7): the logged-in owner only; a guest or another user answers 403
 * Unauthorized_access (SPEC 6). POST marks or unmarks one product; an unknown product answers 404.
 */
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { FavouritesResponse } from '@/contract/menu';
import type { Database } from '../db/client';
import { requireAuth, requireOwner } from '../http/auth';
import { errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import { listFavourites, setFavourite } from '../services/favourites';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { serverText } from '../texts';

export const FAVOURITE_ERROR_CODES = { productNotFound: 'PRODUCT_NOT_FOUND' } as const;

export function favouriteRoutes(db: Database, tokens: TokenService): Hono {
  const owner = [requireAuth(tokens), requireOwner()] as const;
  return new Hono()
    .get(routePath(E.getFavourites.path), ...owner, async (c) =>
      c.json({ status: 'SUCCESS', productIds: await listFavourites(db, c.get('userId')) } satisfies FavouritesResponse),
    )
    .post(routePath(E.setFavourite.path), ...owner, validated('setFavourite'), async (c) => {
      const { productId, favourite } = c.get('body');
      const productIds = await setFavourite(db, c.get('userId'), productId, favourite);
      return productIds
        ? c.json({ status: 'SUCCESS', productIds } satisfies FavouritesResponse)
        : errorResponse(c, 404, { code: FAVOURITE_ERROR_CODES.productNotFound, displayMsg: serverText('productNotFound') });
    });
}
