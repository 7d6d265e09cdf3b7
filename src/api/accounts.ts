/** Accounts calls (SPEC 7): OTP and password login, social sign-in and sign-up, logout, wallet summary. */
import type {
  ForgotPasswordBody,
  LoginResponse,
  OtpSentResponse,
  PasswordLoginBody,
  SendOtpBody,
  SocialLoginBody,
  SocialSignupBody,
  ValidateOtpBody,
} from '@/contract/accounts';
import type { WalletSummary } from '@/contract/wallet';
import { ENDPOINTS } from '@/contract/endpoints';
import { errorFromResponse, isSuccessStatus } from './errors';
import type { Send } from './pipeline';
import type { RequestFn } from './session';
import type { CallOptions } from './types';

/** SPEC 8: social sign-in answers 404 for an identity without an account. */
export const UNKNOWN_SOCIAL_USER_STATUS = 404;

/** Social sign-in either logs in or finds no account for the identity (SPEC 4). */
export type SocialLoginResult = { type: 'loggedIn'; response: LoginResponse } | { type: 'unknownUser' };

export interface SendOtpOptions extends CallOptions {
  /** SPEC 7: the loyalty variant of send OTP, for users eligible for loyalty. */
  loyalty?: boolean;
}

export function accountsApi(request: RequestFn, send: Send) {
  const byUser = (userId: string) => ({ userId });
  return {
    sendOtp: (body: SendOtpBody, options: SendOtpOptions = {}) =>
      request<OtpSentResponse>(options.loyalty ? ENDPOINTS.sendLoyaltyOtp : ENDPOINTS.sendOtp, { body, signal: options.signal }),
    validateOtp: (body: ValidateOtpBody, options: CallOptions = {}) =>
      request<LoginResponse>(ENDPOINTS.validateOtp, { body, signal: options.signal }),
    passwordLogin: (body: PasswordLoginBody, options: CallOptions = {}) =>
      request<LoginResponse>(ENDPOINTS.passwordLogin, { body, signal: options.signal }),
    forgotPassword: (body: ForgotPasswordBody, options: CallOptions = {}) =>
      request<OtpSentResponse>(ENDPOINTS.forgotPassword, { body, signal: options.signal }),
    socialLoginValidate: async (body: SocialLoginBody, options: CallOptions = {}): Promise<SocialLoginResult> => {
      const answer = await send(ENDPOINTS.socialLoginValidate, { body, signal: options.signal });
      if (answer.status === UNKNOWN_SOCIAL_USER_STATUS) return { type: 'unknownUser' };
      if (!isSuccessStatus(answer.status)) throw errorFromResponse(answer.status, answer.data);
      return { type: 'loggedIn', response: answer.data as LoginResponse };
    },
    socialSignup: (body: SocialSignupBody, options: CallOptions = {}) =>
      request<LoginResponse>(ENDPOINTS.socialSignup, { body, signal: options.signal }),
    logout: async (options: CallOptions = {}): Promise<void> => {
      await request<unknown>(ENDPOINTS.logout, { signal: options.signal });
    },
    getWalletSummary: (userId: string, options: CallOptions = {}) =>
      request<WalletSummary>(ENDPOINTS.getWalletSummary, { pathParams: byUser(userId), signal: options.signal }),
  };
}
