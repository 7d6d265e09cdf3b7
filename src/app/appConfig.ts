/**
 * The app config's actor, created by the first screen that reads config (not at boot, so the landing
 * route stays small); once created it lives as long as the app and refreshes itself.
 */
import { useSelector } from '@xstate/react';
import { createActor, type ActorRefFrom } from 'xstate';
import type { AppConfig } from '@/contract/config';
import { appConfigMachine, selectAppConfig, selectMapTileUrl } from '@machines/appConfig.machine';
import { useRootActors } from './RootActorsContext';
import type { RootActors } from './rootActors';

export type AppConfigActorRef = ActorRefFrom<typeof appConfigMachine>;

export function appConfigActorOf(actors: RootActors): AppConfigActorRef {
  if (!actors.appConfig) {
    actors.appConfig = createActor(appConfigMachine, actors.inspect ? { inspect: actors.inspect } : {}).start();
  }
  return actors.appConfig;
}

/** SPEC 9 values in force: the defaults until the server's config arrives. */
export function useAppConfig(): AppConfig {
  return useSelector(appConfigActorOf(useRootActors()), selectAppConfig);
}

/** The map tile URL template; null until the config has loaded. */
export function useMapTileUrl(): string | null {
  return useSelector(appConfigActorOf(useRootActors()), selectMapTileUrl);
}
