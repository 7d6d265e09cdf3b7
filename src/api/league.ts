/**
 * The World Pizza League call. Bound to the client by the league machine (`leagueApi(client)`), not composed
 * into the client, so none of it reaches the landing page.
 */
import type { LeagueResponse } from '@/contract/league';
import { ENDPOINTS } from '@/contract/endpoints';
import type { ApiTransport, CallOptions } from './types';

export function leagueApi({ request }: ApiTransport) {
  return {
    /** This week's league; with a store id, only that store's orders count. */
    getLeague: (storeId: string | null, options: CallOptions = {}) =>
      request<LeagueResponse>(ENDPOINTS.getLeague, { query: storeId === null ? {} : { storeId }, signal: options.signal }),
  };
}
