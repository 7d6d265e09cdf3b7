/**
 * The install prompt's actor, created when the browser first offers installation or reports it done,
 * so the landing route carries neither the machine nor its banner until then.
 */
import { useSyncExternalStore } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import type { InstallPromptEvent, installPromptMachine } from '@machines/installPrompt.machine';
import type { InstallPromptReceiver } from './installEvents';
import { useRootActors } from './RootActorsContext';
import type { RootActors } from './rootActors';

export type InstallPromptActorRef = ActorRefFrom<typeof installPromptMachine>;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Hands the browser's install events to the actor, creating it on the first one once `ready` settles (the
 * app passes the SPEC 9 idle wait: the offer is a background script); events keep their order. An event that
 * arrives while the machine's chunk cannot be loaded (offline) is dropped, and the next one tries again.
 */
export function installPromptReceiver(actors: RootActors, ready: Promise<void> = Promise.resolve()): InstallPromptReceiver {
  let created: Promise<InstallPromptActorRef> | undefined;
  const actor = () =>
    (created ??= import('@machines/installPrompt.machine').then(
      ({ installPromptMachine }) => {
        actors.installPrompt ??= createActor(installPromptMachine, actors.inspect ? { inspect: actors.inspect } : {}).start();
        listeners.forEach((listener) => listener());
        return actors.installPrompt;
      },
      (error: unknown) => {
        created = undefined;
        throw error;
      },
    ));
  return {
    send(event: InstallPromptEvent) {
      ready.then(actor).then(
        (installPrompt) => installPrompt.send(event),
        () => undefined,
      );
    },
  };
}

/** The install prompt's actor once the browser offered installation; undefined before. */
export function useInstallPrompt(): InstallPromptActorRef | undefined {
  const actors = useRootActors();
  // The prerendered page has no banner: hydration draws none either, then the live value.
  return useSyncExternalStore(
    subscribe,
    () => actors.installPrompt,
    () => undefined,
  );
}
