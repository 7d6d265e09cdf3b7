/**
 * Payments (SPEC 7): payment options, server card validation, transaction status polling (GET or POST at
 * the server-given url), the customer cancelling a pending payment (owner only), dropping a REMOVE_PROMO coupon (SPEC 7
 * Delete promo on payment, owner only) and the gateway's callback, which must carry the gateway's `checksum` header:
 * a bad or missing checksum answers 400 and changes nothing.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { CallbackAck } from '@/contract/payments';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import type { Caller } from '../services/cart';
import type { Checkout } from '../services/orders';
import { CHECKOUT_ERROR_CODES } from '../services/payments/messages';
import { paymentOptions, validateCardBin } from '../services/payments/methods';
import { dropPromo } from '../services/payments/removePromo';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { callerOf, orderNotFound } from './orders';
import { serverText } from '../texts';

const MAX_CHECKSUM = 256;

export function paymentRoutes(db: Database, tokens: TokenService, checkout: Checkout): Hono {
  const auth = requireAuth(tokens);
  const transactionStatus = async (c: Context, caller: Caller) => {
    const status = await checkout.transactionStatus(caller, c.req.param('orderTransactionId') ?? '');
    return status ? c.json(status) : orderNotFound(c);
  };
  return new Hono()
    .get(E.getPaymentOptions.path, auth, validated('getPaymentOptions'), async (c) =>
      c.json(await paymentOptions(db, c.get('userId'), checkout.now())),
    )
    .get(E.validateCard.path, auth, validated('validateCard'), (c) => c.json(validateCardBin(c.get('query').bin)))
    .get(routePath(E.getTransactionStatus.path), auth, (c) => transactionStatus(c, callerOf(c)))
    .post(routePath(E.pollTransactionStatus.path), auth, (c) => transactionStatus(c, callerOf(c)))
    .post(routePath(E.cancelPayment.path), auth, async (c) => {
      const status = await checkout.cancelPayment(callerOf(c), c.req.param('orderTransactionId') ?? '');
      return status ? c.json(status) : orderNotFound(c);
    })
    .delete(routePath(E.deletePromoOnPayment.path), auth, async (c) => {
      const result = await dropPromo(db, checkout, callerOf(c), c.req.param('orderTransactionId') ?? '');
      if (result.type === 'notFound') return orderNotFound(c);
      if (result.type === 'refused') return errorResponse(c, 409, result.error);
      return c.json(result.answer);
    })
    .post(E.receivePaymentCallback.path, validated('receivePaymentCallback'), async (c) => {
      const checksum = (c.req.header('checksum') ?? '').slice(0, MAX_CHECKSUM);
      const result = await checkout.receiveCallback({ body: c.get('body'), checksum });
      if (result === 'unknown')
        return errorResponse(c, 404, { code: CHECKOUT_ERROR_CODES.paymentNotFound, displayMsg: serverText('paymentNotFound') });
      if (result === 'badChecksum')
        return errorResponse(c, 400, { code: CHECKOUT_ERROR_CODES.checksumInvalid, displayMsg: serverText('checksumInvalid') });
      const ack: CallbackAck = { received: true };
      return c.json(ack);
    });
}
