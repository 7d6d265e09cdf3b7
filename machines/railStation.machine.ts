/**
 * Deliver on train, the station (SPEC 2 /irctcStation?pnr, SPEC 3 storeStationDetails, SPEC 7 rail localities
 * and save, SPEC 8 rail save failure): loads the stations still ahead on the ticket's journey that a store
 * serves (the first 5), each orderable or too soon for its store. Choosing an orderable one saves it on the
 * server; the saved station's store is then handed to the app's store actor as a delivery to a train seat
 * (IRCTC), with the ticket and station, and the customer goes on to the menu.
 *
 * SPEC 8: a save refused with errors[0] RAIL_SAVE_FAILED (the station closed meanwhile) opens a dedicated
 * dialog whose button loads the stations again; any other failure shows the usual popup and keeps the list.
 * A PNR that is not 10 digits never calls; a PNR the server refuses (4xx) shows its message.
 */
import { assign, emit, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RailLocalitiesResponse, RailSaveBody, RailSaveResponse, StoreStationDetail } from '@/contract/rail';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { DELIVERY_TYPE } from '@/domain/constants';
import { ROUTES } from '@/domain/navigation';
import type { SelectedStore } from '@/domain/store';
import { validatePnr } from '@/domain/validation';
import { saveSelectedStoreLogic } from './shared/selectedStore';
import type { StoreActorRef } from './store.machine';
import { required } from './shared/required';

// Types

export interface RailStationInput {
  /** The app's store actor, which the chosen station's store is handed to. */
  storeActor: StoreActorRef;
  /** The pnr query value; null when the URL has none. */
  pnr: string | null;
}

export type RailLocalities = RailLocalitiesResponse['data'];
export type RailSaved = RailSaveResponse['data'];

export interface RailStationContext {
  /** The app's store actor. */
  storeActor: StoreActorRef;
  /** The ticket's PNR, from the URL. */
  pnr: string;
  /** The journey and its stations; null until loaded. */
  localities: RailLocalities | null;
  /** The station chosen; null before a choice. */
  stationId: string | null;
  /** The server's saved station; null until saved. */
  saved: RailSaved | null;
  /** Why the last load or save failed (errors[0]); null otherwise. */
  error: ApiError | null;
}

export type RailStationEvent =
  | { type: 'station.choose'; stationId: string }
  /** Load the stations again (after a failed load, or from the save-refused dialog). */
  | { type: 'stations.reload' }
  /** Closes the save failure popup. */
  | { type: 'popup.dismiss' };

/** `navigation.requested`: the screen routes to `to` (the menu). */
export type RailStationEmitted = { type: 'navigation.requested'; to: string };

/**
 * `busy`: the stations load, or the choice is being saved; `error`: the stations could not be loaded;
 * `popup`: a save failure shows.
 */
export type RailStationTag = 'busy' | 'error' | 'popup';

// Constants

/** SPEC 8: the server's code of a save refused with its special message. */
export const RAIL_SAVE_FAILED = 'RAIL_SAVE_FAILED';

const CLIENT_ERROR_MIN = 400;
const CLIENT_ERROR_MAX = 499;

// Rules

/** The app's selection for a saved station: a delivery to the seat, from the station's store, now. */
export function railSelectionOf(saved: RailSaved, seat: RailLocalities['seatInfo']): SelectedStore {
  return {
    storeId: saved.storeId,
    childStoreId: saved.storeId,
    deliveryType: DELIVERY_TYPE.train,
    location: { latitude: saved.latitude, longitude: saved.longitude, addressId: null, place: null },
    timing: { kind: 'now' },
    vehicleDetails: null,
    rail: {
      pnr: saved.pnr,
      trainNo: saved.trainNo,
      stationId: saved.stationId,
      stationName: saved.stationName,
      coach: seat.coach,
      berth: seat.berth,
      arrivalAt: saved.arrivalAt,
      edvEnable: saved.edvEnable,
    },
  };
}

function stationOf(context: RailStationContext, stationId: string): StoreStationDetail | undefined {
  return context.localities?.storeStationDetails.find((station) => station.stationId === stationId);
}

// Setup

