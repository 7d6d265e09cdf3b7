/**
 * The actors that live as long as the app: the session and the install prompt, created once at boot,
 * and the login flow, created by the first login screen (src/app/loginFlow.tsx) so that its machine
 * stays out of the landing route's JavaScript. The API client is configured here so that it reads
 * and updates the session.
 */
import { createActor, waitFor, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { createApiClient, detectSource, setApiClient, type RequestContext } from '@/api';
import { DEFAULT_DELIVERY_TYPE } from '@/domain/constants';
import { installPromptMachine } from '@machines/installPrompt.machine';
import type { appConfigMachine } from '@machines/appConfig.machine';
import type { cartMachine } from '@machines/cart.machine';
import type { loginMachine } from '@machines/login.machine';
import {
  selectCredentials,
  selectIsLoggedIn,
  selectIsReady,
  selectUserId,
  sessionMachine,
  type SessionSnapshot,
} from '@machines/session.machine';
import { API_BASE_URL, API_KEY, CLIENT_TYPE } from './config';

export interface RootActors {
  session: ActorRefFrom<typeof sessionMachine>;
  installPrompt: ActorRefFrom<typeof installPromptMachine>;
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
}

/** What each API call needs to know about the session (SPEC 7 headers); read afresh per attempt. */
export function requestContextOf(snapshot: SessionSnapshot): RequestContext {
  return {
    userId: selectUserId(snapshot) ?? undefined,
    credentials: selectCredentials(snapshot) ?? undefined,
    isLoggedIn: selectIsLoggedIn(snapshot),
    // SPEC 7: deliveryType defaults to D until a store is chosen.
    deliveryType: DEFAULT_DELIVERY_TYPE,
  };
}

export function createRootActors({ inspect, userAgent }: RootActorsOptions): RootActors {
  const session = createActor(sessionMachine, { inspect });
  const installPrompt = createActor(installPromptMachine, { inspect });
  setApiClient(
    createApiClient({
      baseURL: API_BASE_URL,
      apiKey: API_KEY,
      clientType: CLIENT_TYPE,
      source: detectSource(userAgent),
      getContext: () => requestContextOf(session.getSnapshot()),
      onCredentials: (refreshed) => session.send({ type: 'token.refreshed', session: refreshed }),
      onSessionExpired: (error) => session.send({ type: 'token.refreshFailed', error }),
      whenAuthenticated: async () => {
        await waitFor(session, selectIsReady, { timeout: Infinity });
      },
    }),
  );
  session.start();
  installPrompt.start();
  return { session, installPrompt, ...(inspect ? { inspect } : {}) };
}
