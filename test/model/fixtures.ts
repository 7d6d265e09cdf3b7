/** Small values machine tests share: sessions, an API error, banners, a fake deferred install prompt. */
import { fromPromise } from 'xstate';
import type { AlertItem, AnonymousSession, Banner } from '@/api/contract';
import { ApiError, ERROR_CODES } from '@/api/errors';
import type { DeferredInstallPrompt } from '@machines/installPrompt.machine';
import type { StoredSession } from '@machines/session.machine';

export function anonymousSession(userId: string): AnonymousSession {
  return {
    userId,
    credentials: {
      accessKeyId: `key-${userId}`,
      sessionToken: `session-${userId}`,
      accessToken: `access-${userId}`,
      refreshToken: `refresh-${userId}`,
      secretKey: `secret-${userId}`,
      expiresAt: 1_900_000_000_000,
    },
  };
}

export function sessionExpired(displayMsg: string): ApiError {
  return new ApiError({ kind: 'sessionExpired', status: 401, code: ERROR_CODES.sessionExpired, displayMsg });
}

export function networkFailure(): ApiError {
  return new ApiError({ kind: 'network', status: 0, code: ERROR_CODES.network, displayMsg: 'Internet connection Lost' });
}

export const BANNERS: Banner[] = [
  { id: 'b-edv', title: 'Everyday value', subtitle: 'From Rs 99', image: '/images/banners/edv.svg', altText: 'EDV', target: 'edv' },
  { id: 'b-cup', title: 'World cup', subtitle: 'Match day', image: '/images/banners/cup.svg', altText: 'Cup', target: 'world cup' },
];

export const ALERTS: AlertItem[] = [{ id: 'a-1', message: 'Stores close at 11 PM today', severity: 'info' }];

/** A deferred prompt whose user choice is fixed; counts how often it was shown. */
export function deferredPrompt(outcome: 'accepted' | 'dismissed'): DeferredInstallPrompt & { shown: number } {
  const fake = {
    shown: 0,
    prompt: async () => {
      fake.shown += 1;
    },
    userChoice: Promise.resolve({ outcome }),
  };
  return fake;
}

/** Session actors for a first visit that always succeeds: nothing stored, `userId` created. */
export function firstVisitSessionActors(userId: string) {
  return {
    loadSession: fromPromise(async (): Promise<StoredSession | null> => null),
    createAnonymousUser: fromPromise(async () => anonymousSession(userId)),
    saveSession: fromPromise<void, StoredSession>(async () => undefined),
    clearSession: fromPromise(async (): Promise<void> => undefined),
  };
}
