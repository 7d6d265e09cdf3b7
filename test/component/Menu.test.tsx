import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { MenuCategory, MenuProduct, MenuResponse, ToppingsResponse } from '@/api/contract';
import { MENU_SLUG_PATH, ROUTES } from '@/domain/navigation';
import MenuScreen from '@/screens/menu/MenuScreen';
import { menuMachine, type StoreCallInput } from '@machines/menu.machine';
import type { SavedStore } from '@machines/storeSelection.machine';
import { CurrentLocation } from './CurrentLocation';
import { expectLocation, never } from './LoginFixtures';

afterEach(cleanup);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const HAND_TOSSED = { crustId: 1, code: 'HT', name: 'New Hand Tossed' };

function pizza(id: number, name: string, rupees: number, overrides: Partial<MenuProduct> = {}): MenuProduct {
  return {
    id,
    menuCode: `MENU${id}`,
    code: `PIZ${id}`,
    name,
    description: `${name}, baked fresh.`,
    defaultPrice: rupees * 100,
    defaultCrustPrice: rupees * 100,
    defaultToppings: [],
    allowedToppings: [1],
    crust: [{ ...HAND_TOSSED, sizes: [{ sizeId: 1, code: 'R', name: 'Regular', serves: 1, price: rupees * 100 }] }],
    foodType: 'VEG',
    type: 1,
    image: `/images/menu/piz-${id}.svg`,
    inStock: true,
    ...overrides,
  };
}

function item(id: number, name: string, paise: number, overrides: Partial<MenuProduct> = {}): MenuProduct {
  return {
    ...pizza(id, name, 0),
    code: `SID${id}`,
    defaultPrice: paise,
    defaultCrustPrice: null,
    crust: [],
    type: 0,
    image: `/images/menu/sid-${id}.svg`,
    ...overrides,
  };
}

const MARGHERITA = pizza(101, 'Margherita Classica', 109);
const PAPRIKA = pizza(103, 'Paneer Pepper Blast', 169);
const BBQ = pizza(203, 'Pepper BBQ Chicken', 199, { foodType: 'NON_VEG' });
const FEAST = pizza(204, 'Chicken Dhamaka Feast', 289, { foodType: 'NON_VEG', inStock: false });
const BREADSTICKS = item(501, 'Garlic Breadsticks', 10_900);
const PARTY = item(903, 'Party Pack for 4', 129_950);

const categories: MenuCategory[] = [
  { categoryId: 1, categoryName: 'Bestsellers', data: [MARGHERITA, BBQ, BREADSTICKS] },
  { categoryId: 3, categoryName: 'Non-Veg Pizza', data: [BBQ, FEAST] },
  { categoryId: 4, categoryName: 'Sides', data: [BREADSTICKS] },
  { categoryId: 50, categoryName: 'Combos', data: [PARTY] },
  { categoryId: 26, categoryName: 'Dessert', data: [] },
  { categoryId: 2, categoryName: 'Veg Pizza', data: [MARGHERITA, PAPRIKA] },
  // SPEC 4: a repeated category is shown once.
  { categoryId: 4, categoryName: 'Sides', data: [PAPRIKA] },
];

const MENU: MenuResponse = {
  status: 'SUCCESS',
  store: { id: '66001', name: 'Slice Connaught Place', address: 'N-12, Outer Circle, Connaught Place', city: 'Delhi' },
  data: categories,
};
const TOPPINGS: ToppingsResponse = { status: 'SUCCESS', data: [] };

const SAVED: SavedStore = {
  storeId: '66001',
  childStoreId: '66001',
  deliveryType: 'P',
  location: { latitude: 28.63, longitude: 77.22, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

interface Fakes {
  readStore?: () => Promise<SavedStore | null>;
  loadMenu?: (input: StoreCallInput) => Promise<MenuResponse>;
}

function machineWith({ readStore = async () => SAVED, loadMenu = async () => MENU }: Fakes = {}) {
  const calls = { readStore: vi.fn(readStore), loadMenu: vi.fn(loadMenu) };
  const machine = menuMachine.provide({
    actors: {
      readStore: fromPromise<SavedStore | null>(() => calls.readStore()),
      loadMenu: fromPromise<MenuResponse, StoreCallInput>(({ input }) => calls.loadMenu(input)),
      loadToppings: fromPromise<ToppingsResponse, StoreCallInput>(async () => TOPPINGS),
    },
  });
  return { machine, calls };
}

function renderMenu(url: string, fakes: Fakes = {}) {
  const { machine, calls } = machineWith(fakes);
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={ROUTES.menu} element={<MenuScreen machine={machine} />} />
        <Route path={MENU_SLUG_PATH} element={<MenuScreen machine={machine} />} />
        <Route path="*" element={<p>Another page</p>} />
      </Routes>
      <CurrentLocation />
    </MemoryRouter>,
  );
  return calls;
}

const panel = () => screen.getByRole('tabpanel');
const productNames = () => within(panel()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const cardOf = (name: string) => screen.getByRole('article', { name });

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

  it("SPEC 8: says 'Temporarily out of stock' instead of the price of a product that is not in stock", async () => {
    renderMenu('/menu?categoryId=3');
    await screen.findByRole('tabpanel');
    const feast = cardOf('Chicken Dhamaka Feast');
    expect(within(feast).getByText('Temporarily out of stock')).toBeTruthy();
    expect(within(feast).queryByText('₹ 289')).toBeNull();
    expect(within(cardOf('Pepper BBQ Chicken')).queryByText('Temporarily out of stock')).toBeNull();
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
    expect(productNames()).toEqual(['Garlic Breadsticks']);
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
    const loadMenu = vi.fn<(input: StoreCallInput) => Promise<MenuResponse>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(MENU);
    const calls = renderMenu('/menu', { loadMenu });
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
