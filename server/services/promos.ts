/**
 * Coupons (SPEC 5) and the offers list (SPEC 2 /offers): which coupon applies to a cart and how much it
 * takes off. Rules: flat amount, percentage with a cap, EDV (each pizza at one price), minimum order
 * value, payment-restricted (the coupon applies and carries its payment options), login-only and
 * first order only (a logged-in user without a first_order_markers row), and reward coupons (ownerUserId: only
 * their owner, once; never in the offers list, docs/rewards.md). Amounts are integer paise.
 */
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { CartItem, Deal, ExplicitPromo } from '@/contract/cart';
import { floorToRupees } from '@/domain/money';
import type { Database } from '../db/client';
import { firstOrderMarkers, promos } from '../db/schema';
import { lineTotal, percentOf } from './pricing';
import { usedRewardCodes } from './rewardCoupons';
import { serverRupees, serverText } from '../texts';

export type PromoRow = typeof promos.$inferSelect;

type Db = Pick<Database, 'select'>;

/** A coupon is live from valid_from (inclusive) to valid_to (exclusive). */
const isLive = (promo: PromoRow, now: Date) => promo.validFrom <= now && now < promo.validTo;

export async function findPromo(db: Db, code: string): Promise<PromoRow | null> {
  const [row] = await db.select().from(promos).where(eq(promos.code, code.trim().toUpperCase()));
  return row ?? null;
}

/** The coupons live now, in offers-list order; reward coupons belong to one customer and are never listed. */
export async function livePromos(db: Db, now: Date): Promise<PromoRow[]> {
  return db
    .select()
    .from(promos)
    .where(and(lte(promos.validFrom, now), gt(promos.validTo, now), isNull(promos.ownerUserId)))
    .orderBy(asc(promos.position));
}

/** What checkPromo needs to know of the caller for this coupon. */
export async function callerFacts(
  db: Db,
  caller: { userId: string; loggedIn: boolean },
  promo: PromoRow,
): Promise<Pick<PromoContext, 'loggedIn' | 'firstOrder' | 'userId' | 'rewardUsed'>> {
  const firstOrder = caller.loggedIn && (await isFirstOrder(db, caller.userId));
  const rewardUsed = promo.ownerUserId !== null && (await usedRewardCodes(db, [promo.code])).has(promo.code);
  return { loggedIn: caller.loggedIn, firstOrder, userId: caller.userId, rewardUsed };
}

/** True when the logged-in user has not placed an order yet. */
async function isFirstOrder(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ userId: firstOrderMarkers.userId }).from(firstOrderMarkers).where(eq(firstOrderMarkers.userId, userId));
  return !row;
}

/** Lines a coupon can take money off: lines bought under an EDV deal already carry their deal price. */
const couponEligible = (item: CartItem): boolean => !item.isEDVOApplied;

/** What the coupon earns on one line: an EDV coupon the line's saving on its pizzas, others the line's total. */
export function discountWeight(promo: PromoRow, item: CartItem): number {
  if (!couponEligible(item)) return 0;
  if (promo.kind === 'EDV') return item.size === null ? 0 : Math.max(0, item.pricePerQty - promo.value) * item.quantity;
  return lineTotal(item);
}

/** What the coupon takes off these lines. */
function rawDiscount(promo: PromoRow, items: CartItem[]): number {
  const earned = items.reduce((sum, item) => sum + discountWeight(promo, item), 0);
  switch (promo.kind) {
    case 'FLAT':
      return Math.min(promo.value, earned);
    case 'PERCENT': {
      const off = percentOf(earned, promo.value);
      return promo.maxDiscountPaise === null ? off : Math.min(off, promo.maxDiscountPaise);
    }
    case 'EDV':
      return earned;
  }
}

export interface PromoContext {
  now: Date;
  loggedIn: boolean;
  /** Logged-in caller with no earlier order. */
  firstOrder: boolean;
  /** The caller: a reward coupon applies only for its owner. */
  userId: string;
  /** A reward coupon already used on a confirmed order. */
  rewardUsed: boolean;
  /** Valid lines, priced, before discount. */
  items: CartItem[];
}

export type PromoCheck = { ok: true; discount: number } | { ok: false; displayMsg: string };

/** SPEC 5: whether the coupon applies to the cart now, and its discount; FAILED answers carry the reason. */
export function checkPromo(promo: PromoRow, context: PromoContext): PromoCheck {
  // Another's reward coupon reads as any unknown code: it tells nothing of its owner.
  if (promo.ownerUserId !== null && (!context.loggedIn || promo.ownerUserId !== context.userId))
    return { ok: false, displayMsg: serverText('couponNotValid') };
  if (context.rewardUsed) return { ok: false, displayMsg: serverText('rewardCouponUsed') };
  if (promo.validFrom > context.now) return { ok: false, displayMsg: serverText('couponNotValid') };
  if (!isLive(promo, context.now)) return { ok: false, displayMsg: serverText('couponExpired') };
  if ((promo.loginRequired || promo.firstOrderOnly) && !context.loggedIn)
    return { ok: false, displayMsg: serverText('couponLoginRequired') };
  if (promo.firstOrderOnly && !context.firstOrder) return { ok: false, displayMsg: serverText('couponFirstOrderOnly') };
  if (context.items.length === 0) return { ok: false, displayMsg: serverText('couponEmptyCart') };
  const subTotal = context.items.reduce((sum, item) => sum + lineTotal(item), 0);
  if (subTotal < promo.minOrderPaise)
    return { ok: false, displayMsg: serverText('couponBelowMinimum', { amount: serverRupees(promo.minOrderPaise - subTotal) }) };
  const discount = rawDiscount(promo, context.items);
  if (discount <= 0) return { ok: false, displayMsg: serverText('couponNothingToDiscount') };
  return { ok: true, discount };
}

export function explicitPromoOf(promo: PromoRow, discount: number): ExplicitPromo {
  return { promoCode: promo.code, description: promo.description, paymentOptions: [...promo.paymentOptions], discount };
}

/**
 * SPEC 5 confetti: the smallest positive minimum order value among the live offers that the cart total
 * (items after discount plus tax, floored to rupees) does not meet yet; null when none.
 */
export function nextOfferMinimum(live: PromoRow[], cartTotalPaise: number): number | null {
  const flooredTotal = floorToRupees(cartTotalPaise);
  const pending = live.map((promo) => promo.minOrderPaise).filter((minimum) => minimum > 0 && minimum > flooredTotal);
  return pending.length > 0 ? Math.min(...pending) : null;
}

export function dealOf(promo: PromoRow): Deal {
  return {
    code: promo.code,
    title: promo.title,
    description: promo.description,
    kind: promo.kind,
    value: promo.value,
    maxDiscount: promo.maxDiscountPaise,
    minOrderValue: promo.minOrderPaise,
    paymentOptions: [...promo.paymentOptions],
    firstOrderOnly: promo.firstOrderOnly,
    validFrom: promo.validFrom.toISOString(),
    validTo: promo.validTo.toISOString(),
    tnc: [...promo.tnc],
  };
}
