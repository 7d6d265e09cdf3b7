/**
 * Pizza Pals calls (SPEC 7 loyalty info, enrol, ledger; SPEC 6 logged-in customers only). Bound to the client
 * by the machines that need them (`loyaltyApi(client)`), so none of it reaches the landing page.
 */
import type { LoyaltyEnrolBody, LoyaltyInfo, LoyaltyLedgerPage } from '@/contract/loyalty';
import { ENDPOINTS } from '@/contract/endpoints';
import { HEADER } from './headers';
import type { ApiTransport, CallOptions } from './types';

/** SPEC 7 loyalty enrol headers: the caller's mobile and user id, and where the enrolment came from. */
export interface LoyaltyEnrolHeaders {
  mobile: string;
  userId: string;
  utm?: string;
}

export function loyaltyApi({ request }: ApiTransport) {
  const E = ENDPOINTS;
  return {
    /** SPEC 3 Loyalty: membership, card code, balance, pending points and the programme's rules. */
    getLoyaltyInfo: (options: CallOptions = {}) => request<LoyaltyInfo>(E.getLoyaltyInfo, { signal: options.signal }),
    /** SPEC 7 loyalty enrol with the card code the info call issued; answers the membership (WAITING until confirmed). */
    enrolLoyalty: (body: LoyaltyEnrolBody, headers: LoyaltyEnrolHeaders, options: CallOptions = {}) =>
      request<LoyaltyInfo>(E.enrolLoyalty, {
        body,
        headers: { [HEADER.mobile]: headers.mobile, [HEADER.userId]: headers.userId, [HEADER.utm]: headers.utm },
        signal: options.signal,
      }),
    /** Leaves Pizza Pals: no more earning or free items; the points stay in the wallet. */
    optOutLoyalty: (options: CallOptions = {}) => request<LoyaltyInfo>(E.optOutLoyalty, { signal: options.signal }),
    /** SPEC 7 loyalty ledger, a page at a time (1-based), newest first. */
    getLoyaltyLedger: (page: number, options: CallOptions = {}) =>
      request<LoyaltyLedgerPage>(E.getLoyaltyLedger, { query: { page: String(page) }, signal: options.signal }),
  };
}
