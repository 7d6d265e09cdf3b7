/** Texts of the location search (SPEC 2 /locationSelection and /searchAddress); SPEC texts verbatim. */
import { defineTexts } from '../texts';

export default defineTexts('locationSearch', {
  documentTitle: 'Choose your location',
  /** Per deliveryType query value. */
  pageTitle: {
    delivery: 'Where should we deliver?',
    takeaway: 'Find a store near you',
    pickup: 'Find a store near you',
    dinein: 'Find a restaurant near you',
    curb: 'Find a Drive-n-Pick store near you',
  },
  searchPrompt: 'Search for your delivery location',
  searchHint: 'Type at least {min} letters of your area, street or locality',
  clearSearch: 'Clear search',
  searchingPlaces: 'Searching places…',
  noPlacesFound: 'No places found',
  noPlacesFoundHint: 'Check the spelling, or try a nearby area or landmark.',
  searchFailed: 'We could not search places just now.',
  retry: 'Try again',
  placesFound: { one: '{count} place found', other: '{count} places found' },

  /** SPEC 2: the detection button on /locationSelection and on /searchAddress. */
  useCurrentLocation: 'Use current location',
  detectLocation: 'Detect location',
  detectLocationHint: 'Using your device’s GPS',
  detectingLocation: 'Detecting your location…',

  /** For the types that pick a store: /manualSelector, a city and then its store. */
  chooseStoreByHand: 'Choose a store by hand',
  chooseStoreByHandHint: 'Pick your city, then a store: no location needed',

  /** SPEC 2: the two lists. */
  savedAddresses: 'Saved Addresses',
  recentlySearched: 'Recently Searched',
  addressesFailed: 'We could not load your saved addresses.',
  /** The saved address labels (SPEC 5 Home, Work, Other). */
  labels: { Home: 'Home', Work: 'Work', Other: 'Other' },

  /** SPEC 8: the current-location popup asks for a manual search (SPEC gives no exact text). */
  currentLocationHeader: 'We couldn’t find you',
  currentLocationReason: {
    denied: 'Location access is turned off for this site.',
    timeout: 'Finding your location took too long.',
    unavailable: 'Your device could not tell us where you are.',
    not_available: 'This browser cannot share your location.',
  },
  searchManuallyAsk: 'Please search for your delivery location instead.',
  retryLocation: 'Retry',
  searchManually: 'Search manually',
});
