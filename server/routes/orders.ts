/**
 * Orders (SPEC 7 confirm order batch, order status; SPEC 8 duplicate-order warning; SPEC 3 order summary):
 * signed-in callers (guest or logged in), each seeing only their own orders (another's answers 404).
 * The confirm body is validated at the edge: a bad body answers 400 errors[0] and writes nothing.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { AUTH_ERROR_CODES, PATHS, type ConfirmOrderBody } from '@/api/contract';
import { DELIVERY_TYPES, OPTIONAL_CHARGE_CODE, VEHICLE_DETAILS_MAX } from '@/domain/constants';
import { HOUSE_NO_MAX, LANDMARK_MAX } from '@/domain/address';
import { FIRST_NAME_MAX, LAST_NAME_MAX } from '@/domain/validation';
import { requireAuth, type AuthVariables } from '../http/auth';
import { errorResponse } from '../http/errors';
import { mobileField } from '../http/schemas';
import { jsonBody, USER_FACING } from '../http/validate';
import type { Caller } from '../services/cart';
import type { Checkout } from '../services/orders';
import { CHECKOUT_ERROR_CODES } from '../services/payments/messages';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { MAX_TIP_PAISE } from './cart';
import { isSameOriginPath } from './socialSandbox';
import { serverText } from '../texts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
const ID = z.string().min(1).max(64);
const PAYMENT_ID = z.string().min(1).max(32);
const MAX_EMAIL = 50;
const MAX_URL = 1024;
const MAX_INSTRUCTIONS = 250;
const MAX_DELIVERY_ADDRESS = 500;
const MAX_PRICE_PAISE = 100_000_000;
const MAX_VPA = 100;
const MAX_BANK_CODE = 20;
/** name@handle, as UPI addresses are written. */
const VPA = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,64}$/;

/** SPEC 5: a delivery order names the house or flat number, unless it goes to a saved address (which has one). */
function hasHouseNo(details: { deliveryType: string; addressId: string | null; deliveryLocation: { houseNo?: string | undefined } | null }): boolean {
  return details.deliveryType !== 'D' || details.addressId !== null || Boolean(details.deliveryLocation?.houseNo);
}

const orderDetails = z.object({
  addressId: ID.nullable(),
  cartId: z.string().max(64),
  deliveryType: z.enum(DELIVERY_TYPES),
  price: z.number().int().min(0).max(MAX_PRICE_PAISE),
  userDetails: z.object({
    firstName: z.string().trim().max(FIRST_NAME_MAX),
    lastName: z.string().trim().max(LAST_NAME_MAX),
    mobile: mobileField,
    email: z.string().trim().max(MAX_EMAIL),
  }),
  zeroContactDelivery: z.boolean(),
  tip: z.number().int().min(0).max(MAX_TIP_PAISE),
  advancedTime: z.number().int().positive().nullable(),
  optedOptionalCharges: z.array(z.object({ chargeTypeCode: z.literal(OPTIONAL_CHARGE_CODE), selected: z.boolean() })).max(1),
  additonalUserIdentification: z.string().trim().max(VEHICLE_DETAILS_MAX).nullable(),
  deliveryLocation: z
    .object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      address: z.string().trim().max(MAX_DELIVERY_ADDRESS),
      houseNo: z.string().trim().max(HOUSE_NO_MAX).optional(),
      landmark: z.string().trim().max(LANDMARK_MAX).optional(),
    })
    .nullable(),
  deliveryInstructions: z.string().max(MAX_INSTRUCTIONS),
  language: z.literal('en'),
}).refine(hasHouseNo, { error: () => serverText('houseNoRequired'), params: USER_FACING, path: ['deliveryLocation', 'houseNo'] });

const paymentDetails = z.object({
  primaryPaymentId: PAYMENT_ID,
  secondaryPaymentId: PAYMENT_ID.nullable(),
  transactionStatusUrl: z.string().max(MAX_URL).refine(isSameOriginPath, { error: () => serverText('transactionStatusUrlInvalid'), params: USER_FACING }),
  loyaltyEligible: z.boolean(),
  cardInitialDigits: z
    .string()
    .regex(/^\d{6}$/)
    .nullable(),
  instrumentDetails: z
    .object({
      upiMode: z.enum(['INTENT', 'COLLECT']).optional(),
      vpa: z.string().trim().max(MAX_VPA).regex(VPA).optional(),
      bankCode: z.string().max(MAX_BANK_CODE).optional(),
    })
    .nullable(),
});

export const confirmOrderBody = z.object({
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY),
  orderDetails,
  paymentDetails,
}) satisfies z.ZodType<ConfirmOrderBody, unknown>;

interface AuthContext {
  get<K extends keyof AuthVariables>(key: K): AuthVariables[K];
}
export const callerOf = (c: AuthContext): Caller => ({ userId: c.get('userId'), loggedIn: c.get('loggedIn') });

export const orderNotFound = (c: Context) => errorResponse(c, 404, { code: CHECKOUT_ERROR_CODES.orderNotFound, displayMsg: serverText('orderNotFound') });

export function orderRoutes(tokens: TokenService, checkout: Checkout): Hono {
  const auth = requireAuth(tokens);
  const transactionId = (c: Context) => c.req.param('orderTransactionId') ?? '';
  return new Hono()
    .post(PATHS.confirmOrder, auth, jsonBody(confirmOrderBody), async (c) => {
      const queried = c.req.query('userId');
      if (queried !== undefined && queried !== c.get('userId')) {
        return errorResponse(c, 403, { code: AUTH_ERROR_CODES.unauthorizedAccess, displayMsg: serverText('orderUserMismatch') });
      }
      return c.json(await checkout.confirm(callerOf(c), c.get('body')));
    })
    .get(PATHS.recentOrder, auth, async (c) => c.json(await checkout.recent(callerOf(c))))
    .get(routePath(PATHS.orderStatus), auth, async (c) => {
      const status = await checkout.orderStatus(callerOf(c), transactionId(c));
      return status ? c.json(status) : orderNotFound(c);
    })
    .get(routePath(PATHS.orderSummary), auth, async (c) => {
      const summary = await checkout.summary(callerOf(c), transactionId(c));
      return summary ? c.json(summary) : orderNotFound(c);
    });
}
