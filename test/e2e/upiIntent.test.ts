import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { PATHS } from '@/contract/paths';
import type { ConfirmOrderResponse } from '@/contract/orders';
import type { UpiVerifyBody } from '@/contract/paymentVerification';
import { screenshot } from './support/browser';
import { checkout } from './support/checkout';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';

/** What the confirm call answered for the payment just placed. */
async function placedPayment(page: Page, pay: () => Promise<void>): Promise<{ answer: ConfirmOrderResponse; request: Request }> {
  const confirmed = page.waitForResponse((response) => response.url().includes(PATHS.confirmOrder));
  await pay();
  const response = await confirmed;
  const answer = (await response.json()) as ConfirmOrderResponse;
  if (answer.status !== 'SUCCESS') throw new Error(`confirm failed: ${JSON.stringify(answer)}`);
  return { answer, request: response.request() };
}

/** The sandbox's card whose bank lets the app take the OTP (docs/sandbox-payments.md), and its OTP. */
const APP_OTP_CARD = '5555 5555 5555 4444';
const SANDBOX_OTP = '123456';
const WRONG_OTP = '654321';
const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

describe('UPI intent on a phone (390x844, touch), in a real browser against the sandbox gateway', () => {
  const session = useBrowserSession(E2E_ENV);

  it('opens the UPI app from the intent link, verifies the payment approved there and reaches the thank-you page', async () => {
    const { page, server, context } = session;
    await checkout(page, server.url);
    await page.getByRole('radio', { name: 'UPI' }).check();
    // A phone starts on the UPI app; a UPI ID stays as the fallback.
    expect(await page.getByRole('radio', { name: 'Pay with a UPI app' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Enter UPI ID' }).waitFor();
    await screenshot(page, 'upi-intent-choice');

    const verified = page.waitForRequest((request) => request.url().endsWith(PATHS.upiVerify));
    const { answer, request } = await placedPayment(page, () => page.getByRole('button', { name: /^Pay ₹/ }).click());
    expect(request.postDataJSON()).toMatchObject({ paymentDetails: { instrumentDetails: { upiMode: 'INTENT' } } });
    const payment = answer.status === 'SUCCESS' ? answer.initiateOrderPaymentResponse : null;
    expect(payment?.intentUrl).toMatch(/^upi:\/\/pay\?/);

    await page.waitForURL('**/upiForm?**');
    await page.getByRole('heading', { name: 'Approve the payment in your UPI app' }).waitFor();
    await page.getByText('Please DO NOT hit the back button or refresh this page.').waitFor();
    await screenshot(page, 'upi-intent-waiting');
    // SPEC 7 UPI verify: the order, the merchant, the amount and the payment, while the UPI app has not answered.
    const body = (await verified).postDataJSON() as UpiVerifyBody;
    expect(body).toEqual({
      ORDERID: payment?.orderTransactionId,
      MID: payment?.upiIntent?.mid,
      TXNAMOUNT: payment?.upiIntent?.txnAmount,
      MERC_UNQ_REF: payment?.paymentId,
      STATUS: 'SUBMITTED',
    });

    // The sandbox approval page stands in for the UPI app.
    const upiApp = await context.newPage();
    await upiApp.goto(new URL(payment?.processTransactionURL as string, server.url).toString());
    await upiApp.getByRole('heading', { name: 'UPI payment request' }).waitFor();
    await upiApp.getByRole('button', { name: 'Approve' }).click();
    await upiApp.close();

    await page.waitForURL('**/thankYou?transactionId=**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
    await screenshot(page, 'upi-intent-thank-you');
  });

  it('on a desktop (no touch, wide viewport) offers UPI collect only, and pays by it', async () => {
    const { context, server } = session;
    const browser = context.browser();
    if (!browser) throw new Error('no browser');
    const desktop = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: 'en-IN' });
    try {
      const page = await desktop.newPage();
      await checkout(page, server.url);
      await page.getByRole('radio', { name: 'UPI' }).check();
      const collect = page.getByRole('radio', { name: 'Enter UPI ID' });
      expect(await collect.isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: 'Pay with a UPI app' }).count()).toBe(0);
      await page.getByLabel('UPI ID', { exact: true }).fill('meera@okbank');
      const { request } = await placedPayment(page, () => page.getByRole('button', { name: /^Pay ₹/ }).click());
      expect(request.postDataJSON()).toMatchObject({ paymentDetails: { instrumentDetails: { upiMode: 'COLLECT', vpa: 'meera@okbank' } } });
      await page.waitForURL('**/paymentTransaction?**');
    } finally {
      await desktop.close();
    }
  });

  it('pays by card with the OTP entered in the app: a wrong code is refused with the tries left, the right one pays', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    await page.getByLabel('Card number').fill(APP_OTP_CARD);
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption({ index: 3 });
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Name on card').fill('Meera Iyer');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();

    // The gateway sends the customer back to the app for the OTP (SPEC 4 mode otp).
    await page.waitForURL('**/paymentTransaction?**mode=otp**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Verify your card payment' }).waitFor();
    const otp = page.getByLabel('Card OTP');
    await otp.fill(WRONG_OTP);
    await page.getByRole('button', { name: 'Verify and pay' }).click();
    await page.getByText('Wrong OTP. You have 2 more tries.').waitFor();
    await screenshot(page, 'card-otp-wrong');

    await page.getByRole('button', { name: 'Resend OTP' }).click();
    await page.getByText('We asked your bank to send a new OTP.').waitFor();
    await otp.fill(SANDBOX_OTP);
    await page.getByRole('button', { name: 'Verify and pay' }).click();
    await page.waitForURL('**/thankYou?transactionId=**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
  });
});
