import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { ErrorFallback } from '@/components/ErrorFallback';
import { InstallPromptBanner } from './InstallPromptBanner';
import { NetworkNotice } from './NetworkNotice';
import { RootActorsContext } from './RootActorsContext';
import type { RootActors } from './rootActors';
import { RootActorEvents } from './RootActorEvents';
import { AppRoutes } from './routes';
import { SeoTags } from './SeoTags';
import { SessionNotice } from './SessionNotice';

export interface AppProps {
  actors: RootActors;
  /** The browser's history; the build's prerender (src/app/prerender.tsx) draws one fixed path instead. */
  Router?: ComponentType<{ children: ReactNode }>;
}

/** The app shell: root actors for everyone, the routes and the actors' navigation, the route's SEO tags, the shell's own popup and install banner. */
export function App({ actors, Router = BrowserRouter }: AppProps) {
  return (
    <ErrorBoundary fallback={<ErrorFallback />} onError={(error) => console.error(error)}>
      <RootActorsContext value={actors}>
        <NetworkNotice />
        <Router>
          <AppRoutes />
          <RootActorEvents />
          <SeoTags />
        </Router>
        <SessionNotice />
        <InstallPromptBanner />
      </RootActorsContext>
    </ErrorBoundary>
  );
}
