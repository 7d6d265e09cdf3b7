/**
 * A refund followed on the refund page, in a real browser against the real server and sandbox gateway (SPEC 4 'A
 * refund is initiated on failure', REFUND_PAGE; SPEC 8 and 9 refund times): the sandbox card 4000 0000 0000 0002 is
 * declined after the money was taken; the order's details lead to its refund page, which shows why, how much, to
 * where and by when, and follows the refund until the gateway settles it (the sandbox clock moved past settlement).
 */
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import { screenshot } from './support/browser';
import { checkout } from './support/checkout';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';

const DECLINED_CARD = '4000 0000 0000 0002';
/** Past the sandbox refund settlement (30 minutes, docs/sandbox-payments.md). */
const AFTER_SETTLEMENT_MINUTES = 31;

describe('a refund followed on the refund page, in a real browser', () => {
  const session = useBrowserSession(E2E_ENV);

  it('a card declined after the money was taken: the refund page shows why, how much, to where, by when, and the refund completing', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    await page.getByRole('radio', { name: 'Credit Card' }).check();
    await page.getByLabel('Card number').fill(DECLINED_CARD);
    await page.getByLabel('Expiry month').selectOption('12');
    await page.getByLabel('Expiry year').selectOption({ index: 3 });
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Name on card').fill('Meera Iyer');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByText('Unable to process your order').waitFor({ timeout: 30_000 });

    // From the order's details.
    await page.goto(`${server.url}/orderHistory`);
    await page.getByRole('link', { name: 'View details' }).first().click();
    await page.getByRole('link', { name: 'Follow your refund' }).click();
    await page.waitForURL('**/refund?orderId=**');
    await page.getByRole('heading', { name: 'Your refund' }).waitFor();
    await page.getByText('Your payment did not go through after the money was taken, so the order was not placed.').waitFor();
    await page.getByText('The card, bank account or UPI app you paid with').waitFor();
    await page.getByText('Refund on its way').waitFor();
    // 4-10 business days, each date kept on one line.
    expect(await page.getByText(/^between .+ and .+$/).textContent()).toMatch(
      /^between \d{1,2}\u00a0\w{3}\u00a0\d{4} and \d{1,2}\u00a0\w{3}\u00a0\d{4}$/,
    );
    expect(await page.locator('dl').first().textContent()).toMatch(/Amount₹\u00a0[\d,.]+/);
    await screenshot(page, 'refund-page-initiated');

    // The gateway settles the refund after its delay: the page follows it.
    const moved = await fetch(new URL(PATHS.sandboxClock, server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: AFTER_SETTLEMENT_MINUTES }),
    });
    expect(moved.status).toBe(200);
    await expect
      .poll(
        async () => {
          const refresh = page.getByRole('button', { name: 'Check refund status' });
          if (await refresh.isVisible()) await refresh.click();
          return page.getByText('Refunded', { exact: true }).isVisible();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    await page.getByText('Completed on').waitFor();
    // Nothing left on its way: nothing to check again.
    expect(await page.getByRole('button', { name: 'Check refund status' }).count()).toBe(0);
    await screenshot(page, 'refund-page-completed');
  });
});
