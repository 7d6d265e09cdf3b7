import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Credentials } from '@/api/contract';
import { requestContextOf } from '@/app/rootActors';
import { sessionMachine, type StoredSession } from '@machines/session.machine';

const credentials: Credentials = {
  accessKeyId: 'key',
  sessionToken: 'session',
  accessToken: 'access',
  refreshToken: 'refresh',
  secretKey: 'secret',
  expiresAt: 1_900_000_000_000,
};

describe('requestContextOf', () => {
  it('gives the API client the session user, credentials and login state, with delivery type D', async () => {
    const stored: StoredSession = { userId: 'u-42', credentials, isLoggedIn: false };
    const session = createActor(
      sessionMachine.provide({
        actors: {
          loadSession: fromPromise<StoredSession | null>(async () => stored),
          saveSession: fromPromise<void, StoredSession>(async () => undefined),
        },
      }),
    ).start();
    const ready = await waitFor(session, (snapshot) => snapshot.hasTag('ready'));
    expect(requestContextOf(ready)).toEqual({ userId: 'u-42', credentials, isLoggedIn: false, deliveryType: 'D' });
    session.stop();
  });

  it('leaves out user and credentials while none are known', () => {
    const session = createActor(sessionMachine);
    expect(requestContextOf(session.getSnapshot())).toEqual({
      userId: undefined,
      credentials: undefined,
      isLoggedIn: false,
      deliveryType: 'D',
    });
  });
});
