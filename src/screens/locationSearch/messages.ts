/** Texts of the location search (SPEC 2 /locationSelection and /searchAddress); SPEC texts verbatim. */
import type { DeliveryTypeParam } from '@/domain/navigation';
import type { LocationFailure } from '@machines/location.machine';
import { PLACE_QUERY_MIN_LENGTH } from '@machines/placeSearch.machine';
import messages from '@/i18n/en/messages';

export const SEARCH_PROMPT = messages.texts.locationSearchPrompt;

/** SPEC 2: the detection button on /locationSelection and on /searchAddress. */
export const USE_CURRENT_LOCATION = 'Use current location';
export const DETECT_LOCATION = 'Detect location';
export const DETECT_LOCATION_HINT = 'Using your device’s GPS';
export const DETECTING_LOCATION = 'Detecting your location…';

/** SPEC 2: the two lists. */
export const SAVED_ADDRESSES = 'Saved Addresses';
export const RECENTLY_SEARCHED = 'Recently Searched';

export const PAGE_TITLE: Record<DeliveryTypeParam, string> = {
  delivery: 'Where should we deliver?',
  takeaway: 'Find a store near you',
  pickup: 'Find a store near you',
  dinein: 'Find a restaurant near you',
  curb: 'Find a Drive-n-Pick store near you',
};
export const DOCUMENT_TITLE = 'Choose your location';

export const SEARCH_HINT = `Type at least ${PLACE_QUERY_MIN_LENGTH} letters of your area, street or locality`;
export const CLEAR_SEARCH = 'Clear search';
export const SEARCHING_PLACES = 'Searching places…';
export const NO_PLACES_FOUND = 'No places found';
export const NO_PLACES_FOUND_HINT = 'Check the spelling, or try a nearby area or landmark.';
export const SEARCH_FAILED = 'We could not search places just now.';
export const RETRY = 'Try again';
export const placesFound = (count: number): string => (count === 1 ? '1 place found' : `${count} places found`);

export const ADDRESSES_FAILED = 'We could not load your saved addresses.';

/** SPEC 8: the current-location popup asks for a manual search (SPEC gives no exact text). */
export const CURRENT_LOCATION_HEADER = 'We couldn’t find you';
const CURRENT_LOCATION_REASON: Record<LocationFailure['reason'], string> = {
  denied: 'Location access is turned off for this site.',
  timeout: 'Finding your location took too long.',
  unavailable: 'Your device could not tell us where you are.',
  not_available: 'This browser cannot share your location.',
};
const SEARCH_MANUALLY_ASK = 'Please search for your delivery location instead.';
export function currentLocationBody(reason: LocationFailure['reason'] | null): string {
  return reason === null ? SEARCH_MANUALLY_ASK : `${CURRENT_LOCATION_REASON[reason]} ${SEARCH_MANUALLY_ASK}`;
}
export const RETRY_LOCATION = 'Retry';
export const SEARCH_MANUALLY = 'Search manually';
