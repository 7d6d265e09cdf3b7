import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/api/storage';
import type { SelectedStore } from '@/domain/store';
import { createPasswordUser, logInByPassword, uniqueMobile } from './support/accounts';
import { screenshot } from './support/browser';
import { storedValue } from './support/pageStorage';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';
import { confirmDeliverNow as confirmDeliverNowOn } from './support/store';
import messagesEn from '@/i18n/en/messages';

const {
  locationBlocked: LOCATION_BLOCKED,
  locationBlockedHeader: LOCATION_BLOCKED_HEADER,
  locationNotDeliverable: LOCATION_NOT_DELIVERABLE,
  storeUnavailable: STORE_UNAVAILABLE,
} = messagesEn.texts;

/** Seeded: the Koramangala store (66201) delivers around this point (test/server/stores.test.ts). */
const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const KORAMANGALA_STORE_ID = '66201';
/** Seeded: the Colaba store (66104) is offline; Bandra West (66102) is online, 17 km away. */
const COLABA = { latitude: 18.9067, longitude: 72.8147 };
/** Seeded: no store delivers in Jaipur. */
const JAIPUR = { latitude: 26.9124, longitude: 75.7873 };

/** The customer logs in twice within the OTP resend wait (SPEC 9: 45 s), so by password. */
const PASSWORD = 'margherita-42';

// The map must work where tiles cannot load: E2E_ENV serves them from a closed port.
const session = useBrowserSession(E2E_ENV);

const confirmDeliverNow = () => confirmDeliverNowOn(session.page);

