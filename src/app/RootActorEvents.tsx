import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppNavigate } from './useAppNavigate';
import { useRootActors } from './RootActorsContext';

export interface RootActorEventsProps {
  /** Leaves the app for a URL; tests pass a spy, the app a full page load. */
  redirect?: (url: string) => void;
}

const loadPage = (url: string) => window.location.assign(url);

/**
 * Carries out what the app-lifetime actors emit, once for the whole app: the session's and the
 * login flow's `navigate` (a route change; to the page already shown it replaces the entry) and the
 * login flow's `redirect` (a full page load, e.g. to the social identity provider).
 */
export function RootActorEvents({ redirect = loadPage }: RootActorEventsProps) {
  const { session, login } = useRootActors();
  const appNavigate = useAppNavigate();
  const { pathname, search } = useLocation();
  const navigate = useEffectEvent((to: string) => appNavigate(to, { replace: to === `${pathname}${search}` }));
  const leave = useEffectEvent((url: string) => redirect(url));

  useEffect(() => {
    const subscriptions = [
      session.on('navigate', ({ to }) => navigate(to)),
      login.on('navigate', ({ to }) => navigate(to)),
      login.on('redirect', ({ url }) => leave(url)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [session, login]);

  return null;
}
