/** Registers the generated service worker; autoUpdate activates a new version at once (SPEC 4). */
import { registerSW } from 'virtual:pwa-register';

export function registerServiceWorker(): void {
  registerSW({ immediate: true });
}
