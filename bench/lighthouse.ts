/**
 * Lighthouse 12 on a page as a mobile customer gets it (the default mobile config: simulated slow 4G and 4x
 * CPU), in Debian's Chromium, median of three runs by performance score. A page that needs the customer's state
 * (a selected store, a cart) gets it from `prepare` in the same browser profile first; every run then starts with
 * an empty HTTP cache and no service worker, as a first visit does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/support/browser';
import { freePort } from '../test/e2e/support/server';

const RUNS = 3;

export interface PageScore {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript bytes transferred, as the server sent them. */
  scriptKb: number;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

function scoreOf({ lhr }: Result): PageScore {
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const resources = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
    ?.items;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptKb: (resources?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN) / 1024,
  };
}

export async function lighthouseMedian(url: string, prepare?: (page: Page) => Promise<void>): Promise<PageScore> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'slice-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    if (prepare) await prepare(page);
    const cdp = await context.newCDPSession(page);
    const scores: PageScore[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'service_workers,cache_storage' });
      const result = await lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // The state `prepare` made stays; the cache is emptied above instead.
        disableStorageReset: prepare !== undefined,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      scores.push(scoreOf(result));
    }
    scores.sort((a, b) => a.performance - b.performance);
    return scores[Math.floor(RUNS / 2)] as PageScore;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

export const describeScore = (name: string, score: PageScore): string =>
  `${name}: performance ${score.performance}, LCP ${(score.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(score.tbtMs)} ms, ` +
  `CLS ${score.cls.toFixed(3)}, accessibility ${score.accessibility}, ${score.scriptKb.toFixed(1)} KB of JavaScript transferred`;
