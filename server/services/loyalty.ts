/**
 * SPEC 9 loyalty: points earned on an order reach the customer's Slice wallet as Pizza Pals Points
 * (1 point = Rs 1) once the credit delay has passed. Crediting follows from stored times, so any
 * server process reading a wallet credits what is due, once: each entry is marked as it is credited.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loyaltyPoints, wallets } from '../db/schema';
import { MS_PER_HOUR } from '@/domain/time';
import { PAISE_PER_RUPEE } from '@/domain/money';

/** SPEC 9: points are credited within 24-48 hours; they are credited at the start of that window. */
export const LOYALTY_CREDIT_DELAY_HOURS = 24;

type Db = Pick<Database, 'transaction'>;

/** The moment of a wallet read and how old points must be to be credited then. */
export interface LoyaltyCreditTime {
  at: Date;
  delayMs: number;
}

/** The credit delay on the server's clock: TIME_SCALE 3600 makes the 24 hours pass in 24 seconds. */
export const loyaltyCreditDelayMs = (timeScale: number): number => (LOYALTY_CREDIT_DELAY_HOURS * MS_PER_HOUR) / timeScale;

/** Moves the customer's due points into the wallet; answers the points credited now. */
export async function creditDuePoints(db: Db, userId: string, { at, delayMs }: LoyaltyCreditTime): Promise<number> {
  return db.transaction(async (tx) => {
    const credited = await tx
      .update(loyaltyPoints)
      .set({ creditedAt: at })
      .where(
        and(
          eq(loyaltyPoints.userId, userId),
          isNull(loyaltyPoints.creditedAt),
          lte(loyaltyPoints.createdAt, new Date(at.getTime() - delayMs)),
        ),
      )
      .returning({ points: loyaltyPoints.points });
    const points = credited.reduce((sum, entry) => sum + entry.points, 0);
    if (points > 0) {
      await tx
        .update(wallets)
        .set({ balancePaise: sql`${wallets.balancePaise} + ${points * PAISE_PER_RUPEE}` })
        .where(eq(wallets.userId, userId));
    }
    return points;
  });
}
