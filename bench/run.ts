/**
 * `npm run bench`: the speed and size budgets of DESIGN.md, measured rather than asserted in tests.
 * - gzipped JavaScript the landing route loads before interaction (budget 120 KB), measured in Chromium;
 * - median latency of the config call on a warm server (sequential requests over loopback).
 */
import { gzipSync } from 'node:zlib';
import { PATHS } from '../src/api/contract';
import { launchBrowser, newMobileContext } from '../test/e2e/support/browser';
import { startServer } from '../test/e2e/support/server';

const LANDING_JS_BUDGET_KB = 120;
const WARM_UP_REQUESTS = 200;
const MEASURED_REQUESTS = 1000;

async function landingJavaScriptKb(url: string): Promise<{ kb: number; files: number }> {
  const browser = await launchBrowser();
  try {
    const context = await newMobileContext(browser);
    const page = await context.newPage();
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    const bytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    return { kb: bytes / 1024, files: bodies.length };
  } finally {
    await browser.close();
  }
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  await (await fetch(url)).arrayBuffer();
  return performance.now() - started;
}

async function configLatency(url: string): Promise<{ p50: number; p99: number }> {
  const target = `${url}${PATHS.config}`;
  for (let i = 0; i < WARM_UP_REQUESTS; i += 1) await timedGet(target);
  const samples: number[] = [];
  for (let i = 0; i < MEASURED_REQUESTS; i += 1) samples.push(await timedGet(target));
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99) };
}

const server = await startServer();
try {
  const landing = await landingJavaScriptKb(server.url);
  const verdict = landing.kb <= LANDING_JS_BUDGET_KB ? 'within' : 'OVER';
  console.log(`landing route JavaScript: ${landing.kb.toFixed(1)} KB gzip in ${landing.files} files (${verdict} budget ${LANDING_JS_BUDGET_KB} KB)`);
  const config = await configLatency(server.url);
  console.log(`GET ${PATHS.config} on a warm server: median ${config.p50.toFixed(2)} ms, p99 ${config.p99.toFixed(2)} ms (${MEASURED_REQUESTS} sequential requests)`);
} finally {
  await server.stop();
}
