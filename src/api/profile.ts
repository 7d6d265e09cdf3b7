/**
 * Profile calls (SPEC 7): read and edit the profile, set a password, delete the account.
 * Bound to the client by the profile screens (`profileApi(client)`), not composed into the client,
 * so none of it reaches the landing page.
 */
import { PATHS, type Profile, type ProfileUpdateBody, type SetPasswordBody } from './contract';
import type { Endpoint } from './endpoints';
import type { ApiTransport, CallOptions } from './types';

export const PROFILE_ENDPOINTS = {
  getProfile: { path: PATHS.profile, method: 'GET', category: 'user', auth: true },
  updateProfile: { path: PATHS.profile, method: 'PUT', category: 'user', auth: true },
  deleteAccount: { path: PATHS.deleteAccount, method: 'DELETE', category: 'user', auth: true },
  setPassword: { path: PATHS.setPassword, method: 'PUT', category: 'user', auth: true },
} as const satisfies Record<string, Endpoint>;

export function profileApi({ request }: ApiTransport) {
  const E = PROFILE_ENDPOINTS;
  const byUser = (userId: string) => ({ userId });
  return {
    getProfile: (userId: string, options: CallOptions = {}) =>
      request<Profile>(E.getProfile, { pathParams: byUser(userId), signal: options.signal }),
    updateProfile: (userId: string, body: ProfileUpdateBody, options: CallOptions = {}) =>
      request<Profile>(E.updateProfile, { body, pathParams: byUser(userId), signal: options.signal }),
    deleteAccount: async (userId: string, options: CallOptions = {}): Promise<void> => {
      await request<unknown>(E.deleteAccount, { pathParams: byUser(userId), signal: options.signal });
    },
    setPassword: async (userId: string, body: SetPasswordBody, options: CallOptions = {}): Promise<void> => {
      await request<unknown>(E.setPassword, { body, pathParams: byUser(userId), signal: options.signal });
    },
  };
}
