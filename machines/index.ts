/** The catalogue of every flow machine, with a one-line purpose; diagrams and the QA route read it. */
import type { AnyStateMachine } from 'xstate';
import { addressBookMachine } from './addressBook.machine';
import { appConfigMachine } from './appConfig.machine';
import { installPromptMachine } from './installPrompt.machine';
import { landingMachine } from './landing.machine';
import { locationMachine } from './location.machine';
import { loginMachine } from './login.machine';
import { mapPinMachine } from './mapPin.machine';
import { menuMachine } from './menu.machine';
import { placeSearchMachine } from './placeSearch.machine';
import { profileMachine } from './profile.machine';
import { sessionMachine } from './session.machine';
import { storeListMachine } from './storeList.machine';
import { storeSelectionMachine } from './storeSelection.machine';

export interface CatalogueEntry {
  /** The file name stem: `<name>.machine.ts`, `docs/machines/<name>.md`. */
  name: string;
  machine: AnyStateMachine;
  purpose: string;
}

export const machineCatalogue: readonly CatalogueEntry[] = [
  {
    name: 'session',
    machine: sessionMachine,
    purpose:
      'Restores or obtains anonymous credentials, takes over a login, follows token refresh outcomes, and signs out on logout, deleted account or failed refresh.',
  },
  {
    name: 'login',
    machine: loginMachine,
    purpose: 'Mobile and OTP, password, forgot-password and social login; hands the login to the session and returns the user where they came from.',
  },
  {
    name: 'profile',
    machine: profileMachine,
    purpose: 'Loads the profile, edits and saves one field at a time, and deletes the account after confirmation.',
  },
  {
    name: 'landing',
    machine: landingMachine,
    purpose: 'Loads banners, alerts and stored preferences; routes delivery choices and banners.',
  },
  {
    name: 'location',
    machine: locationMachine,
    purpose: 'Asks for the device position (permission granted, prompt, denied, not available), names the place, and routes to the map or the store list; popups on failure or denial.',
  },
  {
    name: 'placeSearch',
    machine: placeSearchMachine,
    purpose:
      'Place autocomplete: waits for a pause in typing (autoCompleteDebounceTimeInMillis), searches from 3 characters, ignores stale answers; results, no results, or failure with retry.',
  },
  {
    name: 'mapPin',
    machine: mapPinMachine,
    purpose: 'The pin on the map confirm screen: names the place under it after each move; a failed lookup keeps the pin usable.',
  },
  {
    name: 'storeList',
    machine: storeListMachine,
    purpose: "Stores near a point (within maxShownDistance), or pickup cities then a city's stores; retry per failed load; highlights a store for the map.",
  },
  {
    name: 'storeSelection',
    machine: storeSelectionMachine,
    purpose: 'Deliver now or advance order, vehicle details for curbside, store lookup for a point or address (2.STORENA, not deliverable), then saves store, location and delivery type.',
  },
  {
    name: 'addressBook',
    machine: addressBookMachine,
    purpose: 'Saved addresses (on the server when logged in, on the device for guests): list, add, edit, delete with SPEC 5 validation; matches a location to a saved address; recent searches (keep 4, show 3).',
  },
  {
    name: 'appConfig',
    machine: appConfigMachine,
    purpose: 'Loads the site and app config, serves the SPEC 9 defaults until then or when loading fails, and refreshes every refresh_app_config_time.',
  },
  {
    name: 'menu',
    machine: menuMachine,
    purpose:
      'Reads the selected store, loads its menu and toppings side by side (duplicate categories removed, bestsellers from the first category), selects the category the route asked for; no store leads to the location step, a failed menu offers a retry.',
  },
  {
    name: 'installPrompt',
    machine: installPromptMachine,
    purpose: 'Offers "add to home screen" and hides it for 30 minutes or for ever.',
  },
];
