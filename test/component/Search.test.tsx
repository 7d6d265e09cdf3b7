import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { FavouritesResponse, MenuResponse, ToppingsResponse } from '@/contract/menu';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import { ROUTES } from '@/domain/navigation';
import menuTexts from '@/i18n/en/menu';
import searchTexts from '@/i18n/en/search';
import SearchScreen from '@/screens/search/SearchScreen';
import { menuMachine, type FavouriteSaveInput, type FavouritesInput, type StoreCallInput } from '@machines/menu.machine';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import type { SelectedStore } from '@/domain/store';
import { CurrentLocation } from './CurrentLocation';
import { englishLeftIn } from './EnglishLeft';
import { expectLocation, never } from './LoginFixtures';
import { MENU, menuTestActors, SAVED, TOPPINGS } from './MenuFixtures';
import { inHindi } from './inHindi';

afterEach(cleanup);

/** SPEC 9 autoCompleteDebounceTimeInMillis (500) plus room. */
const SETTLED = { timeout: 2_000 };

function renderSearch({
  vegOnly = false,
  loadMenu = async () => MENU,
}: { vegOnly?: boolean; loadMenu?: () => Promise<MenuResponse> } = {}) {
  const calls = { loadMenu: vi.fn(loadMenu) };
  const machine = menuMachine.provide({
    actors: {
      readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED),
      readVegOnly: fromPromise<boolean>(async () => vegOnly),
      loadMenu: fromPromise<MenuResponse, StoreCallInput>(() => calls.loadMenu()),
      loadToppings: fromPromise<ToppingsResponse, StoreCallInput>(async () => TOPPINGS),
      loadFavourites: fromPromise<FavouritesResponse, FavouritesInput>(() => never()),
      saveFavourite: fromPromise<FavouritesResponse, FavouriteSaveInput>(() => never()),
    },
  });
  const { actors, cartSend } = menuTestActors();
  render(
    <Suspense fallback={null}>
      <RootActorsContext value={actors}>
        <MemoryRouter initialEntries={[ROUTES.search]}>
          <Routes>
            <Route
              path={ROUTES.search}
              element={
                <MachineProvider machines={[machine]}>
                  <SearchScreen />
                </MachineProvider>
              }
            />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </RootActorsContext>
    </Suspense>,
  );
  return { calls, cartSend };
}

const field = () => screen.getByRole('searchbox', { name: 'Search for a dish' });
const resultNames = () =>
  within(screen.getByRole('region', { name: 'Search the menu' }))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('SearchScreen', () => {
  it('invites a search before anything is typed', async () => {
    renderSearch();
    expect(await screen.findByText('Find a dish by its name or what is in it, like paneer or garlic.')).toBeTruthy();
    expect(resultNames()).toEqual([]);
  });

  it('finds dishes by name or description once typing pauses, each listed once', async () => {
    renderSearch();
    await screen.findByRole('region', { name: 'Search the menu' });
    fireEvent.change(field(), { target: { value: 'pepper' } });
    expect(field()).toHaveProperty('value', 'pepper');
    expect(await screen.findByText('2 dishes found', undefined, SETTLED)).toBeTruthy();
    expect(resultNames()).toEqual(['Pepper BBQ Chicken', 'Paneer Pepper Blast']);

    fireEvent.change(field(), { target: { value: 'baked fresh margherita' } });
    expect(await screen.findByText('1 dish found', undefined, SETTLED)).toBeTruthy();
    expect(resultNames()).toEqual(['Margherita Classica']);
  });

  it('says so when nothing matches', async () => {
    renderSearch();
    await screen.findByRole('region', { name: 'Search the menu' });
    fireEvent.change(field(), { target: { value: 'sushi' } });
    expect(await screen.findByText('No dishes match “sushi”. Try another word.', undefined, SETTLED)).toBeTruthy();
  });

  it('SPEC 5: in veg-only mode non-veg dishes are not found', async () => {
    renderSearch({ vegOnly: true });
    await screen.findByRole('region', { name: 'Search the menu' });
    fireEvent.change(field(), { target: { value: 'chicken' } });
    expect(await screen.findByText('No dishes match “chicken”. Try another word.', undefined, SETTLED)).toBeTruthy();
  });

  it("results add like the menu's: a side goes to the cart, a pizza to /customise, out of stock cannot", async () => {
    const { cartSend } = renderSearch();
    await screen.findByRole('region', { name: 'Search the menu' });
    fireEvent.change(field(), { target: { value: 'chicken' } });
    await screen.findByText('3 dishes found', undefined, SETTLED);
    expect((screen.getByRole('button', { name: /^Add Chicken Dhamaka Feast/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add Peri-Peri Chicken Wings' }));
    expect(cartSend.mock.calls.map(([event]) => event).filter((event) => event.type === 'cart.add')).toEqual([
      {
        type: 'cart.add',
        item: {
          productId: 601,
          crustId: null,
          sizeId: null,
          quantity: 1,
          addTopngs: [],
          repTopngs: [],
          remTopngs: [],
          pricePerQty: 19_900,
        },
      },
    ]);
    expect(screen.getByText('Peri-Peri Chicken Wings added to your cart')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Pepper BBQ Chicken: choose crust, size and toppings' }));
    await expectLocation('/customise?pizzaId=203');
  });

  it('offers a retry when the menu fails to load', async () => {
    const loadMenu = vi.fn<() => Promise<MenuResponse>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(MENU);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSearch({ loadMenu });
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Search the menu' })).toBeTruthy();
    warn.mockRestore();
  });
});

describe('SearchScreen in Hindi', () => {
  inHindi();

  it('invites, counts and finds nothing in Hindi, and adds with a Hindi confirmation', async () => {
    await act(async () => {
      renderSearch();
    });
    expect(await screen.findByText('डिश का नाम या उसमें क्या है, वह लिखें, जैसे पनीर या गार्लिक।')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'कोई डिश खोजें' });
    expect(search.getAttribute('placeholder')).toBe('पिज़्ज़ा, साइड्स, डेज़र्ट…');
    expect(screen.getByRole('heading', { level: 1, name: 'मेन्यू में खोजें' })).toBeTruthy();

    fireEvent.change(search, { target: { value: 'pepper' } });
    expect(await screen.findByText('2 डिश मिलीं', undefined, SETTLED)).toBeTruthy();
    fireEvent.change(search, { target: { value: 'breadsticks' } });
    expect(await screen.findByText('1 डिश मिली', undefined, SETTLED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Garlic Breadsticks जोड़ें' }));
    const toast = screen.getByText('Garlic Breadsticks आपके कार्ट में जुड़ गया');
    expect(englishLeftIn([screen.getByRole('main'), toast], searchTexts, menuTexts)).toEqual([]);

    fireEvent.change(search, { target: { value: 'sushi' } });
    expect(await screen.findByText('“sushi” से मिलती कोई डिश नहीं है। कोई दूसरा शब्द लिखें।', undefined, SETTLED)).toBeTruthy();
    expect(document.title).toBe('मेन्यू में खोजें · Slice');
  });
});
