/** Sessions, login (OTP, password, social), logout and the development SMS outbox (SPEC 3, 4, 7); the wallet summary is in wallet.ts. */
import { z } from 'zod';
import {
  MAX_CONSENT_NAME,
  MAX_REDIRECT_LENGTH,
  MAX_REFRESH_TOKEN,
  MAX_SOCIAL_TOKEN,
  MAX_STATE_LENGTH,
  MAX_USER_ID,
  PASSWORD_MAX_LENGTH,
  isSameOriginPath,
} from '@/domain/limits';
import { FIRST_NAME_MAX, LAST_NAME_MAX, isEmailFormat, validateName, validatePassword } from '@/domain/validation';
import { emailField, language, mobileField, otpCodeField, problemRule, rawText, refusal } from './fields';

/** SPEC 3: user credentials. Access tokens are signed and expire at `expiresAt` (epoch ms). */
export const credentials = z.object({
  accessKeyId: z.string(),
  sessionToken: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  secretKey: z.string(),
  expiresAt: z.number(),
});
export type Credentials = z.infer<typeof credentials>;

/** POST anonymousUser and POST refreshAnonymousToken answer this. */
export const anonymousSession = z.object({ userId: z.string(), credentials });
export type AnonymousSession = z.infer<typeof anonymousSession>;

const refreshTokenField = z.string().min(1).max(MAX_REFRESH_TOKEN);

/** Body of POST refreshAnonymousToken. */
export const refreshAnonymousBody = z.object({ refreshToken: refreshTokenField });
export type RefreshAnonymousBody = z.input<typeof refreshAnonymousBody>;

/** SPEC 7: body of POST refreshToken (logged in); userId and refreshToken also travel as headers. */
export const refreshTokenBody = z.object({ userId: z.string().min(1).max(MAX_USER_ID), refreshToken: refreshTokenField });
export type RefreshTokenBody = z.input<typeof refreshTokenBody>;

/** SPEC 3 login attributes, returned by every login and by the logged-in refresh. */
export const loginAttributes = z.object({
  cartId: z.string(),
  cognitoLoggedin: z.boolean(),
  email: z.string(),
  emailVerified: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  phoneNumberVerified: z.boolean(),
  sub: z.string(),
  userId: z.string(),
  isVip: z.boolean(),
  /** Orders placed in the last 90 days. */
  frequency: z.number(),
  /** The language the customer chose on any device; null until they choose one. */
  language: language.nullable(),
});
export type LoginAttributes = z.infer<typeof loginAttributes>;

/** POST refreshToken answers this. */
export const refreshTokenResponse = z.object({ credentials, attributes: loginAttributes });
export type RefreshTokenResponse = z.infer<typeof refreshTokenResponse>;

/** Every successful login (OTP, password, social, social sign-up) answers this. */
export const loginResponse = z.object({
  status: z.literal('SUCCESS'),
  userId: z.string(),
  cognitoId: z.string(),
  credentials,
  attributes: loginAttributes,
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** Optional names given with send OTP, used when the first login creates the user. */
const optionalName = (max: number) => z.string().trim().max(max).optional();

/** POST sendOtp / sendLoyaltyOtp body (SPEC 7). */
export const sendOtpBody = z.object({
  mobile: mobileField,
  firstName: optionalName(FIRST_NAME_MAX),
  lastName: optionalName(LAST_NAME_MAX),
});
export type SendOtpBody = z.input<typeof sendOtpBody>;

/** POST sendOtp, sendLoyaltyOtp and forgotPassword answer this. */
export const otpSentResponse = z.object({
  status: z.literal('SUCCESS'),
  /** Seconds until a new code may be requested (OTP_RESEND_SECONDS). */
  resendAfterSec: z.number(),
  /** Seconds the code stays valid. */
  expiresInSec: z.number(),
});
export type OtpSentResponse = z.infer<typeof otpSentResponse>;

/** POST validateOtp body (SPEC 7); screenName is the screen that asked. */
export const validateOtpBody = z.object({
  mobile: mobileField,
  code: otpCodeField,
  screenName: z.enum(['login', 'forgotPassword']),
});
export type ValidateOtpBody = z.input<typeof validateOtpBody>;

/** Login: a password is required (setting one has its own rule). */
export const passwordLoginBody = z.object({
  mobile: mobileField,
  password: z.string().max(PASSWORD_MAX_LENGTH).superRefine(problemRule(validatePassword)),
});
export type PasswordLoginBody = z.input<typeof passwordLoginBody>;

export const forgotPasswordBody = z.object({ mobile: mobileField });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** POST logout body, optional: without it (or with everywhere false) only the caller's session ends. */
export const logoutBody = z.object({ everywhere: z.boolean().optional() });

const socialToken = z.string().min(1).max(MAX_SOCIAL_TOKEN);

/** POST socialLoginValidate body (SPEC 7): free text copied from the identity; the signed token is what counts. 404: no account yet. */
export const socialLoginBody = z.object({
  mobile: rawText().optional(),
  code: rawText().optional(),
  email: rawText(),
  source: z.literal('sandbox'),
  firstName: rawText(),
  lastName: rawText(),
  /** The identity provider's signed token. */
  token: socialToken,
});
export type SocialLoginBody = z.input<typeof socialLoginBody>;

/** Sign-up names: 'Enter Name', at most the SPEC 5 length. */
const signupName = (max: number) => z.string().trim().max(max).superRefine(problemRule(validateName));

/** POST socialSignup body (SPEC 7 '{product}-login'); `code` is the login OTP sent to `mobile`: it proves the number. */
export const socialSignupBody = z.object({
  mobile: mobileField,
  code: otpCodeField,
  email: emailField,
  source: z.literal('sandbox'),
  firstName: signupName(FIRST_NAME_MAX),
  lastName: signupName(LAST_NAME_MAX),
  token: socialToken,
});
export type SocialSignupBody = z.input<typeof socialSignupBody>;

/** GET devSmsOutbox query. */
export const smsOutboxQuery = z.object({ mobile: mobileField });

/** GET devSmsOutbox answers this, newest first. */
export const smsOutboxResponse = z.object({
  messages: z.array(z.object({ mobile: z.string(), text: z.string(), sentAt: z.number() })),
});
export type SmsOutboxResponse = z.infer<typeof smsOutboxResponse>;

const redirectUri = z
  .string()
  .max(MAX_REDIRECT_LENGTH)
  .refine(isSameOriginPath, refusal({ server: 'redirectUriInvalid' }));
const consentState = z.string().max(MAX_STATE_LENGTH).default('');

/** GET socialSandboxAuthorize query: where the token goes back to (a path of this site) and the caller's state. */
export const socialSandboxAuthorizeQuery = z.object({ redirect_uri: redirectUri, state: consentState });

/** POST socialSandboxConsent form. */
export const socialSandboxConsentForm = z.object({
  redirect_uri: redirectUri,
  state: consentState,
  name: z.string().trim().min(1).max(MAX_CONSENT_NAME),
  email: z
    .string()
    .trim()
    .refine(isEmailFormat, refusal({ problem: 'emailInvalid' })),
});
