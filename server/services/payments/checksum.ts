/** The gateway callback signature: HMAC-SHA256 (hex) of the callback fields with the merchant key. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GatewayCallbackBody } from '@/contract/payments';

const FIELD_SEPARATOR = '|';

export function callbackChecksum(key: string, body: GatewayCallbackBody): string {
  return createHmac('sha256', key)
    .update([body.order_transaction_id, body.payment_tranx_id, body.status].join(FIELD_SEPARATOR))
    .digest('hex');
}

export function checksumMatches(key: string, body: GatewayCallbackBody, checksum: string): boolean {
  const expected = Buffer.from(callbackChecksum(key, body), 'utf8');
  const given = Buffer.from(checksum, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
