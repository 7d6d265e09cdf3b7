import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, newMobileContext, screenshot } from './browser';
import { startServer, type RunningServer } from './server';

export interface BrowserSession {
  readonly server: RunningServer;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * One server (started with `env`) and one browser for the file, a fresh mobile context and page for
 * each test; a failing test leaves a screenshot named after it.
 */
export function useBrowserSession(env: Record<string, string> = {}): BrowserSession {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
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

  return {
    get server() {
      return server;
    },
    get context() {
      return context;
    },
    get page() {
      return page;
    },
  };
}
