import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { setLanguage } from '@/i18n/language';
import { useAppNavigate } from './useAppNavigate';
import { useRootActors } from './RootActorsContext';

/**
 * Carries out the session's `navigation.requested` (e.g. home after logout), once for the whole app; to the page
 * already shown it replaces the entry. A login's saved language becomes the app's. The login flow's
 * events are carried out by its screens (loginFlow.tsx).
 */
export function RootActorEvents() {
  const { session } = useRootActors();
  const appNavigate = useAppNavigate();
  const { pathname, search } = useLocation();
  const navigate = useEffectEvent((to: string) => appNavigate(to, { replace: to === `${pathname}${search}` }));

  useEffect(() => {
    const subscriptions = [
      session.on('navigation.requested', ({ to }) => navigate(to)),
      session.on('language.adopt', ({ language }) => setLanguage(language)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [session]);

  return null;
}
