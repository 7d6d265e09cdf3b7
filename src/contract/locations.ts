/** Place search, geocoding, localities and cities; stores near a point or in a city, and the store lookup (SPEC 3 Store, SPEC 7). */
import { z } from 'zod';
import { MAX_PLACE_INPUT } from '@/domain/limits';
import { deliveryType, deliveryTypeParam, latitude, latitudeParam, longitude, longitudeParam } from './fields';

/** A place of the gazetteer, as place search and geocoding answer it. */
export const geoPlace = z.object({
  /** Stable id of the place: select it to geocode again. */
  placeId: z.string(),
  /** 'Koramangala, Bengaluru, Karnataka 560095'. */
  formattedAddress: z.string(),
  locality: z.string(),
  subLocality: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type GeoPlace = z.infer<typeof geoPlace>;

/** GET placeAutocomplete and geocode query: what the customer typed. */
export const placeInputQuery = z.object({ input: z.string().trim().min(1).max(MAX_PLACE_INPUT) });

/** GET reverseGeocode query. */
export const pointQuery = z.object({ latitude: latitudeParam, longitude: longitudeParam });

/** GET placeAutocomplete: best matches first, at most the store search limit. */
export const autocompleteResponse = z.object({ predictions: z.array(geoPlace) });
export type AutocompleteResponse = z.infer<typeof autocompleteResponse>;

/** GET geocode / reverseGeocode. */
export const geocodeResponse = z.object({ place: geoPlace });
export type GeocodeResponse = z.infer<typeof geocodeResponse>;

/** GET localities query. */
export const localitiesQuery = z.object({ city: z.string().trim().min(1).max(MAX_PLACE_INPUT).optional() });

/** GET localities. */
export const localitiesResponse = z.object({ localities: z.array(geoPlace) });
export type LocalitiesResponse = z.infer<typeof localitiesResponse>;

/** GET cities. */
export const citiesResponse = z.object({ cities: z.array(z.object({ id: z.number(), name: z.string(), state: z.string() })) });
export type CitiesResponse = z.infer<typeof citiesResponse>;

/** SPEC 3 Store with its distance from the asked point (km, 1 decimal) when a point was given. */
export const storeSummary = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  region: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** SPEC 3: 1 online, 0 offline. */
  online: z.union([z.literal(0), z.literal(1)]),
  advanceOrderStoreId: z.string().nullable(),
  distanceKm: z.number().nullable(),
});
export type StoreSummary = z.infer<typeof storeSummary>;

/** GET nearestStores query: the point and the order's delivery type. */
export const nearestStoresQuery = pointQuery.extend({ orderDeliveryType: deliveryTypeParam });

/** GET cityStores query: with a point, each store carries its distance from it. */
export const cityStoresQuery = z.object({
  orderDeliveryType: deliveryTypeParam,
  latitude: latitudeParam.optional(),
  longitude: longitudeParam.optional(),
});

/** GET nearestStores (within maxShownDistance; store list 4, takeaway 3) and cityStores. */
export const storesResponse = z.object({ stores: z.array(storeSummary) });
export type StoresResponse = z.infer<typeof storesResponse>;

/** GET pickupCities query. */
export const pickupCitiesQuery = z.object({ delivery_type: deliveryTypeParam });

/** GET pickupCities: cities with at least one pickup store, by name. */
export const pickupCitiesResponse = z.object({ cities: z.array(z.string()) });
export type PickupCitiesResponse = z.infer<typeof pickupCitiesResponse>;

/** GET pickupStoreAddress. */
export const pickupStoreAddress = z.object({
  storeId: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PickupStoreAddress = z.infer<typeof pickupStoreAddress>;

/** POST storeLookup body (SPEC 7): the point to serve, optionally a saved address of the caller. */
export const storeLookupBody = z.object({
  latitude,
  longitude,
  address_id: z.string().min(1).max(MAX_PLACE_INPUT).optional(),
  /** Pickup types: the store the customer chose from a list; it must serve the point's area and be online. */
  storeId: z.string().min(1).max(MAX_PLACE_INPUT).optional(),
  deliveryType,
});
export type StoreLookupBody = z.input<typeof storeLookupBody>;

/** POST storeLookup answer (SPEC 3 store lookup). */
export const storeLookupResponse = z.object({
  data: z.object({ id: z.string(), advanceOrderStoreId: z.string().nullable(), online: z.union([z.literal(0), z.literal(1)]) }),
  storeData: z.object({ childStoreId: z.string() }),
  /** The nearest gazetteer locality, null when none is known. */
  geoCodeData: geoPlace.nullable(),
});
export type StoreLookupResponse = z.infer<typeof storeLookupResponse>;
