import { describe, expect, it } from 'vitest';
import { bucketOf } from '@/domain/autoLogin';
import { screenshot } from './support/browser';
import { enterOtp, latestOtp, uniqueMobile } from './support/accounts';
import { giveHouseNumber, KORAMANGALA, SIDE } from './support/checkout';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';
import { chooseDeliveryStoreAt, openCartWith } from './support/store';

/** A device in the first A/B bucket: inside the seeded auto-login share (SPEC 9 autoLoginPercentage 20). */
const CLIENT_ID_IN_AUTO_LOGIN_SHARE = '1700.1764547200';

describe('a guest paying cash with auto login, in a real browser against the real server', () => {
  const session = useBrowserSession(E2E_ENV);

  it('pays cash with their mobile, logs in by the code sent at once, and lands on the thank-you page with the cart emptied', async () => {
    const { page, server } = session;
    expect(bucketOf(CLIENT_ID_IN_AUTO_LOGIN_SHARE)).toBe(0);
    await page.goto(server.url);
    await page.evaluate((id) => localStorage.setItem('slice.clientId', id), CLIENT_ID_IN_AUTO_LOGIN_SHARE);
    await chooseDeliveryStoreAt(page, server.url, KORAMANGALA);
    await page.getByRole('button', { name: `Add ${SIDE}` }).click();
    await openCartWith(page, 1);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();

    // The guest is not sent to log in: the payment page asks for their mobile and offers cash only.
    await page.waitForURL((url) => url.pathname === '/paymentType');
    const contact = page.getByRole('region', { name: 'Your mobile number' });
    await contact.waitFor();
    await page.getByRole('radio', { name: 'Cash on Delivery' }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(1);
    await giveHouseNumber(page);
    await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await contact.getByText('Enter Mobile Number').waitFor();
    expect(page.url()).toContain('/paymentType');

    const mobile = uniqueMobile();
    await contact.getByLabel('Mobile number').fill(mobile);
    await screenshot(page, 'guest-auto-login-payment');
    await page.getByRole('button', { name: 'Place order' }).click();

    // The order waits; the login sends the code to its mobile at once and submits the order once it is entered.
    await page.waitForURL('**/login-otp**');
    await page.getByText(`+91 ${mobile}`).waitFor();
    await screenshot(page, 'guest-auto-login-otp');
    await enterOtp(page, await latestOtp(server.url, mobile));
    await page.waitForURL('**/thankYou?transactionId=**');
    await page.getByRole('heading', { name: 'Order placed' }).waitFor();
    await screenshot(page, 'guest-auto-login-thank-you');

    // The paid side is not merged back into the account's cart.
    await page.goto(`${server.url}/cart`);
    await page.getByText('Your cart is empty').waitFor();
  });

  it('a guest outside the share is asked to log in before paying', async () => {
    const { page, server } = session;
    await chooseDeliveryStoreAt(page, server.url, KORAMANGALA);
    await page.getByRole('button', { name: `Add ${SIDE}` }).click();
    await openCartWith(page, 1);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL('**/login?**');
    await page.getByText('Log in to place your order').waitFor();
  });
});
