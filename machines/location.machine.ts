/**
 * Device location (SPEC 4 Location): checks the geolocation permission, asks for the position, names
 * the place and tells the screen where to go; a failure or timeout shows the current-location popup,
 * a denied permission the blocked notice (or, from the cart, the address search).
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { GeoPlace } from '@/contract/locations';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@/domain/constants';
import type { Coordinates } from '@/domain/geo';
import type { MessageCode } from '@/i18n/en/messages';
import {
  afterLocationDetectedRoute,
  locationRoute,
  QUERY,
  searchAddressRoute,
  withQuery,
  type DeliveryTypeParam,
} from '@/domain/navigation';

// Types

/** SPEC 4: the geolocation permission states; `not_available` when the browser cannot locate at all. */
export type LocationPermission = 'granted' | 'prompt' | 'denied' | 'not_available';

/** Why no position was found: the browser's position error, or no geolocation at all. */
export type LocationFailureReason = 'denied' | 'unavailable' | 'timeout' | 'not_available';

/** What `getPosition` rejects with. */
export class LocationFailure extends Error {
  readonly reason: LocationFailureReason;

  constructor(reason: LocationFailureReason, message: string = reason) {
    super(message);
    this.name = 'LocationFailure';
    this.reason = reason;
  }
}

export interface LocationInput {
  /** The deliveryType query value the location step was opened with. */
  deliveryType: DeliveryTypeParam;
  /** Whether the location step was opened from the cart (SPEC 4: denied then goes to /searchAddress). */
  fromCart?: boolean;
  /** SPEC 9: the position timeout, 5000 ms or the configured location cache time. */
  timeoutMs?: number;
}

/** A popup as SPEC 2 describes it: optional header, a body and one button. */
export interface LocationNotice {
  header: MessageCode;
  body: MessageCode;
  button: MessageCode;
}

export interface LocationContext {
  /** The deliveryType of the route that follows detection. */
  deliveryType: DeliveryTypeParam;
  /** Whether the step was opened from the cart. */
  fromCart: boolean;
  /** How long the browser may take to find the position. */
  timeoutMs: number;
  /** The last permission state read; null before the first check. */
  permission: LocationPermission | null;
  /** The detected position; null until one is found. */
  coordinates: Coordinates | null;
  /** The place at the detected position; null when unknown or the lookup failed. */
  place: GeoPlace | null;
  /** Why the last detection or place lookup failed; null otherwise. */
  error: LocationFailure | ApiError | null;
  /** The denied-permission popup (SPEC 4); null while none shows. */
  notice: LocationNotice | null;
}

export type LocationEvent =
  /** 'Use current location' / 'Detect location'. */
  | { type: 'location.detect' }
  /** The current-location popup's retry button. */
  | { type: 'location.retry' }
  /** The current-location popup's search button. */
  | { type: 'location.search' }
  | { type: 'popup.dismiss' };

/** The screen listens with `actor.on('navigation.requested', ...)` and routes to `to`. */
export type LocationEmitted = { type: 'navigation.requested'; to: string };

/** `busy`: the loader shows while permission, position or place are on their way; `popup`: a popup shows. */
export type LocationTag = 'busy' | 'popup';

/** What the machine ends with: the detected position and its place, if found. */
export interface LocationOutput {
  coordinates: Coordinates;
  place: GeoPlace | null;
}

// Constants

/** SPEC 9: geolocation with high accuracy, timeout 5000 ms (or the configured location cache time), max age 120000 ms. */
export function positionOptions(timeoutMs: number = GEOLOCATION_TIMEOUT_MS): PositionOptions {
  return { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: GEOLOCATION_MAX_AGE_MS };
}

/** W3C Geolocation: GeolocationPositionError codes (not defined as globals outside browsers). */
export const POSITION_ERROR_CODES = { permissionDenied: 1, positionUnavailable: 2, timeout: 3 } as const;

/** SPEC 4: the denied-permission popup. */
export const LOCATION_BLOCKED_NOTICE: LocationNotice = {
  header: 'locationBlockedHeader',
  body: 'locationBlocked',
  button: 'popupButton',
};

