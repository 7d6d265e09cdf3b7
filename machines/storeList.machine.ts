/**
 * The store list (SPEC 2 /nearestStore, /selectResturant, /takeawayMapScreen): the stores near the
 * customer's point, or, without a point or on request, the pickup cities and then one city's stores.
 * Choosing a store is the store selection flow's job; this machine only finds the stores to choose from.
 *
 * The server keeps only stores within maxShownDistance of the point (SPEC 9), so an empty answer near
 * a point means there is nothing within that distance. Each loader fails into its own state, so a retry
 * repeats exactly the call that failed.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PickupCitiesResponse, StoresResponse, StoreSummary } from '@/contract/locations';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import type { Coordinates } from '@/domain/geo';
import type { StoreDeliveryType } from '@/domain/constants';
import { required } from './shared/required';

// Types

export interface StoreListInput {
  deliveryType: StoreDeliveryType;
  /** The customer's point; null starts with the city list. */
  point: Coordinates | null;
}

export interface StoreListContext {
  deliveryType: StoreDeliveryType;
  /** The customer's point; stores near it are listed, and city stores carry their distance from it. */
  point: Coordinates | null;
  /** The stores last loaded, nearest first. */
  stores: StoreSummary[];
  /** The pickup cities, by name; empty until loaded. */
  cities: string[];
  /** The city whose stores are listed or being loaded; null while the stores near the point are. */
  city: string | null;
  /** The store highlighted in the list and on the map; null when none is. */
  selectedStoreId: string | null;
  /** Why the last load failed; null otherwise. */
  error: ApiError | null;
}

export type StoreListEvent =
  | { type: 'city.choose' }
  | { type: 'city.select'; city: string }
  | { type: 'nearest.show' }
  | { type: 'store.select'; storeId: string }
  | { type: 'list.retry' };

/** `busy`: stores or cities are loading; `error`: the last load failed. */
export type StoreListTag = 'busy' | 'error';

export interface NearestStoresInput {
  point: Coordinates;
  deliveryType: StoreDeliveryType;
}

export interface PickupCitiesInput {
  deliveryType: StoreDeliveryType;
}

export interface CityStoresInput {
  city: string;
  deliveryType: StoreDeliveryType;
  point: Coordinates | null;
}

// Setup

