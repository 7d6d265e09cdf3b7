/**
 * The caller's cart (SPEC 7 Cart, promo validate/apply, delete cart promo, upsell): signed-in (anonymous
 * or not) users, each with their own cart. Bodies are validated at the edge; a refused write changes nothing.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { CART_ERROR_CODES, PATHS, type CartItemInput, type CartItemsBody, type CartPutBody, type CartTip } from '@/api/contract';
import { DELIVERY_TYPES, OPTIONAL_CHARGE_CODE } from '@/domain/constants';
import type { Database } from '../db/client';
import { requireAuth, type AuthVariables } from '../http/auth';
import { errorResponse } from '../http/errors';
import { PG_INTEGER_MAX } from '../http/schemas';
import { jsonBody } from '../http/validate';
import { applyPromo, getCart, removePromo, storeExists, upsell, writeCart, type CartResult, type Caller } from '../services/cart';
import type { Clock } from '../services/clock';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { serverText } from '../texts';

/** Most lines one cart call may carry; SPEC 9 limits the cart to far fewer items anyway. */
export const MAX_CART_LINES = 100;
/** Most of one line; the SPEC 9 item limit refuses a cart long before. */
export const MAX_LINE_QUANTITY = 999;
/** Most toppings in one list of a line. */
export const MAX_TOPPINGS_PER_LIST = 30;
/** The largest tip accepted, paise (Rs 1000). */
export const MAX_TIP_PAISE = 100_000;
/** Store ids are short codes of letters, digits, '-' and '_'. */
const STORE_ID = /^[A-Za-z0-9_-]{1,32}$/;
/** Coupon codes are short codes of letters, digits, '-' and '_'. */
const PROMO_CODE = /^[A-Za-z0-9_-]{1,32}$/;

const id = z.number().int().positive().max(PG_INTEGER_MAX);
const toppingList = z.array(id).max(MAX_TOPPINGS_PER_LIST);

const itemSchema: z.ZodType<CartItemInput> = z.object({
  productId: id,
  crustId: id.nullable(),
  sizeId: id.nullable(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  addTopngs: toppingList,
  repTopngs: toppingList,
  remTopngs: toppingList,
  edvDealId: z.string().regex(STORE_ID).optional(),
  pricePerQty: z.number().optional(),
});

const tipSchema: z.ZodType<CartTip> = z.object({
  tipAmount: z.number().int().min(0).max(MAX_TIP_PAISE),
  tipRemoved: z.boolean(),
  autoTipSelected: z.boolean(),
});

const storeId = z.string().regex(STORE_ID);
const items = z.array(itemSchema).max(MAX_CART_LINES);

const putBody: z.ZodType<CartPutBody> = z.object({
  storeId,
  deliveryType: z.enum(DELIVERY_TYPES),
  items,
  tip: tipSchema.optional(),
  optedOptionalCharges: z.array(z.object({ chargeTypeCode: z.literal(OPTIONAL_CHARGE_CODE), selected: z.boolean() })).max(1).optional(),
});

const itemsBody: z.ZodType<CartItemsBody> = z.object({
  storeId,
  deliveryType: z.enum(DELIVERY_TYPES),
  items: items.min(1),
  tip: tipSchema.optional(),
});

/** The caller as requireAuth found it. */
interface AuthContext {
  get<K extends keyof AuthVariables>(key: K): AuthVariables[K];
}
const callerOf = (c: AuthContext): Caller => ({ userId: c.get('userId'), loggedIn: c.get('loggedIn') });

function cartAnswer(c: Context, result: CartResult): Response {
  return result.ok ? c.json(result.cart) : errorResponse(c, 400, result.error);
}

const unknownStore = (c: Context) => errorResponse(c, 404, { code: CART_ERROR_CODES.storeNotFound, displayMsg: serverText('storeNotFound') });

export function cartRoutes(db: Database, tokens: TokenService, clock: Clock): Hono {
  const auth = requireAuth(tokens);
  const now = () => new Date(clock());
  return new Hono()
    .get(PATHS.cart, auth, async (c) => c.json(await getCart(db, callerOf(c), now())))
    .put(PATHS.cart, auth, jsonBody(putBody), async (c) => {
      const body = c.get('body');
      if (!(await storeExists(db, body.storeId))) return unknownStore(c);
      return cartAnswer(c, await writeCart(db, callerOf(c), { ...body, replace: true }, now()));
    })
    .post(PATHS.cartItems, auth, jsonBody(itemsBody), async (c) => {
      const body = c.get('body');
      if (!(await storeExists(db, body.storeId))) return unknownStore(c);
      return cartAnswer(c, await writeCart(db, callerOf(c), { ...body, replace: false }, now()));
    })
    .get(PATHS.cartUpsell, auth, async (c) => c.json(await upsell(db, callerOf(c))))
    .get(routePath(PATHS.cartPromo), auth, async (c) => {
      const code = c.req.param('code') ?? '';
      if (!PROMO_CODE.test(code)) return c.json({ status: 'FAILED', displayMsg: serverText('couponNotValid') });
      return c.json(await applyPromo(db, callerOf(c), code, now()));
    })
    .delete(routePath(PATHS.cartPromo), auth, async (c) => c.json(await removePromo(db, callerOf(c), c.req.param('code') ?? '', now())));
}
