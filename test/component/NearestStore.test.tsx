import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { PickupCitiesResponse, StoreLookupBody, StoreLookupResponse, StoresResponse, StoreSummary } from '@/contract/locations';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import type { MapViewProps } from '@/components/MapView';
import NearestStoreScreen from '@/screens/nearestStore/NearestStoreScreen';
import TakeawayMapScreen from '@/screens/takeawayMap/TakeawayMapScreen';
import { appConfigMachine, type LoadedConfig } from '@machines/appConfig.machine';
import { storeListMachine, type CityStoresInput, type NearestStoresInput, type PickupCitiesInput } from '@machines/storeList.machine';
import type { SaveStoreInput } from '@machines/shared/selectedStore';
import { storeSelectionMachine } from '@machines/storeSelection.machine';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import { apiError, createTestActors, ELSEWHERE, never } from './LoginFixtures';
import { inHindi } from './inHindi';
import messagesEn from '@/i18n/en/messages';

const { storeUnavailable: STORE_UNAVAILABLE } = messagesEn.texts;

afterEach(cleanup);

/** Leaflet does not run in jsdom: a stand-in map shows what it was given and selects stores like marker clicks. */
vi.mock('@/components/MapView', () => ({
  MapView: ({ center, pin, stores = [], onStoreSelect, selectedStoreId, label }: MapViewProps) => (
    <div
      role="application"
      aria-label={label}
      data-center={`${center.latitude},${center.longitude}`}
      data-pin={pin ? `${pin.latitude},${pin.longitude}` : ''}
    >
      {stores.map((mapStore) => (
        <button
          key={mapStore.id}
          type="button"
          data-selected={mapStore.id === selectedStoreId}
          onClick={() => onStoreSelect?.(mapStore.id)}
        >
          {`Marker ${mapStore.name}`}
        </button>
      ))}
    </div>
  ),
}));

const POINT = { latitude: 12.9345, longitude: 77.6254 };
const NEAREST_URL = `/nearestStore?deliveryType=pickup&latitude=${POINT.latitude}&longitude=${POINT.longitude}`;

function store(id: string, name: string, distanceKm: number | null, overrides: Partial<StoreSummary> = {}): StoreSummary {
  return {
    id,
    name,
    city: 'Bengaluru',
    region: 'South',
    address: `${name} Main Road`,
    latitude: 12.97,
    longitude: 77.64,
    online: 1,
    advanceOrderStoreId: null,
    distanceKm,
    ...overrides,
  };
}

const KORAMANGALA = store('S1', 'Slice Koramangala', 0.4);
const INDIRANAGAR = store('S2', 'Slice Indiranagar', 2.43, { latitude: 12.9784, longitude: 77.6408 });
const WHITEFIELD = store('S3', 'Slice Whitefield', 12, { online: 0 });
const PUNE_CAMP = store('P1', 'Slice Camp', null, { city: 'Pune', latitude: 18.5196, longitude: 73.8553 });

interface Calls {
  nearest: (input: NearestStoresInput) => Promise<StoresResponse>;
  cities: (input: PickupCitiesInput) => Promise<PickupCitiesResponse>;
  cityStores: (input: CityStoresInput) => Promise<StoresResponse>;
  lookup: (body: StoreLookupBody) => Promise<StoreLookupResponse>;
}

function fakeCalls(overrides: Partial<Calls> = {}) {
  return {
    nearest: vi.fn<Calls['nearest']>(overrides.nearest ?? (async () => ({ stores: [KORAMANGALA, INDIRANAGAR, WHITEFIELD] }))),
    cities: vi.fn<Calls['cities']>(overrides.cities ?? (async () => ({ cities: ['Bengaluru', 'Pune'] }))),
    cityStores: vi.fn<Calls['cityStores']>(overrides.cityStores ?? (async () => ({ stores: [PUNE_CAMP] }))),
    lookup: vi.fn<Calls['lookup']>(
      overrides.lookup ??
        (async (body) => ({
          data: { id: body.storeId ?? 'S1', advanceOrderStoreId: null, online: 1 },
          storeData: { childStoreId: 'S1' },
          geoCodeData: null,
        })),
    ),
  };
}

