import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PATHS } from '@/contract/paths';
import type { CartResponse } from '@/contract/cart';
import { STORAGE_KEYS } from '@/api/storage';
import type { StoredSession } from '@machines/session.machine';
import messagesEn from '@/i18n/en/messages';
import { screenshot } from './support/browser';
import { storedValue } from './support/pageStorage';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';
import { chooseDeliveryStoreAt } from './support/store';

const { networkLost: NETWORK_LOST } = messagesEn.texts;
/** Seeded: the Koramangala store (66201) delivers here. */
const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const SIDE = 'Garlic Breadsticks';

const session = useBrowserSession(E2E_ENV);

const cartLink = (page: Page, items: number) =>
  page.getByRole('link', { name: `Cart, ${items} ${items === 1 ? 'item' : 'items'}` }).first();

/** The cart as the server holds it for the page's session. */
async function serverCart(page: Page, baseUrl: string): Promise<CartResponse> {
  const stored = await storedValue<StoredSession>(page, STORAGE_KEYS.session);
  if (!stored) throw new Error('the page has no session');
  const response = await fetch(`${baseUrl}${PATHS.cart}`, {
    headers: { authToken: stored.credentials?.accessToken ?? '', userId: stored.userId ?? '' },
  });
  return (await response.json()) as CartResponse;
}

describe('useful offline, in a real browser', () => {
  it('shows the menu and the cart offline after one visit, keeps an item added offline and sends it when back online', async () => {
    const { page, context, server } = session;
    await chooseDeliveryStoreAt(page, server.url, KORAMANGALA);
    await page.getByRole('button', { name: `Add ${SIDE}` }).click();
    await cartLink(page, 1).waitFor();
    // One visit under the service worker keeps the shell, the menu and its images.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: `Add ${SIDE}` }).waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: `Add ${SIDE}` }).waitFor();
    await page.getByText(NETWORK_LOST).waitFor();
    await cartLink(page, 1).waitFor();
    await screenshot(page, 'offline-menu');

    await page.getByRole('button', { name: `Add ${SIDE}` }).click();
    await cartLink(page, 2).waitFor();
    await cartLink(page, 2).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByText('You are offline: 1 change is kept on this phone and will be sent when you are back online.').waitFor();
    await page.getByText('Checkout needs the internet. Connect and your cart is ready to order.').waitFor();
    expect(await page.getByRole('button', { name: 'Checkout' }).isDisabled()).toBe(true);
    await screenshot(page, 'offline-cart');
    expect((await serverCart(page, server.url)).itemCount).toBe(1);

    await context.setOffline(false);
    await expect.poll(async () => (await serverCart(page, server.url)).itemCount, { timeout: 15_000 }).toBe(2);
    await expect.poll(() => page.getByText(NETWORK_LOST).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Checkout' }).isEnabled()).toBe(true);
  });
});
