/**
 * Reorder (SPEC 7 order-again), shared by the order details' 'Order again' and the landing's quick reorder row:
 * the server refills the cart with the order's items still sold at its store; the store, delivery type and
 * address are then handed to the app's store actor exactly as a store selection hands them, so the cart, menu
 * and checkout use the order's store. Delivery orders get their place named again from the order's point, as
 * the store lookup names it. What cannot be restored from the order alone (a pickup order's point on a device
 * that has none, curbside vehicle details never given here, a rail order's station) leaves the store to be
 * chosen again. Items that could not be added are listed before going on.
 *
 * Built as plain config, like `pollingStates`, so each machine's own `createMachine` checks every name in it:
 * the machine has sibling states `idle` and `done`, and provides the actors `reorder`, `reverseGeocode`,
 * `readStore` and `saveStore`, the guards `isDeliveryOrder`, `canRestoreStore` and `hasUnavailableItems`, and the
 * actions `assignReorder`, `assignPlace`, `assignPreviousStore`, `assignReorderError` and `clearReorderError`.
 */
import { fromPromise } from 'xstate';
import { afterOrderApi } from '@/api/afterOrder';
import { getApiClient } from '@/api/holder';
import type { ApiError } from '@/api/errors';
import type { ReorderResponse } from '@/contract/afterOrder';
import type { GeocodeResponse, GeoPlace } from '@/contract/locations';
import { DELIVERY_TYPE } from '@/domain/constants';
import { DELIVERY_TYPE_PARAMS, locationRoute, ROUTES } from '@/domain/navigation';
import type { SelectedStore } from '@/domain/store';
import { required } from './required';
import type { StoreActorRef } from '../store.machine';

// Types

/** What a machine that reorders keeps. */
export interface ReorderContext {
  /** The app's store actor, which a reorder hands the order's store to. */
  storeActor: StoreActorRef;
  /** The order being reordered; null before one is chosen. */
  orderId: string | null;
  /** The server's reorder answer; null until the reorder succeeded. */
  reorder: ReorderResponse | null;
  /** The delivery order's place named again for the saved store; null until named, or when it could not be. */
  place: GeoPlace | null;
  /** The store selection on this device before the reorder; null when there is none. */
  previousStore: SelectedStore | null;
  /** Why the reorder failed; null otherwise. */
  reorderError: ApiError | null;
}

export interface OrderCallInput {
  orderId: string;
}

export interface PointInput {
  latitude: number;
  longitude: number;
}

// Rules

/**
 * The store selection a reorder restores, or null when the order alone cannot give one: rail orders
 * choose a station; delivery orders need their address; pickup orders keep the point this device chose
 * a store from, or take the store's own point; curbside needs vehicle details this device has kept.
 * The timing is always now: an advance order's time has passed. The order's store is its own child
 * store, as the store lookup answers for a store served at once.
 */
export function restoredStoreOf(reorder: ReorderResponse, place: GeoPlace | null, previous: SelectedStore | null): SelectedStore | null {
  const { deliveryType, storeId, deliveryLocation } = reorder;
  if (deliveryType === DELIVERY_TYPE.train) return null;
  let location: SelectedStore['location'] | null;
  if (deliveryType === DELIVERY_TYPE.delivery) {
    location = deliveryLocation
      ? { latitude: deliveryLocation.latitude, longitude: deliveryLocation.longitude, addressId: reorder.addressId, place }
      : null;
  } else {
    location = previous?.location ?? { ...reorder.storeLocation, addressId: null, place: null };
  }
  const vehicleDetails = deliveryType === DELIVERY_TYPE.curbside ? (previous?.vehicleDetails ?? null) : null;
  if (location === null || (deliveryType === DELIVERY_TYPE.curbside && !vehicleDetails)) return null;
  return { storeId, childStoreId: storeId, deliveryType, location, timing: { kind: 'now' }, vehicleDetails };
}

/** Where the customer goes once the reorder is done: the cart, or choosing the order's store again. */
export function afterReorderRoute(reorder: ReorderResponse, restored: SelectedStore | null): string {
  if (restored !== null) return ROUTES.cart;
  if (reorder.deliveryType === DELIVERY_TYPE.train) return ROUTES.deliverOnTrain;
  return locationRoute({ deliveryType: DELIVERY_TYPE_PARAMS[reorder.deliveryType] });
}

/** The store selection the reorder in hand restores; null when it cannot. */
export function restoredOf(context: ReorderContext): SelectedStore | null {
  return restoredStoreOf(required(context.reorder, 'reorder'), context.place, context.previousStore);
}

