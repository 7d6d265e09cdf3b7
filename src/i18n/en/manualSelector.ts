/** Texts of choosing a store by hand (SPEC 2 /manualSelector): a city, then one of its stores. */
import { defineTexts } from '../texts';

export default defineTexts('manualSelector', {
  documentTitle: 'Choose a store · Slice',
  heading: 'Choose a store',
  intro: 'Pick your city, then the store you want to order from.',
  cityField: 'Search for your city',
  cityListLabel: 'Cities with stores',
  noCityMatches: 'No city matches “{text}”.',
  noCities: 'No city has a store for this order type yet.',
  loadingCities: 'Loading cities',
  citiesFailed: 'We could not load the cities.',
  storesIn: 'Stores in {city}',
  storeListLabel: 'Stores in {city}',
  loadingStores: 'Finding stores in {city}',
  storesFailed: 'We could not load the stores of {city}.',
  noStores: 'No store in {city} takes this order type right now.',
  changeCity: 'Change city',
  retry: 'Try again',
});
