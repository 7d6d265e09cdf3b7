/**
 * Profile calls (SPEC 7): read and edit the profile, set a password, delete the account.
 * Bound to the client by the profile screens (`profileApi(client)`), not composed into the client,
 * so none of it reaches the landing page.
 */
import type { Profile, ProfileUpdateBody, SetPasswordBody } from '@/contract/profile';
import { ENDPOINTS } from '@/contract/endpoints';
import type { ApiTransport, CallOptions } from './types';

export function profileApi({ request }: ApiTransport) {
  const E = ENDPOINTS;
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
