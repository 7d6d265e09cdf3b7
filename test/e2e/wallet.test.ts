/**
 * The Slice wallet in a real browser against the real server: a guest is sent to login and comes back to an empty
 * wallet; a failed card order's refund moved to the wallet shows as Refund Points, explained in the history under
 * its transaction date, and the page has no serious accessibility problem on a phone.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '@/contract/accounts';
import type { ConfirmOrderResponse } from '@/contract/orders';
import { PATHS } from '@/contract/paths';
import { formatRupees } from '@/domain/money';
import { SANDBOX_TEST_CARDS } from '@server/services/payments/constants';
import { cardForm, confirmBody, HAND_TOSSED, MARGHERITA, MEDIUM, STORE_ID } from '../server/support/checkout';
import { enterOtp, latestOtp, logInByPassword, requestOtp, uniqueMobile } from './support/accounts';
import { PASSWORD } from './support/checkout';
import { screenshot } from './support/browser';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Another process's static folder, when this suite runs beside builds of the default one. */
const session = useBrowserSession({ ...E2E_ENV, ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}) });

async function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  expect(response.status, url).toBeLessThan(300);
  return (await response.json()) as T;
}

/** Through the API: the customer's card order declined by the bank, and its refund moved to the wallet; answers its order id and amount. */
async function refundedToWallet(baseUrl: string, mobile: string): Promise<{ sliceOrderId: string; paise: number }> {
  await postJson(`${baseUrl}${PATHS.sendOtp}`, { mobile });
  const login = await postJson<LoginResponse>(`${baseUrl}${PATHS.validateOtp}`, {
    mobile,
    code: await latestOtp(baseUrl, mobile),
    screenName: 'login',
  });
  const headers = { 'content-type': 'application/json', authToken: login.credentials.accessToken, userId: login.userId };
  // A second OTP would wait for the resend timer: the browser logs in with a password.
  const password = await fetch(`${baseUrl}${PATHS.setPassword.replace('{userId}', login.userId)}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(password.status).toBe(204);
  const items = [{ productId: MARGHERITA, crustId: HAND_TOSSED, sizeId: MEDIUM, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [] }];
  const cart = await fetch(`${baseUrl}${PATHS.cart}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ storeId: STORE_ID, deliveryType: 'D', items }),
  });
  const { displayNetPrice } = (await cart.json()) as { displayNetPrice: number };
  const confirmed = await postJson<ConfirmOrderResponse>(
    `${baseUrl}${PATHS.confirmOrder}?userId=${encodeURIComponent(login.userId)}`,
    confirmBody({ primaryPaymentId: 'CC' }),
    headers,
  );
  if (confirmed.status !== 'SUCCESS') throw new Error('the card order was not confirmed');
  const { processTransactionURL, orderTransactionId } = confirmed.initiateOrderPaymentResponse;
  await fetch(`${baseUrl}${processTransactionURL}/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(cardForm(SANDBOX_TEST_CARDS.declined)).toString(),
    redirect: 'manual',
  });
  const summary = await fetch(`${baseUrl}${PATHS.orderSummary.replace('{orderTransactionId}', orderTransactionId)}`, { headers });
  const { id, sliceOrderId } = (await summary.json()) as { id: string; sliceOrderId: string };
  await postJson(`${baseUrl}${PATHS.refundToWallet.replace('{orderId}', id)}`, undefined, {
    authToken: headers.authToken,
    userId: headers.userId,
  });
  return { sliceOrderId, paise: displayNetPrice };
}

/** Logs in from the login page the wallet sent the guest to; the app comes back to /wallet. */
async function logInFromWallet(page: Page, baseUrl: string, mobile: string): Promise<void> {
  await page.goto(`${baseUrl}/wallet`);
  await page.waitForURL('**/login?from=%2Fwallet');
  await requestOtp(page, mobile);
  await enterOtp(page, await latestOtp(baseUrl, mobile));
  await page.waitForURL((url) => url.pathname === '/wallet');
  await page.getByRole('region', { name: 'Your balance' }).waitFor();
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
    const result = await axe.run();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

describe('Slice wallet in a real browser', () => {
  it('sends a guest to login and back to an empty wallet with its three parts', async () => {
    const { page, server } = session;
    await logInFromWallet(page, server.url, uniqueMobile());
    const balance = page.getByRole('region', { name: 'Your balance' });
    for (const title of ['Pizza Pals Points', 'Promo Points', 'Refund Points']) expect(await balance.getByText(title).count()).toBe(1);
    await page.getByText('No wallet activity yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows a refund moved to the wallet as Refund Points, explained under its date', async () => {
    const { page, server } = session;
    const mobile = uniqueMobile();
    const refund = await refundedToWallet(server.url, mobile);
    await logInByPassword(page, server.url, mobile, PASSWORD);
    await page.goto(`${server.url}/wallet`);
    await page.getByRole('region', { name: 'Your balance' }).waitFor();
    const amount = formatRupees(refund.paise);
    const refundPart = page
      .getByRole('list', { name: 'Balance by kind of points' })
      .getByRole('listitem')
      .filter({ hasText: 'Refund Points' });
    expect(await refundPart.textContent()).toContain(amount);
    const history = page.getByRole('region', { name: 'Wallet history' });
    expect(await history.getByRole('heading', { level: 3 }).first().textContent()).toBe('Today');
    const entry = history
      .getByRole('listitem')
      .filter({ hasText: `Refund of order ${refund.sliceOrderId} to your wallet` })
      // The entry's own item, inside its day's.
      .last();
    expect(await entry.textContent()).toContain(`Added +${amount}`);
    await screenshot(page, 'wallet-refund-points');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
