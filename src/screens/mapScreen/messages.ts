/** The map confirm screen's UI texts (SPEC 2 /mapScreen); SPEC gives none of them but the route. */
import { BRAND } from '@/domain/constants';
import type { Coordinates } from '@/domain/geo';

export const DOCUMENT_TITLE = `Confirm location · ${BRAND}`;
export const HEADING_DELIVERY = 'Confirm your delivery location';
export const HEADING_ADD_ADDRESS = 'Pin your new address';
export const MAP_LABEL = 'Map: drag the pin or tap the map to set your location';
export const MAP_LOADING = 'Loading the map';
export const DELIVER_TO = 'Deliver to';
export const LOCATING_ADDRESS = 'Locating address…';
export const ADDRESS_NOT_FOUND = 'We could not name this place, but the pin still works.';
export const RETRY_ADDRESS = 'Try again';
export const PIN_HINT = 'Move the pin to your door for a faster delivery.';
export const CONFIRM_LOCATION = 'Confirm location';
export const FINDING_STORE = 'Finding the store near you';
export const SEARCH = 'Search';
export const SEARCH_LABEL = 'Search for a location instead';
export const SAVE_ADDRESS = 'Save address';
export const ADDRESS_SHEET_TITLE = 'Add address details';
export const ADDRESSES_LOADING = 'Getting your address book ready';
export const ADDRESSES_FAILED = 'We could not open your address book.';
export const RETRY_ADDRESSES = 'Try again';

/** Coordinates are shown to 5 decimals (about a metre). */
export const COORDINATE_DECIMALS = 5;

/** '28.63150, 77.21670': the pin's position when no address is known for it. */
export function coordinatesText(point: Coordinates): string {
  return `${point.latitude.toFixed(COORDINATE_DECIMALS)}, ${point.longitude.toFixed(COORDINATE_DECIMALS)}`;
}
