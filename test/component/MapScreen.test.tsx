import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { GeoPlace } from '@/contract/locations';
import type { SavedAddress } from '@/contract/addresses';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import type { MapViewProps } from '@/components/MapView';
import components from '@/i18n/en/components';

const { tilesUnavailable: MAP_TILES_UNAVAILABLE, pinStaticTitle: PIN_STATIC_TITLE, pinTitle: PIN_TITLE } = components.texts.map;
import { DEFAULT_MAP_CENTRE, type Coordinates } from '@/domain/geo';
import MapScreen from '@/screens/mapScreen/MapScreen';
import mapScreenTexts from '@/i18n/en/mapScreen';
import { addressBookMachine, type SaveAddressInput } from '@machines/addressBook.machine';
import { mapPinMachine } from '@machines/mapPin.machine';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';

const {
  addressNotFound: ADDRESS_NOT_FOUND,
  addressSheetTitle: ADDRESS_SHEET_TITLE,
  confirmLocation: CONFIRM_LOCATION,
  locatingAddress: LOCATING_ADDRESS,
  mapLabel: MAP_LABEL,
  retryAddress: RETRY_ADDRESS,
  saveAddress: SAVE_ADDRESS,
} = mapScreenTexts.texts;
import { apiError, createTestActors } from './LoginFixtures';
import { inHindi } from './inHindi';

const fakes = vi.hoisted(() => ({
  /** Where the fake map's button drops the pin. */
  saket: { latitude: 28.5245, longitude: 77.2066 },
  tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
  choose: vi.fn(),
  useStoreSelectionFlow: vi.fn(),
}));

// jsdom cannot lay out Leaflet: the map is a button that moves the pin, and shows what the screen gave it.
vi.mock('@/components/MapView', () => ({
  MapView: ({
    pin,
    tileUrl,
    label,
    onPinMove,
  }: {
    pin: Coordinates | null;
    tileUrl: string | null;
    label: string;
    onPinMove?: (point: Coordinates) => void;
  }) => (
    <div role="application" aria-label={label} data-tile-url={tileUrl ?? ''}>
      <p>{pin ? `Pin at ${pin.latitude}, ${pin.longitude}` : 'No pin'}</p>
      <button type="button" onClick={() => onPinMove?.(fakes.saket)}>
        Drop pin in Saket
      </button>
    </div>
  ),
}));

vi.mock('@/app/appConfig', () => ({ useMapTileUrl: () => fakes.tileUrl }));

vi.mock('@/app/storeSelectionFlow', () => ({ useStoreSelectionFlow: fakes.useStoreSelectionFlow }));

const CONNAUGHT: Coordinates = { latitude: 28.6315, longitude: 77.2167 };

function placeAt(point: Coordinates, locality: string, postalCode: string): GeoPlace {
  return {
    placeId: `place-${locality}`,
    formattedAddress: `${locality}, New Delhi, Delhi ${postalCode}`,
    locality,
    subLocality: null,
    city: 'New Delhi',
    state: 'Delhi',
    postalCode,
    ...point,
  };
}

const PLACES: GeoPlace[] = [placeAt(CONNAUGHT, 'Connaught Place', '110001'), placeAt(fakes.saket, 'Saket', '110017')];

interface Setup {
  url: string;
  /** Lookups fail until this many have been made. */
  failingLookups?: number;
  loggedIn?: boolean;
  loadAddresses?: () => Promise<{ addresses: SavedAddress[]; recentSearches: GeoPlace[] }>;
}

function renderMapScreen({ url, failingLookups = 0, loggedIn = true, loadAddresses }: Setup) {
  const lookups: Coordinates[] = [];
  const reverseGeocode = fromPromise<GeoPlace, Coordinates>(async ({ input }) => {
    lookups.push(input);
    if (lookups.length <= failingLookups) throw apiError('NETWORK', 'Internet connection Lost', 0);
    const place = PLACES.find((candidate) => candidate.latitude === input.latitude && candidate.longitude === input.longitude);
    return place ?? placeAt(input, 'Janpath', '110011');
  });
  // No settle wait in these tests; the machine tests cover it on a simulated clock.
  const machine = mapPinMachine.provide({ actors: { reverseGeocode }, delays: { pinSettle: 0 } });

  const saves: SaveAddressInput[] = [];
  const book = addressBookMachine.provide({
    actors: {
      loadAddresses: fromPromise(loadAddresses ?? (async () => ({ addresses: [], recentSearches: [] }))),
      saveAddress: fromPromise<SavedAddress, SaveAddressInput>(async ({ input }) => {
        saves.push(input);
        const { body } = input;
        return {
          ...body,
          address_id: 'addr-new',
          fullName: `${body.firstName} ${body.lastName}`,
          sub_locality: body.sub_locality ?? '',
          area1: '',
          area2: '',
          deliveryType: 'D',
          childStoreId: null,
        };
      }),
    },
  });

  const { actors } = createTestActors({ loggedIn });
  render(
    <RootActorsContext value={actors as RootActors}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <Routes>
            <Route
              path="/mapScreen"
              element={
                <MachineProvider machines={[machine, book]}>
                  <MapScreen />
                </MachineProvider>
              }
            />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
        </Suspense>
        <CurrentLocation />
      </MemoryRouter>
    </RootActorsContext>,
  );
  return { lookups, saves };
}

