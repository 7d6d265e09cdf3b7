/**
 * GET storeMenu and storeToppings (SPEC 7 menu by store, toppings by store): signed-in (anonymous or not)
 * users. Answers carry an ETag of their body and are revalidated by the browser: a matching If-None-Match
 * gets 304 without a body.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { SHORT_CODE } from '@/domain/limits';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { storeMenu, storeToppings } from '../services/menu';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { serverText } from '../texts';

/** The same for every caller, but behind credentials: browsers keep it privately and ask again each time. */
export const MENU_CACHE_CONTROL = 'private, no-cache';

const NOT_MODIFIED = 304;

const etagOf = (body: string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** RFC 9110 If-None-Match: a list of tags, or "*"; weak tags compare by their value. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** JSON with ETag and Cache-Control, or 304 when the caller already holds this body. */
function cacheableJson(c: Context, value: unknown): Response {
  const body = JSON.stringify(value);
  const etag = etagOf(body);
  const headers = { ETag: etag, 'Cache-Control': MENU_CACHE_CONTROL };
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, NOT_MODIFIED, headers);
  return c.body(body, 200, { ...headers, 'Content-Type': 'application/json' });
}

function storeIdOf(c: Context): string | null {
  const storeId = c.req.param('storeId') ?? '';
  return SHORT_CODE.test(storeId) ? storeId : null;
}

const badStoreId = (c: Context) => errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg: serverText('invalidStoreId') });
const unknownStore = (c: Context) =>
  errorResponse(c, 404, { code: STORE_ERROR_CODES.storeNotFound, displayMsg: serverText('storeNotFound') });

export function menuRoutes(db: Database, tokens: TokenService): Hono {
  const auth = requireAuth(tokens);
  return new Hono()
    .get(routePath(E.getMenu.path), auth, async (c) => {
      const storeId = storeIdOf(c);
      if (storeId === null) return badStoreId(c);
      const menu = await storeMenu(db, storeId);
      return menu ? cacheableJson(c, menu) : unknownStore(c);
    })
    .get(routePath(E.getToppings.path), auth, async (c) => {
      const storeId = storeIdOf(c);
      if (storeId === null) return badStoreId(c);
      const response = await storeToppings(db, storeId);
      return response ? cacheableJson(c, response) : unknownStore(c);
    });
}
