import { describe, expect, it } from 'vitest';
import landingEn from '@/i18n/en/landing';
import landingHi from '@/i18n/hi/landing';
import commonHi from '@/i18n/hi/common';
import { APP_PRELOADS_TEMPLATE_ID } from '@/contract/documents';
import { LANGUAGE_COOKIE } from '@/i18n/languages';
import { newMobileContext } from './support/browser';
import { useBrowserSession } from './support/session';

const { title: TITLE, vegOnly: VEG_ONLY } = landingEn.texts;

const session = useBrowserSession();

/** Longer than boot.tsx waits for the first screen's chunk before its first render. */
const SCREEN_HELD_MS = 1_500;

const pageHtml = async (path: string, cookie?: string) => {
  const response = await fetch(`${session.server.url}${path}`, {
    headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) },
  });
  return response.text();
};

/** The classes of the hero title, a delivery choice and the veg switch: what CSS modules named them. */
const landmarkClasses = () =>
  session.page.evaluate(() =>
    [
      document.querySelector('h1'),
      [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Delivery'),
      document.querySelector('[role="switch"]'),
    ].map((element) => element?.getAttribute('class') ?? null),
  );

describe('the landing page paints before JavaScript, then hydrates', () => {
  it('is sent as real HTML: the hero, the delivery choices, the veg switch and the offers placeholder', async () => {
    const html = await pageHtml('/');
    expect(html).toContain('data-prerendered="/"');
    expect(html).toContain(`<h1`);
    expect(html).toContain(TITLE);
    for (const choice of ['Delivery', 'Takeaway/Dine-in', 'Drive-n-Pick', 'Deliver on train']) expect(html).toContain(choice);
    expect(html).toContain('role="switch"');
    // No render-blocking stylesheet: the first screen's styles come inline.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style>[^<]+<\/style>/);
    // The app's chunks wait, inert, until the page has painted: nothing downloads ahead of the first paint.
    const preloads = new RegExp(`<template id="${APP_PRELOADS_TEMPLATE_ID}">(.*?)</template>`).exec(html)?.[1] ?? '';
    expect(preloads).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/LandingScreen-[^"]+\.js">/);
    expect(html.replace(preloads, '')).not.toMatch(/rel="(?:modulepreload|preload)"/);
  });

  it('shows the landing page with JavaScript turned off', async () => {
    const context = await newMobileContext(session.page.context().browser()!, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(session.server.url);
      expect(await page.getByRole('heading', { level: 1, name: TITLE }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Delivery', exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('switch', { name: new RegExp(VEG_ONLY) }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('hydrates the prerendered markup in place, without a mismatch or a console error', async () => {
    const problems: string[] = [];
    session.page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    session.page.on('pageerror', (error) => problems.push(error.message));
    // Before any page script: remember the prerendered title node and watch whether the root's content is replaced.
    await session.page.addInitScript(() => {
      const state = window as unknown as { prerenderedTitle?: Element | null; rootReplaced?: boolean };
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        state.prerenderedTitle = root?.querySelector('h1');
        new MutationObserver((records) => {
          if (records.some((record) => record.removedNodes.length > 0)) state.rootReplaced = true;
        }).observe(root!, { childList: true });
      });
    });
    await session.page.goto(session.server.url);
    const prerenderedClasses = await landmarkClasses();
    // Hydrated once the switch answers: it is disabled until the stored preferences load.
    const vegSwitch = session.page.getByRole('switch', { name: new RegExp(VEG_ONLY) });
    await expect.poll(() => vegSwitch.isEnabled()).toBe(true);
    await vegSwitch.click();
    await expect.poll(() => vegSwitch.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => session.page.locator('img[src^="/images/banners/"]').count()).toBeGreaterThan(0);
    const kept = await session.page.evaluate(() => {
      const state = window as unknown as { prerenderedTitle?: Element | null; rootReplaced?: boolean };
      return { sameTitle: state.prerenderedTitle === document.querySelector('h1'), rootReplaced: state.rootReplaced ?? false };
    });
    expect(kept).toEqual({ sameTitle: true, rootReplaced: false });
    const headPreloads = await session.page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
    );
    expect(headPreloads).toContainEqual(expect.stringMatching(/^\/assets\/LandingScreen-/));
    expect(problems).toEqual([]);

    // A client render (from another route, with links) names the same classes as the prerender did.
    await session.page.goto(`${session.server.url}/no-such-page`);
    await session.page.getByRole('link', { name: /home/i }).first().click();
    await session.page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await landmarkClasses()).toEqual(prerenderedClasses);
  });

  it('answers a tap made before the app has started, once it and the landing screen have loaded', async () => {
    const { page } = session;
    const held = (pattern: string) => {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      void page.route(pattern, async (route) => {
        await released;
        await route.continue();
      });
      return release;
    };
    const startApp = held('**/assets/boot-*.js');
    // Held past the app's first render: the app hydrates around a screen still loading.
    const loadScreen = held('**/assets/LandingScreen-*.js');
    await page.goto(session.server.url);
    await page.getByRole('button', { name: commonHi.language.hi }).click();
    // Nothing answers yet: the page is still the English one.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
    expect(await page.getByRole('button', { name: commonHi.language.hi }).getAttribute('aria-pressed')).toBe('false');

    startApp();
    await page.waitForTimeout(SCREEN_HELD_MS);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(TITLE);
    loadScreen();
    await page.getByRole('heading', { level: 1, name: landingHi.title }).waitFor();
    expect(await page.getByRole('button', { name: commonHi.language.hi }).getAttribute('aria-pressed')).toBe('true');
  });

  it('renders from the shell for a customer who reads Hindi, and for every other route', async () => {
    expect(await pageHtml('/', `${LANGUAGE_COOKIE}=hi`)).not.toContain('data-prerendered');
    expect(await pageHtml('/menu')).not.toContain('data-prerendered');
    await session.context.addCookies([{ name: LANGUAGE_COOKIE, value: 'hi', url: session.server.url }]);
    await session.page.addInitScript(() => localStorage.setItem('slice.language', 'hi'));
    await session.page.goto(session.server.url);
    await expect.poll(() => session.page.getByRole('heading', { level: 1 }).textContent()).toBe(landingHi.title);
  });
});
