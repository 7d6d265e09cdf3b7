import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { ErrorFallback } from '@/components/ErrorFallback';
import { InstallPromptBanner } from './InstallPromptBanner';
import { RootActorsContext } from './RootActorsContext';
import type { RootActors } from './rootActors';
import { SessionNotice } from './SessionNotice';

export interface AppProps {
  actors: RootActors;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The app shell: root actors for everyone, the routes, and the shell's own popup and install banner. */
export function App({ actors, router }: AppProps) {
  return (
    <ErrorBoundary fallback={<ErrorFallback />} onError={(error) => console.error(error)}>
      <RootActorsContext value={actors}>
        <RouterProvider router={router} />
        <SessionNotice />
        <InstallPromptBanner />
      </RootActorsContext>
    </ErrorBoundary>
  );
}
