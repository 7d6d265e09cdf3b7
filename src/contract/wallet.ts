/**
 * The Slice wallet (SPEC 3 walletSummary and wallet point titles; SPEC 7 wallet summary and wallet history): the
 * balance held in three parts, and the history that explains every credit and debit. Times are epoch ms; history
 * amounts are paise, balances rupees (SPEC 3 walletSummary.totalBalance).
 */
import { z } from 'zod';
import { MAX_PAGE_NO } from '@/domain/limits';
import { LOYALTY_PROGRAM_CODE, PROMO_SOURCES, WALLET_ENTRY_REASONS, WALLET_PARTS } from '@/domain/loyalty';
import { mobileField } from './fields';

const epochMs = z.number().int().nonnegative();
/** An India calendar day, YYYY-MM-DD. */
const indiaDate = z.iso.date();

/** One part of the wallet (SPEC 3 wallet point titles) and what it holds, in rupees like totalBalance. */
export const walletPartBalance = z.object({ part: z.enum(WALLET_PARTS), balance: z.number().nonnegative() });

/** GET walletSummary (SPEC 3 walletSummary): the balance in rupees (default 0) and its parts in WALLET_PARTS order. */
export const walletSummary = z.object({
  totalBalance: z.number(),
  loyaltyProgram: z.string().nullable(),
  /** Pizza Pals Points, Promo Points and Refund Points; they add up to totalBalance. */
  parts: z.array(walletPartBalance).length(WALLET_PARTS.length),
});
export type WalletSummary = z.infer<typeof walletSummary>;

/** GET wallet history query (SPEC 7 'by page/mobile, loyaltyProgramCode'). */
export const walletHistoryQuery = z.object({
  /** 1-based. */
  page: z
    .string()
    .regex(/^\d{1,6}$/)
    .default('1')
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_PAGE_NO)),
  /** The caller's own mobile: another customer's history is never answered. */
  mobile: mobileField,
  /** The programme whose wallet is read; the Slice wallet has one. */
  loyaltyProgramCode: z.literal(LOYALTY_PROGRAM_CODE).optional(),
});

/** The years a transactionDate header may name: a real calendar date the database can hold (year 0000 is none). */
const HEADER_YEARS = { min: 2000, max: 9999 } as const;

/** The optional transactionDate header (TRANSACTION_DATE_HEADER): the India day the history starts at, going back. */
export const transactionDateHeader = indiaDate.refine((day) => {
  const year = Number(day.slice(0, 4));
  return year >= HEADER_YEARS.min && year <= HEADER_YEARS.max;
});

/** One credit or debit of a wallet part. */
export const walletHistoryEntry = z.object({
  /** Stable across pages. */
  id: z.string(),
  at: epochMs,
  /** The India day of `at`: the transaction-date header it is listed under. */
  transactionDate: indiaDate,
  part: z.enum(WALLET_PARTS),
  reason: z.enum(WALLET_ENTRY_REASONS),
  /** Paise: positive for a credit, negative for a debit. */
  amountPaise: z.number().int(),
  orderId: z.string().nullable(),
  /** The order number the customer knows (SPEC 3 {product}OrderId); null when the entry has no order. */
  sliceOrderId: z.string().nullable(),
  /** PROMO credits: where the points came from; null for other entries and unknown sources. */
  promoSource: z.enum(PROMO_SOURCES).nullable(),
  /** PROMO credits: when what is left of them expires; null otherwise. */
  expiresAt: epochMs.nullable(),
});
export type WalletHistoryEntry = z.infer<typeof walletHistoryEntry>;

/** GET wallet history: newest first, a page at a time, with the balance (SPEC 7 'response balance'). */
export const walletHistoryPage = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().positive(),
  /** The page after this one; null on the last page. */
  nextPage: z.number().int().min(2).nullable(),
  loyaltyProgramCode: z.literal(LOYALTY_PROGRAM_CODE),
  /** The transactionDate header's day the history starts at; null without the header. */
  transactionDate: indiaDate.nullable(),
  balance: walletSummary,
  entries: z.array(walletHistoryEntry),
});
export type WalletHistoryPage = z.infer<typeof walletHistoryPage>;
