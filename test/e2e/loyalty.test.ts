/**
 * Pizza Pals in a real browser against the real server, on a fast programme clock: a guest is sent to login and
 * comes back to the programme page; the landing widget invites a logged-in customer not enrolled; joining waits for
 * the programme's confirmation, then the customer is a member; leaving asks first, and joining again waits again.
 * The page has no serious accessibility problem on a phone.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enterOtp, latestOtp, requestOtp, uniqueMobile } from './support/accounts';
import { screenshot } from './support/browser';
import { E2E_ENV } from './support/server';
import { useBrowserSession } from './support/session';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The programme confirms an enrolment 3 s after it is asked (30 s at TIME_SCALE 1), so the wait is on screen first. Another process's static folder when told. */
const session = useBrowserSession({
  ...E2E_ENV,
  TIME_SCALE: '10',
  ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
});

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
    const result = await axe.run();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

describe('Pizza Pals in a real browser', () => {
  it('takes a guest through login back to the page, joins, waits for the programme, leaves and joins again', async () => {
    const { page, server } = session;
    const mobile = uniqueMobile();
    await page.goto(`${server.url}/pizzaLoyalty`);
    await page.waitForURL('**/login?from=%2FpizzaLoyalty');
    await requestOtp(page, mobile);
    await enterOtp(page, await latestOtp(server.url, mobile));
    await page.waitForURL((url) => url.pathname === '/pizzaLoyalty');

    const membership = page.getByRole('region', { name: 'Your membership' });
    await membership.getByText('Join Pizza Pals', { exact: true }).first().waitFor();
    await page.getByRole('region', { name: 'How Pizza Pals works' }).getByText('600 points = 1 free regular pizza.').waitFor();
    await page.getByText('No points yet. Your first order of the day earns 100 points.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await membership.getByRole('button', { name: 'Join Pizza Pals' }).click();
    const prompt = page.getByRole('dialog', { name: 'Join Pizza Pals?' });
    expect(await prompt.textContent()).toMatch(/PP\d{10}/);
    await screenshot(page, 'pizza-pals-join-prompt');
    await prompt.getByRole('button', { name: 'Join' }).click();
    await membership.getByText('Welcome to Pizza Pals!').waitFor();
    await membership.getByText('You’re a Pizza Pals member').waitFor({ timeout: 15_000 });
    expect(await membership.getByText(/^PP\d{10}$/).count()).toBe(1);
    await screenshot(page, 'pizza-pals-member');

    await membership.getByRole('button', { name: 'Leave Pizza Pals' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave Pizza Pals?' });
    await leave.getByRole('button', { name: 'Leave' }).click();
    await membership.getByText('You have left Pizza Pals').waitFor();
    await membership.getByRole('button', { name: 'Join again' }).click();
    await page.getByRole('dialog', { name: 'Join Pizza Pals?' }).getByRole('button', { name: 'Join' }).click();
    await membership.getByText(/Welcome to Pizza Pals!|You’re a Pizza Pals member/).waitFor();
  });

  it('invites a logged-in customer not enrolled from the landing page, and joins in one tap', async () => {
    const { page, server } = session;
    const mobile = uniqueMobile();
    await page.goto(`${server.url}/login`);
    await requestOtp(page, mobile);
    await enterOtp(page, await latestOtp(server.url, mobile));
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${server.url}/`);
    const widget = page.getByRole('region', { name: 'Join Pizza Pals, it’s free' });
    await widget.getByRole('button', { name: 'Join now' }).click();
    await page.getByText(/Welcome to Pizza Pals! We’re confirming your membership.|You’re a Pizza Pals member./).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // A member is not invited again.
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('region', { name: 'Join Pizza Pals, it’s free' }).count()).toBe(0);
  });
});
