/** A configured API client whose `request` answers the checkout endpoints (ORDER_ENDPOINTS) from stubs, one per call. */
import { vi } from 'vitest';
import { setApiClient, type ApiClient, type ApiRequestInit, type Endpoint } from '@/api';
import { ORDER_ENDPOINTS } from '@/api/orders';

export type OrderCall = keyof typeof ORDER_ENDPOINTS;

/** Answers one checkout call; it gets the request's init (path parameters, query, body, signal). */
export type OrderCallStub = (init: ApiRequestInit) => Promise<unknown>;

function callOf(endpoint: Endpoint): OrderCall | undefined {
  return (Object.keys(ORDER_ENDPOINTS) as OrderCall[]).find((call) => ORDER_ENDPOINTS[call] === endpoint);
}

/** Installs the client; a request to an endpoint without a stub rejects. Returns the `request` mock. */
export function serveOrderCalls(stubs: Partial<Record<OrderCall, OrderCallStub>>) {
  const request = vi.fn(async (endpoint: Endpoint, init: ApiRequestInit = {}) => {
    const call = callOf(endpoint);
    const stub = call === undefined ? undefined : stubs[call];
    if (!stub) throw new Error(`No stub answers ${endpoint.method} ${endpoint.path}`);
    return stub(init);
  });
  setApiClient({ request } as Partial<ApiClient> as ApiClient);
  return request;
}
