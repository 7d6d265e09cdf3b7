import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { PATHS } from '@/contract/paths';
import { MOBILE_VIEWPORT, newMobileContext, screenshot } from './support/browser';
import { createPasswordUser, logInByPassword, uniqueMobile } from './support/accounts';
import { KORAMANGALA, PASSWORD, payByCash, SIDE } from './support/checkout';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';
import { openCartWith } from './support/store';

/** A phone's browser, so the app offers UPI intent (src/domain/device.ts). */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

/** A logged-in customer picks up from the nearest store (takeaway, now) and sees its menu. */
async function loggedInForTakeaway(page: Page, baseUrl: string): Promise<void> {
  const mobile = uniqueMobile();
  await createPasswordUser(baseUrl, mobile, PASSWORD);
  await logInByPassword(page, baseUrl, mobile, PASSWORD);
  await page.goto(`${baseUrl}/nearestStore?deliveryType=takeaway&latitude=${KORAMANGALA.latitude}&longitude=${KORAMANGALA.longitude}`);
  // The store cards' buttons ('Choose <store>'), not the switch to the city list.
  await page
    .getByRole('button', { name: /^Choose (?!a city$)/ })
    .first()
    .click();
  const timing = page.getByRole('dialog', { name: 'When do you want your order?' });
  await Promise.race([timing.waitFor(), page.waitForURL((url) => url.pathname === '/menu')]);
  if (await timing.isVisible()) {
    await timing.getByRole('radio', { name: 'Pick up now' }).check();
    await timing.getByRole('button', { name: 'Continue' }).click();
  }
  await page.waitForURL((url) => url.pathname === '/menu');
}

/** A side in the cart, then Checkout and the review's Place order. */
async function placeFromCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: `Add ${SIDE}` }).click();
  await openCartWith(page, 1);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
}

/** Every app route the page shows from now on, in order. */
function routesSeen(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

/** Holds the confirm order call until `release` is called. */
async function holdConfirm(page: Page): Promise<{ held: Promise<void>; release: () => Promise<void> }> {
  let release: () => Promise<void> = async () => undefined;
  const held = new Promise<void>((resolve) => {
    void page.route(`**${PATHS.confirmOrder}**`, (route: Route) => {
      release = async () => {
        await route.continue();
        await page.unroute(`**${PATHS.confirmOrder}**`);
      };
      resolve();
    });
  });
  return { held, release: () => release() };
}

describe('pickup confirmation routes by the payment chosen last (SPEC 4), in a real browser against the real server', () => {
  const session = useBrowserSession(E2E_ENV);

  it('a takeaway last paid in cash is placed from the cart and reaches the thank-you page without payment selection', async () => {
    const { page, server } = session;
    await loggedInForTakeaway(page, server.url);
    // The first order: cash on payment selection, which keeps the choice on this device.
    await placeFromCart(page);
    await page.waitForURL('**/paymentType**');
    await payByCash(page);

    await page.goto(`${server.url}/menu`);
    const seen = routesSeen(page);
    const { held, release } = await holdConfirm(page);
    await placeFromCart(page);
    // SPEC 8 duplicate order: the order a moment ago is asked about, from the cart.
    const duplicate = page.getByRole('alertdialog', { name: 'Place another order?' });
    await duplicate.waitFor();
    expect(new URL(page.url()).pathname).toBe('/cart');
    await duplicate.getByRole('button', { name: 'Yes, place this order' }).click();

    await held;
    // The cart gives way to what is happening while the order is placed.
    await page.getByText('With the payment you chose last time. This takes a few seconds.').waitFor();
    expect(await page.getByRole('button', { name: 'Checkout' }).count()).toBe(0);
    expect(page.viewportSize()).toEqual(MOBILE_VIEWPORT);
    await screenshot(page, 'pickup-cash-placing-from-cart');
    await release();

    await page.waitForURL('**/thankYou?transactionId=**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
    expect(seen).not.toContain('/paymentType');
    expect(seen).not.toContain('/payment');
  });

  it('a takeaway last paid by UPI on a phone goes with UPI intent straight to /upiForm', async () => {
    const { server, context } = session;
    const browser = context.browser();
    if (!browser) throw new Error('no browser');
    const phone: BrowserContext = await newMobileContext(browser, { userAgent: PHONE_USER_AGENT });
    try {
      const page = await phone.newPage();
      await loggedInForTakeaway(page, server.url);
      await placeFromCart(page);
      await page.waitForURL('**/paymentType**');
      await page.getByRole('radio', { name: 'UPI' }).check();
      expect(await page.getByRole('radio', { name: 'Pay with a UPI app' }).isChecked()).toBe(true);
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.waitForURL('**/upiForm?**');

      await page.goto(`${server.url}/menu`);
      const seen = routesSeen(page);
      const confirmed = page.waitForRequest((request) => request.url().includes(PATHS.confirmOrder));
      await placeFromCart(page);
      // The first order waits for its UPI app: whether it counts as a recent order is the server's to say.
      const duplicate = page.getByRole('alertdialog', { name: 'Place another order?' });
      const asked = await Promise.race([duplicate.waitFor().then(() => true), confirmed.then(() => false)]);
      if (asked) await duplicate.getByRole('button', { name: 'Yes, place this order' }).click();
      expect((await confirmed).postDataJSON()).toMatchObject({ paymentDetails: { instrumentDetails: { upiMode: 'INTENT' } } });
      await page.waitForURL('**/upiForm?**', { timeout: 30_000 });
      await page.getByRole('heading', { name: 'Approve the payment in your UPI app' }).waitFor();
      expect(seen).not.toContain('/paymentType');
      await screenshot(page, 'pickup-upi-intent-from-cart');
    } finally {
      await phone.close();
    }
  });

  it('declining the duplicate warning keeps the cart; paying another way from the COD OTP step goes to payment selection', async () => {
    const { page, server } = session;
    await loggedInForTakeaway(page, server.url);
    await placeFromCart(page);
    await page.waitForURL('**/paymentType**');
    await payByCash(page);

    // Ten sides are above the seeded COD OTP amount (Rs 1000): the cash order from the cart asks for its code.
    await page.goto(`${server.url}/menu`);
    await page.getByRole('button', { name: `Add ${SIDE}` }).click();
    await openCartWith(page, 1);
    const quantity = page.getByRole('group', { name: `Quantity of ${SIDE}` }).locator('output');
    for (let count = 2; count <= 10; count += 1) {
      const increase = page.getByRole('button', { name: `Increase quantity of ${SIDE}` });
      await expect.poll(() => increase.isEnabled()).toBe(true);
      await increase.click();
      await expect.poll(() => quantity.textContent()).toBe(String(count));
    }
    const placeOrder = async () => {
      await page.getByRole('button', { name: 'Checkout' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
    };
    await placeOrder();
    const duplicate = page.getByRole('alertdialog', { name: 'Place another order?' });
    await duplicate.getByRole('button', { name: 'No, not now' }).click();
    await page.getByRole('button', { name: 'Checkout' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cart');

    await placeOrder();
    await duplicate.getByRole('button', { name: 'Yes, place this order' }).click();
    const step = page.getByRole('dialog', { name: 'Confirm your cash order' });
    await step.waitFor();
    await screenshot(page, 'pickup-cod-otp-over-cart');
    await step.getByRole('button', { name: 'Pay another way' }).click();
    await page.waitForURL((url) => url.pathname === '/paymentType');
  });
});
