import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GeoPlace } from '@/contract/locations';
import type { ApiClient } from '@/api/client';
import { setApiClient } from '@/api/holder';
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS } from '@/domain/constants';
import type { Coordinates } from '@/domain/geo';
import type { DeliveryTypeParam } from '@/domain/navigation';
import {
  LocationFailure,
  locationMachine,
  POSITION_ERROR_CODES,
  selectCoordinates,
  selectError,
  selectHasPopup,
  selectIsBusy,
  selectIsCurrentLocationPopup,
  selectNotice,
  selectPermission,
  selectPlace,
  type LocationPermission,
} from '@machines/location.machine';
import { networkFailure } from '../../model/fixtures';

const HERE: Coordinates = { latitude: 12.9352, longitude: 77.6245 };
const PLACE: GeoPlace = {
  placeId: 'place-koramangala',
  formattedAddress: 'Koramangala, Bengaluru, Karnataka 560095',
  locality: 'Koramangala',
  subLocality: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560095',
  ...HERE,
};

interface LocationSetup {
  deliveryType?: DeliveryTypeParam;
  fromCart?: boolean;
  permission?: LocationPermission;
  /** Each position request takes the next entry; the last one repeats. */
  positions?: Array<Coordinates | LocationFailure>;
  place?: GeoPlace | Error;
}

function startLocation({
  deliveryType = 'delivery',
  fromCart,
  permission = 'granted',
  positions = [HERE],
  place = PLACE,
}: LocationSetup = {}) {
  const navigations: string[] = [];
  const geocoded: Coordinates[] = [];
  let requests = 0;
  const actor = createActor(
    locationMachine.provide({
      actors: {
        queryPermission: fromPromise<LocationPermission>(async () => permission),
        getPosition: fromPromise<Coordinates, { timeoutMs: number }>(async () => {
          const next = positions[Math.min(requests, positions.length - 1)] as Coordinates | LocationFailure;
          requests += 1;
          if (next instanceof LocationFailure) throw next;
          return next;
        }),
        reverseGeocode: fromPromise<GeoPlace, Coordinates>(async ({ input }) => {
          geocoded.push(input);
          if (place instanceof Error) throw place;
          return place;
        }),
      },
    }),
    { input: { deliveryType, fromCart } },
  );
  actor.on('navigation.requested', (event) => navigations.push(event.to));
  actor.start();
  return { actor, navigations, geocoded, positionRequests: () => requests };
}

