import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { AnonymousSession } from '@/contract/accounts';
import type { Profile } from '@/contract/profile';
import type { Language } from '@/i18n/languages';
import { AUTH_ERROR_CODES } from '@/contract/codes';
import { STORAGE_KEYS, type StorageKey } from '@/api/storage';
import {
  selectCredentials,
  selectHasFailed,
  selectIsLoggedIn,
  selectIsReady,
  selectNotice,
  selectUser,
  selectUserId,
  SIGNED_OUT_KEYS,
  SESSION_CREATE_RETRIES,
  SESSION_RETRY_DELAY_MS,
  sessionMachine,
  type StoredSession,
} from '@machines/session.machine';
import { anonymousSession, loginResponse, networkFailure, sessionExpired } from '../../model/fixtures';

interface Fakes {
  stored?: StoredSession | null | Error;
  create?: () => Promise<AnonymousSession>;
  logout?: () => Promise<void>;
  saveLanguage?: (input: { userId: string; language: Language }) => Promise<Profile>;
}

function startSession({
  stored = null,
  create = async () => anonymousSession('anon-1'),
  logout = async () => undefined,
  saveLanguage = async ({ userId, language }) => ({
    userId,
    mobile: '9876543210',
    firstName: 'Asha',
    lastName: 'Rao',
    email: '',
    language,
  }),
}: Fakes = {}) {
  const saved: StoredSession[] = [];
  const createAnonymousUser = vi.fn(create);
  const logoutCall = vi.fn(logout);
  const clearSession = vi.fn(async (): Promise<void> => undefined);
  const languageSaves = vi.fn(saveLanguage);
  const clock = new SimulatedClock();
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        loadSession: fromPromise(async () => {
          if (stored instanceof Error) throw stored;
          return stored;
        }),
        createAnonymousUser: fromPromise(() => createAnonymousUser()),
        saveSession: fromPromise(async ({ input }: { input: StoredSession }) => {
          saved.push(input);
        }),
        logout: fromPromise(() => logoutCall()),
        clearSession: fromPromise(() => clearSession()),
        saveLanguage: fromPromise(({ input }: { input: { userId: string; language: Language } }) => languageSaves(input)),
      },
    }),
    { clock },
  );
  const navigations: string[] = [];
  actor.on('navigation.requested', (event) => navigations.push(event.to));
  const adopted: Language[] = [];
  actor.on('language.adopt', (event) => adopted.push(event.language));
  actor.start();
  return { actor, clock, saved, createAnonymousUser, clearSession, logoutCall, navigations, languageSaves, adopted };
}

const guest = (userId: string): StoredSession => ({ ...anonymousSession(userId), isLoggedIn: false, attributes: null });

/** A session that has just taken over the login of user-42. */
async function loggedInSession(fakes: Fakes = {}) {
  const users = ['anon-1', 'anon-2'];
  const started = startSession({ create: async () => anonymousSession(users.shift() ?? 'none'), ...fakes });
  await waitFor(started.actor, (state) => state.matches({ ready: 'saved' }));
  started.actor.send({ type: 'session.login', response: loginResponse('user-42') });
  await waitFor(started.actor, (state) => state.matches({ ready: 'saved' }));
  return started;
}

