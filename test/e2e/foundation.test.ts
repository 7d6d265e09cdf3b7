import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '@/api/contract';
import { BROKEN_LINK } from '@/domain/messages';
import { launchBrowser, newMobileContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  context = await newMobileContext(browser);
  page = await context.newPage();
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await screenshot(page, `failed-${task.name}`);
  await context.close();
});

function isAnonymousCreation(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === PATHS.anonymousUser;
}

describe('foundation in a real browser', () => {
  it('the landing page shows the delivery choices and the banners from the server', async () => {
    await page.goto(server.url);
    await expect.poll(() => page.getByRole('button', { name: 'Delivery', exact: true }).count()).toBe(1);
    for (const choice of ['Takeaway/Dine-in', 'Drive-n-Pick', 'Deliver on train']) {
      expect(await page.getByRole('button', { name: choice }).count()).toBe(1);
    }
    expect(await page.getByRole('switch', { name: /veg/i }).count()).toBe(1);
    const banners = page.locator('img[src^="/images/banners/"]');
    await expect.poll(() => banners.count()).toBeGreaterThan(0);
    await screenshot(page, 'landing');
  });

  it('the landing page has no serious accessibility violations', async () => {
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Delivery', exact: true }).waitFor();
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
      const result = await axe.run();
      return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    expect(violations).toEqual([]);
  });

  it('registers the service worker, which then serves the shell offline', async () => {
    await page.goto(server.url);
    const active = await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
    expect(active).toBe(true);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Delivery', exact: true }).count()).toBe(1);
    await context.setOffline(false);
  });

  it('creates one anonymous session and keeps it across a reload', async () => {
    const creations: Request[] = [];
    const userIds = new Set<string>();
    page.on('request', (request) => {
      if (isAnonymousCreation(request)) creations.push(request);
      const userId = request.headers()['userid'];
      if (userId && new URL(request.url()).pathname === PATHS.widgets) userIds.add(userId);
    });
    const created = page.waitForResponse((response) => isAnonymousCreation(response.request()));
    await page.goto(server.url);
    const session = (await (await created).json()) as { userId: string };
    expect(session.userId).toBeTruthy();
    await expect.poll(() => userIds.size).toBe(1);

    const widgetsAfterReload = page.waitForRequest((request) => new URL(request.url()).pathname === PATHS.widgets);
    await page.reload();
    expect((await widgetsAfterReload).headers()['userid']).toBe(session.userId);
    expect(creations).toHaveLength(1);
    expect([...userIds]).toEqual([session.userId]);
  });

  it('an unknown path shows the 404 page with a way home', async () => {
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByText(BROKEN_LINK).count()).toBe(1);
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Go to home' }).click();
    await page.getByRole('button', { name: 'Delivery', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('choosing Deliver on train goes to its route, which is not built yet and shows the 404 page', async () => {
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Deliver on train' }).click();
    await page.waitForURL('**/deliverOnTrain');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });
});
