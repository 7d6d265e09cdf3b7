/**
 * Pizza to a train seat, in a real browser against the real server and its sandbox railway
 * (docs/sandbox-rail.md): the PNR and terms rules, the stations ahead with one too soon, a station's menu, a cash
 * order to the seat, its tracker moving PLACED to DELIVERED with the delivery code, and cancellations.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RAIL_THANK_YOU_TRANSACTION_ID } from '@/domain/rail';
import { createPasswordUser, logInByPassword, uniqueMobile } from './support/accounts';
import { screenshot } from './support/browser';
import { PASSWORD, SIDE } from './support/checkout';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';
import { openCartWith } from './support/store';

/**
 * Server time scale (TIME_SCALE): railway minutes pass 120 times faster. The late Shatabdi's KSR Bengaluru stop,
 * 115 minutes ahead at the PNR's first lookup, is reached in about 58 s, its 45-minute cut-off comes after 35 s,
 * and an order placed inside the last 2 hours may be cancelled for 2.5 s.
 */
const FAST_RAILWAY = '120';
/** Shatabdi, RAC, 25 minutes late: Bengaluru Cantonment too soon for its store, KSR Bengaluru open. */
const LATE_SHATABDI = '4512345671';
/** Shatabdi just out of Chennai: Bengaluru Cantonment is about 4 hours ahead. */
const EARLY_SHATABDI = '4512345670';
const SUCCESS_CARD = '4111111111111111';
const SANDBOX_OTP = '123456';
/** Long enough for the late Shatabdi to reach KSR Bengaluru at TIME_SCALE 120. */
const TRAIN_ARRIVAL_TIMEOUT_MS = 90_000;

async function logIn(page: Page, baseUrl: string): Promise<void> {
  const mobile = uniqueMobile();
  await createPasswordUser(baseUrl, mobile, PASSWORD);
  await logInByPassword(page, baseUrl, mobile, PASSWORD);
}

/** /deliverOnTrain: the PNR checked, the terms accepted, on to the stations. */
async function enterPnr(page: Page, baseUrl: string, pnr: string): Promise<void> {
  await page.goto(`${baseUrl}/deliverOnTrain`);
  await page.getByLabel('PNR number').fill(pnr);
  await page.getByRole('button', { name: 'Check PNR' }).click();
  await page.getByRole('heading', { name: 'Your journey' }).waitFor();
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`**/irctcStation?pnr=${pnr}`);
}

/** The station's row, chosen: its store's menu opens. */
async function chooseStation(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.waitForURL((url) => url.pathname === '/menu');
}

/** A side in the cart, Checkout and Place order: the payment page. */
async function checkoutSide(page: Page): Promise<void> {
  await page.getByRole('button', { name: `Add ${SIDE}` }).click();
  await openCartWith(page, 1);
  await page.getByRole('region', { name: 'Delivering to your seat' }).waitFor();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL('**/paymentType**');
}

/** The thank-you page of a rail order (SPEC 2's fixed placeholder id), then its tracker. */
async function trackFromThankYou(page: Page): Promise<void> {
  await page.waitForURL(`**/thankYou?transactionId=${RAIL_THANK_YOU_TRANSACTION_ID}`, { timeout: 30_000 });
  await page.getByRole('heading', { name: 'Order placed for your seat' }).waitFor();
  await page.getByRole('link', { name: 'Track your order' }).click();
  await page.waitForURL('**/deliverOnTrain/orders/**');
}

async function cancelOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Yes, cancel' }).click();
}

describe('rail catering, in a real browser against the sandbox railway', () => {
  const session = useBrowserSession({ ...E2E_ENV, TIME_SCALE: FAST_RAILWAY });

  it('checks the PNR and the terms, lists the stations with one too soon, and takes a cash order to the seat that is delivered against its code', async () => {
    const { page, server } = session;
    await logIn(page, server.url);
    await page.goto(`${server.url}/deliverOnTrain`);
    await page.getByLabel('PNR number').fill('45123');
    await page.getByRole('button', { name: 'Check PNR' }).click();
    await page.getByText('Valid PNR Number is Mandatory').waitFor();
    await page.getByLabel('PNR number').fill(LATE_SHATABDI);
    await page.getByRole('button', { name: 'Check PNR' }).click();
    await page.getByText('Chennai Central - Mysuru Shatabdi Express (12007)').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Please Accept Terms and Conditions First').waitFor();
    await screenshot(page, 'rail-terms');
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`**/irctcStation?pnr=${LATE_SHATABDI}`);

    const cantonment = page.getByRole('button', { name: /Bengaluru Cantonment/ });
    await cantonment.waitFor();
    expect(await cantonment.getAttribute('aria-disabled')).toBe('true');
    await page.getByText(/Too close to arrival: .* needs 105 min/).waitFor();
    await screenshot(page, 'rail-stations');
    await chooseStation(page, 'KSR Bengaluru');

    await checkoutSide(page);
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await trackFromThankYou(page);
    await page.getByText('KSR Bengaluru').first().waitFor();
    await page
      .getByText(/Coach|E1/)
      .first()
      .waitFor();

    // Ordered inside the last 2 hours before the train: 5 railway minutes to cancel, long gone by now.
    await page.getByText(/Cancellation closed at/).waitFor();
    await cancelOrder(page);
    const refused = page.getByRole('alertdialog', { name: 'This order cannot be cancelled' });
    await refused.waitFor();
    expect(await refused.textContent()).toContain('can no longer be cancelled');
    await screenshot(page, 'rail-cancel-refused');
    await refused.getByRole('button').first().click();

    const code = page.getByRole('region', { name: 'Delivery code' }).getByText(/^\d{4}$/);
    await code.waitFor();
    const shown = await code.textContent();
    // Under way before the train is in: a step is current, Delivered is not done.
    expect(await page.locator('li[aria-current="step"]').count()).toBe(1);
    await page.locator('li', { hasText: 'Delivered, completed' }).waitFor({ timeout: TRAIN_ARRIVAL_TIMEOUT_MS });
    await page.getByRole('button', { name: 'Cancel order' }).waitFor({ state: 'detached' });
    expect(await code.textContent()).toBe(shown);
    await screenshot(page, 'rail-delivered');
  });

  it('cancels a card-paid order more than 2 hours before delivery and shows its refund', async () => {
    const { page, server } = session;
    await logIn(page, server.url);
    await enterPnr(page, server.url, EARLY_SHATABDI);
    await chooseStation(page, 'Bengaluru Cantonment');
    await checkoutSide(page);
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    await page.getByLabel('Card number').fill(SUCCESS_CARD);
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption({ index: 3 });
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Name on card').fill('Meera Iyer');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByLabel('One-time password').fill(SANDBOX_OTP);
    await page.getByRole('button', { name: 'Verify and pay' }).click();
    await trackFromThankYou(page);

    await page.getByText(/Free cancellation until/).waitFor();
    await cancelOrder(page);
    await page.getByText('This order is cancelled.').waitFor();
    await page.getByRole('region', { name: 'Refund' }).getByText('Refund initiated').waitFor();
    await screenshot(page, 'rail-cancelled');
  });
});
