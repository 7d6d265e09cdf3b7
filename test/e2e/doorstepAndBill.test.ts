import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PATHS } from '@/contract/paths';
import { screenshot } from './support/browser';
import { checkout, giveHouseNumber, HOUSE_NO, SIDE } from './support/checkout';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';

const LANDMARK = 'Near Forum Mall';
/** Seeded: Rs 100 off from Rs 499. */
const COUPON = 'FLAT100';

/** Paise of a rupee amount as shown: '₹ 1,299.50' or '- ₹ 40' (a minus takes it off). */
function paiseOf(text: string): number {
  const match = /(-)?\s*₹\s*([\d,]+(?:\.\d{1,2})?)/.exec(text.replace(/\u00a0/g, ' '));
  if (!match) throw new Error(`no rupee amount in '${text}'`);
  const paise = Math.round(Number(match[2]!.replace(/,/g, '')) * 100);
  return match[1] ? -paise : paise;
}

interface ShownRow {
  code: string;
  label: string;
  paise: number;
  /** An itemised part of the row above it. */
  isPart: boolean;
  /** The price is on one line (never wrapped between '₹' and the number). */
  oneLine: boolean;
}

/** The bill rows as the page shows them. */
async function billRows(bill: Locator): Promise<ShownRow[]> {
  return bill
    .locator('[data-bill-code]')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const amount = row.querySelector('dd')!;
        const price = amount.firstElementChild ?? amount;
        const lineHeight = Number.parseFloat(getComputedStyle(price).lineHeight) || 20;
        return {
          code: row.getAttribute('data-bill-code')!,
          label: row.querySelector('dt')!.textContent!,
          text: amount.textContent!,
          isPart: row.className.includes('part'),
          oneLine: price.getBoundingClientRect().height < lineHeight * 1.5,
        };
      }),
    )
    .then((rows) => rows.map(({ text, ...row }) => ({ ...row, paise: paiseOf(text) })));
}

/** The top rows add up to the grand total, and each row's itemised parts to it. */
function expectRowsAddUp(rows: ShownRow[]): void {
  const total = rows.find((row) => row.code === 'grand_total')!;
  const top = rows.filter((row) => !row.isPart && row !== total);
  expect(top.reduce((sum, row) => sum + row.paise, 0)).toBe(total.paise);
  rows.forEach((row, index) => {
    if (row.isPart) return;
    const parts: ShownRow[] = [];
    for (const next of rows.slice(index + 1)) {
      if (!next.isPart) break;
      parts.push(next);
    }
    if (parts.length > 0) expect(parts.reduce((sum, part) => sum + part.paise, 0)).toBe(row.paise);
  });
  expect(rows.every((row) => row.oneLine)).toBe(true);
}

/** Counts the confirm calls the page makes. */
function countConfirms(page: Page): () => number {
  let confirms = 0;
  page.on('request', (request) => {
    if (request.url().includes(PATHS.confirmOrder)) confirms += 1;
  });
  return () => confirms;
}

