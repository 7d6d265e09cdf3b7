/**
 * Login (SPEC 4 Login): mobile and OTP with a resend countdown and auto-read, password login, forgot
 * password, social sign-in through the provider's redirect with sign-up of unknown identities (their
 * mobile proved by OTP), and skipping. Lives as long as the app; a successful login is emitted as `login.completed` for the session,
 * then saved selections are cleared, the wallet is loaded and the user returns where they came from. A guest's cash order
 * waiting for this login (SPEC 4 auto login: the payment page kept it on the device) is submitted then, and the customer
 * goes to its thank-you page; an auto-login start sends the code to that order's mobile at once.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { PATHS } from '@/contract/paths';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import type { LoginResponse, OtpSentResponse, SocialLoginBody, SocialSignupBody } from '@/contract/accounts';
import type { SocialLoginResult } from '@/api/accounts';
import { errorFromResponse, localError, toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { ordersApi } from '@/api/orders';
import { livePendingOrder, type PendingOrder } from '@/domain/autoLogin';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '@/api/storage';
import { OTP_RESEND_SECONDS } from '@/domain/constants';
import { isCheckoutPath, loginRoute, ROUTES, thankYouRoute, withQuery } from '@/domain/navigation';
import {
  fieldMessageOf,
  validateEmail,
  validateMobile,
  validateName,
  validateOtp,
  validatePassword,
  type FieldMessage,
} from '@/domain/validation';
import { MS_PER_SECOND } from '@/domain/time';
import { required } from './shared/required';

// Types

/** Which flow asked for the OTP; sent to the server as `screenName`. */
export type OtpScreen = 'login' | 'forgotPassword';

/** The social identity being signed in, read from the provider's token (the server verifies it). */
export interface SocialDetails {
  token: string;
  email: string;
  firstName: string;
  lastName: string;
}
export type SocialField = 'firstName' | 'lastName' | 'email';

/** Kept in IndexedDB across the provider's redirect (a full page load). */
export interface SocialRequest {
  /** The random value the provider sends back, proving the answer belongs to this request. */
  state: string;
  redirectUrl: string | null;
  from: string | null;
}

/** What the OTP actors return: the server's answer and when it arrived (epoch ms). */
export interface OtpSent extends OtpSentResponse {
  sentAt: number;
}

/** Query parameters saved for the feedback page (SPEC 2 /uf). */
export type FeedbackParams = Record<string, string>;

export interface LoginContext {
  /** SPEC 2: where to return after login (query redirectUrl); wins over `from`. */
  redirectUrl: string | null;
  /** SPEC 2: the page the user came from (query from). */
  from: string | null;
  /** SPEC 7: the loyalty variant of send OTP, whose verified code also joins Pizza Pals: eligible users, or the customer's 'Also join Pizza Pals'. */
  loyaltyEligible: boolean;
  /** The mobile number as typed. */
  mobile: string;
  /** Inline message under the mobile field. */
  mobileError: FieldMessage | null;
  /** The OTP as typed or read from the SMS. */
  otp: string;
  /** Inline message under the OTP field. */
  otpError: FieldMessage | null;
  /** When the current OTP was sent (epoch ms), for the screen's countdown; null before any. */
  otpSentAt: number | null;
  /** The flow the OTP screen serves. */
  otpScreen: OtpScreen;
  /** The password as typed on /slicePassword. */
  password: string;
  /** Inline message under the password field. */
  passwordError: FieldMessage | null;
  /** The social identity in progress; null outside social sign-in. */
  social: SocialDetails | null;
  /** The `state` the provider sent back with its token. */
  socialState: string | null;
  /** Inline message under the sign-up name field. */
  nameError: FieldMessage | null;
  /** Inline message under the sign-up email field. */
  emailError: FieldMessage | null;
  /** A failure shown in the shared popup until `error.dismiss`. */
  error: ApiError | null;
  /** The successful login being completed. */
  response: LoginResponse | null;
  /** Saved feedback parameters, read when returning to /uf. */
  feedbackParams: FeedbackParams | null;
  /** The guest's order this login submits (SPEC 4 auto login); null when none waits. */
  pendingOrder: PendingOrder | null;
}

export type LoginEvent =
  /** `autoLogin`: a guest's order waits for this login (SPEC 4 auto login); its mobile gets the code at once. */
  | { type: 'login.start'; redirectUrl?: string; from?: string; loyaltyEligible?: boolean; autoLogin?: boolean }
  | { type: 'login.skip' }
  | { type: 'mobile.change'; value: string }
  /** 'Also join Pizza Pals' on the login screen, on or off (off by default). */
  | { type: 'loyalty.choose'; join: boolean }
  | { type: 'mobile.submit' }
  | { type: 'mobile.edit' }
  | { type: 'otp.change'; value: string }
  | { type: 'otp.submit' }
  /** WebOTP read the code from the SMS. */
  | { type: 'otp.autofill'; code: string }
  | { type: 'otp.resend' }
  | { type: 'password.choose' }
  | { type: 'password.change'; value: string }
  | { type: 'password.submit' }
  | { type: 'forgotPassword.choose' }
  | { type: 'social.start' }
  /** The /socialSignin screen read `token` and `state` from the URL fragment. */
  | { type: 'social.token'; token: string; state: string }
  | { type: 'social.change'; field: SocialField; value: string }
  | { type: 'socialSignup.submit' }
  | { type: 'error.dismiss' };

