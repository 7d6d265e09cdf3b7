import { Suspense, useContext } from 'react';
import { useSelector } from '@xstate/react';
import { lazyWithRetry } from '@/app/lazyWithRetry';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import { selectIsLoggedIn, selectUserId } from '@machines/session.machine';

/** The row, its machine, calls and texts are their own chunk: the landing page carries only this wrapper. */
const QuickReorderRow = lazyWithRetry(() => import('./QuickReorderRow'));

function SessionQuickReorder({ session }: Pick<RootActors, 'session'>) {
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  const userId = useSelector(session, selectUserId);
  if (!isLoggedIn || userId === null) return null;
  return (
    <Suspense fallback={null}>
      <QuickReorderRow key={userId} />
    </Suspense>
  );
}

/** SPEC 7 recent orders: the quick reorder row, only for a logged-in customer. */
export function QuickReorderWidget() {
  const actors = useContext(RootActorsContext);
  return actors ? <SessionQuickReorder session={actors.session} /> : null;
}
