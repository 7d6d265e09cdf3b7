import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import hiCart from '@/i18n/hi/cart';
import hiCommon from '@/i18n/hi/common';
import hiContent from '@/i18n/hi/content';
import hiCustomise from '@/i18n/hi/customise';
import hiLanding from '@/i18n/hi/landing';
import hiLogin from '@/i18n/hi/login';
import hiMapScreen from '@/i18n/hi/mapScreen';
import hiMenu from '@/i18n/hi/menu';
import hiMenuData from '@/i18n/hi/menuData';
import enMapScreen from '@/i18n/en/mapScreen';
import enShell from '@/i18n/en/shell';
import hiPayment from '@/i18n/hi/payment';
import hiProfile from '@/i18n/hi/profile';
import hiServer from '@/i18n/hi/server';
import hiShell from '@/i18n/hi/shell';
import hiThankYou from '@/i18n/hi/thankYou';
import hiTracking from '@/i18n/hi/tracking';
import { fill, type Params, type Text } from '@/i18n/texts';
import { createPasswordUser, uniqueMobile } from './support/accounts';
import { screenshot } from './support/browser';
import { HOUSE_NO, KORAMANGALA, PASSWORD, SIDE } from './support/checkout';
import { englishLeftOn } from './support/language';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';

const PIZZA = 'Margherita Classica';
/** A code the server does not know: it refuses it with its 'coupon not valid' message. */
const UNKNOWN_COUPON = 'NOSUCHCODE';

const hindi = (text: Text, params: Params = {}) => fill(text, params, 'hi');

/** The screen is in Hindi once `ready` shows; then no English may be left on it. */
async function expectHindiScreen(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  await ready();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
  await screenshot(page, `hindi-${name}`);
  expect.soft(await englishLeftOn(page), `English left on the ${name} screen`).toEqual([]);
}

/** A Hindi text whose `{param}` holes may hold any number. */
const hindiPattern = (text: string) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '\\d+')}$`);

/** The landing page in Hindi, its banners and alerts (server content) too. */
async function landingInHindi(page: Page): Promise<void> {
  await page.getByRole('heading', { name: hiLanding.title }).waitFor();
  await page.getByText(hiContent.banners.edv.title).first().waitFor();
  await page.getByText(hiContent.alerts['zero-contact']).waitFor();
}

async function requestOtpInHindi(page: Page, mobile: string, { expectOtpScreen = true } = {}): Promise<void> {
  await page.getByLabel(hiLogin.mobileLabel).fill(mobile);
  await page.getByRole('button', { name: hiLogin.login.getOtp }).click();
  if (expectOtpScreen) await page.waitForURL('**/login-otp**');
}

async function logInByPasswordInHindi(page: Page, baseUrl: string, mobile: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/slicePassword`);
  await page.getByLabel(hiLogin.mobileLabel).fill(mobile);
  await page.getByLabel(hiLogin.password.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: hiLogin.password.submit, exact: true }).click();
}

