import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { PickupCitiesResponse, StoresResponse } from '@/contract/locations';
import { cities, stores } from '@server/db/schema';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let headers: Record<string, string>;

/** A store standing in the SPEC 9 pickup locality 'pokhra', next to Connaught Place, and one alone in its own city. */
const POKHRA_CITY = { id: 99, name: 'Pokhra Nagar', state: 'Uttarakhand' };
const pokhraStore = (id: string, cityId: number, latitude: number, longitude: number) => ({
  id,
  name: `Slice Pokhra ${id}`,
  cityId,
  region: 'Pokhra',
  address: 'Main Road, Pokhra',
  latitude,
  longitude,
  online: 1,
  locality: 'Pokhra',
});

beforeAll(async () => {
  server = await startTestServer();
  headers = (await signInAnonymously(server)).headers;
  await server.database.db.insert(cities).values(POKHRA_CITY);
  await server.database.db
    .insert(stores)
    .values([pokhraStore('69901', 1, 28.6316, 77.2168), pokhraStore('69902', POKHRA_CITY.id, 29.9, 78.9)]);
});
afterAll(() => server.close());

const ids = async (path: string): Promise<string[]> => {
  const response = await server.fetch(path, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as StoresResponse).stores.map((store) => store.id);
};

describe("pickup locality 'pokhra' (SPEC 9)", () => {
  it('is left out of pickup nearest and city stores, but delivery still lists it', async () => {
    const near = 'latitude=28.6316&longitude=77.2168';
    expect(await ids(`${PATHS.nearestStores}?orderDeliveryType=T&${near}`)).not.toContain('69901');
    expect(await ids(`${PATHS.nearestStores}?orderDeliveryType=D&${near}`)).toContain('69901');
    const delhi = PATHS.cityStores.replace('{city}', 'Delhi');
    expect(await ids(`${delhi}?orderDeliveryType=T`)).toEqual(['66001', '66004', '66003', '66002']);
  });

  it('is left out of pickup cities and pickup store addresses', async () => {
    const response = await server.fetch(`${PATHS.pickupCities}?delivery_type=T`, { headers });
    expect(((await response.json()) as PickupCitiesResponse).cities).not.toContain(POKHRA_CITY.name);
    const address = await server.fetch(PATHS.pickupStoreAddress.replace('{storeId}', '69902'), { headers });
    expect(address.status).toBe(404);
  });
});
