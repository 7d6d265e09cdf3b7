import { createContext, useContext } from 'react';
import type { RootActors } from './rootActors';

/** Hands the app-lifetime actors to screens and shell components. */
export const RootActorsContext = createContext<RootActors | null>(null);

export function useRootActors(): RootActors {
  const actors = useContext(RootActorsContext);
  if (!actors) throw new Error('useRootActors must be used inside <RootActorsContext value={...}>.');
  return actors;
}
