/**
 * Orders (SPEC 7 confirm order batch, order status; SPEC 8 duplicate-order warning; SPEC 3 order summary):
 * signed-in callers (guest or logged in), each seeing only their own orders (another's answers 404).
 * The confirm body is validated at the edge: a bad body answers 400 errors[0] and writes nothing. Submitting a guest's
 * pending cash order (SPEC 7 submit order, SPEC 4 login) is for the logged-in customer of its mobile: a guest gets 401.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { requireAuth, requireLogin, type AuthVariables } from '../http/auth';
import { errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import type { Caller } from '../services/cart';
import type { Checkout } from '../services/orders';
import { createGuestOrders } from '../services/payments/guestOrder';
import { CHECKOUT_ERROR_CODES } from '../services/payments/messages';
import type { Database } from '../db/client';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { serverText } from '../texts';

interface AuthContext {
  get<K extends keyof AuthVariables>(key: K): AuthVariables[K];
}
export const callerOf = (c: AuthContext): Caller => ({ userId: c.get('userId'), loggedIn: c.get('loggedIn') });

export const orderNotFound = (c: Context) =>
  errorResponse(c, 404, { code: CHECKOUT_ERROR_CODES.orderNotFound, displayMsg: serverText('orderNotFound') });

export function orderRoutes(db: Database, tokens: TokenService, checkout: Checkout): Hono {
  const auth = requireAuth(tokens);
  const guestOrders = createGuestOrders(db, checkout);
  const transactionId = (c: Context) => c.req.param('orderTransactionId') ?? '';
  return new Hono()
    .post(E.confirmOrder.path, auth, validated('confirmOrder'), async (c) => {
      const queried = c.get('query').userId;
      if (queried !== undefined && queried !== c.get('userId')) {
        return errorResponse(c, 403, { code: AUTH_ERROR_CODES.unauthorizedAccess, displayMsg: serverText('orderUserMismatch') });
      }
      return c.json(await checkout.confirm(callerOf(c), c.get('body')));
    })
    .get(E.getRecentOrder.path, auth, async (c) => c.json(await checkout.recent(callerOf(c))))
    .get(routePath(E.getOrderStatus.path), auth, async (c) => {
      const status = await checkout.orderStatus(callerOf(c), transactionId(c));
      return status ? c.json(status) : orderNotFound(c);
    })
    .post(routePath(E.submitPendingOrder.path), auth, requireLogin(), async (c) => {
      const answer = await guestOrders.submit(callerOf(c), transactionId(c));
      return answer ? c.json(answer) : orderNotFound(c);
    })
    .get(routePath(E.getOrderSummary.path), auth, async (c) => {
      const summary = await checkout.summary(callerOf(c), transactionId(c));
      return summary ? c.json(summary) : orderNotFound(c);
    });
}
