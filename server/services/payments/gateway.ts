/**
 * The payment gateway as the order service sees it (DESIGN: each third party behind an interface, so a
 * real provider can replace the sandbox). Payments are created under the merchant's own reference, so
 * creating the same payment again answers the one already made (one charge per order).
 */
import type { GatewayCallbackBody, PaymentProvider, PaymentType, UpiMode } from '@/api/contract';

export interface CreatePaymentInput {
  /** The merchant's payment reference (payment_tranx_id). */
  paymentId: string;
  orderTransactionId: string;
  provider: PaymentProvider;
  paymentType: PaymentType;
  amountPaise: number;
  /** UPI only: the mode and, for collect, the customer's VPA. */
  upi: { mode: UpiMode; vpa: string | null } | null;
  /** Where the hosted page sends the customer when it is done (a path of the merchant's site). */
  returnUrl: string;
}

export type GatewayPaymentStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

export interface GatewayPayment {
  paymentId: string;
  orderTransactionId: string;
  status: GatewayPaymentStatus;
  /** What was taken from the customer; a failed payment with a debit is refunded. */
  debitedPaise: number;
  /** The hosted payment page. */
  processUrl: string;
  /** UPI intent: the upi://pay link; null otherwise. */
  intentUrl: string | null;
}

/** A signed callback: the body and its `checksum` header. */
export interface SignedCallback {
  body: GatewayCallbackBody;
  checksum: string;
}

/** How a gateway reaches the merchant when a payment ends (the callback route's own handler, or an HTTP POST to it). */
export type CallbackSink = (callback: SignedCallback) => Promise<void>;

export interface PaymentGateway {
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;
  /** The payment as the gateway knows it now (a UPI collect past its time is failed here); null when unknown. */
  status(paymentId: string): Promise<GatewayPayment | null>;
  /** Starts the refund of what a failed payment debited; the gateway's refund id, or null when nothing is due. */
  refund(paymentId: string): Promise<string | null>;
  /** True when the checksum is the gateway's signature of the body. */
  verifyCallback(body: GatewayCallbackBody, checksum: string): Promise<boolean>;
}
