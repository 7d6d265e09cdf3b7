import type { Page } from 'playwright-core';
import { createPasswordUser, logInByPassword, uniqueMobile } from './accounts';
import { joinPizzaPals } from './loyalty';
import { chooseDeliveryStoreAt, openCartWith } from './store';

/** Seeded: the Koramangala store (66201) delivers here. */
export const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
export const SIDE = 'Garlic Breadsticks';
export const PASSWORD = 'margherita-42';

/** What the e2e customer gives as the house or flat number of the map-pin delivery. */
export const HOUSE_NO = 'Flat 4B';

/** On the payment page: the house or flat number a map-pin delivery needs before Place order (SPEC 5). */
export async function giveHouseNumber(page: Page, houseNo: string = HOUSE_NO): Promise<void> {
  await page.getByRole('region', { name: 'Complete your address' }).getByRole('textbox', { name: 'House / Flat no.' }).fill(houseNo);
}

export interface CheckoutOptions {
  /** The house number given on the payment page; null leaves the field as it is. */
  houseNo?: string | null;
  /** The new customer joins Pizza Pals first, so the order earns points. */
  pizzaPals?: boolean;
}

/**
 * A logged-in customer (an order carries the mobile) with a cart holding a side, then Checkout and Place order: the
 * payment page, with the map-pin delivery's house number given.
 */
export async function checkout(
  page: Page,
  baseUrl: string,
  firstVisit = true,
  { houseNo = HOUSE_NO, pizzaPals = false }: CheckoutOptions = {},
): Promise<void> {
  if (firstVisit) {
    const mobile = uniqueMobile();
    await createPasswordUser(baseUrl, mobile, PASSWORD);
    await logInByPassword(page, baseUrl, mobile, PASSWORD);
    if (pizzaPals) await joinPizzaPals(page, baseUrl);
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
  if (houseNo !== null) await giveHouseNumber(page, houseNo);
}

/** On the payment page: cash on delivery, then the thank-you page. */
export async function payByCash(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL('**/thankYou?transactionId=**');
  await page.getByRole('heading', { name: 'Order placed' }).waitFor();
}