export const storeListMachine = setup({
  types: {
    context: {} as StoreListContext,
    events: {} as StoreListEvent,
    input: {} as StoreListInput,
    tags: {} as StoreListTag,
  },
  actors: {
    loadNearestStores: fromPromise<StoresResponse, NearestStoresInput>(({ input, signal }) =>
      getApiClient().getNearestStores(input.point, input.deliveryType, { signal }),
    ),
    loadPickupCities: fromPromise<PickupCitiesResponse, PickupCitiesInput>(({ input, signal }) =>
      getApiClient().getPickupCities(input.deliveryType, { signal }),
    ),
    loadCityStores: fromPromise<StoresResponse, CityStoresInput>(({ input, signal }) =>
      getApiClient().getCityStores(input.city, input.deliveryType, { point: input.point ?? undefined, signal }),
    ),
  },
  guards: {
    hasPoint: ({ context }) => context.point !== null,
    /** A city's stores are shown and the customer has a point to go back to. */
    isCityListWithPoint: ({ context }) => context.point !== null && context.city !== null,
    hasStores: (_, params: { stores: StoreSummary[] }) => params.stores.length > 0,
    isListedStore: ({ context }, params: { storeId: string }) => context.stores.some((store) => store.id === params.storeId),
  },
  actions: {
    assignStores: assign((_, params: { stores: StoreSummary[] }) => ({ stores: params.stores, selectedStoreId: null, error: null })),
    assignCities: assign((_, params: { cities: string[] }) => ({ cities: params.cities, error: null })),
    assignCity: assign((_, params: { city: string }) => ({ city: params.city })),
    clearCity: assign({ city: null }),
    assignSelectedStore: assign((_, params: { storeId: string }) => ({ selectedStoreId: params.storeId })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
  },
}).createMachine({
  id: 'storeList',
  context: ({ input }) => ({
    deliveryType: input.deliveryType,
    point: input.point,
    stores: [],
    cities: [],
    city: null,
    selectedStoreId: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    // SPEC 2: a point lists the stores near it; without one (/selectResturant) the cities come first.
    starting: {
      always: [{ guard: 'hasPoint', target: 'loadingNearest' }, { target: 'loadingCities' }],
    },
    loadingNearest: {
      tags: 'busy',
      invoke: {
        id: 'loadNearestStores',
        src: 'loadNearestStores',
        input: ({ context }) => ({ point: required(context.point, 'point'), deliveryType: context.deliveryType }),
        onDone: [
          {
            guard: { type: 'hasStores', params: ({ event }) => ({ stores: event.output.stores }) },
            target: 'listing',
            actions: { type: 'assignStores', params: ({ event }) => ({ stores: event.output.stores }) },
          },
          // SPEC 9 maxShownDistance: nothing near the point.
          { target: 'empty', actions: { type: 'assignStores', params: ({ event }) => ({ stores: event.output.stores }) } },
        ],
        onError: { target: 'nearestFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    nearestFailed: {
      tags: 'error',
      on: { 'list.retry': 'loadingNearest', 'city.choose': 'loadingCities' },
    },
    loadingCities: {
      tags: 'busy',
      invoke: {
        id: 'loadPickupCities',
        src: 'loadPickupCities',
        input: ({ context }) => ({ deliveryType: context.deliveryType }),
        onDone: {
          target: 'choosingCity',
          actions: { type: 'assignCities', params: ({ event }) => ({ cities: event.output.cities }) },
        },
        onError: { target: 'citiesFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    citiesFailed: {
      tags: 'error',
      on: { 'list.retry': 'loadingCities', 'nearest.show': { guard: 'hasPoint', target: 'loadingNearest', actions: 'clearCity' } },
    },
    choosingCity: {
      on: {
        'nearest.show': { guard: 'hasPoint', target: 'loadingNearest', actions: 'clearCity' },
        'city.select': {
          target: 'loadingCityStores',
          actions: { type: 'assignCity', params: ({ event }) => ({ city: event.city }) },
        },
      },
    },
    loadingCityStores: {
      tags: 'busy',
      invoke: {
        id: 'loadCityStores',
        src: 'loadCityStores',
        input: ({ context }) => ({ city: required(context.city, 'city'), deliveryType: context.deliveryType, point: context.point }),
        onDone: [
          {
            guard: { type: 'hasStores', params: ({ event }) => ({ stores: event.output.stores }) },
            target: 'listing',
            actions: { type: 'assignStores', params: ({ event }) => ({ stores: event.output.stores }) },
          },
          { target: 'empty', actions: { type: 'assignStores', params: ({ event }) => ({ stores: event.output.stores }) } },
        ],
        onError: { target: 'cityStoresFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    cityStoresFailed: {
      tags: 'error',
      on: {
        'list.retry': 'loadingCityStores',
        'city.choose': 'loadingCities',
        'nearest.show': { guard: 'hasPoint', target: 'loadingNearest', actions: 'clearCity' },
      },
    },
    listing: {
      on: {
        'store.select': {
          guard: { type: 'isListedStore', params: ({ event }) => ({ storeId: event.storeId }) },
          actions: { type: 'assignSelectedStore', params: ({ event }) => ({ storeId: event.storeId }) },
        },
        'city.choose': 'loadingCities',
        'nearest.show': { guard: 'isCityListWithPoint', target: 'loadingNearest', actions: 'clearCity' },
      },
    },
    empty: {
      on: {
        'city.choose': 'loadingCities',
        'nearest.show': { guard: 'isCityListWithPoint', target: 'loadingNearest', actions: 'clearCity' },
      },
    },
  },
});

// Selectors

export type StoreListSnapshot = SnapshotFrom<typeof storeListMachine>;

export const selectIsLoading = (snapshot: StoreListSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: StoreListSnapshot): boolean => snapshot.hasTag('error');
export const selectStores = (snapshot: StoreListSnapshot): StoreSummary[] => snapshot.context.stores;
export const selectCities = (snapshot: StoreListSnapshot): string[] => snapshot.context.cities;
export const selectCity = (snapshot: StoreListSnapshot): string | null => snapshot.context.city;
export const selectSelectedStoreId = (snapshot: StoreListSnapshot): string | null => snapshot.context.selectedStoreId;
export const selectError = (snapshot: StoreListSnapshot): ApiError | null => snapshot.context.error;
export const selectCanChooseCity = (snapshot: StoreListSnapshot): boolean => snapshot.can({ type: 'city.choose' });
/** The way back from city mode to the stores near the customer's point. */
export const selectCanShowNearest = (snapshot: StoreListSnapshot): boolean => snapshot.can({ type: 'nearest.show' });

/** The highlighted store; null when none is highlighted. */
export function selectSelectedStore(snapshot: StoreListSnapshot): StoreSummary | null {
  const { stores, selectedStoreId } = snapshot.context;
  return stores.find((store) => store.id === selectedStoreId) ?? null;
}