function renderScreen(url: string, calls = fakeCalls()) {
  const machine = storeListMachine.provide({
    actors: {
      loadNearestStores: fromPromise<StoresResponse, NearestStoresInput>(({ input }) => calls.nearest(input)),
      loadPickupCities: fromPromise<PickupCitiesResponse, PickupCitiesInput>(({ input }) => calls.cities(input)),
      loadCityStores: fromPromise<StoresResponse, CityStoresInput>(({ input }) => calls.cityStores(input)),
    },
  });
  const selectionMachine = storeSelectionMachine.provide({
    actors: {
      lookupStore: fromPromise<StoreLookupResponse, StoreLookupBody>(({ input }) => calls.lookup(input)),
      saveStore: fromPromise<string[], SaveStoreInput>(async ({ input }) => [input.store.storeId]),
    },
  });
  // The config stays at the SPEC 9 defaults (maxShownDistance 30).
  const appConfig = createActor(appConfigMachine.provide({ actors: { loadConfig: fromPromise<LoadedConfig>(() => never()) } })).start();
  const actors: RootActors = { ...createTestActors().actors, appConfig };
  render(
    <RootActorsContext value={actors}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <Routes>
            <Route
              path="/nearestStore"
              element={
                <MachineProvider machines={[machine, selectionMachine]}>
                  <NearestStoreScreen />
                </MachineProvider>
              }
            />
            <Route
              path="/selectResturant"
              element={
                <MachineProvider machines={[machine, selectionMachine]}>
                  <NearestStoreScreen />
                </MachineProvider>
              }
            />
            <Route
              path="/takeawayMapScreen"
              element={
                <MachineProvider machines={[machine, selectionMachine]}>
                  <TakeawayMapScreen />
                </MachineProvider>
              }
            />
            <Route path="*" element={<p>{ELSEWHERE}</p>} />
          </Routes>
        </Suspense>
        <CurrentLocation />
      </MemoryRouter>
    </RootActorsContext>,
  );
  return calls;
}

const storeList = () => screen.findByRole('list', { name: 'Stores' });
const cardOf = (name: string) => screen.getByRole('article', { name });
const location = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;

