import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ApiClient } from '@/api/client';
import type { GeoPlace } from '@/contract/locations';
import { setApiClient } from '@/api/holder';
import { APP_CONFIG_DEFAULTS } from '@/domain/constants';
import type { Coordinates } from '@/domain/geo';
import {
  mapPinMachine,
  PIN_SETTLE_MS,
  selectError,
  selectIsBusy,
  selectIsUnresolved,
  selectPlace,
  selectPoint,
} from '@machines/mapPin.machine';
import { networkFailure } from '../../model/fixtures';

const CONNAUGHT: Coordinates = { latitude: 28.6315, longitude: 77.2167 };
const KAROL_BAGH: Coordinates = { latitude: 28.6519, longitude: 77.1909 };
const SAKET: Coordinates = { latitude: 28.5245, longitude: 77.2066 };

function placeAt(point: Coordinates, locality: string): GeoPlace {
  return {
    placeId: `place-${locality}`,
    formattedAddress: `${locality}, New Delhi, Delhi 110001`,
    locality,
    subLocality: null,
    city: 'New Delhi',
    state: 'Delhi',
    postalCode: '110001',
    ...point,
  };
}

const PLACES = new Map<string, GeoPlace>([
  [JSON.stringify(CONNAUGHT), placeAt(CONNAUGHT, 'Connaught Place')],
  [JSON.stringify(KAROL_BAGH), placeAt(KAROL_BAGH, 'Karol Bagh')],
  [JSON.stringify(SAKET), placeAt(SAKET, 'Saket')],
]);

interface Lookup {
  point: Coordinates;
  signal: AbortSignal;
  resolve: (place: GeoPlace) => void;
  reject: (error: unknown) => void;
}

/** A pin whose lookups wait for the test to answer them, on a simulated clock. */
function startPin(point: Coordinates = CONNAUGHT) {
  const clock = new SimulatedClock();
  const lookups: Lookup[] = [];
  const actor = createActor(
    mapPinMachine.provide({
      actors: {
        reverseGeocode: fromPromise<GeoPlace, Coordinates>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => {
              lookups.push({ point: input, signal, resolve, reject });
            }),
        ),
      },
    }),
    { input: { point }, clock },
  );
  actor.start();
  const answer = (index: number) => {
    const lookup = lookups[index];
    if (!lookup) throw new Error(`no lookup ${index}`);
    lookup.resolve(PLACES.get(JSON.stringify(lookup.point)) as GeoPlace);
  };
  return { actor, clock, lookups, answer };
}

