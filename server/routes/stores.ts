/**
 * GET nearestStores, cityStores, pickupCities, pickupStoreAddress and POST storeLookup: signed-in
 * (anonymous or not) users. Store lookup answers SPEC 8 '2.STORENA' or 'We Do not Deliver Here' in errors[0].
 */
import { Hono } from 'hono';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { PickupCitiesResponse, StoreLookupResponse, StoresResponse } from '@/contract/locations';
import { ENDPOINTS as E } from '@/contract/endpoints';
import type { Database } from '../db/client';
import { requireAuth } from '../http/auth';
import { errorResponse } from '../http/errors';
import { validated } from '../http/validate';
import { findAddress, setChildStore } from '../services/addresses';
import type { GeoProvider } from '../services/geo/provider';
import { chosenStore, cityStores, nearestStores, pickupCities, pickupStoreAddress, servingStore } from '../services/stores';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';
import { messageText, serverText } from '../texts';

/** Status of a store lookup that found no store to serve the point. */
const NOT_SERVABLE_STATUS = 422;
/** SPEC 8 texts of a point no store can serve. */
const STORE_REFUSALS = { storeNotAvailable: 'storeUnavailable', notServiceable: 'locationNotDeliverable' } as const;

export function storeRoutes(db: Database, tokens: TokenService, geo: GeoProvider): Hono {
  const auth = requireAuth(tokens);
  return new Hono()
    .get(E.getNearestStores.path, auth, validated('getNearestStores'), async (c) => {
      const { orderDeliveryType, ...point } = c.get('query');
      return c.json({ stores: await nearestStores(db, point, orderDeliveryType) } satisfies StoresResponse);
    })
    .get(routePath(E.getCityStores.path), auth, validated('getCityStores'), async (c) => {
      const { orderDeliveryType, latitude, longitude } = c.get('query');
      const point = latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;
      const stores = await cityStores(db, c.req.param('city')!, orderDeliveryType, point);
      return c.json({ stores } satisfies StoresResponse);
    })
    .get(E.getPickupCities.path, auth, validated('getPickupCities'), async (c) =>
      c.json({ cities: await pickupCities(db, c.get('query').delivery_type) } satisfies PickupCitiesResponse),
    )
    .get(routePath(E.getPickupStoreAddress.path), auth, async (c) => {
      const address = await pickupStoreAddress(db, c.req.param('storeId')!);
      return address
        ? c.json(address)
        : errorResponse(c, 404, { code: STORE_ERROR_CODES.storeNotFound, displayMsg: serverText('storeNotFound') });
    })
    .post(E.lookupStore.path, auth, validated('lookupStore'), async (c) => {
      const { latitude, longitude, address_id: addressId, storeId, deliveryType } = c.get('body');
      const userId = c.get('userId');
      if (addressId !== undefined && !(await findAddress(db, userId, addressId))) {
        return errorResponse(c, 404, { code: STORE_ERROR_CODES.addressNotFound, displayMsg: serverText('addressNotFound') });
      }
      const point = { latitude, longitude };
      const serving =
        storeId === undefined ? await servingStore(db, point, deliveryType) : await chosenStore(db, storeId, point, deliveryType);
      if (serving === null) {
        return errorResponse(c, 404, { code: STORE_ERROR_CODES.storeNotFound, displayMsg: serverText('storeNotFound') });
      }
      if (!serving.ok) {
        const code = STORE_ERROR_CODES[serving.reason];
        return errorResponse(c, NOT_SERVABLE_STATUS, { code, displayMsg: messageText(STORE_REFUSALS[serving.reason]) });
      }
      const { id, advanceOrderStoreId, online } = serving.store;
      if (addressId !== undefined) await setChildStore(db, userId, addressId, id);
      const response: StoreLookupResponse = {
        data: { id, advanceOrderStoreId, online },
        storeData: { childStoreId: id },
        geoCodeData: await geo.reverseGeocode(point),
      };
      return c.json(response);
    });
}
