/**
 * E-vouchers and gift cards (SPEC 7 E-voucher {voucherCode}, voucher OTP; SPEC 4 EV_PIN, EV_OTP): checking a code,
 * the PIN or OTP step of an order paid by one, and the code sent for an OTP voucher. Amounts are integer paise.
 */
import { z } from 'zod';
import { OTP_DIGITS } from '@/domain/constants';
import { normaliseVoucherCode, VOUCHER_CODE_PATTERN, VOUCHER_PIN_PATTERN } from '@/domain/voucher';
import { errorItem } from './errors';
import { refusal } from './fields';

/** A voucher code as typed (spaces allowed), answered normalised (upper case, no spaces). */
export const voucherCode = z
  .string()
  .max(64)
  .transform(normaliseVoucherCode)
  .refine((code) => VOUCHER_CODE_PATTERN.test(code), refusal({ server: 'voucherCodeInvalid' }));

export const voucherKind = z.enum(['GIFT_CARD', 'EVOUCHER']);
export const voucherAuth = z.enum(['PIN', 'OTP']);

/** POST eVoucher body (SPEC 7 E-voucher). */
export const voucherCheckBody = z.object({ voucherCode });

/** A voucher as its holder may see it. */
export const voucherDetails = z.object({
  voucherCode: z.string(),
  kind: voucherKind,
  /** What it can pay now: its balance less what pending orders hold. */
  balancePaise: z.number().int().min(0),
  /** Epoch ms. */
  expiresAt: z.number(),
  /** EV_PIN or EV_OTP: how the order proves it is the holder's. */
  auth: voucherAuth,
});
export type VoucherDetails = z.infer<typeof voucherDetails>;

/** POST eVoucher answer: SUCCESS with the voucher, or FAILED errors[0] (unknown, expired, nothing left). */
export const voucherCheckResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('SUCCESS'), voucher: voucherDetails }),
  z.object({ status: z.literal('FAILED'), errors: z.array(errorItem) }),
]);
export type VoucherCheckResponse = z.infer<typeof voucherCheckResponse>;

/** The EV_PIN or EV_OTP step of a confirm answer (initiateOrderPaymentResponse.voucher). */
export const voucherStep = z.object({
  /** Masked: the last digits only. */
  voucherCode: z.string(),
  kind: voucherKind,
  auth: voucherAuth,
  /** Held on the voucher for this order. */
  amountPaise: z.number().int().min(0),
  /** Left for the second method (0 when the voucher pays the whole order). */
  restPaise: z.number().int().min(0),
  /** OTP vouchers: the masked mobile the code goes to; null for PIN vouchers. */
  mobileHint: z.string().nullable(),
});
export type VoucherStep = z.infer<typeof voucherStep>;

/** POST eVoucherVerify body: the voucher's PIN (EV_PIN) or the OTP sent for it (EV_OTP), one of them. */
export const voucherVerifyBody = z
  .object({
    pin: z.string().regex(VOUCHER_PIN_PATTERN).optional(),
    otp: z
      .string()
      .regex(new RegExp(`^\\d{${OTP_DIGITS}}$`))
      .optional(),
  })
  .refine((body) => (body.pin === undefined) !== (body.otp === undefined), refusal({ server: 'voucherSecretRequired' }));
export type VoucherVerifyBody = z.input<typeof voucherVerifyBody>;

/** POST eVoucherOtp answer: the code went to the voucher's mobile. */
export const voucherOtpResponse = z.object({
  resendAfterSec: z.number(),
  expiresInSec: z.number(),
  mobileHint: z.string(),
});
export type VoucherOtpResponse = z.infer<typeof voucherOtpResponse>;
