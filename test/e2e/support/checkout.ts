import type { Page } from 'playwright-core';
import { createPasswordUser, logInByPassword, uniqueMobile } from './accounts';
import { chooseDeliveryStoreAt, openCartWith } from './store';

/** Seeded: the Koramangala store (66201) delivers here. */
export const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
export const SIDE = 'Garlic Breadsticks';
export const PASSWORD = 'margherita-42';

/** A logged-in customer (an order carries the mobile) with a cart holding a side, then Checkout and Place order: the payment page. */
export async function checkout(page: Page, baseUrl: string, firstVisit = true): Promise<void> {
  if (firstVisit) {
    const mobile = uniqueMobile();
    await createPasswordUser(baseUrl, mobile, PASSWORD);
    await logInByPassword(page, baseUrl, mobile, PASSWORD);
    await chooseDeliveryStoreAt(page, baseUrl, KORAMANGALA);
  } else {
    await page.goto(`${baseUrl}/menu`);
  }
  await page.getByRole('button', { name: `Add ${SIDE}` }).click();
  await openCartWith(page, 1);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL('**/paymentType**');
  await page.getByRole('radio', { name: 'Cash on Delivery' }).waitFor();
}

/** On the payment page: cash on delivery, then the thank-you page. */
export async function payByCash(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL('**/thankYou?transactionId=**');
  await page.getByRole('heading', { name: 'Order placed' }).waitFor();
}
