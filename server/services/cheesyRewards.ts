/**
 * Cheesy rewards (docs/rewards.md): an opt-in track. Each order confirmed after registering that has been delivered
 * (its tracker reached DELIVERED) moves the customer one step; reaching a milestone's order count unlocks its coupon,
 * issued once per customer and milestone. The track is read, and milestones unlocked, when the customer asks for it,
 * under a lock on the member's row, so two readers at once issue nothing twice.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { CheesyMilestone, CheesyRewardsStatus, RewardOfferDetail } from '@/contract/rewards';
import type { CheesyStatus, MilestoneState } from '@/domain/loyalty';
import type { Database } from '../db/client';
import { cheesyMembers, orders, promos, rewardCoupons, rewardMilestones } from '../db/schema';
import { dealOf, findPromo } from './promos';
import { issueRewardCoupon, rewardOfferOf, usedRewardCodes } from './rewardCoupons';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type MilestoneRow = typeof rewardMilestones.$inferSelect;
type MemberRow = typeof cheesyMembers.$inferSelect;

/** Orders of the customer confirmed since `since` whose tracker has reached DELIVERED by `now` (stagePlan, read at this moment). */
async function deliveredOrdersSince(tx: Tx, userId: string, since: Date, now: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'CONFIRMED'),
        gte(orders.confirmedAt, since),
        sql`(${orders.stagePlan} ->> 'DELIVERED')::bigint <= ${now.getTime()}`,
      ),
    );
  return row?.count ?? 0;
}

const lockMember = async (tx: Tx, userId: string): Promise<MemberRow | null> =>
  (await tx.select().from(cheesyMembers).where(eq(cheesyMembers.userId, userId)).for('update'))[0] ?? null;

/** Issues the coupons of every milestone reached and not issued yet; the member's row is locked by the caller. */
async function unlockReached(tx: Tx, userId: string, milestones: MilestoneRow[], delivered: number, now: Date): Promise<void> {
  const issued = new Set(
    (await tx.select({ orders: rewardCoupons.milestoneOrders }).from(rewardCoupons).where(eq(rewardCoupons.userId, userId))).map(
      (row) => row.orders,
    ),
  );
  for (const milestone of milestones) {
    if (milestone.orders > delivered || issued.has(milestone.orders)) continue;
    // reward_milestones holds FLAT and PERCENT shapes only (docs/rewards.md).
    const kind = milestone.kind === 'PERCENT' ? 'PERCENT' : 'FLAT';
    const coupon = await issueRewardCoupon(tx, { userId, shape: { ...milestone, kind }, at: now });
    const [kept] = await tx
      .insert(rewardCoupons)
      .values({ userId, milestoneOrders: milestone.orders, promoCode: coupon.code, unlockedAt: now })
      .onConflictDoNothing()
      .returning({ code: rewardCoupons.promoCode });
    // Belt and braces beside the row lock: a milestone keeps its first coupon only.
    if (!kept) await tx.delete(promos).where(eq(promos.code, coupon.code));
  }
}

async function statusOf(tx: Tx, member: MemberRow | null, userId: string, now: Date): Promise<CheesyRewardsStatus> {
  const milestones = await tx.select().from(rewardMilestones).orderBy(asc(rewardMilestones.orders));
  const status: CheesyStatus = member?.status ?? 'NOT_REGISTERED';
  const delivered = member && status === 'REGISTERED' ? await deliveredOrdersSince(tx, userId, member.registeredAt, now) : 0;
  if (member && status === 'REGISTERED') await unlockReached(tx, userId, milestones, delivered, now);
  const coupons = await tx
    .select({ orders: rewardCoupons.milestoneOrders, code: promos.code, validTo: promos.validTo })
    .from(rewardCoupons)
    .innerJoin(promos, eq(promos.code, rewardCoupons.promoCode))
    .where(eq(rewardCoupons.userId, userId));
  const used = await usedRewardCodes(
    tx,
    coupons.map((coupon) => coupon.code),
  );
  const byOrders = new Map(coupons.map((coupon) => [coupon.orders, coupon]));
  const track: CheesyMilestone[] = milestones.map((milestone) => {
    const coupon = byOrders.get(milestone.orders);
    let state: MilestoneState = 'LOCKED';
    if (coupon) state = used.has(coupon.code) ? 'USED' : coupon.validTo <= now ? 'EXPIRED' : 'READY';
    return {
      orders: milestone.orders,
      state,
      offer: rewardOfferOf({ ...milestone, kind: milestone.kind === 'PERCENT' ? 'PERCENT' : 'FLAT' }),
      couponCode: coupon?.code ?? null,
      validTo: coupon ? coupon.validTo.getTime() : null,
    };
  });
  const ready = track.filter((milestone) => milestone.state === 'READY').sort((a, b) => (a.validTo ?? 0) - (b.validTo ?? 0));
  return {
    status,
    deliveredOrders: delivered,
    nextMilestoneOrders: status === 'REGISTERED' ? (milestones.find((milestone) => milestone.orders > delivered)?.orders ?? null) : null,
    milestones: track,
    readyCouponCode: ready[0]?.couponCode ?? null,
  };
}

/** GET cheesy rewards: the customer's place on the track, milestones reached unlocked now. */
export async function cheesyRewardsStatus(db: Database, userId: string, now: Date): Promise<CheesyRewardsStatus> {
  return db.transaction(async (tx) => statusOf(tx, await lockMember(tx, userId), userId, now));
}

/**
 * POST register: joins the track. There is one track per customer, ever: registering again after opting out
 * continues it (registered_at stays the first registration's, so orders still count from there) and keeps every
 * coupon issued, so each milestone is reached at most once per customer and opting out and back in unlocks nothing.
 */
export async function registerCheesyRewards(db: Database, userId: string, now: Date): Promise<CheesyRewardsStatus> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    if (member?.status === 'REGISTERED') return statusOf(tx, member, userId, now);
    const [registered] = await tx
      .insert(cheesyMembers)
      .values({ userId, status: 'REGISTERED', registeredAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: cheesyMembers.userId, set: { status: 'REGISTERED', updatedAt: now } })
      .returning();
    return statusOf(tx, registered ?? null, userId, now);
  });
}

/**
 * POST opt out: the track stops; coupons already issued stay usable until they expire. A customer who never
 * registered has nothing to leave: nothing is written (their first registration starts the track).
 */
export async function optOutCheesyRewards(db: Database, userId: string, now: Date): Promise<CheesyRewardsStatus> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    if (member?.status !== 'REGISTERED') return statusOf(tx, member, userId, now);
    const [optedOut] = await tx
      .update(cheesyMembers)
      .set({ status: 'OPTED_OUT', updatedAt: now })
      .where(eq(cheesyMembers.userId, userId))
      .returning();
    return statusOf(tx, optedOut ?? null, userId, now);
  });
}

/** GET milestone offer by coupon: one of the caller's reward coupons with its terms; null for any other code. */
export async function rewardOfferDetail(db: Database, userId: string, code: string, now: Date): Promise<RewardOfferDetail | null> {
  const promo = await findPromo(db, code);
  if (!promo || promo.ownerUserId !== userId) return null;
  const [milestone] = await db
    .select({ orders: rewardCoupons.milestoneOrders })
    .from(rewardCoupons)
    .where(eq(rewardCoupons.promoCode, promo.code));
  const used = (await usedRewardCodes(db, [promo.code])).has(promo.code);
  return {
    deal: dealOf(promo),
    milestoneOrders: milestone?.orders ?? null,
    state: used ? 'USED' : promo.validTo <= now ? 'EXPIRED' : 'READY',
  };
}
