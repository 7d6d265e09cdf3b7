/** GET placeAutocomplete, geocode, reverseGeocode, localities and cities: signed-in (anonymous or not) users. */
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  PATHS,
  STORE_ERROR_CODES,
  type AutocompleteResponse,
  type CitiesResponse,
  type GeocodeResponse,
  type LocalitiesResponse,
} from '@/api/contract';
import type { Database } from '../db/client';
import { cities, localities } from '../db/schema';
import { requireAuth } from '../http/auth';
import { errorResponse } from '../http/errors';
import { MAX_PLACE_INPUT, placeInputQuery, pointQuery } from '../http/geoQuery';
import { queryParams } from '../http/validate';
import { getAppConfig } from '../services/config';
import { toGeoPlace } from '../services/geo/gazetteer';
import type { GeoProvider } from '../services/geo/provider';
import type { TokenService } from '../services/tokens';
import { serverText } from '../texts';


const localitiesQuery = z.object({ city: z.string().trim().min(1).max(MAX_PLACE_INPUT).optional() });

export function placeRoutes(db: Database, tokens: TokenService, geo: GeoProvider): Hono {
  const auth = requireAuth(tokens);
  const notFound = { code: STORE_ERROR_CODES.placeNotFound, displayMsg: serverText('placeNotFound') };
  return new Hono()
    .get(PATHS.placeAutocomplete, auth, queryParams(placeInputQuery), async (c) => {
      const { storeSearchLimit } = await getAppConfig(db);
      const predictions = await geo.autocomplete(c.get('query').input, storeSearchLimit);
      return c.json({ predictions } satisfies AutocompleteResponse);
    })
    .get(PATHS.geocode, auth, queryParams(placeInputQuery), async (c) => {
      const place = await geo.geocode(c.get('query').input);
      return place ? c.json({ place } satisfies GeocodeResponse) : errorResponse(c, 404, notFound);
    })
    .get(PATHS.reverseGeocode, auth, queryParams(pointQuery), async (c) => {
      const place = await geo.reverseGeocode(c.get('query'));
      return place ? c.json({ place } satisfies GeocodeResponse) : errorResponse(c, 404, notFound);
    })
    .get(PATHS.localities, auth, queryParams(localitiesQuery), async (c) => {
      const { city } = c.get('query');
      const rows = await db
        .select()
        .from(localities)
        .where(city === undefined ? undefined : eq(localities.city, city))
        .orderBy(asc(localities.city), asc(localities.name));
      return c.json({ localities: rows.map(toGeoPlace) } satisfies LocalitiesResponse);
    })
    .get(PATHS.cities, auth, async (c) => {
      const rows = await db.select().from(cities).orderBy(asc(cities.name));
      return c.json({ cities: rows } satisfies CitiesResponse);
    });
}
