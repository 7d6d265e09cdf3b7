/**
 * A payment step the order submit hands to a sub-flow (COD OTP, e-voucher PIN or OTP, removing a coupon, linking a
 * wallet, adding money, an Amazon Pay charge): the sub-flow gets the confirm answer that asked for it and ends with
 * the server's next action for the same order, or with the customer going back to choose another payment.
 */
import type { InitiateOrderPaymentResponse } from '@/contract/orders';

export interface PaymentStepInput {
  /** The confirm answer whose action names this step. */
  payment: InitiateOrderPaymentResponse;
}

/** `next`: the server's next action for the order (the order submit follows it); `back`: choose another way to pay. */
export type PaymentStepOutput = { type: 'next'; payment: InitiateOrderPaymentResponse } | { type: 'back' };

export const isNextAction = (output: PaymentStepOutput): output is Extract<PaymentStepOutput, { type: 'next' }> => output.type === 'next';