/** Where to go once the reorder in hand is done. */
export function reorderedRouteOf(context: ReorderContext): string {
  return afterReorderRoute(required(context.reorder, 'reorder'), restoredOf(context));
}

function deliveryPointOf(context: ReorderContext): PointInput {
  const location = required(required(context.reorder, 'reorder').deliveryLocation, 'delivery location');
  return { latitude: location.latitude, longitude: location.longitude };
}

// Actors

/** The `reorder` actor: SPEC 7 order-again POST {id}. */
export const reorderLogic = fromPromise<ReorderResponse, OrderCallInput>(({ input, signal }) =>
  afterOrderApi(getApiClient()).reorder(input.orderId, { signal }),
);

/** The `reverseGeocode` actor: names the delivery order's point again. */
export const reverseGeocodeLogic = fromPromise<GeocodeResponse, PointInput>(({ input, signal }) =>
  getApiClient().reverseGeocode(input, { signal }),
);

// Guards

export const isDeliveryReorder = (reorder: ReorderResponse): boolean =>
  reorder.deliveryType === DELIVERY_TYPE.delivery && reorder.deliveryLocation !== null;

// States

interface ReorderArgs {
  context: ReorderContext;
}
interface ReorderDone {
  event: { output: ReorderResponse };
}
interface GeocodeDone {
  event: { output: GeocodeResponse };
}
interface StoreDone {
  event: { output: SelectedStore | null };
}
interface Failure {
  event: { error: unknown };
}

const reorderErrorParams = ({ event }: Failure) => ({ error: event.error });
const reorderParams = ({ event }: ReorderDone) => ({ reorder: event.output });
const previousStoreParams = ({ event }: StoreDone) => ({ store: event.output });

/** The reorder from the call to going on (`done`) or its failure popup (dismissed back to `idle`). */
export function reorderStates() {
  return {
    reordering: {
      tags: 'reordering',
      invoke: {
        id: 'reorder',
        src: 'reorder',
        input: ({ context }: ReorderArgs) => ({ orderId: required(context.orderId, 'order id') }),
        onDone: [
          {
            guard: { type: 'isDeliveryOrder', params: reorderParams },
            target: 'namingPlace',
            actions: { type: 'assignReorder', params: reorderParams },
          },
          { target: 'readingStore', actions: { type: 'assignReorder', params: reorderParams } },
        ],
        onError: { target: 'failed', actions: { type: 'assignReorderError', params: reorderErrorParams } },
      },
    },
    // The saved store keeps the place the store lookup would name for the point.
    namingPlace: {
      tags: 'reordering',
      invoke: {
        id: 'reverseGeocode',
        src: 'reverseGeocode',
        input: ({ context }: ReorderArgs) => deliveryPointOf(context),
        onDone: {
          target: 'readingStore',
          actions: { type: 'assignPlace', params: ({ event }: GeocodeDone) => ({ place: event.output.place }) },
        },
        // The point and address id still restore the store; only the place's name is missing.
        onError: 'readingStore',
      },
    },
    readingStore: {
      tags: 'reordering',
      invoke: {
        id: 'readStore',
        src: 'readStore',
        input: ({ context }: ReorderArgs) => ({ storeActor: context.storeActor }),
        onDone: [
          {
            guard: { type: 'canRestoreStore', params: ({ event }: StoreDone) => ({ previous: event.output }) },
            target: 'savingStore',
            actions: { type: 'assignPreviousStore', params: previousStoreParams },
          },
          { target: 'checkingUnavailable', actions: { type: 'assignPreviousStore', params: previousStoreParams } },
        ],
        onError: { target: 'failed', actions: { type: 'assignReorderError', params: reorderErrorParams } },
      },
    },
    savingStore: {
      tags: 'reordering',
      invoke: {
        id: 'saveStore',
        src: 'saveStore',
        input: ({ context }: ReorderArgs) => ({ storeActor: context.storeActor, store: required(restoredOf(context), 'store to restore') }),
        onDone: 'checkingUnavailable',
        onError: { target: 'failed', actions: { type: 'assignReorderError', params: reorderErrorParams } },
      },
    },
    checkingUnavailable: {
      always: [{ guard: 'hasUnavailableItems', target: 'unavailable' }, { target: 'done' }],
    },
    // SPEC 8: the order's items no longer available are listed before going on.
    unavailable: {
      tags: 'popup',
      on: { 'reorder.continue': 'done' },
    },
    failed: {
      tags: 'popup',
      on: { 'reorder.dismiss': { target: 'idle', actions: 'clearReorderError' } },
    },
  } as const;
}
