import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { latestOtp } from './support/accounts';
import { screenshot } from './support/browser';
import { checkout } from './support/checkout';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';

/** Seeded vouchers (docs/sandbox-payments.md). */
const GIFT_CARD_OTP = { code: 'GIFT-5000-OTP', mobile: '9876500001' };
const EVOUCHER_100_PIN = { code: 'EVOUCHER-100-PIN', pin: '1234' };
/** The sandbox gateway's documented success card and its OTP. */
const SUCCESS_CARD = '4111 1111 1111 1111';
const SANDBOX_OTP = '123456';
/** Seeded: 50% off a logged-in customer's first order, no minimum. */
const FIRST_ORDER_COUPON = 'FIRST50';
const VOUCHER_METHOD = 'Gift card / e-Voucher';

async function applyVoucher(page: Page, code: string): Promise<void> {
  await page.getByRole('radio', { name: VOUCHER_METHOD }).check();
  // SPEC 5: Apply with no number asks for one.
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('Please enter e-Voucher / Giftcard number').waitFor();
  await page.getByLabel('e-Voucher / Gift card number').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('region', { name: 'e-Voucher / Gift card' }).waitFor();
}

describe('e-vouchers and gift cards, in a real browser against the real server', () => {
  const session = useBrowserSession(E2E_ENV);

  it('a gift card covering the whole order is proved by the OTP sent to its mobile and places the order', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    await applyVoucher(page, GIFT_CARD_OTP.code);
    await page.getByText('It covers the whole order.').waitFor();
    // SPEC 8: never with the Slice wallet (the customer has none here: the choice shows no wallet switch).
    await page.getByRole('button', { name: 'Place order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter the OTP of your Gift card' });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('••••••0001');
    // SPEC 5: confirming with nothing typed asks for the OTP / PIN.
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('Please enter OTP / PIN').waitFor();
    await dialog.getByLabel('OTP').fill(await latestOtp(server.url, GIFT_CARD_OTP.mobile));
    await screenshot(page, 'evoucher-otp');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/thankYou?transactionId=**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
  });

  it('an e-voucher short of the order takes its PIN, then a card pays the rest on the gateway', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    await applyVoucher(page, EVOUCHER_100_PIN.code);
    await page
      .getByText('Your e-Voucher / Gift card does not cover this order. Please choose a second payment method for the rest.')
      .waitFor();
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    await page.getByLabel('Card number').fill(SUCCESS_CARD);
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption({ index: 3 });
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Name on card').fill('Meera Iyer');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter your e-Voucher PIN' });
    await dialog.waitFor();
    await dialog.getByLabel('PIN').fill('9999');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.getByText('The PIN is not correct. Please check it and try again.').waitFor();
    await dialog.getByLabel('PIN').fill(EVOUCHER_100_PIN.pin);
    await screenshot(page, 'evoucher-pin');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Verify your payment' }).waitFor({ timeout: 30_000 });
    await page.getByLabel('One-time password').fill(SANDBOX_OTP);
    await page.getByRole('button', { name: 'Verify and pay' }).click();
    await page.waitForURL('**/thankYou?transactionId=**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
  });

  it('an e-voucher is refused with a coupon in the cart (SPEC 8)', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    await page.goto(`${server.url}/cart`);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(FIRST_ORDER_COUPON);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('region', { name: 'Bill details' }).locator('[data-bill-code="discount"]').waitFor();
    await page.goto(`${server.url}/paymentType`);
    const voucher = page.getByRole('radio', { name: VOUCHER_METHOD });
    await voucher.waitFor();
    expect(await voucher.isDisabled()).toBe(true);
    await page.getByText('Payment by eVouchers is not allowed...').waitFor();
    await screenshot(page, 'evoucher-refused-coupon');
  });
});
