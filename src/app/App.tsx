import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { ErrorFallback } from '@/components/ErrorFallback';
import { InstallPromptBanner } from './InstallPromptBanner';
import { RootActorsContext } from './RootActorsContext';
import type { RootActors } from './rootActors';
import { RootActorEvents } from './RootActorEvents';
import { AppRoutes } from './routes';
import { SessionNotice } from './SessionNotice';

export interface AppProps {
  actors: RootActors;
}

/** The app shell: root actors for everyone, the routes and the actors' navigation, the shell's own popup and install banner. */
export function App({ actors }: AppProps) {
  return (
    <ErrorBoundary fallback={<ErrorFallback />} onError={(error) => console.error(error)}>
      <RootActorsContext value={actors}>
        <BrowserRouter>
          <AppRoutes />
          <RootActorEvents />
        </BrowserRouter>
        <SessionNotice />
        <InstallPromptBanner />
      </RootActorsContext>
    </ErrorBoundary>
  );
}
