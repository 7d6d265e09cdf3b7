/**
 * The World Pizza League in a real browser against the real server: the landing leaderboard banner opens the
 * league ranked from real orders placed this week, a pizza's Order opens it from the menu, and the world cup
 * banner opens the menu on the World Pizza League category.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { AnonymousSession } from '@/contract/accounts';
import type { ConfirmOrderResponse } from '@/contract/orders';
import hiContent from '@/i18n/hi/content';
import hiLanding from '@/i18n/hi/landing';
import hiLeague from '@/i18n/hi/league';
import { confirmBody, HAND_TOSSED, MEDIUM, STORE_ID } from '../server/support/checkout';
import { screenshot } from './support/browser';
import { latestOtp, uniqueMobile } from './support/accounts';
import { englishLeftOn } from './support/language';
import { KORAMANGALA } from './support/checkout';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';
import { chooseDeliveryStoreAt } from './support/store';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const AMERICAN_BBQ = 208;
const ITALIAN_PESTO = 110;

/** Another process's static folder, when this suite runs beside builds of the default one. */
const session = useBrowserSession({ ...E2E_ENV, ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}) });

/**
 * A guest's cash order of medium hand-tossed pizzas, through the API, so it counts this week: confirmed at once, or,
 * above the COD OTP amount, by the code sent to the order's mobile (docs/payments.md).
 */
async function placeCashOrder(baseUrl: string, pizzas: Record<number, number>): Promise<void> {
  const created = await fetch(`${baseUrl}${PATHS.anonymousUser}`, { method: 'POST' });
  const guest = (await created.json()) as AnonymousSession;
  const headers = { 'Content-Type': 'application/json', authToken: guest.credentials.accessToken, userId: guest.userId };
  const items = Object.entries(pizzas).map(([productId, quantity]) => ({
    productId: Number(productId),
    crustId: HAND_TOSSED,
    sizeId: MEDIUM,
    quantity,
    addTopngs: [],
    repTopngs: [],
    remTopngs: [],
  }));
  const cart = await fetch(`${baseUrl}${PATHS.cart}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ storeId: STORE_ID, deliveryType: 'D', items }),
  });
  expect(cart.status).toBe(200);
  const body = confirmBody();
  body.orderDetails.userDetails.mobile = uniqueMobile();
  const confirm = await fetch(`${baseUrl}${PATHS.confirmOrder}?userId=${encodeURIComponent(guest.userId)}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const answer = (await confirm.json()) as ConfirmOrderResponse;
  if (answer.status !== 'SUCCESS') throw new Error(`confirm answered FAILED: ${answer.errors[0]?.displayMsg}`);
  if (answer.initiateOrderPaymentResponse.action !== 'COD_OTP') return;
  const transaction = encodeURIComponent(answer.initiateOrderPaymentResponse.orderTransactionId);
  const sent = await fetch(`${baseUrl}${PATHS.sendCodOtp.replace('{orderTransactionId}', transaction)}`, { headers });
  expect(sent.status).toBe(200);
  const otp = await latestOtp(baseUrl, body.orderDetails.userDetails.mobile);
  const verified = await fetch(`${baseUrl}${PATHS.verifyCodOtp.replace('{orderTransactionId}', transaction)}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ otp }),
  });
  expect(verified.status).toBe(200);
}

describe('World Pizza League in a real browser', () => {
  it('the leaderboard banner opens this week’s league ranked from orders; Order opens the pizza from the menu', async () => {
    const { page, server } = session;
    await placeCashOrder(server.url, { [AMERICAN_BBQ]: 2 });
    await placeCashOrder(server.url, { [AMERICAN_BBQ]: 1, [ITALIAN_PESTO]: 1 });
    await chooseDeliveryStoreAt(page, server.url, KORAMANGALA);

    await page.goto(server.url);
    await page.getByRole('link', { name: /League leaderboard/ }).click();
    await page.waitForURL('**/worldPizzaLeague');
    await page.getByRole('heading', { level: 1, name: 'World Pizza League' }).waitFor();
    const ranking = page.getByRole('list', { name: 'League ranking' });
    await ranking.waitFor();
    const rows = ranking.getByRole('listitem');
    expect(await rows.count()).toBe(4);
    const first = rows.nth(0);
    expect(await first.getByRole('heading').textContent()).toContain('American BBQ Smokehouse');
    expect(await first.getByText('Rank 1').count()).toBe(1);
    expect(await first.getByText('3 orders this week').count()).toBe(1);
    expect(await first.getByText(/From United States/).count()).toBe(1);
    expect(await rows.nth(1).getByRole('heading').textContent()).toContain('Italian Garden Pesto');
    expect(
      await rows
        .nth(1)
        .getByText(/From Italy/)
        .count(),
    ).toBe(1);
    await screenshot(page, 'league');

    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
      const result = await axe.run();
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    expect(violations).toEqual([]);

    await first.getByRole('button', { name: 'Order American BBQ Smokehouse' }).click();
    await page.waitForURL((url) => url.pathname === '/customise' && url.searchParams.get('pizzaId') === String(AMERICAN_BBQ));
    await page.getByRole('heading', { name: 'American BBQ Smokehouse' }).waitFor();
  });

  it('in Hindi the league speaks Hindi, countries included', async () => {
    const { page, server } = session;
    await page.goto(server.url);
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    // The landing and its widgets are in Hindi before the banner is followed: the switch reloads the widgets' words.
    await page.getByRole('heading', { level: 1, name: hiLanding.title }).waitFor();
    await page
      .getByRole('link', { name: new RegExp(hiContent.banners.edv.title) })
      .first()
      .waitFor();
    await page.getByRole('link', { name: new RegExp(hiContent.banners.leaderboard.title) }).click();
    await page.waitForURL('**/worldPizzaLeague');
    const ranking = page.getByRole('list', { name: hiLeague.listLabel });
    await ranking.waitFor();
    expect(await ranking.getByText(/इटली से/).count()).toBe(1);
    expect(await englishLeftOn(page)).toEqual([]);
    await screenshot(page, 'league-hindi');
  });

  it('the world cup banner opens the menu on the World Pizza League category, its tab in view', async () => {
    const { page, server } = session;
    await chooseDeliveryStoreAt(page, server.url, KORAMANGALA);
    await page.goto(server.url);
    await page.getByRole('link', { name: /World Pizza League/ }).click();
    await page.waitForURL((url) => url.pathname === '/menu' && url.searchParams.get('categoryId') === '51');
    const tab = page.getByRole('tab', { name: 'World Pizza League' });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    const panel = page.getByRole('tabpanel');
    for (const pizza of ['Mexican Fiesta Veg', 'Italian Garden Pesto', 'Chicken Pepperoni Classic', 'American BBQ Smokehouse']) {
      await panel.getByRole('heading', { name: pizza }).waitFor();
    }
    await expect
      .poll(() =>
        tab.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.left >= 0 && box.right <= window.innerWidth;
        }),
      )
      .toBe(true);
    await screenshot(page, 'league-menu-category');
  });
});
