/** SMS texts of the one-time codes, and the answers to refused codes, sends and logins. */
import { AUTH_ERROR_CODES } from '@/contract/codes';
import type { ErrorItem } from '@/contract/errors';
import { BRAND } from '@/domain/constants';
import { OTP_VALIDATION_FAILED } from '@/domain/messages';
import { SECONDS_PER_MINUTE } from '@/domain/time';
import { OTP_TTL_SECONDS, type OtpVerifyResult } from './otp';

const validity = `It is valid for ${OTP_TTL_SECONDS / SECONDS_PER_MINUTE} minutes. Do not share it with anyone.`;

export const SMS_TEXT = {
  login: (code: string) => `${code} is your ${BRAND} login code. ${validity}`,
  /** Sent to users eligible for the loyalty programme. */
  loyaltyLogin: (code: string) =>
    `${code} is your ${BRAND} login code. Log in to earn Pizza Pals Points on every order. ${validity}`,
  forgotPassword: (code: string) => `${code} is your ${BRAND} code to reset your password. ${validity}`,
} as const;

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export const OTP_ANSWERS = {
  invalid: (attemptsLeft: number) =>
    `The OTP you entered is incorrect. Please try again. ${plural(attemptsLeft, 'attempt')} left.`,
  expired: 'The OTP has expired. Please request a new one.',
  resendTooSoon: (seconds: number) => `Please wait ${plural(seconds, 'second')} before requesting a new OTP.`,
} as const;

/** The error answered (status 400) for a code the OTP service refused. */
export function otpRefusal(result: Extract<OtpVerifyResult, { ok: false }>): ErrorItem {
  if (result.reason === 'invalid') return { code: AUTH_ERROR_CODES.invalidOtp, displayMsg: OTP_ANSWERS.invalid(result.attemptsLeft) };
  if (result.reason === 'attemptsExceeded') return { code: AUTH_ERROR_CODES.otpAttemptsExceeded, displayMsg: OTP_VALIDATION_FAILED };
  return { code: AUTH_ERROR_CODES.otpExpired, displayMsg: OTP_ANSWERS.expired };
}

/** RATE_LIMITED: too many OTP sends or password guesses. */
export const rateLimitedMessage = (seconds: number): string =>
  `Too many requests. Please try again in ${plural(Math.ceil(seconds / SECONDS_PER_MINUTE), 'minute')}.`;
