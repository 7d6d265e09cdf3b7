/** The store list screens' UI texts (SPEC 2 /nearestStore, /selectResturant, /takeawayMapScreen). */
import { BRAND } from '@/domain/constants';
import { DELIVERY_CHOICES } from '@/domain/navigation';
import type { StoreDeliveryType } from '@machines/store.machine';

export { GENERIC_ERROR } from '@/domain/messages';

/** SPEC 1: the names of the delivery types that pick a store. */
export const TITLES: Record<StoreDeliveryType, string> = {
  D: DELIVERY_CHOICES.delivery.label,
  P: DELIVERY_CHOICES.takeaway.label,
  T: 'Takeaway',
  DINEIN: 'Dine-in',
  CURB: DELIVERY_CHOICES.drivePick.label,
};
export const documentTitleOf = (title: string) => `${title} · ${BRAND}`;

export const NEAR_YOU = 'Stores near you';
export const storesInCity = (city: string) => `Stores in ${city}`;
export const CHOOSE_CITY_TITLE = 'Choose a city';
export const CITY_LIST_LABEL = 'Cities with stores';
export const STORE_LIST_LABEL = 'Stores';

export const VIEW_ON_MAP = 'View on map';
export const VIEW_AS_LIST = 'View as list';
export const CHOOSE_CITY = 'Choose a city';
export const SHOW_NEAREST = 'Show stores near me';
export const SEARCH_ANOTHER = 'Search another location';

export const CHOOSE = 'Choose';
export const chooseStoreLabel = (name: string) => `Choose ${name}`;
export const OFFLINE = 'Offline now';
export const OFFLINE_HINT = 'This store is not taking orders right now.';

export const LOADING_STORES = 'Finding stores';
export const LOADING_CITIES = 'Loading cities';
export const noStoresNear = (km: number) => `No stores within ${km} km of this location`;
export const noStoresInCity = (city: string) => `No stores in ${city} for this order type`;
export const EMPTY_HINT = 'Try another city or search for a different location.';
export const NO_CITIES = 'No city has a store for this order type yet.';

export const STORES_FAILED = 'We could not load the stores.';
export const CITIES_FAILED = 'We could not load the cities.';
export const RETRY = 'Try again';
