/**
 * Single-use coupons (SPEC 5 first-order coupons; reward coupons, docs/rewards.md): reserved for the order at its confirmation, in the order's
 * transaction, and released only when that order fails. A unique index allows one reservation per user and
 * scope, so no second order can use the coupon while the first is pending or after it is confirmed, not even
 * one confirmed at the same moment.
 */
import { eq } from 'drizzle-orm';
import type { ErrorItem } from '@/contract/errors';
import type { Database } from '../db/client';
import { couponReservations } from '../db/schema';
import { findPromo, type PromoRow } from './promos';
import { rewardCouponScope } from './rewardCoupons';
import { serverText } from '../texts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Every first-order coupon uses up the customer's one first order. */
const FIRST_ORDER_SCOPE = 'FIRST_ORDER';

export const COUPON_IN_USE_CODE = 'COUPON_ALREADY_USED';

/** What a once-per-customer coupon uses up: a reward coupon itself, a first-order coupon the first order; null for coupons that may be used again. */
function singleUseScope(promo: PromoRow): string | null {
  if (promo.ownerUserId !== null) return rewardCouponScope(promo.code);
  return promo.firstOrderOnly ? FIRST_ORDER_SCOPE : null;
}

export interface CouponUse {
  orderId: string;
  userId: string;
  /** The coupon applied to the order's cart, if any. */
  promoCode: string | null;
  at: Date;
}

/** Reserves a single-use coupon for the order; the COUPON_IN_USE_CODE refusal when another order of the user holds it. */
export async function reserveSingleUseCoupon(tx: Tx, { orderId, userId, promoCode, at }: CouponUse): Promise<ErrorItem | null> {
  const promo = promoCode === null ? null : await findPromo(tx, promoCode);
  const scope = promo ? singleUseScope(promo) : null;
  if (!promo || !scope) return null;
  const [reserved] = await tx
    .insert(couponReservations)
    .values({ orderId, userId, scope, promoCode: promo.code, createdAt: at })
    .onConflictDoNothing()
    .returning({ orderId: couponReservations.orderId });
  return reserved ? null : { code: COUPON_IN_USE_CODE, displayMsg: serverText('couponInUse') };
}

/** A failed order gives its coupon back. */
export async function releaseCouponReservation(tx: Tx, orderId: string): Promise<void> {
  await tx.delete(couponReservations).where(eq(couponReservations.orderId, orderId));
}
