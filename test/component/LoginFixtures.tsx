/** Shared by the login and profile screen tests: root actors with fake calls, and the screens behind a router. */
import { Suspense, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createActor, fromPromise, SimulatedClock, waitFor as waitForActor } from 'xstate';
import type { AnonymousSession, Credentials, LoginAttributes, LoginResponse, SocialLoginBody, SocialSignupBody } from '@/contract/accounts';
import type { Profile } from '@/contract/profile';
import type { SocialLoginResult } from '@/api/accounts';
import { ApiError } from '@/api/errors';
import { MachineProvider } from '@/app/machineLogic';
import { LeaveAppContext } from '@/app/leaveApp';
import type { LoginActorRef } from '@/app/loginFlow';
import { RootActorEvents } from '@/app/RootActorEvents';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import ForgotPasswordScreen from '@/screens/forgotPassword/ForgotPasswordScreen';
import LoginScreen from '@/screens/login/LoginScreen';
import LoginOtpScreen from '@/screens/loginOtp/LoginOtpScreen';
import ProfileScreen from '@/screens/profile/ProfileScreen';
import SlicePasswordScreen from '@/screens/slicePassword/SlicePasswordScreen';
import SocialSigninScreen from '@/screens/socialSignin/SocialSigninScreen';
import { loginMachine, type FeedbackParams, type OtpSent, type OtpScreen, type SocialRequest } from '@machines/login.machine';
import type { profileMachine } from '@machines/profile.machine';
import { selectIsReady, sessionMachine, type StoredSession } from '@machines/session.machine';
import { storeActorWith } from '../support/storeActor';
import { startNetworkActor } from '../support/rootActors';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';

export const MOBILE = '9876543210';
export const GOOD_OTP = '123456';
export const GOOD_PASSWORD = 'pizza-lover-42';

export const credentials: Credentials = {
  accessKeyId: 'k',
  sessionToken: 's',
  accessToken: 'a',
  refreshToken: 'r',
  secretKey: 'x',
  expiresAt: 1_900_000_000_000,
};

export const attributes: LoginAttributes = {
  cartId: 'cart-1',
  cognitoLoggedin: true,
  email: 'asha@example.in',
  emailVerified: true,
  firstName: 'Asha',
  lastName: 'Rao',
  mobile: MOBILE,
  phoneNumberVerified: true,
  sub: 'sub-1',
  userId: 'user-1',
  isVip: false,
  frequency: 0,
  language: null,
};

export const loginResponse: LoginResponse = {
  status: 'SUCCESS',
  userId: 'user-1',
  cognitoId: 'cognito-1',
  credentials,
  attributes,
};

export const profile: Profile = {
  userId: 'user-1',
  mobile: MOBILE,
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  language: null,
};

const anonymous: AnonymousSession = { userId: 'anon-1', credentials };

export function apiError(code: string, displayMsg: string, status = 400): ApiError {
  return new ApiError({ kind: 'http', status, code, displayMsg });
}

/** A promise that never settles: the call stays in flight. */
export const never = <T,>() => new Promise<T>(() => undefined);

export interface LoginCalls {
  sendOtp: (input: { mobile: string; loyalty: boolean }) => Promise<OtpSent>;
  sendForgotOtp: (input: { mobile: string }) => Promise<OtpSent>;
  validateOtp: (input: { mobile: string; code: string; screenName: OtpScreen }) => Promise<LoginResponse>;
  passwordLogin: (input: { mobile: string; password: string }) => Promise<LoginResponse>;
  takeSocialRequest: () => Promise<SocialRequest | null>;
  socialLoginValidate: (input: SocialLoginBody) => Promise<SocialLoginResult>;
  socialSignup: (input: SocialSignupBody) => Promise<LoginResponse>;
}

const otpSent = async (): Promise<OtpSent> => ({ status: 'SUCCESS', resendAfterSec: 45, expiresInSec: 300, sentAt: Date.now() });

/** Calls as the real server answers them for MOBILE, GOOD_OTP and GOOD_PASSWORD; each a spy. */
export function loginCalls(overrides: Partial<LoginCalls> = {}) {
  return {
    sendOtp: vi.fn<LoginCalls['sendOtp']>(overrides.sendOtp ?? otpSent),
    sendForgotOtp: vi.fn<LoginCalls['sendForgotOtp']>(overrides.sendForgotOtp ?? otpSent),
    validateOtp: vi.fn<LoginCalls['validateOtp']>(
      overrides.validateOtp ??
        (async ({ code }) => {
          if (code !== GOOD_OTP) throw apiError('INVALID_OTP', 'Incorrect OTP. Please try again.');
          return loginResponse;
        }),
    ),
    passwordLogin: vi.fn<LoginCalls['passwordLogin']>(
      overrides.passwordLogin ??
        (async ({ password }) => {
          if (password !== GOOD_PASSWORD) throw apiError('INVALID_CREDENTIALS', 'Mobile number or password is incorrect.', 401);
          return loginResponse;
        }),
    ),
    takeSocialRequest: vi.fn<LoginCalls['takeSocialRequest']>(overrides.takeSocialRequest ?? (async () => null)),
    socialLoginValidate: vi.fn<LoginCalls['socialLoginValidate']>(overrides.socialLoginValidate ?? (async () => ({ type: 'unknownUser' }))),
    socialSignup: vi.fn<LoginCalls['socialSignup']>(overrides.socialSignup ?? (async () => loginResponse)),
  };
}
export type FakeLoginCalls = ReturnType<typeof loginCalls>;

