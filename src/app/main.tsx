/**
 * The entry: the page's base styles, then the app once the browser has painted a frame, so the prerendered
 * landing page shows before any of the app's JavaScript runs (the app's chunks are preloaded meanwhile).
 * React's renderer is evaluated in a task of its own and the app in the next, so that neither holds the
 * main thread long enough to delay a tap.
 */
import '@/styles/tokens.css';
import '@/styles/global.css';

/** Set while the page reloads because the app's chunks did not load (a release replaced them, or the network failed). */
const RELOADED_KEY = 'slice.bootReloaded';

const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

async function start(): Promise<void> {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./boot');
  sessionStorage.removeItem(RELOADED_KEY);
}

// A page whose app cannot load would look usable and do nothing: it is loaded afresh, once.
function reloadOnce(error: unknown): void {
  if (sessionStorage.getItem(RELOADED_KEY)) throw error;
  sessionStorage.setItem(RELOADED_KEY, '1');
  window.location.reload();
}

requestAnimationFrame(() => void start().catch(reloadOnce));
