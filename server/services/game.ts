/**
 * Spin the wheel (docs/rewards.md): one spin per customer per India day, the prize drawn here by weight with
 * crypto randomness (the client only asks to spin). A spin and its prize are written in one transaction: the
 * unique (user, day) index lets one of two spins at once win; the loser writes nothing. POINTS prizes go to the
 * wallet's Promo part (expiring after PROMO_POINTS_VALID_DAYS), COUPON prizes become the customer's reward coupon.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { GameData, GameSegment, SpinResult } from '@/contract/rewards';
import { PAISE_PER_POINT, PROMO_POINTS_VALID_DAYS, promoReference } from '@/domain/loyalty';
import { indiaDay, INDIA_UTC_OFFSET_MINUTES, MS_PER_DAY, MS_PER_MINUTE } from '@/domain/time';
import type { Database } from '../db/client';
import { gamePrizes, gameSpins, promos } from '../db/schema';
import { issueRewardCoupon, rewardOfferOf } from './rewardCoupons';
import { creditWallet } from './walletLedger';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type PrizeRow = typeof gamePrizes.$inferSelect;
type SpinRow = typeof gameSpins.$inferSelect;

/** Picks a number in [0, total): crypto randomness by default; tests may pass their own. */
export type Roll = (total: number) => number;
const cryptoRoll: Roll = (total) => randomInt(total);

/** The prize whose weight band holds the roll (bands in wheel order). */
export function prizeAt<T extends { weight: number }>(prizes: readonly T[], roll: number): T {
  let left = roll;
  for (const prize of prizes) {
    if (left < prize.weight) return prize;
    left -= prize.weight;
  }
  throw new Error(`Roll ${roll} is outside the prize table's weight.`);
}

function segmentOf(prize: PrizeRow): GameSegment {
  const coupon =
    prize.kind === 'COUPON'
      ? rewardOfferOf({
          kind: prize.couponKind === 'PERCENT' ? 'PERCENT' : 'FLAT',
          value: prize.value,
          maxDiscountPaise: prize.maxDiscountPaise,
          minOrderPaise: prize.minOrderPaise,
        })
      : null;
  return { code: prize.code, kind: prize.kind, points: prize.kind === 'POINTS' ? prize.value : 0, coupon };
}

const wheel = (db: Pick<Database, 'select'>) => db.select().from(gamePrizes).orderBy(asc(gamePrizes.position));

/** Start of the India day after `at`. */
function nextIndiaDayAt(at: Date): number {
  const offset = INDIA_UTC_OFFSET_MINUTES * MS_PER_MINUTE;
  return Math.floor((at.getTime() + offset) / MS_PER_DAY + 1) * MS_PER_DAY - offset;
}

function resultOf(spin: SpinRow, prizes: PrizeRow[], couponValidTo: Date | null): SpinResult {
  const index = prizes.findIndex((prize) => prize.code === spin.prizeCode);
  const prize = prizes[index];
  if (!prize) throw new Error(`Spin ${spin.id} won ${spin.prizeCode}, which is not on the wheel.`);
  return {
    spinId: spin.id,
    day: spin.day,
    segmentIndex: index,
    prize: segmentOf(prize),
    couponCode: spin.promoCode,
    couponValidTo: couponValidTo?.getTime() ?? null,
    at: spin.createdAt.getTime(),
  };
}

/** GET game data. */
export async function gameData(db: Database, userId: string, now: Date): Promise<GameData> {
  const prizes = await wheel(db);
  const [last] = await db
    .select({ spin: gameSpins, couponValidTo: promos.validTo })
    .from(gameSpins)
    .leftJoin(promos, eq(promos.code, gameSpins.promoCode))
    .where(eq(gameSpins.userId, userId))
    .orderBy(desc(gameSpins.createdAt))
    .limit(1);
  return {
    segments: prizes.map(segmentOf),
    spunToday: last?.spin.day === indiaDay(now),
    nextSpinAt: nextIndiaDayAt(now),
    lastSpin: last ? resultOf(last.spin, prizes, last.couponValidTo) : null,
  };
}

/** Thrown inside the spin's transaction to undo it when today's spin was taken first. */
class AlreadySpun extends Error {}

export type SpinOutcome = { ok: true; result: SpinResult } | { ok: false };

/** POST spin: draws, records and pays out today's spin; `{ ok: false }` when the customer has spun today. */
export async function spinWheel(db: Database, userId: string, now: Date, roll: Roll = cryptoRoll): Promise<SpinOutcome> {
  const day = indiaDay(now);
  try {
    const result = await db.transaction(async (tx: Tx) => {
      const [taken] = await tx
        .select({ id: gameSpins.id })
        .from(gameSpins)
        .where(and(eq(gameSpins.userId, userId), eq(gameSpins.day, day)));
      if (taken) throw new AlreadySpun();
      const prizes = await wheel(tx);
      const prize = prizeAt(prizes, roll(prizes.reduce((sum, row) => sum + row.weight, 0)));
      const spinId = randomUUID();
      const [spin] = await tx
        .insert(gameSpins)
        .values({ id: spinId, userId, day, prizeCode: prize.code, promoCode: null, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (!spin) throw new AlreadySpun();
      if (prize.kind === 'POINTS') {
        await creditWallet(tx, {
          userId,
          part: 'PROMO',
          reason: 'PROMO',
          amountPaise: prize.value * PAISE_PER_POINT,
          reference: promoReference('SPIN', spinId),
          expiresAt: new Date(now.getTime() + PROMO_POINTS_VALID_DAYS * MS_PER_DAY),
          at: now,
        });
        return resultOf(spin, prizes, null);
      }
      if (prize.kind === 'COUPON') {
        const coupon = await issueRewardCoupon(tx, {
          userId,
          shape: {
            kind: prize.couponKind === 'PERCENT' ? 'PERCENT' : 'FLAT',
            value: prize.value,
            maxDiscountPaise: prize.maxDiscountPaise,
            minOrderPaise: prize.minOrderPaise,
          },
          at: now,
        });
        const [won] = await tx.update(gameSpins).set({ promoCode: coupon.code }).where(eq(gameSpins.id, spinId)).returning();
        return resultOf(won ?? spin, prizes, coupon.validTo);
      }
      return resultOf(spin, prizes, null);
    });
    return { ok: true, result };
  } catch (error) {
    if (error instanceof AlreadySpun) return { ok: false };
    throw error;
  }
}
