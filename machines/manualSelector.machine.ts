/**
 * Choosing a store by hand (SPEC 2 /manualSelector), for a customer who will not share a location or search:
 * the cities with a store for the delivery type, narrowed by typing, then the chosen city's stores (SPEC 7 city
 * stores). A chosen store is handed to the store selection flow (`store.chosen`), which looks it up and moves on.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PickupCitiesResponse, StoresResponse, StoreSummary } from '@/contract/locations';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import type { StoreDeliveryType } from '@/domain/constants';
import { citiesMatching } from '@/domain/store';
import { required } from './shared/required';

// Types

export interface ManualSelectorInput {
  deliveryType: StoreDeliveryType;
}

export interface ManualSelectorContext {
  /** The delivery type the store is chosen for. */
  deliveryType: StoreDeliveryType;
  /** The cities with a store for the delivery type, by name; empty until loaded. */
  cities: string[];
  /** What the customer typed to narrow the cities. */
  cityText: string;
  /** The city whose stores are listed or loading; null while a city is being chosen. */
  city: string | null;
  /** The chosen city's stores; empty until loaded. */
  stores: StoreSummary[];
  /** Why the last load failed; null otherwise. */
  error: string | null;
}

export type ManualSelectorEvent =
  | { type: 'cities.retry' }
  | { type: 'city.type'; text: string }
  | { type: 'city.select'; city: string }
  | { type: 'city.change' }
  | { type: 'stores.retry' }
  | { type: 'store.choose'; storeId: string };

/** `store.chosen`: the screen hands this store to the store selection flow. */
export type ManualSelectorEmitted = { type: 'store.chosen'; store: StoreSummary };

/** `busy`: cities or stores are loading; `error`: the last load failed. */
export type ManualSelectorTag = 'busy' | 'error';

// Setup

export const manualSelectorMachine = setup({
  types: {
    context: {} as ManualSelectorContext,
    events: {} as ManualSelectorEvent,
    input: {} as ManualSelectorInput,
    emitted: {} as ManualSelectorEmitted,
    tags: {} as ManualSelectorTag,
  },
  actors: {
    loadCities: fromPromise<PickupCitiesResponse, { deliveryType: StoreDeliveryType }>(({ input, signal }) =>
      getApiClient().getPickupCities(input.deliveryType, { signal }),
    ),
    loadCityStores: fromPromise<StoresResponse, { city: string; deliveryType: StoreDeliveryType }>(({ input, signal }) =>
      getApiClient().getCityStores(input.city, input.deliveryType, { signal }),
    ),
  },
  guards: {
    hasCities: (_, params: { cities: string[] }) => params.cities.length > 0,
    hasStores: (_, params: { stores: StoreSummary[] }) => params.stores.length > 0,
    isListedCity: ({ context }, params: { city: string }) => context.cities.includes(params.city),
    isListedStore: ({ context }, params: { storeId: string }) => context.stores.some((store) => store.id === params.storeId),
  },
  actions: {
    assignCities: assign((_, params: { cities: string[] }) => ({ cities: params.cities, error: null })),
    assignCityText: assign((_, params: { text: string }) => ({ cityText: params.text })),
    assignCity: assign((_, params: { city: string }) => ({ city: params.city, stores: [] })),
    clearCity: assign({ city: null, stores: [], error: null }),
    assignStores: assign((_, params: { stores: StoreSummary[] }) => ({ stores: params.stores, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error).displayMsg })),
    emitChosen: emit(({ context }, params: { storeId: string }) => ({
      type: 'store.chosen' as const,
      store: required(context.stores.find((store) => store.id === params.storeId) ?? null, 'store'),
    })),
  },
}).createMachine({
  id: 'manualSelector',
  context: ({ input }) => ({ deliveryType: input.deliveryType, cities: [], cityText: '', city: null, stores: [], error: null }),
  initial: 'loadingCities',
  states: {
    loadingCities: {
      tags: 'busy',
      invoke: {
        id: 'loadCities',
        src: 'loadCities',
        input: ({ context }) => ({ deliveryType: context.deliveryType }),
        onDone: [
          {
            guard: { type: 'hasCities', params: ({ event }) => ({ cities: event.output.cities }) },
            target: 'choosingCity',
            actions: { type: 'assignCities', params: ({ event }) => ({ cities: event.output.cities }) },
          },
          { target: 'noCities' },
        ],
        onError: { target: 'citiesFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    citiesFailed: {
      tags: 'error',
      on: { 'cities.retry': 'loadingCities' },
    },
    /** No city has a store for this delivery type. */
    noCities: {},
    choosingCity: {
      on: {
        'city.type': { actions: { type: 'assignCityText', params: ({ event }) => ({ text: event.text }) } },
        'city.select': {
          guard: { type: 'isListedCity', params: ({ event }) => ({ city: event.city }) },
          target: 'loadingStores',
          actions: { type: 'assignCity', params: ({ event }) => ({ city: event.city }) },
        },
      },
    },
    loadingStores: {
      tags: 'busy',
      invoke: {
        id: 'loadCityStores',
        src: 'loadCityStores',
        input: ({ context }) => ({ city: required(context.city, 'city'), deliveryType: context.deliveryType }),
        onDone: [
          {
            guard: { type: 'hasStores', params: ({ event }) => ({ stores: event.output.stores }) },
            target: 'choosingStore',
            actions: { type: 'assignStores', params: ({ event }) => ({ stores: event.output.stores }) },
          },
          { target: 'noStores' },
        ],
        onError: { target: 'storesFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { 'city.change': { target: 'choosingCity', actions: 'clearCity' } },
    },
    storesFailed: {
      tags: 'error',
      on: { 'stores.retry': 'loadingStores', 'city.change': { target: 'choosingCity', actions: 'clearCity' } },
    },
    /** The city has no store for this delivery type now. */
    noStores: {
      on: { 'city.change': { target: 'choosingCity', actions: 'clearCity' } },
    },
    choosingStore: {
      on: {
        'store.choose': {
          guard: { type: 'isListedStore', params: ({ event }) => ({ storeId: event.storeId }) },
          actions: { type: 'emitChosen', params: ({ event }) => ({ storeId: event.storeId }) },
        },
        'city.change': { target: 'choosingCity', actions: 'clearCity' },
      },
    },
  },
});

// Selectors

export type ManualSelectorSnapshot = SnapshotFrom<typeof manualSelectorMachine>;

export type ManualSelectorView =
  'loadingCities' | 'citiesFailed' | 'noCities' | 'choosingCity' | 'loadingStores' | 'storesFailed' | 'noStores' | 'choosingStore';

export const selectView = (snapshot: ManualSelectorSnapshot): ManualSelectorView => snapshot.value as ManualSelectorView;
export const selectCityText = (snapshot: ManualSelectorSnapshot): string => snapshot.context.cityText;
/** The cities matching what the customer typed. */
export const selectShownCities = (snapshot: ManualSelectorSnapshot): string[] =>
  citiesMatching(snapshot.context.cities, snapshot.context.cityText);
export const selectCity = (snapshot: ManualSelectorSnapshot): string | null => snapshot.context.city;
export const selectStores = (snapshot: ManualSelectorSnapshot): StoreSummary[] => snapshot.context.stores;
export const selectLoadError = (snapshot: ManualSelectorSnapshot): string | null => snapshot.context.error;