// Setup

function failureOf(error: GeolocationPositionError): LocationFailure {
  switch (error.code) {
    case POSITION_ERROR_CODES.permissionDenied:
      return new LocationFailure('denied', error.message);
    case POSITION_ERROR_CODES.timeout:
      return new LocationFailure('timeout', error.message);
    default:
      return new LocationFailure('unavailable', error.message);
  }
}

function browserNavigator(): Navigator | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator;
}

function isDeniedError(error: unknown): boolean {
  return error instanceof LocationFailure && error.reason === 'denied';
}

function toLocationError(error: unknown): LocationFailure | ApiError {
  return error instanceof LocationFailure ? error : toApiError(error);
}

export const locationMachine = setup({
  types: {
    context: {} as LocationContext,
    events: {} as LocationEvent,
    input: {} as LocationInput,
    output: {} as LocationOutput,
    emitted: {} as LocationEmitted,
    tags: {} as LocationTag,
  },
  actors: {
    queryPermission: fromPromise<LocationPermission>(async () => {
      const browser = browserNavigator();
      if (!browser?.geolocation) return 'not_available';
      // Without the Permissions API the position request itself asks the user.
      if (!browser.permissions) return 'prompt';
      const status = await browser.permissions.query({ name: 'geolocation' });
      return status.state;
    }),
    // The Geolocation API cannot be aborted; a late answer after leaving the state is ignored.
    getPosition: fromPromise<Coordinates, { timeoutMs: number }>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          const geolocation = browserNavigator()?.geolocation;
          if (!geolocation) {
            reject(new LocationFailure('not_available'));
            return;
          }
          geolocation.getCurrentPosition(
            (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
            (error) => reject(failureOf(error)),
            positionOptions(input.timeoutMs),
          );
        }),
    ),
    reverseGeocode: fromPromise<GeoPlace, Coordinates>(async ({ input, signal }) => {
      const response = await getApiClient().reverseGeocode(input, { signal });
      return response.place;
    }),
  },
  guards: {
    isDenied: (_, params: { permission: LocationPermission }) => params.permission === 'denied',
    isNotAvailable: (_, params: { permission: LocationPermission }) => params.permission === 'not_available',
    isDeniedError: (_, params: { error: unknown }) => isDeniedError(params.error),
    isFromCart: ({ context }) => context.fromCart,
  },
  actions: {
    assignPermission: assign((_, params: { permission: LocationPermission }) => ({ permission: params.permission })),
    assignCoordinates: assign((_, params: { coordinates: Coordinates }) => ({
      coordinates: params.coordinates,
      place: null,
      error: null,
    })),
    assignPlace: assign((_, params: { place: GeoPlace }) => ({ place: params.place })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toLocationError(params.error) })),
    assignNotAvailable: assign({ error: () => new LocationFailure('not_available') }),
    showBlockedNotice: assign({ notice: () => LOCATION_BLOCKED_NOTICE }),
    clearNotice: assign({ notice: null }),
    // SPEC 2: after detection delivery leads to /mapScreen, other types to /nearestStore, with the position.
    navigateToDetected: emit(({ context }) => ({
      type: 'navigation.requested' as const,
      to: withQuery(afterLocationDetectedRoute(context.deliveryType), {
        [QUERY.latitude]: context.coordinates?.latitude,
        [QUERY.longitude]: context.coordinates?.longitude,
      }),
    })),
    // SPEC 2: without coordinates the location step goes to /locationSelection; from the cart to /searchAddress.
    navigateToSearch: emit(({ context }) => ({
      type: 'navigation.requested' as const,
      to: context.fromCart
        ? withQuery(searchAddressRoute(true), { [QUERY.deliveryType]: context.deliveryType })
        : locationRoute({ deliveryType: context.deliveryType }),
    })),
  },
}).createMachine({
  id: 'location',
  context: ({ input }) => ({
    deliveryType: input.deliveryType,
    fromCart: input.fromCart ?? false,
    timeoutMs: input.timeoutMs ?? GEOLOCATION_TIMEOUT_MS,
    permission: null,
    coordinates: null,
    place: null,
    error: null,
    notice: null,
  }),
  // SPEC 4: on start the device position is requested.
  initial: 'checkingPermission',
  states: {
    idle: {
      on: {
        'location.detect': 'checkingPermission',
      },
    },
    checkingPermission: {
      tags: 'busy',
      invoke: {
        id: 'queryPermission',
        src: 'queryPermission',
        onDone: [
          {
            guard: { type: 'isDenied', params: ({ event }) => ({ permission: event.output }) },
            target: 'denied',
            actions: { type: 'assignPermission', params: ({ event }) => ({ permission: event.output }) },
          },
          {
            guard: { type: 'isNotAvailable', params: ({ event }) => ({ permission: event.output }) },
            target: 'currentLocationPopup',
            actions: [{ type: 'assignPermission', params: ({ event }) => ({ permission: event.output }) }, 'assignNotAvailable'],
          },
          {
            target: 'locating',
            actions: { type: 'assignPermission', params: ({ event }) => ({ permission: event.output }) },
          },
        ],
        // An unreadable permission says nothing about the position: ask for it.
        onError: 'locating',
      },
    },
    locating: {
      tags: 'busy',
      invoke: {
        id: 'getPosition',
        src: 'getPosition',
        input: ({ context }) => ({ timeoutMs: context.timeoutMs }),
        onDone: {
          target: 'resolvingPlace',
          actions: { type: 'assignCoordinates', params: ({ event }) => ({ coordinates: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isDeniedError', params: ({ event }) => ({ error: event.error }) },
            target: 'denied',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'currentLocationPopup',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    resolvingPlace: {
      tags: 'busy',
      invoke: {
        id: 'reverseGeocode',
        src: 'reverseGeocode',
        input: ({ context }) => context.coordinates as Coordinates,
        onDone: { target: 'located', actions: { type: 'assignPlace', params: ({ event }) => ({ place: event.output }) } },
        // The position alone is enough to go on.
        onError: { target: 'located', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    located: {
      type: 'final',
      entry: 'navigateToDetected',
    },
    // SPEC 4: on failure or timeout the current-location popup shows and the loader stops.
    currentLocationPopup: {
      tags: 'popup',
      on: {
        'location.retry': 'locating',
        'location.search': { target: 'idle', actions: 'navigateToSearch' },
        'popup.dismiss': 'idle',
      },
    },
    // SPEC 4: denied shows the blocked notice, or from the cart sends to /searchAddress.
    denied: {
      always: [{ guard: 'isFromCart', target: 'idle', actions: 'navigateToSearch' }, { target: 'deniedPopup' }],
    },
    deniedPopup: {
      tags: 'popup',
      entry: 'showBlockedNotice',
      exit: 'clearNotice',
      on: {
        'popup.dismiss': 'idle',
      },
    },
  },
  output: ({ context }) => ({ coordinates: context.coordinates as Coordinates, place: context.place }),
});

// Selectors

export type LocationSnapshot = SnapshotFrom<typeof locationMachine>;

export const selectIsBusy = (snapshot: LocationSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasPopup = (snapshot: LocationSnapshot): boolean => snapshot.hasTag('popup');
export const selectIsCurrentLocationPopup = (snapshot: LocationSnapshot): boolean => snapshot.matches('currentLocationPopup');
export const selectPermission = (snapshot: LocationSnapshot): LocationPermission | null => snapshot.context.permission;
export const selectCoordinates = (snapshot: LocationSnapshot): Coordinates | null => snapshot.context.coordinates;
export const selectPlace = (snapshot: LocationSnapshot): GeoPlace | null => snapshot.context.place;
export const selectError = (snapshot: LocationSnapshot): LocationFailure | ApiError | null => snapshot.context.error;
export const selectNotice = (snapshot: LocationSnapshot): LocationNotice | null => snapshot.context.notice;
