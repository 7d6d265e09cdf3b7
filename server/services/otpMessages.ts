/** SMS texts of the one-time codes, and the answers to refused codes, sends and logins. */
import { AUTH_ERROR_CODES } from '@/contract/codes';
import type { ErrorItem } from '@/contract/errors';
import { BRAND } from '@/domain/constants';
import { SECONDS_PER_MINUTE } from '@/domain/time';
import { OTP_TTL_SECONDS, type OtpVerifyResult } from './otp';
import { messageText, serverText } from '../texts';

const validity = `It is valid for ${OTP_TTL_SECONDS / SECONDS_PER_MINUTE} minutes. Do not share it with anyone.`;

export const SMS_TEXT = {
  login: (code: string) => `${code} is your ${BRAND} login code. ${validity}`,
  /** Sent to users eligible for the loyalty programme. */
  loyaltyLogin: (code: string) => `${code} is your ${BRAND} login code. Log in to earn Pizza Pals Points on every order. ${validity}`,
  forgotPassword: (code: string) => `${code} is your ${BRAND} code to reset your password. ${validity}`,
} as const;

export const otpResendTooSoonMessage = (seconds: number): string => serverText('otpResendTooSoon', { count: seconds });

/** The error answered (status 400) for a code the OTP service refused. */
export function otpRefusal(result: Extract<OtpVerifyResult, { ok: false }>): ErrorItem {
  if (result.reason === 'invalid')
    return { code: AUTH_ERROR_CODES.invalidOtp, displayMsg: serverText('otpInvalid', { count: result.attemptsLeft }) };
  if (result.reason === 'attemptsExceeded')
    return { code: AUTH_ERROR_CODES.otpAttemptsExceeded, displayMsg: messageText('otpValidationFailed') };
  return { code: AUTH_ERROR_CODES.otpExpired, displayMsg: serverText('otpExpired') };
}

/** RATE_LIMITED: too many OTP sends or password guesses. */
export const rateLimitedMessage = (seconds: number): string =>
  serverText('rateLimited', { count: Math.ceil(seconds / SECONDS_PER_MINUTE) });