export type LoginEmitted =
  /** The app routes to `to`. */
  | { type: 'navigation.requested'; to: string }
  /** The app leaves for `url` with a full page load (the social provider). */
  | { type: 'redirect.requested'; url: string }
  /** The app hands the login to the session (`session.login`). */
  | { type: 'login.completed'; response: LoginResponse }
  /** The guest's pending order was placed for the customer: the cart it took is loaded afresh. */
  | { type: 'pendingOrder.placed' };

/** `busy`: a request is in flight. */
export type LoginTag = 'busy';

/** Why the customer is asked to log in: to place the order being paid for, or for their account. */
export type LoginPurpose = 'checkout' | 'account';

// Constants

/** SPEC 9: OTP timer 45 s. */
export const OTP_RESEND_DELAY_MS = OTP_RESEND_SECONDS * MS_PER_SECOND;
/** The social provider's `source` in our contract. */
export const SOCIAL_SOURCE = 'sandbox';
/** Query names of the provider's consent page. */
export const SOCIAL_QUERY = { redirectUri: 'redirect_uri', state: 'state' } as const;
/** A FAILED answer to the pending order's submit is a refusal, as a 409 with errors[0] is. */
const ORDER_REFUSED_STATUS = 409;
const HTTP_SERVER_ERROR = 500;
/** No answer came (no network, a timeout) or the server failed: the order may have been submitted all the same. */
const isAnswerLost = (error: unknown): boolean => {
  const { kind, status } = toApiError(error);
  return kind === 'network' || kind === 'timeout' || status >= HTTP_SERVER_ERROR;
};
/** Inline-message codes of OTP validation; every other failure shows the popup (SPEC 4, 8). */
const INLINE_OTP_CODES: ReadonlySet<string> = new Set([AUTH_ERROR_CODES.invalidOtp, AUTH_ERROR_CODES.otpExpired]);

const INITIAL_CONTEXT: LoginContext = {
  redirectUrl: null,
  from: null,
  loyaltyEligible: false,
  mobile: '',
  mobileError: null,
  otp: '',
  otpError: null,
  otpSentAt: null,
  otpScreen: 'login',
  password: '',
  passwordError: null,
  social: null,
  socialState: null,
  nameError: null,
  emailError: null,
  error: null,
  response: null,
  feedbackParams: null,
  pendingOrder: null,
};

// Pure helpers

/** Only paths of this app are return targets: no other origins, no protocol-relative URLs. */
function isAppPath(url: string | null): url is string {
  return url !== null && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');
}

/** SPEC 4: back to redirectUrl, else from, else home; a /uf target gets the saved feedback params. */
export function returnTarget(context: Pick<LoginContext, 'redirectUrl' | 'from'>, feedbackParams: FeedbackParams | null = null): string {
  const target = [context.redirectUrl, context.from].find(isAppPath) ?? ROUTES.home;
  return isFeedbackTarget(target) && feedbackParams ? withQuery(target, feedbackParams) : target;
}

/** A login asked for by the payment page: the order is placed after it. */
export function loginPurposeOf(context: Pick<LoginContext, 'redirectUrl' | 'from'>): LoginPurpose {
  return isCheckoutPath(returnTarget(context)) ? 'checkout' : 'account';
}

/**
 * Where 'Skip login' leads: back where the customer came from, except at checkout, which needs a login
 * (SPEC 3: an order carries the mobile) and would ask again: there it leads back to the cart.
 */
export function skipTarget(context: Pick<LoginContext, 'redirectUrl' | 'from'>): string {
  return loginPurposeOf(context) === 'checkout' ? ROUTES.cart : returnTarget(context);
}

