/** A ticket, its stations, a saved station and rail orders built from the API contract, for the rail machines' and screens' tests. */
import type { PnrStatusResponse, RailLocalitiesResponse, RailOrder, RailSaveResponse, StoreStationDetail } from '@/contract/rail';
import { RAIL_STATES, type RailState } from '@/domain/rail';
import type { SelectedStore } from '@/domain/store';
import { ApiError } from '@/api/errors';

const MINUTE = 60_000;
/** 10:00 IST on 1 June 2025, in epoch ms. */
export const RAIL_NOW = Date.UTC(2025, 5, 1, 4, 30);
export const PNR = '8765432109';

const trainInfo = {
  trainNo: '12628',
  name: 'Karnataka Express',
  dateOfJourney: '2025-05-31',
  trainStartDate: '2025-05-31',
  boardingStationCode: 'NDLS',
  destinationStationCode: 'SBC',
};
const seatInfo = { coach: 'B2', berth: 34, bookingStatus: 'CNF' as const };

export const JOURNEY: PnrStatusResponse = {
  status: 'success',
  result: {
    pnr: PNR,
    trainInfo,
    seatInfo,
    stations: [
      {
        code: 'NDLS',
        name: 'New Delhi',
        arrivalDateTime: null,
        scheduledArrivalDateTime: null,
        departureDateTime: '2025-05-31T20:15:00+05:30',
        haltMinutes: 0,
        delayMinutes: 0,
        distanceKm: 0,
      },
      {
        code: 'SBC',
        name: 'KSR Bengaluru',
        arrivalDateTime: '2025-06-01T13:40:00+05:30',
        scheduledArrivalDateTime: '2025-06-01T13:40:00+05:30',
        departureDateTime: null,
        haltMinutes: 0,
        delayMinutes: 0,
        distanceKm: 2_365,
      },
    ],
  },
};

export const WAITLISTED: PnrStatusResponse = {
  status: 'success',
  result: {
    ...(JOURNEY.status === 'success' ? JOURNEY.result : ({} as never)),
    seatInfo: { coach: null, berth: null, bookingStatus: 'WL' },
  },
};

export const PNR_CANCELLED: PnrStatusResponse = { status: 'failure', reason: 'cancelled', message: 'This PNR has been cancelled.' };

export const TOO_SOON: StoreStationDetail = {
  stationId: 'BNC',
  stationName: 'Bengaluru Cantonment',
  storeId: 'store-bnc',
  storeName: 'Slice Cantonment',
  arrivalAt: RAIL_NOW + 30 * MINUTE,
  scheduledArrivalAt: RAIL_NOW + 20 * MINUTE,
  haltMinutes: 2,
  delayMinutes: 10,
  leadMinutes: 45,
  orderBy: RAIL_NOW - 15 * MINUTE,
  orderable: false,
  reason: 'tooSoon',
};

export const ORDERABLE: StoreStationDetail = {
  stationId: 'SBC',
  stationName: 'KSR Bengaluru',
  storeId: 'store-sbc',
  storeName: 'Slice Majestic',
  arrivalAt: RAIL_NOW + 190 * MINUTE,
  scheduledArrivalAt: RAIL_NOW + 190 * MINUTE,
  haltMinutes: 10,
  delayMinutes: 0,
  leadMinutes: 45,
  orderBy: RAIL_NOW + 145 * MINUTE,
  orderable: true,
  reason: null,
};

export function localities(stations: StoreStationDetail[] = [TOO_SOON, ORDERABLE]): RailLocalitiesResponse {
  return { data: { edvEnable: true, pnr: PNR, trainInfo, seatInfo, storeStationDetails: stations } };
}

export const SAVED: RailSaveResponse = {
  status: 'SUCCESS',
  data: {
    pnr: PNR,
    trainNo: '12628',
    stationId: 'SBC',
    stationName: 'KSR Bengaluru',
    storeId: 'store-sbc',
    storeName: 'Slice Majestic',
    latitude: 12.9784,
    longitude: 77.5697,
    arrivalAt: ORDERABLE.arrivalAt,
    edvEnable: true,
  },
};

/** The store selection a saved SBC station gives. */
export const RAIL_STORE: SelectedStore = {
  storeId: 'store-sbc',
  childStoreId: 'store-sbc',
  deliveryType: 'IRCTC',
  location: { latitude: 12.9784, longitude: 77.5697, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
  rail: {
    pnr: PNR,
    trainNo: '12628',
    stationId: 'SBC',
    stationName: 'KSR Bengaluru',
    coach: 'B2',
    berth: 34,
    arrivalAt: ORDERABLE.arrivalAt,
    edvEnable: true,
  },
};

/** A rail order at `state`; polling every 20 s until it ends. */
export function railOrderAt(state: RailState, overrides: Partial<RailOrder> = {}): RailOrder {
  const code = RAIL_STATES[state];
  const ended = code >= RAIL_STATES.DELIVERED;
  return {
    orderId: 'rail-1',
    sliceOrderId: 'SL-200345',
    state,
    stateCode: code,
    pnr: PNR,
    trainNo: '12628',
    trainName: 'Karnataka Express',
    dateOfJourney: '2025-05-31',
    coach: 'B2',
    berth: 34,
    stationId: 'SBC',
    stationName: 'KSR Bengaluru',
    storeName: 'Slice Majestic',
    deliveryAt: ORDERABLE.arrivalAt,
    scheduledDeliveryAt: ORDERABLE.scheduledArrivalAt,
    delayMinutes: 0,
    deliveryCode: code >= RAIL_STATES.CONFIRMED && state !== 'CANCELLED' ? '4821' : null,
    placedAt: RAIL_NOW,
    netPrice: 59_900,
    paymentMode: 'CASH',
    stateTimes: { PLACED: RAIL_NOW },
    cancellableUntil: ended ? null : RAIL_NOW + 70 * MINUTE,
    refunds:
      state === 'CANCELLED' || state === 'UNDELIVERED'
        ? [
            {
              paymentType: 'CC',
              amount: 59_900,
              status: 'COMPLETED',
              destination: 'SOURCE',
              initiatedAt: RAIL_NOW + MINUTE,
              completedAt: RAIL_NOW + 2 * MINUTE,
            },
          ]
        : [],
    pollAfterSeconds: ended ? null : 20,
    ...overrides,
  };
}

export function railError(status: number, code: string, displayMsg: string, header?: string): ApiError {
  return new ApiError({ kind: 'http', status, code, displayMsg, ...(header ? { header } : {}) });
}

export const SAVE_REFUSED = railError(
  409,
  'RAIL_SAVE_FAILED',
  'The train now reaches KSR Bengaluru too soon for the store.',
  'Choose another station',
);
export const CANCEL_CLOSED = railError(409, 'RAIL_CANCEL_CLOSED', 'Free cancellation ended at 11:10 am.');
export const PNR_REFUSED = railError(400, 'PNR_CANCELLED', 'This PNR has been cancelled.');
export const ORDER_NOT_FOUND = railError(404, 'NOT_FOUND', 'Order not found');
