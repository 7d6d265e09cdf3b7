import '@/styles/tokens.css';
import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { keepMessagesLoaded } from '@/i18n/load';
import { App } from './App';
import { listenForInstallEvents } from './installEvents';
import { installPromptReceiver } from './installPrompt';
import { createRootActors, type RootActorsOptions } from './rootActors';

/** The live inspector only exists in dev builds; production never loads it. */
async function devInspect(): Promise<RootActorsOptions['inspect']> {
  if (!import.meta.env.DEV) return undefined;
  const { appInspector } = await import('./inspector');
  return appInspector.inspect;
}

/** The service worker registers after the first render, off the critical path. */
function registerServiceWorkerLater(): void {
  const register = () => void import('./pwa').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

async function boot(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');
  keepMessagesLoaded();
  const actors = createRootActors({ inspect: await devInspect(), userAgent: navigator.userAgent });
  listenForInstallEvents(window, installPromptReceiver(actors));
  createRoot(root).render(
    <StrictMode>
      <App actors={actors} />
    </StrictMode>,
  );
  registerServiceWorkerLater();
}

void boot();
