/**
 * The Slice wallet's history (SPEC 7 wallet history, SPEC 6 logged-in only): a guest's token answers 401, a mobile
 * other than the caller's 403 Unauthorized_access, so another customer's history is never read. The optional
 * transactionDate header (YYYY-MM-DD, an India day) starts the history at that day and goes back from it.
 */
import { Hono } from 'hono';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { transactionDateHeader } from '@/contract/wallet';
import { TRANSACTION_DATE_HEADER } from '@/domain/loyalty';
import type { Database } from '../db/client';
import { requireAuth, requireLogin } from '../http/auth';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { describeIssue, validated } from '../http/validate';
import { isOwnMobile, walletHistory } from '../services/wallet';
import type { TokenService } from '../services/tokens';
import { serverText } from '../texts';

export function walletRoutes(db: Database, tokens: TokenService, now: () => Date): Hono {
  return new Hono().get(E.getWalletHistory.path, requireAuth(tokens), requireLogin(), validated('getWalletHistory'), async (c) => {
    const { page, mobile } = c.get('query');
    const header = c.req.header(TRANSACTION_DATE_HEADER);
    const startDay = header === undefined ? null : transactionDateHeader.safeParse(header, { reportInput: true });
    if (startDay?.success === false) {
      const [issue] = startDay.error.issues;
      const displayMsg = issue ? describeIssue({ ...issue, path: [TRANSACTION_DATE_HEADER] }) : serverText('invalidQuery');
      return errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg });
    }
    const userId = c.get('userId');
    if (!(await isOwnMobile(db, userId, mobile))) {
      return errorResponse(c, 403, { code: AUTH_ERROR_CODES.unauthorizedAccess, displayMsg: serverText('notOwner') });
    }
    return c.json(await walletHistory(db, userId, { page, startDay: startDay?.data ?? null }, now()));
  });
}