export function isFeedbackTarget(url: string): boolean {
  const path = url.split(/[?#]/)[0];
  return path === ROUTES.feedback;
}

export function socialAuthorizeUrl(state: string): string {
  return withQuery(PATHS.socialSandboxAuthorize, { [SOCIAL_QUERY.redirectUri]: ROUTES.socialSignin, [SOCIAL_QUERY.state]: state });
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

function claim(payload: Record<string, unknown>, ...names: string[]): string {
  for (const name of names) {
    const value = payload[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}

/** Reads email and names from the token's payload without verifying it; unreadable tokens give empty fields. */
export function decodeSocialToken(token: string): SocialDetails {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(base64UrlDecode(token.split('.')[1] ?? ''));
    if (typeof parsed === 'object' && parsed !== null) payload = parsed as Record<string, unknown>;
  } catch {
    payload = {};
  }
  const [first = '', ...rest] = claim(payload, 'name').split(/\s+/);
  return {
    token,
    email: claim(payload, 'email'),
    firstName: claim(payload, 'firstName', 'given_name') || first,
    lastName: claim(payload, 'lastName', 'family_name') || rest.join(' '),
  };
}

function isFeedbackParams(value: unknown): value is FeedbackParams {
  return typeof value === 'object' && value !== null && Object.values(value).every((entry) => typeof entry === 'string');
}

function socialLoginBody(social: SocialDetails): SocialLoginBody {
  return { email: social.email, source: SOCIAL_SOURCE, firstName: social.firstName, lastName: social.lastName, token: social.token };
}

function stateMismatchError(): ApiError {
  return localError(AUTH_ERROR_CODES.invalidSocialToken);
}

// Setup

const loginSetup = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
    tags: {} as LoginTag,
  },
  actors: {
    sendOtp: fromPromise<OtpSent, { mobile: string; loyalty: boolean }>(async ({ input, signal }) => ({
      ...(await getApiClient().sendOtp({ mobile: input.mobile }, { loyalty: input.loyalty, signal })),
      sentAt: Date.now(),
    })),
    sendForgotOtp: fromPromise<OtpSent, { mobile: string }>(async ({ input, signal }) => ({
      ...(await getApiClient().forgotPassword({ mobile: input.mobile }, { signal })),
      sentAt: Date.now(),
    })),
    validateOtp: fromPromise<LoginResponse, { mobile: string; code: string; screenName: OtpScreen }>(({ input, signal }) =>
      getApiClient().validateOtp(input, { signal }),
    ),
    passwordLogin: fromPromise<LoginResponse, { mobile: string; password: string }>(({ input, signal }) =>
      getApiClient().passwordLogin(input, { signal }),
    ),
    saveSocialRequest: fromPromise<SocialRequest, Omit<SocialRequest, 'state'>>(async ({ input }) => {
      const request: SocialRequest = { ...input, state: crypto.randomUUID() };
      await writeStored(STORAGE_KEYS.socialLogin, request);
      return request;
    }),
    // Read once: a provider answer cannot be replayed.
    takeSocialRequest: fromPromise<SocialRequest | null>(async () => {
      const request = (await readStored<SocialRequest>(STORAGE_KEYS.socialLogin)) ?? null;
      await removeStored(STORAGE_KEYS.socialLogin);
      return request;
    }),
    socialLoginValidate: fromPromise<SocialLoginResult, SocialLoginBody>(({ input, signal }) =>
      getApiClient().socialLoginValidate(input, { signal }),
    ),
    socialSignup: fromPromise<LoginResponse, SocialSignupBody>(({ input, signal }) => getApiClient().socialSignup(input, { signal })),
    // SPEC 4: login clears saved payment and wallet selections.
    clearSelections: fromPromise<void>(async () => {
      await Promise.all([removeStored(STORAGE_KEYS.paymentMode), removeStored(STORAGE_KEYS.walletSelection)]);
    }),
    loadWallet: fromPromise<void, { userId: string }>(async ({ input, signal }) => {
      await writeStored(STORAGE_KEYS.wallet, await getApiClient().getWalletSummary(input.userId, { signal }));
    }),
    readPendingOrder: fromPromise<PendingOrder | null>(async () =>
      livePendingOrder(await readStored<unknown>(STORAGE_KEYS.pendingOrder), Date.now()),
    ),
    // Submitted once: whatever the answer, the device forgets it (a refused order is not sent again). When the answer
    // was lost on the way (no network, a server fault), the order's status says whether it became the customer's.
    submitPendingOrder: fromPromise<void, { orderTransactionId: string }>(async ({ input, signal }) => {
      const orders = ordersApi(getApiClient());
      try {
        const response = await orders.submitPendingOrder(input.orderTransactionId, { signal });
        if (response.status === 'FAILED') throw errorFromResponse(ORDER_REFUSED_STATUS, response);
      } catch (error) {
        if (!isAnswerLost(error)) throw error;
        await orders.getOrderStatus(input.orderTransactionId, { signal }).catch(() => Promise.reject(error));
      } finally {
        // Best effort: without storage the kept order is gone with the page anyway.
        await removeStored(STORAGE_KEYS.pendingOrder).catch(() => undefined);
      }
    }),
    loadFeedbackParams: fromPromise<FeedbackParams | null>(async () => {
      const stored = await readStored<unknown>(STORAGE_KEYS.feedbackParams);
      return isFeedbackParams(stored) ? stored : null;
    }),
  },
  guards: {
    isMobileValid: ({ context }) => validateMobile(context.mobile) === null,
    isOtpValid: ({ context }) => validateOtp(context.otp) === null,
    isCodeValid: (_, params: { code: string }) => validateOtp(params.code) === null,
    canSubmitPassword: ({ context }) => validateMobile(context.mobile) === null && validatePassword(context.password) === null,
    canSubmitSignup: ({ context }) =>
      validateMobile(context.mobile) === null &&
      validateName(context.social?.firstName ?? '') === null &&
      validateEmail(context.social?.email ?? '') === null,
    isForgotPasswordFlow: ({ context }) => context.otpScreen === 'forgotPassword',
    isInlineOtpError: (_, params: { error: unknown }) => INLINE_OTP_CODES.has(toApiError(params.error).code),
    isOtpAttemptsExceeded: (_, params: { error: unknown }) => toApiError(params.error).code === AUTH_ERROR_CODES.otpAttemptsExceeded,
    isSocialStateValid: ({ context }, params: { request: SocialRequest | null }) =>
      params.request !== null && context.socialState !== null && params.request.state === context.socialState,
    isUnknownUser: (_, params: { result: SocialLoginResult }) => params.result.type === 'unknownUser',
    isFeedbackReturn: ({ context }) => isFeedbackTarget(returnTarget(context)),
    isAutoLoginStart: (_, params: { autoLogin?: boolean }) => params.autoLogin === true,
    hasPendingOrder: (_, params: { pending: PendingOrder | null }) => params.pending !== null,
    /** The order waits for a login with its mobile: another customer logging in on this device leaves it be. */
    isPendingOrderOfLogin: ({ context }, params: { pending: PendingOrder | null }) =>
      params.pending !== null && params.pending.mobile === context.response?.attributes.mobile,
  },
  actions: {
    startLogin: assign(({ context }, params: { redirectUrl?: string; from?: string; loyaltyEligible?: boolean }) => ({
      ...INITIAL_CONTEXT,
      mobile: context.mobile,
      redirectUrl: params.redirectUrl ?? null,
      from: params.from ?? null,
      loyaltyEligible: params.loyaltyEligible ?? false,
    })),
    assignMobile: assign((_, params: { value: string }) => ({ mobile: params.value, mobileError: null })),
    assignLoyaltyChoice: assign((_, params: { join: boolean }) => ({ loyaltyEligible: params.join })),
    assignMobileError: assign(({ context }) => ({ mobileError: fieldMessageOf(validateMobile(context.mobile)) })),
    assignOtp: assign((_, params: { value: string }) => ({ otp: params.value, otpError: null })),
    assignOtpError: assign(({ context }) => ({ otpError: fieldMessageOf(validateOtp(context.otp)) })),
    assignOtpSent: assign((_, params: { sent: OtpSent; screen: OtpScreen }) => ({
      otpSentAt: params.sent.sentAt,
      otpScreen: params.screen,
      otp: '',
      otpError: null,
      error: null,
    })),
    assignOtpRefused: assign((_, params: { error: unknown }) => ({ otpError: { text: toApiError(params.error).displayMsg } })),
    // SPEC 8: too many wrong codes send the user back to verify the number again, in the server's words.
    assignOtpAttemptsExceeded: assign((_, params: { error: unknown }) => ({
      mobileError: { text: toApiError(params.error).displayMsg },
      otp: '',
      otpError: null,
    })),
    assignPassword: assign((_, params: { value: string }) => ({ password: params.value, passwordError: null })),
    assignPasswordErrors: assign(({ context }) => ({
      mobileError: fieldMessageOf(validateMobile(context.mobile)),
      passwordError: fieldMessageOf(validatePassword(context.password)),
    })),
    assignPasswordRefused: assign((_, params: { error: unknown }) => ({ passwordError: { text: toApiError(params.error).displayMsg } })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
    // Moving to another step leaves its inputs, inline messages and popup behind; the mobile number stays.
    leaveStep: assign({
      otp: '',
      otpError: null,
      password: '',
      passwordError: null,
      mobileError: null,
      nameError: null,
      emailError: null,
      social: null,
      socialState: null,
      error: null,
    }),
    assignSocialRequest: assign((_, params: { request: SocialRequest }) => ({ socialState: params.request.state })),
    // The provider's answer starts a fresh flow: it arrives with a new page load.
    assignSocialToken: assign((_, params: { token: string; state: string }) => ({
      ...INITIAL_CONTEXT,
      social: decodeSocialToken(params.token),
      socialState: params.state,
    })),
    restoreReturnTarget: assign((_, params: { request: SocialRequest | null }) => ({
      redirectUrl: params.request?.redirectUrl ?? null,
      from: params.request?.from ?? null,
    })),
    assignSocialField: assign(({ context }, params: { field: SocialField; value: string }) => ({
      social: context.social && { ...context.social, [params.field]: params.value },
      nameError: params.field === 'firstName' ? null : context.nameError,
      emailError: params.field === 'email' ? null : context.emailError,
    })),
    assignSignupErrors: assign(({ context }) => ({
      mobileError: fieldMessageOf(validateMobile(context.mobile)),
      nameError: fieldMessageOf(validateName(context.social?.firstName ?? '')),
      emailError: fieldMessageOf(validateEmail(context.social?.email ?? '')),
    })),
    assignSignupRefused: assign((_, params: { error: unknown }) => ({
      mobileError: { text: toApiError(params.error).displayMsg },
      otp: '',
      otpError: null,
    })),
    leaveSocialOtp: assign({ otp: '', otpError: null, error: null }),
    // Only the return target and the login itself are needed from here on; typed secrets are dropped.
    assignResponse: assign(({ context }, params: { response: LoginResponse }) => ({
      ...INITIAL_CONTEXT,
      redirectUrl: context.redirectUrl,
      from: context.from,
      response: params.response,
    })),
    assignFeedbackParams: assign((_, params: { feedbackParams: FeedbackParams | null }) => ({ feedbackParams: params.feedbackParams })),
    assignPendingOrder: assign((_, params: { pending: PendingOrder | null }) => ({ pendingOrder: params.pending })),
    assignPendingMobile: assign((_, params: { pending: PendingOrder | null }) => ({
      mobile: params.pending?.mobile ?? '',
      pendingOrder: params.pending,
    })),
    emitPendingOrderPlaced: emit({ type: 'pendingOrder.placed' }),
    navigateToPlacedOrder: emit(({ context }) => ({
      type: 'navigation.requested' as const,
      to: thankYouRoute(context.pendingOrder?.orderTransactionId ?? ''),
    })),
    resetContext: assign(() => INITIAL_CONTEXT),
    emitLoggedIn: emit(({ context }) => ({ type: 'login.completed' as const, response: context.response as LoginResponse })),
    emitSocialRedirect: emit((_, params: { request: SocialRequest }) => ({
      type: 'redirect.requested' as const,
      url: socialAuthorizeUrl(params.request.state),
    })),
    navigateToReturnTarget: emit(({ context }) => ({
      type: 'navigation.requested' as const,
      to: returnTarget(context, context.feedbackParams),
    })),
    navigateToSkipTarget: emit(({ context }) => ({ type: 'navigation.requested' as const, to: skipTarget(context) })),
    navigateToLogin: emit(({ context }) => ({
      type: 'navigation.requested' as const,
      to: loginRoute({ redirectUrl: context.redirectUrl ?? undefined, from: context.from ?? undefined }),
    })),
    navigateToOtp: emit(({ context }) => ({
      type: 'navigation.requested' as const,
      to: loginRoute({ otp: true, redirectUrl: context.redirectUrl ?? undefined, from: context.from ?? undefined }),
    })),
    navigateToPassword: emit({ type: 'navigation.requested', to: ROUTES.password }),
    navigateToForgotPassword: emit({ type: 'navigation.requested', to: ROUTES.forgotPassword }),
  },
  delays: {
    resendDelay: OTP_RESEND_DELAY_MS,
  },
});

type LoginStateConfig = Parameters<typeof loginSetup.createStateConfig>[0];

// Shared state config

/** Input of `sendOtp`: the typed mobile, with the loyalty variant for eligible users (SPEC 7). */
function loginOtpInput({ context }: { context: LoginContext }): { mobile: string; loyalty: boolean } {
  return { mobile: context.mobile.trim(), loyalty: context.loyaltyEligible };
}

const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const valueParams = ({ event }: { event: { value: string } }) => ({ value: event.value });

/** A failed request shows the popup and goes to `target`. */
function failTo(target: string) {
  return { target, actions: { type: 'assignError' as const, params: errorParams } };
}

/** Keeps the OTP just sent for the flow `screen`. */
function assignOtpSentFor(screen: OtpScreen) {
  return { type: 'assignOtpSent' as const, params: ({ event }: { event: { output: OtpSent } }) => ({ sent: event.output, screen }) };
}

/** A successful login goes to `target` to be completed. */
function completeAt(target: string) {
  return {
    target,
    actions: { type: 'assignResponse' as const, params: ({ event }: { event: { output: LoginResponse } }) => ({ response: event.output }) },
  };
}

const changeMobile = { actions: { type: 'assignMobile' as const, params: valueParams } };
const changeOtp = { actions: { type: 'assignOtp' as const, params: valueParams } };

/** A well-formed mobile goes to `target` to get its OTP; otherwise its inline message shows. */
function submitMobileTo(target: string) {
  return [{ guard: 'isMobileValid' as const, target, actions: 'clearError' as const }, { actions: 'assignMobileError' as const }];
}

/** A well-formed code goes to `target` to be checked; otherwise its inline message shows. */
function submitOtpTo(target: string) {
  return [{ guard: 'isOtpValid' as const, target, actions: 'clearError' as const }, { actions: 'assignOtpError' as const }];
}

/** SPEC 8: a wrong or expired code shows under the OTP field. */
const refuseOtpInline = {
  guard: { type: 'isInlineOtpError' as const, params: errorParams },
  target: 'typing',
  actions: { type: 'assignOtpRefused' as const, params: errorParams },
};

/** Resends the login OTP: the countdown restarts; a failure shows the popup and allows another try. */
function resendingLoginOtp(id: string) {
  return loginSetup.createStateConfig({
    tags: 'busy',
    invoke: {
      id,
      src: 'sendOtp',
      input: loginOtpInput,
      onDone: { target: 'countingDown', actions: assignOtpSentFor('login') },
      onError: failTo('canResend'),
    },
  });
}

/** SPEC 9: an OTP step's resend region, a countdown, then `canResend` until `otp.resend` enters one of `resending`. */
function resendRegion<TResending extends Record<string, LoginStateConfig>>(canResend: LoginStateConfig, resending: TResending) {
  return loginSetup.createStateConfig({
    initial: 'countingDown',
    states: {
      countingDown: {
        after: { resendDelay: 'canResend' },
      },
      canResend,
      ...resending,
    },
  });
}

export const loginMachine = loginSetup.createMachine({
  id: 'login',
  initial: 'idle',
  context: INITIAL_CONTEXT,
  on: {
    'login.start': [
      {
        guard: { type: 'isAutoLoginStart', params: ({ event }) => ({ autoLogin: event.autoLogin }) },
        target: '.startingAutoLogin',
        actions: { type: 'startLogin', params: ({ event }) => ({ redirectUrl: event.redirectUrl, from: event.from }) },
      },
      {
        target: '.enteringMobile',
        actions: {
          type: 'startLogin',
          params: ({ event }) => ({ redirectUrl: event.redirectUrl, from: event.from, loyaltyEligible: event.loyaltyEligible }),
        },
      },
    ],
    'social.token': {
      target: '.validatingSocial',
      actions: { type: 'assignSocialToken', params: ({ event }) => ({ token: event.token, state: event.state }) },
    },
    'error.dismiss': { actions: 'clearError' },
  },
  states: {
    idle: {},
    // SPEC 4 auto login: the code goes to the waiting order's mobile at once; without such an order, as any login.
    startingAutoLogin: {
      tags: 'busy',
      invoke: {
        id: 'readAutoLoginOrder',
        src: 'readPendingOrder',
        onDone: [
          {
            guard: { type: 'hasPendingOrder', params: ({ event }) => ({ pending: event.output }) },
            target: 'sendingOtp',
            actions: { type: 'assignPendingMobile', params: ({ event }) => ({ pending: event.output }) },
          },
          { target: 'enteringMobile' },
        ],
        onError: 'enteringMobile',
      },
    },
    enteringMobile: {
      on: {
        'mobile.change': changeMobile,
        'loyalty.choose': { actions: { type: 'assignLoyaltyChoice', params: ({ event }) => ({ join: event.join }) } },
        'mobile.submit': submitMobileTo('sendingOtp'),
        'password.choose': { target: 'enteringPassword', actions: ['leaveStep', 'navigateToPassword'] },
        'forgotPassword.choose': { target: 'forgotPassword', actions: ['leaveStep', 'navigateToForgotPassword'] },
        'social.start': { target: 'startingSocial', actions: 'leaveStep' },
        'login.skip': { target: 'idle', actions: ['navigateToSkipTarget', 'resetContext'] },
      },
    },
    sendingOtp: {
      tags: 'busy',
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: loginOtpInput,
        onDone: {
          target: 'enteringOtp',
          actions: [assignOtpSentFor('login'), 'navigateToOtp'],
        },
        onError: failTo('enteringMobile'),
      },
    },
    enteringOtp: {
      // The countdown keeps running while a code is being checked.
      type: 'parallel',
      on: {
        'mobile.edit': [
          { guard: 'isForgotPasswordFlow', target: 'forgotPassword', actions: ['leaveStep', 'navigateToForgotPassword'] },
          { target: 'enteringMobile', actions: ['leaveStep', 'navigateToLogin'] },
        ],
      },
      states: {
        resend: resendRegion(
          { on: { 'otp.resend': [{ guard: 'isForgotPasswordFlow', target: 'resendingForgotOtp' }, { target: 'resendingOtp' }] } },
          {
            resendingOtp: resendingLoginOtp('resendOtp'),
            resendingForgotOtp: {
              tags: 'busy',
              invoke: {
                id: 'resendForgotOtp',
                src: 'sendForgotOtp',
                input: ({ context }) => ({ mobile: context.mobile.trim() }),
                onDone: { target: 'countingDown', actions: assignOtpSentFor('forgotPassword') },
                onError: failTo('canResend'),
              },
            },
          },
        ),
        code: {
          initial: 'typing',
          states: {
            typing: {
              on: {
                'otp.change': changeOtp,
                'otp.submit': submitOtpTo('validatingOtp'),
                'otp.autofill': [
                  {
                    guard: { type: 'isCodeValid', params: ({ event }) => ({ code: event.code }) },
                    target: 'validatingOtp',
                    actions: [{ type: 'assignOtp', params: ({ event }) => ({ value: event.code }) }, 'clearError'],
                  },
                  { actions: { type: 'assignOtp', params: ({ event }) => ({ value: event.code }) } },
                ],
              },
            },
            validatingOtp: {
              tags: 'busy',
              invoke: {
                id: 'validateOtp',
                src: 'validateOtp',
                input: ({ context }) => ({ mobile: context.mobile.trim(), code: context.otp.trim(), screenName: context.otpScreen }),
                onDone: completeAt('#login.completing'),
                onError: [
                  refuseOtpInline,
                  {
                    guard: { type: 'isOtpAttemptsExceeded', params: ({ event }) => ({ error: event.error }) },
                    target: '#login.enteringMobile',
                    actions: [{ type: 'assignOtpAttemptsExceeded', params: ({ event }) => ({ error: event.error }) }, 'navigateToLogin'],
                  },
                  failTo('typing'),
                ],
              },
            },
          },
        },
      },
    },
    enteringPassword: {
      on: {
        'mobile.change': changeMobile,
        'password.change': { actions: { type: 'assignPassword', params: ({ event }) => ({ value: event.value }) } },
        'password.submit': [
          { guard: 'canSubmitPassword', target: 'loggingInWithPassword', actions: 'clearError' },
          { actions: 'assignPasswordErrors' },
        ],
        'forgotPassword.choose': { target: 'forgotPassword', actions: ['leaveStep', 'navigateToForgotPassword'] },
        'mobile.edit': { target: 'enteringMobile', actions: ['leaveStep', 'navigateToLogin'] },
      },
    },
    loggingInWithPassword: {
      tags: 'busy',
      invoke: {
        id: 'passwordLogin',
        src: 'passwordLogin',
        input: ({ context }) => ({ mobile: context.mobile.trim(), password: context.password }),
        onDone: completeAt('completing'),
        // SPEC 8: login errors show inline.
        onError: {
          target: 'enteringPassword',
          actions: { type: 'assignPasswordRefused', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    forgotPassword: {
      initial: 'enteringMobile',
      states: {
        enteringMobile: {
          on: {
            'mobile.change': changeMobile,
            'mobile.submit': submitMobileTo('sendingOtp'),
            'password.choose': { target: '#login.enteringPassword', actions: ['leaveStep', 'navigateToPassword'] },
          },
        },
        sendingOtp: {
          tags: 'busy',
          invoke: {
            id: 'sendForgotOtp',
            src: 'sendForgotOtp',
            input: ({ context }) => ({ mobile: context.mobile.trim() }),
            // SPEC 4: forgot password success goes to /login-otp.
            onDone: {
              target: '#login.enteringOtp',
              actions: [assignOtpSentFor('forgotPassword'), 'navigateToOtp'],
            },
            onError: failTo('enteringMobile'),
          },
        },
      },
    },
    startingSocial: {
      tags: 'busy',
      invoke: {
        id: 'saveSocialRequest',
        src: 'saveSocialRequest',
        input: ({ context }) => ({ redirectUrl: context.redirectUrl, from: context.from }),
        onDone: {
          target: 'awaitingSocial',
          actions: [
            { type: 'assignSocialRequest', params: ({ event }) => ({ request: event.output }) },
            { type: 'emitSocialRedirect', params: ({ event }) => ({ request: event.output }) },
          ],
        },
        onError: failTo('socialFailed'),
      },
    },
    // The page is leaving for the provider.
    awaitingSocial: {
      tags: 'busy',
    },
    validatingSocial: {
      tags: 'busy',
      initial: 'checkingState',
      states: {
        checkingState: {
          invoke: {
            id: 'takeSocialRequest',
            src: 'takeSocialRequest',
            onDone: [
              {
                guard: { type: 'isSocialStateValid', params: ({ event }) => ({ request: event.output }) },
                target: 'validating',
                actions: { type: 'restoreReturnTarget', params: ({ event }) => ({ request: event.output }) },
              },
              { target: '#login.socialFailed', actions: { type: 'assignError', params: () => ({ error: stateMismatchError() }) } },
            ],
            onError: failTo('#login.socialFailed'),
          },
        },
        validating: {
          invoke: {
            id: 'socialLoginValidate',
            src: 'socialLoginValidate',
            input: ({ context }) => socialLoginBody(context.social as SocialDetails),
            onDone: [
              // SPEC 4: 404 means an unknown user, who signs up with a mobile number.
              {
                guard: { type: 'isUnknownUser', params: ({ event }) => ({ result: event.output }) },
                target: '#login.enteringSocialMobile',
              },
              {
                target: '#login.completing',
                actions: {
                  type: 'assignResponse',
                  params: ({ event }) => ({ response: (event.output as Extract<SocialLoginResult, { type: 'loggedIn' }>).response }),
                },
              },
            ],
            onError: failTo('#login.socialFailed'),
          },
        },
      },
    },
    enteringSocialMobile: {
      on: {
        'mobile.change': changeMobile,
        'social.change': {
          actions: { type: 'assignSocialField', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'socialSignup.submit': [
          { guard: 'canSubmitSignup', target: 'sendingSocialOtp', actions: 'clearError' },
          { actions: 'assignSignupErrors' },
        ],
      },
    },
    // The mobile is proved by the login OTP before the identity is linked to its account.
    sendingSocialOtp: {
      tags: 'busy',
      invoke: {
        id: 'sendSocialOtp',
        src: 'sendOtp',
        input: loginOtpInput,
        onDone: {
          target: 'enteringSocialOtp',
          actions: assignOtpSentFor('login'),
        },
        onError: failTo('enteringSocialMobile'),
      },
    },
    enteringSocialOtp: {
      type: 'parallel',
      on: {
        'mobile.edit': { target: 'enteringSocialMobile', actions: 'leaveSocialOtp' },
      },
      states: {
        resend: resendRegion({ on: { 'otp.resend': 'resendingOtp' } }, { resendingOtp: resendingLoginOtp('resendSocialOtp') }),
        code: {
          initial: 'typing',
          states: {
            typing: {
              on: {
                'otp.change': changeOtp,
                'socialSignup.submit': submitOtpTo('signingUp'),
              },
            },
            signingUp: {
              tags: 'busy',
              invoke: {
                id: 'socialSignup',
                src: 'socialSignup',
                input: ({ context }) => ({
                  ...socialLoginBody(context.social as SocialDetails),
                  mobile: context.mobile.trim(),
                  code: context.otp.trim(),
                }),
                onDone: completeAt('#login.completing'),
                onError: [
                  refuseOtpInline,
                  // Too many wrong codes, a mobile linked elsewhere, a failed request: shown under the mobile field.
                  {
                    target: '#login.enteringSocialMobile',
                    actions: { type: 'assignSignupRefused', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
          },
        },
      },
    },
    // SPEC 4: other social failures show an error dialog.
    socialFailed: {
      on: {
        'error.dismiss': { target: 'enteringMobile', actions: ['leaveStep', 'navigateToLogin'] },
      },
    },
    completing: {
      entry: 'emitLoggedIn',
      initial: 'clearingSelections',
      states: {
        clearingSelections: {
          tags: 'busy',
          invoke: { id: 'clearSelections', src: 'clearSelections', onDone: 'loadingWallet', onError: 'loadingWallet' },
        },
        // The wallet is a nicety at login: a failure leaves it to the wallet screen.
        loadingWallet: {
          tags: 'busy',
          invoke: {
            id: 'loadWallet',
            src: 'loadWallet',
            input: ({ context }) => ({ userId: (context.response as LoginResponse).userId }),
            onDone: [{ guard: 'isFeedbackReturn', target: 'loadingFeedbackParams' }, { target: 'readingPendingOrder' }],
            onError: [{ guard: 'isFeedbackReturn', target: 'loadingFeedbackParams' }, { target: 'readingPendingOrder' }],
          },
        },
        loadingFeedbackParams: {
          tags: 'busy',
          invoke: {
            id: 'loadFeedbackParams',
            src: 'loadFeedbackParams',
            onDone: {
              target: 'readingPendingOrder',
              actions: { type: 'assignFeedbackParams', params: ({ event }) => ({ feedbackParams: event.output }) },
            },
            onError: 'readingPendingOrder',
          },
        },
        // SPEC 4: submit the pending order when a transaction id exists.
        readingPendingOrder: {
          tags: 'busy',
          invoke: {
            id: 'readPendingOrder',
            src: 'readPendingOrder',
            onDone: [
              {
                guard: { type: 'isPendingOrderOfLogin', params: ({ event }) => ({ pending: event.output }) },
                target: 'submittingPendingOrder',
                actions: { type: 'assignPendingOrder', params: ({ event }) => ({ pending: event.output }) },
              },
              { target: 'done' },
            ],
            onError: 'done',
          },
        },
        submittingPendingOrder: {
          tags: 'busy',
          invoke: {
            id: 'submitPendingOrder',
            src: 'submitPendingOrder',
            input: ({ context }) => ({ orderTransactionId: required(context.pendingOrder, 'pending order').orderTransactionId }),
            onDone: { target: '#login.idle', actions: ['emitPendingOrderPlaced', 'navigateToPlacedOrder', 'resetContext'] },
            onError: { target: 'pendingOrderRefused', actions: { type: 'assignError', params: errorParams } },
          },
        },
        // The order was not placed (too late, or its coupon already used): the message shows, then the customer goes on.
        pendingOrderRefused: {
          on: { 'error.dismiss': { target: 'done', actions: 'clearError' } },
        },
        done: { type: 'final' },
      },
      onDone: { target: 'idle', actions: ['navigateToReturnTarget', 'resetContext'] },
    },
  },
});

// Selectors

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** Which login screen the machine is on, busy states included with the screen they belong to. */
export type LoginStep =
  'idle' | 'mobile' | 'otp' | 'password' | 'forgotPassword' | 'social' | 'socialMobile' | 'socialOtp' | 'socialFailed' | 'completing';

export function selectStep(snapshot: LoginSnapshot): LoginStep {
  if (snapshot.matches('enteringMobile') || snapshot.matches('sendingOtp') || snapshot.matches('startingAutoLogin')) return 'mobile';
  if (snapshot.matches('enteringOtp')) return 'otp';
  if (snapshot.matches('enteringPassword') || snapshot.matches('loggingInWithPassword')) return 'password';
  if (snapshot.matches('forgotPassword')) return 'forgotPassword';
  if (snapshot.matches('startingSocial') || snapshot.matches('awaitingSocial') || snapshot.matches('validatingSocial')) return 'social';
  if (snapshot.matches('enteringSocialMobile') || snapshot.matches('sendingSocialOtp')) return 'socialMobile';
  if (snapshot.matches('enteringSocialOtp')) return 'socialOtp';
  if (snapshot.matches('socialFailed')) return 'socialFailed';
  if (snapshot.matches('completing')) return 'completing';
  return 'idle';
}

export const selectMobile = (snapshot: LoginSnapshot): string => snapshot.context.mobile;
/** A guest's order waits for this login (SPEC 4 auto login): the code screen says it is placed on verifying. */
export const selectHasPendingOrder = (snapshot: LoginSnapshot): boolean => snapshot.context.pendingOrder !== null;
/** Whether the OTP asked for is the loyalty variant (SPEC 7): verifying it also joins Pizza Pals. */
export const selectJoinsPizzaPals = (snapshot: LoginSnapshot): boolean => snapshot.context.loyaltyEligible;
export const selectMobileError = (snapshot: LoginSnapshot): FieldMessage | null => snapshot.context.mobileError;
export const selectOtp = (snapshot: LoginSnapshot): string => snapshot.context.otp;
export const selectOtpError = (snapshot: LoginSnapshot): FieldMessage | null => snapshot.context.otpError;
export const selectOtpSentAt = (snapshot: LoginSnapshot): number | null => snapshot.context.otpSentAt;
export const selectCanResend = (snapshot: LoginSnapshot): boolean => snapshot.can({ type: 'otp.resend' });
export const selectPassword = (snapshot: LoginSnapshot): string => snapshot.context.password;
export const selectPasswordError = (snapshot: LoginSnapshot): FieldMessage | null => snapshot.context.passwordError;
export const selectSocial = (snapshot: LoginSnapshot): SocialDetails | null => snapshot.context.social;
export const selectNameError = (snapshot: LoginSnapshot): FieldMessage | null => snapshot.context.nameError;
export const selectEmailError = (snapshot: LoginSnapshot): FieldMessage | null => snapshot.context.emailError;
export const selectError = (snapshot: LoginSnapshot): ApiError | null => snapshot.context.error;
export const selectIsBusy = (snapshot: LoginSnapshot): boolean => snapshot.hasTag('busy');
/** Why the customer is on the login screens (the screen says so and offers the way back). */
export const selectLoginPurpose = (snapshot: LoginSnapshot): LoginPurpose => loginPurposeOf(snapshot.context);