describe('NearestStoreScreen', () => {
  it('lists the stores near the point with name, address, city and the distance to 1 decimal', async () => {
    const calls = renderScreen(NEAREST_URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Takeaway/Dine-in' })).toBeTruthy();
    expect(screen.getByText('Finding stores').closest('[role="status"]')).toBeTruthy();
    const list = await storeList();
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Slice Koramangala', 'Slice Indiranagar', 'Slice Whitefield']);
    expect(within(cardOf('Slice Koramangala')).getByText('0.4 km')).toBeTruthy();
    expect(within(cardOf('Slice Indiranagar')).getByText('2.4 km')).toBeTruthy();
    expect(within(cardOf('Slice Whitefield')).getByText('12.0 km')).toBeTruthy();
    expect(within(cardOf('Slice Indiranagar')).getByText('Slice Indiranagar Main Road')).toBeTruthy();
    expect(within(cardOf('Slice Indiranagar')).getByText('Bengaluru')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Stores near you' })).toBeTruthy();
    expect(calls.nearest).toHaveBeenCalledWith({ point: POINT, deliveryType: 'P' });
    expect(calls.cities).not.toHaveBeenCalled();
  });

  it('marks an offline store, which can still be chosen', async () => {
    renderScreen(NEAREST_URL);
    await storeList();
    const offline = cardOf('Slice Whitefield');
    expect(within(offline).getByText('Offline now')).toBeTruthy();
    expect(within(cardOf('Slice Koramangala')).queryByText('Offline now')).toBeNull();
    const choose = within(offline).getByRole('button', { name: 'Choose Slice Whitefield' });
    expect(choose.hasAttribute('disabled')).toBe(false);
    expect(choose.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('choosing a store asks the timing, looks the store up for the customer point and goes to the menu', async () => {
    const calls = renderScreen(NEAREST_URL);
    await storeList();
    fireEvent.click(within(cardOf('Slice Indiranagar')).getByRole('button', { name: 'Choose Slice Indiranagar' }));
    expect(screen.getByRole('dialog', { name: 'When do you want your order?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/menu'));
    expect(calls.lookup).toHaveBeenCalledWith({ ...POINT, storeId: 'S2', deliveryType: 'P' });
  });

  it('an offline store answers 2.STORENA and the store popup shows', async () => {
    const calls = renderScreen(
      NEAREST_URL,
      fakeCalls({
        lookup: async () => {
          throw apiError(STORE_ERROR_CODES.storeNotAvailable, 'store offline');
        },
      }),
    );
    await storeList();
    fireEvent.click(screen.getByRole('button', { name: 'Choose Slice Whitefield' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup.textContent).toContain(STORE_UNAVAILABLE);
    expect(calls.lookup).toHaveBeenCalledWith({ ...POINT, storeId: 'S3', deliveryType: 'P' });
    expect(location()).toBe(NEAREST_URL);
  });

  it('says when no store is within 30 km, and a city can be chosen instead', async () => {
    const calls = renderScreen(NEAREST_URL, fakeCalls({ nearest: async () => ({ stores: [] }) }));
    expect(await screen.findByText('No stores within 30 km of this location')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Stores' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Choose a city' }));
    const cities = await screen.findByRole('region', { name: 'Cities with stores' });
    expect(
      within(cities)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Bengaluru', 'Pune']);
    fireEvent.click(within(cities).getByRole('button', { name: 'Pune' }));
    await storeList();
    expect(screen.getByRole('heading', { level: 2, name: 'Stores in Pune' })).toBeTruthy();
    // City stores still carry the distance from the customer's point.
    expect(calls.cityStores).toHaveBeenCalledWith({ city: 'Pune', deliveryType: 'P', point: POINT });

    fireEvent.click(screen.getByRole('button', { name: 'Show stores near me' }));
    expect(await screen.findByText('No stores within 30 km of this location')).toBeTruthy();
    expect(calls.nearest).toHaveBeenCalledTimes(2);
  });

  it('/selectResturant lists the cities first, then the chosen city stores, chosen at the store point', async () => {
    const calls = renderScreen('/selectResturant?deliveryType=dinein&storePage=false');
    expect(screen.getByRole('heading', { level: 1, name: 'Dine-in' })).toBeTruthy();
    const cities = await screen.findByRole('region', { name: 'Cities with stores' });
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a city' })).toBeTruthy();
    expect(calls.nearest).not.toHaveBeenCalled();
    expect(calls.cities).toHaveBeenCalledWith({ deliveryType: 'DINEIN' });
    expect(screen.queryByRole('button', { name: 'Show stores near me' })).toBeNull();

    fireEvent.click(within(cities).getByRole('button', { name: 'Pune' }));
    await storeList();
    expect(calls.cityStores).toHaveBeenCalledWith({ city: 'Pune', deliveryType: 'DINEIN', point: null });
    const card = cardOf('Slice Camp');
    expect(within(card).queryByText(/km$/)).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Choose Slice Camp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/menu'));
    expect(calls.lookup).toHaveBeenCalledWith({
      latitude: PUNE_CAMP.latitude,
      longitude: PUNE_CAMP.longitude,
      storeId: 'P1',
      deliveryType: 'DINEIN',
    });
  });

  it('offers a retry when the stores could not be loaded', async () => {
    const nearest = vi
      .fn<Calls['nearest']>()
      .mockRejectedValueOnce(apiError('NETWORK', 'Internet connection Lost', 0))
      .mockResolvedValue({ stores: [KORAMANGALA] });
    renderScreen(NEAREST_URL, fakeCalls({ nearest }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the stores.');
    expect(alert.textContent).toContain('Internet connection Lost');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await storeList();
    expect(cardOf('Slice Koramangala')).toBeTruthy();
  });

  it('links to the map with the same query and to the location search for the delivery type', async () => {
    renderScreen(NEAREST_URL);
    await storeList();
    const search = NEAREST_URL.slice(NEAREST_URL.indexOf('?'));
    expect(screen.getByRole('link', { name: 'View on map' }).getAttribute('href')).toBe(`/takeawayMapScreen${search}`);
    expect(screen.getByRole('link', { name: 'Search another location' }).getAttribute('href')).toBe('/searchAddress?deliveryType=pickup');
  });

  it.each([
    ['takeaway', 'Takeaway', 'T'],
    ['curb', 'Drive-n-Pick', 'CURB'],
  ] as const)('names the order type %s as %s and lists its stores', async (param, title, code) => {
    const calls = renderScreen(`/nearestStore?deliveryType=${param}&latitude=${POINT.latitude}&longitude=${POINT.longitude}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    await storeList();
    expect(calls.nearest).toHaveBeenCalledWith({ point: POINT, deliveryType: code });
  });
});

describe('TakeawayMapScreen', () => {
  const MAP_URL = NEAREST_URL.replace('/nearestStore', '/takeawayMapScreen');

  it('puts the stores near the point on a map, pinned at the customer point', async () => {
    const calls = renderScreen(MAP_URL);
    expect(screen.getByRole('heading', { level: 1, name: 'Takeaway/Dine-in' })).toBeTruthy();
    const map = await screen.findByRole('application', { name: 'Map of the stores' });
    expect(
      within(map)
        .getAllByRole('button')
        .map((marker) => marker.textContent),
    ).toEqual(['Marker Slice Koramangala', 'Marker Slice Indiranagar', 'Marker Slice Whitefield']);
    expect(map.dataset.pin).toBe(`${POINT.latitude},${POINT.longitude}`);
    expect(map.dataset.center).toBe(`${POINT.latitude},${POINT.longitude}`);
    expect(screen.getByText('Tap a store on the map, or pick one below.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Stores on the map' })).getByRole('button', { name: 'Slice Indiranagar 2.4 km' }),
    ).toBeTruthy();
    expect(calls.nearest).toHaveBeenCalledWith({ point: POINT, deliveryType: 'P' });
    const search = MAP_URL.slice(MAP_URL.indexOf('?'));
    expect(screen.getByRole('link', { name: 'View as list' }).getAttribute('href')).toBe(`/nearestStore${search}`);
  });

  it('a picked marker highlights its card below, and Choose this store starts the selection for it', async () => {
    const calls = renderScreen(MAP_URL);
    const map = await screen.findByRole('application', { name: 'Map of the stores' });
    expect(screen.queryByRole('button', { name: 'Choose this store' })).toBeNull();

    fireEvent.click(within(map).getByRole('button', { name: 'Marker Slice Indiranagar' }));
    const card = screen.getByRole('article', { name: 'Slice Indiranagar' });
    expect(card.getAttribute('aria-current')).toBe('true');
    expect(within(card).getByText('2.4 km')).toBeTruthy();
    expect(within(map).getByRole('button', { name: 'Marker Slice Indiranagar' }).dataset.selected).toBe('true');
    expect(map.dataset.center).toBe(`${INDIRANAGAR.latitude},${INDIRANAGAR.longitude}`);
    const picker = screen.getByRole('list', { name: 'Stores on the map' });
    expect(within(picker).getByRole('button', { name: 'Slice Indiranagar 2.4 km' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(picker).getByRole('button', { name: 'Slice Koramangala 0.4 km' }));
    expect(screen.queryByRole('article', { name: 'Slice Indiranagar' })).toBeNull();
    fireEvent.click(within(screen.getByRole('article', { name: 'Slice Koramangala' })).getByRole('button', { name: 'Choose this store' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/menu'));
    expect(calls.lookup).toHaveBeenCalledWith({ ...POINT, storeId: 'S1', deliveryType: 'P' });
  });

  it('without a point starts with the cities and maps the chosen city stores', async () => {
    const calls = renderScreen('/takeawayMapScreen?deliveryType=takeaway');
    const cities = await screen.findByRole('region', { name: 'Cities with stores' });
    fireEvent.click(within(cities).getByRole('button', { name: 'Pune' }));
    const map = await screen.findByRole('application', { name: 'Map of the stores' });
    expect(map.dataset.pin).toBe('');
    expect(map.dataset.center).toBe(`${PUNE_CAMP.latitude},${PUNE_CAMP.longitude}`);
    expect(calls.cityStores).toHaveBeenCalledWith({ city: 'Pune', deliveryType: 'T', point: null });
  });
});

describe('store lists in Hindi', () => {
  inHindi();

  it('lists the stores with Hindi headings, distances and actions', async () => {
    renderScreen(NEAREST_URL);
    expect(screen.getByRole('heading', { level: 1, name: 'टेकअवे/डाइन-इन' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'स्टोर' });
    expect(within(list).getByText('2.4 किमी')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Slice Koramangala चुनें' })).toBeTruthy();
    expect(within(list).getByText('अभी ऑफ़लाइन')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'आपके पास के स्टोर' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मैप पर देखें' })).toBeTruthy();
    expect(screen.queryByText('Stores near you')).toBeNull();
    expect(screen.queryByText(/ km$/)).toBeNull();
  });

  it('shows the map view in Hindi', async () => {
    renderScreen(NEAREST_URL.replace('/nearestStore', '/takeawayMapScreen'));
    expect(await screen.findByRole('list', { name: 'मैप पर दिखे स्टोर' })).toBeTruthy();
    expect(screen.getByText('मैप पर किसी स्टोर पर टैप करें, या नीचे से चुनें।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सूची में देखें' })).toBeTruthy();
    expect(screen.queryByText('View as list')).toBeNull();
  });
});
