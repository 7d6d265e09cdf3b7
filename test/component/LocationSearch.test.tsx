import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import type { GeoPlace, StoreLookupBody, StoreLookupResponse } from '@/contract/locations';
import type { SavedAddress } from '@/contract/addresses';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import { APP_CONFIG_DEFAULTS } from '@/domain/constants';
import LocationSearchScreen from '@/screens/locationSearch/LocationSearchScreen';
import { addressBookMachine, type AddressBookData } from '@machines/addressBook.machine';
import { appConfigMachine } from '@machines/appConfig.machine';
import { LocationFailure, locationMachine, type LocationPermission } from '@machines/location.machine';
import { placeSearchMachine } from '@machines/placeSearch.machine';
import type { SaveStoreInput } from '@machines/shared/selectedStore';
import { storeSelectionMachine } from '@machines/storeSelection.machine';
import type { Coordinates } from '@/domain/geo';
import { CurrentLocation } from './CurrentLocation';
import { createTestActors, currentLocation, expectLocation, never } from './LoginFixtures';
import { inHindi } from './inHindi';
import messagesEn from '@/i18n/en/messages';

const {
  locationBlocked: LOCATION_BLOCKED,
  locationBlockedHeader: LOCATION_BLOCKED_HEADER,
  locationSearchPrompt: LOCATION_SEARCH_PROMPT,
} = messagesEn.texts;

afterEach(cleanup);

/** SPEC 9: predictions arrive only after the debounce; leave room for it. */
const AFTER_DEBOUNCE = { timeout: APP_CONFIG_DEFAULTS.autoCompleteDebounceTimeInMillis * 4 };

function place(name: string, latitude: number, longitude: number): GeoPlace {
  return {
    placeId: `place-${name.toLowerCase().replace(/\s+/g, '-')}`,
    formattedAddress: `${name}, Bengaluru, Karnataka 5600${Math.round(latitude * 10) % 100}`,
    locality: name,
    subLocality: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560095',
    latitude,
    longitude,
  };
}

const KORAMANGALA = place('Koramangala', 12.9352, 77.6245);
const KORAMANGALA_5TH = place('Koramangala 5th Block', 12.9347, 77.6192);
const INDIRANAGAR = place('Indiranagar', 12.9719, 77.6412);
const WHITEFIELD = place('Whitefield', 12.9698, 77.75);
const JAYANAGAR = place('Jayanagar', 12.925, 77.5938);

const HOME: SavedAddress = {
  address_id: 'addr-1',
  label: 'Home',
  firstName: 'Asha',
  lastName: 'Rao',
  fullName: 'Asha Rao',
  mobile_no: '9876543210',
  email: 'asha@example.in',
  address: 'MG Road',
  houseNo: '12B',
  locality: 'Koramangala',
  sub_locality: '',
  area1: '',
  area2: '',
  city: 'Bengaluru',
  latitude: 12.93456,
  longitude: 77.62544,
  deliveryType: 'D',
  childStoreId: 'S1',
};

interface ScreenSetup {
  url: string;
  loggedIn?: boolean;
  permission?: LocationPermission | Promise<LocationPermission>;
  position?: Coordinates | LocationFailure;
  predictions?: (input: string) => Promise<GeoPlace[]>;
  book?: AddressBookData;
}

