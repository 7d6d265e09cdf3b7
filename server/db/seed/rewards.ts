/** Seed cheesy rewards milestones and the spin-the-wheel prize table (docs/rewards.md), rupee amounts stored as paise. */
import { toPaise } from '@/domain/money';
import type { PrizeKind } from '@/domain/loyalty';
import type { Database } from '../client';
import { gamePrizes, rewardMilestones } from '../schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

interface CouponSeed {
  kind: 'FLAT' | 'PERCENT';
  /** FLAT: rupees off; PERCENT: percent off. */
  value: number;
  maxDiscountRupees: number | null;
  minOrderRupees: number;
}

/** The Nth delivered order since registering unlocks the coupon. */
export const MILESTONES: readonly (CouponSeed & { orders: number; title: string })[] = [
  { orders: 3, title: 'Cheesy starter', kind: 'FLAT', value: 75, maxDiscountRupees: null, minOrderRupees: 299 },
  { orders: 6, title: 'Extra cheesy', kind: 'PERCENT', value: 20, maxDiscountRupees: 150, minOrderRupees: 399 },
  { orders: 10, title: 'Cheese legend', kind: 'FLAT', value: 200, maxDiscountRupees: null, minOrderRupees: 599 },
];

interface PrizeSeed {
  code: string;
  kind: PrizeKind;
  /** POINTS: promo points. */
  points?: number;
  coupon?: CouponSeed;
  /** Chance out of the sum of all weights (100). */
  weight: number;
}

/** The wheel's segments clockwise from the top; weights add up to 100, so each is a percentage. */
export const PRIZES: readonly PrizeSeed[] = [
  { code: 'POINTS_10', kind: 'POINTS', points: 10, weight: 22 },
  { code: 'COUPON_FLAT_50', kind: 'COUPON', coupon: { kind: 'FLAT', value: 50, maxDiscountRupees: null, minOrderRupees: 299 }, weight: 12 },
  { code: 'BETTER_LUCK_1', kind: 'NONE', weight: 20 },
  { code: 'POINTS_25', kind: 'POINTS', points: 25, weight: 14 },
  {
    code: 'COUPON_PERCENT_20',
    kind: 'COUPON',
    coupon: { kind: 'PERCENT', value: 20, maxDiscountRupees: 100, minOrderRupees: 399 },
    weight: 8,
  },
  { code: 'BETTER_LUCK_2', kind: 'NONE', weight: 16 },
  { code: 'POINTS_50', kind: 'POINTS', points: 50, weight: 5 },
  {
    code: 'COUPON_FLAT_100',
    kind: 'COUPON',
    coupon: { kind: 'FLAT', value: 100, maxDiscountRupees: null, minOrderRupees: 599 },
    weight: 3,
  },
];

const couponPaise = (coupon: CouponSeed) => ({
  value: coupon.kind === 'FLAT' ? toPaise(coupon.value) : coupon.value,
  maxDiscountPaise: coupon.maxDiscountRupees === null ? null : toPaise(coupon.maxDiscountRupees),
  minOrderPaise: toPaise(coupon.minOrderRupees),
});

export async function seedRewards(tx: Tx): Promise<void> {
  await tx.insert(rewardMilestones).values(
    MILESTONES.map((milestone) => ({
      orders: milestone.orders,
      title: milestone.title,
      kind: milestone.kind,
      ...couponPaise(milestone),
    })),
  );
  await tx.insert(gamePrizes).values(
    PRIZES.map((prize, position) => ({
      code: prize.code,
      position,
      kind: prize.kind,
      weight: prize.weight,
      ...(prize.coupon
        ? { couponKind: prize.coupon.kind, ...couponPaise(prize.coupon) }
        : { value: prize.points ?? 0, couponKind: null, maxDiscountPaise: null, minOrderPaise: 0 }),
    })),
  );
}
