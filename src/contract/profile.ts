/** The logged-in owner's profile and password (SPEC 3 User, SPEC 5 profile rules). */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/domain/limits';
import { FIRST_NAME_MAX, LAST_NAME_MAX, isEmailFormat, type ValidationProblem } from '@/domain/validation';
import { language, problemRule, rawText, refusal, rule } from './fields';

/** GET profile answers this; PUT profile takes ProfileUpdateBody and answers Profile. */
export const profile = z.object({
  userId: z.string(),
  mobile: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The language the customer chose; null until they choose one. */
  language: language.nullable(),
});
export type Profile = z.infer<typeof profile>;

const requiredWithin = (max: number, required: ValidationProblem) => (value: string) =>
  value.trim() === '' || value.trim().length > max ? required : null;

/** SPEC 5 profile: names required within their max length; email empty or valid. Answered trimmed. */
const profileFields = {
  firstName: rawText()
    .superRefine(problemRule(requiredWithin(FIRST_NAME_MAX, 'firstNameRequired')))
    .transform((value) => value.trim()),
  lastName: rawText()
    .superRefine(problemRule(requiredWithin(LAST_NAME_MAX, 'lastNameRequired')))
    .transform((value) => value.trim()),
  email: rawText()
    .superRefine(problemRule((value) => (value.trim() === '' || isEmailFormat(value.trim()) ? null : 'emailInvalid')))
    .transform((value) => value.trim()),
};

/** PUT profile changes only the fields it carries (at least one): a customer edits one field at a time. */
export const profileUpdateBody = z
  .object({ ...profileFields, language })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), refusal({ server: 'profileUpdateEmpty' }));
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

/** PUT setPassword body: the logged-in owner sets or replaces the password. */
export const setPasswordBody = z.object({
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH)
    .superRefine(
      rule((value) => (value.length < PASSWORD_MIN_LENGTH ? { server: 'passwordTooShort', params: { min: PASSWORD_MIN_LENGTH } } : null)),
    ),
});
export type SetPasswordBody = z.input<typeof setPasswordBody>;
