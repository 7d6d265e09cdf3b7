/** Feeds the browser's install events to the install prompt actor. */
import type { DeferredInstallPrompt, InstallPromptEvent } from '@machines/installPrompt.machine';

export interface InstallPromptReceiver {
  send(event: InstallPromptEvent): void;
}

type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Keeps `beforeinstallprompt` (its default mini-infobar suppressed) for our own banner, and reports
 * `appinstalled`. Returns a function that stops listening.
 */
export function listenForInstallEvents(source: EventSource, actor: InstallPromptReceiver): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    actor.send({ type: 'prompt.available', prompt: event as Event & DeferredInstallPrompt });
  };
  const onInstalled = () => actor.send({ type: 'app.installed' });
  source.addEventListener('beforeinstallprompt', onPrompt);
  source.addEventListener('appinstalled', onInstalled);
  return () => {
    source.removeEventListener('beforeinstallprompt', onPrompt);
    source.removeEventListener('appinstalled', onInstalled);
  };
}
