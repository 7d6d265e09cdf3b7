/**
 * SPEC 9 loyalty: points earned on an order reach the customer's Slice wallet as Pizza Pals Points
 * (1 point = Rs 1) 24 hours after the order is delivered. Crediting follows from stored times, so any
 * server process reading a wallet credits what is due, once: each entry is marked as it is credited.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { PAISE_PER_POINT } from '@/domain/loyalty';
import type { Database } from '../db/client';
import { loyaltyPoints } from '../db/schema';
import { creditWallet, expirePromoPoints } from './walletLedger';

type Db = Pick<Database, 'transaction'>;

/**
 * Moves the customer's points that are due (creditable_at passed: 24 hours after delivery) into the wallet's
 * Pizza Pals part; answers the points credited now. Two processes reading at once credit each entry once: the
 * update that marks it credited is what books it. Each credit is dated when it fell due, whenever it is read.
 */
export async function creditDuePoints(db: Db, userId: string, at: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(loyaltyPoints)
      .set({ creditedAt: sql`${loyaltyPoints.creditableAt}` })
      .where(and(eq(loyaltyPoints.userId, userId), isNull(loyaltyPoints.creditedAt), lte(loyaltyPoints.creditableAt, at)))
      .returning({ orderId: loyaltyPoints.orderId, points: loyaltyPoints.points, dueAt: loyaltyPoints.creditableAt });
    let credited = 0;
    for (const entry of due) {
      const booked = await creditWallet(tx, {
        userId,
        part: 'PIZZA_PALS',
        reason: 'LOYALTY_EARNED',
        amountPaise: entry.points * PAISE_PER_POINT,
        orderId: entry.orderId,
        at: entry.dueAt ?? at,
      });
      if (booked) credited += entry.points;
    }
    return credited;
  });
}

/** What a wallet read sees: the points due credited and the promo points past their expiry taken off. */
export async function settleWallet(db: Db, userId: string, at: Date): Promise<void> {
  await creditDuePoints(db, userId, at);
  await db.transaction((tx) => expirePromoPoints(tx, userId, at));
}
