import { Suspense, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { selectIsLoggedIn, selectUserId } from '@machines/session.machine';
import { RootActorsContext } from './RootActorsContext';
import type { RootActors } from './rootActors';
import { useIsHydrated } from './useIsHydrated';

type Render = (userId: string) => ReactNode;

function SessionCustomer({ session, children }: Pick<RootActors, 'session'> & { children: Render }) {
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  const userId = useSelector(session, selectUserId);
  const isHydrated = useIsHydrated();
  if (!isHydrated || !isLoggedIn || userId === null) return null;
  return <Suspense fallback={null}>{children(userId)}</Suspense>;
}

/**
 * Renders a logged-in customer's widget (usually a lazy chunk) with their user id; nothing for a guest, nor where the
 * app's root actors are absent, nor while the prerendered landing page hydrates (a session already restored would
 * otherwise draw what the prerender did not).
 */
export function ForLoggedInCustomer({ children }: { children: Render }) {
  const actors = useContext(RootActorsContext);
  return actors ? <SessionCustomer session={actors.session}>{children}</SessionCustomer> : null;
}
