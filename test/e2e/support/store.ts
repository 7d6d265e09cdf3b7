import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** On the map screen: confirms the pin and answers the timing question with Deliver Now. */
export async function confirmDeliverNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Confirm location' }).click();
  const timing = page.getByRole('dialog', { name: 'When do you want your order?' });
  await expect.poll(() => timing.getByRole('radio', { name: 'Deliver Now' }).isChecked()).toBe(true);
  await timing.getByRole('button', { name: 'Continue' }).click();
}

/** Picks the store that delivers to a point the way a customer does (map, confirm, Deliver Now) and waits for its menu. */
export async function chooseDeliveryStoreAt(page: Page, baseUrl: string, point: { latitude: number; longitude: number }): Promise<void> {
  await page.goto(`${baseUrl}/mapScreen?latitude=${point.latitude}&longitude=${point.longitude}`);
  await confirmDeliverNow(page);
  await page.waitForURL((url) => url.pathname === '/menu');
}

/**
 * Opens the cart through the header's cart link once it counts `items`: an add is saved in the
 * background, and a full page load before that would drop it (a customer follows the link instead).
 */
export async function openCartWith(page: Page, items: number): Promise<void> {
  const link = page.getByRole('link', { name: `Cart, ${items} ${items === 1 ? 'item' : 'items'}` }).first();
  await link.waitFor();
  await link.click();
  await page.waitForURL((url) => url.pathname === '/cart');
}
