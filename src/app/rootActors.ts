/**
 * The actors that live as long as the app: the session and the selected store, created once at boot,
 * and the login flow, the install prompt, the app config and the cart, each created when first needed
 * (src/app/loginFlow.tsx, installPrompt.ts, appConfig.ts, cartActor.ts) so that their machines stay out
 * of the landing route's JavaScript. The API client is configured here so that it reads
 * and updates the session and sends the selected store's headers.
 */
import { createActor, waitFor, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { createApiClient, detectSource, setApiClient, type RequestContext } from '@/api';
import { DEFAULT_DELIVERY_TYPE } from '@/domain/constants';
import { selectSelectedStore, storeMachine, type StoreActorRef, type StoreSnapshot } from '@machines/store.machine';
import type { installPromptMachine } from '@machines/installPrompt.machine';
import type { appConfigMachine } from '@machines/appConfig.machine';
import type { cartMachine } from '@machines/cart.machine';
import type { loginMachine } from '@machines/login.machine';
import { networkMachine } from '@machines/network.machine';
import {
  selectCredentials,
  selectIsLoggedIn,
  selectIsReady,
  selectUserId,
  sessionMachine,
  type SessionSnapshot,
} from '@machines/session.machine';
import { API_BASE_URL, API_KEY, CLIENT_TYPE } from './config';
import { reportNetworkRetry } from './network';

export interface RootActors {
  session: ActorRefFrom<typeof sessionMachine>;
  /** The selected store, delivery type, location and timing, restored from and saved to this device. */
  store: StoreActorRef;
  /** What the customer should hear about the network (SPEC 8 network texts). */
  network: ActorRefFrom<typeof networkMachine>;
  /** The install prompt once the browser offered installation (src/app/installPrompt.ts). */
  installPrompt?: ActorRefFrom<typeof installPromptMachine>;
  /** The login flow once a login screen created it; it then lives as long as the app. */
  login?: ActorRefFrom<typeof loginMachine>;
  /** The app config once a screen that reads it created it (src/app/appConfig.ts). */
  appConfig?: ActorRefFrom<typeof appConfigMachine>;
  /** The cart once a screen or component that reads it created it (src/app/cartActor.ts). */
  cart?: ActorRefFrom<typeof cartMachine>;
  /** The dev inspector, for actors created later. */
  inspect?: (event: InspectionEvent) => void;
}

export interface RootActorsOptions {
  /** The dev inspector's `inspect`; undefined in production builds. */
  inspect?: (event: InspectionEvent) => void;
  userAgent: string;
  /** navigator.onLine at start. */
  online: boolean;
}

/** What each API call needs to know about the session and the store (SPEC 7 headers); read afresh per attempt. */
export function requestContextOf(snapshot: SessionSnapshot, store: StoreSnapshot): RequestContext {
  const selected = selectSelectedStore(store);
  return {
    userId: selectUserId(snapshot) ?? undefined,
    credentials: selectCredentials(snapshot) ?? undefined,
    isLoggedIn: selectIsLoggedIn(snapshot),
    storeId: selected?.storeId,
    // SPEC 7: deliveryType defaults to D until a store is chosen; childStoreId goes with delivery only.
    deliveryType: selected?.deliveryType ?? DEFAULT_DELIVERY_TYPE,
    childStoreId: selected?.deliveryType === DEFAULT_DELIVERY_TYPE ? selected.childStoreId : undefined,
  };
}

export function createRootActors({ inspect, userAgent, online }: RootActorsOptions): RootActors {
  const session = createActor(sessionMachine, { inspect });
  const store = createActor(storeMachine, { inspect });
  const network = createActor(networkMachine, { input: { online }, inspect });
  setApiClient(
    createApiClient({
      baseURL: API_BASE_URL,
      apiKey: API_KEY,
      clientType: CLIENT_TYPE,
      source: detectSource(userAgent),
      getContext: () => requestContextOf(session.getSnapshot(), store.getSnapshot()),
      onCredentials: (refreshed) => session.send({ type: 'token.refreshed', session: refreshed }),
      onSessionExpired: (error) => session.send({ type: 'token.refreshFailed', error }),
      whenAuthenticated: async () => {
        await waitFor(session, selectIsReady, { timeout: Infinity });
      },
      onNetworkRetry: reportNetworkRetry(network),
    }),
  );
  session.start();
  store.start();
  network.start();
  return { session, store, network, ...(inspect ? { inspect } : {}) };
}