function openScreen({
  url,
  loggedIn = false,
  permission = 'granted',
  position = new LocationFailure('timeout'),
  predictions = async (input) => [KORAMANGALA, KORAMANGALA_5TH].filter((entry) => entry.formattedAddress.startsWith(input)),
  book = { addresses: [], recentSearches: [] },
}: ScreenSetup) {
  const calls = {
    autocomplete: vi.fn<(input: string) => Promise<GeoPlace[]>>(predictions),
    queryPermission: vi.fn<() => Promise<LocationPermission>>(async () => permission),
    loadAddresses: vi.fn<(input: { userId: string | null }) => Promise<AddressBookData>>(async () => book),
    saveRecentSearches: vi.fn<(input: { recentSearches: GeoPlace[] }) => Promise<void>>(async () => undefined),
    lookupStore: vi.fn<(input: StoreLookupBody) => Promise<StoreLookupResponse>>(() => never()),
  };
  const machines = {
    placeSearchMachine: placeSearchMachine.provide({
      actors: {
        autocompletePlaces: fromPromise<GeoPlace[], { input: string }>(({ input }) => calls.autocomplete(input.input)),
      },
    }),
    locationMachine: locationMachine.provide({
      actors: {
        queryPermission: fromPromise<LocationPermission>(() => calls.queryPermission()),
        getPosition: fromPromise<Coordinates, { timeoutMs: number }>(async () => {
          if (position instanceof LocationFailure) throw position;
          return position;
        }),
        reverseGeocode: fromPromise<GeoPlace, Coordinates>(async () => KORAMANGALA),
      },
    }),
    addressBookMachine: addressBookMachine.provide({
      actors: {
        loadAddresses: fromPromise<AddressBookData, { userId: string | null }>(({ input }) => calls.loadAddresses(input)),
        saveRecentSearches: fromPromise<void, { recentSearches: GeoPlace[] }>(({ input }) => calls.saveRecentSearches(input)),
      },
    }),
    storeSelectionMachine: storeSelectionMachine.provide({
      actors: {
        lookupStore: fromPromise<StoreLookupResponse, StoreLookupBody>(({ input }) => calls.lookupStore(input)),
        saveStore: fromPromise<string[], SaveStoreInput>(() => never()),
      },
    }),
  };
  const { actors } = createTestActors({ loggedIn });
  // The config never answers: the SPEC 9 defaults stay in force.
  actors.appConfig = createActor(appConfigMachine.provide({ actors: { loadConfig: fromPromise(() => never()) } })).start();
  const element = (
    <MachineProvider machines={Object.values(machines)}>
      <LocationSearchScreen />
    </MachineProvider>
  );
  render(
    <RootActorsContext value={actors}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/locationSelection" element={element} />
            <Route path="/searchAddress" element={element} />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
        </Suspense>
        <CurrentLocation />
      </MemoryRouter>
    </RootActorsContext>,
  );
  return { calls, actors };
}

const searchBox = () => screen.getByRole('combobox', { name: LOCATION_SEARCH_PROMPT });
const type = (value: string) => fireEvent.change(searchBox(), { target: { value } });

