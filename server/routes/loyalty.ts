/**
 * Pizza Pals (SPEC 7 loyalty info, enrol, ledger; SPEC 6 logged-in customers only): a guest's token answers 401.
 * Enrol sends back the card code the info call issued, with the SPEC 7 headers mobile and userId (the caller's
 * own: userId is checked against the token, mobile against the account) and utm (where the customer joined).
 */
import { Hono } from 'hono';
import { LOYALTY_ERROR_CODES } from '@/contract/codes';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { Database } from '../db/client';
import { requireAuth, requireLogin } from '../http/auth';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import type { Clock } from '../services/clock';
import { createLoyaltyMembers, ENROL_REFUSALS, enrolRefusalItem } from '../services/loyaltyMembers';
import type { TokenService } from '../services/tokens';
import { serverText } from '../texts';

/** SPEC 7 loyalty enrol header: the caller's own mobile. */
const MOBILE_HEADER = 'mobile';

export function loyaltyRoutes(db: Database, tokens: TokenService, clock: Clock, timeScale: number): Hono {
  const members = createLoyaltyMembers(db, clock, timeScale);
  const loggedIn = [requireAuth(tokens), requireLogin()] as const;
  return new Hono()
    .get(E.getLoyaltyInfo.path, ...loggedIn, async (c) => c.json(await members.info(c.get('userId'))))
    .post(E.enrolLoyalty.path, ...loggedIn, validated('enrolLoyalty'), async (c) => {
      const userId = c.get('userId');
      const mobile = c.req.header(MOBILE_HEADER);
      if (mobile === undefined) {
        return errorResponse(c, 400, { code: ERROR_CODES.badRequest, displayMsg: serverText('fieldRequired', { field: MOBILE_HEADER }) });
      }
      const result = await members.enrol({ userId, source: 'PAGE', cardCode: c.get('body').loyaltyCardCode, mobile: mobile.trim() });
      if (!result.ok) return errorResponse(c, ENROL_REFUSALS[result.reason].status, enrolRefusalItem(result.reason));
      return c.json(await members.info(userId));
    })
    .post(E.optOutLoyalty.path, ...loggedIn, async (c) => {
      const userId = c.get('userId');
      if (!(await members.optOut(userId))) {
        return errorResponse(c, 409, { code: LOYALTY_ERROR_CODES.notMember, displayMsg: serverText('loyaltyNotMember') });
      }
      return c.json(await members.info(userId));
    })
    .get(E.getLoyaltyLedger.path, ...loggedIn, validated('getLoyaltyLedger'), async (c) =>
      c.json(await members.ledger(c.get('userId'), c.get('query').page)),
    );
}
