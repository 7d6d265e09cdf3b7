/**
 * SPEC 7 payment-app OTP calls of the Paytm wallet (SPEC 4 PAYTM_LINK, PAYTM_ADD_MONEY, PAYTM_WITHDRAW_MONEY): send
 * the link code to the wallet's mobile, verify it with the link state and the order's cart, read the wallet balance,
 * add money, and submit the order (PUT), which pays it from the linked wallet. Amounts are paise.
 */
import { z } from 'zod';
import { IDEMPOTENCY_KEY, MAX_ORDER_EMAIL, MAX_ORDER_ID, MAX_PAYTM_ADD_PAISE, MAX_PAYTM_STATE } from '@/domain/limits';
import { otpSentResponse } from './accounts';
import { mobileField, otpCodeField } from './fields';

const orderTransactionId = z.string().min(1).max(MAX_ORDER_ID);
const cartId = z.string().max(MAX_ORDER_ID);

/** POST paytmSendOtp body: the wallet's mobile, the order it pays, the customer's email. */
export const paytmOtpBody = z.object({ mobile: mobileField, orderTransactionId, email: z.string().trim().max(MAX_ORDER_EMAIL) });
export type PaytmOtpBody = z.input<typeof paytmOtpBody>;

/** POST paytmSendOtp answer: the code is on its way; `state` names this link attempt and comes back with the code. */
export const paytmOtpSentResponse = otpSentResponse.extend({ state: z.string() });
export type PaytmOtpSentResponse = z.infer<typeof paytmOtpSentResponse>;

/** POST paytmVerifyOtp body (answer: ConfirmOrderResponse, the order's next Paytm step once the wallet is linked). */
export const paytmVerifyBody = z.object({
  mobile: mobileField,
  orderTransactionId,
  state: z.string().min(1).max(MAX_PAYTM_STATE),
  cartId,
  otp: otpCodeField,
});
export type PaytmVerifyBody = z.input<typeof paytmVerifyBody>;

/** The Paytm steps of SPEC 4. */
export const paytmAction = z.enum(['PAYTM_LINK', 'PAYTM_ADD_MONEY', 'PAYTM_WITHDRAW_MONEY']);
export type PaytmAction = z.infer<typeof paytmAction>;

/** GET paytmBalance: what the order's Paytm payment waits for, the linked wallet's mobile and balance, and the amount due. */
export const paytmBalanceResponse = z.object({
  action: paytmAction,
  /** The linked wallet's mobile; null before linking. */
  mobile: z.string().nullable(),
  /** The wallet balance; null before linking. */
  balance: z.number().nullable(),
  /** What the order takes from the wallet. */
  amount: z.number(),
  /** The order's mobile, offered for linking. */
  orderMobile: z.string(),
  cartId: z.string(),
});
export type PaytmBalanceResponse = z.infer<typeof paytmBalanceResponse>;

/** POST paytmAddMoney body: the amount added to the linked wallet; one top-up per key (answer: ConfirmOrderResponse). */
export const paytmAddMoneyBody = z.object({
  amount: z.number().int().positive().max(MAX_PAYTM_ADD_PAISE),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY),
});
export type PaytmAddMoneyBody = z.input<typeof paytmAddMoneyBody>;

/** PUT paytmSubmitOrder body: the order's cart (answer: ConfirmOrderResponse, THANKYOU once paid from the wallet). */
export const paytmSubmitBody = z.object({ cartId });
export type PaytmSubmitBody = z.input<typeof paytmSubmitBody>;
