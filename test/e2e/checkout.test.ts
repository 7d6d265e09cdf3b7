import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PATHS } from '@/contract/paths';
import type { ConfirmOrderResponse } from '@/contract/orders';
import { linesOf, MOBILE_VIEWPORT, screenshot } from './support/browser';
import { enterOtp, latestOtp, requestOtp, uniqueMobile } from './support/accounts';
import { checkout, giveHouseNumber, KORAMANGALA, payByCash, SIDE } from './support/checkout';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';
import { chooseDeliveryStoreAt, openCartWith } from './support/store';

/** The sandbox gateway's documented test cards and OTP. */
const SUCCESS_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';
const SANDBOX_OTP = '123456';
/** Server time scales (TIME_SCALE): the 80 s UPI window lasts 8 s; the 24 hours before points reach the wallet last 1 s. */
const FAST_PAYMENT_CLOCK = '10';
const FAST_LOYALTY_CLOCK = '86400';
/** The Rs 30 tip chip in the cart, and the tip row's amount in the bill. */
const RS_30 = '₹\u00a030';
const WALLET_CONFLICT = "Wallet can't be choosen with CASH OR EGV, Please change PaymentMode";

async function payByUpiCollect(page: Page, vpa: string): Promise<ConfirmOrderResponse> {
  await page.getByRole('radio', { name: 'UPI' }).check();
  const collect = page.getByRole('radio', { name: 'Enter UPI ID' });
  await collect.check();
  await page.getByLabel('UPI ID', { exact: true }).fill(vpa);
  await expect.poll(() => collect.isChecked()).toBe(true);
  const confirmed = page.waitForResponse((response) => response.url().includes(PATHS.confirmOrder));
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const response = await confirmed;
  // A collect request, not an intent: the page must not leave for a upi:// link.
  expect(response.request().postDataJSON()).toMatchObject({ paymentDetails: { instrumentDetails: { upiMode: 'COLLECT', vpa } } });
  const answer = (await response.json()) as ConfirmOrderResponse;
  if (answer.status !== 'SUCCESS') throw new Error(`confirm failed: ${JSON.stringify(answer)}`);
  await page.getByText('Please DO NOT hit the back button or refresh this page.').waitFor();
  return answer;
}

/** On /thankYou: the cart is empty on /cart, also after a reload (the paid lines are gone from the server and the device). */
async function expectEmptyCartAfterOrder(page: Page, baseUrl: string): Promise<void> {
  await page.getByRole('heading', { name: 'Order placed' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Order placed' }).waitFor();
  await page.goto(`${baseUrl}/cart`);
  await page.getByText('Your cart is empty', { exact: true }).waitFor();
  await page.reload();
  await page.getByText('Your cart is empty', { exact: true }).waitFor();
}

async function approveUpiCollect(baseUrl: string, answer: ConfirmOrderResponse): Promise<void> {
  const approveUrl = answer.status === 'SUCCESS' ? answer.initiateOrderPaymentResponse.processTransactionURL : null;
  expect(approveUrl).toBeTruthy();
  // The customer's UPI app approves the request: the sandbox approval page's 'Approve' form, sent as a call
  // (the page itself is covered by test/server/gateway.test.ts).
  const approval = await fetch(`${new URL(approveUrl as string, baseUrl).toString()}/outcome`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'success' }),
    redirect: 'manual',
  });
  expect(approval.status).toBe(303);
}

async function payByCard(page: Page, number: string): Promise<void> {
  await page.getByRole('radio', { name: 'Credit Card' }).check();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').selectOption('12');
  await page.getByLabel('Expiry year').selectOption({ index: 3 });
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Name on card').fill('Meera Iyer');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
}

describe('checkout and payments, in a real browser against the sandbox gateway', () => {
  const session = useBrowserSession(E2E_ENV);

  it('cash on delivery places the order, and a second order within 30 minutes asks first', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    await screenshot(page, 'payment-type');
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/thankYou?transactionId=**');
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
    await screenshot(page, 'thank-you');

    await checkout(page, server.url, false);
    // The first order emptied the cart: only the side added since is paid for.
    await page.getByRole('region', { name: 'Amount to pay' }).getByText('1 item', { exact: true }).waitFor();
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Place another order?' });
    await warning.waitFor();
    expect(await warning.textContent()).toMatch(/30 minutes/);
    await screenshot(page, 'duplicate-order-warning');
    // Each answer reads on one line on a phone.
    for (const answer of ['No, not now', 'Yes, place this order']) {
      expect(await linesOf(warning.getByRole('button', { name: answer }))).toBe(1);
    }
    await warning.getByRole('button', { name: 'Yes, place this order' }).click();
    await page.waitForURL('**/thankYou?transactionId=**');
  });

  it('a card payment succeeds through the OTP page, reaches the thank-you page and leaves an empty cart', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    await payByCard(page, SUCCESS_CARD);
    await page.getByRole('heading', { name: 'Verify your payment' }).waitFor();
    await page.getByLabel('One-time password').fill(SANDBOX_OTP);
    await screenshot(page, 'gateway-otp');
    await page.getByRole('button', { name: 'Verify and pay' }).click();
    await page.waitForURL('**/thankYou?transactionId=**', { timeout: 30_000 });
    await expectEmptyCartAfterOrder(page, server.url);
  });

  it('a declined card shows the failed order with the refund text', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    await payByCard(page, DECLINED_CARD);
    await page.getByText('Unable to process your order').waitFor({ timeout: 30_000 });
    const refundNote = page.getByText(/refunded in/);
    expect(await refundNote.textContent()).toBe('Any amount deducted will be refunded in 4-10 business days.');
    await screenshot(page, 'payment-failed');
    // On every phone width the day range stays whole: never '4-' at a line's end and '10' on the next.
    const brokenAt: number[] = [];
    for (let width = 300; width <= MOBILE_VIEWPORT.width; width += 2) {
      await page.setViewportSize({ width, height: MOBILE_VIEWPORT.height });
      if ((await linesOf(refundNote, '4-10')) > 1) brokenAt.push(width);
    }
    await page.setViewportSize(MOBILE_VIEWPORT);
    expect(brokenAt).toEqual([]);
  });

  it('a UPI collect request approved on the sandbox leads to the thank-you page and leaves an empty cart', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    const answer = await payByUpiCollect(page, 'meera@okbank');
    await page.getByText('We sent a payment request to meera@okbank.').waitFor();
    expect(await page.getByRole('timer', { name: 'Time left to approve' }).textContent()).toMatch(/^\d:\d\d$/);
    await screenshot(page, 'upi-waiting');
    await approveUpiCollect(server.url, answer);
    await page.waitForURL('**/thankYou?transactionId=**', { timeout: 30_000 });
    await expectEmptyCartAfterOrder(page, server.url);
  });

  it('a UPI collect request the customer cancels shows the cancelled payment, and a later approval takes no money', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    const answer = await payByUpiCollect(page, 'meera@okbank');
    await page.getByText('We sent a payment request to meera@okbank.').waitFor();
    await page.getByRole('button', { name: 'Cancel payment' }).click();
    await page.getByRole('heading', { name: 'Payment cancelled' }).waitFor({ timeout: 30_000 });
    expect(await page.getByText('Please try again after 15 minutes').count()).toBe(0);
    await screenshot(page, 'upi-cancelled');
    const approveUrl = answer.status === 'SUCCESS' ? answer.initiateOrderPaymentResponse.processTransactionURL : null;
    const late = await fetch(`${new URL(approveUrl as string, server.url).toString()}/outcome`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'success' }),
      redirect: 'manual',
    });
    expect(late.status).toBe(410);
  });
});

