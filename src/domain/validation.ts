/** SPEC 5 validation rules and messages for login, OTP and profile, shared by screens, machines and the server. */
import { BRAND, MOBILE_DIGITS, OTP_DIGITS } from '@/domain/constants';

/** SPEC 5: mobile messages. */
export const MOBILE_REQUIRED = 'Enter Mobile Number';
export const MOBILE_DIGITS_ONLY = 'Mobile number should only contain numbers';
export const MOBILE_LEADING_ZERO = 'Please do not add 0 in front of your mobile number';
export const MOBILE_LENGTH = `Mobile Number should be of ${MOBILE_DIGITS} digits`;
/** SPEC 5: 'Enter {n} digit valid mobile number'. */
export const enterDigitMobileMessage = (n: number): string => `Enter ${n} digit valid mobile number`;

/** OTP prompt, worded like SPEC 5's 'Enter {n} digit valid mobile number' (the spec gives no OTP text). */
export const enterDigitOtpMessage = (n: number): string => `Enter ${n} digit valid OTP`;
export const OTP_INVALID = enterDigitOtpMessage(OTP_DIGITS);

/** SPEC 5: login messages (`{product}` is the brand). */
export const PASSWORD_REQUIRED = `Enter ${BRAND} Password`;
export const NAME_REQUIRED = 'Enter Name';
export const EMAIL_REQUIRED = 'Enter Email Address';
export const EMAIL_INVALID = 'Invalid email.';

/** SPEC 5: profile messages. */
export const FIRST_NAME_REQUIRED = 'Please enter first name.';
export const LAST_NAME_REQUIRED = 'Please enter last name.';
export const FIRST_NAME_UNCHANGED = 'Please change first name.';
export const LAST_NAME_UNCHANGED = 'Please change last name.';
export const EMAIL_UNCHANGED = 'Please change email.';

/** SPEC 5: max lengths of the name and email fields. */
export const FIRST_NAME_MAX = 50;
export const LAST_NAME_MAX = 50;
export const EMAIL_MAX = 50;

/** SPEC 5: numeric inputs block these keys. */
export const BLOCKED_NUMERIC_KEYS: readonly string[] = ['e', 'E', '+', '-', '.'];

const DIGITS = /^\d+$/;
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isBlockedNumericKey = (key: string): boolean => BLOCKED_NUMERIC_KEYS.includes(key);

/** SPEC 5: 10 digits, digits only, no leading 0; first failing rule wins. */
export function validateMobile(value: string): string | null {
  const mobile = value.trim();
  if (mobile === '') return MOBILE_REQUIRED;
  if (!DIGITS.test(mobile)) return MOBILE_DIGITS_ONLY;
  if (mobile.startsWith('0')) return MOBILE_LEADING_ZERO;
  if (mobile.length !== MOBILE_DIGITS) return MOBILE_LENGTH;
  return null;
}

/** SPEC 5/9: the OTP is exactly 6 digits. */
export function validateOtp(value: string): string | null {
  const otp = value.trim();
  return otp.length === OTP_DIGITS && DIGITS.test(otp) ? null : OTP_INVALID;
}

export function validatePassword(value: string): string | null {
  return value === '' ? PASSWORD_REQUIRED : null;
}

export function validateName(value: string): string | null {
  return value.trim() === '' ? NAME_REQUIRED : null;
}

export const isEmailFormat = (value: string): boolean =>
  value.length <= EMAIL_MAX && EMAIL_FORMAT.test(value);

/** Login and sign-up email: required, then format (at most 50 characters). */
export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (email === '') return EMAIL_REQUIRED;
  return isEmailFormat(email) ? null : EMAIL_INVALID;
}

export type ProfileField = 'firstName' | 'lastName' | 'email';
export const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'email'];

/** SPEC 5: max length per profile field, for input `maxLength` and server schemas. */
export const PROFILE_FIELD_MAX: Record<ProfileField, number> = {
  firstName: FIRST_NAME_MAX,
  lastName: LAST_NAME_MAX,
  email: EMAIL_MAX,
};

const PROFILE_REQUIRED: Partial<Record<ProfileField, string>> = {
  firstName: FIRST_NAME_REQUIRED,
  lastName: LAST_NAME_REQUIRED,
};

const PROFILE_UNCHANGED: Record<ProfileField, string> = {
  firstName: FIRST_NAME_UNCHANGED,
  lastName: LAST_NAME_UNCHANGED,
  email: EMAIL_UNCHANGED,
};

/**
 * SPEC 5: a profile edit must be filled in, differ from the current value and, for email, be a
 * valid address. Names are cut to their max length by the input, so an over-long name is refused
 * with the field's 'enter' message; the email's limit is part of its format check.
 */
export function validateProfileField(field: ProfileField, value: string, current: string): string | null {
  const next = value.trim();
  const required = PROFILE_REQUIRED[field];
  if (required !== undefined && (next === '' || next.length > PROFILE_FIELD_MAX[field])) return required;
  if (next === current.trim()) return PROFILE_UNCHANGED[field];
  if (field === 'email' && !isEmailFormat(next)) return EMAIL_INVALID;
  return null;
}
