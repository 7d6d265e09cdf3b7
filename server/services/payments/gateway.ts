/**
 * The payment gateway as the order service sees it (DESIGN: each third party behind an interface, so a
 * real provider can replace the sandbox). Payments are created under the merchant's own reference, so
 * creating the same payment again answers the one already made (one charge per order).
 */
import type { PaymentProvider, PaymentType, UpiMode } from '@/contract/codes';
import type { GatewayCallbackBody } from '@/contract/payments';

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
  /** FAILED because the merchant cancelled it (rather than declined, timed out or failed at the bank). */
  cancelled: boolean;
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

/**
 * How a gateway reaches the merchant when a payment ends (the callback route's own handler, or an HTTP POST to it):
 * true when the merchant acknowledged it (a 2xx); anything else, or a throw, is retried.
 */
export type CallbackSink = (callback: SignedCallback) => Promise<boolean>;

/** A refund as the gateway knows it: PENDING until it settles at the customer's bank, CANCELLED when withdrawn before that. */
export type GatewayRefundStatus = 'PENDING' | 'SETTLED' | 'CANCELLED';

export interface GatewayRefund {
  refundId: string;
  status: GatewayRefundStatus;
  /** When it settled; null before. */
  settledAt: Date | null;
}

/**
 * A card OTP entered in the merchant's app: `accepted` (the bank took it; the outcome comes as for any payment),
 * `wrong` (`attemptsLeft` more tries), `failed` (no tries left: the payment failed), `sent` (a new code is on its
 * way) or `notAwaited` (the payment is not waiting for a code).
 */
export type CardOtpOutcome = { outcome: 'accepted' | 'failed' | 'notAwaited' } | { outcome: 'wrong' | 'sent'; attemptsLeft: number };

export interface PaymentGateway {
  createPayment(input: CreatePaymentInput): Promise<GatewayPayment>;
  /** The payment as the gateway knows it now (a UPI collect past its time is failed here); null when unknown. */
  status(paymentId: string): Promise<GatewayPayment | null>;
  /**
   * Cancels an open payment: the gateway takes no money for it afterwards. Answers the payment after the call:
   * FAILED when it was cancelled (or had failed), SUCCESS when it had been paid first; null when unknown.
   */
  cancel(paymentId: string): Promise<GatewayPayment | null>;
  /** Starts the refund of what a payment debited that the merchant will not keep; the gateway's refund id, or null when nothing is due. */
  refund(paymentId: string): Promise<string | null>;
  refundStatus(refundId: string): Promise<GatewayRefund | null>;
  /** Withdraws a refund that has not settled; true when it is cancelled (now or before), false when it had settled. */
  cancelRefund(refundId: string): Promise<boolean>;
  /** True when the checksum is the gateway's signature of the body. */
  verifyCallback(body: GatewayCallbackBody, checksum: string): Promise<boolean>;
  /** Card OTP in the merchant's app (SPEC 7 Card OTP), for gateways that offer it. */
  submitCardOtp?(paymentId: string, otp: string): Promise<CardOtpOutcome>;
  /** SPEC 7 Card OTP resend. */
  resendCardOtp?(paymentId: string): Promise<CardOtpOutcome>;
}
