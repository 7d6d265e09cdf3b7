/**
 * Registers the generated service worker. The worker skips waiting and claims its clients, so an update
 * activates at once (SPEC 4); a page an older worker controlled reloads when the new one takes over, so
 * it never mixes old and new assets. Plain browser APIs: workbox-window would add 2 KB to the landing page.
 */
const SERVICE_WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;

export function registerServiceWorker(): void {
  const container = navigator.serviceWorker;
  if (!container) return;
  const updatingOldVersion = container.controller !== null;
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!updatingOldVersion || reloading) return;
    reloading = true;
    window.location.reload();
  });
  void container.register(SERVICE_WORKER_URL, { scope: import.meta.env.BASE_URL });
}
