/**
 * The pin on the map confirm screen (SPEC 2 /mapScreen): names the place under the pin and names it
 * again after each move, once the pin has settled; a newer move cancels the older lookup. A failed
 * lookup leaves the pin usable with its coordinates, and can be retried.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { GeoPlace } from '@/contract/locations';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { APP_CONFIG_DEFAULTS } from '@/domain/constants';
import type { Coordinates } from '@/domain/geo';

// Types

export interface MapPinInput {
  /** Where the pin starts. */
  point: Coordinates;
}

export interface MapPinContext {
  /** Where the pin is now. */
  point: Coordinates;
  /** The place at `point`; null while it is being looked up or when the lookup failed. */
  place: GeoPlace | null;
  /** Why the last lookup failed; null otherwise. */
  error: ApiError | null;
}

export type MapPinEvent =
  /** The pin was dragged or the map clicked. */
  | { type: 'pin.move'; latitude: number; longitude: number }
  /** Look the place up again after a failure. */
  | { type: 'pin.retry' };

/** `busy`: the place under the pin is not known yet; `error`: the lookup failed (the pin still works). */
export type MapPinTag = 'busy' | 'error';

// Constants

/**
 * How long the pin must rest before its place is looked up, so quick successive moves cost one call.
 * SPEC 9 gives no value for the map; it is the same wait as place search (autoCompleteDebounceTimeInMillis).
 */
export const PIN_SETTLE_MS = APP_CONFIG_DEFAULTS.autoCompleteDebounceTimeInMillis;

// Setup

export const mapPinMachine = setup({
  types: {
    context: {} as MapPinContext,
    events: {} as MapPinEvent,
    input: {} as MapPinInput,
    tags: {} as MapPinTag,
  },
  actors: {
    reverseGeocode: fromPromise<GeoPlace, Coordinates>(async ({ input, signal }) => {
      const response = await getApiClient().reverseGeocode(input, { signal });
      return response.place;
    }),
  },
  delays: {
    pinSettle: PIN_SETTLE_MS,
  },
  actions: {
    assignPoint: assign((_, params: { point: Coordinates }) => ({ point: params.point, place: null, error: null })),
    assignPlace: assign((_, params: { place: GeoPlace }) => ({ place: params.place, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ place: null, error: toApiError(params.error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'mapPin',
  context: ({ input }) => ({ point: input.point, place: null, error: null }),
  initial: 'resolving',
  on: {
    // Entering `settling` again restarts the wait; leaving `resolving` aborts its lookup.
    'pin.move': {
      target: '.settling',
      actions: { type: 'assignPoint', params: ({ event }) => ({ point: { latitude: event.latitude, longitude: event.longitude } }) },
    },
  },
  states: {
    settling: {
      tags: 'busy',
      after: { pinSettle: 'resolving' },
    },
    resolving: {
      tags: 'busy',
      invoke: {
        id: 'reverseGeocode',
        src: 'reverseGeocode',
        input: ({ context }) => context.point,
        onDone: { target: 'resolved', actions: { type: 'assignPlace', params: ({ event }) => ({ place: event.output }) } },
        onError: { target: 'unresolved', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    resolved: {},
    unresolved: {
      tags: 'error',
      on: { 'pin.retry': { target: 'resolving', actions: 'clearError' } },
    },
  },
});

// Selectors

export type MapPinSnapshot = SnapshotFrom<typeof mapPinMachine>;

export const selectPoint = (snapshot: MapPinSnapshot): Coordinates => snapshot.context.point;
export const selectPlace = (snapshot: MapPinSnapshot): GeoPlace | null => snapshot.context.place;
export const selectError = (snapshot: MapPinSnapshot): ApiError | null => snapshot.context.error;
export const selectIsBusy = (snapshot: MapPinSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsUnresolved = (snapshot: MapPinSnapshot): boolean => snapshot.hasTag('error');
