/** Wallet history answers shared by the wallet machine, model and screen tests. */
import type { WalletHistoryEntry, WalletHistoryPage, WalletSummary } from '@/contract/wallet';
import { LOYALTY_PROGRAM_CODE, WALLET_HISTORY_PAGE_SIZE } from '@/domain/loyalty';

/** 12 Mar 2025, 7:45 pm in India. */
export const BOOKED_AT = Date.UTC(2025, 2, 12, 14, 15);
const HOUR = 3_600_000;

export const MOBILE = '9876543210';

export const BALANCE: WalletSummary = {
  totalBalance: 250,
  loyaltyProgram: null,
  parts: [
    { part: 'PIZZA_PALS', balance: 100 },
    { part: 'PROMO', balance: 30 },
    { part: 'REFUND', balance: 120 },
  ],
};

export const ZERO_BALANCE: WalletSummary = {
  totalBalance: 0,
  loyaltyProgram: null,
  parts: [
    { part: 'PIZZA_PALS', balance: 0 },
    { part: 'PROMO', balance: 0 },
    { part: 'REFUND', balance: 0 },
  ],
};

/** An entry `hoursAgo` hours before BOOKED_AT (12 Mar 2025 in India for the first 19 hours). */
export function walletEntry(id: number, overrides: Partial<WalletHistoryEntry> = {}, hoursAgo = id): WalletHistoryEntry {
  const at = BOOKED_AT - hoursAgo * HOUR;
  return {
    id: String(id),
    at,
    transactionDate: new Date(at + 330 * 60_000).toISOString().slice(0, 10),
    part: 'PIZZA_PALS',
    reason: 'LOYALTY_EARNED',
    amountPaise: 10_000,
    orderId: `order-${id}`,
    sliceOrderId: `SL-10${String(id).padStart(4, '0')}`,
    promoSource: null,
    expiresAt: null,
    ...overrides,
  };
}

export function walletPage(page: number, entries: WalletHistoryEntry[], nextPage: number | null, balance = BALANCE): WalletHistoryPage {
  return {
    page,
    pageSize: WALLET_HISTORY_PAGE_SIZE,
    nextPage,
    loyaltyProgramCode: LOYALTY_PROGRAM_CODE,
    transactionDate: null,
    balance,
    entries,
  };
}

/** A refund to the wallet, and the card order it came from (12 Mar). */
export const REFUND_ENTRY = walletEntry(1, { part: 'REFUND', reason: 'REFUND', amountPaise: 12_000, sliceOrderId: 'SL-101234' });
/** Points spent paying an order (12 Mar). */
export const PAID_ENTRY = walletEntry(2, { reason: 'ORDER_PAID', amountPaise: -5_000, sliceOrderId: 'SL-105678' });
/** A spin the wheel prize, valid till 11 Apr 2025 (11 Mar). */
export const SPIN_ENTRY = walletEntry(
  3,
  {
    part: 'PROMO',
    reason: 'PROMO',
    amountPaise: 3_000,
    orderId: null,
    sliceOrderId: null,
    promoSource: 'SPIN',
    expiresAt: BOOKED_AT + 30 * 24 * HOUR,
  },
  24,
);
/** Promo points past their expiry (10 Mar). */
export const EXPIRED_ENTRY = walletEntry(
  4,
  { part: 'PROMO', reason: 'EXPIRED', amountPaise: -2_000, orderId: null, sliceOrderId: null },
  48,
);
/** Pizza Pals points earned on order SL-104321 (10 Mar). */
export const EARNED_ENTRY = walletEntry(5, { sliceOrderId: 'SL-104321' }, 50);

export const PAGE_1 = walletPage(1, [REFUND_ENTRY, PAID_ENTRY, SPIN_ENTRY], 2);
export const PAGE_2 = walletPage(2, [EXPIRED_ENTRY, EARNED_ENTRY], null);
export const LAST_PAGE_1 = walletPage(1, [REFUND_ENTRY], null);
export const EMPTY_PAGE = walletPage(1, [], null, ZERO_BALANCE);
