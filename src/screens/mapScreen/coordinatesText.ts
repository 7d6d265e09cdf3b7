import type { Coordinates } from '@/domain/geo';

/** Coordinates are shown to 5 decimals (about a metre). */
const COORDINATE_DECIMALS = 5;

/** '28.63150, 77.21670': the pin's position when no address is known for it. */
export function coordinatesText(point: Coordinates): string {
  return `${point.latitude.toFixed(COORDINATE_DECIMALS)}, ${point.longitude.toFixed(COORDINATE_DECIMALS)}`;
}