export interface TestActorsOptions {
  calls?: FakeLoginCalls;
  /** A stored logged-in session (the user is logged in from the start). */
  loggedIn?: boolean;
  clock?: SimulatedClock;
  logout?: () => Promise<void>;
}

export interface TestActors {
  actors: RootActors & { login: LoginActorRef };
  calls: FakeLoginCalls;
  logout: ReturnType<typeof vi.fn<() => Promise<void>>>;
}

/** The app's root actors with the real machines and fake calls (no network, no IndexedDB). */
export function createTestActors({
  calls = loginCalls(),
  loggedIn = false,
  clock,
  logout: logoutCall,
}: TestActorsOptions = {}): TestActors {
  const stored: StoredSession | null = loggedIn ? { userId: 'user-1', credentials, isLoggedIn: true, attributes } : null;
  const logout = vi.fn<() => Promise<void>>(logoutCall ?? (async () => undefined));
  const session = createActor(
    sessionMachine.provide({
      actors: {
        loadSession: fromPromise<StoredSession | null>(async () => stored),
        createAnonymousUser: fromPromise<AnonymousSession>(async () => anonymous),
        saveSession: fromPromise<void, StoredSession>(async () => undefined),
        clearSession: fromPromise<void>(async () => undefined),
        logout: fromPromise<void>(() => logout()),
      },
    }),
  );
  // Like the real API client, calls wait for the session's credentials.
  const authenticated =
    <T,>(call: () => Promise<T>) =>
    async () => {
      await waitForActor(session, selectIsReady, { timeout: Infinity });
      return call();
    };
  const login = createActor(
    loginMachine.provide({
      actors: {
        sendOtp: fromPromise(({ input }: { input: { mobile: string; loyalty: boolean } }) => authenticated(() => calls.sendOtp(input))()),
        sendForgotOtp: fromPromise(({ input }: { input: { mobile: string } }) => authenticated(() => calls.sendForgotOtp(input))()),
        validateOtp: fromPromise(({ input }: { input: { mobile: string; code: string; screenName: OtpScreen } }) =>
          authenticated(() => calls.validateOtp(input))(),
        ),
        passwordLogin: fromPromise(({ input }: { input: { mobile: string; password: string } }) =>
          authenticated(() => calls.passwordLogin(input))(),
        ),
        saveSocialRequest: fromPromise(async ({ input }: { input: Omit<SocialRequest, 'state'> }) => ({ ...input, state: 'state-1' })),
        takeSocialRequest: fromPromise(() => calls.takeSocialRequest()),
        socialLoginValidate: fromPromise(({ input }: { input: SocialLoginBody }) =>
          authenticated(() => calls.socialLoginValidate(input))(),
        ),
        socialSignup: fromPromise(({ input }: { input: SocialSignupBody }) => authenticated(() => calls.socialSignup(input))()),
        clearSelections: fromPromise<void>(async () => undefined),
        loadWallet: fromPromise<void, { userId: string }>(async () => undefined),
        loadFeedbackParams: fromPromise<FeedbackParams | null>(async () => null),
      },
    }),
    clock ? { clock } : undefined,
  );
  login.on('login.completed', ({ response }) => session.send({ type: 'session.login', response }));
  session.start();
  login.start();
  return { actors: { session, store: storeActorWith(), login, network: startNetworkActor() }, calls, logout };
}

export const ELSEWHERE = 'Another page';

/** The login and profile screens at their SPEC 2 routes, with the app's navigation of actor events. */
export function renderScreens(
  url: string,
  actors: RootActors,
  options: { profileMachine?: typeof profileMachine; redirect?: (url: string) => void; extra?: ReactNode } = {},
) {
  return render(
    <RootActorsContext value={actors}>
      <LeaveAppContext value={options.redirect ?? (() => undefined)}>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/login" element={<LoginScreen />} />
              <Route path="/login-otp" element={<LoginOtpScreen />} />
              <Route path="/slicePassword" element={<SlicePasswordScreen />} />
              <Route path="/forgotPassword" element={<ForgotPasswordScreen />} />
              <Route path="/socialSignin" element={<SocialSigninScreen />} />
              <Route
                path="/profile"
                element={
                  <MachineProvider machines={options.profileMachine ? [options.profileMachine] : []}>
                    <ProfileScreen />
                  </MachineProvider>
                }
              />
              <Route path="*" element={<p>{ELSEWHERE}</p>} />
            </Routes>
          </Suspense>
          <CurrentLocation />
          <RootActorEvents />
          {options.extra}
        </MemoryRouter>
      </LeaveAppContext>
    </RootActorsContext>,
  );
}

export const currentLocation = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;

/** Waits up to 3 s: a screen's first answers on a busy machine can take more than the default second. */
export const expectLocation = (location: string) => waitFor(() => expect(currentLocation()).toBe(location), { timeout: 3_000 });

/** The element that describes an input (its inline message), read through aria-describedby. */
export function descriptionOf(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
