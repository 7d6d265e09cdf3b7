/** The app's configured client, for machine actors' default implementations. */
import type { ApiClient } from './client';

let configured: ApiClient | undefined;

export function setApiClient(client: ApiClient): void {
  configured = client;
}

export function getApiClient(): ApiClient {
  if (!configured) {
    throw new Error('API client is not configured: call setApiClient(createApiClient(...)) when the app starts.');
  }
  return configured;
}
