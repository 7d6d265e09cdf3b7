import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

/** STACK.md: flags that keep Debian's Chromium quiet on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const MOBILE_VIEWPORT = { width: 390, height: 844 };
const SCREENSHOT_DIR = 'test-results/screenshots';

export function chromiumPath(): string {
  const found = process.env.CHROMIUM_PATH ?? execFileSync('sh', ['-c', 'command -v chromium || true']).toString().trim();
  if (!found) throw new Error('Debian chromium is not installed: apt-get install -y chromium');
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/** A device's client id (slice.clientId) in the last A/B bucket: out of every configured share, such as auto login. */
export const CLIENT_ID_OUT_OF_SHARES = '1999.1764547200';

/** A phone-sized context whose device has `clientId` (by default out of every share, so guests log in before paying). */
export async function newMobileContext(
  browser: Browser,
  { clientId = CLIENT_ID_OUT_OF_SHARES, ...options }: BrowserContextOptions & { clientId?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true, locale: 'en-IN', ...options });
  await context.addInitScript((id) => {
    if (!localStorage.getItem('slice.clientId')) localStorage.setItem('slice.clientId', id);
  }, clientId);
  return context;
}

/** Saves a screenshot named after the test; called on failure and for visual review. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}/${name.replace(/[^a-z0-9-]+/gi, '-')}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** How many lines `text` (by default all the element's text) takes where the element renders it. */
export function linesOf(locator: Locator, text?: string): Promise<number> {
  return locator.evaluate((element, wanted) => {
    const whole = element.textContent ?? '';
    const start = wanted === null ? 0 : whole.indexOf(wanted);
    if (start < 0) throw new Error(`"${wanted}" is not in "${whole}"`);
    const end = wanted === null ? whole.length : start + wanted.length;
    const range = document.createRange();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let offset = 0;
    let started = false;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      if (!started && start < offset + length) {
        range.setStart(node, start - offset);
        started = true;
      }
      if (started && end <= offset + length) {
        range.setEnd(node, end - offset);
        break;
      }
      offset += length;
    }
    const lineTops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top));
    return new Set(lineTops).size;
  }, text ?? null);
}
