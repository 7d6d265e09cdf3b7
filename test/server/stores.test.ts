import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { ErrorBody } from '@/contract/errors';
import type { StoreLookupResponse, StoresResponse } from '@/contract/locations';
import { haversineKm } from '@/domain/geo';
import { errorOf } from './support/accounts';
import { jsonInit, signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  headers = (await signInAnonymously(server)).headers;
});
afterAll(() => server.close());

const CONNAUGHT_PLACE = { latitude: 28.6315, longitude: 77.2167 };
const KOTHRUD = { latitude: 18.507, longitude: 73.81 };
const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
/** Only the offline Colaba store (no advance store of its own elsewhere) delivers here. */
const COLABA = { latitude: 18.9067, longitude: 72.8147 };
const JAIPUR = { latitude: 26.9124, longitude: 75.7873 };

async function nearest(point: { latitude: number; longitude: number }, orderDeliveryType: string) {
  const query = new URLSearchParams({ orderDeliveryType, latitude: String(point.latitude), longitude: String(point.longitude) });
  const response = await server.fetch(`${PATHS.nearestStores}?${query}`, { headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as StoresResponse).stores;
}

const lookup = (body: Record<string, unknown>, as = headers) => server.fetch(PATHS.storeLookup, jsonInit(body, as));

describe('GET nearestStores', () => {
  it('answers the 4 nearest delivery stores, nearest first, with distances to 1 decimal', async () => {
    const stores = await nearest(CONNAUGHT_PLACE, 'D');
    expect(stores).toHaveLength(4);
    expect(stores[0]?.id).toBe('66001');
    for (const store of stores) {
      const km = haversineKm(CONNAUGHT_PLACE, store);
      expect(store.distanceKm).toBe(Math.round(km * 10) / 10);
      expect(store.distanceKm! * 10).toBe(Math.round(store.distanceKm! * 10));
    }
    const distances = stores.map((store) => store.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('answers at most 3 stores for takeaway', async () => {
    const stores = await nearest(CONNAUGHT_PLACE, 'T');
    expect(stores.map((store) => store.id)).toEqual((await nearest(CONNAUGHT_PLACE, 'D')).slice(0, 3).map((store) => store.id));
  });

  it('leaves out stores beyond 30 km', async () => {
    const stores = await nearest(KOTHRUD, 'D');
    expect(stores.map((store) => store.id).sort()).toEqual(['66501', '66502', '66503']);
    expect(await nearest(JAIPUR, 'D')).toEqual([]);
  });

  it('refuses a missing coordinate and an anonymous caller without a token', async () => {
    const response = await server.fetch(`${PATHS.nearestStores}?latitude=28.6`, { headers });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({ code: 'BAD_REQUEST', displayMsg: 'longitude is required.' });
    expect((await server.fetch(`${PATHS.nearestStores}?latitude=28.6&longitude=77.2`)).status).toBe(401);
  });
});

describe('GET cityStores, pickupCities and pickupStoreAddress', () => {
  it("answers one city's stores, nearest first when a point is given", async () => {
    const path = PATHS.cityStores.replace('{city}', 'pune');
    const response = await server.fetch(`${path}?orderDeliveryType=T&latitude=${KOTHRUD.latitude}&longitude=${KOTHRUD.longitude}`, {
      headers,
    });
    const { stores } = (await response.json()) as StoresResponse;
    expect(stores.map((store) => store.id)).toEqual(['66502', '66501', '66503']);
    expect(stores.every((store) => store.city === 'Pune')).toBe(true);
  });

  it('answers the pickup cities by name and a store address', async () => {
    const cities = await server.fetch(`${PATHS.pickupCities}?delivery_type=T`, { headers });
    expect(((await cities.json()) as { cities: string[] }).cities).toEqual([
      'Bengaluru',
      'Chennai',
      'Delhi',
      'Gurugram',
      'Hyderabad',
      'Kolkata',
      'Mumbai',
      'Pune',
    ]);
    const address = await server.fetch(PATHS.pickupStoreAddress.replace('{storeId}', '66201'), { headers });
    expect(await address.json()).toEqual({
      storeId: '66201',
      name: 'Slice Koramangala',
      address: '80 Feet Road, 5th Block, Koramangala, Bengaluru 560095',
      city: 'Bengaluru',
      latitude: 12.935,
      longitude: 77.626,
    });
    const missing = await server.fetch(PATHS.pickupStoreAddress.replace('{storeId}', 'nope'), { headers });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing))?.code).toBe('STORE_NOT_FOUND');
  });
});

describe('POST storeLookup', () => {
  it("answers the online store whose delivery area covers the point, with the point's locality", async () => {
    const response = await lookup({ ...KORAMANGALA, deliveryType: 'D' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as StoreLookupResponse;
    expect(body.data).toEqual({ id: '66201', advanceOrderStoreId: null, online: 1 });
    expect(body.storeData).toEqual({ childStoreId: '66201' });
    expect(body.geoCodeData).toMatchObject({ locality: 'Koramangala', city: 'Bengaluru' });
  });

  it('answers 2.STORENA with the SPEC 8 text when only an offline store covers the point', async () => {
    const response = await lookup({ ...COLABA, deliveryType: 'D' });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ErrorBody).errors[0]).toEqual({
      code: '2.STORENA',
      displayMsg: 'Sorry, we are facing some temporary issues with the store selected. Please select a different store',
    });
  });

  it('answers We Do not Deliver Here outside every delivery area', async () => {
    const response = await lookup({ ...JAIPUR, deliveryType: 'D' });
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toEqual({ code: 'LOCATION_NOT_SERVICEABLE', displayMsg: 'We Do not Deliver Here' });
  });

  it('answers the store a pickup customer chose, and 2.STORENA for a chosen offline store instead of a neighbour', async () => {
    const chosen = await lookup({ latitude: 19.06, longitude: 72.836, storeId: '66101', deliveryType: 'P' });
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as StoreLookupResponse).data.id).toBe('66101');
    const offline = await lookup({ ...COLABA, storeId: '66104', deliveryType: 'P' });
    expect(offline.status).toBe(422);
    expect((await errorOf(offline))?.code).toBe('2.STORENA');
  });

  it('refuses a chosen store that is unknown or beyond reach of the point', async () => {
    const unknown = await lookup({ ...KORAMANGALA, storeId: 'no-such-store', deliveryType: 'P' });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown))?.code).toBe('STORE_NOT_FOUND');
    const far = await lookup({ ...JAIPUR, storeId: '66101', deliveryType: 'P' });
    expect(far.status).toBe(422);
    expect((await errorOf(far))?.displayMsg).toBe('We Do not Deliver Here');
  });

  it('refuses an unknown address_id and a body without deliveryType', async () => {
    const unknown = await lookup({ ...KORAMANGALA, deliveryType: 'D', address_id: 'not-mine' });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown))?.code).toBe('ADDRESS_NOT_FOUND');
    const invalid = await lookup({ ...KORAMANGALA });
    expect(invalid.status).toBe(400);
    expect((await errorOf(invalid))?.displayMsg).toBe('deliveryType must be "D" or "T" or "P" or "IRCTC" or "DINEIN" or "CURB".');
  });
});
