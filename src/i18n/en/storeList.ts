/** Texts of the store list screens (SPEC 2 /nearestStore, /selectResturant, /takeawayMapScreen). */
import { defineTexts } from '../texts';

export default defineTexts('storeList', {
  /** SPEC 1: the names of the delivery types that pick a store, per delivery type code. */
  titles: {
    D: 'Delivery',
    P: 'Takeaway/Dine-in',
    T: 'Takeaway',
    DINEIN: 'Dine-in',
    CURB: 'Drive-n-Pick',
  },
  documentTitle: '{title} · Slice',

  nearYou: 'Stores near you',
  storesInCity: 'Stores in {city}',
  chooseCityTitle: 'Choose a city',
  cityListLabel: 'Cities with stores',
  storeListLabel: 'Stores',

  viewOnMap: 'View on map',
  viewAsList: 'View as list',
  chooseCity: 'Choose a city',
  showNearest: 'Show stores near me',
  searchAnother: 'Search another location',

  choose: 'Choose',
  chooseStoreLabel: 'Choose {name}',
  offline: 'Offline now',
  offlineHint: 'This store is not taking orders right now.',
  /** A store's distance from the customer; {km} has one decimal. */
  distance: '{km} km',

  loadingStores: 'Finding stores',
  loadingCities: 'Loading cities',
  noStoresNear: 'No stores within {km} km of this location',
  noStoresInCity: 'No stores in {city} for this order type',
  emptyHint: 'Try another city or search for a different location.',
  noCities: 'No city has a store for this order type yet.',

  storesFailed: 'We could not load the stores.',
  citiesFailed: 'We could not load the cities.',
  retry: 'Try again',

  map: {
    label: 'Map of the stores',
    loading: 'Loading the map',
    chooseThisStore: 'Choose this store',
    pickAStore: 'Tap a store on the map, or pick one below.',
    pickerLabel: 'Stores on the map',
  },
});
