import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressesApi } from '@/api/addresses';
import { PATHS } from '@/contract/paths';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { GeoPlace, StoreLookupResponse, StoresResponse } from '@/contract/locations';
import type { AddressBody, SavedAddress } from '@/contract/addresses';
import { ENDPOINTS } from '@/contract/endpoints';
import type { RequestContext } from '@/api/types';
import { anonymousContext, clientFor, credentials, rejection } from './clientFixture';
import { errorBody, json, startMisbehavingServer, type MisbehavingServer } from './misbehavingServer';

let server: MisbehavingServer;
let urls: URL[];
beforeAll(async () => {
  server = await startMisbehavingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  urls = [];
});

/** The client with a fetch that records every URL, so query parameters can be checked. */
function recordingClient(context: RequestContext = anonymousContext()) {
  return clientFor(server, context, {
    fetch: (request) => {
      urls.push(new URL(request.url));
      return fetch(request);
    },
  }).client;
}

const queryOf = (path: string): Record<string, string> => {
  const url = urls.find((entry) => entry.pathname === path);
  return Object.fromEntries(url?.searchParams ?? []);
};
const bodyOf = (path: string): unknown => JSON.parse(server.received(path)[0]?.body || 'null');

const KORAMANGALA: GeoPlace = {
  placeId: 'place-1',
  formattedAddress: 'Koramangala, Bengaluru, Karnataka 560095',
  locality: 'Koramangala',
  subLocality: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560095',
  latitude: 12.9352,
  longitude: 77.6245,
};
const POINT = { latitude: 12.9352, longitude: 77.6245 };
const STORES: StoresResponse = {
  stores: [
    {
      id: 'S1',
      name: 'Koramangala',
      city: 'Bengaluru',
      region: 'South',
      address: '80 Feet Road',
      latitude: 12.934,
      longitude: 77.626,
      online: 1,
      advanceOrderStoreId: null,
      distanceKm: 0.2,
    },
  ],
};
const ADDRESS: AddressBody = {
  label: 'Home',
  firstName: 'Asha',
  lastName: 'Rao',
  mobile_no: '9876543210',
  email: 'asha@example.com',
  address: 'Green Park Society',
  houseNo: 'B-12',
  locality: 'Koramangala',
  city: 'Bengaluru',
  latitude: 12.9352,
  longitude: 77.6245,
  address_component: { area: '', block: '' },
};
const { address_component: _empty, ...ADDRESS_SENT } = ADDRESS;
const SAVED: SavedAddress = {
  ...ADDRESS_SENT,
  address_id: 'addr-1',
  fullName: 'Asha Rao',
  sub_locality: '',
  area1: '',
  area2: '',
  deliveryType: 'D',
  childStoreId: 'S1',
};
const LOGGED_IN = anonymousContext({ userId: 'user-42', isLoggedIn: true, credentials: credentials('user') });
const addressesPath = PATHS.addresses.replace('{userId}', 'user-42');
const addressPath = PATHS.address.replace('{userId}', 'user-42').replace('{addressId}', 'addr-1');

