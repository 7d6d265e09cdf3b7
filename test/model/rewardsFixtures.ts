/** Answers of the cheesy rewards and game calls for machine, model and component tests. */
import { ApiError } from '@/api/errors';
import type { CheesyRewardsStatus, GameData, GameSegment, SpinResult } from '@/contract/rewards';
import { REWARD_ERROR_CODES } from '@/contract/codes';
import type { CheesyStatus } from '@/domain/loyalty';

export const SEGMENTS: GameSegment[] = [
  { code: 'POINTS_10', kind: 'POINTS', points: 10, coupon: null },
  { code: 'COUPON_FLAT_50', kind: 'COUPON', points: 0, coupon: { kind: 'FLAT', value: 5_000, maxDiscount: null, minOrderValue: 29_900 } },
  { code: 'BETTER_LUCK_1', kind: 'NONE', points: 0, coupon: null },
  { code: 'POINTS_25', kind: 'POINTS', points: 25, coupon: null },
];

/** 26 Nov 2026, 12:00 India time. */
export const NOW = Date.UTC(2026, 10, 26, 6, 30);
export const NEXT_DAY = Date.UTC(2026, 10, 26, 18, 30);

export function spinOf(segmentIndex: number, couponCode: string | null = null): SpinResult {
  const prize = SEGMENTS[segmentIndex]!;
  return {
    spinId: `spin-${segmentIndex}`,
    day: '2026-11-26',
    segmentIndex,
    prize,
    couponCode: prize.kind === 'COUPON' ? (couponCode ?? 'RWABCDEFGH23') : null,
    couponValidTo: prize.kind === 'COUPON' ? NOW + 7 * 86_400_000 : null,
    at: NOW,
  };
}

export function gameOf(lastSpin: SpinResult | null = null, spunToday = lastSpin !== null): GameData {
  return { segments: SEGMENTS, spunToday, nextSpinAt: NEXT_DAY, lastSpin };
}

export const ALREADY_SPUN = new ApiError({
  kind: 'http',
  status: 409,
  code: REWARD_ERROR_CODES.alreadySpun,
  displayMsg: 'You have already spun the wheel today. Come back tomorrow for another spin!',
});

export function cheesyOf(status: CheesyStatus, deliveredOrders = 0, readyCouponCode: string | null = null): CheesyRewardsStatus {
  const milestones = [3, 6, 10].map((orders, index) => {
    const reached = status === 'REGISTERED' && deliveredOrders >= orders;
    const code = reached ? (index === 0 && readyCouponCode ? readyCouponCode : `RWMILESTONE${orders}`) : null;
    return {
      orders,
      state: reached ? ('READY' as const) : ('LOCKED' as const),
      offer: { kind: 'FLAT' as const, value: 7_500, maxDiscount: null, minOrderValue: 29_900 },
      couponCode: code,
      validTo: reached ? NOW + 7 * 86_400_000 : null,
    };
  });
  return {
    status,
    deliveredOrders: status === 'REGISTERED' ? deliveredOrders : 0,
    nextMilestoneOrders: status === 'REGISTERED' ? ([3, 6, 10].find((orders) => orders > deliveredOrders) ?? null) : null,
    milestones,
    readyCouponCode,
  };
}
