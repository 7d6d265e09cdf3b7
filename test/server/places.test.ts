import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { AutocompleteResponse, CitiesResponse, GeocodeResponse, LocalitiesResponse } from '@/contract/locations';
import { APP_CONFIG_DEFAULTS } from '@/domain/constants';
import { errorOf } from './support/accounts';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  headers = (await signInAnonymously(server)).headers;
});
afterAll(() => server.close());

const get = (path: string) => server.fetch(path, { headers });
const predictions = async (input: string) => {
  const response = await get(`${PATHS.placeAutocomplete}?input=${encodeURIComponent(input)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as AutocompleteResponse).predictions;
};

describe('GET placeAutocomplete', () => {
  it('ranks locality prefixes first and fills the whole place', async () => {
    const [first] = await predictions('kora');
    expect(first).toMatchObject({
      locality: 'Koramangala',
      subLocality: '5th Block',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560034',
      formattedAddress: '5th Block, Koramangala, Bengaluru, Karnataka 560034',
    });
  });

  it('matches every typed word, by city too, and answers at most the store search limit', async () => {
    const inPune = await predictions('pune');
    expect(inPune).toHaveLength(APP_CONFIG_DEFAULTS.storeSearchLimit);
    expect(inPune.every((place) => place.city === 'Pune')).toBe(true);
    expect((await predictions('white bengaluru')).map((place) => place.locality)).toEqual(['Whitefield']);
    expect(await predictions('zzqx')).toEqual([]);
  });

  it('refuses an empty input', async () => {
    const response = await get(`${PATHS.placeAutocomplete}?input=`);
    expect(response.status).toBe(400);
  });
});

describe('GET geocode and reverseGeocode', () => {
  it('geocodes text to the best place and answers 404 when nothing matches', async () => {
    const response = await get(`${PATHS.geocode}?input=Connaught`);
    expect(((await response.json()) as GeocodeResponse).place).toMatchObject({ locality: 'Connaught Place', city: 'Delhi' });
    const missing = await get(`${PATHS.geocode}?input=zzqx`);
    expect(missing.status).toBe(404);
    expect((await errorOf(missing))?.code).toBe('PLACE_NOT_FOUND');
  });

  it('answers the nearest locality for a point', async () => {
    const response = await get(`${PATHS.reverseGeocode}?latitude=12.9701&longitude=77.7489`);
    expect(((await response.json()) as GeocodeResponse).place).toMatchObject({ locality: 'Whitefield', city: 'Bengaluru' });
    const invalid = await get(`${PATHS.reverseGeocode}?latitude=north&longitude=77.7`);
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid))?.displayMsg).toBe('latitude must be a number.');
  });
});

describe('GET localities and cities', () => {
  it("answers one city's localities and the served cities", async () => {
    const response = await get(`${PATHS.localities}?city=Pune`);
    const { localities } = (await response.json()) as LocalitiesResponse;
    expect(localities.length).toBeGreaterThan(APP_CONFIG_DEFAULTS.storeSearchLimit);
    expect(localities.every((place) => place.city === 'Pune')).toBe(true);
    const cities = ((await (await get(PATHS.cities)).json()) as CitiesResponse).cities;
    expect(cities.map((city) => city.name)).toEqual([
      'Bengaluru',
      'Chennai',
      'Delhi',
      'Gurugram',
      'Hyderabad',
      'Kolkata',
      'Mumbai',
      'Pune',
    ]);
  });
});
