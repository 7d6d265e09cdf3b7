/**
 * `npm run bench`: the speed and size budgets of DESIGN.md, measured rather than asserted in tests.
 * - JavaScript bytes the landing route transfers before interaction, as the server sends them (compressed;
 *   budget 120 KB), measured in Chromium,
 *   and what the map and menu routes load (reported; maps are loaded on demand);
 * - median latency of the config call and of the menu call (DESIGN: under 20 ms) on a warm server
 *   (sequential requests over loopback);
 * - the menu and config calls at 50 concurrent connections next to a static file of the same server: the menu
 *   must reach half the static file's throughput with p99 under 50 ms.
 */
import type { AnonymousSession } from '../src/contract/accounts';
import { PATHS } from '../src/contract/paths';
import { STORAGE_KEYS } from '../src/api/storage';
import type { Page } from 'playwright-core';
import { launchBrowser, newMobileContext } from '../test/e2e/support/browser';
import { storeValue } from '../test/e2e/support/pageStorage';
import { startServer } from '../test/e2e/support/server';
import { describeLoad, loadTest } from './load';
import { describeScore, lighthouseMedian, type PageScore } from './lighthouse';

const LANDING_JS_BUDGET_KB = 120;
const MENU_API_BUDGET_MS = 20;
/** Speed targets: the menu at 50 connections reaches this share of a static file's throughput, under this p99. */
const MENU_THROUGHPUT_SHARE = 0.5;
const MENU_P99_BUDGET_MS = 50;
/** A small text file the build writes, served by the same server. */
const STATIC_FILE = '/manifest.webmanifest';
/** A seeded store (Koramangala, Bengaluru) and a point it serves. */
const BENCH_STORE_ID = '66201';
const BENCH_POINT = { latitude: 12.9352, longitude: 77.6245 };
const WARM_UP_REQUESTS = 200;
const MEASURED_REQUESTS = 1000;

/** JavaScript bytes a route transfers in a fresh mobile context, as sent (encoded, headers included); `prepare` runs on the landing page first. */
async function routeJavaScriptKb(
  url: string,
  path: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<{ kb: number; files: number }> {
  const browser = await launchBrowser();
  try {
    // A first visit: no service worker answers from its cache, and what `prepare` loaded is not cached.
    const context = await newMobileContext(browser, { serviceWorkers: 'block' });
    const page = await context.newPage();
    if (prepare) {
      await page.goto(url, { waitUntil: 'networkidle' });
      await prepare(page);
    }
    const scripts: Promise<number>[] = [];
    const fresh = await context.newPage();
    await (await context.newCDPSession(fresh)).send('Network.clearBrowserCache');
    fresh.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(
          response
            .request()
            .sizes()
            .then((sizes) => sizes.responseHeadersSize + sizes.responseBodySize),
        );
    });
    await fresh.goto(`${url}${path}`, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts);
    return { kb: sizes.reduce((sum, size) => sum + size, 0) / 1024, files: sizes.length };
  } finally {
    await browser.close();
  }
}

