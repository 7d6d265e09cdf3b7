import { describe, expect, it } from 'vitest';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { manualSelectorMachine, selectShownCities, type ManualSelectorSnapshot } from '@machines/manualSelector.machine';
import { CITIES, MUMBAI_STORES } from './contentFixtures';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type StepCheck } from './harness';

const events: ModelEvent<typeof manualSelectorMachine>[] = [
  { type: 'xstate.done.actor.loadCities', output: { cities: CITIES } },
  { type: 'xstate.done.actor.loadCities', output: { cities: [] } },
  { type: 'xstate.error.actor.loadCities', error: networkFailure() },
  { type: 'cities.retry' },
  { type: 'city.type', text: 'mum' },
  { type: 'city.select', city: 'Mumbai' },
  { type: 'city.select', city: 'Atlantis' },
  { type: 'xstate.done.actor.loadCityStores', output: { stores: MUMBAI_STORES } },
  { type: 'xstate.done.actor.loadCityStores', output: { stores: [] } },
  { type: 'xstate.error.actor.loadCityStores', error: networkFailure() },
  { type: 'stores.retry' },
  { type: 'city.change' },
  { type: 'store.choose', storeId: '66102' },
  { type: 'store.choose', storeId: '99999' },
];

/** Only a listed store's choice is handed on, with that store; typing narrows the cities; a city's stores wait for it. */
function checkStep({ step, actor, emitted }: StepCheck): void {
  const snapshot = actor.getSnapshot() as ManualSelectorSnapshot;
  const chosenListed = step.event.type === 'store.choose' && 'storeId' in step.event && step.event.storeId === '66102';
  expect(emitted).toEqual(chosenListed ? [{ type: 'store.chosen', store: MUMBAI_STORES[1] }] : []);
  if (snapshot.matches('choosingCity')) {
    expect(snapshot.context.city).toBeNull();
    expect(selectShownCities(snapshot)).toEqual(snapshot.context.cityText === 'mum' ? ['Mumbai'] : CITIES);
  }
  if (snapshot.matches('loadingStores') || snapshot.matches('choosingStore')) expect(snapshot.context.city).toBe('Mumbai');
  if (snapshot.matches('choosingStore')) expect(snapshot.context.stores).toEqual(MUMBAI_STORES);
  if (snapshot.hasTag('error')) expect(snapshot.context.error).not.toBeNull();
}

describe('manualSelector machine model', () => {
  it('walks every state and transition: cities, typing, a city, its stores, none, failures and retries, changing city, choosing', async () => {
    const result = await runModel({
      name: 'manualSelector',
      machine: manualSelectorMachine,
      input: { deliveryType: 'P' },
      events,
      onStep: checkStep,
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('manualSelector: 8/8 states, 15/15 transitions');
    expect(stateNodesOf(manualSelectorMachine)).toHaveLength(8);
    expect(transitionsOf(manualSelectorMachine)).toHaveLength(15);
  });
});
