/**
 * Reward coupons (docs/rewards.md): a spin prize or a cheesy milestone becomes a coupon row in promos owned by one
 * customer. Only the owner may apply it (promos.ts), it is used once (couponReservations.ts reserves it per code),
 * and the offers list never shows it. Codes are random, so no one can guess another's coupon.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RewardOffer } from '@/contract/rewards';
import { MS_PER_DAY } from '@/domain/time';
import { REWARD_COUPON_PREFIX, REWARD_COUPON_VALID_DAYS } from '@/domain/loyalty';
import type { Database } from '../db/client';
import { couponReservations, orders, promos } from '../db/schema';
import { serverRupees, serverText } from '../texts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;
type PromoRow = typeof promos.$inferSelect;

/** Letters and digits that cannot be read one for another (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 31^10: about 8 x 10^14 codes. */
const CODE_RANDOM_LENGTH = 10;

/** What a reward coupon takes off, as stored (paise). */
export interface RewardCouponShape {
  kind: 'FLAT' | 'PERCENT';
  value: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
}

export function newRewardCode(): string {
  let code = REWARD_COUPON_PREFIX;
  for (let index = 0; index < CODE_RANDOM_LENGTH; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The reservation scope of a reward coupon: one order may hold it. */
export const rewardCouponScope = (code: string): string => `REWARD:${code}`;

/** A shape as the wire tells it. */
export const rewardOfferOf = (shape: RewardCouponShape): RewardOffer => ({
  kind: shape.kind,
  value: shape.value,
  maxDiscount: shape.maxDiscountPaise,
  minOrderValue: shape.minOrderPaise,
});

function titleOf(shape: RewardCouponShape): string {
  if (shape.kind === 'FLAT') return serverText('rewardCouponFlatTitle', { amount: serverRupees(shape.value) });
  return serverText('rewardCouponPercentTitle', { percent: shape.value, cap: serverRupees(shape.maxDiscountPaise ?? 0) });
}

export interface RewardCouponIssue {
  userId: string;
  shape: RewardCouponShape;
  at: Date;
}

/** Writes the owner's coupon, valid REWARD_COUPON_VALID_DAYS from `at`, listed after every other coupon. */
export async function issueRewardCoupon(tx: Tx, { userId, shape, at }: RewardCouponIssue): Promise<PromoRow> {
  const minimum = serverRupees(shape.minOrderPaise);
  const [row] = await tx
    .insert(promos)
    .values({
      code: newRewardCode(),
      title: titleOf(shape),
      description: serverText('rewardCouponDescription', { minimum }),
      kind: shape.kind,
      value: shape.value,
      maxDiscountPaise: shape.maxDiscountPaise,
      minOrderPaise: shape.minOrderPaise,
      paymentOptions: [],
      firstOrderOnly: false,
      loginRequired: true,
      validFrom: at,
      validTo: new Date(at.getTime() + REWARD_COUPON_VALID_DAYS * MS_PER_DAY),
      tnc: [
        serverText('rewardCouponOwnerOnly'),
        serverText('rewardCouponMinimum', { minimum }),
        serverText('rewardCouponValidity', { days: REWARD_COUPON_VALID_DAYS }),
      ],
      position: sql`(select coalesce(max(${promos.position}), 0) + 1 from ${promos})`,
      ownerUserId: userId,
    })
    .returning();
  if (!row) throw new Error(`The reward coupon of user ${userId} could not be stored.`);
  return row;
}

/** Of these reward coupon codes, those a confirmed order has used (a pending order's hold is not a use yet). */
export async function usedRewardCodes(db: Reader, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: couponReservations.promoCode })
    .from(couponReservations)
    .innerJoin(orders, eq(orders.id, couponReservations.orderId))
    .where(and(inArray(couponReservations.scope, codes.map(rewardCouponScope)), eq(orders.status, 'CONFIRMED')));
  return new Set(rows.map((row) => row.code));
}
