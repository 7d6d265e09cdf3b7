import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { screenshot } from './support/browser';
import { checkout, payByCash, SIDE } from './support/checkout';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';

/** Server time scale (TIME_SCALE): an order-clock minute passes in 2.5 s, so the 2 minutes of Confirmed stay on screen 5 s (time to open the tracker) and a delivery takes about 40 s. */
const FAST_ORDER_CLOCK = '24';
/** SPEC 4 tracking steps, in order. */
const STEPS = ['Confirmed', 'Being Baked', 'Dispatched', 'Delivered'];
const TRACKER_CALL = /\/api\/v1\/orders\/[^/?]+\/tracker/;

/** The text of every page of a PDF. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** The name of the step marked current, watched until the last step: every step seen, in order. */
async function watchSteps(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const current = page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const text =
      (await current.count()) > 0
        ? await current
            .first()
            .textContent({ timeout: 1_000 })
            .catch(() => null)
        : null;
    const step = STEPS.find((name) => text?.includes(name));
    if (step && seen.at(-1) !== step) seen.push(step);
    if (step === STEPS.at(-1)) return seen;
    await page.waitForTimeout(100);
  }
  throw new Error(`the order never reached ${STEPS.at(-1)}; steps seen: ${seen.join(', ')}`);
}

describe('after the order, on a fast order clock', () => {
  const session = useBrowserSession({ ...E2E_ENV, TIME_SCALE: FAST_ORDER_CLOCK });

  it('tracks a cash order to Delivered, lists it in history, reorders it and downloads its invoice', { timeout: 180_000 }, async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    await payByCash(page);

    const trackerCalls: number[] = [];
    page.on('request', (request) => {
      if (TRACKER_CALL.test(request.url())) trackerCalls.push(Date.now());
    });
    await page.getByRole('link', { name: 'Track order' }).click();
    await page.waitForURL('**/trackOrder?orderHistoryId=**');
    expect(await watchSteps(page)).toEqual(STEPS);
    await page.getByText('Order Delivered').first().waitFor();
    await screenshot(page, 'track-order-delivered');
    // DELIVERED stops the polling: no tracker call after it.
    const callsAtDelivery = trackerCalls.length;
    await page.waitForTimeout(2_000);
    expect(trackerCalls.length).toBe(callsAtDelivery);

    const heading = await page.getByRole('heading', { level: 2, name: /^Order SL/ }).textContent();
    const sliceOrderId = /SL\d+/.exec(heading ?? '')?.[0];
    expect(sliceOrderId).toBeTruthy();

    await page.goto(`${server.url}/orderHistory`);
    const card = page.getByRole('article').filter({ hasText: sliceOrderId! });
    await card.getByText('Order Delivered').waitFor();
    await screenshot(page, 'order-history');

    await card.getByRole('link', { name: /View details/ }).click();
    await page.waitForURL('**/orderHistory?orderId=**');
    const bill = page.getByRole('region', { name: 'Bill details' });
    const grandTotal = await bill
      .locator('div', { has: page.locator('dt', { hasText: /^Grand total$/i }) })
      .locator('dd')
      .textContent();
    const rupees = /₹\s*([\d,]+(?:\.\d+)?)/.exec(grandTotal ?? '')?.[1]?.replace(/,/g, '');
    expect(rupees).toBeTruthy();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`invoice-${sliceOrderId}.pdf`);
    await page.getByText('Invoice Downloaded').waitFor();
    const bytes = new Uint8Array(await readFile((await download.path())!));
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain(sliceOrderId);
    expect(text).toContain(`Rs. ${Number(rupees).toFixed(2)}`);
    await screenshot(page, 'order-details');

    await page.getByRole('button', { name: 'Order again' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByText(SIDE).first().waitFor();
    await screenshot(page, 'reorder-cart');
  });
});
