/**
 * The entry: the page's base styles, then the app once the browser has painted a frame, so the prerendered
 * landing page shows before any of the app's JavaScript runs (the app's chunks are preloaded meanwhile).
 * React's renderer is evaluated in a task of its own and the app in the next, so that neither holds the
 * main thread long enough to delay a tap.
 */
import '@/styles/tokens.css';
import '@/styles/global.css';

const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

requestAnimationFrame(async () => {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./boot');
});
