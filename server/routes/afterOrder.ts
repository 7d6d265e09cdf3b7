/**
 * After the order (SPEC 7 order history, tracker, track-other-order, favourite order save, invoice; reorder; a failed
 * order's refund taken to the Slice wallet):
 * signed-in callers (guest or logged in), each reaching only their own orders (another's answers 404), except
 * track-other-order, which finds an order by the mobile number it was placed with and its Slice order id.
 * recent orders are for logged-in customers only (SPEC 6).
 * `/orders/history`, `/orders/recent-orders` and `/orders/track` are registered before `/orders/:orderId` so that it does not take them;
 * the order routes (recent, confirm, status, transactions) are mounted before this module.
 */
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { Database } from '../db/client';
import { requireAuth, requireLogin } from '../http/auth';
import { errorResponse } from '../http/errors';
import { limitPerAddress, type RouteLimit } from '../http/rateLimit';
import { validated } from '../http/validate';
import type { Clock } from '../services/clock';
import { invoiceFileName } from '@/domain/afterOrder';
import { INVOICE_CONTENT_TYPE, INVOICE_ERROR_CODE, invoicePdf } from '../services/invoice';
import { orderPointsOf as pointsOf } from '../services/loyaltySpend';
import { getAppConfig } from '../services/config';
import { findOwnOrder, historyPage, orderDetails, recentOrders, setFavourite } from '../services/orderHistory';
import { ticketOfOrder } from '../services/feedback/feedback';
import { findOrderByMobile, trackerOf } from '../services/orderTracking';
import type { PaymentGateway } from '../services/payments/gateway';
import { moveRefundToWallet, refundsForDetails } from '../services/payments/walletRefund';
import { reorder } from '../services/reorder';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { callerOf, orderNotFound } from './orders';
import { serverText } from '../texts';

export interface AfterOrderOptions {
  db: Database;
  tokens: TokenService;
  clock: Clock;
  /** env TIME_SCALE: the tracker's poll interval shrinks by it (stage plans are stored with it at confirmation). */
  timeScale: number;
  /** Track-another-order lookups per client address: guessing mobiles and order ids stays slow. */
  trackLimit: RouteLimit;
  /** The gateway that took an order's payment, by provider (refund to wallet). */
  gatewayOf(provider: string): PaymentGateway;
}

export function afterOrderRoutes({ db, tokens, clock, timeScale, trackLimit, gatewayOf }: AfterOrderOptions): Hono {
  const auth = requireAuth(tokens);
  const trackLookups = limitPerAddress({ ...trackLimit, secret: tokens.secret, scope: 'track-order' });
  const orderIdOf = (c: { req: { param(name: string): string | undefined } }) => c.req.param('orderId') ?? '';
  return new Hono()
    .get(E.getOrderHistory.path, auth, validated('getOrderHistory'), async (c) =>
      c.json(await historyPage(db, c.get('userId'), c.get('query'), clock())),
    )
    .get(E.getRecentOrders.path, auth, requireLogin(), async (c) => {
      const { quickOrderCount } = await getAppConfig(db);
      return c.json(await recentOrders(db, c.get('userId'), quickOrderCount, clock()));
    })
    .get(E.trackOtherOrder.path, auth, trackLookups, validated('trackOtherOrder'), async (c) => {
      const { mobile, orderId } = c.get('query');
      const found = await findOrderByMobile(db, mobile, orderId);
      return found ? c.json(trackerOf(found, clock(), timeScale)) : orderNotFound(c);
    })
    .get(routePath(E.getOrderDetails.path), auth, async (c) => {
      const found = await findOwnOrder(db, c.get('userId'), orderIdOf(c));
      if (!found) return orderNotFound(c);
      return c.json({
        ...orderDetails(found, clock(), await refundsForDetails(db, callerOf(c), found.order)),
        points: await pointsOf(db, found.order),
        ticket: await ticketOfOrder(db, found.order.id, clock(), { timeScale }),
      });
    })
    .post(routePath(E.refundToWallet.path), auth, async (c) => {
      const caller = callerOf(c);
      const found = await findOwnOrder(db, caller.userId, orderIdOf(c));
      if (!found) return orderNotFound(c);
      const refused = await moveRefundToWallet(db, gatewayOf, caller, found.order, new Date(clock()));
      if (refused) return errorResponse(c, 400, refused);
      return c.json({
        ...orderDetails(found, clock(), await refundsForDetails(db, caller, found.order)),
        points: await pointsOf(db, found.order),
        ticket: await ticketOfOrder(db, found.order.id, clock(), { timeScale }),
      });
    })
    .get(routePath(E.getOrderTracker.path), auth, async (c) => {
      const found = await findOwnOrder(db, c.get('userId'), orderIdOf(c));
      return found ? c.json(trackerOf(found, clock(), timeScale)) : orderNotFound(c);
    })
    .put(routePath(E.setOrderFavourite.path), auth, validated('setOrderFavourite'), async (c) => {
      const saved = await setFavourite(db, c.get('userId'), orderIdOf(c), c.get('body').favourite);
      return saved ? c.body(null, 204) : orderNotFound(c);
    })
    .post(routePath(E.reorder.path), auth, async (c) => {
      const found = await findOwnOrder(db, c.get('userId'), orderIdOf(c));
      if (!found) return orderNotFound(c);
      const result = await reorder(db, callerOf(c), found, new Date(clock()));
      return result.ok ? c.json(result.answer) : errorResponse(c, 400, result.error);
    })
    .get(routePath(E.getInvoice.path), auth, async (c) => {
      const found = await findOwnOrder(db, c.get('userId'), orderIdOf(c));
      if (!found) return orderNotFound(c);
      if (found.order.status !== 'CONFIRMED')
        return errorResponse(c, 400, { code: INVOICE_ERROR_CODE, displayMsg: serverText('invoiceNotAvailable') });
      const pdf = await invoicePdf(found);
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': INVOICE_CONTENT_TYPE,
        'content-disposition': `attachment; filename="${invoiceFileName(found.order.sliceOrderId)}"`,
      });
    });
}
