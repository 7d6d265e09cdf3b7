import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/api/storage';
import {
  createPasswordUser,
  enterOtp as enterOtpOn,
  latestOtp,
  logInByOtp as logIn,
  logInByPassword,
  requestOtp as requestOtpOn,
  uniqueMobile,
} from './support/accounts';
import { screenshot } from './support/browser';
import { storedKeys as storedKeysOf, storeValue } from './support/pageStorage';
import { useBrowserSession } from './support/session';

/** Every test here sends OTPs from one address; the production limit would stop the suite, not a customer. */
const E2E_ENV = { OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000' };
const WRONG_OTP_MESSAGE = /The OTP you entered is incorrect/;

const session = useBrowserSession(E2E_ENV);

const requestOtp = (mobile: string) => requestOtpOn(session.page, mobile);
const enterOtp = (code: string) => enterOtpOn(session.page, code);
const logInByOtp = (mobile: string) => logIn(session.page, session.server.url, mobile);
const storedKeys = () => storedKeysOf(session.page);
const store = (key: string, value: unknown) => storeValue(session.page, key, value);

describe('accounts in a real browser', () => {
  it('a guest who opens their profile logs in by OTP and comes back to the profile', async () => {
    const mobile = uniqueMobile();
    await session.page.goto(`${session.server.url}/profile`);
    await session.page.waitForURL('**/login?**');
    expect(new URL(session.page.url()).searchParams.get('from')).toBe('/profile');
    await requestOtp(mobile);
    await screenshot(session.page, 'login-otp');
    await enterOtp(await latestOtp(session.server.url, mobile));
    await session.page.waitForURL('**/profile');
    await session.page.getByRole('heading', { name: 'My profile' }).waitFor();
    await expect.poll(() => session.page.getByText(mobile).count()).toBeGreaterThan(0);
    await screenshot(session.page, 'profile');
  });

  it('a wrong OTP shows the inline message and keeps the customer on the OTP screen', async () => {
    const mobile = uniqueMobile();
    await session.page.goto(`${session.server.url}/login`);
    await requestOtp(mobile);
    const code = await latestOtp(session.server.url, mobile);
    const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
    await enterOtp(wrong);
    await session.page.getByText(WRONG_OTP_MESSAGE).waitFor();
    const field = session.page.getByLabel('One-time password');
    const describedBy = await field.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(await session.page.locator(`[id="${describedBy?.split(' ')[0]}"]`).textContent()).toMatch(WRONG_OTP_MESSAGE);
    expect(new URL(session.page.url()).pathname).toBe('/login-otp');
  });

  it('logging out goes home and removes the session, cart and address data from the device', async () => {
    await logInByOtp(uniqueMobile());
    await store(STORAGE_KEYS.cart, { validItems: [{ code: 'PIZ101', quantity: 1 }] });
    await store(STORAGE_KEYS.addresses, [{ address_id: 'a1', houseNo: '12' }]);
    expect(await storedKeys()).toEqual(expect.arrayContaining([STORAGE_KEYS.cart, STORAGE_KEYS.addresses]));

    await session.page.goto(`${session.server.url}/profile`);
    await session.page.getByRole('button', { name: 'Logout' }).click();
    await session.page.waitForURL((url) => url.pathname === '/');
    await session.page.getByRole('link', { name: 'Login' }).waitFor();
    const keys = await storedKeys();
    expect(keys).not.toContain(STORAGE_KEYS.cart);
    expect(keys).not.toContain(STORAGE_KEYS.addresses);
  });

  it('social sign-in of an unknown user completes on /socialSignin', async () => {
    const mobile = uniqueMobile();
    await session.page.goto(`${session.server.url}/login`);
    await session.page.getByRole('button', { name: 'Continue with Sandbox ID' }).click();
    await session.page.getByRole('heading', { name: 'Sandbox identity provider' }).waitFor();
    await session.page.getByLabel('Email').fill(`sandbox-${mobile}@example.com`);
    await session.page.getByRole('button', { name: 'Continue' }).click();
    await session.page.waitForURL('**/socialSignin**');
    await session.page.getByRole('heading', { name: 'Complete your sign-up' }).waitFor();
    expect(new URL(session.page.url()).hash).toBe('');

    await session.page.getByLabel('Mobile number').fill(mobile);
    await session.page.getByRole('button', { name: 'Create account' }).click();
    await session.page.getByText(`Enter the 6-digit code sent to +91 ${mobile}`).waitFor();
    await screenshot(session.page, 'social-signup-otp');
    await session.page.getByLabel('One-time password').fill(await latestOtp(session.server.url, mobile));
    await session.page.getByRole('button', { name: 'Verify and create account' }).click();
    await session.page.waitForURL((url) => url.pathname === '/');
    await session.page.getByRole('link', { name: /Your profile, Asha/ }).waitFor();
  });

  it('a customer with a password logs in on the password screen', async () => {
    const mobile = uniqueMobile();
    await createPasswordUser(session.server.url, mobile, 'margherita-42');
    await logInByPassword(session.page, session.server.url, mobile, 'margherita-42');
    expect(new URL(session.page.url()).pathname).toBe('/');
    await session.page.getByRole('link', { name: /Your profile, Meera/ }).waitFor();
  });
});
