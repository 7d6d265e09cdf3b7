import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { validationText } from '@/i18n/validationText';
import { selectIsLoggedIn } from '@machines/session.machine';
import { createTestActors, descriptionOf, expectLocation, GOOD_PASSWORD, MOBILE, renderScreens } from './LoginFixtures';
import { inHindi } from './inHindi';

const MOBILE_REQUIRED = validationText('mobileRequired');
const PASSWORD_REQUIRED = validationText('passwordRequired');

afterEach(cleanup);

const mobileInput = () => screen.getByRole('textbox', { name: 'Mobile number' });
const passwordInput = () => screen.getByLabelText('Slice password');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

function fill(mobile: string, password: string) {
  fireEvent.change(mobileInput(), { target: { value: mobile } });
  fireEvent.change(passwordInput(), { target: { value: password } });
}

describe('SlicePasswordScreen', () => {
  it("opened directly, asks for both fields with the SPEC 5 messages inline ('Enter Slice Password')", async () => {
    const { actors, calls } = createTestActors();
    renderScreens('/slicePassword', actors);
    await waitFor(() => expect(actors.login.getSnapshot().matches('enteringPassword')).toBe(true));
    expect(screen.getByText('+91')).toBeTruthy();
    submit();
    expect(descriptionOf(mobileInput())).toBe(MOBILE_REQUIRED);
    expect(descriptionOf(passwordInput())).toBe(PASSWORD_REQUIRED);
    expect(PASSWORD_REQUIRED).toBe('Enter Slice Password');
    expect(calls.passwordLogin).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under the password and stays", async () => {
    const { actors } = createTestActors();
    renderScreens('/slicePassword', actors);
    fill(MOBILE, 'wrong-one');
    submit();
    await waitFor(() => expect(descriptionOf(passwordInput())).toBe('Mobile number or password is incorrect.'));
    expect(screen.getByRole('heading', { level: 1, name: 'Login with password' })).toBeTruthy();
  });

  it('logs in with the right password and goes home', async () => {
    const { actors, calls } = createTestActors();
    renderScreens('/slicePassword', actors);
    fill(MOBILE, GOOD_PASSWORD);
    submit();
    await expectLocation('/');
    expect(calls.passwordLogin).toHaveBeenCalledWith({ mobile: MOBILE, password: GOOD_PASSWORD });
    expect(selectIsLoggedIn(actors.session.getSnapshot())).toBe(true);
  });

  it('shows the password on request', () => {
    const { actors } = createTestActors();
    renderScreens('/slicePassword', actors);
    expect(passwordInput().getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(passwordInput().getAttribute('type')).toBe('text');
  });

  it("goes to /forgotPassword on 'Forgot password?'", async () => {
    const { actors } = createTestActors();
    renderScreens('/slicePassword', actors);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await expectLocation('/forgotPassword');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeTruthy();
  });
});

describe('SlicePasswordScreen in Hindi', () => {
  inHindi();

  it("asks for both fields in Hindi ('Slice पासवर्ड डालें'), the brand kept", async () => {
    const { actors } = createTestActors();
    renderScreens('/slicePassword', actors);
    const password = await screen.findByLabelText('Slice पासवर्ड');
    fireEvent.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    expect(descriptionOf(password)).toBe('Slice पासवर्ड डालें');
    expect(descriptionOf(screen.getByRole('textbox', { name: 'मोबाइल नंबर' }))).toBe('मोबाइल नंबर डालें');
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeTruthy();
    expect(screen.queryByText('Login with password')).toBeNull();
  });
});
