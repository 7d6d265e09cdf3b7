/**
 * Reading the Slice wallet (SPEC 7 wallet summary and wallet history): its balance in three parts, and its ledger
 * (wallet_entries, written only by walletLedger.ts) newest first, a page at a time. Every read settles the wallet
 * first: the points due are credited and the promo points past their expiry taken off.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { WalletHistoryEntry, WalletHistoryPage, WalletSummary } from '@/contract/wallet';
import { LOYALTY_PROGRAM_CODE, promoSourceOf, WALLET_HISTORY_PAGE_SIZE, WALLET_PARTS } from '@/domain/loyalty';
import { toRupees } from '@/domain/money';
import { indiaDay, INDIA_UTC_OFFSET, MS_PER_DAY } from '@/domain/time';
import type { Database } from '../db/client';
import { loyaltyMembers, orders, users, walletEntries, wallets } from '../db/schema';
import { settleWallet } from './loyalty';
import { isMemberStatus, statusOf } from './loyaltyMembers';

type WalletRow = typeof wallets.$inferSelect;

/**
 * The summary of a wallet row; a user without one holds nothing (SPEC 9: wallet summary balance default 0).
 * loyaltyProgram names the programme the customer belongs to (a Pizza Pals member, WAITING or ENROLLED), else null.
 */
function summaryOf(row: WalletRow | undefined, member: boolean): WalletSummary {
  const paise = { PIZZA_PALS: row?.pizzaPalsPaise ?? 0, PROMO: row?.promoPaise ?? 0, REFUND: row?.refundPaise ?? 0 };
  return {
    totalBalance: toRupees(row?.balancePaise ?? 0),
    loyaltyProgram: member ? LOYALTY_PROGRAM_CODE : null,
    parts: WALLET_PARTS.map((part) => ({ part, balance: toRupees(paise[part]) })),
  };
}

/** The wallet as it stands now, settled. */
export async function settledWallet(db: Database, userId: string, at: Date): Promise<WalletSummary> {
  await settleWallet(db, userId, at);
  const [row] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  const [member] = await db.select().from(loyaltyMembers).where(eq(loyaltyMembers.userId, userId));
  return summaryOf(row, isMemberStatus(statusOf(member, at)));
}

/** Whether the mobile is the user's own: the history is asked for by mobile (SPEC 7) and answered only to its owner. */
export async function isOwnMobile(db: Pick<Database, 'select'>, userId: string, mobile: string): Promise<boolean> {
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  return user?.mobile === mobile;
}

/** The first moment after an India day (YYYY-MM-DD). */
const endOfIndiaDay = (day: string): Date => new Date(Date.parse(`${day}T00:00:00${INDIA_UTC_OFFSET}`) + MS_PER_DAY);

export interface HistoryRequest {
  /** 1-based. */
  page: number;
  /** The India day the history starts at (the transactionDate header): entries of later days are left out. */
  startDay: string | null;
}

/**
 * One page of the wallet's history, newest first (ties by booking order), with the settled balance. Pages are
 * counted from the newest entry, so an entry booked meanwhile shifts later pages by one: the client lists each id once.
 */
export async function walletHistory(db: Database, userId: string, request: HistoryRequest, at: Date): Promise<WalletHistoryPage> {
  const balance = await settledWallet(db, userId, at);
  const owned = eq(walletEntries.userId, userId);
  const rows = await db
    .select({ entry: walletEntries, sliceOrderId: orders.sliceOrderId })
    .from(walletEntries)
    .leftJoin(orders, eq(orders.id, walletEntries.orderId))
    .where(request.startDay === null ? owned : and(owned, lt(walletEntries.createdAt, endOfIndiaDay(request.startDay))))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(WALLET_HISTORY_PAGE_SIZE + 1)
    .offset((request.page - 1) * WALLET_HISTORY_PAGE_SIZE);
  const entries = rows.slice(0, WALLET_HISTORY_PAGE_SIZE).map(({ entry, sliceOrderId }): WalletHistoryEntry => {
    const promo = entry.reason === 'PROMO';
    return {
      id: String(entry.id),
      at: entry.createdAt.getTime(),
      transactionDate: indiaDay(entry.createdAt),
      part: entry.part,
      reason: entry.reason,
      amountPaise: entry.amountPaise,
      orderId: entry.orderId,
      sliceOrderId: sliceOrderId ?? null,
      promoSource: promo ? promoSourceOf(entry.reference) : null,
      expiresAt: promo ? (entry.expiresAt?.getTime() ?? null) : null,
    };
  });
  return {
    page: request.page,
    pageSize: WALLET_HISTORY_PAGE_SIZE,
    nextPage: rows.length > WALLET_HISTORY_PAGE_SIZE ? request.page + 1 : null,
    loyaltyProgramCode: LOYALTY_PROGRAM_CODE,
    transactionDate: request.startDay,
    balance,
    entries,
  };
}
