import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PATHS } from '@/contract/paths';
import hiAppMenu from '@/i18n/hi/appMenu';
import hiCommon from '@/i18n/hi/common';
import hiContent from '@/i18n/hi/content';
import hiQuickReorder from '@/i18n/hi/quickReorder';
import { createPasswordUser, logInByPassword, uniqueMobile } from './support/accounts';
import { screenshot } from './support/browser';
import { checkout, KORAMANGALA, PASSWORD, payByCash, SIDE } from './support/checkout';
import { englishLeftOn } from './support/language';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';
import { chooseDeliveryStoreAt } from './support/store';

/** The seeded nav menu's items, in order, and those that need a login (SPEC 7 nav menu, SPEC 6). */
const GUEST_MENU = ['Home', 'Menu', 'Offers', 'Everyday Value', 'Track Order', 'Order on Train', 'Feedback', 'Terms & Conditions'];
const CUSTOMER_MENU = [
  'Home',
  'Menu',
  'Offers',
  'Everyday Value',
  'Track Order',
  'My Orders',
  'Slice Wallet',
  'Pizza Pals',
  'Order on Train',
  'My Profile',
  'Feedback',
  'Terms & Conditions',
];

const appMenu = (page: Page, name = 'Menu') => page.getByRole('dialog', { name });

async function openAppMenu(page: Page, name = 'Menu'): Promise<string[]> {
  await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
  const dialog = appMenu(page, name);
  await dialog.getByRole('link').first().waitFor();
  return dialog.getByRole('link').allTextContents();
}

async function closeAppMenu(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Escape');
  await appMenu(page, name).waitFor({ state: 'detached' });
}

async function switchToHindi(page: Page): Promise<void> {
  await page.getByRole('button', { name: hiCommon.language.hi }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
}

describe('the landing page, in a real browser', () => {
  const session = useBrowserSession(E2E_ENV);

  it('shows the listed widgets from their content links; a link action opens /offers; the app menu shows login-only items after login and a reward opens /pizzaLoyalty', async () => {
    const { page, server } = session;
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(PATHS.widgets)) calls.push(pathname);
    });
    // The offers are a store's: the guest has chosen one.
    await chooseDeliveryStoreAt(page, server.url, KORAMANGALA);
    await page.goto(server.url);
    const offers = page.getByRole('region', { name: 'Offers and favourites' });
    const explore = page.getByRole('region', { name: 'Explore' });
    await offers.getByRole('link', { name: /Everyday Value/ }).waitFor();
    expect(await explore.getByRole('link').allTextContents()).toEqual([
      'Everyday ValuePizzas at ₹99 and ₹199',
      'Full menuPizzas, sides, drinks and desserts',
      'Deals and couponsSave on today’s order',
      'Pizza Pals rewardsEarn points, get a free pizza',
    ]);
    expect(await explore.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/edv',
      '/menu',
      '/offers',
      '/pizzaLoyalty',
    ]);
    // The list call names the widgets; each one's content comes from its own content link.
    expect(calls).toEqual(expect.arrayContaining([PATHS.widgets, `${PATHS.widgets}/offers`, `${PATHS.widgets}/explore`]));
    await screenshot(page, 'landing-widgets');

    await explore.getByRole('link', { name: /Deals and coupons/ }).click();
    await page.waitForURL((url) => url.pathname === '/offers');
    await page.getByRole('heading', { level: 1, name: 'Offers for you' }).waitFor();

    await page.goto(server.url);
    expect(await openAppMenu(page)).toEqual(GUEST_MENU);
    await screenshot(page, 'app-menu-guest');
    await closeAppMenu(page, 'Menu');

    const mobile = uniqueMobile();
    await createPasswordUser(server.url, mobile, PASSWORD);
    await logInByPassword(page, server.url, mobile, PASSWORD);
    await page.goto(server.url);
    expect(await openAppMenu(page)).toEqual(CUSTOMER_MENU);
    await screenshot(page, 'app-menu-customer');
    await appMenu(page).getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/orderHistory');
    expect(await appMenu(page).count()).toBe(0);

    await page.goto(server.url);
    await page
      .getByRole('region', { name: 'Explore' })
      .getByRole('link', { name: /Pizza Pals rewards/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/pizzaLoyalty');
    await page.getByRole('heading', { level: 1, name: 'Pizza Pals' }).waitFor();

    await page.goto(server.url);
    await switchToHindi(page);
    await page.getByRole('region', { name: hiContent.widgets.explore.title }).getByText(hiContent.links.deals.title).waitFor();
    await screenshot(page, 'landing-widgets-hindi');
    expect.soft(await englishLeftOn(page), 'English left on the landing').toEqual([]);
    expect(await openAppMenu(page, hiAppMenu.title)).toEqual(expect.arrayContaining([hiContent.navMenu.orders, hiContent.navMenu.tnc]));
    await screenshot(page, 'app-menu-hindi');
    expect.soft(await englishLeftOn(page), 'English left in the app menu').toEqual([]);
  });

  it('a customer with a past order sees it in the quick reorder row and reorders it into the cart', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    await payByCash(page);

    await page.goto(server.url);
    const row = page.getByRole('region', { name: 'Order again' });
    const card = row.getByRole('listitem').filter({ hasText: SIDE });
    await card.waitFor();
    expect(await row.getByRole('listitem').count()).toBe(1);
    await screenshot(page, 'quick-reorder-row');

    await card.getByRole('button', { name: /^Order again: order SL/ }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByText(SIDE).first().waitFor();
    await screenshot(page, 'quick-reorder-cart');

    await page.goto(server.url);
    await switchToHindi(page);
    const hindiRow = page.getByRole('region', { name: hiQuickReorder.heading });
    await hindiRow.getByRole('listitem').filter({ hasText: SIDE }).waitFor();
    await page.getByRole('region', { name: hiContent.widgets.explore.title }).waitFor();
    await screenshot(page, 'quick-reorder-row-hindi');
    expect.soft(await englishLeftOn(page), 'English left on the landing').toEqual([]);
  });
});
