/**
 * Spending Pizza Pals points in a real browser against the real server (SPEC 3 menuType LOYALTY, SPEC 9: 600 points =
 * 1 free regular pizza): a member whose six orders on six days earned 600 points, credited 24 hours after delivery
 * (the sandbox clock moves the days), adds a free regular pizza at ₹0 from the menu, pays for the rest in cash, and
 * sees the points used and the balance left on the thank-you page.
 */
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '@/contract/accounts';
import type { LoyaltyInfo } from '@/contract/loyalty';
import type { ConfirmOrderResponse } from '@/contract/orders';
import { PATHS } from '@/contract/paths';
import { confirmBody, HAND_TOSSED, MARGHERITA, MEDIUM, STORE_ID } from '../server/support/checkout';
import { latestOtp, logInByPassword, uniqueMobile } from './support/accounts';
import { giveHouseNumber, KORAMANGALA, PASSWORD, SIDE } from './support/checkout';
import { screenshot } from './support/browser';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';
import { chooseDeliveryStoreAt, openCartWith } from './support/store';

const session = useBrowserSession({ ...E2E_ENV, ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}) });

const MINUTES_PER_DAY = 24 * 60;
/** SPEC 9: 1 order = 100 points, so six orders on six days buy one free pizza. */
const EARNING_DAYS = 6;

async function call<T>(url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  expect(response.status, url).toBeLessThan(300);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** Through the API: a Pizza Pals member with a password, whose 600 points earned over six days are all credited. */
async function memberWithPoints(baseUrl: string, mobile: string): Promise<void> {
  await call(`${baseUrl}${PATHS.sendOtp}`, { method: 'POST', body: JSON.stringify({ mobile, firstName: 'Asha', lastName: 'Rao' }) });
  const login = await call<LoginResponse>(`${baseUrl}${PATHS.validateOtp}`, {
    method: 'POST',
    body: JSON.stringify({ mobile, code: await latestOtp(baseUrl, mobile), screenName: 'login' }),
  });
  const headers = { authToken: login.credentials.accessToken, userId: login.userId };
  await call(`${baseUrl}${PATHS.setPassword.replace('{userId}', login.userId)}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ password: PASSWORD }),
  });
  const info = await call<LoyaltyInfo>(`${baseUrl}${PATHS.loyaltyInfo}`, { headers });
  await call(`${baseUrl}${PATHS.loyaltyEnrol}`, {
    method: 'POST',
    headers: { ...headers, mobile },
    body: JSON.stringify({ loyaltyCardCode: info.loyaltyCardCode }),
  });
  const items = [{ productId: MARGHERITA, crustId: HAND_TOSSED, sizeId: MEDIUM, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [] }];
  for (let day = 0; day < EARNING_DAYS; day += 1) {
    await call(`${baseUrl}${PATHS.cart}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ storeId: STORE_ID, deliveryType: 'D', items }),
    });
    const placed = await call<ConfirmOrderResponse>(`${baseUrl}${PATHS.confirmOrder}?userId=${encodeURIComponent(login.userId)}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(confirmBody({ primaryPaymentId: 'CASH' })),
    });
    expect(placed.status).toBe('SUCCESS');
    await call(`${baseUrl}${PATHS.sandboxClock}`, { method: 'POST', body: JSON.stringify({ advanceMinutes: MINUTES_PER_DAY }) });
  }
  // The last order's points are credited 24 hours after its delivery.
  await call(`${baseUrl}${PATHS.sandboxClock}`, { method: 'POST', body: JSON.stringify({ advanceMinutes: 2 * MINUTES_PER_DAY }) });
}

describe('free regular pizza with Pizza Pals points in a real browser', () => {
  it('adds the free pizza at ₹0 from the menu, pays for the rest, and shows the 600 points used on the thank-you page', async () => {
    const { page, server } = session;
    const mobile = uniqueMobile();
    await memberWithPoints(server.url, mobile);
    await logInByPassword(page, server.url, mobile, PASSWORD);
    await chooseDeliveryStoreAt(page, server.url, KORAMANGALA);

    const offer = page.getByRole('region', { name: 'Your free pizza' });
    await offer.getByText('Your Pizza Pals points buy 1 free regular pizza. Pick it here: it costs ₹0.').waitFor();
    await screenshot(page, 'free-pizza-menu');
    await offer
      .getByRole('button', { name: /^Add a free regular / })
      .first()
      .click();
    await offer.getByText(/^Free .+ added to your cart$/).waitFor();
    await page.getByRole('button', { name: `Add ${SIDE}` }).click();
    await openCartWith(page, 2);

    await page.getByText('Free with Pizza Pals points').waitFor();
    await screenshot(page, 'free-pizza-cart');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/paymentType**');
    await page.getByRole('radio', { name: 'Cash on Delivery' }).waitFor();
    await giveHouseNumber(page);
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    // The app's clock is the real one, the server's a few days ahead: the earning orders look recent (SPEC 8 warning).
    await page.getByRole('button', { name: 'Yes, place this order' }).click();
    await page.waitForURL('**/thankYou?transactionId=**');

    const points = page.getByRole('region', { name: 'Pizza Pals Points' });
    await points.getByText('600 points used for your free pizza.').waitFor();
    await points.getByText('Pizza Pals balance now: 0 points.').waitFor();
    await screenshot(page, 'free-pizza-thank-you');
  });
});
