/**
 * REMOVE_PROMO in a real browser against the real server and sandbox gateway (SPEC 4 next actions, SPEC 7 Delete promo
 * on payment): a coupon limited to UPI paid by card asks whether to drop the coupon; dropping it re-prices the order and
 * the card is charged the full price on the gateway's page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatRupees } from '@/domain/money';
import { screenshot } from './support/browser';
import { createPasswordUser, logInByPassword, uniqueMobile } from './support/accounts';
import { giveHouseNumber, KORAMANGALA, PASSWORD, SIDE } from './support/checkout';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';
import { chooseDeliveryStoreAt, openCartWith } from './support/store';

/** Seeded: Rs 75 off orders of Rs 399 or more paid by UPI. */
const UPI_COUPON = 'UPI75';
/** Four sides at Rs 109 pass the coupon's Rs 399 minimum (and stay under the cash OTP rule). */
const SIDES_ORDERED = 4;
/** The sandbox gateway's documented success card and OTP. */
const SUCCESS_CARD = '4111 1111 1111 1111';
const SANDBOX_OTP = '123456';

const paiseOf = (text: string): number => Math.round(Number.parseFloat(text.replace(/[^\d.]/g, '')) * 100);

/** A logged-in customer with four sides in the cart; answers the cart's total to pay without a coupon. */
async function cartOfSides(page: Page, baseUrl: string): Promise<number> {
  const mobile = uniqueMobile();
  await createPasswordUser(baseUrl, mobile, PASSWORD);
  await logInByPassword(page, baseUrl, mobile, PASSWORD);
  await chooseDeliveryStoreAt(page, baseUrl, KORAMANGALA);
  await page.getByRole('button', { name: `Add ${SIDE}` }).click();
  await openCartWith(page, 1);
  const quantity = page.getByRole('group', { name: `Quantity of ${SIDE}` }).locator('output');
  for (let count = 2; count <= SIDES_ORDERED; count += 1) {
    const increase = page.getByRole('button', { name: `Increase quantity of ${SIDE}` });
    await expect.poll(() => increase.isEnabled()).toBe(true);
    await increase.click();
    await expect.poll(() => quantity.textContent()).toBe(String(count));
  }
  const toPay = page.getByText('To pay').locator('..');
  await expect.poll(async () => paiseOf((await toPay.textContent()) ?? '')).toBeGreaterThan(0);
  return paiseOf((await toPay.textContent()) ?? '');
}

describe('remove promo, in a real browser against the real server and sandbox gateway', () => {
  const session = useBrowserSession(E2E_ENV);

  it('REMOVE_PROMO accepted: the UPI coupon is dropped and the order is paid by card at the new total', async () => {
    const { page, server } = session;
    const fullPrice = await cartOfSides(page, server.url);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(UPI_COUPON);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('region', { name: 'Bill details' }).locator('[data-bill-code="discount"]').waitFor();
    const toPay = page.getByText('To pay').locator('..');
    await expect.poll(async () => paiseOf((await toPay.textContent()) ?? '')).toBeLessThan(fullPrice);

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/paymentType**');
    await giveHouseNumber(page);

    // The card stays selectable, noting that the coupon will be asked about.
    const credit = page.getByRole('radio', { name: 'Credit Card' });
    await credit.check();
    await page.getByText(`Coupon ${UPI_COUPON} does not apply to this method: you will be asked to remove it`).first().waitFor();
    await page.getByLabel('Card number').fill(SUCCESS_CARD);
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption({ index: 3 });
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Name on card').fill('Meera Iyer');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();

    const question = page.getByRole('alertdialog', { name: 'Remove the coupon?' });
    await question.waitFor();
    expect(await question.textContent()).toContain(`Coupon ${UPI_COUPON} works only when you pay by UPI.`);
    await screenshot(page, 'remove-promo-question');
    const dropped = page.waitForResponse((response) => response.url().includes('/promo') && response.request().method() === 'DELETE');
    await question.getByRole('button', { name: 'Remove coupon and pay' }).click();
    // The page leaves for the gateway at once: the answer's body is gone with it, its status stays.
    expect((await dropped).status()).toBe(200);

    // The gateway charges the full price: the coupon is gone.
    await page.getByRole('heading', { name: 'Verify your payment' }).waitFor({ timeout: 30_000 });
    await page.getByText(`${formatRupees(fullPrice)} to Slice`).waitFor();
    await screenshot(page, 'remove-promo-gateway');
    await page.getByLabel('One-time password').fill(SANDBOX_OTP);
    await page.getByRole('button', { name: 'Verify and pay' }).click();
    await page.waitForURL('**/thankYou?transactionId=**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
  });

  it('keeping the coupon cancels the waiting order and leaves the customer on the payment choice', async () => {
    const { page, server } = session;
    await cartOfSides(page, server.url);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(UPI_COUPON);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('region', { name: 'Bill details' }).locator('[data-bill-code="discount"]').waitFor();
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/paymentType**');
    await giveHouseNumber(page);
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    const question = page.getByRole('alertdialog', { name: 'Remove the coupon?' });
    await question.waitFor();
    const cancelled = page.waitForResponse((response) => response.url().includes('/cancel'));
    await question.getByRole('button', { name: 'Keep coupon' }).click();
    expect((await cancelled).status()).toBe(200);
    await question.waitFor({ state: 'detached' });
    expect(page.url()).toContain('/paymentType');
    await page.getByRole('radio', { name: 'UPI' }).waitFor();
  });
});
