/**
 * Which stations ahead on a journey a store serves, and whether each can take an order now (SPEC 3
 * storeStationDetails, first 5 used): a station is orderable until the train's expected arrival less its store's
 * cut-off. The boarding station and the destination are not served (the passenger is not on the train there).
 */
import { eq, inArray } from 'drizzle-orm';
import type { StoreStationDetail } from '@/contract/rail';
import { orderByOf, STORE_STATIONS_USED } from '@/domain/rail';
import { isTooLateToServe } from './railClock';
import type { Database } from '../../db/client';
import { railStations, stores } from '../../db/schema';
import type { JourneyStation, PnrJourney } from './pnrProvider';

type Reader = Pick<Database, 'select'>;

/** A station a store serves, with that store. */
export interface ServedStation {
  code: string;
  name: string;
  storeId: string;
  storeName: string;
  storeOnline: boolean;
  leadMinutes: number;
  latitude: number;
  longitude: number;
  edvEnabled: boolean;
}

/** The served stations among these codes, by code. */
export async function servedStations(db: Reader, codes: readonly string[]): Promise<Map<string, ServedStation>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
      code: railStations.code,
      name: railStations.name,
      storeId: stores.id,
      storeName: stores.name,
      online: stores.online,
      leadMinutes: stores.railLeadMinutes,
      latitude: railStations.latitude,
      longitude: railStations.longitude,
      edvEnabled: railStations.edvEnabled,
    })
    .from(railStations)
    .innerJoin(stores, eq(stores.id, railStations.storeId))
    .where(inArray(railStations.code, [...codes]));
  return new Map(rows.map(({ online, ...row }) => [row.code, { ...row, storeOnline: online === 1 }]));
}

/** The journey's stations between boarding and destination that the train has not reached yet. */
export function stationsAhead(journey: PnrJourney, now: number): JourneyStation[] {
  return journey.stations.slice(1, -1).filter((station) => station.expectedArrival !== null && station.expectedArrival > now);
}

export function stationDetail(station: JourneyStation, served: ServedStation, now: number, timeScale: number): StoreStationDetail {
  const arrivalAt = station.expectedArrival ?? 0;
  const orderBy = orderByOf(arrivalAt, served.leadMinutes, timeScale);
  const tooLate = isTooLateToServe(station.scheduledArrival ?? arrivalAt, arrivalAt, timeScale);
  const reason = tooLate ? 'tooLate' : now > orderBy ? 'tooSoon' : null;
  return {
    stationId: station.code,
    stationName: station.name,
    storeId: served.storeId,
    storeName: served.storeName,
    arrivalAt,
    scheduledArrivalAt: station.scheduledArrival ?? arrivalAt,
    haltMinutes: station.haltMinutes,
    delayMinutes: station.delayMinutes,
    leadMinutes: served.leadMinutes,
    orderBy,
    orderable: reason === null,
    reason,
  };
}

export interface StationChoices {
  details: StoreStationDetail[];
  served: Map<string, ServedStation>;
}

/** The first 5 stations ahead that an online store serves, in journey order. */
export async function storeStationsOf(db: Reader, journey: PnrJourney, now: number, timeScale: number): Promise<StationChoices> {
  const ahead = stationsAhead(journey, now);
  const served = await servedStations(
    db,
    ahead.map((station) => station.code),
  );
  const details = ahead
    .flatMap((station) => {
      const store = served.get(station.code);
      return store?.storeOnline ? [stationDetail(station, store, now, timeScale)] : [];
    })
    .slice(0, STORE_STATIONS_USED);
  return { details, served };
}

/** Why this station cannot take an order for the journey now, or the station and its store. */
export type StationCheck =
  | { ok: true; station: JourneyStation; served: ServedStation; detail: StoreStationDetail }
  | { ok: false; reason: 'notServed'; stationName: string | null }
  | { ok: false; reason: 'tooSoon' | 'tooLate'; stationName: string; detail: StoreStationDetail; served: ServedStation };

/** The station among the first 5 of the journey's store stations (SPEC 3), open for an order now. */
export async function checkStation(
  db: Reader,
  journey: PnrJourney,
  stationId: string,
  now: number,
  timeScale: number,
): Promise<StationCheck> {
  const { details, served } = await storeStationsOf(db, journey, now, timeScale);
  const detail = details.find((candidate) => candidate.stationId === stationId);
  const station = journey.stations.find((candidate) => candidate.code === stationId);
  const store = served.get(stationId);
  if (!detail || !station || !store) return { ok: false, reason: 'notServed', stationName: station?.name ?? null };
  if (detail.reason !== null) return { ok: false, reason: detail.reason, stationName: station.name, detail, served: store };
  return { ok: true, station, served: store, detail };
}
