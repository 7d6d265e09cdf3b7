/**
 * After the order (SPEC 7 order history, tracker, track-other-order, favourite order save, invoice; reorder; a failed
 * order's refund taken to the Slice wallet):
 * signed-in callers (guest or logged in), each reaching only their own orders (another's answers 404), except
 * track-other-order, which finds an order by the mobile number it was placed with and its Slice order id.
 * `/orders/history` and `/orders/track` are registered before `/orders/:orderId` so that it does not take them;
 * the order routes (recent, confirm, status, transactions) are mounted before this module.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { PATHS, type FavouriteOrderBody } from '@/api/contract';
import { TRACK_MOBILE_REQUIRED, TRACK_ORDER_ID_REQUIRED } from '@/domain/tracking';
import { validateMobile } from '@/domain/validation';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { errorResponse } from '../http/errors';
import { limitPerAddress, type RouteLimit } from '../http/rateLimit';
import { jsonBody, queryParams, USER_FACING } from '../http/validate';
import type { Clock } from '../services/clock';
import { invoiceFileName } from '@/domain/afterOrder';
import { INVOICE_CONTENT_TYPE, INVOICE_ERROR_CODE, invoicePdf } from '../services/invoice';
import { findOwnOrder, historyPage, orderDetails, setFavourite } from '../services/orderHistory';
import { SLICE_ORDER_ID_PATTERN } from '../services/orders';
import { findOrderByMobile, trackerOf } from '../services/orderTracking';
import type { PaymentGateway } from '../services/payments/gateway';
import { moveRefundToWallet, refundsForDetails } from '../services/payments/walletRefund';
import { reorder } from '../services/reorder';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { callerOf, orderNotFound } from './orders';
import { serverText, serverValidationText } from '../texts';

/** SPEC 5 track order messages: the app's texts. */
export { TRACK_MOBILE_REQUIRED, TRACK_ORDER_ID_REQUIRED };
/** Far past any page a customer scrolls to; larger numbers are refused. */
const MAX_PAGE_NO = 100_000;
const MAX_QUERY_FIELD = 64;

/** A query value checked by a rule answering a user-facing message (or null), trimmed; absent counts as empty. */
const checkedField = (check: (value: string) => string | null) =>
  z
    .string()
    .max(MAX_QUERY_FIELD)
    .default('')
    .transform((value, ctx) => {
      const trimmed = value.trim();
      const message = check(trimmed);
      if (message !== null) ctx.addIssue({ code: 'custom', message, params: USER_FACING });
      return trimmed;
    });

const trackQuery = z.object({
  mobile: checkedField((value) => {
    if (value === '') return serverText('trackMobileRequired');
    const problem = validateMobile(value);
    return problem === null ? null : serverValidationText(problem);
  }),
  orderId: checkedField((value) => {
    if (value === '') return serverText('trackOrderIdRequired');
    return SLICE_ORDER_ID_PATTERN.test(value.toUpperCase()) ? null : serverText('trackOrderIdInvalid');
  }).transform((value) => value.toUpperCase()),
});

const historyQuery = z.object({
  pageNo: z
    .string()
    .regex(/^\d{1,6}$/)
    .default('1')
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_PAGE_NO)),
  favourites: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});

const favouriteBody = z.object({ favourite: z.boolean() }) satisfies z.ZodType<FavouriteOrderBody, unknown>;

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
    .get(PATHS.orderHistory, auth, queryParams(historyQuery), async (c) =>
      c.json(await historyPage(db, c.get('userId'), c.get('query'), clock())),
    )
    .get(PATHS.trackOtherOrder, auth, trackLookups, queryParams(trackQuery), async (c) => {
      const { mobile, orderId } = c.get('query');
      const found = await findOrderByMobile(db, mobile, orderId);
      return found ? c.json(trackerOf(found, clock(), timeScale)) : orderNotFound(c);
    })
    .get(routePath(PATHS.orderDetails), auth, async (c) => {
      const found = await findOwnOrder(db, c.get('userId'), orderIdOf(c));
      if (!found) return orderNotFound(c);
      return c.json(orderDetails(found, clock(), await refundsForDetails(db, callerOf(c), found.order)));
    })
    .post(routePath(PATHS.refundToWallet), auth, async (c) => {
      const caller = callerOf(c);
      const found = await findOwnOrder(db, caller.userId, orderIdOf(c));
      if (!found) return orderNotFound(c);
      const refused = await moveRefundToWallet(db, gatewayOf, caller, found.order, new Date(clock()));
      if (refused) return errorResponse(c, 400, refused);
      return c.json(orderDetails(found, clock(), await refundsForDetails(db, caller, found.order)));
    })
    .get(routePath(PATHS.orderTracker), auth, async (c) => {
      const found = await findOwnOrder(db, c.get('userId'), orderIdOf(c));
      return found ? c.json(trackerOf(found, clock(), timeScale)) : orderNotFound(c);
    })
    .put(routePath(PATHS.orderFavourite), auth, jsonBody(favouriteBody), async (c) => {
      const saved = await setFavourite(db, c.get('userId'), orderIdOf(c), c.get('body').favourite);
      return saved ? c.body(null, 204) : orderNotFound(c);
    })
    .post(routePath(PATHS.reorder), auth, async (c) => {
      const found = await findOwnOrder(db, c.get('userId'), orderIdOf(c));
      if (!found) return orderNotFound(c);
      const result = await reorder(db, callerOf(c), found, new Date(clock()));
      return result.ok ? c.json(result.answer) : errorResponse(c, 400, result.error);
    })
    .get(routePath(PATHS.orderInvoice), auth, async (c) => {
      const found = await findOwnOrder(db, c.get('userId'), orderIdOf(c));
      if (!found) return orderNotFound(c);
      if (found.order.status !== 'CONFIRMED') return errorResponse(c, 400, { code: INVOICE_ERROR_CODE, displayMsg: serverText('invoiceNotAvailable') });
      const pdf = await invoicePdf(found);
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': INVOICE_CONTENT_TYPE,
        'content-disposition': `attachment; filename="${invoiceFileName(found.order.sliceOrderId)}"`,
      });
    });
}
