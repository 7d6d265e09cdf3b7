/** GET placeAutocomplete, geocode, reverseGeocode, localities and cities: signed-in (anonymous or not) users. */
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { AutocompleteResponse, CitiesResponse, GeocodeResponse, LocalitiesResponse } from '@/contract/locations';
import type { Database } from '../db/client';
import { cities, localities } from '../db/schema';
import { requireAuth } from '../http/auth';
import { errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import { getAppConfig } from '../services/config';
import { toGeoPlace } from '../services/geo/gazetteer';
import type { GeoProvider } from '../services/geo/provider';
import type { TokenService } from '../services/tokens';
import { serverText } from '../texts';

export function placeRoutes(db: Database, tokens: TokenService, geo: GeoProvider): Hono {
  const auth = requireAuth(tokens);
  // Worded per request: the text follows the request's language.
  const notFound = () => ({ code: STORE_ERROR_CODES.placeNotFound, displayMsg: serverText('placeNotFound') });
  return new Hono()
    .get(E.placeAutocomplete.path, auth, validated('placeAutocomplete'), async (c) => {
      const { storeSearchLimit } = await getAppConfig(db);
      const predictions = await geo.autocomplete(c.get('query').input, storeSearchLimit);
      return c.json({ predictions } satisfies AutocompleteResponse);
    })
    .get(E.geocode.path, auth, validated('geocode'), async (c) => {
      const place = await geo.geocode(c.get('query').input);
      return place ? c.json({ place } satisfies GeocodeResponse) : errorResponse(c, 404, notFound());
    })
    .get(E.reverseGeocode.path, auth, validated('reverseGeocode'), async (c) => {
      const place = await geo.reverseGeocode(c.get('query'));
      return place ? c.json({ place } satisfies GeocodeResponse) : errorResponse(c, 404, notFound());
    })
    .get(E.getLocalities.path, auth, validated('getLocalities'), async (c) => {
      const { city } = c.get('query');
      const rows = await db
        .select()
        .from(localities)
        .where(city === undefined ? undefined : eq(localities.city, city))
        .orderBy(asc(localities.city), asc(localities.name));
      return c.json({ localities: rows.map(toGeoPlace) } satisfies LocalitiesResponse);
    })
    .get(E.getCities.path, auth, async (c) => {
      const rows = await db.select().from(cities).orderBy(asc(cities.name));
      return c.json({ cities: rows } satisfies CitiesResponse);
    });
}
