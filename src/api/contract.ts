/**
 * The wire contract between src/api and server/: paths and JSON shapes.
 * SPEC 7 names endpoints without paths; these are ours. Both sides import this file.
 */
import type { AppConfigDefaults } from '@/domain/constants';

export const API_PREFIX = '/api/v1';

export const PATHS = {
  config: `${API_PREFIX}/config`,
  appConfig: `${API_PREFIX}/app-config`,
  navMenu: `${API_PREFIX}/nav-menu`,
  alerts: `${API_PREFIX}/alerts`,
  widgets: `${API_PREFIX}/widgets`,
  anonymousUser: `${API_PREFIX}/users/anonymous`,
  refreshAnonymousToken: `${API_PREFIX}/token/refresh/anonymous`,
  refreshToken: `${API_PREFIX}/token/refresh`,
  sendOtp: `${API_PREFIX}/auth/otp/send`,
  sendLoyaltyOtp: `${API_PREFIX}/auth/otp/send-loyalty`,
  validateOtp: `${API_PREFIX}/auth/otp/validate`,
  passwordLogin: `${API_PREFIX}/auth/password/login`,
  forgotPassword: `${API_PREFIX}/auth/password/forgot`,
  socialLoginValidate: `${API_PREFIX}/auth/social/validate`,
  /** SPEC 7 '{product}-login': completes sign-up of a social identity with a mobile number. */
  socialSignup: `${API_PREFIX}/auth/slice-login`,
  logout: `${API_PREFIX}/auth/logout`,
  /** The sandbox identity provider's consent page (HTML); query redirect_uri and state. */
  socialSandboxAuthorize: `${API_PREFIX}/sandbox/social/authorize`,
  /** The consent page's form posts here (form-encoded); answers 302 to redirect_uri with `#token=...&state=...`. */
  socialSandboxConsent: `${API_PREFIX}/sandbox/social/consent`,
  profile: `${API_PREFIX}/users/{userId}/profile`,
  deleteAccount: `${API_PREFIX}/users/{userId}`,
  walletSummary: `${API_PREFIX}/users/{userId}/wallet`,
  /** PUT SetPasswordBody: the logged-in owner sets or replaces the password; answers 204. */
  setPassword: `${API_PREFIX}/users/{userId}/password`,
  /** Outside production only: the SMS messages the built-in provider "sent"; query mobile. */
  devSmsOutbox: `${API_PREFIX}/dev/sms-outbox`,
  usageTracking: `${API_PREFIX}/tracking`,
} as const;

/** SPEC 8: one error shape for every failure: `errors[0]`. */
export interface ErrorItem {
  code: string;
  displayMsg: string;
  description?: string;
  header?: string;
  btnMsg?: string;
}
export interface ErrorBody {
  errors: ErrorItem[];
}

/** SPEC 3: user credentials. Access tokens are signed and expire at `expiresAt` (epoch ms). */
export interface Credentials {
  accessKeyId: string;
  sessionToken: string;
  accessToken: string;
  refreshToken: string;
  secretKey: string;
  expiresAt: number;
}

/** POST anonymousUser and POST refreshAnonymousToken answer this. */
export interface AnonymousSession {
  userId: string;
  credentials: Credentials;
}

/** Body of POST refreshAnonymousToken. */
export interface RefreshAnonymousBody {
  refreshToken: string;
}

/** SPEC 7: body of POST refreshToken (logged in); userId and refreshToken also travel as headers. */
export interface RefreshTokenBody {
  userId: string;
  refreshToken: string;
}

/** POST refreshToken answers this. */
export interface RefreshTokenResponse {
  credentials: Credentials;
  attributes: LoginAttributes;
}

/** SPEC 3 login attributes, returned by every login and by the logged-in refresh. */
export interface LoginAttributes {
  cartId: string;
  cognitoLoggedin: boolean;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  mobile: string;
  phoneNumberVerified: boolean;
  sub: string;
  userId: string;
  isVip: boolean;
  /** Orders placed in the last 90 days. */
  frequency: number;
}

/** Every successful login (OTP, password, social, social sign-up) answers this. */
export interface LoginResponse {
  status: 'SUCCESS';
  userId: string;
  cognitoId: string;
  credentials: Credentials;
  attributes: LoginAttributes;
}

/** POST sendOtp / sendLoyaltyOtp body (SPEC 7). */
export interface SendOtpBody {
  mobile: string;
  firstName?: string;
  lastName?: string;
}
/** POST sendOtp, sendLoyaltyOtp and forgotPassword answer this. */
export interface OtpSentResponse {
  status: 'SUCCESS';
  /** Seconds until a new code may be requested (OTP_RESEND_SECONDS). */
  resendAfterSec: number;
  /** Seconds the code stays valid. */
  expiresInSec: number;
}

/** POST validateOtp body (SPEC 7). */
export interface ValidateOtpBody {
  mobile: string;
  code: string;
  /** The screen that asked: 'login' or 'forgotPassword'. */
  screenName: string;
}

