import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False while React hydrates the prerendered landing page, true once it has (and on every page drawn afresh). A part
 * that depends on the device (a session restored before hydration) draws what the prerender drew until then, so the
 * page hydrates without a mismatch, which would redraw it and drop an early tap.
 */
export const useIsHydrated = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
