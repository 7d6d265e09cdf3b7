import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PickupCitiesResponse, StoresResponse, StoreSummary } from '@/contract/locations';
import {
  selectCanChooseCity,
  selectCanShowNearest,
  selectCities,
  selectCity,
  selectError,
  selectHasFailed,
  selectIsLoading,
  selectSelectedStore,
  selectSelectedStoreId,
  selectStores,
  storeListMachine,
  type CityStoresInput,
  type NearestStoresInput,
  type PickupCitiesInput,
  type StoreListInput,
  type StoreListSnapshot,
} from '@machines/storeList.machine';
import { networkFailure } from '../../model/fixtures';

const point = { latitude: 12.9345, longitude: 77.6254 };

function store(id: string, city = 'Bengaluru', distanceKm: number | null = 2.4): StoreSummary {
  return {
    id,
    name: `Slice ${id}`,
    city,
    region: 'South',
    address: `${id} Main Road`,
    latitude: 12.93,
    longitude: 77.62,
    online: 1,
    advanceOrderStoreId: null,
    distanceKm,
  };
}

type Answer<T> = T | Error;

/** Each call takes the next answer of its queue and records its input. */
function startList(
  input: StoreListInput,
  answers: {
    nearest?: Answer<StoresResponse>[];
    cities?: Answer<PickupCitiesResponse>[];
    cityStores?: Answer<StoresResponse>[];
  },
) {
  const calls = { nearest: [] as NearestStoresInput[], cities: [] as PickupCitiesInput[], cityStores: [] as CityStoresInput[] };
  const answer = <T>(queue: Answer<T>[] | undefined): T => {
    const next = queue?.shift();
    if (next === undefined) throw new Error('no answer left');
    if (next instanceof Error) throw next;
    return next;
  };
  const actor = createActor(
    storeListMachine.provide({
      actors: {
        loadNearestStores: fromPromise<StoresResponse, NearestStoresInput>(async ({ input: call }) => {
          calls.nearest.push(call);
          return answer(answers.nearest);
        }),
        loadPickupCities: fromPromise<PickupCitiesResponse, PickupCitiesInput>(async ({ input: call }) => {
          calls.cities.push(call);
          return answer(answers.cities);
        }),
        loadCityStores: fromPromise<StoresResponse, CityStoresInput>(async ({ input: call }) => {
          calls.cityStores.push(call);
          return answer(answers.cityStores);
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, calls };
}

const settled = (snapshot: StoreListSnapshot) => !snapshot.hasTag('busy');

describe('store list machine', () => {
  it('with a point lists the stores near it for the delivery type', async () => {
    const { actor, calls } = startList({ deliveryType: 'P', point }, { nearest: [{ stores: [store('S1'), store('S2')] }] });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('listing');
    expect(selectStores(actor.getSnapshot()).map((s) => s.id)).toEqual(['S1', 'S2']);
    expect(selectCity(actor.getSnapshot())).toBeNull();
    expect(calls.nearest).toEqual([{ point, deliveryType: 'P' }]);
    expect(calls.cities).toEqual([]);
  });

  it('says nothing is near when no store is within the shown distance', async () => {
    const { actor } = startList({ deliveryType: 'T', point }, { nearest: [{ stores: [] }] });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(selectCanChooseCity(actor.getSnapshot())).toBe(true);
    // The nearest list is what is shown; there is no city list to go back from.
    expect(selectCanShowNearest(actor.getSnapshot())).toBe(false);
  });

  it('retries the nearest stores after a failure, or lets the customer pick a city instead', async () => {
    const { actor, calls } = startList(
      { deliveryType: 'P', point },
      { nearest: [networkFailure(), { stores: [store('S1')] }], cities: [{ cities: ['Pune'] }] },
    );
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('nearestFailed');
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectError(actor.getSnapshot())?.displayMsg).toBe('Internet connection Lost');

    actor.send({ type: 'list.retry' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('listing');
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(calls.nearest).toHaveLength(2);
  });

  it('without a point lists the pickup cities, then the chosen city stores', async () => {
    const { actor, calls } = startList(
      { deliveryType: 'DINEIN', point: null },
      { cities: [{ cities: ['Bengaluru', 'Pune'] }], cityStores: [{ stores: [store('P1', 'Pune', null)] }] },
    );
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('choosingCity');
    expect(selectCities(actor.getSnapshot())).toEqual(['Bengaluru', 'Pune']);
    expect(calls.nearest).toEqual([]);
    expect(calls.cities).toEqual([{ deliveryType: 'DINEIN' }]);
    expect(selectCanShowNearest(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'city.select', city: 'Pune' });
    expect(selectCity(actor.getSnapshot())).toBe('Pune');
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('listing');
    expect(selectStores(actor.getSnapshot()).map((s) => s.id)).toEqual(['P1']);
    expect(calls.cityStores).toEqual([{ city: 'Pune', deliveryType: 'DINEIN', point: null }]);
    expect(selectCanShowNearest(actor.getSnapshot())).toBe(false);
  });

  it('city stores carry the distance from the customer point, and the nearest list is one step back', async () => {
    const { actor, calls } = startList(
      { deliveryType: 'CURB', point },
      {
        nearest: [{ stores: [store('S1')] }, { stores: [store('S1')] }],
        cities: [{ cities: ['Pune'] }],
        cityStores: [{ stores: [] }],
      },
    );
    await waitFor(actor, settled);
    actor.send({ type: 'city.choose' });
    await waitFor(actor, settled);
    expect(selectCanShowNearest(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'city.select', city: 'Pune' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('empty');
    expect(calls.cityStores).toEqual([{ city: 'Pune', deliveryType: 'CURB', point }]);
    expect(selectCanShowNearest(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'nearest.show' });
    expect(selectCity(actor.getSnapshot())).toBeNull();
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('listing');
    expect(calls.nearest).toHaveLength(2);
  });

  it('retries the city list and the city stores where each failed', async () => {
    const { actor, calls } = startList(
      { deliveryType: 'P', point: null },
      {
        cities: [networkFailure(), { cities: ['Pune'] }],
        cityStores: [networkFailure(), { stores: [store('P1', 'Pune')] }],
      },
    );
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('citiesFailed');
    actor.send({ type: 'list.retry' });
    await waitFor(actor, settled);
    actor.send({ type: 'city.select', city: 'Pune' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('cityStoresFailed');
    actor.send({ type: 'list.retry' });
    await waitFor(actor, settled);
    expect(actor.getSnapshot().value).toBe('listing');
    expect(calls.cities).toHaveLength(2);
    expect(calls.cityStores.map((call) => call.city)).toEqual(['Pune', 'Pune']);
  });

  it('highlights a listed store and ignores an id it does not list; a new list clears the highlight', async () => {
    const { actor } = startList(
      { deliveryType: 'P', point },
      {
        nearest: [{ stores: [store('S1'), store('S2')] }],
        cities: [{ cities: ['Pune'] }],
        cityStores: [{ stores: [store('P1', 'Pune')] }],
      },
    );
    await waitFor(actor, settled);
    actor.send({ type: 'store.select', storeId: 'S2' });
    expect(selectSelectedStoreId(actor.getSnapshot())).toBe('S2');
    expect(selectSelectedStore(actor.getSnapshot())?.name).toBe('Slice S2');
    actor.send({ type: 'store.select', storeId: 'nope' });
    expect(selectSelectedStoreId(actor.getSnapshot())).toBe('S2');

    actor.send({ type: 'city.choose' });
    await waitFor(actor, settled);
    actor.send({ type: 'city.select', city: 'Pune' });
    await waitFor(actor, settled);
    expect(selectSelectedStore(actor.getSnapshot())).toBeNull();
  });

  it('leaving the screen cancels the request in flight', async () => {
    let aborted = false;
    const actor = createActor(
      storeListMachine.provide({
        actors: {
          loadCityStores: fromPromise<StoresResponse, CityStoresInput>(
            ({ signal }) =>
              new Promise((_, reject) => {
                signal.addEventListener('abort', () => {
                  aborted = true;
                  reject(signal.reason);
                });
              }),
          ),
          loadNearestStores: fromPromise<StoresResponse, NearestStoresInput>(async () => ({ stores: [store('S1')] })),
          loadPickupCities: fromPromise<PickupCitiesResponse, PickupCitiesInput>(async () => ({ cities: ['Pune'] })),
        },
      }),
      { input: { deliveryType: 'P', point } },
    );
    actor.start();
    await waitFor(actor, settled);
    actor.send({ type: 'city.choose' });
    await waitFor(actor, settled);
    actor.send({ type: 'city.select', city: 'Pune' });
    expect(actor.getSnapshot().value).toBe('loadingCityStores');
    actor.stop();
    expect(aborted).toBe(true);
  });
});
