/** The logged-in owner's profile and password (SPEC 3 User, SPEC 5 profile rules). */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/domain/limits';
import { PROFILE_UPDATE_EMPTY, passwordTooShort } from '@/domain/messages';
import { EMAIL_INVALID, FIRST_NAME_MAX, FIRST_NAME_REQUIRED, LAST_NAME_MAX, LAST_NAME_REQUIRED, isEmailFormat } from '@/domain/validation';
import { USER_FACING, rawText, rule } from './fields';

/** GET profile answers this; PUT profile takes ProfileUpdateBody and answers Profile. */
export const profile = z.object({
  userId: z.string(),
  mobile: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type Profile = z.infer<typeof profile>;

const requiredWithin = (max: number, required: string) => (value: string) =>
  value.trim() === '' || value.trim().length > max ? required : null;

/** SPEC 5 profile: names required within their max length; email empty or valid. Answered trimmed. */
const profileFields = {
  firstName: rawText()
    .superRefine(rule(requiredWithin(FIRST_NAME_MAX, FIRST_NAME_REQUIRED)))
    .transform((value) => value.trim()),
  lastName: rawText()
    .superRefine(rule(requiredWithin(LAST_NAME_MAX, LAST_NAME_REQUIRED)))
    .transform((value) => value.trim()),
  email: rawText()
    .superRefine(rule((value) => (value.trim() === '' || isEmailFormat(value.trim()) ? null : EMAIL_INVALID)))
    .transform((value) => value.trim()),
};

/** PUT profile changes only the fields it carries (at least one): a customer edits one field at a time. */
export const profileUpdateBody = z
  .object(profileFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: PROFILE_UPDATE_EMPTY, params: USER_FACING });
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

/** PUT setPassword body: the logged-in owner sets or replaces the password. */
export const setPasswordBody = z.object({
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH)
    .superRefine(rule((value) => (value.length < PASSWORD_MIN_LENGTH ? passwordTooShort(PASSWORD_MIN_LENGTH) : null))),
});
export type SetPasswordBody = z.input<typeof setPasswordBody>;
