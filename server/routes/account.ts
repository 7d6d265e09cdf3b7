/**
 * The logged-in owner's account: GET/PUT profile, GET walletSummary, PUT setPassword, DELETE deleteAccount.
 * Another user's account answers 403 Unauthorized_access (SPEC 6).
 */
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { Database } from '../db/client';
import { requireAuth, requireLogin, requireOwner } from '../http/auth';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import { deleteAccount, getProfile, setPassword, updateProfile, walletSummary } from '../services/accounts';
import type { TokenService } from '../services/tokens';
import { serverText } from '../texts';

/** Contract paths name parameters `{userId}`; Hono routes name them `:userId`. */
export const routePath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

export function accountRoutes(db: Database, tokens: TokenService, now: () => Date): Hono {
  const owner = [requireAuth(tokens), requireOwner()] as const;
  // SPEC 6: wallet calls are for logged-in customers only, so a guest's token answers 401 before the owner check.
  const loggedInOwner = [requireAuth(tokens), requireLogin(), requireOwner()] as const;
  return new Hono()
    .get(routePath(E.getProfile.path), ...owner, async (c) => {
      const profile = await getProfile(db, c.get('userId'));
      return profile ? c.json(profile) : errorResponse(c, 404, { code: ERROR_CODES.notFound, displayMsg: serverText('profileNotFound') });
    })
    .put(routePath(E.updateProfile.path), ...owner, validated('updateProfile'), async (c) => {
      const profile = await updateProfile(db, c.get('userId'), c.get('body'));
      return profile ? c.json(profile) : errorResponse(c, 404, { code: ERROR_CODES.notFound, displayMsg: serverText('profileNotFound') });
    })
    .get(routePath(E.getWalletSummary.path), ...loggedInOwner, async (c) => c.json(await walletSummary(db, c.get('userId'), now())))
    .put(routePath(E.setPassword.path), ...owner, validated('setPassword'), async (c) => {
      await setPassword(db, c.get('userId'), c.get('body').password, c.get('sessionId'));
      return c.body(null, 204);
    })
    .delete(routePath(E.deleteAccount.path), ...owner, async (c) => {
      await deleteAccount(db, c.get('userId'));
      return c.body(null, 204);
    });
}
