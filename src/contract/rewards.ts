/**
 * Cheesy rewards and spin the wheel (SPEC 1 loyalty and game; SPEC 7 cheese reward register/opt out, game data
 * and spin, milestone offer by coupon), for logged-in customers only. Rules in docs/rewards.md. Times are epoch ms,
 * amounts paise.
 */
import { z } from 'zod';
import { CHEESY_STATUSES, MILESTONE_STATES, PRIZE_KINDS } from '@/domain/loyalty';
import { deal } from './cart';

const epochMs = z.number().int().nonnegative();
const count = z.number().int().nonnegative();
const paise = z.number().int().nonnegative();

/** What a reward coupon takes off: FLAT paise off, or PERCENT off up to maxDiscount, on orders of minOrderValue or more. */
export const rewardOffer = z.object({
  kind: z.enum(['FLAT', 'PERCENT']),
  /** FLAT: paise off; PERCENT: percent off. */
  value: z.number().int().positive(),
  /** PERCENT: the most it takes off, paise; null: no cap. */
  maxDiscount: paise.nullable(),
  /** Paise; 0 when none. */
  minOrderValue: paise,
});
export type RewardOffer = z.infer<typeof rewardOffer>;

/** One milestone of the track as the customer stands with it. */
export const cheesyMilestone = z.object({
  /** The Nth delivered order that unlocks it. */
  orders: z.number().int().positive(),
  state: z.enum(MILESTONE_STATES),
  offer: rewardOffer,
  /** The coupon it unlocked; null while LOCKED. */
  couponCode: z.string().nullable(),
  /** When the coupon stops being valid; null while LOCKED. */
  validTo: epochMs.nullable(),
});
export type CheesyMilestone = z.infer<typeof cheesyMilestone>;

/** GET cheesy rewards, and the answer of register and opt out: the customer's place on the track. */
export const cheesyRewardsStatus = z.object({
  status: z.enum(CHEESY_STATUSES),
  /** Delivered orders confirmed since registering (0 when not registered). */
  deliveredOrders: count,
  /** The order count of the next milestone; null when every milestone is reached. */
  nextMilestoneOrders: z.number().int().positive().nullable(),
  /** Every milestone, in track order. */
  milestones: z.array(cheesyMilestone),
  /** The READY coupon that expires first; null when none is ready (the cart offers it). */
  readyCouponCode: z.string().nullable(),
});
export type CheesyRewardsStatus = z.infer<typeof cheesyRewardsStatus>;

/** GET milestone offer by coupon: the reward coupon's offer with its terms, for its owner only. */
export const rewardOfferDetail = z.object({
  deal,
  /** The milestone that unlocked it; null for a spin prize. */
  milestoneOrders: z.number().int().positive().nullable(),
  state: z.enum(MILESTONE_STATES).exclude(['LOCKED']),
});
export type RewardOfferDetail = z.infer<typeof rewardOfferDetail>;

/** One segment of the wheel, in wheel order (clockwise from the top). */
export const gameSegment = z.object({
  code: z.string(),
  kind: z.enum(PRIZE_KINDS),
  /** POINTS: promo points credited (1 point = 1 rupee); 0 otherwise. */
  points: count,
  /** COUPON: what the coupon takes off; null otherwise. */
  coupon: rewardOffer.nullable(),
});
export type GameSegment = z.infer<typeof gameSegment>;

/** A spin and what it won. */
export const spinResult = z.object({
  spinId: z.string(),
  /** The India day (YYYY-MM-DD) it counts for. */
  day: z.iso.date(),
  /** The winning segment's index in `segments`. */
  segmentIndex: count,
  prize: gameSegment,
  /** COUPON prizes: the coupon issued to the customer; null otherwise. */
  couponCode: z.string().nullable(),
  /** COUPON prizes: when the coupon stops being valid; null otherwise. */
  couponValidTo: epochMs.nullable(),
  at: epochMs,
});
export type SpinResult = z.infer<typeof spinResult>;

/** GET game data: the wheel, whether today's spin is used, and the last spin. */
export const gameData = z.object({
  segments: z.array(gameSegment).min(1),
  /** The customer spun this India day: the next spin opens at nextSpinAt. */
  spunToday: z.boolean(),
  /** Start of the next India day. */
  nextSpinAt: epochMs,
  /** The customer's latest spin; null before the first. */
  lastSpin: spinResult.nullable(),
});
export type GameData = z.infer<typeof gameData>;
