/** The built-in GeoProvider: answers from the seeded gazetteer of Indian localities. */
import type { GeoPlace } from '@/contract/locations';
import { haversineKm } from '@/domain/geo';
import type { Database } from '../../db/client';
import { localities } from '../../db/schema';
import type { GeoProvider } from './provider';

type LocalityRow = typeof localities.$inferSelect;

export function toGeoPlace(row: LocalityRow): GeoPlace {
  const area = row.subLocality ? `${row.subLocality}, ${row.name}` : row.name;
  return {
    placeId: `locality-${row.id}`,
    formattedAddress: `${area}, ${row.city}, ${row.state} ${row.postalCode}`,
    locality: row.name,
    subLocality: row.subLocality,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

const NO_MATCH = Number.POSITIVE_INFINITY;
const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);

/**
 * Lower is better: every typed word must start or appear in the locality, sub-locality or city;
 * locality prefixes beat locality substrings, which beat city and sub-locality matches.
 */
export function matchRank(row: LocalityRow, input: string): number {
  const name = row.name.toLowerCase();
  const others = [row.subLocality ?? '', row.city].map((value) => value.toLowerCase());
  let rank = 0;
  for (const word of words(input)) {
    if (name.startsWith(word) || name.includes(` ${word}`)) continue;
    if (name.includes(word)) rank += 1;
    else if (others.some((value) => value.startsWith(word))) rank += 2;
    else if (others.some((value) => value.includes(word))) rank += 3;
    else return NO_MATCH;
  }
  return rank;
}

export function createGazetteerProvider(db: Database): GeoProvider {
  const ranked = async (input: string, limit: number): Promise<GeoPlace[]> => {
    if (words(input).length === 0) return [];
    const rows = await db.select().from(localities);
    return rows
      .map((row) => ({ row, rank: matchRank(row, input) }))
      .filter(({ rank }) => rank !== NO_MATCH)
      .sort((a, b) => a.rank - b.rank || a.row.name.localeCompare(b.row.name) || a.row.city.localeCompare(b.row.city))
      .slice(0, limit)
      .map(({ row }) => toGeoPlace(row));
  };
  return {
    autocomplete: ranked,
    async geocode(input) {
      const [best] = await ranked(input, 1);
      return best ?? null;
    },
    async reverseGeocode(point) {
      const rows = await db.select().from(localities);
      let nearest: LocalityRow | null = null;
      let nearestKm = Number.POSITIVE_INFINITY;
      for (const row of rows) {
        const km = haversineKm(point, row);
        if (km < nearestKm) [nearest, nearestKm] = [row, km];
      }
      return nearest ? toGeoPlace(nearest) : null;
    },
  };
}