async function medianLatency(target: string, init: RequestInit = {}): Promise<{ p50: number; p99: number }> {
  const get = async () => {
    const started = performance.now();
    await (await fetch(target, init)).arrayBuffer();
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP_REQUESTS; i += 1) await get();
  const samples: number[] = [];
  for (let i = 0; i < MEASURED_REQUESTS; i += 1) samples.push(await get());
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

async function anonymousHeaders(url: string): Promise<Record<string, string>> {
  const session = (await (await fetch(`${url}${PATHS.anonymousUser}`, { method: 'POST' })).json()) as AnonymousSession;
  return { authToken: session.credentials.accessToken, userId: session.userId };
}

/** The menu route needs a selected store, as a customer has after the location step. */
const withSelectedStore = (page: Page) =>
  storeValue(page, STORAGE_KEYS.store, {
    storeId: BENCH_STORE_ID,
    childStoreId: BENCH_STORE_ID,
    deliveryType: 'D',
    location: { ...BENCH_POINT, addressId: null, place: null },
    timing: { kind: 'now' },
    vehicleDetails: null,
  });

/** A side goes into the cart at once; a pizza's button opens its customisation instead. */
const SIDES_TAB = 'Sides';
const ADD_AS_IS = /^Add [^:]+$/;

/** A cart with one side in it, added on the selected store's menu as a customer would. */
async function withCartItem(page: Page): Promise<void> {
  await withSelectedStore(page);
  await page.goto(`${server.url}/menu`, { waitUntil: 'networkidle' });
  await page.getByRole('tab', { name: SIDES_TAB }).click();
  const added = page.waitForResponse((response) => response.url().includes(PATHS.cart) && response.request().method() !== 'GET');
  await page.getByRole('button', { name: ADD_AS_IS }).first().click();
  if (!(await added).ok()) throw new Error('The bench could not put a side into the cart.');
  await page.waitForLoadState('networkidle');
}

/** Speed targets: the landing page, and the menu and cart of a selected store (Lighthouse mobile). */
const LANDING_TARGETS = { performance: 98, lcpMs: 1_500, tbtMs: 100, cls: 0 };
const PAGE_PERFORMANCE_TARGET = 95;

const landingMeets = (score: PageScore) =>
  score.performance >= LANDING_TARGETS.performance &&
  score.lcpMs <= LANDING_TARGETS.lcpMs &&
  score.tbtMs <= LANDING_TARGETS.tbtMs &&
  score.cls <= LANDING_TARGETS.cls &&
  score.scriptKb <= LANDING_JS_BUDGET_KB;

const report = (name: string, result: { kb: number; files: number }, budget?: number) => {
  const verdict = budget === undefined ? '' : ` (${result.kb <= budget ? 'within' : 'OVER'} budget ${budget} KB)`;
  console.log(`${name} route JavaScript: ${result.kb.toFixed(1)} KB transferred in ${result.files} files${verdict}`);
};

const server = await startServer();
try {
  report('landing', await routeJavaScriptKb(server.url, '/'), LANDING_JS_BUDGET_KB);
  report('map', await routeJavaScriptKb(server.url, `/mapScreen?latitude=${BENCH_POINT.latitude}&longitude=${BENCH_POINT.longitude}`));
  report('menu', await routeJavaScriptKb(server.url, '/menu', withSelectedStore));
  const config = await medianLatency(`${server.url}${PATHS.config}`);
  console.log(
    `GET ${PATHS.config} on a warm server: median ${config.p50.toFixed(2)} ms, p99 ${config.p99.toFixed(2)} ms (${MEASURED_REQUESTS} sequential requests)`,
  );
  const menuPath = PATHS.storeMenu.replace('{storeId}', BENCH_STORE_ID);
  const menu = await medianLatency(`${server.url}${menuPath}`, { headers: await anonymousHeaders(server.url) });
  const menuVerdict = menu.p50 <= MENU_API_BUDGET_MS ? 'within' : 'OVER';
  console.log(
    `GET ${menuPath} on a warm server: median ${menu.p50.toFixed(2)} ms, p99 ${menu.p99.toFixed(2)} ms (${menuVerdict} budget ${MENU_API_BUDGET_MS} ms)`,
  );
  const landingScore = await lighthouseMedian(`${server.url}/`);
  console.log(`${describeScore('Lighthouse landing', landingScore)} (${landingMeets(landingScore) ? 'within' : 'OVER'} targets)`);
  for (const [name, path, prepare] of [
    ['menu', '/menu', withSelectedStore],
    ['cart', '/cart', withCartItem],
  ] as const) {
    const score = await lighthouseMedian(`${server.url}${path}`, async (page) => {
      await page.goto(server.url, { waitUntil: 'networkidle' });
      await prepare(page);
    });
    const verdict = score.performance >= PAGE_PERFORMANCE_TARGET ? 'within' : 'OVER';
    console.log(`${describeScore(`Lighthouse ${name}`, score)} (${verdict} target ${PAGE_PERFORMANCE_TARGET})`);
  }
  const staticLoad = await loadTest(`${server.url}${STATIC_FILE}`);
  console.log(describeLoad(`GET ${STATIC_FILE}`, staticLoad));
  console.log(describeLoad(`GET ${PATHS.config}`, await loadTest(`${server.url}${PATHS.config}`)));
  const menuLoad = await loadTest(`${server.url}${menuPath}`, await anonymousHeaders(server.url));
  const share = menuLoad.requestsPerSecond / staticLoad.requestsPerSecond;
  const loadVerdict = share >= MENU_THROUGHPUT_SHARE && menuLoad.p99Ms < MENU_P99_BUDGET_MS && menuLoad.failures === 0 ? 'within' : 'OVER';
  console.log(
    `${describeLoad(`GET ${menuPath}`, menuLoad)}: ${(share * 100).toFixed(0)}% of the static file ` +
      `(${loadVerdict} targets ${MENU_THROUGHPUT_SHARE * 100}% and p99 under ${MENU_P99_BUDGET_MS} ms)`,
  );
} finally {
  await server.stop();
}
