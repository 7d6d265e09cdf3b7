import { describe, expect, it } from 'vitest';
import { createApiClient, getApiClient, setApiClient } from '@/api';

describe('configured client holder', () => {
  it('refuses to hand out a client before one is set, then returns the one set', () => {
    expect(() => getApiClient()).toThrow(/not configured/);
    const client = createApiClient({
      baseURL: '',
      apiKey: 'k',
      clientType: 'pwa',
      source: 'NewDesktop',
      getContext: () => ({ isLoggedIn: false, deliveryType: 'D' }),
      onCredentials: () => undefined,
      onSessionExpired: () => undefined,
    });
    setApiClient(client);
    expect(getApiClient()).toBe(client);
  });
});
