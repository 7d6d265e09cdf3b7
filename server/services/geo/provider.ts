/** Place search and geocoding behind one interface, so a real geocoder can replace the built-in gazetteer. */
import type { GeoPlace } from '@/contract/locations';
import type { Coordinates } from '@/domain/geo';

export interface GeoProvider {
  /** Places matching the typed text, best first, at most `limit`. */
  autocomplete(input: string, limit: number): Promise<GeoPlace[]>;
  /** The best place for the text, or null. */
  geocode(input: string): Promise<GeoPlace | null>;
  /** The known place nearest to the point, or null when none is known. */
  reverseGeocode(point: Coordinates): Promise<GeoPlace | null>;
}
