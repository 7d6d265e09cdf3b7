/** SPEC 5 validation rules for login, OTP and profile, shared by screens, machines and the server. */
import { MOBILE_DIGITS, OTP_DIGITS, PNR_DIGITS } from '@/domain/constants';

/**
 * Why a login, sign-up, profile or address value is refused; screens and the server word it from the
 * `validation` text namespace in the customer's language.
 */
export type ValidationProblem =
  | 'mobileRequired'
  | 'mobileDigitsOnly'
  | 'mobileLeadingZero'
  | 'mobileLength'
  | 'passwordRequired'
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'firstNameUnchanged'
  | 'lastNameUnchanged'
  | 'emailUnchanged'
  | 'otpInvalid'
  | 'addressFirstNameRequired'
  | 'addressLastNameRequired'
  | 'addressStreetRequired'
  | 'houseNoRequired'
  | 'localityRequired'
  | 'addressMobileInvalid'
  | 'addressEmailInvalid'
  | 'landmarkTooLong'
  | 'pnrInvalid';

export type MobileProblem = Extract<ValidationProblem, `mobile${string}`>;

/** A field's message: a rule's problem, or the server's own words when it refused the value. */
export type FieldMessage = { readonly problem: ValidationProblem } | { readonly text: string };

/** The field message of a rule's answer; null when the value passed. */
export const fieldMessageOf = (problem: ValidationProblem | null): FieldMessage | null => (problem === null ? null : { problem });

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
export function validateMobile(value: string): MobileProblem | null {
  const mobile = value.trim();
  if (mobile === '') return 'mobileRequired';
  if (!DIGITS.test(mobile)) return 'mobileDigitsOnly';
  if (mobile.startsWith('0')) return 'mobileLeadingZero';
  if (mobile.length !== MOBILE_DIGITS) return 'mobileLength';
  return null;
}

/** SPEC 5/9: the OTP is exactly 6 digits. */
export function validateOtp(value: string): ValidationProblem | null {
  const otp = value.trim();
  return otp.length === OTP_DIGITS && DIGITS.test(otp) ? null : 'otpInvalid';
}

/** SPEC 5: 'Valid PNR Number is Mandatory' for anything but 10 digits (the PNR field takes digits only). */
export function validatePnr(value: string): ValidationProblem | null {
  return value.length === PNR_DIGITS && DIGITS.test(value) ? null : 'pnrInvalid';
}

export function validatePassword(value: string): ValidationProblem | null {
  return value === '' ? 'passwordRequired' : null;
}

export function validateName(value: string): ValidationProblem | null {
  return value.trim() === '' ? 'nameRequired' : null;
}

export const isEmailFormat = (value: string): boolean => value.length <= EMAIL_MAX && EMAIL_FORMAT.test(value);

/** Login and sign-up email: required, then format (at most 50 characters). */
export function validateEmail(value: string): ValidationProblem | null {
  const email = value.trim();
  if (email === '') return 'emailRequired';
  return isEmailFormat(email) ? null : 'emailInvalid';
}

export type ProfileField = 'firstName' | 'lastName' | 'email';
export const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'email'];

/** SPEC 5: max length per profile field, for input `maxLength` and server schemas. */
export const PROFILE_FIELD_MAX: Record<ProfileField, number> = {
  firstName: FIRST_NAME_MAX,
  lastName: LAST_NAME_MAX,
  email: EMAIL_MAX,
};

const PROFILE_REQUIRED: Partial<Record<ProfileField, ValidationProblem>> = {
  firstName: 'firstNameRequired',
  lastName: 'lastNameRequired',
};

const PROFILE_UNCHANGED: Record<ProfileField, ValidationProblem> = {
  firstName: 'firstNameUnchanged',
  lastName: 'lastNameUnchanged',
  email: 'emailUnchanged',
};

/**
 * SPEC 5: a profile edit must be filled in, differ from the current value and, for email, be a
 * valid address. Names are cut to their max length by the input, so an over-long name is refused
 * with the field's 'enter' message; the email's limit is part of its format check.
 */
export function validateProfileField(field: ProfileField, value: string, current: string): ValidationProblem | null {
  const next = value.trim();
  const required = PROFILE_REQUIRED[field];
  if (required !== undefined && (next === '' || next.length > PROFILE_FIELD_MAX[field])) return required;
  if (next === current.trim()) return PROFILE_UNCHANGED[field];
  if (field === 'email' && !isEmailFormat(next)) return 'emailInvalid';
  return null;
}
