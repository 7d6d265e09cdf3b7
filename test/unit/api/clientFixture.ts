/** A client pointed at the misbehaving server, with spies for its callbacks; it does not check answers against the contract. */
import { expect, vi } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientOptions, type RequestContext } from '@/api/client';
import type { AnonymousSession, Credentials } from '@/contract/accounts';
import { ApiError } from '@/api/errors';
import type { MisbehavingServer } from './misbehavingServer';

export const API_KEY = 'test-api-key';
export const CLIENT_TYPE = 'pwa-test';

export function credentials(tag: string): Credentials {
  return {
    accessKeyId: `key-${tag}`,
    sessionToken: `session-${tag}`,
    accessToken: `access-${tag}`,
    refreshToken: `refresh-${tag}`,
    secretKey: `secret-${tag}`,
    expiresAt: 4_102_444_800_000,
  };
}

export function anonymousContext(overrides: Partial<RequestContext> = {}): RequestContext {
  return { userId: 'anon-user-1', credentials: credentials('old'), isLoggedIn: false, deliveryType: 'D', ...overrides };
}

export interface ClientUnderTest {
  client: ApiClient;
  onCredentials: ReturnType<typeof vi.fn<(session: AnonymousSession) => void>>;
  onSessionExpired: ReturnType<typeof vi.fn<(error: ApiError) => void>>;
}

export function clientFor(
  server: MisbehavingServer,
  context: RequestContext = anonymousContext(),
  options: Partial<ApiClientOptions> = {},
): ClientUnderTest {
  const onCredentials = vi.fn<(session: AnonymousSession) => void>();
  const onSessionExpired = vi.fn<(error: ApiError) => void>();
  const client = createApiClient({
    baseURL: server.baseURL,
    apiKey: API_KEY,
    clientType: CLIENT_TYPE,
    source: 'PWA18',
    getContext: () => context,
    onCredentials,
    onSessionExpired,
    retryDelayMs: 0,
    // The misbehaving server answers hand-made bodies to exercise the transport; test/unit/contract.test.ts checks answers.
    checkResponses: false,
    ...options,
  });
  return { client, onCredentials, onSessionExpired };
}

/** The ApiError a call rejected with; fails the test when it resolved or threw something else. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