describe('location machine', () => {
  it('with permission granted, a delivery customer is located, the place is named and sent to /mapScreen with the position', async () => {
    const { actor, navigations, geocoded } = startLocation();
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    const snapshot = await waitFor(actor, (state) => state.status === 'done');
    expect(selectPermission(snapshot)).toBe('granted');
    expect(selectCoordinates(snapshot)).toEqual(HERE);
    expect(selectPlace(snapshot)).toEqual(PLACE);
    expect(geocoded).toEqual([HERE]);
    expect(snapshot.output).toEqual({ coordinates: HERE, place: PLACE });
    expect(navigations).toEqual(['/mapScreen?latitude=12.9352&longitude=77.6245']);
  });

  it.each(['pickup', 'takeaway', 'dinein', 'curb'] as const)(
    'a %s customer who is located goes to /nearestStore with the delivery type and position',
    async (deliveryType) => {
      const { actor, navigations } = startLocation({ deliveryType, permission: 'prompt' });
      await waitFor(actor, (state) => state.status === 'done');
      expect(navigations).toEqual([`/nearestStore?deliveryType=${deliveryType}&latitude=12.9352&longitude=77.6245`]);
    },
  );

  it('a position that times out shows the current-location popup and stops the loader', async () => {
    const { actor, navigations } = startLocation({ positions: [new LocationFailure('timeout')] });
    const snapshot = await waitFor(actor, (state) => state.matches('currentLocationPopup'));
    expect(selectIsBusy(snapshot)).toBe(false);
    expect(selectHasPopup(snapshot)).toBe(true);
    expect(selectIsCurrentLocationPopup(snapshot)).toBe(true);
    expect(selectError(snapshot)).toMatchObject({ reason: 'timeout' });
    expect(selectNotice(snapshot)).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('retrying from the popup asks for the position again and goes on when it is found', async () => {
    const { actor, navigations, positionRequests } = startLocation({ positions: [new LocationFailure('unavailable'), HERE] });
    await waitFor(actor, (state) => state.matches('currentLocationPopup'));
    actor.send({ type: 'location.retry' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectHasPopup(actor.getSnapshot())).toBe(false);
    const snapshot = await waitFor(actor, (state) => state.status === 'done');
    expect(positionRequests()).toBe(2);
    expect(selectError(snapshot)).toBeNull();
    expect(navigations).toEqual(['/mapScreen?latitude=12.9352&longitude=77.6245']);
  });

  it('searching from the popup sends the customer to the location selection with the delivery type', async () => {
    const { actor, navigations } = startLocation({ deliveryType: 'pickup', positions: [new LocationFailure('timeout')] });
    await waitFor(actor, (state) => state.matches('currentLocationPopup'));
    actor.send({ type: 'location.search' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(navigations).toEqual(['/locationSelection?deliveryType=pickup']);
  });

  it('searching from the popup opened from the cart sends the customer to /searchAddress', async () => {
    const { actor, navigations } = startLocation({ fromCart: true, positions: [new LocationFailure('timeout')] });
    await waitFor(actor, (state) => state.matches('currentLocationPopup'));
    actor.send({ type: 'location.search' });
    expect(navigations).toEqual(['/searchAddress?isFromCart=true&deliveryType=delivery']);
  });

  it('a denied permission shows the SPEC blocked message, header and OK button without asking for the position', async () => {
    const { actor, navigations, positionRequests } = startLocation({ permission: 'denied' });
    const snapshot = await waitFor(actor, (state) => state.matches('deniedPopup'));
    expect(selectNotice(snapshot)).toEqual({ header: 'locationBlockedHeader', body: 'locationBlocked', button: 'popupButton' });
    expect(selectIsBusy(snapshot)).toBe(false);
    expect(selectHasPopup(snapshot)).toBe(true);
    expect(positionRequests()).toBe(0);
    expect(navigations).toEqual([]);
    actor.send({ type: 'popup.dismiss' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(selectNotice(actor.getSnapshot())).toBeNull();
  });

  it('a prompt the customer refuses shows the same blocked notice', async () => {
    const { actor } = startLocation({ permission: 'prompt', positions: [new LocationFailure('denied')] });
    const snapshot = await waitFor(actor, (state) => state.matches('deniedPopup'));
    expect(selectNotice(snapshot)?.header).toBe('locationBlockedHeader');
    expect(selectError(snapshot)).toMatchObject({ reason: 'denied' });
  });

  it('a denied permission from the cart sends the customer straight to /searchAddress', async () => {
    const { actor, navigations } = startLocation({ permission: 'denied', fromCart: true });
    const snapshot = await waitFor(actor, (state) => state.matches('idle'));
    expect(navigations).toEqual(['/searchAddress?isFromCart=true&deliveryType=delivery']);
    expect(selectHasPopup(snapshot)).toBe(false);
    expect(selectNotice(snapshot)).toBeNull();
  });

  it('without geolocation the current-location popup shows, and detecting again checks the permission anew', async () => {
    const { actor, positionRequests } = startLocation({ permission: 'not_available' });
    const snapshot = await waitFor(actor, (state) => state.matches('currentLocationPopup'));
    expect(selectPermission(snapshot)).toBe('not_available');
    expect(selectError(snapshot)).toMatchObject({ reason: 'not_available' });
    expect(positionRequests()).toBe(0);
    actor.send({ type: 'popup.dismiss' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'location.detect' });
    expect(actor.getSnapshot().matches('checkingPermission')).toBe(true);
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
  });

  it('a failed place lookup still locates the customer, keeping the position without a place', async () => {
    const failure = networkFailure();
    const { actor, navigations } = startLocation({ place: failure });
    const snapshot = await waitFor(actor, (state) => state.status === 'done');
    expect(selectCoordinates(snapshot)).toEqual(HERE);
    expect(selectPlace(snapshot)).toBeNull();
    expect(selectError(snapshot)).toBe(failure);
    expect(navigations).toEqual(['/mapScreen?latitude=12.9352&longitude=77.6245']);
  });
});

describe('location machine with its default actors', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubNavigator(navigatorLike: Partial<Navigator>): void {
    vi.stubGlobal('navigator', navigatorLike);
  }

  it('asks the browser for a high-accuracy position with the SPEC 9 timeout and max age, then reverse geocodes it', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback, _failure?: PositionErrorCallback | null, _options?: PositionOptions) =>
      success({ coords: { latitude: HERE.latitude, longitude: HERE.longitude } } as GeolocationPosition),
    );
    stubNavigator({
      geolocation: { getCurrentPosition } as unknown as Geolocation,
      permissions: { query: vi.fn(async () => ({ state: 'granted' })) } as unknown as Permissions,
    });
    const reverseGeocode = vi.fn(async (_point: Coordinates, options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return { place: PLACE };
    });
    setApiClient({ reverseGeocode } as unknown as ApiClient);
    const actor = createActor(locationMachine, { input: { deliveryType: 'delivery' } }).start();
    const snapshot = await waitFor(actor, (state) => state.status === 'done');
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: GEOLOCATION_TIMEOUT_MS,
      maximumAge: GEOLOCATION_MAX_AGE_MS,
    });
    expect(GEOLOCATION_TIMEOUT_MS).toBe(5000);
    expect(GEOLOCATION_MAX_AGE_MS).toBe(120000);
    expect(reverseGeocode).toHaveBeenCalledWith(HERE, expect.anything());
    expect(selectPlace(snapshot)).toEqual(PLACE);
  });

  it('gives the browser the configured location cache time as the timeout when one is given', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback, _failure?: PositionErrorCallback | null, _options?: PositionOptions) =>
      success({ coords: { latitude: HERE.latitude, longitude: HERE.longitude } } as GeolocationPosition),
    );
    stubNavigator({ geolocation: { getCurrentPosition } as unknown as Geolocation });
    setApiClient({ reverseGeocode: vi.fn(async () => ({ place: PLACE })) } as unknown as ApiClient);
    const actor = createActor(locationMachine, { input: { deliveryType: 'delivery', timeoutMs: 18000 } }).start();
    await waitFor(actor, (state) => state.status === 'done');
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({ timeout: 18000 });
  });

  it('reads a browser PERMISSION_DENIED position error as denied', async () => {
    const getCurrentPosition = vi.fn((_success: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: POSITION_ERROR_CODES.permissionDenied, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    stubNavigator({ geolocation: { getCurrentPosition } as unknown as Geolocation });
    const actor = createActor(locationMachine, { input: { deliveryType: 'delivery' } }).start();
    const snapshot = await waitFor(actor, (state) => state.matches('deniedPopup'));
    expect(selectPermission(snapshot)).toBe('prompt');
    expect(selectError(snapshot)).toMatchObject({ reason: 'denied' });
  });

  it('reads a browser TIMEOUT position error as a timeout and shows the current-location popup', async () => {
    const getCurrentPosition = vi.fn((_success: PositionCallback, failure: PositionErrorCallback) =>
      failure({ code: POSITION_ERROR_CODES.timeout, message: 'Timeout expired' } as GeolocationPositionError),
    );
    stubNavigator({
      geolocation: { getCurrentPosition } as unknown as Geolocation,
      permissions: { query: vi.fn(async () => ({ state: 'prompt' })) } as unknown as Permissions,
    });
    const actor = createActor(locationMachine, { input: { deliveryType: 'delivery' } }).start();
    const snapshot = await waitFor(actor, (state) => state.matches('currentLocationPopup'));
    expect(selectError(snapshot)).toMatchObject({ reason: 'timeout' });
  });

  it('reports not_available when the browser has no geolocation', async () => {
    stubNavigator({});
    const actor = createActor(locationMachine, { input: { deliveryType: 'delivery' } }).start();
    const snapshot = await waitFor(actor, (state) => state.matches('currentLocationPopup'));
    expect(selectPermission(snapshot)).toBe('not_available');
  });
});
