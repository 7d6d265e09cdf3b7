/**
 * Spin the wheel in a real browser against the real server (docs/rewards.md): a logged-in customer opens the game
 * from the landing widget, spins once, sees the prize the server drew (Promo Points in the wallet, or their own
 * coupon), and a second spin the same day, sent from another tab that still offered it, is refused by the server.
 */
import { describe, expect, it } from 'vitest';
import { logInByOtp, uniqueMobile } from './support/accounts';
import { screenshot } from './support/browser';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';

const POINTS_WON = /You won (\d+) Promo Points!/;
const COUPON_WON = /You won a coupon: /;
const NOTHING_WON = /Better luck next time!/;
const COUPON_CODE = /Your coupon code: RW[A-Z2-9]{10}/;

describe('spin the wheel, in a real browser', () => {
  const session = useBrowserSession(E2E_ENV);

  it('spins once from the landing widget, shows the prize where it went, and refuses a second spin the same day', async () => {
    const { page, context, server } = session;
    await logInByOtp(page, server.url, uniqueMobile());
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: /Spin the wheel/ }).click();
    await page.waitForURL('**/spinWheel');
    await page.getByRole('img', { name: /The prize wheel: 10 points/ }).waitFor();

    // A second tab opened on the game before the spin still offers it.
    const other = await context.newPage();
    await other.goto(`${server.url}/spinWheel`);
    await other.getByRole('button', { name: 'Spin the wheel' }).waitFor();

    await page.getByRole('button', { name: 'Spin the wheel' }).click();
    const prize = page.getByRole('region', { name: 'Today’s prize' });
    await prize.waitFor({ timeout: 15_000 });
    await screenshot(page, 'spin-wheel-prize');
    // The turned wheel stays inside the phone's width: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    const won = (await prize.textContent()) ?? '';
    await page.getByText(/Your next spin opens on/).waitFor();
    expect(await page.getByRole('button', { name: 'Spin the wheel' }).count()).toBe(0);

    // The server, not this tab, says no to a second spin today.
    await other.getByRole('button', { name: 'Spin the wheel' }).click();
    await other.getByRole('alert').filter({ hasText: 'You have already spun the wheel today.' }).waitFor();
    const readBack = other.getByRole('region', { name: 'Today’s prize' });
    await readBack.waitFor();
    expect(await readBack.textContent()).toBe(won);
    await screenshot(other, 'spin-wheel-refused');
    await other.close();

    const points = POINTS_WON.exec(won)?.[1];
    if (points !== undefined) {
      await prize.getByRole('link', { name: 'See your wallet' }).click();
      await page.waitForURL('**/wallet');
      // The Promo Points part holds the prize, and the history explains it.
      const promo = page.getByRole('listitem').filter({ hasText: 'Prizes and rewards; they expire' });
      await promo.waitFor();
      expect(await promo.textContent()).toContain(`₹\u00a0${points}`);
      await page.getByText('Spin the wheel prize', { exact: true }).waitFor();
      await screenshot(page, 'spin-wheel-wallet');
    } else if (COUPON_WON.test(won)) {
      // The customer's own coupon: its code, to use in the cart.
      expect(won).toMatch(COUPON_CODE);
      await prize.getByRole('link', { name: 'Use it in your cart' }).waitFor();
    } else {
      expect(won).toMatch(NOTHING_WON);
    }

    // Back on the game later the same day: today's prize, no spin.
    await page.goto(`${server.url}/spinWheel`);
    await page.getByRole('region', { name: 'Today’s prize' }).waitFor();
    expect(await page.getByRole('button', { name: 'Spin the wheel' }).count()).toBe(0);
  });

  it('shows the prize at once, without turning the wheel, when the customer prefers reduced motion', async () => {
    const { page, server } = session;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInByOtp(page, server.url, uniqueMobile());
    await page.goto(`${server.url}/spinWheel`);
    await page.getByRole('button', { name: 'Spin the wheel' }).click();
    // Well inside the wheel's 4-second turn.
    await page.getByRole('region', { name: 'Today’s prize' }).waitFor({ timeout: 2_000 });
    const live = await page.getByRole('status').allTextContents();
    expect(live.some((text) => POINTS_WON.test(text) || COUPON_WON.test(text) || NOTHING_WON.test(text))).toBe(true);
  });
});