describe('where to deliver, in a real browser', () => {
  it('with location allowed, Delivery finds the nearest store from the device position and reaches its menu', async () => {
    const { page, context, server } = session;
    await context.grantPermissions(['geolocation'], { origin: server.url });
    await context.setGeolocation(KORAMANGALA);

    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: /^Delivery/ }).click();
    await page.waitForURL('**/mapScreen?**');
    const position = new URL(page.url()).searchParams;
    expect([Number(position.get('latitude')), Number(position.get('longitude'))]).toEqual([KORAMANGALA.latitude, KORAMANGALA.longitude]);
    await page
      .getByText(/Koramangala, Bengaluru/)
      .first()
      .waitFor();
    await screenshot(page, 'map-confirm');

    await confirmDeliverNow();
    await page.waitForURL((url) => url.pathname === '/menu');
    await page.getByText('Slice Koramangala').first().waitFor();
    await page.getByRole('tab').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Margherita Classica' }).count()).toBeGreaterThan(0);
    await screenshot(page, 'menu-of-nearest-store');

    const saved = await storedValue<SelectedStore>(page, STORAGE_KEYS.store);
    expect(saved).toMatchObject({ storeId: KORAMANGALA_STORE_ID, deliveryType: 'D', timing: { kind: 'now' } });
    expect(saved?.location).toMatchObject(KORAMANGALA);
    expect(await storedValue<string[]>(page, STORAGE_KEYS.recentStoreIds)).toEqual([KORAMANGALA_STORE_ID]);
  });

  it('with location denied, the SPEC notice shows and place search still finds the delivery location', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/locationSelection?deliveryType=delivery`);
    const notice = page.getByRole('alertdialog', { name: LOCATION_BLOCKED_HEADER });
    await notice.getByText(LOCATION_BLOCKED).waitFor();
    await screenshot(page, 'location-denied');
    await notice.getByRole('button', { name: 'OK' }).click();

    const search = page.getByRole('combobox', { name: 'Search for your delivery location' });
    await search.fill('Indiranagar');
    const option = page.getByRole('option', { name: /Indiranagar/ }).first();
    await option.waitFor();
    await screenshot(page, 'place-search');
    await option.click();
    await page.waitForURL('**/mapScreen?**');
    await page
      .getByText(/Indiranagar, Bengaluru/)
      .first()
      .waitFor();

    // The place is remembered under Recently Searched.
    await page.goBack();
    await page.getByRole('heading', { name: 'Recently Searched' }).waitFor();
    expect(await page.getByRole('button', { name: /Indiranagar/ }).count()).toBeGreaterThan(0);
  });

  it('a point outside every delivery area gets We Do not Deliver Here and stays on the map', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/mapScreen?latitude=${JAIPUR.latitude}&longitude=${JAIPUR.longitude}`);
    await page.getByRole('button', { name: 'Confirm location' }).waitFor();
    await confirmDeliverNow();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: LOCATION_NOT_DELIVERABLE }).count()).toBe(1);
    await screenshot(page, 'not-deliverable');
    expect(new URL(page.url()).pathname).toBe('/mapScreen');
    expect(await storedValue(page, STORAGE_KEYS.store)).toBeUndefined();
  });

  it('Drive-n-Pick lists the stores near the customer; an offline store gets the SPEC store popup, another one its menu', async () => {
    const { page, context, server } = session;
    await context.grantPermissions(['geolocation'], { origin: server.url });
    await context.setGeolocation(COLABA);

    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: /^Drive-n-Pick/ }).click();
    await page.waitForURL('**/nearestStore?**');
    expect(new URL(page.url()).searchParams.get('deliveryType')).toBe('curb');
    await page.getByRole('heading', { name: 'Slice Colaba' }).waitFor();
    expect(await page.getByText(/^\d+\.\d km$/).count()).toBeGreaterThan(1);
    await screenshot(page, 'nearest-stores-curb');

    await page.getByRole('button', { name: 'Choose Slice Colaba' }).click();
    await page.getByRole('dialog', { name: 'When do you want your order?' }).getByRole('button', { name: 'Continue' }).click();
    const vehicle = page.getByRole('dialog', { name: 'Your vehicle' });
    await vehicle.getByLabel('Vehicle details').fill('White Swift MH 01 AB 1234');
    await vehicle.getByRole('button', { name: 'Continue' }).click();
    const popup = page.getByRole('alertdialog', { name: 'Store unavailable' });
    await popup.getByText(STORE_UNAVAILABLE).waitFor();
    await popup.getByRole('button', { name: 'OK' }).click();

    await page.getByRole('button', { name: 'Choose Slice Bandra West' }).click();
    await page.waitForURL((url) => url.pathname === '/menu');
    await page.getByText('Slice Bandra West').first().waitFor();
    expect(await storedValue<SelectedStore>(page, STORAGE_KEYS.store)).toMatchObject({
      storeId: '66102',
      deliveryType: 'CURB',
      vehicleDetails: 'White Swift MH 01 AB 1234',
    });
  });

  it('a logged-in customer adds an address that is still there after a reload and a new login', async () => {
    const { page, server } = session;
    const mobile = uniqueMobile();
    await createPasswordUser(server.url, mobile, PASSWORD);
    await logInByPassword(page, server.url, mobile, PASSWORD);

    await page.goto(`${server.url}/myAddresses`);
    await page.getByText('No saved addresses yet').waitFor();
    await page.getByRole('button', { name: 'Add new address' }).click();
    await page.waitForURL('**/mapScreen?**isAddAddress=true**');
    await page
      .getByText(/Connaught Place, Delhi/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Confirm location' }).click();

    const form = page.getByRole('dialog');
    await form.getByLabel('House / Flat no.').fill('14B');
    await form.getByLabel('Society / Street').fill('Janpath Lane');
    await form.getByLabel('First name').fill('Meera');
    await form.getByLabel('Last name').fill('Iyer');
    await form.getByLabel('Email').fill('meera@example.in');
    expect(await form.getByLabel('Mobile number').inputValue()).toBe(mobile);
    await screenshot(page, 'add-address-form');
    await form.getByRole('button', { name: 'Save address' }).click();

    await page.waitForURL((url) => url.pathname === '/myAddresses');
    const address = page.getByText('14B, Janpath Lane');
    await address.waitFor();
    await screenshot(page, 'my-addresses');

    await page.reload();
    await address.waitFor();

    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await logInByPassword(page, server.url, mobile, PASSWORD);
    await page.goto(`${server.url}/myAddresses`);
    await address.waitFor();
  });
});
