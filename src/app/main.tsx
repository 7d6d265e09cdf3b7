/**
 * The entry: the page's base styles, then the app once the browser has painted a frame, so the prerendered
 * landing page shows before any of the app's JavaScript runs. Its chunks are then asked for (the landing page
 * keeps their preload links inert until then, so they take no bandwidth from the first paint) and evaluated in
 * stages, a task each, so that none holds the main thread long enough to delay a tap.
 */
import '@/styles/tokens.css';
import '@/styles/global.css';
import { APP_PRELOADS_TEMPLATE_ID } from '@/contract/documents';
import { keepEarlyTaps } from './earlyTaps';

/** Set while the page reloads because the app's chunks did not load (a release replaced them, or the network failed). */
const RELOADED_KEY = 'slice.bootReloaded';

const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/** One link per task: starting a download costs the main thread more than it seems. */
async function preloadApp(): Promise<void> {
  const preloads = document.getElementById(APP_PRELOADS_TEMPLATE_ID);
  if (!(preloads instanceof HTMLTemplateElement)) return;
  for (const link of [...preloads.content.children]) {
    document.head.append(link);
    await nextTask();
  }
}

/**
 * The app's chunks in the order they are evaluated, each in a task of its own: React's renderer, the libraries,
 * the layers below the machines and the machines; then the app (vite.config.ts chunks them so).
 */
const STAGES = [
  () => import('react-dom/client'),
  // One named export each, so that the build keeps only what the app uses of the module.
  () => import('xstate').then(({ setup }) => setup),
  () => import('@/api').then(({ setApiClient }) => setApiClient),
  () => import('@machines/session.machine').then(({ sessionMachine }) => sessionMachine),
];

async function start(root: HTMLElement, replayEarlyTap: () => void): Promise<void> {
  await nextTask();
  await preloadApp();
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  const { boot } = await import('./boot');
  await boot(root, { onFirstScreen: replayEarlyTap });
  sessionStorage.removeItem(RELOADED_KEY);
}

// A page whose app cannot load would look usable and do nothing: it is loaded afresh, once.
function reloadOnce(error: unknown): void {
  if (sessionStorage.getItem(RELOADED_KEY)) throw error;
  sessionStorage.setItem(RELOADED_KEY, '1');
  window.location.reload();
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
const replayEarlyTap = keepEarlyTaps(root);
requestAnimationFrame(() => void start(root, replayEarlyTap).catch(reloadOnce));
