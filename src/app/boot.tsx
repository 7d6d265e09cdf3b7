/** The app, loaded by main.tsx once the page has painted. */
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BACKGROUND_SCRIPTS_IDLE_MS } from '@/domain/constants';
import { currentLanguage } from '@/i18n/language';
import { DEFAULT_LANGUAGE } from '@/i18n/languages';
import { keepMessagesLoaded } from '@/i18n/load';
import { App } from './App';
import { listenForInstallEvents } from './installEvents';
import { installPromptReceiver } from './installPrompt';
import { listenForNetworkEvents } from './network';
import { createRootActors, type RootActorsOptions } from './rootActors';
import { preloadScreenAt } from './routes';

/** The live inspector only exists in dev builds; production never loads it. */
async function devInspect(): Promise<RootActorsOptions['inspect']> {
  if (!import.meta.env.DEV) return undefined;
  const { appInspector } = await import('./inspector');
  return appInspector.inspect;
}

const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/** How long the first render waits for its screen's chunk, which the page's preloads have usually fetched already. */
const FIRST_SCREEN_WAIT_MS = 1_000;

/** A page that is never idle still gets its background scripts after this long. */
const IDLE_TIMEOUT_MS = 5_000;

/** SPEC 9: background scripts wait until the page has loaded, then the idle wait, then an idle moment of the main thread. */
function whenIdleAfterLoad(task: () => void): void {
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS }) : task());
  const afterWait = () => window.setTimeout(idle, BACKGROUND_SCRIPTS_IDLE_MS);
  if (document.readyState === 'complete') afterWait();
  else window.addEventListener('load', afterWait, { once: true });
}

/**
 * The build prerenders the landing page in the default language into index.html (scripts/prerenderPlugin.ts);
 * the server sends it only for that path, so it is hydrated when this visit would draw the same page.
 */
function isPrerenderedFor(root: HTMLElement): boolean {
  return root.dataset.prerendered === window.location.pathname && currentLanguage() === DEFAULT_LANGUAGE;
}

/** Calls `onCommit` once the render it is part of has reached the page. */
function AfterCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

export interface BootOptions {
  /**
   * Called once the first render has reached the page and the first screen's code has loaded (or failed to):
   * a tap on the prerendered screen then reaches the app, which hydrates that screen for it at once.
   */
  onFirstScreen(): void;
}

/** Starts the app in `root`: the root actors, then hydrating the prerendered page or rendering from scratch. */
export async function boot(root: HTMLElement, { onFirstScreen }: BootOptions): Promise<void> {
  keepMessagesLoaded();
  const screen = preloadScreenAt(window.location.pathname);
  const inspect = await devInspect();
  // This module's evaluation, the actors' start and the first render each get a task of their own.
  await nextTask();
  const actors = createRootActors({ inspect, userAgent: navigator.userAgent, online: navigator.onLine });
  const idle = new Promise<void>((resolve) => whenIdleAfterLoad(resolve));
  listenForInstallEvents(window, installPromptReceiver(actors, idle));
  listenForNetworkEvents(window, actors.network);
  const whenScreenLoaded = () => void screen.then(onFirstScreen);
  const app = (
    <StrictMode>
      <App actors={actors} />
      <AfterCommit onCommit={whenScreenLoaded} />
    </StrictMode>
  );
  // Not for long: a screen whose chunk is slow or failing shows the loading fallback or the error page meanwhile.
  await Promise.race([screen, new Promise((resolve) => window.setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
  // A transition renders in slices that yield to the browser.
  await nextTask();
  startTransition(() => {
    if (isPrerenderedFor(root)) hydrateRoot(root, app);
    else {
      root.replaceChildren();
      createRoot(root).render(app);
    }
  });
  // The service worker registers off the first screen's critical path.
  void idle.then(() => import('./pwa')).then(({ registerServiceWorker }) => registerServiceWorker());
}
