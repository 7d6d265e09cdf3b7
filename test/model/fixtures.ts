/** Small values machine tests share: sessions, an API error, banners, a fake deferred install prompt. */
import { fromPromise } from 'xstate';
import type { AnonymousSession, LoginAttributes, LoginResponse } from '@/contract/accounts';
import type { AlertItem, Banner, WidgetContent } from '@/contract/content';
import type { SavedAddress } from '@/contract/addresses';
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

/** What a login answers for a user called Asha Rao with mobile 9876543210. */
export function loginResponse(userId = 'user-42'): LoginResponse {
  const attributes: LoginAttributes = {
    cartId: `cart-${userId}`,
    cognitoLoggedin: true,
    email: 'asha@example.com',
    emailVerified: true,
    firstName: 'Asha',
    lastName: 'Rao',
    mobile: '9876543210',
    phoneNumberVerified: true,
    sub: `sub-${userId}`,
    userId,
    isVip: false,
    frequency: 3,
    language: null,
  };
  return { status: 'SUCCESS', userId, cognitoId: `cognito-${userId}`, credentials: anonymousSession(userId).credentials, attributes };
}

export function sessionExpired(displayMsg: string, code: string = ERROR_CODES.sessionExpired): ApiError {
  return new ApiError({ kind: 'sessionExpired', status: 401, code, displayMsg });
}

/** An answered error with the server's errors[0] code and text. */
export function serverError(code: string, displayMsg: string, status = 400): ApiError {
  return new ApiError({ kind: 'http', status, code, displayMsg });
}

export function networkFailure(): ApiError {
  return new ApiError({ kind: 'network', status: 0, code: ERROR_CODES.network, displayMsg: 'Internet connection Lost' });
}

export const BANNERS: Banner[] = [
  { id: 'b-edv', title: 'Everyday value', subtitle: 'From Rs 99', image: '/images/banners/edv.svg', altText: 'EDV', target: 'edv' },
  { id: 'b-cup', title: 'World cup', subtitle: 'Match day', image: '/images/banners/cup.svg', altText: 'Cup', target: 'world cup' },
];

/** The landing widgets: the banners above, then link cards for the SPEC 2 link actions. */
export const WIDGETS: WidgetContent[] = [
  { id: 'offers', label: 'offers', title: 'Offers', kind: 'banners', banners: BANNERS },
  {
    id: 'explore',
    label: 'explore',
    title: 'Explore',
    kind: 'links',
    links: [
      { id: 'l-deals', title: 'Deals', subtitle: 'Save today', action: 'deals' },
      { id: 'l-rewards', title: 'Rewards', subtitle: 'Earn points', action: 'reward' },
    ],
  },
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
    logout: fromPromise(async (): Promise<void> => undefined),
    clearSession: fromPromise(async (): Promise<void> => undefined),
  };
}

/** A saved Bengaluru home address, as the server answers it. */
export const SAVED_HOME: SavedAddress = {
  address_id: 'addr-1',
  label: 'Home',
  firstName: 'Asha',
  lastName: 'Rao',
  fullName: 'Asha Rao',
  mobile_no: '9876543210',
  email: 'asha@example.com',
  address: 'MG Road',
  houseNo: '12B',
  locality: 'Koramangala',
  sub_locality: '',
  area1: '',
  area2: '',
  city: 'Bengaluru',
  latitude: 12.93456,
  longitude: 77.62544,
  deliveryType: 'D',
  childStoreId: 'S1',
};
