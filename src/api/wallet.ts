/** Slice wallet calls (SPEC 7 wallet history; the wallet summary is in accounts.ts). */
import { ENDPOINTS } from '@/contract/endpoints';
import type { WalletHistoryPage } from '@/contract/wallet';
import { TRANSACTION_DATE_HEADER } from '@/domain/loyalty';
import type { RequestFn } from './session';
import type { CallOptions } from './types';

export interface WalletHistoryRequest {
  /** 1-based. */
  page: number;
  /** The logged-in customer's own mobile. */
  mobile: string;
  loyaltyProgramCode?: string;
  /** The India day (YYYY-MM-DD) the history starts at, going back; the newest entries without it. */
  transactionDate?: string;
}

export function walletApi(request: RequestFn) {
  return {
    /** SPEC 7 wallet history: a page of credits and debits, newest first, with the balance. */
    getWalletHistory: (history: WalletHistoryRequest, options: CallOptions = {}) =>
      request<WalletHistoryPage>(ENDPOINTS.getWalletHistory, {
        query: { page: history.page, mobile: history.mobile, loyaltyProgramCode: history.loyaltyProgramCode },
        headers: { [TRANSACTION_DATE_HEADER]: history.transactionDate },
        signal: options.signal,
      }),
  };
}
