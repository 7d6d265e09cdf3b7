/**
 * GET storeEdv, edvDeal and storeMixMatch (SPEC 7 EDV by store, EDV by dealId, mix-and-match menu):
 * signed-in (anonymous or not) users.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { SHORT_CODE } from '@/domain/limits';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { EdvDealResponse, EdvResponse, MixMatchResponse } from '@/contract/menu';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import { findEdvDeal, storeEdvDeals, storeMixMatch } from '../services/edv';
import type { AnswerCache } from '../services/answerCache';
import { sendCachedAnswer } from '../http/cacheable';
import { currentRequestLanguage } from '../http/language';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { serverText } from '../texts';

export const EDV_ERROR_CODES = { dealNotFound: 'DEAL_NOT_FOUND' } as const;

const badRequest = (c: Context, displayMsg: string) => errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg });
const unknownStore = (c: Context) =>
  errorResponse(c, 404, { code: STORE_ERROR_CODES.storeNotFound, displayMsg: serverText('storeNotFound') });

/** The `:storeId` of the path when well formed. */
function storeIdOf(c: Context): string | null {
  const storeId = c.req.param('storeId') ?? '';
  return SHORT_CODE.test(storeId) ? storeId : null;
}

export function edvRoutes(db: Database, tokens: TokenService, answers: AnswerCache): Hono {
  // EDV deals are the same for everyone: a token we signed is enough, without a session lookup per request.
  const auth = requireAuth(tokens, { signatureOnly: true });
  return new Hono()
    .get(routePath(E.getMixMatch.path), auth, async (c) => {
      const storeId = storeIdOf(c);
      if (storeId === null) return badRequest(c, serverText('invalidStoreId'));
      const answer = await answers.get(`mixMatch:${storeId}:${currentRequestLanguage()}`, async () => {
        const edvMixMatchMenu = await storeMixMatch(db, storeId);
        return edvMixMatchMenu && ({ status: 'SUCCESS', edvMixMatchMenu } satisfies MixMatchResponse);
      });
      return answer ? sendCachedAnswer(c, answer) : unknownStore(c);
    })
    .get(routePath(E.getEdv.path), auth, async (c) => {
      const storeId = storeIdOf(c);
      if (storeId === null) return badRequest(c, serverText('invalidStoreId'));
      const answer = await answers.get(`edv:${storeId}`, async () => {
        const data = await storeEdvDeals(db, storeId);
        return data && ({ status: 'SUCCESS', data } satisfies EdvResponse);
      });
      return answer ? sendCachedAnswer(c, answer) : unknownStore(c);
    })
    .get(routePath(E.getEdvDeal.path), auth, validated('getEdvDeal'), async (c) => {
      const dealId = c.req.param('dealId') ?? '';
      if (!SHORT_CODE.test(dealId)) return badRequest(c, serverText('invalidDealId'));
      const data = await findEdvDeal(db, dealId, c.get('query').storeId);
      return data
        ? c.json({ status: 'SUCCESS', data } satisfies EdvDealResponse)
        : errorResponse(c, 404, { code: EDV_ERROR_CODES.dealNotFound, displayMsg: serverText('edvDealNotFound') });
    });
}
