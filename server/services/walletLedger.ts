/**
 * The Slice wallet's books: every change to a wallet part writes a wallet_entries row in the same transaction,
 * so the wallet history explains each rupee (SPEC 3 wallet point titles). Order and reference entries are unique
 * per part and reason, so a retried or concurrent step books nothing twice.
 */
import { and, eq, inArray, isNotNull, lte, notInArray, sql, sum } from 'drizzle-orm';
import { WALLET_SPENDING_ORDER, type WalletEntryReason, type WalletPart } from '@/domain/loyalty';
import type { Database } from '../db/client';
import { walletEntries, wallets } from '../db/schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const PART_COLUMNS = {
  PIZZA_PALS: wallets.pizzaPalsPaise,
  PROMO: wallets.promoPaise,
  REFUND: wallets.refundPaise,
} as const satisfies Record<WalletPart, unknown>;

const PART_FIELDS = { PIZZA_PALS: 'pizzaPalsPaise', PROMO: 'promoPaise', REFUND: 'refundPaise' } as const satisfies Record<
  WalletPart,
  keyof typeof wallets.$inferInsert
>;

export type WalletParts = Record<WalletPart, number>;

export interface WalletCredit {
  userId: string;
  part: WalletPart;
  reason: WalletEntryReason;
  /** Positive paise. */
  amountPaise: number;
  orderId?: string | null;
  reference?: string | null;
  expiresAt?: Date | null;
  at: Date;
}

/** Credits a part, once per order or reference, part and reason; answers whether it was booked now. */
export async function creditWallet(tx: Tx, credit: WalletCredit): Promise<boolean> {
  if (credit.amountPaise <= 0) return false;
  const [booked] = await tx
    .insert(walletEntries)
    .values({
      userId: credit.userId,
      part: credit.part,
      reason: credit.reason,
      amountPaise: credit.amountPaise,
      orderId: credit.orderId ?? null,
      reference: credit.reference ?? null,
      expiresAt: credit.expiresAt ?? null,
      createdAt: credit.at,
    })
    .onConflictDoNothing()
    .returning({ id: walletEntries.id });
  if (!booked) return false;
  const column = PART_COLUMNS[credit.part];
  await tx
    .insert(wallets)
    .values({ userId: credit.userId, [PART_FIELDS[credit.part]]: credit.amountPaise })
    .onConflictDoUpdate({ target: wallets.userId, set: { [PART_FIELDS[credit.part]]: sql`${column} + ${credit.amountPaise}` } });
  return true;
}

export interface WalletDebit {
  userId: string;
  reason: WalletEntryReason;
  /** Positive paise. */
  amountPaise: number;
  orderId?: string | null;
  reference?: string | null;
  at: Date;
  /** The parts it may come from, in the order they are spent; all parts by default. */
  parts?: readonly WalletPart[];
}

/** Reads the wallet's parts, locking the row until the transaction ends; zeros when the user has no wallet. */
export async function lockWallet(tx: Tx, userId: string): Promise<WalletParts> {
  const [row] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for('update');
  return { PIZZA_PALS: row?.pizzaPalsPaise ?? 0, PROMO: row?.promoPaise ?? 0, REFUND: row?.refundPaise ?? 0 };
}

/** How a debit is taken from the parts, in spending order; null when they hold less than the amount. */
export function splitDebit(parts: WalletParts, amountPaise: number, order: readonly WalletPart[]): Partial<WalletParts> | null {
  const taken: Partial<WalletParts> = {};
  let left = amountPaise;
  for (const part of order) {
    const take = Math.min(parts[part], left);
    if (take > 0) taken[part] = take;
    left -= take;
  }
  return left > 0 ? null : taken;
}

/** Debits the amount from the parts, all or nothing; false (nothing written) when the wallet holds less. */
export async function debitWallet(tx: Tx, debit: WalletDebit): Promise<boolean> {
  if (debit.amountPaise <= 0) return true;
  await expirePromoPoints(tx, debit.userId, debit.at);
  const split = splitDebit(await lockWallet(tx, debit.userId), debit.amountPaise, debit.parts ?? WALLET_SPENDING_ORDER);
  if (!split) return false;
  for (const [part, amount] of Object.entries(split) as [WalletPart, number][]) {
    await tx.insert(walletEntries).values({
      userId: debit.userId,
      part,
      reason: debit.reason,
      amountPaise: -amount,
      orderId: debit.orderId ?? null,
      reference: debit.reference ?? null,
      createdAt: debit.at,
    });
    await tx
      .update(wallets)
      .set({ [PART_FIELDS[part]]: sql`${PART_COLUMNS[part]} - ${amount}` })
      .where(eq(wallets.userId, debit.userId));
  }
  return true;
}

/** What an order's wallet entries give back when it fails or is cancelled. */
const RETURNS: Partial<Record<WalletEntryReason, WalletEntryReason>> = { ORDER_PAID: 'ORDER_RETURNED', LOYALTY_BURNED: 'LOYALTY_RETURNED' };

/**
 * Gives back, once, what a failed or cancelled order took from the wallet: its paid part and its burned points,
 * each to the part it came from. Answers the paise given back now.
 */
export async function returnOrderWallet(tx: Tx, orderId: string, at: Date): Promise<number> {
  const taken = await tx
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.orderId, orderId), inArray(walletEntries.reason, Object.keys(RETURNS) as WalletEntryReason[])));
  let returned = 0;
  for (const entry of taken) {
    const reason = RETURNS[entry.reason];
    if (!reason) continue;
    const booked = await creditWallet(tx, { userId: entry.userId, part: entry.part, reason, amountPaise: -entry.amountPaise, orderId, at });
    if (booked) returned -= entry.amountPaise;
  }
  return returned;
}

/**
 * Promo points expire: what is left of the credits past their expiry is debited (EXPIRED). Spending takes the
 * oldest promo points first, so what is left of expired credits is their sum less what was spent (net of returns).
 */
export async function expirePromoPoints(tx: Tx, userId: string, at: Date): Promise<number> {
  // The wallet row is locked first: concurrent reads then see each other's EXPIRED entries and expire once.
  const parts = await lockWallet(tx, userId);
  const promo = and(eq(walletEntries.userId, userId), eq(walletEntries.part, 'PROMO'));
  const [expired] = await tx
    .select({ paise: sum(walletEntries.amountPaise).mapWith(Number) })
    .from(walletEntries)
    .where(and(promo, eq(walletEntries.reason, 'PROMO'), isNotNull(walletEntries.expiresAt), lte(walletEntries.expiresAt, at)));
  const [consumed] = await tx
    .select({ paise: sum(walletEntries.amountPaise).mapWith(Number) })
    .from(walletEntries)
    .where(and(promo, notInArray(walletEntries.reason, ['PROMO'])));
  const spent = -(consumed?.paise ?? 0);
  const due = Math.min(parts.PROMO, Math.max(0, (expired?.paise ?? 0) - Math.max(0, spent)));
  if (due <= 0) return 0;
  await tx.insert(walletEntries).values({ userId, part: 'PROMO', reason: 'EXPIRED', amountPaise: -due, createdAt: at });
  await tx
    .update(wallets)
    .set({ promoPaise: sql`${wallets.promoPaise} - ${due}` })
    .where(eq(wallets.userId, userId));
  return due;
}
