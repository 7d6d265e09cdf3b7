/**
 * The landing page's HTML exactly as the app's first render in the browser draws it, made at build time
 * (vite.config.ts puts it into index.html) so the page paints before any JavaScript arrives; boot.tsx then
 * hydrates it. The root actors are created but not started: a started session or store would begin
 * restoring from the device, which the browser's first render has not seen yet either.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createActor } from 'xstate';
import { PRERENDERED_PATH } from '@/contract/documents';
import { LANGUAGES } from '@/i18n/languages';
import { sessionMachine } from '@machines/session.machine';
import { networkMachine } from '@machines/network.machine';
import { storeMachine } from '@machines/store.machine';
import { App } from './App';
import { seoDocument } from './seoDocument';

function LandingRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location={PRERENDERED_PATH}>{children}</StaticRouter>;
}

export { PRERENDERED_PATH };
export { SCREEN_ROUTES } from './routeTable';
export { seoHeadHtml } from './seoDocument';

/** SPEC 7 "SEO tags": every language's document, which the build writes to /seo/<language>.json. */
export const SEO_DOCUMENTS = Object.fromEntries(LANGUAGES.map((language) => [language, seoDocument(language)]));

/** Waits for the lazily loaded landing screen, as the browser does before it hydrates, and returns the root's inner HTML. */
export async function prerenderLanding(): Promise<string> {
  const actors = {
    session: createActor(sessionMachine),
    store: createActor(storeMachine),
    network: createActor(networkMachine, { input: { online: true } }),
  };
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App actors={actors} Router={LandingRouter} />
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  // A part that cannot render on the server would be drawn by the client alone: the build fails instead.
  if (errors.length > 0) throw new AggregateError(errors, 'The landing page did not prerender.');
  return new Response(prelude).text();
}
