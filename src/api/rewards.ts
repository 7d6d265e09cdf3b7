/** Cheesy rewards and spin the wheel calls (SPEC 7 cheese reward register/opt out, game data and spin, milestone offer by coupon). */
import { ENDPOINTS } from '@/contract/endpoints';
import type { CheesyRewardsStatus, GameData, RewardOfferDetail, SpinResult } from '@/contract/rewards';
import type { RequestFn } from './session';
import type { CallOptions } from './types';

export function rewardsApi(request: RequestFn) {
  return {
    /** The customer's place on the cheesy rewards track; milestones reached are unlocked as it is read. */
    getCheesyRewards: (options: CallOptions = {}) => request<CheesyRewardsStatus>(ENDPOINTS.getCheesyRewards, { signal: options.signal }),
    /** SPEC 7 cheese reward register. */
    registerCheesyRewards: (options: CallOptions = {}) =>
      request<CheesyRewardsStatus>(ENDPOINTS.registerCheesyRewards, { signal: options.signal }),
    /** SPEC 7 cheese reward opt out. */
    optOutCheesyRewards: (options: CallOptions = {}) =>
      request<CheesyRewardsStatus>(ENDPOINTS.optOutCheesyRewards, { signal: options.signal }),
    /** SPEC 7 milestone offer by coupon: one of the customer's reward coupons with its terms. */
    getRewardOffer: (code: string, options: CallOptions = {}) =>
      request<RewardOfferDetail>(ENDPOINTS.getRewardOffer, { pathParams: { code }, signal: options.signal }),
    /** SPEC 7 game data: the wheel, today's spin and the last prize. */
    getGameData: (options: CallOptions = {}) => request<GameData>(ENDPOINTS.getGameData, { signal: options.signal }),
    /** SPEC 7 spin: no body; the server draws the prize. errors[0] GAME_ALREADY_SPUN (409) after today's spin. */
    spinWheel: (options: CallOptions = {}) => request<SpinResult>(ENDPOINTS.spinWheel, { signal: options.signal }),
  };
}
