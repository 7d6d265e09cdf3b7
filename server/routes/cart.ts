/**
 * The caller's cart (SPEC 7 Cart, promo validate/apply, delete cart promo, upsell): signed-in (anonymous
 * or not) users, each with their own cart. Bodies are validated at the edge; a refused write changes nothing.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { CART_ERROR_CODES } from '@/contract/codes';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { SHORT_CODE } from '@/domain/limits';
import type { Database } from '../db/client';
import { requireAuth, type AuthVariables } from '../http/auth';
import { errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import { applyPromo, getCart, removePromo, storeExists, upsell, writeCart, type CartResult, type Caller } from '../services/cart';
import type { Clock } from '../services/clock';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { serverText } from '../texts';

/** The caller as requireAuth found it. */
interface AuthContext {
  get<K extends keyof AuthVariables>(key: K): AuthVariables[K];
}
const callerOf = (c: AuthContext): Caller => ({ userId: c.get('userId'), loggedIn: c.get('loggedIn') });

function cartAnswer(c: Context, result: CartResult): Response {
  return result.ok ? c.json(result.cart) : errorResponse(c, 400, result.error);
}

const unknownStore = (c: Context) =>
  errorResponse(c, 404, { code: CART_ERROR_CODES.storeNotFound, displayMsg: serverText('storeNotFound') });

export function cartRoutes(db: Database, tokens: TokenService, clock: Clock): Hono {
  const auth = requireAuth(tokens);
  const now = () => new Date(clock());
  return new Hono()
    .get(E.getCart.path, auth, async (c) => c.json(await getCart(db, callerOf(c), now())))
    .put(E.putCart.path, auth, validated('putCart'), async (c) => {
      const body = c.get('body');
      if (!(await storeExists(db, body.storeId))) return unknownStore(c);
      return cartAnswer(c, await writeCart(db, callerOf(c), { ...body, replace: true }, now()));
    })
    .post(E.addCartItems.path, auth, validated('addCartItems'), async (c) => {
      const body = c.get('body');
      if (!(await storeExists(db, body.storeId))) return unknownStore(c);
      return cartAnswer(c, await writeCart(db, callerOf(c), { ...body, replace: false }, now()));
    })
    .get(E.getUpsell.path, auth, async (c) => c.json(await upsell(db, callerOf(c))))
    .get(routePath(E.applyPromo.path), auth, async (c) => {
      const code = c.req.param('code') ?? '';
      if (!SHORT_CODE.test(code)) return c.json({ status: 'FAILED', displayMsg: serverText('couponNotValid') });
      return c.json(await applyPromo(db, callerOf(c), code, now()));
    })
    .delete(routePath(E.removePromo.path), auth, async (c) => c.json(await removePromo(db, callerOf(c), c.req.param('code') ?? '', now())));
}
