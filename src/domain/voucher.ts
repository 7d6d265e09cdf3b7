/**
 * E-vouchers and gift cards (SPEC 4 EVOUCHER, EV_PIN, EV_OTP; SPEC 5 e-voucher messages and rules): the code
 * and PIN shapes, what a voucher pays of an order and the methods that may pay the rest. Pure: shared by the
 * payment machines, screens and the server.
 */
import { CASH_PAYMENT_TYPE, EVOUCHER_PAYMENT_TYPE, WALLET_PAYMENT_TYPE } from './payment';

/** A voucher code as printed: letters, digits and dashes (ours). */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9-]{6,32}$/;
/** A voucher PIN: 4 to 8 digits (ours). */
export const VOUCHER_PIN_PATTERN = /^\d{4,8}$/;
/** Digits of a voucher code shown once it is applied; the rest is masked. */
export const VOUCHER_CODE_SHOWN = 4;
/** Digits of the OTP mobile shown to the customer; the rest is masked. */
export const VOUCHER_MOBILE_SHOWN = 4;

export type VoucherAuth = 'PIN' | 'OTP';

/** SPEC 5 'Please enter e-Voucher / Giftcard number' and 'Please enter OTP / PIN', by code. */
export type VoucherInputError = 'voucherCodeRequired' | 'voucherSecretRequired';

/** A code as typed, the way it is stored: spaces dropped, upper case. */
export function normaliseVoucherCode(typed: string): string {
  return typed.replace(/\s/g, '').toUpperCase();
}

/** SPEC 5: the typed code, or the message when there is none to check. */
export function voucherCodeError(typed: string): VoucherInputError | null {
  return VOUCHER_CODE_PATTERN.test(normaliseVoucherCode(typed)) ? null : 'voucherCodeRequired';
}

/** SPEC 5 'Please enter OTP / PIN': a PIN of 4 to 8 digits or a 6-digit OTP. */
export function voucherSecretError(auth: VoucherAuth, typed: string, otpDigits: number): VoucherInputError | null {
  const value = typed.trim();
  const valid = auth === 'PIN' ? VOUCHER_PIN_PATTERN.test(value) : new RegExp(`^\\d{${otpDigits}}$`).test(value);
  return valid ? null : 'voucherSecretRequired';
}

/** What the voucher pays of `duePaise`: all of it, or its whole balance. */
export const voucherShareOf = (duePaise: number, balancePaise: number): number => Math.max(0, Math.min(duePaise, balancePaise));

/** The voucher pays the whole order: no second method. */
export const voucherCovers = (duePaise: number, balancePaise: number): boolean => balancePaise >= duePaise;

/** The code as shown after it is applied: the last digits only. */
export function maskedVoucherCode(code: string): string {
  return `••••${code.slice(-VOUCHER_CODE_SHOWN)}`;
}

/** The mobile an OTP goes to as shown: the last digits only. */
export function maskedMobile(mobile: string): string {
  return `••••••${mobile.slice(-VOUCHER_MOBILE_SHOWN)}`;
}

/** The Paytm wallet pays through its own link and withdraw steps, not a gateway page. */
const PAYTM_WALLET_PAYMENT_TYPE = 'PAYTM_WALLET';
/** Types that cannot pay the rest of a voucher order: cash, another voucher, (SPEC 8) the Slice wallet and the Paytm wallet. */
const NOT_WITH_VOUCHER: readonly string[] = [CASH_PAYMENT_TYPE, EVOUCHER_PAYMENT_TYPE, WALLET_PAYMENT_TYPE, PAYTM_WALLET_PAYMENT_TYPE];

/** A method that may pay what the voucher leaves: one paid online through a gateway. */
export const combinesWithVoucher = (paymentType: string): boolean => !NOT_WITH_VOUCHER.includes(paymentType);
