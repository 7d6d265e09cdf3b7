/** Reads the SPEC 2 /mapScreen query: latitude, longitude and isAddAddress. */
import { DEFAULT_MAP_CENTRE, type Coordinates } from '@/domain/geo';
import { QUERY } from '@/domain/navigation';

export interface MapScreenParams {
  /** Where the pin starts: the given position, else the SPEC 9 default map centre. */
  point: Coordinates;
  /** The pin is for a new saved address rather than for choosing a store. */
  isAddAddress: boolean;
}

const MAX_LATITUDE = 90;
const MAX_LONGITUDE = 180;

function coordinate(search: URLSearchParams, name: string, limit: number): number | null {
  const raw = search.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

export function parseMapScreenParams(search: URLSearchParams): MapScreenParams {
  const latitude = coordinate(search, QUERY.latitude, MAX_LATITUDE);
  const longitude = coordinate(search, QUERY.longitude, MAX_LONGITUDE);
  return {
    point: latitude !== null && longitude !== null ? { latitude, longitude } : DEFAULT_MAP_CENTRE,
    isAddAddress: search.get(QUERY.isAddAddress) === String(true),
  };
}
