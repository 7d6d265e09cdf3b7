import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PATHS } from '@/contract/paths';
import { screenshot } from './support/browser';
import { checkout } from './support/checkout';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';

/** The sandbox gateway's documented test card and OTP. */
const SUCCESS_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';
const SANDBOX_OTP = '123456';
const INSTRUCTIONS = 'Ring twice, the bell on the left';

async function payByCard(page: Page, number: string): Promise<void> {
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption({ index: 3 });
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Meera Iyer');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}

/** The text of the definition that follows the term `term` on the page. */
const definitionOf = (page: Page, term: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();

describe('checkout rules, in a real browser against the sandbox gateway', () => {
  const session = useBrowserSession(E2E_ENV);

  it('delivery instructions and zero-contact delivery go with a prepaid order and show in its order details', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    const note = page.getByRole('region', { name: 'Delivery instructions' });
    await note.getByRole('textbox', { name: 'Instructions for the rider' }).fill(INSTRUCTIONS);
    const zeroContact = note.getByRole('switch', { name: 'Zero-contact delivery' });

    // SPEC 4: prepaid orders only: with cash the switch is off and says why.
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await expect.poll(() => zeroContact.isDisabled()).toBe(true);
    await note.getByText('Zero-contact delivery is for prepaid orders only').waitFor();

    await page.getByRole('radio', { name: 'Credit Card' }).check();
    await zeroContact.click();
    await expect.poll(() => zeroContact.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'delivery-instructions');
    const confirmed = page.waitForResponse((response) => response.url().includes(PATHS.confirmOrder));
    await payByCard(page, SUCCESS_CARD);
    const sent = (await confirmed).request().postDataJSON() as { orderDetails: Record<string, unknown> };
    expect(sent.orderDetails).toMatchObject({ deliveryInstructions: INSTRUCTIONS, zeroContactDelivery: true });

    await page.getByRole('heading', { name: 'Verify your payment' }).waitFor();
    await page.getByLabel('One-time password').fill(SANDBOX_OTP);
    await page.getByRole('button', { name: 'Verify and pay' }).click();
    await page.waitForURL('**/thankYou?transactionId=**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();

    await page.goto(`${server.url}/orderHistory`);
    await page
      .getByRole('article')
      .first()
      .getByRole('link', { name: /View details/ })
      .click();
    await page.waitForURL('**/orderHistory?orderId=**');
    expect(await definitionOf(page, 'Delivery instructions')).toBe(INSTRUCTIONS);
    expect(await definitionOf(page, 'Zero-contact delivery')).toBe('Yes, left at the door');
    await screenshot(page, 'order-details-delivery-note');
  });

  it('a failed payment clears the chosen payment mode: the next payment page starts with no method chosen', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    await payByCard(page, DECLINED_CARD);
    await page.getByText('Unable to process your order').waitFor({ timeout: 30_000 });

    await checkout(page, server.url, false);
    await page.getByRole('radio', { name: 'Credit Card' }).waitFor();
    const chosen = await page.getByRole('radio', { checked: true }).count();
    expect(chosen).toBe(0);
  });
});
