/** Location calls (SPEC 7): place search and geocoding, stores near a point or in a city. */
import type {
  AutocompleteResponse,
  CitiesResponse,
  GeocodeResponse,
  LocalitiesResponse,
  PickupCitiesResponse,
  PickupStoreAddress,
  StoreLookupBody,
  StoreLookupResponse,
  StoresResponse,
} from '@/contract/locations';
import { ENDPOINTS } from '@/contract/endpoints';
import type { RequestFn } from './session';
import type { CallOptions } from './types';
import type { DeliveryType } from '@/domain/constants';
import type { Coordinates } from '@/domain/geo';

export interface CityStoresOptions extends CallOptions {
  /** With a point, each store carries its distance from it. */
  point?: Coordinates;
}

const pointQuery = (point: Coordinates | undefined) =>
  point === undefined ? {} : { latitude: point.latitude, longitude: point.longitude };

export function locationsApi(request: RequestFn) {
  return {
    autocompletePlaces: (input: string, options: CallOptions = {}) =>
      request<AutocompleteResponse>(ENDPOINTS.placeAutocomplete, { query: { input }, signal: options.signal }),
    geocode: (input: string, options: CallOptions = {}) =>
      request<GeocodeResponse>(ENDPOINTS.geocode, { query: { input }, signal: options.signal }),
    reverseGeocode: (point: Coordinates, options: CallOptions = {}) =>
      request<GeocodeResponse>(ENDPOINTS.reverseGeocode, { query: pointQuery(point), signal: options.signal }),
    getLocalities: (city?: string, options: CallOptions = {}) =>
      request<LocalitiesResponse>(ENDPOINTS.getLocalities, { query: { city }, signal: options.signal }),
    getCities: (options: CallOptions = {}) => request<CitiesResponse>(ENDPOINTS.getCities, { signal: options.signal }),
    getNearestStores: (point: Coordinates, orderDeliveryType: DeliveryType, options: CallOptions = {}) =>
      request<StoresResponse>(ENDPOINTS.getNearestStores, {
        query: { orderDeliveryType, ...pointQuery(point) },
        signal: options.signal,
      }),
    getCityStores: (city: string, orderDeliveryType: DeliveryType, options: CityStoresOptions = {}) =>
      request<StoresResponse>(ENDPOINTS.getCityStores, {
        pathParams: { city },
        query: { orderDeliveryType, ...pointQuery(options.point) },
        signal: options.signal,
      }),
    getPickupCities: (deliveryType: DeliveryType, options: CallOptions = {}) =>
      request<PickupCitiesResponse>(ENDPOINTS.getPickupCities, { query: { delivery_type: deliveryType }, signal: options.signal }),
    getPickupStoreAddress: (storeId: string, options: CallOptions = {}) =>
      request<PickupStoreAddress>(ENDPOINTS.getPickupStoreAddress, { pathParams: { storeId }, signal: options.signal }),
    /** SPEC 4: the store serving a point; errors[0].code tells offline ('2.STORENA') from not serviceable. */
    lookupStore: (body: StoreLookupBody, options: CallOptions = {}) =>
      request<StoreLookupResponse>(ENDPOINTS.lookupStore, { body, signal: options.signal }),
  };
}
