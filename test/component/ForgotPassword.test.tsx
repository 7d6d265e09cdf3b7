import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { validationText } from '@/i18n/validationText';
import { createTestActors, descriptionOf, expectLocation, GOOD_OTP, MOBILE, renderScreens } from './LoginFixtures';
import { inHindi } from './inHindi';

const MOBILE_LEADING_ZERO = validationText('mobileLeadingZero');

afterEach(cleanup);

const mobileInput = () => screen.getByRole('textbox', { name: 'Mobile number' });
const sendOtp = () => fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));

describe('ForgotPasswordScreen', () => {
  it('refuses an invalid number inline', async () => {
    const { actors, calls } = createTestActors();
    renderScreens('/forgotPassword', actors);
    await waitFor(() => expect(actors.login.getSnapshot().matches('forgotPassword')).toBe(true));
    fireEvent.change(mobileInput(), { target: { value: '0123456789' } });
    sendOtp();
    expect(descriptionOf(mobileInput())).toBe(MOBILE_LEADING_ZERO);
    expect(calls.sendForgotOtp).not.toHaveBeenCalled();
  });

  it('sends the OTP and continues on /login-otp, where the code logs in (SPEC 4)', async () => {
    const { actors, calls } = createTestActors();
    renderScreens('/forgotPassword', actors);
    fireEvent.change(mobileInput(), { target: { value: MOBILE } });
    sendOtp();
    await expectLocation('/login-otp');
    expect(calls.sendForgotOtp).toHaveBeenCalledWith({ mobile: MOBILE });
    fireEvent.change(screen.getByRole('textbox', { name: 'One-time password' }), { target: { value: GOOD_OTP } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await expectLocation('/');
    expect(calls.validateOtp).toHaveBeenCalledWith({ mobile: MOBILE, code: GOOD_OTP, screenName: 'forgotPassword' });
  });

  it('goes back to password login', async () => {
    const { actors } = createTestActors();
    renderScreens('/forgotPassword', actors);
    fireEvent.click(screen.getByRole('button', { name: 'Back to password login' }));
    await expectLocation('/slicePassword');
  });
});

describe('ForgotPasswordScreen in Hindi', () => {
  inHindi();

  it('asks for the number in Hindi and refuses a leading 0 in Hindi', async () => {
    const { actors } = createTestActors();
    renderScreens('/forgotPassword', actors);
    expect(await screen.findByRole('heading', { level: 1, name: 'पासवर्ड भूल गए?' })).toBeTruthy();
    const mobile = screen.getByRole('textbox', { name: 'मोबाइल नंबर' });
    fireEvent.change(mobile, { target: { value: '0987654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(descriptionOf(mobile)).toBe('कृपया मोबाइल नंबर के आगे 0 न लगाएँ');
    expect(screen.queryByText('Forgot password?')).toBeNull();
  });
});
