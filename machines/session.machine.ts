/**
 * The session: restores stored credentials or obtains anonymous ones, persists them, takes over a
 * login, follows the API layer's token refresh outcome (SPEC 4 Authentication, SPEC 8) and starts
 * again as a guest on logout, deleted account or failed refresh, clearing the user's stored data.
 * A logged-in customer's language travels with their profile: a login hands over the saved one and a
 * change is saved to the profile.
 */
import { assign, type DoneActorEvent, enqueueActions, type ErrorActorEvent, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import type { AnonymousSession, Credentials, LoginAttributes, LoginResponse } from '@/contract/accounts';
import type { Profile } from '@/contract/profile';
import type { ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { profileApi } from '@/api/profile';
import { readStored, removeStored, STORAGE_KEYS, writeStored, type StorageKey } from '@/api/storage';
import type { RefreshedSession } from '@/api/types';
import type { Message } from '@/i18n/en/messages';
import type { Language } from '@/i18n/languages';
import { afterLogoutRoute } from '@/domain/navigation';
import { required } from './shared/required';

// Types

export interface SessionContext {
  /** The server's user id; null while none is known. */
  userId: string | null;
  /** Tokens sent with every call; null while none are known. */
  credentials: Credentials | null;
  /** Whether these credentials belong to a logged-in user. */
  isLoggedIn: boolean;
  /** The logged-in user's login attributes (SPEC 3); null for a guest. */
  attributes: LoginAttributes | null;
  /** A message about the session for the user (SPEC 8), shown until dismissed. */
  notice: Message | null;
  /** Failed anonymous-user calls since the last success or manual retry. */
  attempts: number;
  /** Where to send the user once signed out (SPEC 2: / unless told not to); null to stay. */
  afterSignOut: string | null;
  /** The language being saved to the logged-in customer's profile; null while no save runs. */
  languageSaving: Language | null;
}

/** What is kept in IndexedDB between visits: the session part of the context. */
export type StoredSession = Pick<SessionContext, 'userId' | 'credentials' | 'isLoggedIn'> & Partial<Pick<SessionContext, 'attributes'>>;

/** The user as screens show it. */
export type SessionUser = Pick<LoginAttributes, 'firstName' | 'lastName' | 'mobile' | 'email'>;

export type SessionEvent =
  /** The API layer refreshed the token; a logged-in refresh also brings the user's attributes. */
  | { type: 'token.refreshed'; session: RefreshedSession }
  /** The API layer's refresh failed: the user is shown as logged out (SPEC 4). */
  | { type: 'token.refreshFailed'; error: ApiError }
  /** A login succeeded (the login machine's `login.completed`, forwarded by the app). */
  | { type: 'session.login'; response: LoginResponse }
  /** The profile screen saved a change (the profile machine's `profile.updated`). */
  | { type: 'session.profileUpdated'; profile: Profile }
  /** SPEC 2: after logout the user goes to / unless `navigateHome` is false. */
  | { type: 'session.logout'; navigateHome?: boolean }
  /** The account was deleted (the profile machine's `account.deleted`): clear like logout, without calling it. */
  | { type: 'session.accountDeleted'; navigateHome?: boolean }
  | { type: 'session.retry' }
  | { type: 'notice.dismiss' }
  /** The customer switched the language (already kept on the device); a logged-in customer's profile keeps it too. */
  | { type: 'language.change'; language: Language }
  /** The spawned profile save of a language change settled. */
  | DoneActorEvent<Profile, 'saveLanguage'>
  | ErrorActorEvent<unknown, 'saveLanguage'>;

/**
 * The app shell listens with `actor.on(...)`: `navigation.requested` to go somewhere, `language.adopt` to read Slice
 * in the language a customer saved on their profile (from this or another device).
 */
export type SessionEmitted = { type: 'navigation.requested'; to: string } | { type: 'language.adopt'; language: Language };

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

/** SPEC 4: logout clears session, payment, address, cart, loyalty and wallet data. */
export const SIGNED_OUT_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.session,
  STORAGE_KEYS.paymentMode,
  STORAGE_KEYS.walletSelection,
  STORAGE_KEYS.addresses,
  STORAGE_KEYS.cart,
  STORAGE_KEYS.loyalty,
  STORAGE_KEYS.wallet,
  STORAGE_KEYS.pendingOrder,
];

// Setup

function toStoredSession(context: SessionContext): StoredSession {
  return {
    userId: context.userId,
    credentials: context.credentials,
    isLoggedIn: context.isLoggedIn,
    attributes: context.attributes,
  };
}

/** SPEC 8: a session ended by the server says so; any other failed refresh shows the server's text or the SPEC one. */
function expiredNotice(error: ApiError): Message {
  if (error.code === AUTH_ERROR_CODES.sessionEnded) return { code: 'loggedOutByApi' };
  return error.displayMsg ? { text: error.displayMsg } : { code: 'tokenRefreshFailed' };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    tags: {} as SessionTag,
  },
  actors: {
    loadSession: fromPromise<StoredSession | null>(async () => (await readStored<StoredSession>(STORAGE_KEYS.session)) ?? null),
    createAnonymousUser: fromPromise<AnonymousSession>(({ signal }) => getApiClient().createAnonymousUser({ signal })),
    saveSession: fromPromise<void, StoredSession>(({ input }) => writeStored(STORAGE_KEYS.session, input)),
    logout: fromPromise<void>(({ signal }) => getApiClient().logout({ signal })),
    saveLanguage: fromPromise<Profile, { userId: string; language: Language }>(({ input, signal }) =>
      profileApi(getApiClient()).updateProfile(input.userId, { language: input.language }, { signal }),
    ),
    clearSession: fromPromise<void>(async () => {
      await Promise.all(SIGNED_OUT_KEYS.map((key) => removeStored(key)));
    }),
  },
  guards: {
    hasStoredSession: (_, params: { stored: StoredSession | null }) =>
      typeof params.stored?.userId === 'string' && typeof params.stored.credentials?.accessToken === 'string',
    canRetry: ({ context }) => context.attempts < SESSION_CREATE_RETRIES,
    isLoggedIn: ({ context }) => context.isLoggedIn,
    isSavingLanguage: ({ context }) => context.languageSaving !== null,
  },
  actions: {
    restoreSession: assign((_, params: { stored: StoredSession | null }) => ({
      userId: params.stored?.userId ?? null,
      credentials: params.stored?.credentials ?? null,
      isLoggedIn: params.stored?.isLoggedIn ?? false,
      attributes: params.stored?.attributes ?? null,
    })),
    assignSession: assign((_, params: { session: AnonymousSession }) => ({
      userId: params.session.userId,
      credentials: params.session.credentials,
    })),
    assignRefreshed: assign(({ context }, params: { session: RefreshedSession }) => ({
      userId: params.session.userId,
      credentials: params.session.credentials,
      attributes: params.session.attributes ?? context.attributes,
    })),
    assignLogin: assign((_, params: { response: LoginResponse }) => ({
      userId: params.response.userId,
      credentials: params.response.credentials,
      attributes: params.response.attributes,
      isLoggedIn: true,
    })),
    adoptSavedLanguage: enqueueActions(({ enqueue }, params: { response: LoginResponse }) => {
      const { language } = params.response.attributes;
      if (language) enqueue.emit({ type: 'language.adopt', language });
    }),
    // Best effort, like the device's copy: a failed save leaves the profile's older choice.
    // The latest choice wins: a save still running for an earlier one is stopped.
    saveLanguage: enqueueActions(({ context, enqueue }, params: { language: Language }) => {
      enqueue.assign({ languageSaving: params.language });
      enqueue.stopChild('saveLanguage');
      enqueue.spawnChild('saveLanguage', {
        id: 'saveLanguage',
        input: { userId: required(context.userId, 'userId'), language: params.language },
      });
    }),
    assignSavedLanguage: assign(({ context }, params: { profile: Profile }) => ({
      attributes: context.attributes && { ...context.attributes, language: params.profile.language },
      languageSaving: null,
    })),
    // Best effort, like the device's copy: a failed save leaves the profile's earlier choice.
    forgetLanguageSave: assign({ languageSaving: null }),
    assignProfile: assign(({ context }, params: { profile: Profile }) => ({
      attributes: context.attributes && {
        ...context.attributes,
        firstName: params.profile.firstName,
        lastName: params.profile.lastName,
        email: params.profile.email,
        language: params.profile.language,
      },
    })),
    // A language save still running for the customer signing out no longer counts.
    clearCredentials: assign({ userId: null, credentials: null, isLoggedIn: false, attributes: null, languageSaving: null }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
    assignExpiredNotice: assign((_, params: { error: ApiError }) => ({ notice: expiredNotice(params.error), afterSignOut: null })),
    assignAfterSignOut: assign((_, params: { navigateHome: boolean | undefined }) => ({
      afterSignOut: afterLogoutRoute(params.navigateHome === false),
    })),
    navigateAfterSignOut: enqueueActions(({ context, enqueue }) => {
      if (context.afterSignOut !== null) enqueue.emit({ type: 'navigation.requested', to: context.afterSignOut });
      enqueue.assign({ afterSignOut: null });
    }),
    clearNotice: assign({ notice: null }),
  },
  delays: {
    retryDelay: SESSION_RETRY_DELAY_MS,
  },
}).createMachine({
  id: 'session',
  initial: 'restoring',
  context: {
    userId: null,
    credentials: null,
    isLoggedIn: false,
    attributes: null,
    notice: null,
    attempts: 0,
    afterSignOut: null,
    languageSaving: null,
  },
  on: {
    'notice.dismiss': { actions: 'clearNotice' },
    'xstate.done.actor.saveLanguage': {
      guard: 'isSavingLanguage',
      actions: { type: 'assignSavedLanguage', params: ({ event }) => ({ profile: event.output }) },
    },
    'xstate.error.actor.saveLanguage': { guard: 'isSavingLanguage', actions: 'forgetLanguageSave' },
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
          actions: { type: 'assignRefreshed', params: ({ event }) => ({ session: event.session }) },
        },
        // SPEC 4: a failed refresh shows the user as logged out.
        'token.refreshFailed': {
          target: 'signingOut.clearing',
          actions: { type: 'assignExpiredNotice', params: ({ event }) => ({ error: event.error }) },
        },
        'session.login': {
          target: '.saving',
          actions: [
            { type: 'assignLogin', params: ({ event }) => ({ response: event.response }) },
            { type: 'adoptSavedLanguage', params: ({ event }) => ({ response: event.response }) },
          ],
        },
        'language.change': {
          guard: 'isLoggedIn',
          actions: { type: 'saveLanguage', params: ({ event }) => ({ language: event.language }) },
        },
        // The saved language is kept on this device too, with the rest of the session.
        'xstate.done.actor.saveLanguage': {
          guard: 'isSavingLanguage',
          target: '.saving',
          actions: { type: 'assignSavedLanguage', params: ({ event }) => ({ profile: event.output }) },
        },
        'session.profileUpdated': {
          guard: 'isLoggedIn',
          target: '.saving',
          actions: { type: 'assignProfile', params: ({ event }) => ({ profile: event.profile }) },
        },
        'session.logout': [
          {
            guard: 'isLoggedIn',
            target: 'signingOut.callingLogout',
            actions: { type: 'assignAfterSignOut', params: ({ event }) => ({ navigateHome: event.navigateHome }) },
          },
          {
            target: 'signingOut.clearing',
            actions: { type: 'assignAfterSignOut', params: ({ event }) => ({ navigateHome: event.navigateHome }) },
          },
        ],
        'session.accountDeleted': {
          target: 'signingOut.clearing',
          actions: { type: 'assignAfterSignOut', params: ({ event }) => ({ navigateHome: event.navigateHome }) },
        },
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
    signingOut: {
      tags: 'busy',
      initial: 'clearing',
      states: {
        // Best effort: the session is cleared on this device whatever the server answers.
        callingLogout: {
          invoke: { id: 'logout', src: 'logout', onDone: 'clearing', onError: 'clearing' },
        },
        clearing: {
          entry: 'clearCredentials',
          invoke: { id: 'clearSession', src: 'clearSession', onDone: 'cleared', onError: 'cleared' },
        },
        cleared: {
          type: 'final',
        },
      },
      onDone: { target: 'creating', actions: 'navigateAfterSignOut' },
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
/** The logged-in user's names, mobile and email (a stable reference); null for a guest. */
export const selectUser = (snapshot: SessionSnapshot): SessionUser | null => snapshot.context.attributes;
export const selectIsReady = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('ready');
export const selectHasFailed = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('error');
export const selectNotice = (snapshot: SessionSnapshot): Message | null => snapshot.context.notice;
