import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ApiClient } from '@/api/client';
import type { GeoPlace } from '@/contract/locations';
import { setApiClient } from '@/api/holder';
import { APP_CONFIG_DEFAULTS } from '@/domain/constants';
import {
  PLACE_QUERY_MIN_LENGTH,
  placeSearchMachine,
  selectError,
  selectHasFailed,
  selectHasNoResults,
  selectIsQueryTooShort,
  selectIsSearching,
  selectPredictions,
  selectQuery,
} from '@machines/placeSearch.machine';
import { networkFailure } from '../../model/fixtures';

const DEBOUNCE_MS = APP_CONFIG_DEFAULTS.autoCompleteDebounceTimeInMillis;

function place(name: string, city = 'Bengaluru'): GeoPlace {
  return {
    placeId: `place-${name.toLowerCase()}`,
    formattedAddress: `${name}, ${city}, Karnataka`,
    locality: name,
    subLocality: null,
    city,
    state: 'Karnataka',
    postalCode: '560001',
    latitude: 12.9,
    longitude: 77.6,
  };
}

const KORAMANGALA = place('Koramangala');
const INDIRANAGAR = place('Indiranagar');

interface Request {
  input: string;
  signal: AbortSignal;
  resolve: (predictions: GeoPlace[]) => void;
  reject: (error: unknown) => void;
}

/** The search with a simulated clock and requests that settle only when the test says so. */
function startSearch(debounceMs: number = DEBOUNCE_MS) {
  const clock = new SimulatedClock();
  const requests: Request[] = [];
  const actor = createActor(
    placeSearchMachine.provide({
      actors: {
        autocompletePlaces: fromPromise<GeoPlace[], { input: string }>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => {
              requests.push({ input: input.input, signal, resolve, reject });
            }),
        ),
      },
    }),
    { input: { debounceMs }, clock },
  ).start();
  const type = (value: string) => actor.send({ type: 'query.change', value });
  return { actor, clock, requests, type };
}

