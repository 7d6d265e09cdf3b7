/**
 * The content pages and the manual store choice in a real browser against the real server: the hygiene banner
 * opens /notification, /tnc, /info and /manualSelector show their content, and every SPEC 2 route but the partner
 * mini-app's shows a screen of its own instead of the 404 page; each route's SEO tags follow the route and the language.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seoDocument } from '@/app/seoDocument';
import { ROUTES } from '@/domain/navigation';
import hiLocationSearch from '@/i18n/hi/locationSearch';
import hiPages from '@/i18n/hi/pages';
import { screenshot } from './support/browser';
import { englishLeftOn } from './support/language';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';

const session = useBrowserSession({ ...E2E_ENV, ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}) });

const NOT_FOUND = 'Page not found';

describe('content pages', () => {
  it('the hygiene banner opens /notification with the hygiene notice', async () => {
    const { page, server } = session;
    await page.goto(server.url);
    await page.getByRole('link', { name: /Safe and hygienic/ }).click();
    await page.waitForURL('**/notification');
    await page.getByRole('heading', { level: 1, name: 'Notices' }).waitFor();
    const hygiene = page.getByRole('region', { name: 'Safe and hygienic' });
    await hygiene.waitFor();
    expect(await hygiene.getByRole('listitem').first().textContent()).toMatch(/sanitised every four hours/);
    await screenshot(page, 'notification');
  });

  it('/tnc shows the served terms, and /tnc#rail lands on the rail section', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/tnc#rail`);
    const rail = page.getByRole('region', { name: 'Delivery to your train seat' });
    await rail.waitFor();
    await expect.poll(() => rail.evaluate((element) => document.activeElement === element)).toBe(true);
    expect(await rail.textContent()).toContain('from 15 to 105 minutes');
    expect(await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').count()).toBe(4);
    await screenshot(page, 'tnc-rail');
  });

  it('/info shows the allergens and nutrition notes and the support number to call', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/info`);
    await page.getByRole('region', { name: 'Allergens' }).waitFor();
    await page.getByRole('region', { name: 'Nutrition' }).waitFor();
    const call = page.getByRole('region', { name: 'Contact and support' }).getByRole('link', { name: /^Call / });
    expect(await call.getAttribute('href')).toBe('tel:18001027423');
    await screenshot(page, 'info');
  });

  it('switched to Hindi, /tnc loads the served Hindi terms, no English left', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/tnc`);
    await page.getByRole('region', { name: 'Delivery to your train seat' }).waitFor();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { level: 1, name: hiPages.tnc.title }).waitFor();
    await page.getByRole('region', { name: hiPages.tnc.sections.rail.heading }).waitFor();
    // Drive-n-Pick is the curbside service's brand name, written as it is in Hindi too.
    expect((await englishLeftOn(page)).filter((text) => !text.includes('Drive-n-Pick'))).toEqual([]);
    await screenshot(page, 'tnc-hindi');
  });
});

describe('/manualSelector', () => {
  it('is offered on the location search for takeaway and on the address search for pickup, in English and in Hindi', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}${ROUTES.locationSelection}?deliveryType=takeaway`);
    await page.getByRole('heading', { level: 1, name: 'Find a store near you' }).waitFor();
    // The browser gives no position: the SPEC popup says so first, and the search and the link remain.
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await screenshot(page, 'location-selection-manual-link');
    await page.getByRole('link', { name: /Choose a store by hand/ }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.manualSelector && url.searchParams.get('deliveryType') === 'takeaway');
    await page.getByRole('heading', { level: 1, name: 'Choose a store' }).waitFor();
    await page.getByLabel('Search for your city').waitFor();
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await page.goto(`${server.url}${ROUTES.searchAddress}?deliveryType=pickup`);
    await page.getByRole('link', { name: new RegExp(hiLocationSearch.chooseStoreByHand) }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.manualSelector && url.searchParams.get('deliveryType') === 'pickup');
    await page.goBack();
    await page.getByRole('link', { name: new RegExp(hiLocationSearch.chooseStoreByHand) }).waitFor();
    await screenshot(page, 'search-address-manual-link-hindi');
  });

  it('lists the cities, narrows them by typing, lists a city’s stores, and a chosen store leads to the menu', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/manualSelector?deliveryType=takeaway`);
    await page.getByRole('heading', { level: 1, name: 'Choose a store' }).waitFor();
    const field = page.getByLabel('Search for your city');
    await field.waitFor();
    const cities = page.getByRole('region', { name: 'Cities with stores' }).getByRole('button');
    expect(await cities.count()).toBeGreaterThan(1);
    const first = (await cities.first().textContent()) ?? '';
    await field.fill(first.slice(0, 3));
    await expect.poll(() => cities.allTextContents()).toContain(first);
    await screenshot(page, 'manual-selector-cities');
    await cities.filter({ hasText: first }).first().click();
    await page.getByRole('heading', { name: `Stores in ${first}` }).waitFor();
    const stores = page.getByRole('list', { name: `Stores in ${first}` });
    await stores.waitFor();
    await screenshot(page, 'manual-selector-stores');
    await stores
      .getByRole('button', { name: /^Choose / })
      .first()
      .click();
    const timing = page.getByRole('dialog');
    await timing.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/menu');
  });
});

describe('SEO tags', () => {
  const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');
  const canonical = (page: Page) =>
    page
      .locator('link[rel="canonical"]')
      .getAttribute('href', { timeout: 1000 })
      .catch(() => null);

  it('set the description, Open Graph words and canonical link of each route, in English and then in Hindi', async () => {
    const { page, server } = session;
    const [en, hi] = [seoDocument('en').routes, seoDocument('hi').routes];
    await page.goto(`${server.url}${ROUTES.tnc}`);
    await expect.poll(() => description(page)).toBe(en[ROUTES.tnc]?.description);
    expect(await canonical(page)).toBe(`${server.url}${ROUTES.tnc}`);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBe(en[ROUTES.tnc]?.og?.title);
    await page.goto(`${server.url}${ROUTES.cart}`);
    await expect.poll(() => description(page)).toBe(en[ROUTES.cart]?.description);
    // The cart is nobody else's page: no canonical link, no Open Graph words.
    expect(await canonical(page)).toBeNull();
    expect(await page.locator('meta[property="og:title"]').count()).toBe(0);
    expect(await page.title()).toBe(en[ROUTES.cart]?.title);

    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await expect.poll(() => description(page)).toBe(hi[ROUTES.cart]?.description);
    await expect.poll(() => page.title()).toBe(hi[ROUTES.cart]?.title);
    await page.goto(`${server.url}${ROUTES.tnc}`);
    await expect.poll(() => description(page)).toBe(hi[ROUTES.tnc]?.description);
    expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toBe(hi[ROUTES.tnc]?.og?.description);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
  });
});

describe('SPEC 2 routes', () => {
  const routes = Object.entries(ROUTES).filter(([name]) => name !== 'vendorPage');

  it.each(routes)('%s (%s) shows its own screen, not the 404 page', async (_, path) => {
    const { page, server } = session;
    await page.goto(`${server.url}${path}`);
    // A lazily loaded screen shows a loader first: wait for a page and for its calls and chunks to settle.
    await page.locator('main').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { name: NOT_FOUND }).count()).toBe(0);
  });
});
