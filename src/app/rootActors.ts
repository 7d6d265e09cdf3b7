/**
 * The actors that live as long as the app: the session, the login flow and the install prompt. Created
 * once at boot; the API client is configured here so that it reads and updates the session, and a
 * login is handed to the session.
 */
import { createActor, waitFor, type ActorRefFrom, type InspectionEvent } from 'xstate';
import { createApiClient, detectSource, setApiClient, type RequestContext } from '@/api';
import { DEFAULT_DELIVERY_TYPE } from '@/domain/constants';
import { installPromptMachine } from '@machines/installPrompt.machine';
import { loginMachine } from '@machines/login.machine';
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
  login: ActorRefFrom<typeof loginMachine>;
  installPrompt: ActorRefFrom<typeof installPromptMachine>;
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

/** A successful login (the login machine's `loggedIn`) becomes the session's `session.login`. */
export function handLoginToSession(
  login: ActorRefFrom<typeof loginMachine>,
  session: ActorRefFrom<typeof sessionMachine>,
): { unsubscribe: () => void } {
  return login.on('loggedIn', ({ response }) => session.send({ type: 'session.login', response }));
}

export function createRootActors({ inspect, userAgent }: RootActorsOptions): RootActors {
  const session = createActor(sessionMachine, { inspect });
  const login = createActor(loginMachine, { inspect });
  const installPrompt = createActor(installPromptMachine, { inspect });
  handLoginToSession(login, session);
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
  login.start();
  installPrompt.start();
  return { session, login, installPrompt };
}
