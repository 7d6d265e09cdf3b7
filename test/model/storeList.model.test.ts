import { describe, expect, it } from 'vitest';
import type { StoreSummary } from '@/contract/locations';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { storeListMachine, type StoreListInput } from '@machines/storeList.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type ModelResult } from './harness';

const MACHINE = 'storeList';

const store: StoreSummary = {
  id: 'S1',
  name: 'Slice Koramangala',
  city: 'Bengaluru',
  region: 'South',
  address: '80 Feet Road',
  latitude: 12.9352,
  longitude: 77.6245,
  online: 1,
  advanceOrderStoreId: null,
  distanceKm: 0.1,
};

const events: ModelEvent<typeof storeListMachine>[] = [
  { type: 'city.choose' },
  { type: 'city.select', city: 'Bengaluru' },
  { type: 'nearest.show' },
  { type: 'store.select', storeId: 'S1' },
  { type: 'list.retry' },
  { type: 'xstate.done.actor.loadNearestStores', output: { stores: [store] } },
  { type: 'xstate.done.actor.loadNearestStores', output: { stores: [] } },
  { type: 'xstate.error.actor.loadNearestStores', error: networkFailure() },
  { type: 'xstate.done.actor.loadPickupCities', output: { cities: ['Bengaluru', 'Pune'] } },
  { type: 'xstate.error.actor.loadPickupCities', error: networkFailure() },
  { type: 'xstate.done.actor.loadCityStores', output: { stores: [store] } },
  { type: 'xstate.done.actor.loadCityStores', output: { stores: [] } },
  { type: 'xstate.error.actor.loadCityStores', error: networkFailure() },
];

const id = (state: string) => `${MACHINE}.${state}`;
const WITH_POINT = 'a point always starts with the stores near it';
const NO_POINT = 'without a point there are no stores near it to list';

function walk(name: string, input: StoreListInput, unreachable: Record<string, string>): Promise<ModelResult> {
  return runModel({ name: `${MACHINE} (${name})`, machine: storeListMachine, input, events, unreachable, maxStates: 5_000 });
}

describe('store list machine model', () => {
  it('walks every state and transition across an input with a point and one without', async () => {
    const withPoint = await walk(
      'point',
      { deliveryType: 'P', point: { latitude: 12.9345, longitude: 77.6254 } },
      {
        [`${id('starting')} · always`]: WITH_POINT,
      },
    );
    const noPoint = await walk(
      'no point',
      { deliveryType: 'P', point: null },
      {
        [id('loadingNearest')]: NO_POINT,
        [id('nearestFailed')]: NO_POINT,
        [`${id('starting')} · always [hasPoint]`]: NO_POINT,
        [`${id('loadingNearest')} · done: loadNearestStores [hasStores]`]: NO_POINT,
        [`${id('loadingNearest')} · done: loadNearestStores`]: NO_POINT,
        [`${id('loadingNearest')} · error: loadNearestStores`]: NO_POINT,
        [`${id('nearestFailed')} · list.retry`]: NO_POINT,
        [`${id('nearestFailed')} · city.choose`]: NO_POINT,
        [`${id('citiesFailed')} · nearest.show [hasPoint]`]: NO_POINT,
        [`${id('choosingCity')} · nearest.show [hasPoint]`]: NO_POINT,
        [`${id('cityStoresFailed')} · nearest.show [hasPoint]`]: NO_POINT,
        [`${id('listing')} · nearest.show [isCityListWithPoint]`]: NO_POINT,
        [`${id('empty')} · nearest.show [isCityListWithPoint]`]: NO_POINT,
      },
    );
    reportCoverage(withPoint);
    reportCoverage(noPoint);
    expect(coverageLine(withPoint)).toBe('storeList (point): 10/10 states, 23/23 transitions (1 listed unreachable)');
    expect(coverageLine(noPoint)).toBe('storeList (no point): 8/8 states, 13/13 transitions (13 listed unreachable)');

    // Each walk throws unless it covers everything it does not list, so what neither lists is covered by one.
    const listedInBoth = withPoint.unreachable.filter((name) => noPoint.unreachable.includes(name));
    expect(listedInBoth).toEqual([]);
    const states = stateNodesOf(storeListMachine).map((node) => node.id);
    const transitions = transitionsOf(storeListMachine).map((info) => info.name);
    const coveredStates = states.filter((name) => !listedInBoth.includes(name)).length;
    const combined = `${MACHINE}: ${coveredStates}/${states.length} states, ${transitions.length}/${transitions.length} transitions`;
    console.info(`model coverage: ${combined} combined`);
    expect(combined).toBe('storeList: 10/10 states, 24/24 transitions');
  });
});
