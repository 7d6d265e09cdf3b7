/** Texts of the map confirm screen (SPEC 2 /mapScreen); SPEC gives none of them but the route. */
import { defineTexts } from '../texts';

export default defineTexts('mapScreen', {
  documentTitle: 'Confirm location · Slice',
  headingDelivery: 'Confirm your delivery location',
  headingAddAddress: 'Pin your new address',
  mapLabel: 'Map: drag the pin or tap the map to set your location',
  mapLoading: 'Loading the map',
  deliverTo: 'Deliver to',
  locatingAddress: 'Locating address…',
  addressNotFound: 'We could not name this place, but the pin still works.',
  retryAddress: 'Try again',
  pinHint: 'Move the pin to your door for a faster delivery.',
  confirmLocation: 'Confirm location',
  findingStore: 'Finding the store near you',
  search: 'Search',
  searchLabel: 'Search for a location instead',
  saveAddress: 'Save address',
  addressSheetTitle: 'Add address details',
  addressesLoading: 'Getting your address book ready',
  addressesFailed: 'We could not open your address book.',
  retryAddresses: 'Try again',
});
