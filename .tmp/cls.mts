import { chromium } from 'playwright-core';
import { startServer } from '/work/main/test/e2e/support/server';
import { CHROMIUM_ARGS, chromiumPath } from '/work/main/test/e2e/support/browser';
const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
const page = await context.newPage();
await page.addInitScript(() => {
  (window as any).shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as any[]) (window as any).shifts.push({ value: e.value, t: e.startTime, sources: (e.sources || []).map((s: any) => `${s.node?.nodeName}.${s.node?.className} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`) });
  }).observe({ type: 'layout-shift', buffered: true });
});
const cdp = await context.newCDPSession(page);
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(server.url + process.argv[2]);
await page.waitForTimeout(8000);
console.log(JSON.stringify(await page.evaluate(() => (window as any).shifts), null, 1));
await page.evaluate(() => window.scrollTo(0, 700)); await page.waitForTimeout(300); await page.screenshot({ path: '/tmp/landing.png' });
await browser.close(); await server.stop();
