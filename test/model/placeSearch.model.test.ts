import { describe, expect, it } from 'vitest';
import type { GeoPlace } from '@/contract/locations';
import { APP_CONFIG_DEFAULTS } from '@/domain/constants';
import { PLACE_QUERY_MIN_LENGTH, placeSearchMachine, searchTextOf } from '@machines/placeSearch.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';

const KORAMANGALA: GeoPlace = {
  placeId: 'place-koramangala',
  formattedAddress: 'Koramangala, Bengaluru, Karnataka 560095',
  locality: 'Koramangala',
  subLocality: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560095',
  latitude: 12.9352,
  longitude: 77.6245,
};

const EVENTS: readonly ModelEvent<typeof placeSearchMachine>[] = [
  { type: 'query.change', value: 'Ko' },
  { type: 'query.change', value: 'Koramangala' },
  { type: 'query.change', value: 'Koramangala ' },
  { type: 'query.change', value: 'Indiranagar' },
  { type: 'query.clear' },
  { type: 'search.retry' },
  { type: 'xstate.after.debounce.placeSearch.debouncing' },
  { type: 'xstate.done.actor.autocompletePlaces', output: [KORAMANGALA] },
  { type: 'xstate.done.actor.autocompletePlaces', output: [] },
  { type: 'xstate.error.actor.autocompletePlaces', error: networkFailure() },
];

describe('place search machine model', () => {
  it('walks every state and transition, showing predictions only for a searchable query', async () => {
    const result = await runModel({
      name: 'placeSearch',
      machine: placeSearchMachine,
      input: { debounceMs: APP_CONFIG_DEFAULTS.autoCompleteDebounceTimeInMillis },
      events: EVENTS,
      onStep: ({ step }) => {
        const { query, predictions, error } = step.state.context as { query: string; predictions: GeoPlace[]; error: unknown };
        // Predictions exist only in `results`, an error only in `failed`, and a short query never leaves `idle`.
        expect(predictions.length > 0).toBe(step.state.matches('results'));
        expect(error !== null).toBe(step.state.matches('failed'));
        if (searchTextOf(query).length < PLACE_QUERY_MIN_LENGTH) expect(step.state.matches('idle')).toBe(true);
        expect(step.state.hasTag('busy')).toBe(step.state.matches('debouncing') || step.state.matches('searching'));
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('placeSearch: 6/6 states, 9/9 transitions');
  });
});