/** Lets settled promises reach the actor. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('place search machine', () => {
  it(`does not search below ${PLACE_QUERY_MIN_LENGTH} characters, however long the customer waits`, () => {
    const { actor, clock, requests, type } = startSearch();
    type('Ko');
    clock.increment(DEBOUNCE_MS * 10);
    type('  Ko  ');
    clock.increment(DEBOUNCE_MS * 10);
    expect(requests).toEqual([]);
    expect(selectIsQueryTooShort(actor.getSnapshot())).toBe(true);
    expect(selectIsSearching(actor.getSnapshot())).toBe(false);
    expect(selectQuery(actor.getSnapshot())).toBe('  Ko  ');
  });

  it('waits for a pause in typing, then searches once for the latest text', () => {
    const { actor, clock, requests, type } = startSearch();
    type('Kor');
    clock.increment(DEBOUNCE_MS - 1);
    type('Kora');
    clock.increment(DEBOUNCE_MS - 1);
    type('Koram');
    clock.increment(DEBOUNCE_MS - 1);
    expect(requests).toEqual([]);
    expect(actor.getSnapshot().matches('debouncing')).toBe(true);
    expect(selectIsSearching(actor.getSnapshot())).toBe(true);

    clock.increment(1);
    expect(requests.map((request) => request.input)).toEqual(['Koram']);
    expect(actor.getSnapshot().matches('searching')).toBe(true);
  });

  it('uses the configured debounce time', () => {
    const { clock, requests, type } = startSearch(1_200);
    type('Koramangala');
    clock.increment(DEBOUNCE_MS);
    expect(requests).toEqual([]);
    clock.increment(1_200 - DEBOUNCE_MS);
    expect(requests).toHaveLength(1);
  });

  it('searches the text without surrounding spaces and lists the predictions', async () => {
    const { actor, clock, requests, type } = startSearch();
    type('  Koramangala ');
    clock.increment(DEBOUNCE_MS);
    expect(requests[0]?.input).toBe('Koramangala');
    requests[0]?.resolve([KORAMANGALA, INDIRANAGAR]);
    const snapshot = await waitFor(actor, (state) => state.matches('results'));
    expect(selectPredictions(snapshot)).toEqual([KORAMANGALA, INDIRANAGAR]);
    expect(selectIsSearching(snapshot)).toBe(false);
    expect(selectQuery(snapshot)).toBe('  Koramangala ');
  });

  it('keeps the answer when only spaces around the text change', async () => {
    const { actor, clock, requests, type } = startSearch();
    type('Koramangala');
    clock.increment(DEBOUNCE_MS);
    requests[0]?.resolve([KORAMANGALA]);
    await waitFor(actor, (state) => state.matches('results'));
    type('Koramangala ');
    clock.increment(DEBOUNCE_MS);
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().matches('results')).toBe(true);
    expect(selectQuery(actor.getSnapshot())).toBe('Koramangala ');
    expect(selectPredictions(actor.getSnapshot())).toEqual([KORAMANGALA]);
  });

  it('says when nothing matches', async () => {
    const { actor, clock, requests, type } = startSearch();
    type('Xyzzy');
    clock.increment(DEBOUNCE_MS);
    requests[0]?.resolve([]);
    const snapshot = await waitFor(actor, (state) => selectHasNoResults(state));
    expect(selectPredictions(snapshot)).toEqual([]);
    expect(selectHasFailed(snapshot)).toBe(false);
  });

  it('a failed search can be retried with the same text', async () => {
    const { actor, clock, requests, type } = startSearch();
    type('Indiranagar');
    clock.increment(DEBOUNCE_MS);
    requests[0]?.reject(networkFailure());
    const failed = await waitFor(actor, (state) => selectHasFailed(state));
    expect(selectError(failed)?.displayMsg).toBe('Internet connection Lost');

    actor.send({ type: 'search.retry' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    expect(requests.map((request) => request.input)).toEqual(['Indiranagar', 'Indiranagar']);
    requests[1]?.resolve([INDIRANAGAR]);
    const snapshot = await waitFor(actor, (state) => state.matches('results'));
    expect(selectPredictions(snapshot)).toEqual([INDIRANAGAR]);
  });

  it('typing again cancels the running search and ignores its late answer', async () => {
    const { actor, clock, requests, type } = startSearch();
    type('Koramangala');
    clock.increment(DEBOUNCE_MS);
    type('Indiranagar');
    expect(requests[0]?.signal.aborted).toBe(true);

    requests[0]?.resolve([KORAMANGALA]);
    await flush();
    expect(actor.getSnapshot().matches('debouncing')).toBe(true);
    expect(selectPredictions(actor.getSnapshot())).toEqual([]);

    clock.increment(DEBOUNCE_MS);
    expect(requests[1]?.input).toBe('Indiranagar');
    requests[1]?.resolve([INDIRANAGAR]);
    const snapshot = await waitFor(actor, (state) => state.matches('results'));
    expect(selectPredictions(snapshot)).toEqual([INDIRANAGAR]);
  });

  it('a new query hides the predictions of the previous one until its own answer arrives', async () => {
    const { actor, clock, requests, type } = startSearch();
    type('Koramangala');
    clock.increment(DEBOUNCE_MS);
    requests[0]?.resolve([KORAMANGALA]);
    await waitFor(actor, (state) => state.matches('results'));
    type('Indiranagar');
    expect(selectPredictions(actor.getSnapshot())).toEqual([]);
    expect(selectIsSearching(actor.getSnapshot())).toBe(true);
  });

  it('shortening the text below the minimum cancels the search and shows nothing', async () => {
    const { actor, clock, requests, type } = startSearch();
    type('Koramangala');
    clock.increment(DEBOUNCE_MS);
    type('Ko');
    expect(requests[0]?.signal.aborted).toBe(true);
    requests[0]?.resolve([KORAMANGALA]);
    await flush();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(selectPredictions(actor.getSnapshot())).toEqual([]);
  });

  it('clearing empties the field and the predictions and stops a pending search', async () => {
    const { actor, clock, requests, type } = startSearch();
    type('Koramangala');
    clock.increment(DEBOUNCE_MS);
    requests[0]?.resolve([KORAMANGALA]);
    await waitFor(actor, (state) => state.matches('results'));

    type('Indiranagar');
    actor.send({ type: 'query.clear' });
    clock.increment(DEBOUNCE_MS);
    expect(requests).toHaveLength(1);
    expect(selectQuery(actor.getSnapshot())).toBe('');
    expect(selectPredictions(actor.getSnapshot())).toEqual([]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('by default asks the API client for place predictions, passing the abort signal', async () => {
    const autocompletePlaces = vi.fn(async (input: string, options: { signal?: AbortSignal }) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return { predictions: input === 'Koramangala' ? [KORAMANGALA] : [] };
    });
    setApiClient({ autocompletePlaces } as unknown as ApiClient);
    const clock = new SimulatedClock();
    const actor = createActor(placeSearchMachine, { input: { debounceMs: DEBOUNCE_MS }, clock }).start();
    actor.send({ type: 'query.change', value: 'Koramangala' });
    clock.increment(DEBOUNCE_MS);
    const snapshot = await waitFor(actor, (state) => state.matches('results'));
    expect(autocompletePlaces).toHaveBeenCalledTimes(1);
    expect(autocompletePlaces).toHaveBeenCalledWith('Koramangala', expect.anything());
    expect(selectPredictions(snapshot)).toEqual([KORAMANGALA]);
  });
});
