/**
 * Payment options, server card validation, transaction status polling and the gateway's callback
 * (SPEC 4 payment types, providers and polling; SPEC 5 card validation; SPEC 7).
 */
import { z } from 'zod';
import { CARD_BIN, MAX_GATEWAY_REFERENCE } from '@/domain/limits';
import { PAYMENT_PROVIDERS, PAYMENT_TYPES, UPI_MODES } from './codes';
import { errorItem } from './errors';
import { shortCode } from './fields';

export const paymentType = z.enum(PAYMENT_TYPES);
export const paymentProvider = z.enum(PAYMENT_PROVIDERS);
export const upiMode = z.enum(UPI_MODES);

/** A way to pay offered at checkout; `enabled` is SPEC 4 flag E/D. */
export const paymentMethod = z.object({
  /** Payment id sent back as primaryPaymentId / secondaryPaymentId. */
  paymentId: z.string(),
  paymentType,
  name: z.string(),
  provider: paymentProvider.nullable(),
  enabled: z.enum(['E', 'D']),
  /** UPI only. */
  upiModes: z.array(upiMode).optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** GET paymentOptions query: the store the order is for. */
export const paymentOptionsQuery = z.object({ storeId: shortCode.optional() });

/** GET paymentOptions. */
export const paymentOptionsResponse = z.object({
  methods: z.array(paymentMethod),
  /** SPEC 7 last successful payment option of the caller; null when none. */
  lastUsedPaymentId: z.string().nullable(),
  /** The Slice wallet balance, paise (SPEC 9 default 0). */
  walletBalance: z.number(),
});
export type PaymentOptionsResponse = z.infer<typeof paymentOptionsResponse>;

/** GET cardValidation query: the first 6 digits of the card. */
export const cardValidationQuery = z.object({ bin: z.string().regex(CARD_BIN) });

/** GET cardValidation: SPEC 5: FAILED shows errors[0].displayMsg; a call error counts as valid. */
export const cardValidationResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('SUCCESS') }),
  z.object({ status: z.literal('FAILED'), errors: z.array(errorItem) }),
]);
export type CardValidationResponse = z.infer<typeof cardValidationResponse>;

/** SPEC 7 pollingData: server-given duration and interval, seconds. */
export const pollingData = z.object({
  duration: z.number(),
  interval: z.number(),
  method: z.enum(['GET', 'POST']),
  url: z.string(),
});
export type PollingData = z.infer<typeof pollingData>;

/** SPEC 4 transaction polling result; also the answer to the customer cancelling a pending payment. */
export const transactionStatusResponse = z.object({
  transactionStatus: z.enum(['SUCCESS', 'IN_PROGRESS', 'FAILED']),
  displayMsg: z.string().optional(),
});
export type TransactionStatusResponse = z.infer<typeof transactionStatusResponse>;

const gatewayReference = z.string().min(1).max(MAX_GATEWAY_REFERENCE);

/** POST paymentCallback (gateway to server), signed by the `checksum` header. */
export const gatewayCallbackBody = z.object({
  order_transaction_id: gatewayReference,
  payment_tranx_id: gatewayReference,
  status: z.enum(['SUCCESS', 'FAILED']),
});
export type GatewayCallbackBody = z.input<typeof gatewayCallbackBody>;

/** POST paymentCallback acknowledges a callback it took. */
export const callbackAck = z.object({ received: z.literal(true) });
export type CallbackAck = z.infer<typeof callbackAck>;
