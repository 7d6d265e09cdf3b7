import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Credentials } from '@/contract/accounts';
import { handLoginToSession } from '@/app/loginFlow';
import { requestContextOf } from '@/app/rootActors';
import { loginMachine } from '@machines/login.machine';
import { selectIsLoggedIn, selectUser, sessionMachine, type StoredSession } from '@machines/session.machine';
import { loginResponse } from '../../model/fixtures';
import { selectIsRestored } from '@machines/store.machine';
import { SAVED_STORE } from '../../model/dealFixtures';
import { storeActorWith } from '../../support/storeActor';

const credentials: Credentials = {
  accessKeyId: 'key',
  sessionToken: 'session',
  accessToken: 'access',
  refreshToken: 'refresh',
  secretKey: 'secret',
  expiresAt: 1_900_000_000_000,
};

describe('requestContextOf', () => {
  it('gives the API client the session user, credentials and login state, with delivery type D while no store is selected', async () => {
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
    const noStore = await waitFor(storeActorWith(), selectIsRestored);
    expect(requestContextOf(ready, noStore)).toEqual({
      userId: 'u-42',
      credentials,
      isLoggedIn: false,
      storeId: undefined,
      deliveryType: 'D',
      childStoreId: undefined,
    });
    session.stop();
  });

  it('leaves out user and credentials while none are known', () => {
    const session = createActor(sessionMachine);
    expect(requestContextOf(session.getSnapshot(), storeActorWith().getSnapshot())).toMatchObject({
      userId: undefined,
      credentials: undefined,
      isLoggedIn: false,
      deliveryType: 'D',
    });
  });

  it('sends the selected store, its delivery type, and the child store for delivery only (SPEC 7 headers)', async () => {
    const session = createActor(sessionMachine).getSnapshot();
    const delivery = await waitFor(
      storeActorWith({ ...SAVED_STORE, storeId: 'S1', childStoreId: 'C1', deliveryType: 'D' }),
      selectIsRestored,
    );
    expect(requestContextOf(session, delivery)).toMatchObject({ storeId: 'S1', deliveryType: 'D', childStoreId: 'C1' });
    const takeaway = await waitFor(
      storeActorWith({ ...SAVED_STORE, storeId: 'S2', childStoreId: 'C2', deliveryType: 'T' }),
      selectIsRestored,
    );
    expect(requestContextOf(session, takeaway)).toMatchObject({ storeId: 'S2', deliveryType: 'T', childStoreId: undefined });
  });
});

describe('handLoginToSession', () => {
  it('makes the session take over a completed login', async () => {
    const session = createActor(
      sessionMachine.provide({
        actors: {
          loadSession: fromPromise<StoredSession | null>(async () => ({ userId: 'anon-1', credentials, isLoggedIn: false })),
          saveSession: fromPromise<void, StoredSession>(async () => undefined),
        },
      }),
    ).start();
    await waitFor(session, (snapshot) => snapshot.matches({ ready: 'saved' }));
    const login = createActor(
      loginMachine.provide({
        actors: {
          passwordLogin: fromPromise(async () => loginResponse('user-42')),
          clearSelections: fromPromise(async (): Promise<void> => undefined),
          loadWallet: fromPromise<void, { userId: string }>(async () => undefined),
        },
      }),
    ).start();
    handLoginToSession(login, session);
    login.send({ type: 'login.start' });
    login.send({ type: 'password.choose' });
    login.send({ type: 'mobile.change', value: '9876543210' });
    login.send({ type: 'password.change', value: 'secret' });
    login.send({ type: 'password.submit' });
    const loggedIn = await waitFor(session, selectIsLoggedIn);
    expect(loggedIn.context.userId).toBe('user-42');
    expect(requestContextOf(loggedIn, storeActorWith().getSnapshot())).toMatchObject({ userId: 'user-42', isLoggedIn: true });
    expect(selectUser(loggedIn)?.firstName).toBe('Asha');
    login.stop();
    session.stop();
  });
});