describe('a guest at checkout, in a real browser', () => {
  const session = useBrowserSession(E2E_ENV);

  it('a guest logging in at checkout comes back to the payment page with the same cart and pays', async () => {
    const { page, server } = session;
    await chooseDeliveryStoreAt(page, server.url, KORAMANGALA);
    await page.getByRole('button', { name: `Add ${SIDE}` }).click();
    await openCartWith(page, 1);
    const tip = page.getByRole('button', { name: RS_30 });
    await tip.click();
    await expect.poll(() => tip.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();

    await page.waitForURL('**/login?**');
    await page.getByText('Log in to place your order').waitFor();
    await page.getByRole('button', { name: 'Skip login, back to cart' }).waitFor();
    await screenshot(page, 'login-at-checkout');
    const mobile = uniqueMobile();
    await requestOtp(page, mobile);
    await enterOtp(page, await latestOtp(server.url, mobile));

    await page.waitForURL((url) => url.pathname === '/paymentType');
    const amount = page.getByRole('region', { name: 'Amount to pay' });
    await amount.getByText('1 item', { exact: true }).waitFor();
    await amount.getByText('Bill details').click();
    const tipRow = amount.locator('[data-bill-code="tip"]');
    await tipRow.waitFor();
    expect(await tipRow.textContent()).toBe(`Delivery partner tip${RS_30}`);
    await screenshot(page, 'payment-after-login');
    await giveHouseNumber(page);
    await payByCash(page);
  });

  it('skipping login at checkout goes back to the cart, not to login again', async () => {
    const { page, server } = session;
    await chooseDeliveryStoreAt(page, server.url, KORAMANGALA);
    await page.getByRole('button', { name: `Add ${SIDE}` }).click();
    await openCartWith(page, 1);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/login?**');
    await page.getByRole('button', { name: 'Skip login, back to cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByRole('button', { name: 'Checkout' }).waitFor();
  });
});

describe('a UPI collect request nobody answers, on a fast server clock', () => {
  const session = useBrowserSession({ ...E2E_ENV, TIME_SCALE: FAST_PAYMENT_CLOCK });

  it('times out with the server-given polling window and shows the failed order', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    const answer = await payByUpiCollect(page, 'meera@okbank');
    const polling = answer.status === 'SUCCESS' ? answer.initiateOrderPaymentResponse.pollingData : null;
    expect(polling?.duration).toBe(80 / Number(FAST_PAYMENT_CLOCK));
    // Nobody approves: the request expires with the window and the page shows the failed order.
    await page.getByText('Unable to process your order').waitFor({ timeout: 30_000 });
    await page.getByText(/refunded in 4-10 business days/).waitFor();
    await screenshot(page, 'upi-collect-timed-out');
  });
});

describe('the Slice wallet, on a fast loyalty clock', () => {
  const session = useBrowserSession({ ...E2E_ENV, TIME_SCALE: FAST_LOYALTY_CLOCK });

  it('holds the points of a Pizza Pals member’s cash order a day later, and cannot be combined with cash', async () => {
    const { page, server } = session;
    await checkout(page, server.url, true, { pizzaPals: true });
    await payByCash(page);

    // A (scaled) day later the order's 100 points are in the wallet: Rs 100.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await checkout(page, server.url, false);
    const wallet = page.getByRole('switch', { name: /Use Slice Wallet/ });
    await page.getByText('Balance ₹ 100').waitFor();
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await wallet.click();
    await page.getByRole('alert').getByText(WALLET_CONFLICT).waitFor();
    expect(await wallet.isChecked()).toBe(false);
    expect(await page.getByRole('radio', { name: 'Cash on Delivery' }).isChecked()).toBe(true);
    await screenshot(page, 'wallet-with-cash-refused');
  });
});