export const railStationMachine = setup({
  types: {
    context: {} as RailStationContext,
    events: {} as RailStationEvent,
    input: {} as RailStationInput,
    emitted: {} as RailStationEmitted,
    tags: {} as RailStationTag,
  },
  actors: {
    getRailLocalities: fromPromise<RailLocalitiesResponse, { pnr: string }>(({ input, signal }) =>
      getApiClient().getRailLocalities(input.pnr, { signal }),
    ),
    saveRailStation: fromPromise<RailSaveResponse, RailSaveBody>(({ input, signal }) => getApiClient().saveRailStation(input, { signal })),
    // Handed to the store actor as the store selection hands it.
    saveStore: saveSelectedStoreLogic,
  },
  guards: {
    isPnrValid: ({ context }) => validatePnr(context.pnr) === null,
    hasNoStations: (_, params: { localities: RailLocalitiesResponse }) => params.localities.data.storeStationDetails.length === 0,
    isRefusal: (_, params: { error: unknown }) => {
      const { status } = toApiError(params.error);
      return status >= CLIENT_ERROR_MIN && status <= CLIENT_ERROR_MAX;
    },
    isOrderable: ({ context }, params: { stationId: string }) => stationOf(context, params.stationId)?.orderable === true,
    isSaveRefused: (_, params: { error: unknown }) => toApiError(params.error).code === RAIL_SAVE_FAILED,
  },
  actions: {
    assignLocalities: assign((_, params: { localities: RailLocalitiesResponse }) => ({ localities: params.localities.data, error: null })),
    assignStation: assign((_, params: { stationId: string }) => ({ stationId: params.stationId, saved: null, error: null })),
    assignSaved: assign((_, params: { saved: RailSaveResponse }) => ({ saved: params.saved.data })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
    emitMenu: emit({ type: 'navigation.requested', to: ROUTES.menu }),
  },
}).createMachine({
  id: 'railStation',
  context: ({ input }) => ({
    storeActor: input.storeActor,
    pnr: input.pnr?.trim() ?? '',
    localities: null,
    stationId: null,
    saved: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isPnrValid', target: 'loading' }, { target: 'invalidPnr' }],
    },
    // SPEC 5: no call can name a ticket without a 10-digit PNR.
    invalidPnr: { type: 'final' },
    // SPEC 7 rail localities.
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getRailLocalities',
        src: 'getRailLocalities',
        input: ({ context }) => ({ pnr: context.pnr }),
        onDone: [
          {
            guard: { type: 'hasNoStations', params: ({ event }) => ({ localities: event.output }) },
            target: 'empty',
            actions: { type: 'assignLocalities', params: ({ event }) => ({ localities: event.output }) },
          },
          { target: 'listing', actions: { type: 'assignLocalities', params: ({ event }) => ({ localities: event.output }) } },
        ],
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'loadFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    listing: {
      on: {
        'station.choose': {
          guard: { type: 'isOrderable', params: ({ event }) => ({ stationId: event.stationId }) },
          target: 'saving',
          actions: { type: 'assignStation', params: ({ event }) => ({ stationId: event.stationId }) },
        },
      },
    },
    // No store serves the stations still ahead.
    empty: {
      on: { 'stations.reload': 'loading' },
    },
    // The server refused the PNR (unknown, cancelled, chart not out, journey over): its message, and back to the PNR.
    refused: { type: 'final' },
    loadFailed: {
      tags: 'error',
      on: { 'stations.reload': { target: 'loading', actions: 'clearError' } },
    },
    // SPEC 7 rail save.
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveRailStation',
        src: 'saveRailStation',
        input: ({ context }) => ({ pnr: context.pnr, stationId: required(context.stationId, 'station') }),
        onDone: { target: 'selecting', actions: { type: 'assignSaved', params: ({ event }) => ({ saved: event.output }) } },
        onError: [
          {
            guard: { type: 'isSaveRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'saveRefused',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'saveFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    selecting: {
      tags: 'busy',
      invoke: {
        id: 'saveStore',
        src: 'saveStore',
        input: ({ context }) => ({
          storeActor: context.storeActor,
          store: railSelectionOf(required(context.saved, 'saved station'), required(context.localities, 'localities').seatInfo),
        }),
        onDone: 'done',
        onError: { target: 'saveFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // SPEC 8: the dedicated dialog of a save refused with the special message.
    saveRefused: {
      tags: 'popup',
      on: { 'stations.reload': { target: 'loading', actions: 'clearError' } },
    },
    saveFailed: {
      tags: 'popup',
      on: { 'popup.dismiss': { target: 'listing', actions: 'clearError' } },
    },
    done: {
      type: 'final',
      entry: 'emitMenu',
    },
  },
});

// Selectors

export type RailStationSnapshot = SnapshotFrom<typeof railStationMachine>;
export type RailStationActorRef = ActorRefFrom<typeof railStationMachine>;

export const selectIsLoading = (snapshot: RailStationSnapshot): boolean => snapshot.matches('loading');
export const selectIsSaving = (snapshot: RailStationSnapshot): boolean =>
  snapshot.matches('saving') || snapshot.matches('selecting') || snapshot.matches('done');
export const selectLocalities = (snapshot: RailStationSnapshot): RailLocalities | null => snapshot.context.localities;
export const selectIsEmpty = (snapshot: RailStationSnapshot): boolean => snapshot.matches('empty');
export const selectIsInvalidPnr = (snapshot: RailStationSnapshot): boolean => snapshot.matches('invalidPnr');
/** The server's refusal of the PNR; null otherwise. */
export const selectRefusal = (snapshot: RailStationSnapshot): ApiError | null =>
  snapshot.matches('refused') ? snapshot.context.error : null;
export const selectHasLoadFailed = (snapshot: RailStationSnapshot): boolean => snapshot.hasTag('error');
/** SPEC 8 rail save failure with the special message: the dedicated dialog's error; null otherwise. */
export const selectSaveRefusal = (snapshot: RailStationSnapshot): ApiError | null =>
  snapshot.matches('saveRefused') ? snapshot.context.error : null;
/** Any other save failure, for the usual popup; null otherwise. */
export const selectSaveError = (snapshot: RailStationSnapshot): ApiError | null =>
  snapshot.matches('saveFailed') ? snapshot.context.error : null;
export const selectError = (snapshot: RailStationSnapshot): ApiError | null => snapshot.context.error;