describe('delivery address and bill, in a real browser', () => {
  const session = useBrowserSession(E2E_ENV);

  it('a delivery order from the map pin asks for a house number, refuses Place order until given, and the order shows it', async () => {
    const { page, server } = session;
    const confirms = countConfirms(page);
    await checkout(page, server.url, true, { houseNo: null });
    const card = page.getByRole('region', { name: 'Complete your address' });
    await card.waitFor();
    await screenshot(page, 'complete-address');
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    const houseNo = card.getByRole('textbox', { name: 'House / Flat no.' });
    await expect.poll(() => houseNo.getAttribute('aria-invalid')).toBe('true');
    await card.getByText('Enter House No').waitFor();
    await screenshot(page, 'complete-address-refused');
    expect(confirms()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/paymentType');

    await houseNo.fill(HOUSE_NO);
    await card.getByRole('textbox', { name: 'Landmark (optional)' }).fill(LANDMARK);
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/thankYou?transactionId=**');
    await page
      .getByText(new RegExp(`^${HOUSE_NO}, `))
      .first()
      .waitFor();
    await page.getByText(`Landmark: ${LANDMARK}`).waitFor();
    expect(confirms()).toBe(1);
    await screenshot(page, 'thank-you-with-address');

    await page.getByRole('link', { name: 'Track order' }).click();
    await page.waitForURL('**/trackOrder?orderHistoryId=**');
    await page
      .getByText(new RegExp(`to ${HOUSE_NO}, `))
      .first()
      .waitFor();
    await screenshot(page, 'tracking-with-address');

    await page.goto(`${server.url}/orderHistory`);
    await page
      .getByRole('link', { name: /View details/ })
      .first()
      .click();
    await page.waitForURL('**/orderHistory?orderId=**');
    await page.getByText(new RegExp(`^${HOUSE_NO}, `)).waitFor();
    await page.getByText(LANDMARK).waitFor();
    await screenshot(page, 'order-details-with-address');

    // The next order to the same pin is prefilled from this device.
    await checkout(page, server.url, false, { houseNo: null });
    expect(await page.getByRole('textbox', { name: 'House / Flat no.' }).inputValue()).toBe(HOUSE_NO);
  });

  it('the bill rows add up to the grand total on the cart and on the thank-you page, labelled alike (and on the payment page between)', async () => {
    const { page, server } = session;
    await checkout(page, server.url, true, { houseNo: null });
    await page.goto(`${server.url}/cart`);
    await page.getByRole('button', { name: '₹\u00a030' }).click();
    await page.getByRole('switch', { name: 'Eco-friendly packaging' }).click();
    await expect
      .poll(async () => (await billRows(page.getByRole('region', { name: 'Bill details' }))).map((row) => row.code))
      .toContain('K');
    await expect
      .poll(async () => (await billRows(page.getByRole('region', { name: 'Bill details' }))).map((row) => row.code))
      .toContain('tip');
    const cartRows = await billRows(page.getByRole('region', { name: 'Bill details' }));
    await screenshot(page, 'cart-bill');
    expect(cartRows.map((row) => row.code)).toEqual([
      'sub_total',
      'taxes_and_charges',
      'delivery_charge',
      'K',
      'tax',
      'tip',
      'grand_total',
    ]);
    expectRowsAddUp(cartRows);
    const toPay = paiseOf((await page.getByText('To pay').locator('..').textContent()) ?? '');
    expect(toPay).toBe(cartRows.at(-1)!.paise);

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/paymentType**');
    const amount = page.getByRole('region', { name: 'Amount to pay' });
    await amount.getByText('Bill details').click();
    const paymentRows = await billRows(amount);
    expect(paymentRows.map(({ code, label, paise }) => ({ code, label, paise }))).toEqual(
      cartRows.map(({ code, label, paise }) => ({ code, label, paise })),
    );
    await giveHouseNumber(page);
    await screenshot(page, 'payment-bill');
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/thankYou?transactionId=**');
    const summary = page.getByRole('region', { name: 'Payment summary' });
    await summary.locator('[data-bill-code="grand_total"]').waitFor();
    const thankYouRows = await billRows(summary);
    await screenshot(page, 'thank-you-bill');
    expect(thankYouRows.map(({ code, label, paise }) => ({ code, label, paise }))).toEqual(
      cartRows.map(({ code, label, paise }) => ({ code, label, paise })),
    );
    expectRowsAddUp(thankYouRows);
  });

  it('a coupon shows as a minus that the total takes off', async () => {
    const { page, server } = session;
    await checkout(page, server.url, true, { houseNo: null });
    await page.goto(`${server.url}/cart`);
    const quantity = page.getByRole('group', { name: `Quantity of ${SIDE}`, exact: true }).locator('output');
    // Five sides at Rs 109 pass the coupon's Rs 499 minimum.
    for (let count = 2; count <= 5; count += 1) {
      await page.getByRole('button', { name: `Increase quantity of ${SIDE}` }).click();
      await expect.poll(() => quantity.textContent()).toBe(String(count));
    }
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(COUPON);
    await page.getByRole('button', { name: 'Apply' }).click();
    const bill = page.getByRole('region', { name: 'Bill details' });
    await bill.locator('[data-bill-code="discount"]').waitFor();
    const rows = await billRows(bill);
    expect(await bill.locator('[data-bill-code="discount"] dd').textContent()).toMatch(/^-\u00a0₹\u00a0100$/);
    expect(rows.find((row) => row.code === 'discount')!.paise).toBe(-10_000);
    expectRowsAddUp(rows);
    await screenshot(page, 'cart-bill-discount');
  });
});
