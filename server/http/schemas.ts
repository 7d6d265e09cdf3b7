/** Body fields shared by the accounts endpoints, checked with the SPEC 5 rules and messages of src/domain/validation. */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/api/contract';
import {
  FIRST_NAME_MAX,
  LAST_NAME_MAX,
  isEmailFormat,
  validateEmail,
  validateMobile,
  validateName,
  validateOtp,
  validatePassword,
  type ValidationProblem,
} from '@/domain/validation';
import { validationText } from '@/i18n/validationText';
import { USER_FACING } from './validate';
import { serverText } from '../texts';

/** The largest PostgreSQL integer: ids and counts stored in integer columns stay within it. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** Long enough for any well-formed value; longer input is refused before a rule looks at it. */
const MAX_RAW_FIELD = 256;
const MAX_SOCIAL_TOKEN = 4096;

/** A SPEC 5 rule (message or null) as a zod check answering its message. */
const rule =
  (check: (value: string) => string | null) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const message = check(value);
    if (message !== null) ctx.addIssue({ code: 'custom', message, params: USER_FACING });
  };

/** A SPEC 5 rule answering a problem, checked with its English message. */
const problemRule = (check: (value: string) => ValidationProblem | null) =>
  rule((value) => {
    const problem = check(value);
    return problem === null ? null : validationText(problem);
  });

const raw = () => z.string().max(MAX_RAW_FIELD);

/** SPEC 5: 10 digits, no leading 0; answered trimmed. */
export const mobileField = raw()
  .superRefine(problemRule(validateMobile))
  .transform((value) => value.trim());

export const otpCodeField = raw()
  .superRefine(rule(validateOtp))
  .transform((value) => value.trim());

/** Login: a password is required (setting one has its own rule). */
export const passwordField = z.string().max(PASSWORD_MAX_LENGTH).superRefine(problemRule(validatePassword));

export const newPasswordField = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .superRefine(rule((value) => (value.length < PASSWORD_MIN_LENGTH ? serverText('passwordTooShort', { min: PASSWORD_MIN_LENGTH }) : null)));

/** Sign-up: 'Enter Email Address' / 'Invalid email.'. */
export const emailField = raw()
  .superRefine(problemRule(validateEmail))
  .transform((value) => value.trim());

/** Sign-up names: 'Enter Name', at most the SPEC 5 length. */
export const nameField = (max: number) => z.string().trim().max(max).superRefine(problemRule(validateName));

/** Optional names given with send OTP, used when the first login creates the user. */
export const optionalNameField = (max: number) => z.string().trim().max(max).optional();

const requiredWithin = (max: number, required: ValidationProblem) => (value: string) =>
  value.trim() === '' || value.trim().length > max ? required : null;

/** SPEC 5 profile: names required within their max length; email empty or valid. */
export const profileFields = {
  firstName: raw()
    .superRefine(problemRule(requiredWithin(FIRST_NAME_MAX, 'firstNameRequired')))
    .transform((value) => value.trim()),
  lastName: raw()
    .superRefine(problemRule(requiredWithin(LAST_NAME_MAX, 'lastNameRequired')))
    .transform((value) => value.trim()),
  email: raw()
    .superRefine(problemRule((value) => (value.trim() === '' || isEmailFormat(value.trim()) ? null : 'emailInvalid')))
    .transform((value) => value.trim()),
};

export const socialTokenField = z.string().min(1).max(MAX_SOCIAL_TOKEN);
