/**
 * Loyalty menu items (SPEC 7, SPEC 6 logged-in only): the free regular pizzas of a store that a Pizza Pals member
 * adds at Rs 0, with the free items the credited points buy now and the points still pending. A guest's token gets
 * 401; an unknown store 404.
 */
import { Hono } from 'hono';
import { CART_ERROR_CODES } from '@/contract/codes';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { Database } from '../db/client';
import { requireAuth, requireLogin } from '../http/auth';
import { errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import { loyaltyMenu } from '../services/loyaltySpend';
import type { TokenService } from '../services/tokens';
import { serverText } from '../texts';

export function loyaltyMenuRoutes(db: Database, tokens: TokenService, now: () => Date): Hono {
  return new Hono().get(E.getLoyaltyMenu.path, requireAuth(tokens), requireLogin(), validated('getLoyaltyMenu'), async (c) => {
    const caller = { userId: c.get('userId'), loggedIn: c.get('loggedIn') };
    const menu = await loyaltyMenu(db, caller, c.get('query').storeId, now());
    if (!menu) return errorResponse(c, 404, { code: CART_ERROR_CODES.storeNotFound, displayMsg: serverText('storeNotFound') });
    return c.json(menu);
  });
}