describe('LocationSearchScreen', () => {
  it('waits for a pause in typing, then lists the predictions for the latest text', async () => {
    const { calls } = openScreen({ url: '/searchAddress?deliveryType=delivery&isFromCart=true' });
    expect(searchBox().getAttribute('aria-expanded')).toBe('false');
    type('Kor');
    type('Kora');
    type('Koram');
    expect(calls.autocomplete).not.toHaveBeenCalled();
    expect(screen.getByText('Searching places…')).toBeTruthy();

    const options = await screen.findAllByRole('option', {}, AFTER_DEBOUNCE);
    expect(options.map((option) => option.textContent)).toEqual([
      'Koramangala' + KORAMANGALA.formattedAddress.slice('Koramangala, '.length),
      'Koramangala 5th Block' + KORAMANGALA_5TH.formattedAddress.slice('Koramangala 5th Block, '.length),
    ]);
    expect(calls.autocomplete).toHaveBeenCalledTimes(1);
    expect(calls.autocomplete).toHaveBeenCalledWith('Koram');
    expect(searchBox().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox').id).toBe(searchBox().getAttribute('aria-controls'));
  });

  it('does not search fewer than 3 letters', async () => {
    const { calls } = openScreen({ url: '/searchAddress?deliveryType=delivery' });
    type('Ko');
    await new Promise((resolve) => setTimeout(resolve, APP_CONFIG_DEFAULTS.autoCompleteDebounceTimeInMillis * 2));
    expect(calls.autocomplete).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('picking a prediction with the arrow keys and Enter remembers it and opens the map at its point', async () => {
    const { calls } = openScreen({ url: '/searchAddress?deliveryType=delivery' });
    await waitFor(() => expect(calls.loadAddresses).toHaveBeenCalledWith({ userId: null }));
    type('Koramangala');
    await screen.findAllByRole('option', {}, AFTER_DEBOUNCE);

    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    fireEvent.keyDown(searchBox(), { key: 'ArrowUp' });
    const active = document.getElementById(searchBox().getAttribute('aria-activedescendant') ?? '');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    expect(active?.textContent).toContain('Koramangala');
    expect(active?.textContent).not.toContain('5th Block');

    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    await expectLocation('/mapScreen?latitude=12.9352&longitude=77.6245&isAddAddress=false');
    await waitFor(() => expect(calls.saveRecentSearches).toHaveBeenCalledWith({ recentSearches: [KORAMANGALA] }));
  });

  it('for takeaway a clicked prediction leads to the stores near it', async () => {
    openScreen({ url: '/locationSelection?deliveryType=takeaway', permission: never() });
    type('Koramangala 5th');
    fireEvent.click(await screen.findByRole('option', { name: /5th Block/ }, AFTER_DEBOUNCE));
    await expectLocation('/nearestStore?deliveryType=takeaway&latitude=12.9347&longitude=77.6192');
  });

  it('for a type that picks a store offers to choose one by hand, which opens /manualSelector; for delivery it does not', async () => {
    openScreen({ url: '/searchAddress?deliveryType=curb', permission: never() });
    fireEvent.click(await screen.findByRole('link', { name: /Choose a store by hand/ }));
    await expectLocation('/manualSelector?deliveryType=curb');
    cleanup();
    openScreen({ url: '/locationSelection?deliveryType=delivery', permission: never() });
    await screen.findByRole('heading', { level: 1, name: 'Where should we deliver?' });
    expect(screen.queryByRole('link', { name: /Choose a store by hand/ })).toBeNull();
  });

  it('says when no place matches, and offers a retry when the search fails', async () => {
    const results: Array<() => Promise<GeoPlace[]>> = [
      async () => [],
      async () => {
        throw new Error('offline');
      },
      async () => [INDIRANAGAR],
    ];
    openScreen({ url: '/searchAddress?deliveryType=delivery', predictions: () => (results.shift() as () => Promise<GeoPlace[]>)() });
    type('Xyzzy');
    expect(await screen.findByText('No places found', {}, AFTER_DEBOUNCE)).toBeTruthy();

    type('Indiranagar');
    const failure = await screen.findByRole('alert', {}, AFTER_DEBOUNCE);
    expect(failure.textContent).toContain('We could not search places just now.');
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: /Indiranagar/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on /locationSelection asks for the position at once; denied, it shows the SPEC popup and the search still works', async () => {
    const { calls } = openScreen({ url: '/locationSelection?deliveryType=delivery', permission: 'denied' });
    const dialog = await screen.findByRole('alertdialog', { name: LOCATION_BLOCKED_HEADER });
    expect(calls.queryPermission).toHaveBeenCalledTimes(1);
    expect(dialog.textContent).toContain(LOCATION_BLOCKED);
    expect(LOCATION_BLOCKED_HEADER).toBe('Location Access Denied');
    expect(LOCATION_BLOCKED).toBe('Location access is disabled. Please enable it in site settings');

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(searchBox()));
    expect(currentLocation()).toBe('/locationSelection?deliveryType=delivery');

    type('Koramangala');
    expect(await screen.findAllByRole('option', { name: /Koramangala/ }, AFTER_DEBOUNCE)).toHaveLength(2);
  });

  it('on /searchAddress asks for the position only when Detect location is pressed', async () => {
    const { calls } = openScreen({ url: '/searchAddress?deliveryType=delivery&isFromCart=true', permission: 'granted' });
    expect(screen.queryByRole('button', { name: /Use current location/ })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.queryPermission).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /Detect location/ }));
    const popup = await screen.findByRole('dialog', { name: 'We couldn’t find you' });
    expect(calls.queryPermission).toHaveBeenCalledTimes(1);
    expect(popup.textContent).toContain('Finding your location took too long. Please search for your delivery location instead.');

    fireEvent.click(within(popup).getByRole('button', { name: 'Search manually' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(searchBox()));
    expect(currentLocation()).toBe('/searchAddress?isFromCart=true&deliveryType=delivery');
  });

  it('a detected position opens the map there', async () => {
    openScreen({ url: '/locationSelection?deliveryType=delivery', position: { latitude: 12.9719, longitude: 77.6412 } });
    expect(screen.getByRole('button', { name: /Use current location/ })).toBeTruthy();
    await expectLocation('/mapScreen?latitude=12.9719&longitude=77.6412');
  });

  it('shows at most 3 recent searches, and picking one searches it again', async () => {
    const { calls } = openScreen({
      url: '/searchAddress?deliveryType=delivery',
      book: { addresses: [], recentSearches: [INDIRANAGAR, WHITEFIELD, JAYANAGAR, KORAMANGALA] },
    });
    const recent = await screen.findByRole('region', { name: 'Recently Searched' });
    const rows = within(recent).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Indiranagar'),
      expect.stringContaining('Whitefield'),
      expect.stringContaining('Jayanagar'),
    ]);
    expect(screen.queryByRole('region', { name: 'Saved Addresses' })).toBeNull();

    fireEvent.click(within(recent).getByRole('button', { name: /Jayanagar/ }));
    await expectLocation('/mapScreen?latitude=12.925&longitude=77.5938&isAddAddress=false');
    await waitFor(() =>
      expect(calls.saveRecentSearches).toHaveBeenCalledWith({ recentSearches: [JAYANAGAR, INDIRANAGAR, WHITEFIELD, KORAMANGALA] }),
    );
  });

  it("lists a logged-in user's saved addresses; for pickup one leads to the stores near it", async () => {
    const { calls } = openScreen({
      url: '/searchAddress?deliveryType=pickup',
      loggedIn: true,
      book: { addresses: [HOME], recentSearches: [] },
    });
    const saved = await screen.findByRole('region', { name: 'Saved Addresses' });
    expect(calls.loadAddresses).toHaveBeenCalledWith({ userId: 'user-1' });
    expect(screen.queryByRole('region', { name: 'Recently Searched' })).toBeNull();
    const home = within(saved).getByRole('button', { name: /Home/ });
    expect(home.textContent).toContain('12B, MG Road, Koramangala, Bengaluru');

    fireEvent.click(home);
    await expectLocation('/nearestStore?deliveryType=pickup&latitude=12.93456&longitude=77.62544');
  });

  it('for delivery a saved address goes through the store selection: timing first, then the lookup for that address', async () => {
    const { calls } = openScreen({
      url: '/searchAddress?deliveryType=delivery&isFromCart=true',
      loggedIn: true,
      book: { addresses: [HOME], recentSearches: [] },
    });
    const saved = await screen.findByRole('region', { name: 'Saved Addresses' });
    fireEvent.click(within(saved).getByRole('button', { name: /Home/ }));

    const timing = await screen.findByRole('dialog', { name: 'When do you want your order?' });
    expect(calls.lookupStore).not.toHaveBeenCalled();
    fireEvent.click(within(timing).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(calls.lookupStore).toHaveBeenCalledWith({ latitude: 12.93456, longitude: 77.62544, address_id: 'addr-1', deliveryType: 'D' }),
    );
    expect(currentLocation()).toBe('/searchAddress?deliveryType=delivery&isFromCart=true');
  });
});

