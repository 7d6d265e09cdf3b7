import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** STACK.md: flags that keep Debian's Chromium quiet on a closed network. */
const CHROMIUM_ARGS = [
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

export function newMobileContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true, locale: 'en-IN' });
}

/** Saves a screenshot named after the test; called on failure and for visual review. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = `${SCREENSHOT_DIR}/${name.replace(/[^a-z0-9-]+/gi, '-')}.png`;
  await page.screenshot({ path, fullPage: true });
  return path;
}