describe('Slice in Hindi, in a real browser', () => {
  const session = useBrowserSession(E2E_ENV);

  it('switching to Hindi on the landing page shows every screen of an order in Hindi, across a reload, server refusals included', async () => {
    const { page, server } = session;
    const mobile = uniqueMobile();
    await createPasswordUser(server.url, mobile, PASSWORD);

    await page.goto(server.url);
    await page.getByRole('button', { name: hiCommon.language.hi }).click();
    await expectHindiScreen(page, 'landing', () => landingInHindi(page));

    await page.reload();
    await expectHindiScreen(page, 'landing-reloaded', () => landingInHindi(page));
    expect(await page.getByRole('button', { name: hiCommon.language.hi }).getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${server.url}/login`);
    await expectHindiScreen(page, 'login', () => page.getByRole('heading', { name: hiLogin.login.title }).waitFor());

    const newcomer = uniqueMobile();
    await requestOtpInHindi(page, newcomer);
    await expectHindiScreen(page, 'login-otp', () => page.getByRole('button', { name: hiLogin.otp.verify }).waitFor());
    await page.goto(`${server.url}/login`);
    await requestOtpInHindi(page, newcomer, { expectOtpScreen: false });
    const refusal = page.getByRole('alertdialog');
    await refusal.getByText(hindiPattern(hiServer.otpResendTooSoon.other)).waitFor();
    await expectHindiScreen(page, 'login-popup-refusal', () => Promise.resolve());
    await refusal.getByRole('button').first().click();

    await logInByPasswordInHindi(page, server.url, mobile, `${PASSWORD}-wrong`);
    await expectHindiScreen(page, 'login-password-refused', () => page.getByText(hiServer.invalidCredentials).waitFor());

    await logInByPasswordInHindi(page, server.url, mobile, PASSWORD);
    await page.waitForURL((url) => url.pathname !== '/slicePassword');

    await page.goto(`${server.url}/mapScreen?latitude=${KORAMANGALA.latitude}&longitude=${KORAMANGALA.longitude}`);
    await page.getByRole('button', { name: hiMapScreen.confirmLocation }).click();
    const timing = page.getByRole('dialog', { name: hiShell.storeSelection.timingTitle });
    await expect.poll(() => timing.getByRole('radio', { name: hiShell.storeSelection.deliverNow }).isChecked()).toBe(true);
    await timing.getByRole('button', { name: hiShell.storeSelection.continue }).click();
    await page.waitForURL((url) => url.pathname === '/menu');
    await expectHindiScreen(page, 'menu', () => page.getByRole('button', { name: hindi(hiMenu.addLabel, { name: SIDE }) }).waitFor());

    await page.getByRole('button', { name: hindi(hiMenu.customiseLabel, { name: PIZZA }) }).click();
    await page.waitForURL('**/customise?**');
    await expectHindiScreen(page, 'customise', () => page.getByRole('group', { name: hiCustomise.crustLegend }).waitFor());
    await page.getByRole('link', { name: hiCustomise.backToMenu }).click();
    await page.waitForURL((url) => url.pathname === '/menu');

    await page.getByRole('button', { name: hindi(hiMenu.addLabel, { name: SIDE }) }).click();
    const cartLink = page.getByRole('link', { name: hindi(hiCommon.cartLink, { count: 1 }) }).first();
    await cartLink.click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await expectHindiScreen(page, 'cart', () => page.getByRole('heading', { name: hiCart.heading }).waitFor());

    await page.getByLabel(hiCart.couponLabel).fill(UNKNOWN_COUPON);
    await page.getByRole('button', { name: hiCart.couponApply, exact: true }).click();
    await page.getByText(hiServer.couponNotValid).waitFor();
    await expectHindiScreen(page, 'cart-coupon-refused', () => Promise.resolve());

    await page.getByRole('button', { name: hiCart.checkout }).click();
    await page.getByRole('dialog').getByRole('button', { name: hiCart.placeOrder }).click();
    await page.waitForURL('**/paymentType**');
    const cash = page.getByRole('radio', { name: hiPayment.groups.cash });
    await expectHindiScreen(page, 'payment', () => cash.waitFor());

    await page
      .getByRole('region', { name: hiShell.completeAddress.heading })
      .getByRole('textbox', { name: hiShell.completeAddress.houseNo })
      .fill(HOUSE_NO);
    await cash.check();
    await page.getByRole('button', { name: hiPayment.placeOrder }).click();
    await page.waitForURL('**/thankYou?transactionId=**');
    await expectHindiScreen(page, 'thank-you', () => page.getByRole('heading', { name: hiThankYou.orderPlaced }).waitFor());

    await page.getByRole('link', { name: hiThankYou.trackOrder }).click();
    await expectHindiScreen(page, 'tracking', () => page.getByText(hiTracking.stageStatus.delivery.CONFIRMED).first().waitFor());

    await page.goto(`${server.url}/profile`);
    await expectHindiScreen(page, 'profile', () => page.getByRole('heading', { name: hiProfile.title }).waitFor());

    await page.reload();
    await expectHindiScreen(page, 'profile-reloaded', () => page.getByRole('heading', { name: hiProfile.title }).waitFor());
  });

  it('switching to Hindi while the menu is open loads its categories again in Hindi', async () => {
    const { page, server } = session;
    await page.goto(`${server.url}/mapScreen?latitude=${KORAMANGALA.latitude}&longitude=${KORAMANGALA.longitude}`);
    await page.getByRole('button', { name: enMapScreen.texts.confirmLocation }).click();
    const timing = page.getByRole('dialog', { name: enShell.texts.storeSelection.timingTitle });
    await expect.poll(() => timing.getByRole('radio', { name: enShell.texts.storeSelection.deliverNow }).isChecked()).toBe(true);
    await timing.getByRole('button', { name: enShell.texts.storeSelection.continue }).click();
    await page.waitForURL((url) => url.pathname === '/menu');
    await page.getByText('Sides', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: hiCommon.language.hi }).click();
    await expectHindiScreen(page, 'menu-switched', () => page.getByText(hiMenuData.categories.sides, { exact: true }).first().waitFor());
  });
});