describe('session machine', () => {
  it('restores stored credentials without calling the server', async () => {
    const stored: StoredSession = { ...anonymousSession('stored-1'), isLoggedIn: false };
    const { actor, createAnonymousUser, saved } = startSession({ stored });
    const snapshot = await waitFor(actor, selectIsReady);
    expect(snapshot.matches({ ready: 'saved' })).toBe(true);
    expect(selectUserId(snapshot)).toBe('stored-1');
    expect(selectCredentials(snapshot)).toEqual(stored.credentials);
    expect(createAnonymousUser).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('obtains anonymous credentials when nothing is stored and persists them', async () => {
    const { actor, saved } = startSession();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    expect(selectUserId(snapshot)).toBe('anon-1');
    expect(snapshot.context.isLoggedIn).toBe(false);
    expect(saved).toEqual([guest('anon-1')]);
  });

  it('treats unreadable storage as no stored session', async () => {
    const { actor, createAnonymousUser } = startSession({ stored: new Error('IndexedDB unavailable') });
    await waitFor(actor, selectIsReady);
    expect(createAnonymousUser).toHaveBeenCalledTimes(1);
  });

  it(`retries anonymous creation after ${SESSION_RETRY_DELAY_MS} ms, then fails after ${SESSION_CREATE_RETRIES + 1} attempts`, async () => {
    const { actor, clock, createAnonymousUser } = startSession({ create: () => Promise.reject(networkFailure()) });
    for (let retry = 1; retry <= SESSION_CREATE_RETRIES; retry += 1) {
      await waitFor(actor, (state) => state.matches('waitingToRetry'));
      expect(createAnonymousUser).toHaveBeenCalledTimes(retry);
      clock.increment(SESSION_RETRY_DELAY_MS - 1);
      expect(actor.getSnapshot().matches('waitingToRetry')).toBe(true);
      clock.increment(1);
      expect(actor.getSnapshot().matches('creating')).toBe(true);
    }
    const failed = await waitFor(actor, selectHasFailed);
    expect(failed.value).toBe('failed');
    expect(failed.context.attempts).toBe(SESSION_CREATE_RETRIES + 1);
    expect(createAnonymousUser).toHaveBeenCalledTimes(SESSION_CREATE_RETRIES + 1);
    expect(selectIsReady(failed)).toBe(false);
  });

  it('session.retry after a failure starts again with a fresh attempt count', async () => {
    let online = false;
    const { actor, clock } = startSession({
      create: async () => {
        if (!online) throw networkFailure();
        return anonymousSession('anon-2');
      },
    });
    for (let retry = 1; retry <= SESSION_CREATE_RETRIES; retry += 1) {
      await waitFor(actor, (state) => state.matches('waitingToRetry'));
      clock.increment(SESSION_RETRY_DELAY_MS);
    }
    await waitFor(actor, selectHasFailed);
    online = true;
    actor.send({ type: 'session.retry' });
    const ready = await waitFor(actor, selectIsReady);
    expect(selectUserId(ready)).toBe('anon-2');
    expect(ready.context.attempts).toBe(0);
  });

  it('stores and persists credentials refreshed by the API layer', async () => {
    const { actor, saved } = startSession();
    await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    actor.send({ type: 'token.refreshed', session: anonymousSession('anon-1b') });
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    expect(selectUserId(snapshot)).toBe('anon-1b');
    expect(saved.at(-1)).toEqual(guest('anon-1b'));
  });

  it('a failed refresh shows the SPEC message and obtains new credentials', async () => {
    const users = ['anon-1', 'anon-2'];
    const { actor, clearSession } = startSession({ create: async () => anonymousSession(users.shift() ?? 'none') });
    await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    actor.send({ type: 'token.refreshFailed', error: sessionExpired('') });
    expect(actor.getSnapshot().matches({ signingOut: 'clearing' })).toBe(true);
    expect(selectCredentials(actor.getSnapshot())).toBeNull();
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(selectUserId(snapshot)).toBe('anon-2');
    expect(selectNotice(snapshot)).toEqual({ code: 'tokenRefreshFailed' });
    actor.send({ type: 'notice.dismiss' });
    expect(selectNotice(actor.getSnapshot())).toBeNull();
  });

  it("a failed refresh shows the server's displayMsg when there is one", async () => {
    const { actor } = startSession();
    await waitFor(actor, selectIsReady);
    actor.send({ type: 'token.refreshFailed', error: sessionExpired('Your session ended') });
    expect(selectNotice(actor.getSnapshot())).toEqual({ text: 'Your session ended' });
  });

  it('logout clears the stored session and starts anonymous again', async () => {
    const users = ['anon-1', 'anon-2'];
    const { actor, clearSession, saved } = startSession({ create: async () => anonymousSession(users.shift() ?? 'none') });
    await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches({ signingOut: 'clearing' })).toBe(true);
    expect(selectUserId(actor.getSnapshot())).toBeNull();
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(selectUserId(snapshot)).toBe('anon-2');
    expect(selectNotice(snapshot)).toBeNull();
    expect(saved.map((session) => session.userId)).toEqual(['anon-1', 'anon-2']);
  });

  it('a login stores the user, their credentials and attributes, and persists them', async () => {
    const { actor, saved } = await loggedInSession();
    const snapshot = actor.getSnapshot();
    const response = loginResponse('user-42');
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(selectUserId(snapshot)).toBe('user-42');
    expect(selectCredentials(snapshot)).toEqual(response.credentials);
    expect(selectUser(snapshot)).toMatchObject({ firstName: 'Asha', lastName: 'Rao', mobile: '9876543210', email: 'asha@example.com' });
    expect(saved.at(-1)).toEqual({
      userId: 'user-42',
      credentials: response.credentials,
      isLoggedIn: true,
      attributes: response.attributes,
    });
  });

  it('restores a stored login with its attributes', async () => {
    const response = loginResponse('user-7');
    const stored: StoredSession = {
      userId: 'user-7',
      credentials: response.credentials,
      isLoggedIn: true,
      attributes: response.attributes,
    };
    const { actor } = startSession({ stored });
    const snapshot = await waitFor(actor, selectIsReady);
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(selectUser(snapshot)?.firstName).toBe('Asha');
  });

  it('a guest has no user', async () => {
    const { actor } = startSession();
    expect(selectUser(await waitFor(actor, selectIsReady))).toBeNull();
  });

  it('a logged-in refresh replaces the credentials and the attributes it brings', async () => {
    const { actor, saved } = await loggedInSession();
    const attributes = { ...loginResponse('user-42').attributes, firstName: 'Asha Devi' };
    actor.send({ type: 'token.refreshed', session: { ...anonymousSession('user-42'), attributes } });
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(selectUser(snapshot)?.firstName).toBe('Asha Devi');
    expect(saved.at(-1)?.attributes?.firstName).toBe('Asha Devi');
  });

  it('a refresh without attributes keeps the ones known', async () => {
    const { actor } = await loggedInSession();
    actor.send({ type: 'token.refreshed', session: anonymousSession('user-42') });
    expect(selectUser(actor.getSnapshot())?.lastName).toBe('Rao');
  });

  it('a saved profile updates the names and email the header shows', async () => {
    const { actor, saved } = await loggedInSession();
    actor.send({
      type: 'session.profileUpdated',
      profile: {
        userId: 'user-42',
        mobile: '9876543210',
        firstName: 'Meera',
        lastName: 'Iyer',
        email: 'meera@example.com',
        language: null,
      },
    });
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    expect(selectUser(snapshot)).toMatchObject({ firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.com', mobile: '9876543210' });
    expect(saved.at(-1)?.attributes?.firstName).toBe('Meera');
  });

  it('a guest ignores a profile update', async () => {
    const { actor } = startSession();
    await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    actor.send({
      type: 'session.profileUpdated',
      profile: { userId: 'x', mobile: '9876543210', firstName: 'Meera', lastName: 'Iyer', email: 'meera@example.com', language: null },
    });
    expect(selectUser(actor.getSnapshot())).toBeNull();
  });

  it('logging out calls the logout API, clears every signed-out key, becomes a guest and goes home', async () => {
    const { actor, logoutCall, clearSession, navigations } = await loggedInSession();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches({ signingOut: 'callingLogout' })).toBe(true);
    // The logout call still carries the user's credentials.
    expect(selectUserId(actor.getSnapshot())).toBe('user-42');
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    expect(logoutCall).toHaveBeenCalledTimes(1);
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    expect(selectUser(snapshot)).toBeNull();
    expect(selectUserId(snapshot)).toBe('anon-2');
    expect(navigations).toEqual(['/']);
  });

  it('a failing logout API still signs the user out on this device', async () => {
    const { actor, navigations } = await loggedInSession({ logout: () => Promise.reject(networkFailure()) });
    actor.send({ type: 'session.logout' });
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    expect(navigations).toEqual(['/']);
  });

  it('logging out with navigateHome false stays where the user is', async () => {
    const { actor, navigations } = await loggedInSession();
    actor.send({ type: 'session.logout', navigateHome: false });
    await waitFor(actor, (state) => state.matches({ ready: 'saved' }) && !state.context.isLoggedIn);
    expect(navigations).toEqual([]);
  });

  it('a guest logging out does not call the logout API', async () => {
    const { actor, logoutCall } = startSession();
    await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (state) => state.matches('creating'));
    expect(logoutCall).not.toHaveBeenCalled();
  });

  it('a deleted account clears like logout without calling it', async () => {
    const { actor, logoutCall, clearSession, navigations } = await loggedInSession();
    actor.send({ type: 'session.accountDeleted' });
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    expect(logoutCall).not.toHaveBeenCalled();
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    expect(navigations).toEqual(['/']);
  });

  it('a session ended by the server logs the user out with the SPEC 8 message', async () => {
    const { actor, logoutCall, navigations } = await loggedInSession();
    actor.send({ type: 'token.refreshFailed', error: sessionExpired('Session ended elsewhere', AUTH_ERROR_CODES.sessionEnded) });
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    expect(selectNotice(snapshot)).toEqual({ code: 'loggedOutByApi' });
    expect(selectIsLoggedIn(snapshot)).toBe(false);
    expect(selectUser(snapshot)).toBeNull();
    expect(logoutCall).not.toHaveBeenCalled();
    expect(navigations).toEqual([]);
  });

  it('any other failed refresh of a logged-in user shows the refresh message and logs out', async () => {
    const { actor } = await loggedInSession();
    actor.send({ type: 'token.refreshFailed', error: sessionExpired('') });
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    expect(selectNotice(snapshot)).toEqual({ code: 'tokenRefreshFailed' });
    expect(selectIsLoggedIn(snapshot)).toBe(false);
  });

  it('signing out clears session, payment, wallet, address, cart and loyalty keys (SPEC 4), and a guest order kept for a login', () => {
    const expected: StorageKey[] = [
      STORAGE_KEYS.session,
      STORAGE_KEYS.paymentMode,
      STORAGE_KEYS.walletSelection,
      STORAGE_KEYS.addresses,
      STORAGE_KEYS.cart,
      STORAGE_KEYS.loyalty,
      STORAGE_KEYS.wallet,
      STORAGE_KEYS.pendingOrder,
    ];
    expect([...SIGNED_OUT_KEYS].sort()).toEqual(expected.sort());
  });
  it('a login hands over the language saved on the profile; a profile without one leaves the device language', async () => {
    const started = startSession();
    await waitFor(started.actor, (state) => state.matches({ ready: 'saved' }));
    const withoutLanguage = loginResponse('user-41');
    started.actor.send({ type: 'session.login', response: withoutLanguage });
    expect(started.adopted).toEqual([]);
    const hindi = loginResponse('user-42');
    started.actor.send({ type: 'session.login', response: { ...hindi, attributes: { ...hindi.attributes, language: 'hi' } } });
    expect(started.adopted).toEqual(['hi']);
  });

  it("a logged-in customer's language change is saved to their profile; a guest's stays on the device", async () => {
    const guestSession = startSession();
    await waitFor(guestSession.actor, (state) => state.matches({ ready: 'saved' }));
    guestSession.actor.send({ type: 'language.change', language: 'hi' });
    expect(guestSession.languageSaves).not.toHaveBeenCalled();

    const customer = await loggedInSession();
    customer.actor.send({ type: 'language.change', language: 'hi' });
    await vi.waitFor(() => expect(customer.languageSaves).toHaveBeenCalledWith({ userId: 'user-42', language: 'hi' }));
    // The saved language is kept on the device with the session, so a reload still knows it.
    const kept = await waitFor(customer.actor, (state) => state.matches({ ready: 'saved' }) && state.context.attributes?.language === 'hi');
    expect(kept.context.languageSaving).toBeNull();
    expect(customer.saved.at(-1)?.attributes?.language).toBe('hi');
  });

  it('a language save that ends after its customer signed out changes nothing of the next session', async () => {
    let finishSave: (profile: Profile) => void = () => undefined;
    const customer = await loggedInSession({ saveLanguage: () => new Promise<Profile>((resolve) => (finishSave = resolve)) });
    customer.actor.send({ type: 'language.change', language: 'hi' });
    await vi.waitFor(() => expect(customer.languageSaves).toHaveBeenCalledTimes(1));
    customer.actor.send({ type: 'session.logout' });
    const signedOut = await waitFor(customer.actor, (state) => state.matches({ ready: 'saved' }) && !selectIsLoggedIn(state));
    expect(signedOut.context.languageSaving).toBeNull();
    const storedBefore = customer.saved.length;
    finishSave({ userId: 'user-42', mobile: '9876543210', firstName: 'Asha', lastName: 'Rao', email: '', language: 'hi' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(customer.actor.getSnapshot().context.attributes).toBeNull();
    expect(customer.saved).toHaveLength(storedBefore);
  });

  it('a failed language save leaves the session as it was', async () => {
    const customer = await loggedInSession({ saveLanguage: () => Promise.reject(networkFailure()) });
    customer.actor.send({ type: 'language.change', language: 'hi' });
    await vi.waitFor(() => expect(customer.languageSaves).toHaveBeenCalledTimes(1));
    expect(customer.actor.getSnapshot().status).toBe('active');
    expect(selectIsLoggedIn(customer.actor.getSnapshot())).toBe(true);
  });
});
