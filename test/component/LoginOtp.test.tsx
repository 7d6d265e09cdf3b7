import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SimulatedClock } from 'xstate';
import { selectIsLoggedIn } from '@machines/session.machine';
import {
  apiError,
  createTestActors,
  descriptionOf,
  expectLocation,
  GOOD_OTP,
  loginCalls,
  MOBILE,
  renderScreens,
  type TestActorsOptions,
} from './LoginFixtures';
import { inHindi } from './inHindi';
import messagesEn from '@/i18n/en/messages';
import { validationText } from '@/i18n/validationText';

const { otpValidationFailed: OTP_VALIDATION_FAILED } = messagesEn.texts;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'OTPCredential');
  Reflect.deleteProperty(navigator, 'credentials');
});

const otpInput = () => screen.getByRole('textbox', { name: 'One-time password' });
const verify = () => screen.getByRole('button', { name: 'Verify' });
const resend = () => screen.getByRole('button', { name: 'Resend OTP' });

/** Logs in from /login?from=/cart up to the OTP screen, as a customer would. */
async function openOtpScreen(options: TestActorsOptions = {}) {
  const test = createTestActors(options);
  renderScreens('/login?from=%2Fcart', test.actors);
  fireEvent.change(screen.getByRole('textbox', { name: 'Mobile number' }), { target: { value: MOBILE } });
  fireEvent.click(screen.getByRole('button', { name: 'Get OTP' }));
  await screen.findByRole('textbox', { name: 'One-time password' });
  return test;
}

describe('LoginOtpScreen', () => {
  it('asks for the 6-digit code sent to the number, in one field the browser can fill from the SMS', async () => {
    await openOtpScreen();
    expect(screen.getByText(`Enter the 6-digit code sent to +91 ${MOBILE}`)).toBeTruthy();
    const input = otpInput();
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('maxlength')).toBe('6');
    expect(fireEvent.keyDown(input, { key: 'e' })).toBe(false);
  });

  it('refuses a short code inline without calling the server', async () => {
    const { calls } = await openOtpScreen();
    fireEvent.change(otpInput(), { target: { value: '123' } });
    fireEvent.click(verify());
    expect(descriptionOf(otpInput())).toBe(validationText('otpInvalid'));
    expect(calls.validateOtp).not.toHaveBeenCalled();
  });

  it('shows a wrong code inline and stays on the screen', async () => {
    const { calls } = await openOtpScreen();
    fireEvent.change(otpInput(), { target: { value: '654321' } });
    fireEvent.click(verify());
    await waitFor(() => expect(descriptionOf(otpInput())).toBe('Incorrect OTP. Please try again.'));
    expect(otpInput().getAttribute('aria-invalid')).toBe('true');
    expect(calls.validateOtp).toHaveBeenCalledWith({ mobile: MOBILE, code: '654321', screenName: 'login' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('logs in with the right code and returns to the page the user came from', async () => {
    const { actors } = await openOtpScreen();
    fireEvent.change(otpInput(), { target: { value: GOOD_OTP } });
    fireEvent.click(verify());
    await expectLocation('/cart');
    expect(selectIsLoggedIn(actors.session.getSnapshot())).toBe(true);
  });

  it('sends the user back to the number after too many wrong codes (SPEC 8)', async () => {
    await openOtpScreen({
      calls: loginCalls({
        validateOtp: async () => {
          throw apiError('OTP_ATTEMPTS_EXCEEDED', OTP_VALIDATION_FAILED, 429);
        },
      }),
    });
    fireEvent.change(otpInput(), { target: { value: '111111' } });
    fireEvent.click(verify());
    await expectLocation('/login?from=%2Fcart');
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Mobile number' }))).toBe(OTP_VALIDATION_FAILED);
  });

  it('counts down every second and enables Resend OTP when the machine allows it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const clock = new SimulatedClock();
    const { calls } = await openOtpScreen({ clock });
    expect(screen.getByText('Resend OTP in 0:45')).toBeTruthy();
    expect(resend().hasAttribute('disabled')).toBe(true);

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('Resend OTP in 0:44')).toBeTruthy();

    act(() => {
      vi.advanceTimersByTime(44_000);
      clock.increment(45_000);
    });
    await waitFor(() => expect(resend().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByText(/Resend OTP in/)).toBeNull();

    fireEvent.click(resend());
    await waitFor(() => expect(calls.sendOtp).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Resend OTP in 0:45')).toBeTruthy();
    expect(resend().hasAttribute('disabled')).toBe(true);
  });

  it('reads the code from the SMS where the browser supports WebOTP, and aborts the wait on leaving', async () => {
    let signal: AbortSignal | undefined;
    Object.defineProperty(window, 'OTPCredential', { value: class {}, configurable: true });
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: {
        get: vi.fn(async (options: CredentialRequestOptions & { otp: { transport: string[] } }) => {
          expect(options.otp).toEqual({ transport: ['sms'] });
          signal = options.signal ?? undefined;
          return { type: 'otp', id: '', code: GOOD_OTP };
        }),
      },
    });
    const { calls } = await openOtpScreen();
    await waitFor(() => expect(calls.validateOtp).toHaveBeenCalledWith({ mobile: MOBILE, code: GOOD_OTP, screenName: 'login' }));
    await expectLocation('/cart');
    expect(signal?.aborted).toBe(true);
  });

  it('goes back to the number on Change number, keeping it', async () => {
    await openOtpScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    await expectLocation('/login?from=%2Fcart');
    expect((screen.getByRole('textbox', { name: 'Mobile number' }) as HTMLInputElement).value).toBe(MOBILE);
  });

  it('offers the way back to login when opened without a code on its way', async () => {
    const { actors } = createTestActors();
    renderScreens('/login-otp?from=%2Fcart', actors);
    const back = screen.getByRole('link', { name: 'Back to login' });
    expect(back.getAttribute('href')).toBe('/login?from=%2Fcart');
    expect(screen.queryByRole('textbox', { name: 'One-time password' })).toBeNull();
  });
});

describe('LoginOtpScreen in Hindi', () => {
  inHindi();

  it('names the number the code went to in Hindi', async () => {
    const test = createTestActors();
    renderScreens('/login', test.actors);
    fireEvent.change(await screen.findByRole('textbox', { name: 'मोबाइल नंबर' }), { target: { value: MOBILE } });
    fireEvent.click(screen.getByRole('button', { name: 'OTP पाएँ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'अपना नंबर वेरिफ़ाई करें' })).toBeTruthy();
    expect(screen.getByText(`+91 ${MOBILE} पर भेजा गया 6 अंकों का कोड डालें`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'वेरिफ़ाई करें' })).toBeTruthy();
    expect(screen.queryByText('Verify your number')).toBeNull();
  });

  it('offers the way back to login in Hindi when opened without a code on its way', async () => {
    const { actors } = createTestActors();
    renderScreens('/login-otp', actors);
    expect(await screen.findByRole('link', { name: 'लॉगिन पर वापस जाएँ' })).toBeTruthy();
    expect(screen.queryByText('Back to login')).toBeNull();
  });
});
