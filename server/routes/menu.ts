/**
 * GET storeMenu and storeToppings (SPEC 7 menu by store, toppings by store): signed-in (anonymous or not)
 * users. Each answer is made once per store, language and catalogue version and kept compressed; it carries an
 * ETag of its body and is revalidated by the browser: a matching If-None-Match gets 304 without a body.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { SHORT_CODE } from '@/domain/limits';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { sendCachedAnswer } from '../http/cacheable';
import { currentRequestLanguage } from '../http/language';
import type { AnswerCache } from '../services/answerCache';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { storeMenu, storeToppings } from '../services/menu';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { serverText } from '../texts';

function storeIdOf(c: Context): string | null {
  const storeId = c.req.param('storeId') ?? '';
  return SHORT_CODE.test(storeId) ? storeId : null;
}

const badStoreId = (c: Context) => errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg: serverText('invalidStoreId') });
const unknownStore = (c: Context) =>
  errorResponse(c, 404, { code: STORE_ERROR_CODES.storeNotFound, displayMsg: serverText('storeNotFound') });

export function menuRoutes(db: Database, tokens: TokenService, answers: AnswerCache): Hono {
  // The menu is the same for everyone: a token we signed is enough, without a session lookup per request.
  const auth = requireAuth(tokens, { signatureOnly: true });
  return new Hono()
    .get(routePath(E.getMenu.path), auth, async (c) => {
      const storeId = storeIdOf(c);
      if (storeId === null) return badStoreId(c);
      const menu = await answers.get(`menu:${storeId}:${currentRequestLanguage()}`, () => storeMenu(db, storeId));
      return menu ? sendCachedAnswer(c, menu) : unknownStore(c);
    })
    .get(routePath(E.getToppings.path), auth, async (c) => {
      const storeId = storeIdOf(c);
      if (storeId === null) return badStoreId(c);
      const response = await answers.get(`toppings:${storeId}:${currentRequestLanguage()}`, () => storeToppings(db, storeId));
      return response ? sendCachedAnswer(c, response) : unknownStore(c);
    });
}
