import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support/browser';
import { useBrowserSession } from './support/session';
import { chooseDeliveryStoreAt, openCartWith } from './support/store';

/** Tiles from a closed local port: the suite never reaches for the internet. */
const E2E_ENV = { MAP_TILE_URL: 'http://127.0.0.1:59999/{z}/{x}/{y}.png' };
/** Seeded: the Koramangala store (66201) delivers here. */
const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const PIZZA = 'Margherita Classica';
const SIDE = 'Garlic Breadsticks';
/** Seeded: Rs 100 off from Rs 499. */
const COUPON = 'FLAT100';

const session = useBrowserSession(E2E_ENV);

/** The quantity a cart line shows. */
const quantityOf = (page: Page, name: string) =>
  page
    .getByRole('group', { name: `Quantity of ${name}`, exact: true })
    .locator('output')
    .textContent();

/** Cheese Burst, Medium, onion and one extra cheese: the same choices each time. */
async function customisePizza(page: Page): Promise<void> {
  await page.getByRole('button', { name: `Add ${PIZZA}: choose crust, size and toppings` }).click();
  await page.waitForURL('**/customise?**');
  await page.getByRole('radio', { name: /Cheese Burst/ }).check();
  await page.getByRole('radio', { name: /^Medium/ }).check();
  await page.getByRole('checkbox', { name: /Onion/ }).check();
  await page.getByRole('button', { name: 'More extra cheese' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL((url) => url.pathname === '/menu');
}

describe('menu, customise and cart, in a real browser', () => {
  it('filters veg, customises a pizza twice into one line, adds a side, applies a coupon and keeps the cart across a reload', async () => {
    const { page, server } = session;
    await chooseDeliveryStoreAt(page, server.url, KORAMANGALA);

    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Veg', exact: true }).click();
    await expect.poll(() => page.getByRole('img', { name: 'Non-veg' }).count()).toBe(0);
    expect(await page.getByRole('img', { name: 'Veg' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'menu-veg');

    await customisePizza(page);
    await customisePizza(page);
    await page.getByRole('button', { name: `Add ${SIDE}` }).click();

    await openCartWith(page, 3);
    await expect.poll(() => quantityOf(page, PIZZA)).toBe('2');
    expect(await quantityOf(page, SIDE)).toBe('1');
    expect(await page.getByRole('heading', { name: PIZZA }).count()).toBe(1);

    await page.getByLabel('Coupon code').fill(COUPON);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`${COUPON} applied`).waitFor();
    for (const row of [/^Item total$/, /^Discount$/, /^Taxes & Charges$/, /^GST/, /^Grand total$/i]) {
      await page.getByText(row).first().waitFor();
    }
    await screenshot(page, 'cart-with-coupon');

    await page.reload();
    await expect.poll(() => quantityOf(page, PIZZA)).toBe('2');
    await page.getByText(`${COUPON} applied`).waitFor();
  });
});
