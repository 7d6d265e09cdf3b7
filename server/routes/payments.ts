/**
 * Payments (SPEC 7): payment options, server card validation, transaction status polling (GET or POST at
 * the server-given url), the customer cancelling a pending payment (owner only) and the gateway's callback, which must carry the gateway's `checksum` header:
 * a bad or missing checksum answers 400 and changes nothing.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { PATHS, type GatewayCallbackBody } from '@/api/contract';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { errorResponse } from '../http/errors';
import { jsonBody, queryParams } from '../http/validate';
import type { Caller } from '../services/cart';
import type { Checkout } from '../services/orders';
import { CHECKOUT_ERROR_CODES } from '../services/payments/messages';
import { paymentOptions, validateCardBin } from '../services/payments/methods';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { callerOf, orderNotFound } from './orders';
import { serverText } from '../texts';

const REFERENCE = z.string().min(1).max(128);
const MAX_CHECKSUM = 256;

const callbackBody = z.object({
  order_transaction_id: REFERENCE,
  payment_tranx_id: REFERENCE,
  status: z.enum(['SUCCESS', 'FAILED']),
}) satisfies z.ZodType<GatewayCallbackBody, unknown>;

const cardQuery = z.object({ bin: z.string().regex(/^\d{6}$/) });

export interface CallbackAck {
  received: true;
}

export function paymentRoutes(db: Database, tokens: TokenService, checkout: Checkout): Hono {
  const auth = requireAuth(tokens);
  const transactionStatus = async (c: Context, caller: Caller) => {
    const status = await checkout.transactionStatus(caller, c.req.param('orderTransactionId') ?? '');
    return status ? c.json(status) : orderNotFound(c);
  };
  return new Hono()
    .get(PATHS.paymentOptions, auth, async (c) => c.json(await paymentOptions(db, c.get('userId'), checkout.loyaltyCreditTime())))
    .get(PATHS.cardValidation, auth, queryParams(cardQuery), (c) => c.json(validateCardBin(c.get('query').bin)))
    .get(routePath(PATHS.transactionStatus), auth, (c) => transactionStatus(c, callerOf(c)))
    .post(routePath(PATHS.transactionStatus), auth, (c) => transactionStatus(c, callerOf(c)))
    .post(routePath(PATHS.cancelPayment), auth, async (c) => {
      const status = await checkout.cancelPayment(callerOf(c), c.req.param('orderTransactionId') ?? '');
      return status ? c.json(status) : orderNotFound(c);
    })
    .post(PATHS.paymentCallback, jsonBody(callbackBody), async (c) => {
      const checksum = (c.req.header('checksum') ?? '').slice(0, MAX_CHECKSUM);
      const result = await checkout.receiveCallback({ body: c.get('body'), checksum });
      if (result === 'unknown') return errorResponse(c, 404, { code: CHECKOUT_ERROR_CODES.paymentNotFound, displayMsg: serverText('paymentNotFound') });
      if (result === 'badChecksum') return errorResponse(c, 400, { code: CHECKOUT_ERROR_CODES.checksumInvalid, displayMsg: serverText('checksumInvalid') });
      const ack: CallbackAck = { received: true };
      return c.json(ack);
    });
}