const location = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;
const confirmButton = () => screen.getByRole('button', { name: CONFIRM_LOCATION });

beforeEach(() => {
  fakes.choose.mockReset();
  fakes.useStoreSelectionFlow.mockReset();
  fakes.useStoreSelectionFlow.mockReturnValue({ actor: null, choose: fakes.choose, overlay: 'Store selection overlay', busy: false });
});

afterEach(cleanup);

describe('MapScreen', () => {
  it('puts the pin at the given position, names its address and gives the map its tiles and name', async () => {
    const { lookups } = renderMapScreen({ url: '/mapScreen?latitude=28.6315&longitude=77.2167' });
    const map = await screen.findByRole('application', { name: MAP_LABEL });
    expect(map.getAttribute('data-tile-url')).toBe(fakes.tileUrl);
    expect(within(map).getByText('Pin at 28.6315, 77.2167')).toBeTruthy();
    expect(await screen.findByText('Connaught Place, New Delhi, Delhi 110001')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deliver to' })).toBeTruthy();
    expect(lookups).toEqual([CONNAUGHT]);
  });

  it('without a position the pin starts at the default map centre in New Delhi', async () => {
    const { lookups } = renderMapScreen({ url: '/mapScreen' });
    expect(await screen.findByText(`Pin at ${DEFAULT_MAP_CENTRE.latitude}, ${DEFAULT_MAP_CENTRE.longitude}`)).toBeTruthy();
    await waitFor(() => expect(lookups).toEqual([DEFAULT_MAP_CENTRE]));
  });

  it('moving the pin shows that its address is being located, then names the new place', async () => {
    const { lookups } = renderMapScreen({ url: '/mapScreen?latitude=28.6315&longitude=77.2167' });
    await screen.findByText('Connaught Place, New Delhi, Delhi 110001');

    fireEvent.click(screen.getByRole('button', { name: 'Drop pin in Saket' }));
    expect(screen.getByText(LOCATING_ADDRESS)).toBeTruthy();
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Pin at 28.5245, 77.2066')).toBeTruthy();

    expect(await screen.findByText('Saket, New Delhi, Delhi 110017')).toBeTruthy();
    expect(screen.queryByText('Connaught Place, New Delhi, Delhi 110001')).toBeNull();
    expect(confirmButton().hasAttribute('disabled')).toBe(false);
    expect(lookups).toEqual([CONNAUGHT, fakes.saket]);
  });

  it('when the address cannot be found the coordinates show with a retry, and the pin can still be confirmed', async () => {
    const { lookups } = renderMapScreen({ url: '/mapScreen?latitude=28.6315&longitude=77.2167', failingLookups: 1 });
    expect(await screen.findByText('28.63150, 77.21670')).toBeTruthy();
    expect(screen.getByText(ADDRESS_NOT_FOUND)).toBeTruthy();
    expect(confirmButton().hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: RETRY_ADDRESS }));
    expect(await screen.findByText('Connaught Place, New Delhi, Delhi 110001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: RETRY_ADDRESS })).toBeNull();
    expect(lookups).toHaveLength(2);
  });

  it('confirming hands the pin to the store selection for delivery, which goes on to the menu', async () => {
    renderMapScreen({ url: '/mapScreen?latitude=28.6315&longitude=77.2167' });
    await screen.findByText('Connaught Place, New Delhi, Delhi 110001');
    expect(fakes.useStoreSelectionFlow).toHaveBeenCalledWith({ deliveryType: 'D', next: '/menu' });
    expect(screen.getByText('Store selection overlay')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Drop pin in Saket' }));
    await screen.findByText('Saket, New Delhi, Delhi 110017');
    fireEvent.click(confirmButton());
    expect(fakes.choose).toHaveBeenCalledExactlyOnceWith(fakes.saket);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('links to the search page for a delivery location', async () => {
    renderMapScreen({ url: '/mapScreen?latitude=28.6315&longitude=77.2167' });
    const search = await screen.findByRole('link', { name: 'Search for a location instead' });
    expect(search.getAttribute('href')).toBe('/searchAddress?deliveryType=delivery');
    fireEvent.click(search);
    await waitFor(() => expect(location()).toBe('/searchAddress?deliveryType=delivery'));
  });

  it('adding an address: confirm opens the form with the pinned place and the user, and saving goes to the address list', async () => {
    const { saves } = renderMapScreen({ url: '/mapScreen?latitude=28.6315&longitude=77.2167&isAddAddress=true' });
    await screen.findByText('Connaught Place, New Delhi, Delhi 110001');
    fireEvent.click(screen.getByRole('button', { name: 'Drop pin in Saket' }));
    await screen.findByText('Saket, New Delhi, Delhi 110017');
    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));
    expect(fakes.useStoreSelectionFlow).not.toHaveBeenCalled();

    fireEvent.click(confirmButton());
    const sheet = await screen.findByRole('dialog', { name: ADDRESS_SHEET_TITLE });
    expect(within(sheet).getByText('Saket, New Delhi, Delhi 110017')).toBeTruthy();
    expect((within(sheet).getByRole('textbox', { name: 'Locality' }) as HTMLInputElement).value).toBe('Saket');
    expect((within(sheet).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Asha');
    expect((within(sheet).getByRole('textbox', { name: 'Society / Street' }) as HTMLInputElement).value).toBe('');

    fireEvent.change(within(sheet).getByRole('textbox', { name: 'Society / Street' }), { target: { value: 'Press Enclave Marg' } });
    fireEvent.change(within(sheet).getByRole('textbox', { name: 'House / Flat no.' }), { target: { value: 'B-12' } });
    fireEvent.click(within(sheet).getByRole('button', { name: SAVE_ADDRESS }));

    await waitFor(() => expect(location()).toBe('/myAddresses'));
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      userId: 'user-1',
      addressId: null,
      body: {
        address: 'Press Enclave Marg',
        houseNo: 'B-12',
        locality: 'Saket',
        city: 'New Delhi',
        latitude: fakes.saket.latitude,
        longitude: fakes.saket.longitude,
        firstName: 'Asha',
        mobile_no: '9876543210',
      },
    });
  });

  it('a guest adds the address on this device, with the coordinates when no place was found, and can cancel the sheet', async () => {
    const { saves } = renderMapScreen({
      url: '/mapScreen?latitude=28.6315&longitude=77.2167&isAddAddress=true',
      loggedIn: false,
      failingLookups: 1,
    });
    await screen.findByText(ADDRESS_NOT_FOUND);
    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));

    fireEvent.click(confirmButton());
    const sheet = await screen.findByRole('dialog', { name: ADDRESS_SHEET_TITLE });
    expect(within(sheet).getByText('28.63150, 77.21670')).toBeTruthy();
    expect((within(sheet).getByRole('textbox', { name: 'Locality' }) as HTMLInputElement).value).toBe('');
    expect((within(sheet).getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('');

    fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/mapScreen?latitude=28.6315&longitude=77.2167&isAddAddress=true');
    expect(saves).toEqual([]);

    fireEvent.click(confirmButton());
    const reopened = await screen.findByRole('dialog', { name: ADDRESS_SHEET_TITLE });
    fireEvent.keyDown(reopened, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when the address book cannot be opened, the customer can retry before adding', async () => {
    let attempts = 0;
    renderMapScreen({
      url: '/mapScreen?latitude=28.6315&longitude=77.2167&isAddAddress=true',
      loadAddresses: async () => {
        attempts += 1;
        if (attempts === 1) throw apiError('NETWORK', 'Internet connection Lost', 0);
        return { addresses: [], recentSearches: [] };
      },
    });
    const alert = await screen.findByRole('alert');
    expect(confirmButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(confirmButton().hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toBe(2);
  });
});

describe('MapView (the real Leaflet map, in jsdom)', () => {
  const MUMBAI: Coordinates = { latitude: 19.076, longitude: 72.8777 };
  const STORES = [
    { id: 'store-cp', name: 'Slice Connaught Place', latitude: 28.6328, longitude: 77.2197 },
    { id: 'store-janpath', name: 'Slice Janpath', latitude: 28.6253, longitude: 77.2188 },
  ];

  async function renderMap(props: Partial<MapViewProps> = {}) {
    const { MapView } = await vi.importActual<typeof import('@/components/MapView')>('@/components/MapView');
    const all: MapViewProps = { center: CONNAUGHT, pin: CONNAUGHT, tileUrl: null, label: MAP_LABEL, ...props };
    const view = render(<MapView {...all} />);
    await act(async () => undefined);
    return {
      ...view,
      rerenderMap: async (next: Partial<MapViewProps>) => {
        view.rerender(<MapView {...all} {...next} />);
        await act(async () => undefined);
      },
    };
  }

  const tileSources = () => Array.from(document.querySelectorAll<HTMLImageElement>('img.leaflet-tile')).map((tile) => tile.src);

  it('names the map and its markers, and a store marker is chosen with a click, Enter or Space', async () => {
    const onStoreSelect = vi.fn();
    await renderMap({ stores: STORES, onStoreSelect, selectedStoreId: 'store-janpath' });
    expect(screen.getByRole('application', { name: MAP_LABEL })).toBeTruthy();
    const store = screen.getByRole('button', { name: 'Slice Connaught Place' });
    expect(screen.getByRole('button', { name: 'Slice Janpath, selected' })).toBeTruthy();
    expect(store.tabIndex).toBe(0);

    fireEvent.click(store);
    fireEvent.keyDown(store, { key: 'Enter' });
    fireEvent.keyDown(store, { key: ' ' });
    fireEvent.keyDown(store, { key: 'a' });
    expect(onStoreSelect.mock.calls).toEqual([['store-cp'], ['store-cp'], ['store-cp']]);
  });

  it('tells which store is selected when the selection changes', async () => {
    const { rerenderMap } = await renderMap({ stores: STORES, onStoreSelect: vi.fn(), selectedStoreId: null });
    expect(screen.getByRole('button', { name: 'Slice Connaught Place' })).toBeTruthy();
    await rerenderMap({ selectedStoreId: 'store-cp' });
    expect(screen.getByRole('button', { name: 'Slice Connaught Place, selected' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Slice Janpath' })).toBeTruthy();
  });

  it('moves the pin with the arrow keys and with a click on the map', async () => {
    const onPinMove = vi.fn();
    await renderMap({ onPinMove });
    const pin = screen.getByRole('button', { name: PIN_TITLE });

    fireEvent.keyDown(pin, { key: 'ArrowUp' });
    const [north] = onPinMove.mock.calls[0] as [Coordinates];
    expect(north.latitude).toBeGreaterThan(CONNAUGHT.latitude);
    expect(north.longitude).toBeCloseTo(CONNAUGHT.longitude, 3);

    fireEvent.click(screen.getByRole('application', { name: MAP_LABEL }), { clientX: 5, clientY: 5 });
    expect(onPinMove).toHaveBeenCalledTimes(2);
  });

  it('a pin without onPinMove cannot be moved', async () => {
    await renderMap();
    const pin = screen.getByTitle(PIN_STATIC_TITLE);
    expect(pin.getAttribute('tabindex')).toBeNull();
    expect(pin.classList.contains('leaflet-marker-draggable')).toBe(false);
    expect(screen.queryByTitle(PIN_TITLE)).toBeNull();
  });

  it('says when tiles are unavailable: no tile URL, or tiles failing to load', async () => {
    const { rerenderMap } = await renderMap();
    expect(screen.getByText(MAP_TILES_UNAVAILABLE)).toBeTruthy();

    await rerenderMap({ tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png' });
    expect(screen.queryByText(MAP_TILES_UNAVAILABLE)).toBeNull();
    const tile = document.querySelector<HTMLImageElement>('img.leaflet-tile');
    expect(tile?.src).toMatch(/^https:\/\/tiles\.example\.test\/16\//);

    await act(async () => {
      fireEvent.error(tile as HTMLImageElement);
    });
    expect(screen.getByText(MAP_TILES_UNAVAILABLE)).toBeTruthy();
  });

  it('recentres when the centre changes', async () => {
    const { rerenderMap } = await renderMap({ tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png' });
    const delhiTiles = tileSources();
    await rerenderMap({ center: MUMBAI, pin: MUMBAI });
    const mumbaiTiles = tileSources().filter((source) => !delhiTiles.includes(source));
    expect(mumbaiTiles.length).toBeGreaterThan(0);
  });
});

describe('MapScreen in Hindi', () => {
  inHindi();

  it('names the card, the hint and the confirm button in Hindi', async () => {
    renderMapScreen({ url: '/mapScreen?latitude=28.6315&longitude=77.2167' });
    expect(await screen.findByRole('application', { name: 'मैप: अपनी लोकेशन चुनने के लिए पिन खिसकाएँ या मैप पर टैप करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'डिलीवरी का पता' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'लोकेशन कन्फ़र्म करें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'इसके बजाय कोई लोकेशन खोजें' })).toBeTruthy();
    expect(screen.queryByText('Deliver to')).toBeNull();
  });
});