describe('map pin machine', () => {
  it('names the place under the starting pin at once', async () => {
    const { actor, lookups, answer } = startPin();
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(lookups.map((lookup) => lookup.point)).toEqual([CONNAUGHT]);
    answer(0);
    const snapshot = await waitFor(actor, (state) => state.matches('resolved'));
    expect(selectPlace(snapshot)?.locality).toBe('Connaught Place');
    expect(selectPoint(snapshot)).toEqual(CONNAUGHT);
    expect(selectIsBusy(snapshot)).toBe(false);
    expect(selectIsUnresolved(snapshot)).toBe(false);
  });

  it('a moved pin waits until it settles, then names the new place', async () => {
    const { actor, clock, lookups, answer } = startPin();
    answer(0);
    await waitFor(actor, (state) => state.matches('resolved'));

    actor.send({ type: 'pin.move', ...KAROL_BAGH });
    expect(selectPoint(actor.getSnapshot())).toEqual(KAROL_BAGH);
    expect(selectPlace(actor.getSnapshot())).toBeNull();
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);

    clock.increment(PIN_SETTLE_MS - 1);
    expect(lookups).toHaveLength(1);
    clock.increment(1);
    expect(lookups.map((lookup) => lookup.point)).toEqual([CONNAUGHT, KAROL_BAGH]);

    answer(1);
    const snapshot = await waitFor(actor, (state) => state.matches('resolved'));
    expect(selectPlace(snapshot)?.locality).toBe('Karol Bagh');
  });

  it('waits as long as place search does (SPEC 9 autoCompleteDebounceTimeInMillis)', () => {
    expect(PIN_SETTLE_MS).toBe(APP_CONFIG_DEFAULTS.autoCompleteDebounceTimeInMillis);
  });

  it('quick successive moves restart the wait and cost one lookup, for the last point', async () => {
    const { actor, clock, lookups, answer } = startPin();
    answer(0);
    await waitFor(actor, (state) => state.matches('resolved'));

    actor.send({ type: 'pin.move', ...KAROL_BAGH });
    clock.increment(PIN_SETTLE_MS - 1);
    actor.send({ type: 'pin.move', ...SAKET });
    clock.increment(PIN_SETTLE_MS - 1);
    expect(lookups).toHaveLength(1);
    clock.increment(1);
    expect(lookups.map((lookup) => lookup.point)).toEqual([CONNAUGHT, SAKET]);
    answer(1);
    const snapshot = await waitFor(actor, (state) => state.matches('resolved'));
    expect(selectPlace(snapshot)?.locality).toBe('Saket');
  });

  it('a move while a lookup runs aborts it, so its late answer never names the new point', async () => {
    const { actor, clock, lookups, answer } = startPin();
    actor.send({ type: 'pin.move', ...SAKET });
    expect(lookups[0]?.signal.aborted).toBe(true);

    answer(0);
    await Promise.resolve();
    expect(actor.getSnapshot().matches('settling')).toBe(true);
    expect(selectPlace(actor.getSnapshot())).toBeNull();

    clock.increment(PIN_SETTLE_MS);
    answer(1);
    const snapshot = await waitFor(actor, (state) => state.matches('resolved'));
    expect(selectPlace(snapshot)?.locality).toBe('Saket');
    expect(selectPoint(snapshot)).toEqual(SAKET);
  });

  it('a failed lookup keeps the pin usable with its coordinates, and a retry names the place', async () => {
    const { actor, lookups, answer } = startPin(KAROL_BAGH);
    lookups[0]?.reject(networkFailure());
    const failed = await waitFor(actor, (state) => state.matches('unresolved'));
    expect(selectIsUnresolved(failed)).toBe(true);
    expect(selectIsBusy(failed)).toBe(false);
    expect(selectPoint(failed)).toEqual(KAROL_BAGH);
    expect(selectPlace(failed)).toBeNull();
    expect(selectError(failed)?.displayMsg).toBe('Internet connection Lost');

    actor.send({ type: 'pin.retry' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(lookups.map((lookup) => lookup.point)).toEqual([KAROL_BAGH, KAROL_BAGH]);
    answer(1);
    const snapshot = await waitFor(actor, (state) => state.matches('resolved'));
    expect(selectPlace(snapshot)?.locality).toBe('Karol Bagh');
  });

  it('a pin moved after a failure looks the new point up', async () => {
    const { actor, clock, lookups, answer } = startPin();
    lookups[0]?.reject(networkFailure());
    await waitFor(actor, (state) => state.matches('unresolved'));
    actor.send({ type: 'pin.move', ...SAKET });
    expect(selectError(actor.getSnapshot())).toBeNull();
    clock.increment(PIN_SETTLE_MS);
    answer(1);
    const snapshot = await waitFor(actor, (state) => state.matches('resolved'));
    expect(selectPlace(snapshot)?.locality).toBe('Saket');
  });

  it('retry is only offered after a failure', async () => {
    const { actor, answer } = startPin();
    expect(actor.getSnapshot().can({ type: 'pin.retry' })).toBe(false);
    answer(0);
    const snapshot = await waitFor(actor, (state) => state.matches('resolved'));
    expect(snapshot.can({ type: 'pin.retry' })).toBe(false);
  });

  it('by default asks the configured API client, passing the point and an abort signal', async () => {
    const reverseGeocode = vi.fn(async (point: Coordinates, options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return { place: placeAt(point, 'Connaught Place') };
    });
    setApiClient({ reverseGeocode } as Partial<ApiClient> as ApiClient);
    const actor = createActor(mapPinMachine, { input: { point: CONNAUGHT } }).start();
    const snapshot = await waitFor(actor, (state) => state.matches('resolved'));
    expect(reverseGeocode).toHaveBeenCalledWith(CONNAUGHT, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(selectPlace(snapshot)?.formattedAddress).toBe('Connaught Place, New Delhi, Delhi 110001');
    actor.stop();
  });
});
