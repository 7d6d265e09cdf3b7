import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import { screenshot } from './support/browser';
import { useBrowserSession } from './support/session';
import messagesEn from '@/i18n/en/messages';

const { brokenLink: BROKEN_LINK } = messagesEn.texts;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const session = useBrowserSession();

function isAnonymousCreation(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === PATHS.anonymousUser;
}

describe('foundation in a real browser', () => {
  it('the landing page shows the delivery choices and the banners from the server', async () => {
    await session.page.goto(session.server.url);
    await expect.poll(() => session.page.getByRole('button', { name: 'Delivery', exact: true }).count()).toBe(1);
    for (const choice of ['Takeaway/Dine-in', 'Drive-n-Pick', 'Deliver on train']) {
      expect(await session.page.getByRole('button', { name: choice }).count()).toBe(1);
    }
    expect(await session.page.getByRole('switch', { name: /veg/i }).count()).toBe(1);
    const banners = session.page.locator('img[src^="/images/banners/"]');
    await expect.poll(() => banners.count()).toBeGreaterThan(0);
    await screenshot(session.page, 'landing');
  });

  it('the landing page has no serious accessibility violations', async () => {
    await session.page.goto(session.server.url);
    await session.page.getByRole('button', { name: 'Delivery', exact: true }).waitFor();
    // Evaluated through the debugging protocol: the app's CSP rightly refuses an injected inline script.
    await session.page.evaluate(axeSource);
    const violations = await session.page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
      const result = await axe.run();
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    expect(violations).toEqual([]);
  });

  it('registers the service worker, which then serves the shell offline', async () => {
    await session.page.goto(session.server.url);
    const active = await session.page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
    expect(active).toBe(true);
    await expect.poll(() => session.page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
    await session.context.setOffline(true);
    await session.page.reload();
    await expect.poll(() => session.page.getByRole('button', { name: 'Delivery', exact: true }).count()).toBe(1);
    await session.context.setOffline(false);
  });

  it('creates one anonymous session and keeps it across a reload', async () => {
    const creations: Request[] = [];
    const userIds = new Set<string>();
    session.page.on('request', (request) => {
      if (isAnonymousCreation(request)) creations.push(request);
      const userId = request.headers()['userid'];
      if (userId && new URL(request.url()).pathname === PATHS.widgets) userIds.add(userId);
    });
    const created = session.page.waitForResponse((response) => isAnonymousCreation(response.request()));
    await session.page.goto(session.server.url);
    const anonymous = (await (await created).json()) as { userId: string };
    expect(anonymous.userId).toBeTruthy();
    await expect.poll(() => userIds.size).toBe(1);

    const widgetsAfterReload = session.page.waitForRequest((request) => new URL(request.url()).pathname === PATHS.widgets);
    await session.page.reload();
    expect((await widgetsAfterReload).headers()['userid']).toBe(anonymous.userId);
    expect(creations).toHaveLength(1);
    expect([...userIds]).toEqual([anonymous.userId]);
  });

  it('an unknown path shows the 404 page with a way home', async () => {
    await session.page.goto(`${session.server.url}/no-such-page`);
    await session.page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await session.page.getByText(BROKEN_LINK).count()).toBe(1);
    await screenshot(session.page, 'not-found');
    await session.page.getByRole('link', { name: 'Go to home' }).click();
    await session.page.getByRole('button', { name: 'Delivery', exact: true }).waitFor();
    expect(new URL(session.page.url()).pathname).toBe('/');
  });

  it('choosing Deliver on train goes to the PNR screen', async () => {
    await session.page.goto(session.server.url);
    await session.page.getByRole('button', { name: 'Deliver on train' }).click();
    await session.page.waitForURL('**/deliverOnTrain');
    await session.page.getByLabel('PNR number').waitFor();
    expect(await session.page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
  });

  it('the IRCTC banner leads to the PNR screen', async () => {
    await session.page.goto(session.server.url);
    const banner = session.page.getByRole('link', { name: /Pizza on your train seat/ });
    await banner.click();
    await session.page.waitForURL('**/deliverOnTrain');
    await session.page.getByLabel('PNR number').waitFor();
  });
});
