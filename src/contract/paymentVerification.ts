/**
 * Verifying a payment the app saw through itself (SPEC 7): the UPI verify call after a UPI app was opened by
 * intent, and the card OTP entered in the app (Card OTP / resend) when the gateway offers it there.
 */
import { z } from 'zod';
import { MAX_GATEWAY_REFERENCE } from '@/domain/limits';
import { otpCodeField } from './fields';

const gatewayReference = z.string().min(1).max(MAX_GATEWAY_REFERENCE);

/** What the app sends back to verify a UPI intent payment (SPEC 7 UPI verify), from the confirm answer's `upiIntent`. */
export const upiIntentDetails = z.object({
  /** MID: the merchant id at the gateway. */
  mid: gatewayReference,
  /** MERC_UNQ_REF: the merchant's payment reference (the payment id). */
  merchantReference: gatewayReference,
  /** TXNAMOUNT: the amount in rupees with two decimals, as the intent link asks for it. */
  txnAmount: z.string().regex(/^\d{1,7}\.\d{2}$/),
});

/** UPI app outcomes the app may report (STATUS); the server believes only the gateway. */
const UPI_APP_STATUSES = ['SUBMITTED', 'SUCCESS', 'FAILURE'] as const;

/** POST upiVerify body: SPEC 7 UPI verify data{ORDERID, MID, TXNAMOUNT, MERC_UNQ_REF, STATUS}. */
export const upiVerifyBody = z.object({
  ORDERID: gatewayReference,
  MID: gatewayReference,
  TXNAMOUNT: upiIntentDetails.shape.txnAmount,
  MERC_UNQ_REF: gatewayReference,
  STATUS: z.enum(UPI_APP_STATUSES),
});
export type UpiVerifyBody = z.infer<typeof upiVerifyBody>;

/** POST upiVerify answer: TXN_SUCCESS once the gateway has the money, TXN_FAILURE when it never will, else PENDING. */
export const upiVerifyResponse = z.object({
  ORDERID: z.string(),
  STATUS: z.enum(['TXN_SUCCESS', 'PENDING', 'TXN_FAILURE']),
  /** The gateway's reason when it failed. */
  RESPMSG: z.string().optional(),
});
export type UpiVerifyResponse = z.infer<typeof upiVerifyResponse>;

/** POST cardOtp body: SPEC 7 Card OTP data{otp}. */
export const cardOtpBody = z.object({ otp: otpCodeField });

/**
 * POST cardOtp / cardOtpResend answer: WAIT (the bank took the code: the order's status is polled), RETRY (a wrong
 * code, `attemptsLeft` more allowed), SENT (a new code is on its way) or FAILED (no more tries: the payment failed).
 */
export const cardOtpResponse = z.object({
  status: z.enum(['WAIT', 'RETRY', 'SENT', 'FAILED']),
  attemptsLeft: z.number().int().min(0),
  displayMsg: z.string().optional(),
});
export type CardOtpResponse = z.infer<typeof cardOtpResponse>;
