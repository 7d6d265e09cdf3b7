import { Suspense, useContext } from 'react';
import { useSelector } from '@xstate/react';
import { lazyWithRetry } from '@/app/lazyWithRetry';
import { useIsHydrated } from '@/app/useIsHydrated';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import { selectIsLoggedIn, selectUser, selectUserId } from '@machines/session.machine';

/** The widget, its machine, calls and texts are their own chunk: the landing page carries only this wrapper. */
const LoyaltyEnrolWidget = lazyWithRetry(() => import('@/screens/loyalty/LoyaltyEnrolWidget'));

function SessionLoyaltyWidget({ session }: Pick<RootActors, 'session'>) {
  const isLoggedIn = useSelector(session, selectIsLoggedIn);
  const userId = useSelector(session, selectUserId);
  const mobile = useSelector(session, selectUser)?.mobile;
  const isHydrated = useIsHydrated();
  if (!isHydrated || !isLoggedIn || userId === null || !mobile) return null;
  return (
    <Suspense fallback={null}>
      <LoyaltyEnrolWidget key={userId} userId={userId} mobile={mobile} />
    </Suspense>
  );
}

/** SPEC 5: the Pizza Pals enrolment widget, only for a logged-in customer not enrolled (the widget decides the rest). */
export function LoyaltyWidget() {
  const actors = useContext(RootActorsContext);
  return actors ? <SessionLoyaltyWidget session={actors.session} /> : null;
}
