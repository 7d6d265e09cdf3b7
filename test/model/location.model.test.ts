import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { GeoPlace } from '@/contract/locations';
import { GEOLOCATION_TIMEOUT_MS } from '@/domain/constants';
import type { Coordinates } from '@/domain/geo';
import { afterLocationDetectedRoute, locationRoute, QUERY, searchAddressRoute, withQuery } from '@/domain/navigation';
import { LocationFailure, locationMachine, type LocationEmitted, type LocationInput } from '@machines/location.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';

const HERE: Coordinates = { latitude: 28.6139, longitude: 77.209 };
const PLACE: GeoPlace = {
  placeId: 'place-connaught-place',
  formattedAddress: 'Connaught Place, New Delhi, Delhi 110001',
  locality: 'Connaught Place',
  subLocality: null,
  city: 'New Delhi',
  state: 'Delhi',
  postalCode: '110001',
  ...HERE,
};

const EVENTS: readonly ModelEvent<typeof locationMachine>[] = [
  { type: 'xstate.done.actor.queryPermission', output: 'granted' },
  { type: 'xstate.done.actor.queryPermission', output: 'prompt' },
  { type: 'xstate.done.actor.queryPermission', output: 'denied' },
  { type: 'xstate.done.actor.queryPermission', output: 'not_available' },
  { type: 'xstate.error.actor.queryPermission', error: new Error('Permissions API failed') },
  { type: 'xstate.done.actor.getPosition', output: HERE },
  { type: 'xstate.error.actor.getPosition', error: new LocationFailure('timeout') },
  { type: 'xstate.error.actor.getPosition', error: new LocationFailure('denied') },
  { type: 'xstate.done.actor.reverseGeocode', output: PLACE },
  { type: 'xstate.error.actor.reverseGeocode', error: networkFailure() },
  { type: 'location.detect' },
  { type: 'location.retry' },
  { type: 'location.search' },
  { type: 'popup.dismiss' },
];

/** The SPEC 4 denial reached from the permission check or from the position request. */
function isDenial(event: EventObject): boolean {
  const { output, error } = event as { output?: unknown; error?: unknown };
  return output === 'denied' || (error instanceof LocationFailure && error.reason === 'denied');
}

/** Where the screen must be sent by the step that led to `state` with `event`, if anywhere. */
function expectedNavigation(input: Required<LocationInput>, event: EventObject, state: AnyMachineSnapshot): LocationEmitted[] {
  const searchRoute = input.fromCart
    ? withQuery(searchAddressRoute(true), { [QUERY.deliveryType]: input.deliveryType })
    : locationRoute({ deliveryType: input.deliveryType });
  if (state.matches('located')) {
    const to = withQuery(afterLocationDetectedRoute(input.deliveryType), {
      [QUERY.latitude]: HERE.latitude,
      [QUERY.longitude]: HERE.longitude,
    });
    return [{ type: 'navigation.requested', to }];
  }
  if (event.type === 'location.search' || (input.fromCart && isDenial(event))) return [{ type: 'navigation.requested', to: searchRoute }];
  return [];
}

async function walk(name: string, input: Required<LocationInput>, unreachable: Record<string, string>) {
  const result = await runModel({
    name,
    machine: locationMachine,
    input,
    events: EVENTS,
    unreachable,
    onStep: ({ step, index, emitted }) => {
      expect(emitted).toEqual(index === 0 ? [] : expectedNavigation(input, step.event, step.state));
      expect(step.state.hasTag('busy') && step.state.hasTag('popup')).toBe(false);
    },
  });
  reportCoverage(result);
  return result;
}

const FROM_CART_ONLY = 'location.denied · always [isFromCart]';

describe('location machine model', () => {
  it('walks every state and transition outside the cart, navigating only when located or searching', async () => {
    const result = await walk(
      'location',
      { deliveryType: 'delivery', fromCart: false, timeoutMs: GEOLOCATION_TIMEOUT_MS },
      { [FROM_CART_ONLY]: 'needs input fromCart: true; the from-cart walk covers it' },
    );
    expect(coverageLine(result)).toBe('location: 8/8 states, 15/15 transitions (1 listed unreachable)');
  });

  it('from the cart a denial goes straight to /searchAddress, covering the transition the first walk cannot take', async () => {
    const result = await walk(
      'location from cart',
      { deliveryType: 'pickup', fromCart: true, timeoutMs: GEOLOCATION_TIMEOUT_MS },
      {
        'location.deniedPopup': 'from the cart a denial never shows the popup',
        'location.deniedPopup · popup.dismiss': 'from the cart a denial never shows the popup',
        'location.denied · always': 'from the cart the isFromCart branch always wins',
      },
    );
    expect(coverageLine(result)).toBe('location from cart: 7/7 states, 14/14 transitions (3 listed unreachable)');
  });
});