describe('place search and geocoding', () => {
  it('autocomplete and geocode send the typed input as `input`', async () => {
    server.route(PATHS.placeAutocomplete, (_request, response) => json(response, 200, { predictions: [KORAMANGALA] }));
    server.route(PATHS.geocode, (_request, response) => json(response, 200, { place: KORAMANGALA }));
    const client = recordingClient();
    await expect(client.autocompletePlaces('kora mangala')).resolves.toEqual({ predictions: [KORAMANGALA] });
    await expect(client.geocode('Koramangala')).resolves.toEqual({ place: KORAMANGALA });
    expect(queryOf(PATHS.placeAutocomplete)).toEqual({ input: 'kora mangala' });
    expect(queryOf(PATHS.geocode)).toEqual({ input: 'Koramangala' });
    expect(server.received(PATHS.geocode)[0]?.method).toBe('GET');
  });

  it('reverse geocoding sends latitude and longitude', async () => {
    server.route(PATHS.reverseGeocode, (_request, response) => json(response, 200, { place: KORAMANGALA }));
    await expect(recordingClient().reverseGeocode(POINT)).resolves.toEqual({ place: KORAMANGALA });
    expect(queryOf(PATHS.reverseGeocode)).toEqual({ latitude: '12.9352', longitude: '77.6245' });
  });

  it('an unknown place throws PLACE_NOT_FOUND', async () => {
    server.route(PATHS.geocode, (_request, response) => json(response, 404, errorBody(STORE_ERROR_CODES.placeNotFound, 'No such place')));
    const error = await rejection(recordingClient().geocode('Atlantis'));
    expect(error).toMatchObject({ kind: 'http', status: 404, code: 'PLACE_NOT_FOUND', displayMsg: 'No such place' });
  });

  it('localities take an optional city; cities take nothing', async () => {
    server.route(PATHS.localities, (_request, response) => json(response, 200, { localities: [KORAMANGALA] }));
    server.route(PATHS.cities, (_request, response) => json(response, 200, { cities: [{ id: 1, name: 'Bengaluru', state: 'Karnataka' }] }));
    const client = recordingClient();
    await client.getLocalities('Bengaluru');
    await client.getLocalities();
    await expect(client.getCities()).resolves.toMatchObject({ cities: [{ name: 'Bengaluru' }] });
    expect(urls.filter((url) => url.pathname === PATHS.localities).map((url) => url.search)).toEqual(['?city=Bengaluru', '']);
  });
});

describe('stores', () => {
  it('nearest stores send the delivery type and the point', async () => {
    server.route(PATHS.nearestStores, (_request, response) => json(response, 200, STORES));
    await expect(recordingClient().getNearestStores(POINT, 'T')).resolves.toEqual(STORES);
    expect(queryOf(PATHS.nearestStores)).toEqual({ orderDeliveryType: 'T', latitude: '12.9352', longitude: '77.6245' });
  });

  it('city stores put the city in the path and the point in the query only when given', async () => {
    const cityPath = PATHS.cityStores.replace('{city}', 'New%20Delhi');
    server.route(cityPath, (_request, response) => json(response, 200, STORES));
    const client = recordingClient();
    await client.getCityStores('New Delhi', 'D');
    await client.getCityStores('New Delhi', 'D', { point: POINT });
    const queries = urls.filter((url) => url.pathname === cityPath).map((url) => Object.fromEntries(url.searchParams));
    expect(queries).toEqual([{ orderDeliveryType: 'D' }, { orderDeliveryType: 'D', latitude: '12.9352', longitude: '77.6245' }]);
  });

  it('pickup cities send delivery_type; the pickup address puts the store id in the path', async () => {
    const pickupPath = PATHS.pickupStoreAddress.replace('{storeId}', 'S9');
    server.route(PATHS.pickupCities, (_request, response) => json(response, 200, { cities: ['Pune'] }));
    server.route(pickupPath, (_request, response) => json(response, 404, errorBody(STORE_ERROR_CODES.storeNotFound, 'Store not found')));
    const client = recordingClient();
    await expect(client.getPickupCities('P')).resolves.toEqual({ cities: ['Pune'] });
    expect(queryOf(PATHS.pickupCities)).toEqual({ delivery_type: 'P' });
    const error = await rejection(client.getPickupStoreAddress('S9'));
    expect(error).toMatchObject({ status: 404, code: 'STORE_NOT_FOUND' });
  });

  it('store lookup posts the point and returns the serving store', async () => {
    const found: StoreLookupResponse = {
      data: { id: 'S1', advanceOrderStoreId: null, online: 1 },
      storeData: { childStoreId: 'S1-C' },
      geoCodeData: KORAMANGALA,
    };
    server.route(PATHS.storeLookup, (_request, response) => json(response, 200, found));
    const body = { ...POINT, address_id: 'addr-1', deliveryType: 'D' as const };
    await expect(recordingClient().lookupStore(body)).resolves.toEqual(found);
    expect(server.received(PATHS.storeLookup)[0]?.method).toBe('POST');
    expect(bodyOf(PATHS.storeLookup)).toEqual(body);
  });

  it.each([
    [STORE_ERROR_CODES.storeNotAvailable, '2.STORENA'],
    [STORE_ERROR_CODES.notServiceable, 'LOCATION_NOT_SERVICEABLE'],
  ])('store lookup throws the server code %s as a typed error', async (code, expected) => {
    server.route(PATHS.storeLookup, (_request, response) =>
      json(response, 400, errorBody(code, 'We Do not Deliver Here', { header: 'Oops' })),
    );
    const error = await rejection(recordingClient().lookupStore({ ...POINT, deliveryType: 'D' }));
    expect(error).toMatchObject({ kind: 'http', status: 400, code: expected, displayMsg: 'We Do not Deliver Here', header: 'Oops' });
    expect(server.received(PATHS.storeLookup)).toHaveLength(1);
  });
});

