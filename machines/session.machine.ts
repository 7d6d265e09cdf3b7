/**
 * The session: restores stored credentials or obtains anonymous ones, persists them, follows the
 * API layer's token refresh outcome (SPEC 4 Authentication, SPEC 8) and starts again on logout.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AnonymousSession, Credentials } from '@/api/contract';
import type { ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '@/api/storage';
import { TOKEN_REFRESH_FAILED } from '@/domain/messages';

// Types

export interface SessionContext {
  /** The server's user id; null while none is known. */
  userId: string | null;
  /** Tokens sent with every call; null while none are known. */
  credentials: Credentials | null;
  /** Whether these credentials belong to a logged-in user (false until login exists). */
  isLoggedIn: boolean;
  /** A message about the session for the user (SPEC 8), shown until dismissed. */
  notice: string | null;
  /** Failed anonymous-user calls since the last success or manual retry. */
  attempts: number;
}

/** What is kept in IndexedDB between visits: the session part of the context. */
export type StoredSession = Pick<SessionContext, 'userId' | 'credentials' | 'isLoggedIn'>;

export type SessionEvent =
  /** The API layer refreshed the token; the machine stores and persists the new credentials. */
  | { type: 'token.refreshed'; session: AnonymousSession }
  /** The API layer's refresh failed: the user is shown as logged out (SPEC 4). */
  | { type: 'token.refreshFailed'; error: ApiError }
  | { type: 'session.logout' }
  | { type: 'session.retry' }
  | { type: 'notice.dismiss' };

/**
 * `busy`: credentials are being restored, created or cleared; `ready`: credentials are known and calls
 * may be made; `error`: anonymous credentials could not be obtained.
 */
export type SessionTag = 'busy' | 'ready' | 'error';

// Constants

/** Retries of the anonymous-user call after the first failure (SPEC gives no number; ours). */
export const SESSION_CREATE_RETRIES = 2;
/** Pause before each retry (SPEC gives no number; ours). */
export const SESSION_RETRY_DELAY_MS = 2_000;

// Setup

function toStoredSession(context: SessionContext): StoredSession {
  return { userId: context.userId, credentials: context.credentials, isLoggedIn: context.isLoggedIn };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as SessionTag,
  },
  actors: {
    loadSession: fromPromise<StoredSession | null>(
      async () => (await readStored<StoredSession>(STORAGE_KEYS.session)) ?? null,
    ),
    createAnonymousUser: fromPromise<AnonymousSession>(({ signal }) => getApiClient().createAnonymousUser({ signal })),
    saveSession: fromPromise<void, StoredSession>(({ input }) => writeStored(STORAGE_KEYS.session, input)),
    clearSession: fromPromise<void>(() => removeStored(STORAGE_KEYS.session)),
  },
  guards: {
    hasStoredSession: (_, params: { stored: StoredSession | null }) =>
      typeof params.stored?.userId === 'string' && typeof params.stored.credentials?.accessToken === 'string',
    canRetry: ({ context }) => context.attempts < SESSION_CREATE_RETRIES,
  },
  actions: {
    restoreSession: assign((_, params: { stored: StoredSession | null }) => ({
      userId: params.stored?.userId ?? null,
      credentials: params.stored?.credentials ?? null,
      isLoggedIn: params.stored?.isLoggedIn ?? false,
    })),
    assignSession: assign((_, params: { session: AnonymousSession }) => ({
      userId: params.session.userId,
      credentials: params.session.credentials,
    })),
    clearCredentials: assign({ userId: null, credentials: null, isLoggedIn: false }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
    // SPEC 8: token refresh failure shows the server's displayMsg or the SPEC text.
    assignExpiredNotice: assign((_, params: { error: ApiError }) => ({
      notice: params.error.displayMsg || TOKEN_REFRESH_FAILED,
    })),
    clearNotice: assign({ notice: null }),
  },
  delays: {
    retryDelay: SESSION_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'session',
  initial: 'restoring',
  context: { userId: null, credentials: null, isLoggedIn: false, notice: null, attempts: 0 },
  on: {
    'notice.dismiss': { actions: 'clearNotice' },
  },
  states: {
    restoring: {
      tags: 'busy',
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          {
            guard: { type: 'hasStoredSession', params: ({ event }) => ({ stored: event.output }) },
            target: 'ready.saved',
            actions: { type: 'restoreSession', params: ({ event }) => ({ stored: event.output }) },
          },
          { target: 'creating' },
        ],
        onError: 'creating',
      },
    },
    creating: {
      tags: 'busy',
      invoke: {
        id: 'createAnonymousUser',
        src: 'createAnonymousUser',
        onDone: {
          target: 'ready.saving',
          actions: [{ type: 'assignSession', params: ({ event }) => ({ session: event.output }) }, 'resetAttempts'],
        },
        onError: [
          { guard: 'canRetry', target: 'waitingToRetry', actions: 'countAttempt' },
          { target: 'failed', actions: 'countAttempt' },
        ],
      },
    },
    waitingToRetry: {
      tags: 'busy',
      after: { retryDelay: 'creating' },
    },
    ready: {
      tags: 'ready',
      initial: 'saving',
      on: {
        'token.refreshed': {
          target: '.saving',
          actions: { type: 'assignSession', params: ({ event }) => ({ session: event.session }) },
        },
        'token.refreshFailed': {
          target: 'expired',
          actions: { type: 'assignExpiredNotice', params: ({ event }) => ({ error: event.error }) },
        },
        'session.logout': 'signingOut',
      },
      states: {
        saving: {
          invoke: {
            id: 'saveSession',
            src: 'saveSession',
            input: ({ context }) => toStoredSession(context),
            // Persisting is best effort: without IndexedDB the session still works for this visit.
            onDone: 'saved',
            onError: 'saved',
          },
        },
        saved: {},
      },
    },
    expired: {
      tags: 'busy',
      entry: 'clearCredentials',
      invoke: { id: 'clearSession', src: 'clearSession', onDone: 'creating', onError: 'creating' },
    },
    signingOut: {
      tags: 'busy',
      entry: 'clearCredentials',
      invoke: { id: 'clearSession', src: 'clearSession', onDone: 'creating', onError: 'creating' },
    },
    failed: {
      tags: 'error',
      on: {
        'session.retry': { target: 'creating', actions: 'resetAttempts' },
      },
    },
  },
});

// Selectors

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectUserId = (snapshot: SessionSnapshot): string | null => snapshot.context.userId;
export const selectCredentials = (snapshot: SessionSnapshot): Credentials | null => snapshot.context.credentials;
export const selectIsLoggedIn = (snapshot: SessionSnapshot): boolean => snapshot.context.isLoggedIn;
export const selectIsReady = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('ready');
export const selectHasFailed = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('error');
export const selectNotice = (snapshot: SessionSnapshot): string | null => snapshot.context.notice;
