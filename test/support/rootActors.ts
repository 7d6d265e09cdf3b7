/** The app's root actors for component tests: the real session machine with nothing behind it, a store with no selection. */
import { createActor, fromPromise } from 'xstate';
import type { AnonymousSession } from '@/contract/accounts';
import type { RootActors } from '@/app/rootActors';
import { loginMachine } from '@machines/login.machine';
import { networkMachine } from '@machines/network.machine';
import { sessionMachine, type StoredSession } from '@machines/session.machine';
import { storeActorWith } from './storeActor';

export const anonymous: AnonymousSession = {
  userId: 'anon-1',
  credentials: {
    accessKeyId: 'k',
    sessionToken: 's',
    accessToken: 'a',
    refreshToken: 'r',
    secretKey: 'x',
    expiresAt: 1_900_000_000_000,
  },
};

/** A started network actor: online unless told otherwise. */
export const startNetworkActor = (online = true) => createActor(networkMachine, { input: { online } }).start();

/** Started root actors: no stored session, so the session creates `createAnonymousUser`'s guest. */
export function startRootActors(createAnonymousUser: () => Promise<AnonymousSession> = async () => anonymous): RootActors {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        loadSession: fromPromise<StoredSession | null>(async () => null),
        createAnonymousUser: fromPromise<AnonymousSession>(createAnonymousUser),
        saveSession: fromPromise<void, StoredSession>(async () => undefined),
        clearSession: fromPromise<void>(async () => undefined),
      },
      delays: { retryDelay: 0 },
    }),
  ).start();
  const login = createActor(loginMachine).start();
  return { session, store: storeActorWith(), login, network: startNetworkActor() };
}
