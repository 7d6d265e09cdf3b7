/** A configured API client whose `request` answers one table of calls bound on demand (e.g. the checkout calls of ENDPOINTS) from stubs. */
import { vi } from 'vitest';
import { setApiClient, type ApiClient, type ApiRequestInit } from '@/api';
import type { Endpoint } from '@/contract/endpoints';

/** Answers one call; it gets the request's init (path parameters, query, body, signal). */
export type CallStub = (init: ApiRequestInit) => Promise<unknown>;

function callOf<Call extends string>(endpoints: Record<Call, Endpoint>, endpoint: Endpoint): Call | undefined {
  return (Object.keys(endpoints) as Call[]).find((call) => endpoints[call] === endpoint);
}

/** Installs the client; a request to an endpoint without a stub rejects. Returns the `request` mock. */
export function serveCalls<Call extends string>(endpoints: Record<Call, Endpoint>, stubs: Partial<Record<Call, CallStub>>) {
  const request = vi.fn(async (endpoint: Endpoint, init: ApiRequestInit = {}) => {
    const call = callOf(endpoints, endpoint);
    const stub = call === undefined ? undefined : stubs[call];
    if (!stub) throw new Error(`No stub answers ${endpoint.method} ${endpoint.path}`);
    return stub(init);
  });
  setApiClient({ request } as Partial<ApiClient> as ApiClient);
  return request;
}
