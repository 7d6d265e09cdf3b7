import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type AnyActorLogic } from 'xstate';
import type { ApiClient } from '@/api/client';
import { PATHS } from '@/contract/paths';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import type { LoginResponse, SocialLoginBody, SocialSignupBody } from '@/contract/accounts';
import type { SocialLoginResult } from '@/api/accounts';
import { setApiClient } from '@/api/holder';
import { networkError, toApiError } from '@/api/errors';
import { ENDPOINTS } from '@/contract/endpoints';
import { isSameLoginVisit } from '@/screens/login/loginFlow';
import {
  decodeSocialToken,
  loginMachine,
  loginPurposeOf,
  selectLoginPurpose,
  OTP_RESEND_DELAY_MS,
  returnTarget,
  selectCanResend,
  selectError,
  selectHasPendingOrder,
  selectIsBusy,
  selectJoinsPizzaPals,
  selectMobileError,
  selectOtpError,
  selectOtpSentAt,
  selectPasswordError,
  selectSocial,
  selectStep,
  socialAuthorizeUrl,
  type FeedbackParams,
  type LoginEmitted,
  type OtpSent,
  type SocialRequest,
} from '@machines/login.machine';
import type { PendingOrder } from '@/domain/autoLogin';
import { loginResponse, networkFailure, serverError } from '../../model/fixtures';
import messagesEn from '@/i18n/en/messages';

const { otpValidationFailed: OTP_VALIDATION_FAILED } = messagesEn.texts;

const MOBILE = '9876543210';
const SENT_AT = 1_700_000_000_000;
const otpSent = (sentAt = SENT_AT): OtpSent => ({ status: 'SUCCESS', resendAfterSec: 45, expiresInSec: 300, sentAt });

/** A token as the sandbox provider issues it (payload only matters here). */
function socialToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
const TOKEN = socialToken({ email: 'asha@example.com', given_name: 'Asha', family_name: 'Rao' });

interface Fakes {
  sendOtp?: (input: { mobile: string; loyalty: boolean }) => Promise<OtpSent>;
  sendForgotOtp?: (input: { mobile: string }) => Promise<OtpSent>;
  validateOtp?: (input: { mobile: string; code: string; screenName: string }) => Promise<LoginResponse>;
  passwordLogin?: (input: { mobile: string; password: string }) => Promise<LoginResponse>;
  saveSocialRequest?: (input: Omit<SocialRequest, 'state'>) => Promise<SocialRequest>;
  takeSocialRequest?: () => Promise<SocialRequest | null>;
  socialLoginValidate?: (input: SocialLoginBody) => Promise<SocialLoginResult>;
  socialSignup?: (input: SocialSignupBody) => Promise<LoginResponse>;
  loadWallet?: (input: { userId: string }) => Promise<void>;
  loadFeedbackParams?: () => Promise<FeedbackParams | null>;
  readPendingOrder?: () => Promise<PendingOrder | null>;
  submitPendingOrder?: (input: { orderTransactionId: string }) => Promise<void>;
}

function startLogin(fakes: Fakes = {}) {
  const calls = {
    sendOtp: vi.fn(fakes.sendOtp ?? (async () => otpSent())),
    sendForgotOtp: vi.fn(fakes.sendForgotOtp ?? (async () => otpSent())),
    validateOtp: vi.fn(fakes.validateOtp ?? (async () => loginResponse('user-42'))),
    passwordLogin: vi.fn(fakes.passwordLogin ?? (async () => loginResponse('user-42'))),
    saveSocialRequest: vi.fn(fakes.saveSocialRequest ?? (async (input) => ({ ...input, state: 'state-1' }))),
    takeSocialRequest: vi.fn(fakes.takeSocialRequest ?? (async () => ({ state: 'state-1', redirectUrl: '/cart', from: null }))),
    socialLoginValidate: vi.fn(
      fakes.socialLoginValidate ?? (async (): Promise<SocialLoginResult> => ({ type: 'loggedIn', response: loginResponse('user-42') })),
    ),
    socialSignup: vi.fn(fakes.socialSignup ?? (async () => loginResponse('user-43'))),
    clearSelections: vi.fn(async (): Promise<void> => undefined),
    loadWallet: vi.fn(fakes.loadWallet ?? (async () => undefined)),
    loadFeedbackParams: vi.fn(fakes.loadFeedbackParams ?? (async () => null)),
    readPendingOrder: vi.fn(fakes.readPendingOrder ?? (async () => null)),
    submitPendingOrder: vi.fn(fakes.submitPendingOrder ?? (async () => undefined)),
  };
  const withInput = <I, O>(fn: (input: I) => Promise<O>): AnyActorLogic => fromPromise<O, I>(({ input }) => fn(input));
  const clock = new SimulatedClock();
  const actor = createActor(
    loginMachine.provide({
      actors: {
        sendOtp: withInput(calls.sendOtp),
        sendForgotOtp: withInput(calls.sendForgotOtp),
        validateOtp: withInput(calls.validateOtp),
        passwordLogin: withInput(calls.passwordLogin),
        saveSocialRequest: withInput(calls.saveSocialRequest),
        takeSocialRequest: fromPromise(() => calls.takeSocialRequest()),
        socialLoginValidate: withInput(calls.socialLoginValidate),
        socialSignup: withInput(calls.socialSignup),
        clearSelections: fromPromise(() => calls.clearSelections()),
        loadWallet: withInput(calls.loadWallet),
        loadFeedbackParams: fromPromise(() => calls.loadFeedbackParams()),
        readPendingOrder: fromPromise(() => calls.readPendingOrder()),
        submitPendingOrder: withInput(calls.submitPendingOrder),
      } as never,
    }),
    { clock },
  );
  const emitted: LoginEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as LoginEmitted));
  actor.start();
  const navigations = () => emitted.filter((event) => event.type === 'navigation.requested').map((event) => (event as { to: string }).to);
  return { actor, clock, calls, emitted, navigations };
}

