import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { CartResponse } from '@/contract/cart';
import type { FavouritesResponse, MenuResponse, ToppingsResponse } from '@/contract/menu';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import { MENU_SLUG_PATH, ROUTES } from '@/domain/navigation';
import deliveryTypes from '@/i18n/en/deliveryTypes';
import menuTexts from '@/i18n/en/menu';
import MenuScreen from '@/screens/menu/MenuScreen';
import { menuMachine, type FavouriteSaveInput, type FavouritesInput, type StoreCallInput } from '@machines/menu.machine';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import type { SelectedStore } from '@/domain/store';
import { CurrentLocation } from './CurrentLocation';
import { englishLeftIn } from './EnglishLeft';
import { expectLocation, never } from './LoginFixtures';
import { cartWith, MENU, menuTestActors, SAVED, TOPPINGS } from './MenuFixtures';
import { inHindi } from './inHindi';
import { PNR, RAIL_STORE } from '../model/railFixtures';

afterEach(cleanup);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

interface Fakes {
  readStore?: () => Promise<SelectedStore | null>;
  vegOnly?: boolean;
  loadMenu?: (input: StoreCallInput) => Promise<MenuResponse>;
  loadFavourites?: (input: FavouritesInput) => Promise<FavouritesResponse>;
  saveFavourite?: (input: FavouriteSaveInput) => Promise<FavouritesResponse>;
}

function machineWith({
  readStore = async () => SAVED,
  vegOnly = false,
  loadMenu = async () => MENU,
  loadFavourites = async () => ({ status: 'SUCCESS', productIds: [103] }),
  saveFavourite = async ({ productId, favourite }) => ({ status: 'SUCCESS', productIds: favourite ? [103, productId] : [] }),
}: Fakes = {}) {
  const calls = {
    readStore: vi.fn(readStore),
    loadMenu: vi.fn(loadMenu),
    loadFavourites: vi.fn(loadFavourites),
    saveFavourite: vi.fn(saveFavourite),
  };
  const machine = menuMachine.provide({
    actors: {
      readStore: fromPromise<SelectedStore | null, ReadStoreInput>(() => calls.readStore()),
      readVegOnly: fromPromise<boolean>(async () => vegOnly),
      loadMenu: fromPromise<MenuResponse, StoreCallInput>(({ input }) => calls.loadMenu(input)),
      loadToppings: fromPromise<ToppingsResponse, StoreCallInput>(async () => TOPPINGS),
      loadFavourites: fromPromise<FavouritesResponse, FavouritesInput>(({ input }) => calls.loadFavourites(input)),
      saveFavourite: fromPromise<FavouritesResponse, FavouriteSaveInput>(({ input }) => calls.saveFavourite(input)),
    },
  });
  return { machine, calls };
}

