/** The Slice wallet's history as the wallet page shows it (SPEC 3 wallet: balance, transaction date header). */
import type { WalletHistoryEntry } from '@/contract/wallet';

/** The entries of one India day, under its transaction-date header. */
export interface WalletDay {
  /** YYYY-MM-DD, India. */
  transactionDate: string;
  entries: WalletHistoryEntry[];
}

/** Entries (newest first) grouped under their transaction dates, in the same order. */
export function groupByTransactionDate(entries: readonly WalletHistoryEntry[]): WalletDay[] {
  const days: WalletDay[] = [];
  for (const entry of entries) {
    const last = days.at(-1);
    if (last?.transactionDate === entry.transactionDate) last.entries.push(entry);
    else days.push({ transactionDate: entry.transactionDate, entries: [entry] });
  }
  return days;
}

/** How an entry is explained in words: by its reason, and for promo points by where they came from. */
export type WalletEntryKind =
  | 'pointsEarned'
  | 'pointsUsed'
  | 'pointsReturned'
  | 'orderPaid'
  | 'orderReturned'
  | 'refund'
  | 'spinPrize'
  | 'rewardPoints'
  | 'promoPoints'
  | 'promoExpired';

const KIND_OF_REASON = {
  LOYALTY_EARNED: 'pointsEarned',
  LOYALTY_BURNED: 'pointsUsed',
  LOYALTY_RETURNED: 'pointsReturned',
  ORDER_PAID: 'orderPaid',
  ORDER_RETURNED: 'orderReturned',
  REFUND: 'refund',
  PROMO: 'promoPoints',
  EXPIRED: 'promoExpired',
} as const satisfies Record<WalletHistoryEntry['reason'], WalletEntryKind>;

export function walletEntryKind(entry: Pick<WalletHistoryEntry, 'reason' | 'promoSource'>): WalletEntryKind {
  if (entry.reason === 'PROMO' && entry.promoSource === 'SPIN') return 'spinPrize';
  if (entry.reason === 'PROMO' && entry.promoSource === 'REWARD') return 'rewardPoints';
  return KIND_OF_REASON[entry.reason];
}

/** A credit adds to the wallet; a debit takes from it. */
export const isCredit = (entry: Pick<WalletHistoryEntry, 'amountPaise'>): boolean => entry.amountPaise > 0;
