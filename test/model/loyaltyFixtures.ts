/** Pizza Pals answers built from the API contract, for the loyalty machines' and screens' tests. */
import { ApiError } from '@/api/errors';
import { LOYALTY_ERROR_CODES } from '@/contract/codes';
import type { LoyaltyInfo, LoyaltyLedgerEntry, LoyaltyLedgerPage } from '@/contract/loyalty';
import type { EnrollmentStatus } from '@/domain/loyalty';

export const USER_ID = 'user-42';
export const MOBILE = '9876543210';
export const CARD_CODE = 'PP0123456789';
/** 10:00 IST on 1 June 2025, in epoch ms. */
export const LOYALTY_NOW = Date.UTC(2025, 5, 1, 4, 30);

export function loyaltyInfo(status: EnrollmentStatus, overrides: Partial<LoyaltyInfo> = {}): LoyaltyInfo {
  const member = status === 'WAITING' || status === 'ENROLLED';
  return {
    enrollmentStatus: status,
    eligibility: 'ELIGIBLE',
    loyaltyCardCode: CARD_CODE,
    confirmsAt: status === 'WAITING' ? LOYALTY_NOW + 30_000 : null,
    balance: { overall: { points: 0 }, burnable: { freeItems: 0 } },
    pendingPoints: 0,
    nextCreditAt: null,
    earnsToday: member,
    programConfig: {
      earnPointsPerOrder: 100,
      pointsPerFreeItem: 600,
      paisePerPoint: 100,
      usableAfterDeliveryHours: 24,
      creditedWithinHours: 48,
      freeItemSizeCode: 'R',
    },
    ...overrides,
  };
}

export const NOT_ELIGIBLE: LoyaltyInfo = loyaltyInfo('NEW', { eligibility: 'NOT_ELIGIBLE', loyaltyCardCode: null });

export const WRONG_CARD_CODE = new ApiError({
  kind: 'http',
  status: 400,
  code: LOYALTY_ERROR_CODES.wrongCardCode,
  displayMsg: 'This Pizza Pals card code is not the one issued to you. Please try again.',
});

export const CARD_CODE_TAKEN = new ApiError({
  kind: 'http',
  status: 409,
  code: LOYALTY_ERROR_CODES.cardCodeTaken,
  displayMsg: 'This Pizza Pals card code has just gone to another member. Please try again for a new one.',
});

export function ledgerEntry(id: number, overrides: Partial<LoyaltyLedgerEntry> = {}): LoyaltyLedgerEntry {
  return {
    id: `earn-${id}`,
    reason: 'LOYALTY_EARNED',
    status: 'CREDITED',
    points: 100,
    at: LOYALTY_NOW - id * 86_400_000,
    creditAt: LOYALTY_NOW - id * 86_400_000 + 90_000_000,
    orderId: `order-${id}`,
    sliceOrderId: `SL${String(id).padStart(6, '0')}`,
    ...overrides,
  };
}

export function ledgerPage(page: number, entries: LoyaltyLedgerEntry[], hasMore: boolean): LoyaltyLedgerPage {
  return { page, pageSize: 20, hasMore, entries };
}

export const LEDGER_PAGE_1 = ledgerPage(1, [ledgerEntry(1, { status: 'PENDING' }), ledgerEntry(2)], true);
export const LEDGER_PAGE_2 = ledgerPage(
  2,
  [ledgerEntry(3, { id: 'wallet-9', reason: 'LOYALTY_BURNED', status: 'BOOKED', points: -600, creditAt: null })],
  false,
);
export const LEDGER_EMPTY = ledgerPage(1, [], false);
