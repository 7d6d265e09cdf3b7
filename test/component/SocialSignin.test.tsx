import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { validationText } from '@/i18n/validationText';
import { selectIsLoggedIn } from '@machines/session.machine';
import type { SocialRequest } from '@machines/login.machine';
import {
  apiError,
  createTestActors,
  descriptionOf,
  expectLocation,
  GOOD_OTP,
  loginCalls,
  loginResponse,
  MOBILE,
  never,
  renderScreens,
} from './LoginFixtures';
import { inHindi } from './inHindi';

const MOBILE_REQUIRED = validationText('mobileRequired');

afterEach(cleanup);

const base64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenFor = (claims: Record<string, string>) => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(claims))}.signature`;
const TOKEN = tokenFor({ email: 'meera@example.in', given_name: 'Meera', family_name: 'Iyer' });
const request: SocialRequest = { state: 'state-1', redirectUrl: null, from: '/menu' };
const answerUrl = (token = TOKEN, state = 'state-1') => `/socialSignin#token=${token}&state=${state}`;

describe('SocialSigninScreen', () => {
  it('shows a loader while the identity is checked, and takes the answer out of the address', async () => {
    const { actors, calls } = createTestActors({
      calls: loginCalls({ takeSocialRequest: async () => request, socialLoginValidate: never }),
    });
    renderScreens(answerUrl(), actors);
    expect(await screen.findByRole('heading', { level: 1, name: 'Signing you in' })).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Signing you in');
    await expectLocation('/socialSignin');
    await waitFor(() => expect(calls.socialLoginValidate).toHaveBeenCalledTimes(1));
    expect(calls.socialLoginValidate.mock.calls[0]?.[0]).toMatchObject({ token: TOKEN, email: 'meera@example.in', source: 'sandbox' });
  });

  it('logs a known identity in and returns to where login started', async () => {
    const { actors } = createTestActors({
      calls: loginCalls({
        takeSocialRequest: async () => request,
        socialLoginValidate: async () => ({ type: 'loggedIn', response: loginResponse }),
      }),
    });
    renderScreens(answerUrl(), actors);
    await expectLocation('/menu');
    expect(selectIsLoggedIn(actors.session.getSnapshot())).toBe(true);
  });

  it('signs up an unknown identity: name and email shown read-only, the mobile number asked for, then proved by OTP', async () => {
    const { actors, calls } = createTestActors({ calls: loginCalls({ takeSocialRequest: async () => request }) });
    renderScreens(answerUrl(), actors);
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your sign-up' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    const email = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement;
    expect(name.value).toBe('Meera Iyer');
    expect(name.readOnly).toBe(true);
    expect(email.value).toBe('meera@example.in');
    expect(email.readOnly).toBe(true);

    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(descriptionOf(mobile)).toBe(MOBILE_REQUIRED);

    fireEvent.change(mobile, { target: { value: MOBILE } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your number' })).toBeTruthy();
    expect(screen.getByText(`Enter the 6-digit code sent to +91 ${MOBILE}`)).toBeTruthy();
    expect(calls.sendOtp).toHaveBeenCalledWith({ mobile: MOBILE, loyalty: false });
    expect(calls.socialSignup).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Resend OTP' }) as HTMLButtonElement).disabled).toBe(true);

    const otp = screen.getByRole('textbox', { name: 'One-time password' });
    fireEvent.change(otp, { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and create account' }));
    expect(descriptionOf(otp)).toBe(validationText('otpInvalid'));
    expect(calls.socialSignup).not.toHaveBeenCalled();

    fireEvent.change(otp, { target: { value: GOOD_OTP } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and create account' }));
    await expectLocation('/menu');
    expect(selectIsLoggedIn(actors.session.getSnapshot())).toBe(true);
    expect(calls.socialSignup).toHaveBeenCalledWith(
      expect.objectContaining({
        mobile: MOBILE,
        code: GOOD_OTP,
        email: 'meera@example.in',
        firstName: 'Meera',
        lastName: 'Iyer',
        token: TOKEN,
      }),
    );
  });

  it("shows a refused code inline on the OTP step, and 'Change number' goes back to the form", async () => {
    const { actors, calls } = createTestActors({
      calls: loginCalls({
        takeSocialRequest: async () => request,
        socialSignup: async () => {
          throw apiError('INVALID_OTP', 'The OTP you entered is incorrect. Please try again. 4 attempts left.');
        },
      }),
    });
    renderScreens(answerUrl(), actors);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Mobile number' }), { target: { value: MOBILE } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const otp = await screen.findByRole('textbox', { name: 'One-time password' });
    fireEvent.change(otp, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and create account' }));
    await waitFor(() => expect(descriptionOf(otp)).toBe('The OTP you entered is incorrect. Please try again. 4 attempts left.'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.socialSignup).toHaveBeenCalledWith(expect.objectContaining({ code: '111111' }));

    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Complete your sign-up' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement).value).toBe(MOBILE);
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('meera@example.in');
  });

  it("shows the server's refusal of the mobile number inline on the form", async () => {
    const { actors } = createTestActors({
      calls: loginCalls({
        takeSocialRequest: async () => request,
        socialSignup: async () => {
          throw apiError('MOBILE_ALREADY_REGISTERED', 'This mobile number is already registered.', 409);
        },
      }),
    });
    renderScreens(answerUrl(), actors);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Mobile number' }), { target: { value: MOBILE } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'One-time password' }), { target: { value: GOOD_OTP } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and create account' }));
    const mobile = await screen.findByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(descriptionOf(mobile)).toBe('This mobile number is already registered.'));
  });

  it('asks for what the identity did not give', async () => {
    const { actors } = createTestActors({ calls: loginCalls({ takeSocialRequest: async () => request }) });
    renderScreens(answerUrl(tokenFor({ email: 'meera@example.in' })), actors);
    const firstName = (await screen.findByRole('textbox', { name: 'First name' })) as HTMLInputElement;
    expect(firstName.readOnly).toBe(false);
    fireEvent.change(firstName, { target: { value: 'Meera' } });
    expect(firstName.value).toBe('Meera');
    expect(firstName.readOnly).toBe(false);
  });

  it('reports an answer that does not belong to this sign-in in the popup, then returns to login', async () => {
    const { actors, calls } = createTestActors({ calls: loginCalls({ takeSocialRequest: async () => request }) });
    renderScreens(answerUrl(TOKEN, 'forged-state'), actors);
    expect(await screen.findByRole('alertdialog', { name: 'Oops' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'We could not sign you in' })).toBeTruthy();
    expect(calls.socialLoginValidate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expectLocation('/login');
  });
});

describe('SocialSigninScreen in Hindi', () => {
  inHindi();

  it('asks an unknown identity for its mobile number in Hindi', async () => {
    const { actors } = createTestActors({ calls: loginCalls({ takeSocialRequest: async () => request }) });
    renderScreens(answerUrl(), actors);
    expect(await screen.findByRole('heading', { level: 1, name: 'अपना साइन अप पूरा करें' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'नाम' }) as HTMLInputElement).value).toBe('Meera Iyer');
    fireEvent.click(screen.getByRole('button', { name: 'अकाउंट बनाएँ' }));
    expect(descriptionOf(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }))).toBe('मोबाइल नंबर डालें');
    expect(screen.queryByText('Complete your sign-up')).toBeNull();
  });

  it('reports a failed sign-in in Hindi', async () => {
    const { actors } = createTestActors({ calls: loginCalls({ takeSocialRequest: async () => null }) });
    renderScreens(answerUrl(), actors);
    expect(await screen.findByRole('heading', { level: 1, name: 'हम आपको साइन इन नहीं कर सके' })).toBeTruthy();
    expect(screen.queryByText('We could not sign you in')).toBeNull();
  });
});
