import { chromium } from 'playwright-core';
import { startServer } from '/work/main/test/e2e/support/server';
import { CHROMIUM_ARGS, chromiumPath } from '/work/main/test/e2e/support/browser';
const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
await page.goto(server.url + (process.argv[2] ?? '/'));
await page.waitForTimeout(6000);
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents as any[];
const tids = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.pid + ':' + e.tid));
const nav = events.find((e) => e.name === 'navigationStart')?.ts ?? 0;
const tasks = events.filter((e) => tids.has(e.pid + ':' + e.tid) && e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 50000);
let tbt = 0;
for (const t of tasks) {
  tbt += t.dur / 1000 - 50;
  const kids = events.filter((k) => k.pid === t.pid && k.tid === t.tid && k.ts >= t.ts && k.ts + (k.dur ?? 0) <= t.ts + t.dur && k.ph === 'X' && k.dur > 8000 && k !== t)
    .map((k) => `${k.name}${k.args?.data?.functionName ? '(' + k.args.data.functionName + ')' : ''}${k.args?.data?.url ? '@' + String(k.args.data.url).split('/').pop() : ''}:${(k.dur / 1000).toFixed(0)}`).slice(0, 10);
  console.log(((t.ts - nav) / 1000).toFixed(0), (t.dur / 1000).toFixed(0), kids.join(' | '));
}
console.log('TBT-ish (after FCP not checked):', tbt.toFixed(0));
await browser.close(); await server.stop();
