/**
 * Store selection (SPEC 4): the customer picks the timing (Deliver Now or Advance Order), gives vehicle
 * details for curbside pickup, then a point or saved address; the store serving it is looked up and
 * handed, with location, delivery type and timing, to the app's store actor, which saves it; then the
 * screen is told where to go next.
 *
 * Order of steps: timing first, because it decides which id is saved (advance orders use the advance
 * store) and the lookup answer carries both ids, so no second lookup is ever needed; vehicle details
 * next, so every answer from the customer is in hand before any call; then lookup, save and navigate
 * run without interruption, and a failed lookup returns to the point without asking the rest again.
 */
import { and, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { StoreLookupBody, StoreLookupResponse } from '@/contract/locations';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { DELIVERY_TYPE, VEHICLE_DETAILS_MAX, type StoreDeliveryType } from '@/domain/constants';
import type { Message } from '@/i18n/en/messages';
import { normalisePath, ROUTES } from '@/domain/navigation';
import { saveSelectedStoreLogic } from './shared/selectedStore';
import { required } from './shared/required';
import { MS_PER_MINUTE } from '@/domain/time';
import type { StoreActorRef } from './store.machine';
import type { OrderTiming, SelectedStore } from '@/domain/store';

// Types

/** Where to go once the store is saved: the cart, the address page, or a requested path. */
export type StoreSelectionNext = 'cart' | 'address' | (string & {});

export interface StoreSelectionInput {
  deliveryType: StoreDeliveryType;
  next: StoreSelectionNext;
  /** The app's store actor, which keeps the selection once made. */
  storeActor: StoreActorRef;
}

/** The point the store is looked up for, optionally a saved address of the user. */
export interface StorePoint {
  latitude: number;
  longitude: number;
  addressId?: string;
  /** Pickup types: the store chosen from a list, looked up as such (an offline one answers 2.STORENA). */
  storeId?: string;
}

/** SPEC 9: why curbside vehicle details cannot be used (max 40 characters); the screen words it. */
export type VehicleDetailsProblem = 'vehicleDetailsRequired' | 'vehicleDetailsTooLong';

export interface StoreSelectionContext {
  /** The app's store actor, which keeps the selection once made. */
  storeActor: StoreActorRef;
  deliveryType: StoreDeliveryType;
  /** The route to go to once saved. */
  next: string;
  /** The chosen timing; null until chosen. */
  timing: OrderTiming | null;
  /** Curbside vehicle details as typed. */
  vehicleDetails: string;
  /** Why the vehicle details cannot be used; null while they can. */
  vehicleError: VehicleDetailsProblem | null;
  /** The point last looked up; null before the first lookup. */
  point: StorePoint | null;
  /** The last lookup answer; null before one arrives. */
  lookup: StoreLookupResponse | null;
  /** Why the last lookup or save failed; null otherwise. */
  error: ApiError | null;
  /** The last store ids kept by the store actor, newest first, once saved. */
  recentStoreIds: string[];
}

export type StoreSelectionEvent =
  | { type: 'timing.now' }
  /** `at`: epoch ms of the advance order. */
  | { type: 'timing.advance'; at: number }
  | { type: 'vehicle.change'; value: string }
  | { type: 'vehicle.submit' }
  | ({ type: 'store.lookup' } & StorePoint)
  | { type: 'store.retry' }
  | { type: 'popup.dismiss' };

/** The screen listens with `actor.on('navigation.requested', ...)` and routes to `to`. */
export type StoreSelectionEmitted = { type: 'navigation.requested'; to: string };

/** `busy`: a lookup or save is running; `popup`: the store-unavailable popup shows; `error`: a message shows. */
export type StoreSelectionTag = 'busy' | 'popup' | 'error';

// Constants

/** SPEC 9: advance order processing starts 30 minutes before the chosen time. */
export const ADVANCE_ORDER_PROCESSING_LEAD_MS = 30 * MS_PER_MINUTE;

const NEXT_ROUTES: Record<string, string> = { cart: ROUTES.cart, address: ROUTES.address };

// Setup

/** 'cart' and 'address' name their pages; any other value must be a path of this app. */
export function nextRoute(next: StoreSelectionNext): string {
  const named = NEXT_ROUTES[next];
  if (named !== undefined) return named;
  return next.startsWith('/') && !next.startsWith('//') ? normalisePath(next) : ROUTES.cart;
}

/** An advance time is accepted only while its processing start is still ahead. */
export function isSchedulableTime(at: number, now: number = Date.now()): boolean {
  return at - ADVANCE_ORDER_PROCESSING_LEAD_MS > now;
}

export function vehicleDetailsProblem(value: string): VehicleDetailsProblem | null {
  if (value.trim() === '') return 'vehicleDetailsRequired';
  return value.length > VEHICLE_DETAILS_MAX ? 'vehicleDetailsTooLong' : null;
}

/** SPEC 4: advance orders use the advance store when the lookup names one. */
export function selectedStoreOf(context: StoreSelectionContext): SelectedStore {
  const lookup = required(context.lookup, 'lookup');
  const point = required(context.point, 'point');
  const timing = required(context.timing, 'timing');
  const advanceStoreId = timing.kind === 'advance' ? lookup.data.advanceOrderStoreId : null;
  return {
    storeId: advanceStoreId ?? lookup.data.id,
    childStoreId: lookup.storeData.childStoreId,
    deliveryType: context.deliveryType,
    location: {
      latitude: point.latitude,
      longitude: point.longitude,
      addressId: point.addressId ?? null,
      place: lookup.geoCodeData,
    },
    timing,
    vehicleDetails: context.deliveryType === DELIVERY_TYPE.curbside ? context.vehicleDetails.trim() : null,
  };
}

function lookupBodyOf(context: StoreSelectionContext): StoreLookupBody {
  const point = required(context.point, 'point');
  const body: StoreLookupBody = { latitude: point.latitude, longitude: point.longitude, deliveryType: context.deliveryType };
  if (point.addressId !== undefined) body.address_id = point.addressId;
  if (point.storeId !== undefined) body.storeId = point.storeId;
  return body;
}

function pointOf(event: StorePoint): StorePoint {
  const point: StorePoint = { latitude: event.latitude, longitude: event.longitude };
  if (event.addressId !== undefined) point.addressId = event.addressId;
  if (event.storeId !== undefined) point.storeId = event.storeId;
  return point;
}

const hasErrorCode = (error: unknown, code: string): boolean => toApiError(error).code === code;

export const storeSelectionMachine = setup({
  types: {
    context: {} as StoreSelectionContext,
    events: {} as StoreSelectionEvent,
    input: {} as StoreSelectionInput,
    emitted: {} as StoreSelectionEmitted,
    tags: {} as StoreSelectionTag,
  },
  actors: {
    lookupStore: fromPromise<StoreLookupResponse, StoreLookupBody>(({ input, signal }) => getApiClient().lookupStore(input, { signal })),
    /** Hands the selection to the store actor and returns the kept store ids, newest first. */
    saveStore: saveSelectedStoreLogic,
  },
  guards: {
    isCurbside: ({ context }) => context.deliveryType === DELIVERY_TYPE.curbside,
    isSchedulable: ({ event }) => event.type === 'timing.advance' && isSchedulableTime(event.at),
    hasValidVehicleDetails: ({ context }) => vehicleDetailsProblem(context.vehicleDetails) === null,
    // SPEC 3: store online is 0 or 1; an offline store is treated like 2.STORENA.
    isStoreOffline: (_, params: { lookup: StoreLookupResponse }) => params.lookup.data.online === 0,
    isStoreUnavailable: (_, params: { error: unknown }) => hasErrorCode(params.error, STORE_ERROR_CODES.storeNotAvailable),
    isNotServiceable: (_, params: { error: unknown }) => hasErrorCode(params.error, STORE_ERROR_CODES.notServiceable),
  },
  actions: {
    assignNow: assign({ timing: { kind: 'now' } }),
    assignAdvance: assign((_, params: { at: number }) => ({
      timing: { kind: 'advance', at: params.at, processingStartsAt: params.at - ADVANCE_ORDER_PROCESSING_LEAD_MS } as const,
    })),
    assignVehicleDetails: assign((_, params: { value: string }) => ({
      vehicleDetails: params.value,
      vehicleError: params.value.length > VEHICLE_DETAILS_MAX ? 'vehicleDetailsTooLong' : null,
    })),
    assignVehicleProblem: assign({ vehicleError: ({ context }) => vehicleDetailsProblem(context.vehicleDetails) }),
    assignPoint: assign((_, params: { point: StorePoint }) => ({ point: params.point, error: null })),
    assignLookup: assign((_, params: { lookup: StoreLookupResponse }) => ({ lookup: params.lookup, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    assignRecentStoreIds: assign((_, params: { recentStoreIds: string[] }) => ({ recentStoreIds: params.recentStoreIds, error: null })),
    navigateNext: emit(({ context }) => ({ type: 'navigation.requested' as const, to: context.next })),
  },
}).createMachine({
  id: 'storeSelection',
  context: ({ input }) => ({
    storeActor: input.storeActor,
    deliveryType: input.deliveryType,
    next: nextRoute(input.next),
    timing: null,
    vehicleDetails: '',
    vehicleError: null,
    point: null,
    lookup: null,
    error: null,
    recentStoreIds: [],
  }),
  initial: 'choosingTiming',
  states: {
    choosingTiming: {
      on: {
        'timing.now': [
          { guard: 'isCurbside', target: 'enteringVehicle', actions: 'assignNow' },
          { target: 'choosingLocation', actions: 'assignNow' },
        ],
        'timing.advance': [
          {
            guard: and(['isCurbside', 'isSchedulable']),
            target: 'enteringVehicle',
            actions: { type: 'assignAdvance', params: ({ event }) => ({ at: event.at }) },
          },
          {
            guard: 'isSchedulable',
            target: 'choosingLocation',
            actions: { type: 'assignAdvance', params: ({ event }) => ({ at: event.at }) },
          },
        ],
      },
    },
    enteringVehicle: {
      on: {
        'vehicle.change': { actions: { type: 'assignVehicleDetails', params: ({ event }) => ({ value: event.value }) } },
        'vehicle.submit': [
          { guard: 'hasValidVehicleDetails', target: 'choosingLocation', actions: 'assignVehicleProblem' },
          { actions: 'assignVehicleProblem' },
        ],
      },
    },
    choosingLocation: {
      on: {
        'store.lookup': {
          target: 'lookingUp',
          actions: { type: 'assignPoint', params: ({ event }) => ({ point: pointOf(event) }) },
        },
      },
    },
    lookingUp: {
      tags: 'busy',
      invoke: {
        id: 'lookupStore',
        src: 'lookupStore',
        input: ({ context }) => lookupBodyOf(context),
        onDone: [
          {
            guard: { type: 'isStoreOffline', params: ({ event }) => ({ lookup: event.output }) },
            target: 'storeUnavailable',
          },
          { target: 'saving', actions: { type: 'assignLookup', params: ({ event }) => ({ lookup: event.output }) } },
        ],
        onError: [
          {
            guard: { type: 'isStoreUnavailable', params: ({ event }) => ({ error: event.error }) },
            target: 'storeUnavailable',
          },
          {
            guard: { type: 'isNotServiceable', params: ({ event }) => ({ error: event.error }) },
            target: 'notDeliverable',
          },
          { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // SPEC 4/8: 2.STORENA shows the popup; the customer then picks a different store.
    storeUnavailable: {
      tags: 'popup',
      on: { 'popup.dismiss': 'choosingLocation' },
    },
    // SPEC 8: outside every store's area; another point may be chosen at once.
    notDeliverable: {
      tags: 'error',
      on: {
        'store.lookup': {
          target: 'lookingUp',
          actions: { type: 'assignPoint', params: ({ event }) => ({ point: pointOf(event) }) },
        },
      },
    },
    failed: {
      tags: 'error',
      on: {
        'store.retry': 'lookingUp',
        'store.lookup': {
          target: 'lookingUp',
          actions: { type: 'assignPoint', params: ({ event }) => ({ point: pointOf(event) }) },
        },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveStore',
        src: 'saveStore',
        input: ({ context }) => ({ storeActor: context.storeActor, store: selectedStoreOf(context) }),
        onDone: {
          target: 'done',
          actions: { type: 'assignRecentStoreIds', params: ({ event }) => ({ recentStoreIds: event.output }) },
        },
        onError: { target: 'saveFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saveFailed: {
      tags: 'error',
      on: { 'store.retry': 'saving' },
    },
    done: {
      type: 'final',
      entry: 'navigateNext',
    },
  },
});

// Selectors

export type StoreSelectionSnapshot = SnapshotFrom<typeof storeSelectionMachine>;

export const selectIsBusy = (snapshot: StoreSelectionSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasPopup = (snapshot: StoreSelectionSnapshot): boolean => snapshot.hasTag('popup');
export const selectVehicleDetails = (snapshot: StoreSelectionSnapshot): string => snapshot.context.vehicleDetails;
export const selectVehicleError = (snapshot: StoreSelectionSnapshot): VehicleDetailsProblem | null => snapshot.context.vehicleError;
export const selectRecentStoreIds = (snapshot: StoreSelectionSnapshot): string[] => snapshot.context.recentStoreIds;

/** What the current failure says: the SPEC 8 store and location texts, else the server's message. */
export function selectMessage(snapshot: StoreSelectionSnapshot): Message | null {
  if (snapshot.matches('storeUnavailable')) return { code: 'storeUnavailable' };
  if (snapshot.matches('notDeliverable')) return { code: 'locationNotDeliverable' };
  const error = snapshot.matches('failed') || snapshot.matches('saveFailed') ? snapshot.context.error : null;
  return error ? { text: error.displayMsg } : null;
}
