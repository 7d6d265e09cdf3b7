/**
 * Joining Pizza Pals on the way, in a real browser against the real server: with the login's 'Also join Pizza Pals'
 * (the loyalty variant of the OTP enrols when it is verified), and with an order (SPEC 3 enroll: the order carries the
 * card code the loyalty info call issued, and earns its points). The programme runs on a fast clock, so the
 * enrolment is confirmed within a second while the order's points stay on their way.
 */
import { describe, expect, it } from 'vitest';
import { enterOtp, latestOtp, uniqueMobile } from './support/accounts';
import { screenshot } from './support/browser';
import { checkout, payByCash } from './support/checkout';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';

/** Another process's static folder when told (E2E_STATIC_DIR). */
const session = useBrowserSession({
  ...E2E_ENV,
  TIME_SCALE: '100',
  ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
});

const MEMBER = /Welcome to Pizza Pals!|You’re a Pizza Pals member/;

describe('joining Pizza Pals on the way', () => {
  it("logs in with 'Also join Pizza Pals' and is a member on /pizzaLoyalty", async () => {
    const { page, server } = session;
    const mobile = uniqueMobile();
    await page.goto(`${server.url}/login?from=%2FpizzaLoyalty`);
    const join = page.getByRole('checkbox', { name: 'Also join Pizza Pals' });
    expect(await join.isChecked()).toBe(false);
    await join.check();
    await page.getByLabel('Mobile number').fill(mobile);
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await page.waitForURL('**/login-otp**');
    await enterOtp(page, await latestOtp(server.url, mobile));
    await page.waitForURL((url) => url.pathname === '/pizzaLoyalty');

    const membership = page.getByRole('region', { name: 'Your membership' });
    await membership.getByText(MEMBER).first().waitFor();
    expect(await membership.getByRole('button', { name: 'Join Pizza Pals' }).count()).toBe(0);
    await membership.getByText('You’re a Pizza Pals member').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'pizza-pals-joined-at-login');
  });

  it('joins with a cash order: a member afterwards, with the order’s points on their way on /pizzaLoyalty', async () => {
    const { page, server } = session;
    await checkout(page, server.url);
    const join = page.getByRole('switch', { name: 'Join Pizza Pals with this order and earn 100 points on it' });
    await join.waitFor();
    expect(await join.getAttribute('aria-checked')).toBe('false');
    await join.click();
    expect(await join.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'pizza-pals-join-with-order');
    await payByCash(page);

    await page.goto(`${server.url}/pizzaLoyalty`);
    const membership = page.getByRole('region', { name: 'Your membership' });
    await membership.getByText(MEMBER).first().waitFor();
    await page.getByText('100 points on their way').waitFor();
    await membership.getByText('You’re a Pizza Pals member').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'pizza-pals-joined-with-order');
  });
});
