/** SPEC 7 COD OTP: the code that confirms a cash on delivery order (SPEC 4 COD_OTP), sent to the order's mobile. */
import { z } from 'zod';
import { otpSentResponse } from './accounts';
import { otpCodeField } from './fields';

/** GET sendCodOtp answer: the code is on its way to `mobile` (the order's), like a login code. */
export const codOtpSentResponse = otpSentResponse.extend({ mobile: z.string() });
export type CodOtpSentResponse = z.infer<typeof codOtpSentResponse>;

/** POST verifyCodOtp body: the 6-digit code from the SMS. */
export const codOtpVerifyBody = z.object({ otp: otpCodeField });
export type CodOtpVerifyBody = z.input<typeof codOtpVerifyBody>;
