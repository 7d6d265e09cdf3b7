/**
 * Cheesy rewards and spin the wheel (SPEC 7 cheese reward register/opt out, game data and spin, milestone offer by
 * coupon; SPEC 6 logged-in only: a guest's token answers 401). The spin takes no body: the server draws the prize,
 * and a body trying to choose one is refused with 400 before anything is drawn. Rules in docs/rewards.md.
 */
import { Hono } from 'hono';
import { REWARD_ERROR_CODES } from '@/contract/codes';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { RewardOfferDetail } from '@/contract/rewards';
import type { Database } from '../db/client';
import { requireAuth, requireLogin } from '../http/auth';
import { errorResponse } from '../http/errors';
import { cheesyRewardsStatus, optOutCheesyRewards, registerCheesyRewards, rewardOfferDetail } from '../services/cheesyRewards';
import { gameData, spinWheel } from '../services/game';
import type { TokenService } from '../services/tokens';
import { serverText } from '../texts';
import { routePath } from './account';

/** An empty body, or an empty JSON object, is no body. */
const isEmptyBody = (text: string): boolean => {
  const trimmed = text.trim();
  return trimmed === '' || /^\{\s*\}$/.test(trimmed);
};

export function rewardRoutes(db: Database, tokens: TokenService, now: () => Date): Hono {
  const customer = [requireAuth(tokens), requireLogin()] as const;
  return new Hono()
    .get(E.getCheesyRewards.path, ...customer, async (c) => c.json(await cheesyRewardsStatus(db, c.get('userId'), now())))
    .post(E.registerCheesyRewards.path, ...customer, async (c) => c.json(await registerCheesyRewards(db, c.get('userId'), now())))
    .post(E.optOutCheesyRewards.path, ...customer, async (c) => c.json(await optOutCheesyRewards(db, c.get('userId'), now())))
    .get(routePath(E.getRewardOffer.path), ...customer, async (c) => {
      const detail: RewardOfferDetail | null = await rewardOfferDetail(db, c.get('userId'), c.req.param('code') ?? '', now());
      if (!detail) return errorResponse(c, 404, { code: REWARD_ERROR_CODES.offerNotFound, displayMsg: serverText('rewardOfferNotFound') });
      return c.json(detail);
    })
    .get(E.getGameData.path, ...customer, async (c) => c.json(await gameData(db, c.get('userId'), now())))
    .post(E.spinWheel.path, ...customer, async (c) => {
      if (!isEmptyBody(await c.req.text())) {
        return errorResponse(c, 400, { code: REWARD_ERROR_CODES.spinTakesNoBody, displayMsg: serverText('gameSpinTakesNoBody') });
      }
      const outcome = await spinWheel(db, c.get('userId'), now());
      if (!outcome.ok) return errorResponse(c, 409, { code: REWARD_ERROR_CODES.alreadySpun, displayMsg: serverText('gameAlreadySpun') });
      return c.json(outcome.result, 201);
    });
}
