import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { FavouritesResponse, MenuResponse, ToppingsResponse } from '@/contract/menu';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import { ROUTES } from '@/domain/navigation';
import customiseTexts from '@/i18n/en/customise';
import menuTexts from '@/i18n/en/menu';
import CustomiseScreen from '@/screens/customise/CustomiseScreen';
import MenuScreen from '@/screens/menu/MenuScreen';
import { customiseMachine } from '@machines/customise.machine';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { menuMachine, type FavouriteSaveInput, type FavouritesInput, type StoreCallInput } from '@machines/menu.machine';
import type { SelectedStore } from '@/domain/store';
import { CurrentLocation } from './CurrentLocation';
import { englishLeftIn } from './EnglishLeft';
import { expectLocation, never } from './LoginFixtures';
import { MENU, menuTestActors, SAVED, TOPPINGS } from './MenuFixtures';
import { inHindi } from './inHindi';

afterEach(cleanup);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

interface Fakes {
  loadMenu?: (input: StoreCallInput) => Promise<MenuResponse>;
  loadToppings?: (input: StoreCallInput) => Promise<ToppingsResponse>;
}

function renderCustomise(url: string, { loadMenu = async () => MENU, loadToppings = async () => TOPPINGS }: Fakes = {}) {
  const calls = { loadMenu: vi.fn(loadMenu) };
  const machine = customiseMachine.provide({
    actors: {
      readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED),
      loadMenu: fromPromise<MenuResponse, StoreCallInput>(({ input }) => calls.loadMenu(input)),
      loadToppings: fromPromise<ToppingsResponse, StoreCallInput>(({ input }) => loadToppings(input)),
    },
  });
  const menu = menuMachine.provide({
    actors: {
      readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED),
      readVegOnly: fromPromise<boolean>(async () => false),
      loadMenu: fromPromise<MenuResponse, StoreCallInput>(async () => MENU),
      loadToppings: fromPromise<ToppingsResponse, StoreCallInput>(async () => TOPPINGS),
      loadFavourites: fromPromise<FavouritesResponse, FavouritesInput>(() => never()),
      saveFavourite: fromPromise<FavouritesResponse, FavouriteSaveInput>(() => never()),
    },
  });
  const { actors, cartSend } = menuTestActors();
  render(
    <Suspense fallback={null}>
      <RootActorsContext value={actors}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path={ROUTES.customise}
              element={
                <MachineProvider machines={[machine]}>
                  <CustomiseScreen />
                </MachineProvider>
              }
            />
            <Route
              path={ROUTES.menu}
              element={
                <MachineProvider machines={[menu]}>
                  <MenuScreen />
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

const total = () => screen.getByText('Total').closest('p')?.querySelector('strong')?.textContent;
const cartAdds = (cartSend: ReturnType<typeof menuTestActors>['cartSend']) =>
  cartSend.mock.calls.map(([event]) => event).filter((event) => event.type === 'cart.add');

describe('CustomiseScreen', () => {
  it('shows the pizza with its crusts, sizes (with serves), toppings and the default price', async () => {
    renderCustomise('/customise?pizzaId=102');
    expect(await screen.findByRole('heading', { level: 1, name: 'Farm Fresh Garden' })).toBeTruthy();
    const crust = screen.getByRole('group', { name: 'Crust' });
    expect(within(crust).getByRole('radio', { name: 'New Hand Tossed' })).toHaveProperty('checked', true);
    expect(within(crust).getByRole('radio', { name: 'Cheese Burst' })).toHaveProperty('checked', false);
    const size = screen.getByRole('group', { name: 'Size' });
    expect(within(size).getByRole('radio', { name: /Regular/ })).toHaveProperty('checked', true);
    expect(within(size).getByText('Serves 2')).toBeTruthy();
    const toppings = screen.getByRole('group', { name: 'Toppings' });
    expect(within(toppings).getByRole('checkbox', { name: /Onion/ })).toHaveProperty('checked', true);
    expect(within(toppings).getByRole('checkbox', { name: /Grilled Mushroom/ })).toHaveProperty('checked', false);
    expect(within(toppings).getByText('Included')).toBeTruthy();
    expect(within(toppings).getByText('+ ₹ 55')).toBeTruthy();
    expect(within(toppings).queryByRole('checkbox', { name: /Extra Cheese/ })).toBeNull();
    expect(total()).toBe('₹\u00a0149');
  });

  it('crust, size, toppings and cheese change the live price', async () => {
    renderCustomise('/customise?pizzaId=102');
    await screen.findByRole('heading', { level: 1, name: 'Farm Fresh Garden' });
    fireEvent.click(screen.getByRole('radio', { name: /Medium/ }));
    expect(total()).toBe('₹\u00a0289');
    fireEvent.click(screen.getByRole('radio', { name: 'Cheese Burst' }));
    // Cheese Burst is baked in Regular only: the size follows.
    expect(screen.getByRole('radio', { name: /Regular/ })).toHaveProperty('checked', true);
    expect(total()).toBe('₹\u00a0239');
    fireEvent.click(screen.getByRole('checkbox', { name: /Grilled Mushroom/ }));
    expect(total()).toBe('₹\u00a0294');
    // Taking the onion off makes the mushroom its replacement: free; removing never lowers the price.
    fireEvent.click(screen.getByRole('checkbox', { name: /Onion/ }));
    expect(total()).toBe('₹\u00a0239');
    fireEvent.click(screen.getByRole('button', { name: 'More extra cheese' }));
    expect(total()).toBe('₹\u00a0299');
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(total()).toBe('₹\u00a0598');
    expect(screen.getByText('₹ 299 each')).toBeTruthy();
  });

  it('SPEC 9: extra cheese stops at extracheesecount (3)', async () => {
    renderCustomise('/customise?pizzaId=102');
    await screen.findByRole('heading', { level: 1, name: 'Farm Fresh Garden' });
    expect(screen.getByText(/Up to 3 portions/)).toBeTruthy();
    const more = screen.getByRole('button', { name: 'More extra cheese' }) as HTMLButtonElement;
    const less = screen.getByRole('button', { name: 'Less extra cheese' }) as HTMLButtonElement;
    expect(less.disabled).toBe(true);
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    expect(more.disabled).toBe(true);
    fireEvent.click(more);
    expect(screen.getByRole('group', { name: 'Extra cheese' }).querySelector('output')?.textContent).toBe('3');
    expect(total()).toBe(`₹\u00a0${149 + 3 * 60}`);
  });

  it('Add to cart sends the line as chosen (a topping put on after a removal replaces it) and returns to the menu with a confirmation', async () => {
    const { cartSend } = renderCustomise('/customise?pizzaId=102');
    await screen.findByRole('heading', { level: 1, name: 'Farm Fresh Garden' });
    fireEvent.click(screen.getByRole('checkbox', { name: /Onion/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Grilled Mushroom/ }));
    fireEvent.click(screen.getByRole('button', { name: 'More extra cheese' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cartAdds(cartSend)).toEqual([
      {
        type: 'cart.add',
        item: {
          productId: 102,
          crustId: 1,
          sizeId: 1,
          quantity: 1,
          remTopngs: [1],
          repTopngs: [4],
          addTopngs: [51],
          pricePerQty: 14_900 + 6_000,
        },
      },
    ]);
    await expectLocation('/menu');
    expect(await screen.findByText('Farm Fresh Garden added to your cart')).toBeTruthy();
  });

  it('a topping the pizza does not come with is an addition, charged', async () => {
    const { cartSend } = renderCustomise('/customise?pizzaId=101');
    await screen.findByRole('heading', { level: 1, name: 'Margherita Classica' });
    fireEvent.click(screen.getByRole('checkbox', { name: /Onion/ }));
    expect(total()).toBe('₹\u00a0154');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cartAdds(cartSend)[0]?.item).toMatchObject({ productId: 101, addTopngs: [1], repTopngs: [], remTopngs: [] });
  });

  it.each([
    ['an item sold as is', '/customise?pizzaId=501'],
    ['an out-of-stock pizza', '/customise?pizzaId=204'],
    ['no pizza id', '/customise'],
  ])('%s goes back to the menu', async (_name, url) => {
    renderCustomise(url);
    await expectLocation('/menu');
  });

  it('SPEC 8: a failed menu offers a retry', async () => {
    const loadMenu = vi
      .fn<(input: StoreCallInput) => Promise<MenuResponse>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(MENU);
    renderCustomise('/customise?pizzaId=102', { loadMenu });
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Farm Fresh Garden' })).toBeTruthy();
  });

  it('SPEC 8: without toppings it says so and still sells the pizza', async () => {
    renderCustomise('/customise?pizzaId=102', { loadToppings: async () => Promise.reject(new Error('offline')) });
    expect(await screen.findByText('Toppings cannot be changed right now.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Extra cheese' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('CustomiseScreen in Hindi', () => {
  inHindi();

  it('shows the choices, prices, steppers and Add to cart in Hindi, and no English of its own', async () => {
    await act(async () => {
      renderCustomise('/customise?pizzaId=102');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Farm Fresh Garden' })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'क्रस्ट' })).getByRole('radio', { name: 'Cheese Burst' })).toBeTruthy();
    const size = screen.getByRole('group', { name: 'साइज़' });
    expect(within(size).getByText('2 लोगों के लिए')).toBeTruthy();
    expect(within(size).getAllByText('1 व्यक्ति के लिए')).toHaveLength(1);
    const toppings = screen.getByRole('group', { name: 'टॉपिंग' });
    expect(within(toppings).getByText('शामिल')).toBeTruthy();
    expect(within(toppings).getByText('+ ₹ 55')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'एक्स्ट्रा चीज़' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'एक्स्ट्रा चीज़ बढ़ाएँ' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'बढ़ाएँ' }));
    expect(screen.getByText('कुल').closest('p')?.textContent).toBe('कुल₹\u00a0298₹\u00a0149 प्रति पिज़्ज़ा');
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'मेन्यू पर वापस' })).toBeTruthy();
    expect(document.title).toBe('अपना पिज़्ज़ा बनाएँ · Slice');
    expect(englishLeftIn([screen.getByRole('main')], customiseTexts, menuTexts)).toEqual([]);
  });
});
