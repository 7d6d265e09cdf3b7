import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PATHS } from '@/contract/paths';
import type { ConfirmOrderResponse } from '@/contract/orders';
import { screenshot } from './support/browser';
import { latestOtp } from './support/accounts';
import { checkout } from './support/checkout';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';

/** Places the order with Paytm Wallet (a second order within 30 minutes goes ahead): the confirm answer. */
async function payByPaytm(page: Page, again = false): Promise<ConfirmOrderResponse> {
  await page.getByRole('radio', { name: 'Paytm Wallet' }).check();
  const confirmed = page.waitForResponse((response) => response.url().includes(PATHS.confirmOrder));
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  if (again)
    await page.getByRole('alertdialog', { name: 'Place another order?' }).getByRole('button', { name: 'Yes, place this order' }).click();
  return (await (await confirmed).json()) as ConfirmOrderResponse;
}

const transactionOf = (answer: ConfirmOrderResponse): string => {
  if (answer.status !== 'SUCCESS') throw new Error(`confirm failed: ${JSON.stringify(answer)}`);
  return answer.initiateOrderPaymentResponse.orderTransactionId;
};

/** The top-up offer: add the shortfall, then pay from the wallet, then the thank-you page. */
async function topUpAndPay(page: Page): Promise<void> {
  const topUp = page.getByRole('dialog', { name: 'Add money to Paytm' });
  await topUp.waitFor();
  expect(await topUp.textContent()).toMatch(/your Paytm balance is ₹/);
  await topUp.getByRole('button', { name: /^Add ₹/ }).click();
  const pay = page.getByRole('dialog', { name: 'Pay with Paytm' });
  await pay.waitFor();
  await screenshot(page, 'paytm-pay');
  await pay.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL('**/thankYou?transactionId=**');
  await page.getByRole('heading', { name: 'Order placed' }).waitFor();
}

describe('Paytm wallet, in a real browser against the sandbox wallet', () => {
  const session = useBrowserSession(E2E_ENV);

  it('links the wallet by the code Paytm sends, tops it up, pays; the next order continues on /payGateway', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    const answer = await payByPaytm(page);
    expect(answer).toMatchObject({ status: 'SUCCESS', initiateOrderPaymentResponse: { action: 'PAYTM_LINK' } });

    const link = page.getByRole('dialog', { name: 'Link your Paytm wallet' });
    await link.waitFor();
    const mobileField = link.getByLabel('Paytm mobile number');
    const mobile = await mobileField.inputValue();
    expect(mobile).toMatch(/^\d{10}$/);
    await screenshot(page, 'paytm-link');
    await link.getByRole('button', { name: 'Send code' }).click();

    const code = page.getByRole('dialog', { name: 'Enter the Paytm code' });
    await code.waitFor();
    await code.getByLabel('One-time password').fill('000000');
    await code.getByRole('button', { name: 'Link wallet' }).click();
    // A wrong code shows under the field, as a login code does.
    await code.getByText(/incorrect|wrong|invalid/i).waitFor();
    await code.getByLabel('One-time password').fill(await latestOtp(server.url, mobile));
    await code.getByRole('button', { name: 'Link wallet' }).click();
    // A new wallet is empty: the app offers to add the shortfall.
    await topUpAndPay(page);

    // The wallet is linked now: the next order asks for no code; its step is reached again by its address.
    await checkout(page, server.url, false);
    const second = await payByPaytm(page, true);
    expect(second).toMatchObject({ status: 'SUCCESS', initiateOrderPaymentResponse: { action: 'PAYTM_ADD_MONEY' } });
    await page.getByRole('dialog', { name: 'Add money to Paytm' }).waitFor();
    await page.goto(`${server.url}/payGateway?transactionId=${encodeURIComponent(transactionOf(second))}`);
    await page.getByRole('heading', { name: 'Paytm Wallet' }).waitFor();
    await topUpAndPay(page);
  });

  it('Amazon Pay: the charge authorised on Amazon Pay page is polled as the server said until it settles, then thank-you', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    await page.getByRole('radio', { name: 'Amazon Pay' }).check();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    // Amazon Pay's page (the sandbox wallet page), where the customer authorises the charge.
    await page.waitForURL('**/sandbox/gateway/pay/**');
    await page.getByText('Amazon Pay').first().waitFor();
    await page.getByRole('button', { name: 'Success' }).click();
    await page.waitForURL((url) => url.pathname === '/paymentTransaction' && url.searchParams.has('pollUrl'));
    await page.waitForURL('**/thankYou?transactionId=**', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
  });
});
