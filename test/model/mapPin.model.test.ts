import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { GeoPlace } from '@/contract/locations';
import type { Coordinates } from '@/domain/geo';
import {
  mapPinMachine,
  selectError,
  selectIsBusy,
  selectIsUnresolved,
  selectPlace,
  selectPoint,
  type MapPinSnapshot,
} from '@machines/mapPin.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';

const START: Coordinates = { latitude: 28.6315, longitude: 77.2167 };
const MOVED: Coordinates = { latitude: 28.5245, longitude: 77.2066 };
const PLACE: GeoPlace = {
  placeId: 'place-saket',
  formattedAddress: 'Saket, New Delhi, Delhi 110017',
  locality: 'Saket',
  subLocality: null,
  city: 'New Delhi',
  state: 'Delhi',
  postalCode: '110017',
  ...MOVED,
};

const EVENTS: readonly ModelEvent<typeof mapPinMachine>[] = [
  { type: 'xstate.done.actor.reverseGeocode', output: PLACE },
  { type: 'xstate.error.actor.reverseGeocode', error: networkFailure() },
  { type: 'xstate.after.pinSettle.mapPin.settling' },
  { type: 'pin.move', ...MOVED },
  { type: 'pin.retry' },
];

/** Where the pin must be after the steps so far: the last move's point, else the start. */
function expectedPoint(steps: readonly { event: EventObject }[]): Coordinates {
  return steps.some((step) => step.event.type === 'pin.move') ? MOVED : START;
}

describe('map pin machine model', () => {
  it('walks every state and transition: the place is known only when resolved, the pin always usable', async () => {
    const result = await runModel({
      name: 'mapPin',
      machine: mapPinMachine,
      input: { point: START },
      events: EVENTS,
      onStep: ({ step, index, path }) => {
        const state = step.state as AnyMachineSnapshot as MapPinSnapshot;
        const looking = state.matches('settling') || state.matches('resolving');
        expect(selectIsBusy(state)).toBe(looking);
        expect(selectIsUnresolved(state)).toBe(state.matches('unresolved'));
        expect(selectPlace(state)).toEqual(state.matches('resolved') ? PLACE : null);
        expect(selectError(state) !== null).toBe(state.matches('unresolved'));
        expect(selectPoint(state)).toEqual(expectedPoint(path.steps.slice(0, index + 1)));
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('mapPin: 4/4 states, 5/5 transitions');
  });
});