describe('LocationSearchScreen in Hindi', () => {
  inHindi();

  it('asks where to deliver and explains a failed detection in Hindi', async () => {
    openScreen({ url: '/searchAddress?deliveryType=delivery&isFromCart=true' });
    expect(screen.getByRole('heading', { level: 1, name: 'हम कहाँ डिलीवर करें?' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'अपनी डिलीवरी लोकेशन खोजें' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /लोकेशन पता करें/ }));
    const popup = await screen.findByRole('dialog', { name: 'हम आपकी लोकेशन नहीं ढूँढ सके' });
    expect(popup.textContent).toContain('आपकी लोकेशन ढूँढने में बहुत देर लगी। कृपया अपनी डिलीवरी लोकेशन खुद खोजें।');
    expect(within(popup).getByRole('button', { name: 'खुद खोजें' })).toBeTruthy();
    expect(screen.queryByText('Where should we deliver?')).toBeNull();
  });

  it('counts the places found in Hindi', async () => {
    openScreen({ url: '/searchAddress?deliveryType=delivery' });
    fireEvent.change(screen.getByRole('combobox', { name: 'अपनी डिलीवरी लोकेशन खोजें' }), { target: { value: 'Koram' } });
    expect(await screen.findByText('2 जगहें मिलीं', {}, AFTER_DEBOUNCE)).toBeTruthy();
  });
});