type Started = ReturnType<typeof startLogin>;

async function reachOtp(started: Started, start: { redirectUrl?: string; from?: string; loyaltyEligible?: boolean } = {}) {
  started.actor.send({ type: 'login.start', ...start });
  started.actor.send({ type: 'mobile.change', value: MOBILE });
  started.actor.send({ type: 'mobile.submit' });
  return waitFor(started.actor, (state) => state.matches('enteringOtp'));
}

async function finished(started: Started) {
  return waitFor(started.actor, (state) => state.matches('idle'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('login machine: mobile number', () => {
  it('starts idle and moves to the mobile step on login.start', () => {
    const { actor } = startLogin();
    expect(selectStep(actor.getSnapshot())).toBe('idle');
    actor.send({ type: 'login.start', from: '/menu' });
    expect(actor.getSnapshot().value).toBe('enteringMobile');
    expect(selectStep(actor.getSnapshot())).toBe('mobile');
    expect(actor.getSnapshot().context.from).toBe('/menu');
  });

  it('refuses an empty mobile and a leading 0 inline, and clears the message on typing', () => {
    const { actor, calls } = startLogin();
    actor.send({ type: 'login.start' });
    actor.send({ type: 'mobile.submit' });
    expect(selectMobileError(actor.getSnapshot())).toEqual({ problem: 'mobileRequired' });
    actor.send({ type: 'mobile.change', value: '0987654321' });
    expect(selectMobileError(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'mobile.submit' });
    expect(selectMobileError(actor.getSnapshot())).toEqual({ problem: 'mobileLeadingZero' });
    expect(actor.getSnapshot().value).toBe('enteringMobile');
    expect(calls.sendOtp).not.toHaveBeenCalled();
  });

  it('sends the OTP, busy meanwhile, then shows the OTP screen with the time it was sent', async () => {
    const started = startLogin();
    started.actor.send({ type: 'login.start', redirectUrl: '/cart' });
    started.actor.send({ type: 'mobile.change', value: MOBILE });
    started.actor.send({ type: 'mobile.submit' });
    expect(started.actor.getSnapshot().value).toBe('sendingOtp');
    expect(selectIsBusy(started.actor.getSnapshot())).toBe(true);
    const snapshot = await waitFor(started.actor, (state) => state.matches('enteringOtp'));
    expect(selectStep(snapshot)).toBe('otp');
    expect(selectOtpSentAt(snapshot)).toBe(SENT_AT);
    expect(started.calls.sendOtp).toHaveBeenCalledWith({ mobile: MOBILE, loyalty: false });
    expect(started.navigations()).toEqual(['/login-otp?redirectUrl=%2Fcart']);
  });

  it('uses the loyalty variant of send OTP for an eligible user', async () => {
    const started = startLogin();
    await reachOtp(started, { loyaltyEligible: true });
    expect(started.calls.sendOtp).toHaveBeenCalledWith({ mobile: MOBILE, loyalty: true });
  });

  it("'Also join Pizza Pals' (off by default) asks for the loyalty variant, for the resend too; a new visit starts it off", async () => {
    const started = startLogin();
    started.actor.send({ type: 'login.start' });
    expect(selectJoinsPizzaPals(started.actor.getSnapshot())).toBe(false);
    started.actor.send({ type: 'loyalty.choose', join: true });
    expect(selectJoinsPizzaPals(started.actor.getSnapshot())).toBe(true);
    started.actor.send({ type: 'mobile.change', value: MOBILE });
    started.actor.send({ type: 'mobile.submit' });
    await waitFor(started.actor, (state) => state.matches('enteringOtp'));
    expect(started.calls.sendOtp).toHaveBeenLastCalledWith({ mobile: MOBILE, loyalty: true });
    // Back to the number: the choice stays, and may be turned off again.
    started.actor.send({ type: 'mobile.edit' });
    expect(selectJoinsPizzaPals(started.actor.getSnapshot())).toBe(true);
    started.actor.send({ type: 'loyalty.choose', join: false });
    started.actor.send({ type: 'mobile.submit' });
    await waitFor(started.actor, (state) => state.matches('enteringOtp'));
    expect(started.calls.sendOtp).toHaveBeenLastCalledWith({ mobile: MOBILE, loyalty: false });
    // Only on the mobile step.
    expect(started.actor.getSnapshot().can({ type: 'loyalty.choose', join: true })).toBe(false);
    started.actor.send({ type: 'login.start' });
    expect(selectJoinsPizzaPals(started.actor.getSnapshot())).toBe(false);
  });

  it('a failed send stays on the mobile step with the error for the popup until dismissed', async () => {
    const { actor } = startLogin({ sendOtp: () => Promise.reject(serverError(AUTH_ERROR_CODES.rateLimited, 'Too many requests', 429)) });
    actor.send({ type: 'login.start' });
    actor.send({ type: 'mobile.change', value: MOBILE });
    actor.send({ type: 'mobile.submit' });
    const snapshot = await waitFor(actor, (state) => state.matches('enteringMobile') && state.context.error !== null);
    expect(selectError(snapshot)?.displayMsg).toBe('Too many requests');
    actor.send({ type: 'error.dismiss' });
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('login.skip returns to the page the user came from and goes idle', () => {
    const { actor, navigations } = startLogin();
    actor.send({ type: 'login.start', from: '/menu/sides' });
    actor.send({ type: 'login.skip' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(navigations()).toEqual(['/menu/sides']);
  });

  it('at checkout the login is for placing the order, and skipping it goes back to the cart instead of looping to login', () => {
    const { actor, navigations } = startLogin();
    actor.send({ type: 'login.start', from: '/paymentType' });
    expect(selectLoginPurpose(actor.getSnapshot())).toBe('checkout');
    actor.send({ type: 'login.skip' });
    expect(navigations()).toEqual(['/cart']);
    actor.send({ type: 'login.start', from: '/profile' });
    expect(selectLoginPurpose(actor.getSnapshot())).toBe('account');
  });

  it('at checkout a successful login returns to the payment page', () => {
    expect(returnTarget({ redirectUrl: null, from: '/paymentType' })).toBe('/paymentType');
    expect(loginPurposeOf({ redirectUrl: '/payment?x=1', from: null })).toBe('checkout');
  });
});

describe('login machine: OTP', () => {
  it(`allows a resend only after ${OTP_RESEND_DELAY_MS} ms, then counts down again`, async () => {
    const started = startLogin({
      sendOtp: vi
        .fn()
        .mockResolvedValueOnce(otpSent())
        .mockResolvedValueOnce(otpSent(SENT_AT + 50_000)),
    });
    const { actor, clock, calls } = started;
    await reachOtp(started);
    expect(selectCanResend(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'otp.resend' });
    expect(calls.sendOtp).toHaveBeenCalledTimes(1);
    clock.increment(OTP_RESEND_DELAY_MS - 1);
    expect(selectCanResend(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectCanResend(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().matches({ enteringOtp: { resend: 'resendingOtp' } })).toBe(true);
    const snapshot = await waitFor(actor, (state) => state.matches({ enteringOtp: { resend: 'countingDown' } }));
    expect(calls.sendOtp).toHaveBeenCalledTimes(2);
    expect(selectOtpSentAt(snapshot)).toBe(SENT_AT + 50_000);
    expect(selectCanResend(snapshot)).toBe(false);
  });

  it('a failed resend shows the popup and lets the user try again', async () => {
    const started = startLogin({ sendOtp: vi.fn().mockResolvedValueOnce(otpSent()).mockRejectedValueOnce(networkFailure()) });
    await reachOtp(started);
    started.clock.increment(OTP_RESEND_DELAY_MS);
    started.actor.send({ type: 'otp.resend' });
    const snapshot = await waitFor(started.actor, (state) => selectError(state) !== null);
    expect(selectCanResend(snapshot)).toBe(true);
  });

  it('an incomplete code is refused inline without calling the server', async () => {
    const started = startLogin();
    await reachOtp(started);
    started.actor.send({ type: 'otp.change', value: '12345' });
    started.actor.send({ type: 'otp.submit' });
    expect(selectOtpError(started.actor.getSnapshot())).toEqual({ problem: 'otpInvalid' });
    expect(started.calls.validateOtp).not.toHaveBeenCalled();
    started.actor.send({ type: 'otp.change', value: '123456' });
    expect(selectOtpError(started.actor.getSnapshot())).toBeNull();
  });

  it("a wrong code shows the server's message inline and keeps the countdown running", async () => {
    const started = startLogin({ validateOtp: () => Promise.reject(serverError(AUTH_ERROR_CODES.invalidOtp, 'Invalid OTP')) });
    await reachOtp(started);
    started.clock.increment(OTP_RESEND_DELAY_MS / 2);
    started.actor.send({ type: 'otp.change', value: '111111' });
    started.actor.send({ type: 'otp.submit' });
    expect(started.actor.getSnapshot().matches({ enteringOtp: { code: 'validatingOtp' } })).toBe(true);
    const snapshot = await waitFor(started.actor, (state) => state.matches({ enteringOtp: { code: 'typing' } }));
    expect(selectOtpError(snapshot)).toEqual({ text: 'Invalid OTP' });
    expect(selectError(snapshot)).toBeNull();
    started.clock.increment(OTP_RESEND_DELAY_MS / 2);
    expect(selectCanResend(started.actor.getSnapshot())).toBe(true);
  });

  it('an expired code is also shown inline', async () => {
    const started = startLogin({ validateOtp: () => Promise.reject(serverError(AUTH_ERROR_CODES.otpExpired, 'OTP expired')) });
    await reachOtp(started);
    started.actor.send({ type: 'otp.change', value: '111111' });
    started.actor.send({ type: 'otp.submit' });
    expect(selectOtpError(await waitFor(started.actor, (state) => selectOtpError(state) !== null))).toEqual({ text: 'OTP expired' });
  });

  it("too many wrong codes send the user back to the mobile step with the server's SPEC 8 message", async () => {
    const started = startLogin({
      validateOtp: () => Promise.reject(serverError(AUTH_ERROR_CODES.otpAttemptsExceeded, 'Too many attempts')),
    });
    await reachOtp(started, { from: '/cart' });
    started.actor.send({ type: 'otp.change', value: '111111' });
    started.actor.send({ type: 'otp.submit' });
    const snapshot = await waitFor(started.actor, (state) => state.matches('enteringMobile'));
    expect(selectMobileError(snapshot)).toEqual({ text: 'Too many attempts' });
    expect(started.navigations().at(-1)).toBe('/login?from=%2Fcart');
  });

  it('any other validation failure shows the popup and stays on the OTP screen', async () => {
    const started = startLogin({ validateOtp: () => Promise.reject(networkFailure()) });
    await reachOtp(started);
    started.actor.send({ type: 'otp.change', value: '111111' });
    started.actor.send({ type: 'otp.submit' });
    const snapshot = await waitFor(started.actor, (state) => selectError(state) !== null);
    expect(snapshot.matches({ enteringOtp: { code: 'typing' } })).toBe(true);
    expect(selectOtpError(snapshot)).toBeNull();
  });

  it('a code read from the SMS is filled in and submitted', async () => {
    const started = startLogin();
    await reachOtp(started);
    started.actor.send({ type: 'otp.autofill', code: '654321' });
    await finished(started);
    expect(started.calls.validateOtp).toHaveBeenCalledWith({ mobile: MOBILE, code: '654321', screenName: 'login' });
  });

  it('an unreadable SMS code is only filled in', async () => {
    const started = startLogin();
    await reachOtp(started);
    started.actor.send({ type: 'otp.autofill', code: '65' });
    expect(started.actor.getSnapshot().context.otp).toBe('65');
    expect(started.calls.validateOtp).not.toHaveBeenCalled();
  });

  it('mobile.edit goes back to the mobile step', async () => {
    const started = startLogin();
    await reachOtp(started);
    started.actor.send({ type: 'mobile.edit' });
    expect(started.actor.getSnapshot().value).toBe('enteringMobile');
    expect(started.navigations().at(-1)).toBe('/login');
  });
});

describe('login machine: completing a login', () => {
  it('hands the login to the session, clears selections, loads the wallet and returns to redirectUrl', async () => {
    const started = startLogin();
    await reachOtp(started, { redirectUrl: '/cart', from: '/menu' });
    started.actor.send({ type: 'otp.change', value: '123456' });
    started.actor.send({ type: 'otp.submit' });
    const completing = await waitFor(started.actor, (state) => state.matches('completing'));
    expect(selectStep(completing)).toBe('completing');
    const idle = await finished(started);
    expect(started.emitted.filter((event) => event.type === 'login.completed')).toEqual([
      { type: 'login.completed', response: loginResponse('user-42') },
    ]);
    expect(started.calls.clearSelections).toHaveBeenCalledTimes(1);
    expect(started.calls.loadWallet).toHaveBeenCalledWith({ userId: 'user-42' });
    expect(started.calls.loadFeedbackParams).not.toHaveBeenCalled();
    expect(started.navigations().at(-1)).toBe('/cart');
    expect(idle.context.mobile).toBe('');
    expect(idle.context.response).toBeNull();
  });

  it('a failing wallet load does not stop the login', async () => {
    const started = startLogin({ loadWallet: () => Promise.reject(networkFailure()) });
    await reachOtp(started, { from: '/menu' });
    started.actor.send({ type: 'otp.autofill', code: '123456' });
    await finished(started);
    expect(started.navigations().at(-1)).toBe('/menu');
  });

  it('returning to the feedback page appends the saved feedback params (SPEC 4)', async () => {
    const started = startLogin({ loadFeedbackParams: async () => ({ orderId: 'O-9', type: 'NPS' }) });
    await reachOtp(started, { redirectUrl: '/uf' });
    started.actor.send({ type: 'otp.autofill', code: '123456' });
    await finished(started);
    expect(started.navigations().at(-1)).toBe('/uf?orderId=O-9&type=NPS');
  });

  it('chooses redirectUrl, then from, then home, and never another origin', () => {
    expect(returnTarget({ redirectUrl: '/cart', from: '/menu' })).toBe('/cart');
    expect(returnTarget({ redirectUrl: null, from: '/menu' })).toBe('/menu');
    expect(returnTarget({ redirectUrl: 'https://evil.example', from: '//evil.example' })).toBe('/');
    expect(returnTarget({ redirectUrl: null, from: null })).toBe('/');
    expect(returnTarget({ redirectUrl: '/uf?x=1', from: null }, { orderId: '7' })).toBe('/uf?x=1&orderId=7');
  });
});

describe('login machine: password', () => {
  it('asks for the password and a valid mobile before calling the server', () => {
    const { actor, calls, navigations } = startLogin();
    actor.send({ type: 'login.start' });
    actor.send({ type: 'password.choose' });
    expect(navigations()).toEqual(['/slicePassword']);
    expect(selectStep(actor.getSnapshot())).toBe('password');
    actor.send({ type: 'password.submit' });
    expect(selectPasswordError(actor.getSnapshot())).toEqual({ problem: 'passwordRequired' });
    expect(selectMobileError(actor.getSnapshot())).toEqual({ problem: 'mobileRequired' });
    expect(calls.passwordLogin).not.toHaveBeenCalled();
  });

  it("a refused password shows the server's message inline", async () => {
    const { actor } = startLogin({
      passwordLogin: () => Promise.reject(serverError(AUTH_ERROR_CODES.invalidCredentials, 'Incorrect mobile or password')),
    });
    actor.send({ type: 'login.start' });
    actor.send({ type: 'password.choose' });
    actor.send({ type: 'mobile.change', value: MOBILE });
    actor.send({ type: 'password.change', value: 'wrong' });
    actor.send({ type: 'password.submit' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    const snapshot = await waitFor(actor, (state) => state.matches('enteringPassword'));
    expect(selectPasswordError(snapshot)).toEqual({ text: 'Incorrect mobile or password' });
  });

  it('a correct password logs in', async () => {
    const started = startLogin();
    started.actor.send({ type: 'login.start', from: '/offers' });
    started.actor.send({ type: 'password.choose' });
    started.actor.send({ type: 'mobile.change', value: MOBILE });
    started.actor.send({ type: 'password.change', value: 'secret' });
    started.actor.send({ type: 'password.submit' });
    await finished(started);
    expect(started.calls.passwordLogin).toHaveBeenCalledWith({ mobile: MOBILE, password: 'secret' });
    expect(started.navigations().at(-1)).toBe('/offers');
  });

  it('mobile.edit leaves the password screen for the OTP login', () => {
    const { actor, navigations } = startLogin();
    actor.send({ type: 'login.start' });
    actor.send({ type: 'password.choose' });
    actor.send({ type: 'mobile.edit' });
    expect(actor.getSnapshot().value).toBe('enteringMobile');
    expect(navigations().at(-1)).toBe('/login');
  });
});

describe('login machine: forgot password', () => {
  it('sends the forgot-password OTP, goes to /login-otp and validates with screenName forgotPassword', async () => {
    const started = startLogin();
    const { actor, calls, navigations } = started;
    actor.send({ type: 'login.start' });
    actor.send({ type: 'password.choose' });
    actor.send({ type: 'forgotPassword.choose' });
    expect(navigations().at(-1)).toBe('/forgotPassword');
    expect(selectStep(actor.getSnapshot())).toBe('forgotPassword');
    actor.send({ type: 'mobile.submit' });
    expect(selectMobileError(actor.getSnapshot())).toEqual({ problem: 'mobileRequired' });
    actor.send({ type: 'mobile.change', value: MOBILE });
    actor.send({ type: 'mobile.submit' });
    expect(actor.getSnapshot().matches({ forgotPassword: 'sendingOtp' })).toBe(true);
    const otp = await waitFor(actor, (state) => state.matches('enteringOtp'));
    expect(otp.context.otpScreen).toBe('forgotPassword');
    expect(navigations().at(-1)).toBe('/login-otp');
    expect(calls.sendForgotOtp).toHaveBeenCalledWith({ mobile: MOBILE });
    actor.send({ type: 'otp.autofill', code: '123456' });
    await finished(started);
    expect(calls.validateOtp).toHaveBeenCalledWith({ mobile: MOBILE, code: '123456', screenName: 'forgotPassword' });
  });

  it('resends through the forgot-password call and edits the number on /forgotPassword', async () => {
    const { actor, clock, calls, navigations } = startLogin();
    actor.send({ type: 'login.start' });
    actor.send({ type: 'forgotPassword.choose' });
    actor.send({ type: 'mobile.change', value: MOBILE });
    actor.send({ type: 'mobile.submit' });
    await waitFor(actor, (state) => state.matches('enteringOtp'));
    clock.increment(OTP_RESEND_DELAY_MS);
    actor.send({ type: 'otp.resend' });
    expect(actor.getSnapshot().matches({ enteringOtp: { resend: 'resendingForgotOtp' } })).toBe(true);
    await waitFor(actor, (state) => state.matches({ enteringOtp: { resend: 'countingDown' } }));
    expect(calls.sendForgotOtp).toHaveBeenCalledTimes(2);
    expect(calls.sendOtp).not.toHaveBeenCalled();
    actor.send({ type: 'mobile.edit' });
    expect(actor.getSnapshot().matches({ forgotPassword: 'enteringMobile' })).toBe(true);
    expect(navigations().at(-1)).toBe('/forgotPassword');
  });

  it('a failed forgot-password call shows the popup on the same step', async () => {
    const { actor } = startLogin({ sendForgotOtp: () => Promise.reject(serverError('NOT_REGISTERED', 'No account for this number')) });
    actor.send({ type: 'login.start' });
    actor.send({ type: 'forgotPassword.choose' });
    actor.send({ type: 'mobile.change', value: MOBILE });
    actor.send({ type: 'mobile.submit' });
    const snapshot = await waitFor(actor, (state) => selectError(state) !== null);
    expect(snapshot.matches({ forgotPassword: 'enteringMobile' })).toBe(true);
    actor.send({ type: 'password.choose' });
    expect(actor.getSnapshot().value).toBe('enteringPassword');
  });
});

describe('login machine: social sign-in', () => {
  it('saves the request and redirects to the provider with its state', async () => {
    const { actor, calls, emitted } = startLogin();
    actor.send({ type: 'login.start', redirectUrl: '/cart' });
    actor.send({ type: 'social.start' });
    expect(selectStep(actor.getSnapshot())).toBe('social');
    await waitFor(actor, (state) => state.matches('awaitingSocial'));
    expect(calls.saveSocialRequest).toHaveBeenCalledWith({ redirectUrl: '/cart', from: null });
    expect(emitted.at(-1)).toEqual({ type: 'redirect.requested', url: socialAuthorizeUrl('state-1') });
    expect(socialAuthorizeUrl('state-1')).toBe(`${PATHS.socialSandboxAuthorize}?redirect_uri=%2FsocialSignin&state=state-1`);
  });

  it('a known identity logs in and returns to the target saved before the redirect', async () => {
    const started = startLogin();
    started.actor.send({ type: 'social.token', token: TOKEN, state: 'state-1' });
    await finished(started);
    expect(started.calls.socialLoginValidate).toHaveBeenCalledWith({
      email: 'asha@example.com',
      source: 'sandbox',
      firstName: 'Asha',
      lastName: 'Rao',
      token: TOKEN,
    });
    expect(started.emitted.some((event) => event.type === 'login.completed')).toBe(true);
    expect(started.navigations().at(-1)).toBe('/cart');
  });

  it('a state that does not match the saved request fails without calling the server, and dismissing goes to /login', async () => {
    const { actor, calls, navigations } = startLogin({
      takeSocialRequest: async () => ({ state: 'other', redirectUrl: null, from: null }),
    });
    actor.send({ type: 'social.token', token: TOKEN, state: 'state-1' });
    const failed = await waitFor(actor, (state) => state.matches('socialFailed'));
    expect(selectStep(failed)).toBe('socialFailed');
    expect(selectError(failed)?.code).toBe(AUTH_ERROR_CODES.invalidSocialToken);
    expect(calls.socialLoginValidate).not.toHaveBeenCalled();
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().value).toBe('enteringMobile');
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(navigations().at(-1)).toBe('/login');
  });

  it('a provider answer with no saved request fails', async () => {
    const { actor } = startLogin({ takeSocialRequest: async () => null });
    actor.send({ type: 'social.token', token: TOKEN, state: 'state-1' });
    await waitFor(actor, (state) => state.matches('socialFailed'));
  });

  it('a refused token shows the error dialog', async () => {
    const { actor } = startLogin({
      socialLoginValidate: () => Promise.reject(serverError(AUTH_ERROR_CODES.invalidSocialToken, 'Sign-in expired', 401)),
    });
    actor.send({ type: 'social.token', token: TOKEN, state: 'state-1' });
    const failed = await waitFor(actor, (state) => state.matches('socialFailed'));
    expect(selectError(failed)?.displayMsg).toBe('Sign-in expired');
  });

  it('an unknown identity signs up with a mobile number proved by OTP, checking name, email and mobile first', async () => {
    const started = startLogin({ socialLoginValidate: async () => ({ type: 'unknownUser' }) });
    const { actor, calls } = started;
    actor.send({ type: 'social.token', token: socialToken({ email: 'bad' }), state: 'state-1' });
    const form = await waitFor(actor, (state) => state.matches('enteringSocialMobile'));
    expect(selectStep(form)).toBe('socialMobile');
    expect(selectSocial(form)).toMatchObject({ email: 'bad', firstName: '', lastName: '' });
    actor.send({ type: 'socialSignup.submit' });
    expect(actor.getSnapshot().context).toMatchObject({
      mobileError: { problem: 'mobileRequired' },
      nameError: { problem: 'nameRequired' },
      emailError: { problem: 'emailInvalid' },
    });
    actor.send({ type: 'social.change', field: 'firstName', value: 'Asha' });
    actor.send({ type: 'social.change', field: 'email', value: 'asha@example.com' });
    actor.send({ type: 'mobile.change', value: MOBILE });
    expect(actor.getSnapshot().context).toMatchObject({ mobileError: null, nameError: null, emailError: null });
    actor.send({ type: 'socialSignup.submit' });
    expect(actor.getSnapshot().value).toBe('sendingSocialOtp');
    expect(selectStep(actor.getSnapshot())).toBe('socialMobile');
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);

    const otpStep = await waitFor(actor, (state) => state.matches('enteringSocialOtp'));
    expect(selectStep(otpStep)).toBe('socialOtp');
    expect(selectOtpSentAt(otpStep)).toBe(SENT_AT);
    expect(calls.sendOtp).toHaveBeenCalledWith({ mobile: MOBILE, loyalty: false });
    expect(calls.socialSignup).not.toHaveBeenCalled();

    actor.send({ type: 'otp.change', value: '12345' });
    actor.send({ type: 'socialSignup.submit' });
    expect(selectOtpError(actor.getSnapshot())).toEqual({ problem: 'otpInvalid' });
    expect(calls.socialSignup).not.toHaveBeenCalled();
    actor.send({ type: 'otp.change', value: '123456' });
    actor.send({ type: 'socialSignup.submit' });
    expect(actor.getSnapshot().matches({ enteringSocialOtp: { code: 'signingUp' } })).toBe(true);
    await finished(started);
    expect(calls.socialSignup).toHaveBeenCalledWith({
      email: 'asha@example.com',
      source: 'sandbox',
      firstName: 'Asha',
      lastName: '',
      token: expect.any(String),
      mobile: MOBILE,
      code: '123456',
    });
    expect(started.emitted.find((event) => event.type === 'login.completed')).toEqual({
      type: 'login.completed',
      response: loginResponse('user-43'),
    });
    expect(started.navigations()).toEqual(['/cart']);
  });

  async function reachSocialOtp(started: Started) {
    started.actor.send({ type: 'social.token', token: TOKEN, state: 'state-1' });
    await waitFor(started.actor, (state) => state.matches('enteringSocialMobile'));
    started.actor.send({ type: 'mobile.change', value: MOBILE });
    started.actor.send({ type: 'socialSignup.submit' });
    return waitFor(started.actor, (state) => state.matches('enteringSocialOtp'));
  }

  async function submitSocialCode(started: Started, code = '111111') {
    started.actor.send({ type: 'otp.change', value: code });
    started.actor.send({ type: 'socialSignup.submit' });
    return waitFor(started.actor, (state) => !state.hasTag('busy'));
  }

  const unknownIdentity: Fakes = { socialLoginValidate: async () => ({ type: 'unknownUser' }) };

  it('a failed OTP send stays on the sign-up form with the error for the popup', async () => {
    const started = startLogin({
      ...unknownIdentity,
      sendOtp: () => Promise.reject(serverError(AUTH_ERROR_CODES.otpResendTooSoon, 'Please wait 30 seconds', 429)),
    });
    started.actor.send({ type: 'social.token', token: TOKEN, state: 'state-1' });
    await waitFor(started.actor, (state) => state.matches('enteringSocialMobile'));
    started.actor.send({ type: 'mobile.change', value: MOBILE });
    started.actor.send({ type: 'socialSignup.submit' });
    const snapshot = await waitFor(started.actor, (state) => selectError(state) !== null);
    expect(snapshot.value).toBe('enteringSocialMobile');
    expect(selectError(snapshot)?.displayMsg).toBe('Please wait 30 seconds');
    expect(selectSocial(snapshot)).toMatchObject({ email: 'asha@example.com' });
  });

  it.each([
    [AUTH_ERROR_CODES.invalidOtp, 'The OTP you entered is incorrect.'],
    [AUTH_ERROR_CODES.otpExpired, 'The OTP has expired.'],
  ])('a refused code (%s) is shown inline on the OTP step and the countdown keeps running', async (code, message) => {
    const started = startLogin({ ...unknownIdentity, socialSignup: () => Promise.reject(serverError(code, message)) });
    await reachSocialOtp(started);
    started.clock.increment(OTP_RESEND_DELAY_MS / 2);
    const snapshot = await submitSocialCode(started);
    expect(snapshot.matches({ enteringSocialOtp: { code: 'typing' } })).toBe(true);
    expect(selectOtpError(snapshot)).toEqual({ text: message });
    expect(selectError(snapshot)).toBeNull();
    expect(selectCanResend(snapshot)).toBe(false);
    started.clock.increment(OTP_RESEND_DELAY_MS / 2);
    expect(selectCanResend(started.actor.getSnapshot())).toBe(true);
  });

  it.each([
    [AUTH_ERROR_CODES.otpAttemptsExceeded, OTP_VALIDATION_FAILED],
    [AUTH_ERROR_CODES.mobileTaken, 'This number is already registered'],
  ])('any other refusal (%s) goes back to the sign-up form with the message under the mobile field', async (code, message) => {
    const started = startLogin({ ...unknownIdentity, socialSignup: () => Promise.reject(serverError(code, message, 409)) });
    await reachSocialOtp(started);
    const snapshot = await submitSocialCode(started);
    expect(snapshot.value).toBe('enteringSocialMobile');
    expect(selectMobileError(snapshot)).toEqual({ text: message });
    expect(snapshot.context).toMatchObject({ otp: '', otpError: null });
    expect(selectSocial(snapshot)).toMatchObject({ email: 'asha@example.com' });
  });

  it(`resends the sign-up code only after ${OTP_RESEND_DELAY_MS} ms, and Change number returns to the form`, async () => {
    const started = startLogin({
      ...unknownIdentity,
      sendOtp: vi
        .fn()
        .mockResolvedValueOnce(otpSent())
        .mockRejectedValueOnce(networkFailure())
        .mockResolvedValueOnce(otpSent(SENT_AT + 60_000)),
    });
    const { actor, clock, calls } = started;
    await reachSocialOtp(started);
    actor.send({ type: 'otp.resend' });
    expect(calls.sendOtp).toHaveBeenCalledTimes(1);
    clock.increment(OTP_RESEND_DELAY_MS);
    actor.send({ type: 'otp.resend' });
    const failed = await waitFor(actor, (state) => selectError(state) !== null);
    expect(selectCanResend(failed)).toBe(true);
    actor.send({ type: 'otp.resend' });
    const resent = await waitFor(actor, (state) => state.matches({ enteringSocialOtp: { resend: 'countingDown' } }));
    expect(calls.sendOtp).toHaveBeenCalledTimes(3);
    expect(calls.sendOtp).toHaveBeenLastCalledWith({ mobile: MOBILE, loyalty: false });
    expect(selectOtpSentAt(resent)).toBe(SENT_AT + 60_000);
    expect(selectError(resent)).toBeNull();

    actor.send({ type: 'otp.change', value: '12' });
    actor.send({ type: 'mobile.edit' });
    const form = actor.getSnapshot();
    expect(form.value).toBe('enteringSocialMobile');
    expect(form.context).toMatchObject({ otp: '', otpError: null, mobile: MOBILE });
    expect(selectSocial(form)).toMatchObject({ email: 'asha@example.com', firstName: 'Asha' });
    expect(calls.socialSignup).not.toHaveBeenCalled();
  });

  it('decodes names and email from the token payload, falling back to name and to empty fields', () => {
    expect(decodeSocialToken(TOKEN)).toEqual({ token: TOKEN, email: 'asha@example.com', firstName: 'Asha', lastName: 'Rao' });
    const named = socialToken({ email: 'm@example.com', name: 'Meera Devi Iyer' });
    expect(decodeSocialToken(named)).toMatchObject({ firstName: 'Meera', lastName: 'Devi Iyer' });
    const unicode = socialToken({ email: 'z@example.com', given_name: 'Zoë', family_name: 'Ñandú' });
    expect(decodeSocialToken(unicode)).toMatchObject({ firstName: 'Zoë', lastName: 'Ñandú' });
    expect(decodeSocialToken('not-a-jwt')).toEqual({ token: 'not-a-jwt', email: '', firstName: '', lastName: '' });
  });
});

describe('login machine with its default actors', () => {
  it('calls the configured API client, passing loyalty and an abort signal', async () => {
    const sendOtp = vi.fn(async (_body: unknown, options: { loyalty?: boolean; signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return { status: 'SUCCESS' as const, resendAfterSec: 45, expiresInSec: 300 };
    });
    const validateOtp = vi.fn(async () => loginResponse('user-42'));
    const getWalletSummary = vi.fn(async () => ({ totalBalance: 0, loyaltyProgram: null, parts: [] }));
    setApiClient({ sendOtp, validateOtp, getWalletSummary } as Partial<ApiClient> as ApiClient);
    const actor = createActor(loginMachine).start();
    actor.send({ type: 'login.start', loyaltyEligible: true });
    actor.send({ type: 'mobile.change', value: MOBILE });
    actor.send({ type: 'mobile.submit' });
    const otp = await waitFor(actor, (state) => state.matches('enteringOtp'));
    expect(sendOtp).toHaveBeenCalledWith({ mobile: MOBILE }, expect.objectContaining({ loyalty: true }));
    expect(typeof selectOtpSentAt(otp)).toBe('number');
    actor.send({ type: 'otp.autofill', code: '123456' });
    // Node has no IndexedDB: clearing selections and saving the wallet fail, and the login still completes.
    await waitFor(actor, (state) => state.matches('idle'));
    expect(validateOtp).toHaveBeenCalledWith({ mobile: MOBILE, code: '123456', screenName: 'login' }, expect.anything());
    actor.stop();
  });
});

describe('login machine: a guest order waiting for this login (SPEC 4 auto login)', () => {
  /** The order's mobile is the one the fixture login answers with. */
  const PENDING: PendingOrder = { orderTransactionId: 'TXN-guest-1', mobile: MOBILE, placedAt: SENT_AT };

  it("sends the code to the waiting order's mobile at once, then submits the order and goes to its thank-you page", async () => {
    const started = startLogin({ readPendingOrder: async () => PENDING });
    started.actor.send({ type: 'login.start', from: '/paymentType', autoLogin: true });
    await waitFor(started.actor, (state) => state.matches('enteringOtp'));
    expect(started.calls.sendOtp).toHaveBeenCalledWith({ mobile: PENDING.mobile, loyalty: false });
    expect(selectHasPendingOrder(started.actor.getSnapshot())).toBe(true);
    started.actor.send({ type: 'otp.change', value: '123456' });
    started.actor.send({ type: 'otp.submit' });
    await finished(started);
    expect(started.calls.submitPendingOrder).toHaveBeenCalledExactlyOnceWith({ orderTransactionId: PENDING.orderTransactionId });
    expect(started.emitted.map((event) => event.type)).toContain('pendingOrder.placed');
    expect(started.navigations().at(-1)).toBe('/thankYou?transactionId=TXN-guest-1');
  });

  it('leaves an order waiting for another mobile be when someone else logs in on the device', async () => {
    const started = startLogin({ readPendingOrder: async () => ({ ...PENDING, mobile: '9812345678' }) });
    await reachOtp(started, { from: '/menu' });
    started.actor.send({ type: 'otp.autofill', code: '123456' });
    await finished(started);
    expect(started.calls.submitPendingOrder).not.toHaveBeenCalled();
    expect(started.navigations().at(-1)).toBe('/menu');
  });

  it('submits a pending order after any login with its mobile, and without one returns where the customer was', async () => {
    const withOrder = startLogin({ readPendingOrder: async () => PENDING });
    await reachOtp(withOrder, { from: '/menu' });
    withOrder.actor.send({ type: 'otp.autofill', code: '123456' });
    await finished(withOrder);
    expect(withOrder.calls.submitPendingOrder).toHaveBeenCalledOnce();

    const without = startLogin();
    await reachOtp(without, { from: '/menu' });
    without.actor.send({ type: 'otp.autofill', code: '123456' });
    await finished(without);
    expect(without.calls.submitPendingOrder).not.toHaveBeenCalled();
    expect(without.navigations().at(-1)).toBe('/menu');
  });

  it("a refused order shows the server's message; dismissing it returns where the customer was", async () => {
    const started = startLogin({
      readPendingOrder: async () => PENDING,
      submitPendingOrder: async () => {
        throw serverError('ORDER_NOT_FOUND', 'We could not find this order.');
      },
    });
    await reachOtp(started, { from: '/paymentType' });
    started.actor.send({ type: 'otp.autofill', code: '123456' });
    await waitFor(started.actor, (state) => state.matches({ completing: 'pendingOrderRefused' }));
    expect(selectError(started.actor.getSnapshot())?.displayMsg).toBe('We could not find this order.');
    expect(selectIsBusy(started.actor.getSnapshot())).toBe(false);
    started.actor.send({ type: 'error.dismiss' });
    await finished(started);
    expect(started.navigations().at(-1)).toBe('/paymentType');
    expect(started.emitted.map((event) => event.type)).not.toContain('pendingOrder.placed');
  });

  it('an auto-login start without a waiting order asks for the mobile as any login', async () => {
    const started = startLogin();
    started.actor.send({ type: 'login.start', autoLogin: true });
    await waitFor(started.actor, (state) => state.matches('enteringMobile'));
    expect(started.calls.sendOtp).not.toHaveBeenCalled();
  });

  it('submits with the default actor; a lost answer is settled by the order status: theirs means placed', async () => {
    const calls: string[] = [];
    const answers: Record<string, () => unknown> = {
      submitPendingOrder: () => {
        throw networkError(new Error('offline'));
      },
      getOrderStatus: () => ({ status: 'SUCCESS' }),
    };
    const request = vi.fn(async (endpoint: { path: string }) => {
      const name = Object.entries(ENDPOINTS).find(([, known]) => known === endpoint)?.[0] ?? endpoint.path;
      calls.push(name);
      return answers[name]?.();
    });
    setApiClient({ request } as Partial<ApiClient> as ApiClient);
    const submit = loginMachine.implementations.actors.submitPendingOrder as AnyActorLogic;
    const placed = createActor(submit, { input: { orderTransactionId: 'TXN-guest-1' } }).start();
    await waitFor(placed, (state) => state.status !== 'active');
    expect(placed.getSnapshot().status).toBe('done');
    expect(calls).toEqual(['submitPendingOrder', 'getOrderStatus']);

    answers.getOrderStatus = () => {
      throw serverError('ORDER_NOT_FOUND', 'Not found');
    };
    const lost = createActor(submit, { input: { orderTransactionId: 'TXN-guest-1' } });
    const failure = new Promise<unknown>((resolve) => lost.subscribe({ error: resolve }));
    lost.start();
    // Not theirs: the lost answer stays the failure the customer is shown.
    expect(toApiError(await failure).kind).toBe('network');
  });
});

describe('a /login visit (SPEC 2) and auto login', () => {
  it('restarts an auto-login visit until its waiting order is read, then keeps it', async () => {
    const started = startLogin();
    started.actor.send({ type: 'login.start', from: '/paymentType' });
    expect(isSameLoginVisit(started.actor.getSnapshot(), undefined, '/paymentType')).toBe(true);
    // 'Log in to pay online' opened first, then the order placed: the code must still go at once.
    expect(isSameLoginVisit(started.actor.getSnapshot(), undefined, '/paymentType', true)).toBe(false);
  });
});
