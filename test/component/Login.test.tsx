import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { validationText } from '@/i18n/validationText';
import { apiError, createTestActors, descriptionOf, expectLocation, loginCalls, MOBILE, never, renderScreens } from './LoginFixtures';
import { inHindi } from './inHindi';

const MOBILE_DIGITS_ONLY = validationText('mobileDigitsOnly');
const MOBILE_LEADING_ZERO = validationText('mobileLeadingZero');
const MOBILE_LENGTH = validationText('mobileLength');
const MOBILE_REQUIRED = validationText('mobileRequired');

afterEach(cleanup);

const mobileInput = () => screen.getByRole('textbox', { name: 'Mobile number' });
const getOtp = () => screen.getByRole('button', { name: 'Get OTP' });

function typeMobile(value: string) {
  fireEvent.change(mobileInput(), { target: { value } });
}

describe('LoginScreen', () => {
  it("shows the '+91' prefix beside a numeric 10-digit mobile field", () => {
    const { actors } = createTestActors();
    renderScreens('/login', actors);
    expect(screen.getByRole('heading', { level: 1, name: 'Login or sign up' })).toBeTruthy();
    expect(screen.getByText('+91')).toBeTruthy();
    const input = mobileInput();
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('maxlength')).toBe('10');
  });

  it.each([
    ['', MOBILE_REQUIRED],
    ['0987654321', MOBILE_LEADING_ZERO],
    ['98765abc10', MOBILE_DIGITS_ONLY],
    ['987654321', MOBILE_LENGTH],
  ])('refuses %j with the SPEC 5 message inline, tied to the field', (value, message) => {
    const { actors, calls } = createTestActors();
    renderScreens('/login', actors);
    typeMobile(value);
    fireEvent.click(getOtp());
    expect(descriptionOf(mobileInput())).toBe(message);
    expect(mobileInput().getAttribute('aria-invalid')).toBe('true');
    expect(calls.sendOtp).not.toHaveBeenCalled();
  });

  it('clears the message as soon as the number is edited', () => {
    const { actors } = createTestActors();
    renderScreens('/login', actors);
    fireEvent.click(getOtp());
    expect(descriptionOf(mobileInput())).toBe(MOBILE_REQUIRED);
    typeMobile('9');
    expect(mobileInput().hasAttribute('aria-describedby')).toBe(false);
  });

  it('blocks e, E, +, - and . as keys but lets digits through', () => {
    const { actors } = createTestActors();
    renderScreens('/login', actors);
    for (const key of ['e', 'E', '+', '-', '.']) {
      expect(fireEvent.keyDown(mobileInput(), { key })).toBe(false);
    }
    expect(fireEvent.keyDown(mobileInput(), { key: '7' })).toBe(true);
    expect((mobileInput() as HTMLInputElement).value).toBe('');
  });

  it('sends the OTP and moves to /login-otp, keeping redirectUrl and from', async () => {
    const { actors, calls } = createTestActors();
    renderScreens('/login?from=%2Fcart', actors);
    typeMobile(MOBILE);
    fireEvent.click(getOtp());
    await expectLocation('/login-otp?from=%2Fcart');
    expect(calls.sendOtp).toHaveBeenCalledWith({ mobile: MOBILE, loyalty: false });
    expect(await screen.findByText(`Enter the 6-digit code sent to +91 ${MOBILE}`)).toBeTruthy();
  });

  it("'Also join Pizza Pals' is off by default; checked, the OTP is the loyalty variant (SPEC 7)", async () => {
    const { actors, calls } = createTestActors();
    renderScreens('/login', actors);
    const join = screen.getByRole('checkbox', { name: 'Also join Pizza Pals' }) as HTMLInputElement;
    expect(join.checked).toBe(false);
    expect(descriptionOf(join)).toMatch(/Free to join/);
    fireEvent.click(join);
    expect(join.checked).toBe(true);
    typeMobile(MOBILE);
    fireEvent.click(getOtp());
    await expectLocation('/login-otp');
    expect(calls.sendOtp).toHaveBeenCalledWith({ mobile: MOBILE, loyalty: true });
  });

  it('disables Get OTP and announces the wait while the OTP is being sent', async () => {
    const { actors } = createTestActors({ calls: loginCalls({ sendOtp: never }) });
    renderScreens('/login', actors);
    typeMobile(MOBILE);
    fireEvent.click(getOtp());
    await waitFor(() => expect(getOtp().hasAttribute('disabled')).toBe(true));
    expect(screen.getByText('Sending OTP')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login with password' }).hasAttribute('disabled')).toBe(true);
  });

  it("shows a failed request in the shared popup with the server's message, and stays", async () => {
    const { actors } = createTestActors({
      calls: loginCalls({
        sendOtp: async () => {
          throw apiError('RATE_LIMITED', 'Too many OTP requests. Please try again later.', 429);
        },
      }),
    });
    renderScreens('/login', actors);
    typeMobile(MOBILE);
    fireEvent.click(getOtp());
    const popup = await screen.findByRole('alertdialog', { name: 'Oops' });
    expect(popup.textContent).toContain('Too many OTP requests. Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((mobileInput() as HTMLInputElement).value).toBe(MOBILE);
  });

  it('skips login back to the page it came from', async () => {
    const { actors } = createTestActors();
    renderScreens('/login?from=%2Fmenu', actors);
    fireEvent.click(screen.getByRole('button', { name: 'Skip login' }));
    await expectLocation('/menu');
  });

  it('at checkout says the login is to place the order, and skipping goes back to the cart', async () => {
    const { actors } = createTestActors();
    renderScreens('/login?from=%2FpaymentType', actors);
    expect(await screen.findByRole('heading', { name: 'Log in to place your order', level: 1 })).toBeTruthy();
    expect(screen.getByText(/go straight back to payment/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skip login' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Skip login, back to cart' }));
    await expectLocation('/cart');
  });

  it('opens password login, keeping the number typed', async () => {
    const { actors } = createTestActors();
    renderScreens('/login', actors);
    typeMobile(MOBILE);
    fireEvent.click(screen.getByRole('button', { name: 'Login with password' }));
    await expectLocation('/slicePassword');
    expect((mobileInput() as HTMLInputElement).value).toBe(MOBILE);
  });

  it('leaves for the Sandbox ID provider with a full page load', async () => {
    const { actors } = createTestActors();
    const redirect = vi.fn<(url: string) => void>();
    renderScreens('/login', actors, { redirect });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Sandbox ID' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(redirect.mock.calls[0]?.[0]).toBe('/api/v1/sandbox/social/authorize?redirect_uri=%2FsocialSignin&state=state-1');
  });
});

describe('LoginScreen in Hindi', () => {
  inHindi();

  it('asks for the mobile number in Hindi, with the SPEC 5 message in Hindi', async () => {
    const { actors, calls } = createTestActors();
    renderScreens('/login', actors);
    expect(await screen.findByRole('heading', { level: 1, name: 'लॉगिन या साइन अप करें' })).toBeTruthy();
    expect(screen.queryByText('Login or sign up')).toBeNull();
    expect(screen.getByRole('button', { name: 'पासवर्ड से लॉगिन करें' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'साथ ही Pizza Pals से भी जुड़ें' })).toBeTruthy();
    const mobile = screen.getByRole('textbox', { name: 'मोबाइल नंबर' });
    fireEvent.click(screen.getByRole('button', { name: 'OTP पाएँ' }));
    expect(descriptionOf(mobile)).toBe('मोबाइल नंबर डालें');
    expect(calls.sendOtp).not.toHaveBeenCalled();
  });
});
