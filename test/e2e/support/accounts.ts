import type { Page } from 'playwright-core';
import { PATHS } from '@/contract/paths';
import type { SmsOutboxResponse } from '@/contract/accounts';

const OTP_PATTERN = /\b(\d{6})\b/;

/** A fresh, valid Indian mobile number for one test. */
export function uniqueMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/** The newest code the built-in SMS provider "sent" to this mobile, read from the dev outbox. */
export async function latestOtp(baseUrl: string, mobile: string): Promise<string> {
  const response = await fetch(`${baseUrl}${PATHS.devSmsOutbox}?mobile=${mobile}`);
  if (!response.ok) throw new Error(`dev outbox answered ${response.status}`);
  const { messages } = (await response.json()) as SmsOutboxResponse;
  const code = messages[0]?.text.match(OTP_PATTERN)?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${mobile}`);
  return code;
}

interface LoginAnswer {
  userId: string;
  credentials: { accessToken: string };
}

async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Creates a customer over the real API: OTP login (code from the dev outbox), then a password. */
export async function createPasswordUser(baseUrl: string, mobile: string, password: string): Promise<void> {
  await postJson(`${baseUrl}${PATHS.sendOtp}`, { mobile, firstName: 'Meera', lastName: 'Iyer' });
  const code = await latestOtp(baseUrl, mobile);
  const login = await postJson<LoginAnswer>(`${baseUrl}${PATHS.validateOtp}`, { mobile, code, screenName: 'login' });
  const response = await fetch(`${baseUrl}${PATHS.setPassword.replace('{userId}', login.userId)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authToken: login.credentials.accessToken, userId: login.userId },
    body: JSON.stringify({ password }),
  });
  if (!response.ok) throw new Error(`set password answered ${response.status}`);
}

/** Asks for an OTP on the login screen the page shows and waits for the OTP screen. */
export async function requestOtp(page: Page, mobile: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.waitForURL('**/login-otp**');
  await page.getByLabel('One-time password').waitFor();
}

export async function enterOtp(page: Page, code: string): Promise<void> {
  await page.getByLabel('One-time password').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Logs in through the screens with the code from the dev outbox, and waits to leave the login pages. */
export async function logInByOtp(page: Page, baseUrl: string, mobile: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await requestOtp(page, mobile);
  await enterOtp(page, await latestOtp(baseUrl, mobile));
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Logs in on the password screen and waits to leave it. */
export async function logInByPassword(page: Page, baseUrl: string, mobile: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/slicePassword`);
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByLabel('Slice password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/slicePassword');
}
