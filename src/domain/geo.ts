/** SPEC 9 geometry: distances between points, location-to-address matching and recent lists. */
import { EARTH_RADIUS_KM, RECENT_ADDRESSES_KEPT, RECENT_SEARCHES_SHOWN } from '@/domain/constants';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** SPEC 9: the default map centre is in northern India; the point is ours: Connaught Place, New Delhi. */
export const DEFAULT_MAP_CENTRE: Coordinates = { latitude: 28.6315, longitude: 77.2167 };

/** SPEC 9: distances are shown to 1 decimal. */
export const DISTANCE_DECIMALS = 1;
/** SPEC 9: a location matches a saved address when both coordinates agree to 3 decimals. */
export const LOCATION_MATCH_DECIMALS = 3;
export const DISTANCE_UNIT = 'km';

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance on a sphere of EARTH_RADIUS_KM. */
export function haversineKm(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Rounds half away from zero to `decimals` places, returning the scaled integer. */
function scaledRound(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.sign(value) * Math.round(Math.abs(value) * scale);
}

export const roundDistanceKm = (km: number): number => scaledRound(km, DISTANCE_DECIMALS) / 10 ** DISTANCE_DECIMALS;

/** '2.4 km'. */
export const formatDistanceKm = (km: number): string => `${roundDistanceKm(km).toFixed(DISTANCE_DECIMALS)} ${DISTANCE_UNIT}`;

/** SPEC 9: equal when both latitude and longitude are equal after rounding to 3 decimals. */
export function sameLocation3dp(a: Coordinates, b: Coordinates): boolean {
  return (
    scaledRound(a.latitude, LOCATION_MATCH_DECIMALS) === scaledRound(b.latitude, LOCATION_MATCH_DECIMALS) &&
    scaledRound(a.longitude, LOCATION_MATCH_DECIMALS) === scaledRound(b.longitude, LOCATION_MATCH_DECIMALS)
  );
}

/** SPEC 8: the first saved address at the given location, if any. */
export function findMatchingAddress<T extends Coordinates>(point: Coordinates, addresses: readonly T[]): T | undefined {
  return addresses.find((address) => sameLocation3dp(point, address));
}

/** Newest first, without earlier copies of `item`, at most `max` entries (SPEC 5/9: recent addresses 4). */
export function keepRecent<T>(
  list: readonly T[],
  item: T,
  max: number = RECENT_ADDRESSES_KEPT,
  isSame: (x: T, y: T) => boolean = Object.is,
): T[] {
  return [item, ...list.filter((entry) => !isSame(entry, item))].slice(0, max);
}

/** SPEC 9: the recent searches shown to the user (3 of the kept list). */
export const shownRecentSearches = <T>(list: readonly T[]): T[] => list.slice(0, RECENT_SEARCHES_SHOWN);