function renderMenu(url: string, fakes: Fakes = {}, options: { loggedIn?: boolean; cart?: CartResponse; state?: unknown } = {}) {
  const { machine, calls } = machineWith(fakes);
  const { actors, cartSend } = menuTestActors({ loggedIn: options.loggedIn, cart: options.cart });
  render(
    <Suspense fallback={null}>
      <RootActorsContext value={actors}>
        <MemoryRouter
          initialEntries={[{ pathname: url.split('?')[0], search: url.includes('?') ? `?${url.split('?')[1]}` : '', state: options.state }]}
        >
          <Routes>
            <Route
              path={ROUTES.menu}
              element={
                <MachineProvider machines={[machine]}>
                  <MenuScreen />
                </MachineProvider>
              }
            />
            <Route
              path={MENU_SLUG_PATH}
              element={
                <MachineProvider machines={[machine]}>
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

const panel = () => screen.getByRole('tabpanel');
const productNames = () =>
  within(panel())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const cardOf = (name: string) => screen.getByRole('article', { name });
const cartAdds = (cartSend: ReturnType<typeof menuTestActors>['cartSend']) =>
  cartSend.mock.calls.map(([event]) => event).filter((event) => event.type === 'cart.add');

describe('MenuScreen', () => {
  it("shows the store, its categories once each, and the first category's products", async () => {
    renderMenu('/menu');
    expect(await screen.findByRole('tablist', { name: 'Menu categories' })).toBeTruthy();
    expect(screen.getByText('Slice Connaught Place').closest('p')?.textContent).toBe('Ordering from Slice Connaught Place');
    expect(screen.getByText('Takeaway/Dine-in')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change store or delivery type' }).getAttribute('href')).toBe('/');

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Bestsellers', 'Non-Veg Pizza', 'Sides', 'Combos', 'Dessert', 'Veg Pizza']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(panel().getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    expect(productNames()).toEqual(['Margherita Classica', 'Pepper BBQ Chicken', 'Garlic Breadsticks']);
  });

  it('an order to a train seat shows its station in place of the store address, and Change goes back to the stations', async () => {
    renderMenu('/menu', { readStore: async () => RAIL_STORE });
    expect(await screen.findByRole('tablist', { name: 'Menu categories' })).toBeTruthy();
    expect(screen.getByText('Deliver on train')).toBeTruthy();
    expect(screen.getByText('KSR Bengaluru').parentElement?.textContent).toBe('at KSR Bengaluru');
    expect(screen.getByRole('link', { name: 'Change the station' }).getAttribute('href')).toBe(`/irctcStation?pnr=${PNR}`);
  });

  it('shows each product with its picture, food mark, description and rupee price from paise', async () => {
    renderMenu('/menu');
    await screen.findByRole('tabpanel');
    const margherita = cardOf('Margherita Classica');
    expect(within(margherita).getByRole('img', { name: 'Veg' })).toBeTruthy();
    expect(within(margherita).getByText('Margherita Classica, baked fresh.')).toBeTruthy();
    expect(within(margherita).getByText('₹ 109')).toBeTruthy();
    expect(within(margherita).getByText('Regular · New Hand Tossed')).toBeTruthy();
    expect(within(cardOf('Pepper BBQ Chicken')).getByRole('img', { name: 'Non-veg' })).toBeTruthy();

    const pictures = [...panel().querySelectorAll('img')];
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
      '/images/menu/piz-101.svg',
      '/images/menu/piz-203.svg',
      '/images/menu/sid-501.svg',
    ]);
    expect(pictures.map((picture) => picture.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);
    expect(pictures.every((picture) => picture.getAttribute('width') === '200' && picture.getAttribute('height') === '200')).toBe(true);
  });

  it('SPEC 4: bestsellers (the first category) carry a Bestseller tag in every category', async () => {
    renderMenu('/menu/veg-pizza');
    await screen.findByRole('tabpanel');
    expect(within(cardOf('Margherita Classica')).getByText('Bestseller')).toBeTruthy();
    expect(within(cardOf('Farm Fresh Garden')).queryByText('Bestseller')).toBeNull();
  });

  it('a product sold below its default crust price shows that price struck through', async () => {
    renderMenu('/menu/veg-pizza');
    await screen.findByRole('tabpanel');
    const garden = cardOf('Farm Fresh Garden');
    expect(within(garden).getByText('₹ 169').tagName).toBe('S');
    expect(within(garden).getByText(/₹ 149/)).toBeTruthy();
  });

  it("SPEC 8: says 'Temporarily out of stock' instead of the price, and 'Add' is disabled", async () => {
    renderMenu('/menu?categoryId=3');
    await screen.findByRole('tabpanel');
    const feast = cardOf('Chicken Dhamaka Feast');
    expect(within(feast).getByText('Temporarily out of stock')).toBeTruthy();
    expect(within(feast).queryByText('₹ 289')).toBeNull();
    expect((within(feast).getByRole('button', { name: /^Add Chicken Dhamaka Feast/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(cardOf('Pepper BBQ Chicken')).queryByText('Temporarily out of stock')).toBeNull();
    expect(
      (within(cardOf('Pepper BBQ Chicken')).getByRole('button', { name: /^Add Pepper BBQ Chicken/ }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('selecting a tab shows that category; arrow keys move between tabs', async () => {
    renderMenu('/menu');
    fireEvent.click(await screen.findByRole('tab', { name: 'Combos' }));
    expect(screen.getByRole('tab', { name: 'Combos' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Bestsellers' }).getAttribute('aria-selected')).toBe('false');
    expect(productNames()).toEqual(['Party Pack for 4']);
    expect(within(panel()).getByText('₹ 1,299.50')).toBeTruthy();

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Combos' }), { key: 'ArrowRight' });
    const dessert = screen.getByRole('tab', { name: 'Dessert' });
    expect(dessert.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(dessert);
    expect(within(panel()).getByText('Nothing in this category right now. Have a look at the others.')).toBeTruthy();
  });

  it('a /menu/{slug} route opens its category', async () => {
    renderMenu('/menu/sides');
    expect((await screen.findByRole('tab', { name: 'Sides' })).getAttribute('aria-selected')).toBe('true');
    expect(productNames()).toEqual(['Garlic Breadsticks', 'Peri-Peri Chicken Wings']);
  });

  it('an unknown slug opens the first category', async () => {
    renderMenu('/menu/not-a-category');
    expect((await screen.findByRole('tab', { name: 'Bestsellers' })).getAttribute('aria-selected')).toBe('true');
  });

  it('says so when the store has no menu at all', async () => {
    renderMenu('/menu', { loadMenu: async () => ({ ...MENU, data: [] }) });
    expect(await screen.findByText('This store has no menu to show right now. Please choose another store.')).toBeTruthy();
    expect(screen.queryByRole('tabpanel')).toBeNull();
  });

  it('shows a loading placeholder while the menu loads', async () => {
    renderMenu('/menu', { loadMenu: () => never<MenuResponse>() });
    expect((await screen.findByText('Loading the menu')).getAttribute('role')).toBe('status');
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('offers a retry when the menu fails to load, and logs the failure', async () => {
    const loadMenu = vi
      .fn<(input: StoreCallInput) => Promise<MenuResponse>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(MENU);
    const { calls } = renderMenu('/menu', { loadMenu });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the menu');
    expect(warn).toHaveBeenCalled();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tablist')).toBeTruthy();
    expect(calls.loadMenu).toHaveBeenCalledTimes(2);
    expect(calls.loadMenu).toHaveBeenLastCalledWith({ storeId: '66001' });
  });

  it('without a selected store, sends the customer to choose a delivery location', async () => {
    renderMenu('/menu', { readStore: async () => null });
    await expectLocation('/locationSelection?deliveryType=delivery');
  });
});

describe('MenuScreen filters and sort', () => {
  it('SPEC 9: veg, non-veg and all filter the category shown, and say so when nothing is left', async () => {
    renderMenu('/menu/sides');
    await screen.findByRole('tabpanel');
    const filters = screen.getByRole('group', { name: 'Show' });
    expect(within(filters).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(filters).getByRole('button', { name: 'Veg' }));
    expect(within(filters).getByRole('button', { name: 'Veg' }).getAttribute('aria-pressed')).toBe('true');
    expect(productNames()).toEqual(['Garlic Breadsticks']);

    fireEvent.click(within(filters).getByRole('button', { name: 'Non-veg' }));
    expect(productNames()).toEqual(['Peri-Peri Chicken Wings']);

    // The filter stays when another category opens.
    fireEvent.click(screen.getByRole('tab', { name: 'Combos' }));
    expect(within(panel()).getByText('No dishes of this kind in this category. Try another filter.')).toBeTruthy();

    fireEvent.click(within(filters).getByRole('button', { name: 'All' }));
    expect(productNames()).toEqual(['Party Pack for 4']);
  });

  it('SPEC 5: in veg-only mode the non-veg category and non-veg dishes are gone and the filter says veg only', async () => {
    renderMenu('/menu?categoryId=3', { vegOnly: true });
    await screen.findByRole('tabpanel');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Bestsellers', 'Sides', 'Combos', 'Dessert', 'Veg Pizza']);
    expect(screen.getByRole('tab', { name: 'Bestsellers' }).getAttribute('aria-selected')).toBe('true');
    expect(productNames()).toEqual(['Margherita Classica', 'Garlic Breadsticks']);
    expect(screen.queryByRole('group', { name: 'Show' })).toBeNull();
    expect(screen.getByText('Veg only')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Sides' }));
    expect(productNames()).toEqual(['Garlic Breadsticks']);
  });

  it('SPEC 9: sorts by price or discount, either way, and back to menu order', async () => {
    renderMenu('/menu/veg-pizza');
    await screen.findByRole('tabpanel');
    expect(productNames()).toEqual(['Margherita Classica', 'Farm Fresh Garden', 'Paneer Pepper Blast']);
    const sort = screen.getByLabelText('Sort by');
    fireEvent.change(sort, { target: { value: 'priceHighToLow' } });
    expect(productNames()).toEqual(['Paneer Pepper Blast', 'Farm Fresh Garden', 'Margherita Classica']);
    fireEvent.change(sort, { target: { value: 'priceLowToHigh' } });
    expect(productNames()).toEqual(['Margherita Classica', 'Farm Fresh Garden', 'Paneer Pepper Blast']);
    fireEvent.change(sort, { target: { value: 'discountHighToLow' } });
    expect(productNames()).toEqual(['Farm Fresh Garden', 'Margherita Classica', 'Paneer Pepper Blast']);
    fireEvent.change(sort, { target: { value: 'discountLowToHigh' } });
    expect(productNames()).toEqual(['Margherita Classica', 'Paneer Pepper Blast', 'Farm Fresh Garden']);
    fireEvent.change(sort, { target: { value: 'menu' } });
    expect((sort as HTMLSelectElement).value).toBe('menu');
    expect(productNames()).toEqual(['Margherita Classica', 'Farm Fresh Garden', 'Paneer Pepper Blast']);
  });
});

describe('MenuScreen adding', () => {
  it("'Add' on a product sold as is sends cart.add with one plain line and confirms it", async () => {
    const { cartSend } = renderMenu('/menu/sides');
    await screen.findByRole('tabpanel');
    fireEvent.click(within(cardOf('Garlic Breadsticks')).getByRole('button', { name: 'Add Garlic Breadsticks' }));
    expect(cartAdds(cartSend)).toEqual([
      {
        type: 'cart.add',
        item: {
          productId: 501,
          crustId: null,
          sizeId: null,
          quantity: 1,
          addTopngs: [],
          repTopngs: [],
          remTopngs: [],
          pricePerQty: 10_900,
        },
      },
    ]);
    const toast = screen.getByText('Garlic Breadsticks added to your cart');
    expect(toast.closest('[aria-live="polite"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Garlic Breadsticks added to your cart')).toBeNull();
  });

  it("'Add' on a customisable pizza opens /customise?pizzaId", async () => {
    const { cartSend } = renderMenu('/menu');
    await screen.findByRole('tabpanel');
    fireEvent.click(screen.getByRole('button', { name: 'Add Margherita Classica: choose crust, size and toppings' }));
    await expectLocation('/customise?pizzaId=101');
    expect(cartAdds(cartSend)).toEqual([]);
  });

  it('coming back from /customise shows the confirmation', async () => {
    renderMenu('/menu', {}, { state: { addedName: 'Margherita Classica' } });
    expect(await screen.findByText('Margherita Classica added to your cart')).toBeTruthy();
  });

  it('shows the cart count and item total in a bar leading to the cart, and the cart link in the header', async () => {
    renderMenu('/menu', {}, { cart: cartWith(3, 41_800) });
    const bar = await screen.findByRole('complementary', { name: 'Your cart' });
    await waitFor(() => expect(bar.textContent).toContain('3 items'));
    expect(bar.textContent).toContain('₹\u00a0418');
    expect(within(bar).getByRole('link').getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Cart, 3 items' }).getAttribute('href')).toBe('/cart');
  });

  it('hides the cart bar while the cart is empty', async () => {
    renderMenu('/menu');
    await screen.findByRole('tabpanel');
    expect(screen.queryByRole('complementary', { name: 'Your cart' })).toBeNull();
  });
});

describe('MenuScreen favourites', () => {
  it('a guest tapping a heart goes to login, coming back to this page', async () => {
    const { calls } = renderMenu('/menu/sides');
    await screen.findByRole('tabpanel');
    const heart = within(cardOf('Garlic Breadsticks')).getByRole('button', { name: 'Favourite Garlic Breadsticks' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    await expectLocation('/login?redirectUrl=%2Fmenu%2Fsides');
    expect(calls.loadFavourites).not.toHaveBeenCalled();
  });

  it('a logged-in customer sees a Favourites tab first with their dishes, and a heart saves at once', async () => {
    const { calls } = renderMenu('/menu/favourites', {}, { loggedIn: true });
    const favouritesTab = await screen.findByRole('tab', { name: 'Favourites' });
    await waitFor(() => expect(favouritesTab.getAttribute('aria-selected')).toBe('true'));
    expect(screen.getAllByRole('tab')[0]).toBe(favouritesTab);
    expect(calls.loadFavourites).toHaveBeenCalledWith({ userId: 'user-1' });
    expect(productNames()).toEqual(['Paneer Pepper Blast']);
    expect(
      within(cardOf('Paneer Pepper Blast')).getByRole('button', { name: 'Favourite Paneer Pepper Blast' }).getAttribute('aria-pressed'),
    ).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Sides' }));
    fireEvent.click(within(cardOf('Garlic Breadsticks')).getByRole('button', { name: 'Favourite Garlic Breadsticks' }));
    await waitFor(() => expect(calls.saveFavourite).toHaveBeenCalledWith({ userId: 'user-1', productId: 501, favourite: true }));
    await waitFor(() =>
      expect(
        within(cardOf('Garlic Breadsticks')).getByRole('button', { name: 'Favourite Garlic Breadsticks' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Favourites' }));
    // In menu order.
    expect(productNames()).toEqual(['Garlic Breadsticks', 'Paneer Pepper Blast']);
  });

  it('an empty favourites list says how to fill it', async () => {
    renderMenu('/menu/favourites', { loadFavourites: async () => ({ status: 'SUCCESS', productIds: [] }) }, { loggedIn: true });
    expect(await screen.findByText('Tap the heart on a dish to keep it here.')).toBeTruthy();
  });

  it('SPEC 8: failed favourites are only logged; the menu shows without the tab', async () => {
    renderMenu('/menu', { loadFavourites: async () => Promise.reject(new Error('offline')) }, { loggedIn: true });
    await screen.findByRole('tabpanel');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('menu: the favourites could not be loaded', expect.any(Error)));
    expect(screen.queryByRole('tab', { name: 'Favourites' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('MenuScreen in Hindi', () => {
  inHindi();

  it('shows the store bar, tabs, filters, cards, cart bar and confirmation in Hindi, and no English of its own', async () => {
    await act(async () => {
      renderMenu('/menu/non-veg-pizza', {}, { cart: cartWith(3, 41_800), state: { addedName: 'Margherita Classica' } });
    });
    expect(await screen.findByRole('tablist', { name: 'मेन्यू की कैटेगरी' })).toBeTruthy();
    expect(screen.getByText('Slice Connaught Place').closest('p')?.textContent).toBe('Slice Connaught Place से ऑर्डर');
    expect(screen.getByText('टेकअवे/डाइन-इन')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सभी' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'क्रम' })).toBeTruthy();
    const bbq = cardOf('Pepper BBQ Chicken');
    expect(within(bbq).getByRole('img', { name: 'नॉन-वेज' })).toBeTruthy();
    expect(within(bbq).getByRole('button', { name: 'Pepper BBQ Chicken जोड़ें: क्रस्ट, साइज़ और टॉपिंग चुनें' }).textContent).toBe('जोड़ें');
    expect(within(bbq).getByText('₹ 199')).toBeTruthy();
    expect(within(cardOf('Chicken Dhamaka Feast')).getByText('फ़िलहाल स्टॉक में नहीं है')).toBeTruthy();
    const bar = screen.getByRole('complementary', { name: 'आपका कार्ट' });
    await waitFor(() => expect(bar.textContent).toContain('3 आइटम'));
    expect(bar.textContent).toContain('कार्ट देखें');
    const toast = screen.getByText('Margherita Classica आपके कार्ट में जुड़ गया');
    expect(document.title).toBe('मेन्यू · Slice');
    expect(englishLeftIn([screen.getByRole('main'), bar, toast], menuTexts, deliveryTypes)).toEqual([]);
  });
});
