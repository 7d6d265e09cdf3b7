import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { AnonymousSession } from '@/api/contract';
import { TOKEN_REFRESH_FAILED } from '@/domain/messages';
import {
  selectCredentials,
  selectHasFailed,
  selectIsReady,
  selectNotice,
  selectUserId,
  SESSION_CREATE_RETRIES,
  SESSION_RETRY_DELAY_MS,
  sessionMachine,
  type StoredSession,
} from '@machines/session.machine';
import { anonymousSession, networkFailure, sessionExpired } from '../../model/fixtures';

interface Fakes {
  stored?: StoredSession | null | Error;
  create?: () => Promise<AnonymousSession>;
}

function startSession({ stored = null, create = async () => anonymousSession('anon-1') }: Fakes = {}) {
  const saved: StoredSession[] = [];
  const createAnonymousUser = vi.fn(create);
  const clearSession = vi.fn(async (): Promise<void> => undefined);
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
        clearSession: fromPromise(() => clearSession()),
      },
    }),
    { clock },
  );
  actor.start();
  return { actor, clock, saved, createAnonymousUser, clearSession };
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
    expect(saved).toEqual([{ ...anonymousSession('anon-1'), isLoggedIn: false }]);
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
    expect(saved.at(-1)).toEqual({ ...anonymousSession('anon-1b'), isLoggedIn: false });
  });

  it('a failed refresh shows the SPEC message and obtains new credentials', async () => {
    const users = ['anon-1', 'anon-2'];
    const { actor, clearSession } = startSession({ create: async () => anonymousSession(users.shift() ?? 'none') });
    await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    actor.send({ type: 'token.refreshFailed', error: sessionExpired('') });
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(selectCredentials(actor.getSnapshot())).toBeNull();
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(selectUserId(snapshot)).toBe('anon-2');
    expect(selectNotice(snapshot)).toBe(TOKEN_REFRESH_FAILED);
    actor.send({ type: 'notice.dismiss' });
    expect(selectNotice(actor.getSnapshot())).toBeNull();
  });

  it("a failed refresh shows the server's displayMsg when there is one", async () => {
    const { actor } = startSession();
    await waitFor(actor, selectIsReady);
    actor.send({ type: 'token.refreshFailed', error: sessionExpired('Your session ended') });
    expect(selectNotice(actor.getSnapshot())).toBe('Your session ended');
  });

  it('logout clears the stored session and starts anonymous again', async () => {
    const users = ['anon-1', 'anon-2'];
    const { actor, clearSession, saved } = startSession({ create: async () => anonymousSession(users.shift() ?? 'none') });
    await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    expect(selectUserId(actor.getSnapshot())).toBeNull();
    const snapshot = await waitFor(actor, (state) => state.matches({ ready: 'saved' }));
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(selectUserId(snapshot)).toBe('anon-2');
    expect(selectNotice(snapshot)).toBeNull();
    expect(saved.map((session) => session.userId)).toEqual(['anon-1', 'anon-2']);
  });
});