export interface PasswordLoginBody {
  mobile: string;
  password: string;
}

export interface ForgotPasswordBody {
  mobile: string;
}

/** PUT setPassword body. */
export interface SetPasswordBody {
  password: string;
}
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** POST logout body, optional: without it (or with everywhere false) only the caller's session ends. */
export interface LogoutBody {
  everywhere?: boolean;
}

/** POST socialLoginValidate body (SPEC 7). 404 means the social identity has no account yet. */
export interface SocialLoginBody {
  mobile?: string;
  code?: string;
  email: string;
  source: 'sandbox';
  firstName: string;
  lastName: string;
  /** The identity provider's signed token. */
  token: string;
}

/** POST socialSignup body (SPEC 7 '{product}-login'). */
export interface SocialSignupBody {
  mobile: string;
  /** The login OTP sent to `mobile` by sendOtp: proves the customer owns the number. */
  code: string;
  email: string;
  source: 'sandbox';
  firstName: string;
  lastName: string;
  token: string;
}

/** GET profile answers this; PUT profile takes ProfileUpdateBody and answers Profile. */
export interface Profile {
  userId: string;
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
}
/** PUT profile changes only the fields it carries (at least one): a customer edits one field at a time. */
export type ProfileUpdateBody = Partial<Pick<Profile, 'firstName' | 'lastName' | 'email'>>;

/** GET walletSummary (SPEC 3 walletSummary): balance in rupees, default 0. */
export interface WalletSummary {
  totalBalance: number;
  loyaltyProgram: string | null;
}

/** GET devSmsOutbox answers this, newest first. */
export interface SmsOutboxResponse {
  messages: { mobile: string; text: string; sentAt: number }[];
}

/** GET config: SPEC 3 Config. `features` is a JSON string, as in SPEC. */
export interface ConfigResponse {
  disableCookies: boolean;
  vendorConfig: { blockedFeatures: string[]; partners: Record<string, { blockedFeatures: string[] }> };
  features: string;
  isDefaultWalletApplied: boolean;
}

/** GET appConfig: SPEC 9 defaults plus switches later issues read. */
export type AppConfig = { -readonly [K in keyof AppConfigDefaults]: number } & {
  luhnCheckEnabled: boolean;
  uaTrackingEnabled: boolean;
  offersConfettiEnabled: boolean;
  blacklistedPaymentMethods: string[];
};

export interface NavMenuItem {
  id: string;
  label: string;
  /** An app route (starts with '/') or an external https URL. */
  link: string;
  requiresLogin: boolean;
}
export interface NavMenuResponse {
  items: NavMenuItem[];
}

export interface AlertItem {
  id: string;
  message: string;
  severity: 'info' | 'warning';
}
export interface AlertsResponse {
  alerts: AlertItem[];
}

/** SPEC 2 banner targets. */
export const BANNER_TARGETS = [
  'hygiene',
  'edv',
  'irctc',
  'favourite',
  'offers',
  'world cup',
  'leaderboard',
  'essentials',
] as const;
export type BannerTarget = (typeof BANNER_TARGETS)[number];

export interface Banner {
  id: string;
  title: string;
  subtitle: string;
  /** Path of the project's own image, e.g. /images/banners/edv.svg */
  image: string;
  altText: string;
  target: BannerTarget;
}
export interface WidgetsResponse {
  banners: Banner[];
}

/** SPEC 7 usage tracking, action SAVE_UA_TRACKING. */
export interface UsageTrackingBody {
  data: {
    userAgent: string;
    platform: 'PWA';
    userId: string;
    timestamp: number;
    pageName: string;
    referrer: string;
    action: 'SAVE_UA_TRACKING';
    actionType: string;
    properties: Record<string, string | number | boolean>;
  };
}

/** errors[0].code values of the accounts endpoints; the client decides inline message, popup or logout by them. */
export const AUTH_ERROR_CODES = {
  invalidOtp: 'INVALID_OTP',
  otpExpired: 'OTP_EXPIRED',
  /** SPEC 8: after 5 wrong codes: 'Validation failed. please verify your number again.' */
  otpAttemptsExceeded: 'OTP_ATTEMPTS_EXCEEDED',
  otpResendTooSoon: 'OTP_RESEND_TOO_SOON',
  rateLimited: 'RATE_LIMITED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  /** Social sign-in of an identity with no account: answered with status 404. */
  unknownSocialUser: 'USER_NOT_FOUND',
  invalidSocialToken: 'INVALID_SOCIAL_TOKEN',
  mobileTaken: 'MOBILE_ALREADY_REGISTERED',
  /** The server ended the session (logout elsewhere, deleted account): SPEC 8 'You have been logged out. Please login again.' */
  sessionEnded: 'SESSION_ENDED',
  /** SPEC 6 'Unauthorized_access': a resource of another user. */
  unauthorizedAccess: 'Unauthorized_access',
} as const;