describe('saved addresses', () => {
  it('are the logged-in user calls: credentials in the headers, user id in the path', async () => {
    server.route(addressesPath, (request, response) =>
      request.method === 'GET' ? json(response, 200, { addresses: [SAVED] }) : json(response, 201, SAVED),
    );
    const client = addressesApi(recordingClient(LOGGED_IN));
    await expect(client.getAddresses('user-42')).resolves.toEqual({ addresses: [SAVED] });
    await expect(client.addAddress('user-42', ADDRESS)).resolves.toEqual(SAVED);
    const [list, add] = server.received(addressesPath);
    expect(list?.method).toBe('GET');
    expect(add?.method).toBe('POST');
    expect(add?.headers).toMatchObject({ authtoken: 'access-user', userid: 'user-42', isloggedin: 'true' });
    for (const name of ['getAddresses', 'addAddress', 'updateAddress', 'deleteAddress'] as const) {
      expect(ENDPOINTS[name]).toMatchObject({ category: 'user', auth: true });
    }
  });

  it('drop an all-empty address_component from the payload and keep a filled one (SPEC 5)', async () => {
    server.route(addressesPath, (_request, response) => json(response, 201, SAVED));
    server.route(addressPath, (_request, response) => json(response, 200, SAVED));
    const client = addressesApi(recordingClient(LOGGED_IN));
    await client.addAddress('user-42', ADDRESS);
    const filled = { ...ADDRESS, address_component: { area: 'Sector 5', block: '' } };
    await client.updateAddress('user-42', 'addr-1', filled);
    expect(bodyOf(addressesPath)).toEqual(ADDRESS_SENT);
    expect(server.received(addressPath)[0]?.method).toBe('PUT');
    expect(bodyOf(addressPath)).toEqual(filled);
  });

  it('delete resolves on 204 and an unknown address throws ADDRESS_NOT_FOUND', async () => {
    server.route(addressPath, (_request, response, hit) => {
      if (hit === 1) {
        response.writeHead(204);
        response.end();
        return;
      }
      json(response, 404, errorBody(STORE_ERROR_CODES.addressNotFound, 'Address not found'));
    });
    const client = addressesApi(recordingClient(LOGGED_IN));
    await expect(client.deleteAddress('user-42', 'addr-1')).resolves.toBeUndefined();
    expect(server.received(addressPath)[0]?.method).toBe('DELETE');
    const error = await rejection(client.deleteAddress('user-42', 'addr-1'));
    expect(error).toMatchObject({ status: 404, code: 'ADDRESS_NOT_FOUND' });
  });
});

describe('categories', () => {
  it('place lookups are location calls and store lookups store calls', () => {
    for (const name of ['placeAutocomplete', 'geocode', 'reverseGeocode', 'getLocalities', 'getCities'] as const) {
      expect(ENDPOINTS[name].category, name).toBe('location');
    }
    for (const name of ['getNearestStores', 'getCityStores', 'getPickupCities', 'getPickupStoreAddress', 'lookupStore'] as const) {
      expect(ENDPOINTS[name].category, name).toBe('store');
    }
  });
});
