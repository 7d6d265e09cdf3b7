import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/api/storage';
import { createPasswordUser, latestOtp, uniqueMobile } from './support/accounts';
import { launchBrowser, newMobileContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/** Every test here sends OTPs from one address; the production limit would stop the suite, not a customer. */
const E2E_ENV = { OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000' };
const WRONG_OTP_MESSAGE = /The OTP you entered is incorrect/;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(E2E_ENV), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  context = await newMobileContext(browser);
  page = await context.newPage();
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await screenshot(page, `failed-${task.name}`);
  await context.close();
});

/** Reads or writes the app's IndexedDB (idb-keyval's default store) inside the page. */
function storedKeys(): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('keyval', 'readonly').objectStore('keyval').getAllKeys();
          request.onsuccess = () => resolve(request.result.map(String));
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

function store(key: string, value: unknown): Promise<void> {
  return page.evaluate(
    ([storeKey, storeValue]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('keyval', 'readwrite');
          transaction.objectStore('keyval').put(storeValue, storeKey as string);
          transaction.oncomplete = () => resolve();
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    [key, value] as const,
  );
}

async function requestOtp(mobile: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.waitForURL('**/login-otp**');
}

async function enterOtp(code: string): Promise<void> {
  await page.getByLabel('One-time password').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function logInByOtp(mobile: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await requestOtp(mobile);
  await enterOtp(await latestOtp(server.url, mobile));
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

describe('accounts in a real browser', () => {
  it('a guest who opens their profile logs in by OTP and comes back to the profile', async () => {
    const mobile = uniqueMobile();
    await page.goto(`${server.url}/profile`);
    await page.waitForURL('**/login?**');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/profile');
    await requestOtp(mobile);
    await screenshot(page, 'login-otp');
    await enterOtp(await latestOtp(server.url, mobile));
    await page.waitForURL('**/profile');
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    await expect.poll(() => page.getByText(mobile).count()).toBeGreaterThan(0);
    await screenshot(page, 'profile');
  });

  it('a wrong OTP shows the inline message and keeps the customer on the OTP screen', async () => {
    const mobile = uniqueMobile();
    await page.goto(`${server.url}/login`);
    await requestOtp(mobile);
    const code = await latestOtp(server.url, mobile);
    const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
    await enterOtp(wrong);
    await page.getByText(WRONG_OTP_MESSAGE).waitFor();
    const field = page.getByLabel('One-time password');
    const describedBy = await field.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    expect(await page.locator(`[id="${describedBy?.split(' ')[0]}"]`).textContent()).toMatch(WRONG_OTP_MESSAGE);
    expect(new URL(page.url()).pathname).toBe('/login-otp');
  });

  it('logging out goes home and removes the session, cart and address data from the device', async () => {
    await logInByOtp(uniqueMobile());
    await store(STORAGE_KEYS.cart, { validItems: [{ code: 'PIZ101', quantity: 1 }] });
    await store(STORAGE_KEYS.addresses, [{ address_id: 'a1', houseNo: '12' }]);
    expect(await storedKeys()).toEqual(expect.arrayContaining([STORAGE_KEYS.cart, STORAGE_KEYS.addresses]));

    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).waitFor();
    const keys = await storedKeys();
    expect(keys).not.toContain(STORAGE_KEYS.cart);
    expect(keys).not.toContain(STORAGE_KEYS.addresses);
  });

  it('social sign-in of an unknown user completes on /socialSignin', async () => {
    const mobile = uniqueMobile();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Continue with Sandbox ID' }).click();
    await page.getByRole('heading', { name: 'Sandbox identity provider' }).waitFor();
    await page.getByLabel('Email').fill(`sandbox-${mobile}@example.com`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/socialSignin**');
    await page.getByRole('heading', { name: 'Complete your sign-up' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');

    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(`Enter the 6-digit code sent to +91 ${mobile}`).waitFor();
    await screenshot(page, 'social-signup-otp');
    await page.getByLabel('One-time password').fill(await latestOtp(server.url, mobile));
    await page.getByRole('button', { name: 'Verify and create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: /Your profile, Asha/ }).waitFor();
  });

  it('a customer with a password logs in on the password screen', async () => {
    const mobile = uniqueMobile();
    await createPasswordUser(server.url, mobile, 'margherita-42');
    await page.goto(`${server.url}/slicePassword`);
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByLabel('Slice password', { exact: true }).fill('margherita-42');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: /Your profile, Meera/ }).waitFor();
  });
});
