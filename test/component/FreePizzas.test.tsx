import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { CartResponse } from '@/contract/cart';
import type { FavouritesResponse, MenuResponse, ToppingsResponse } from '@/contract/menu';
import type { LoyaltyMenuResponse } from '@/contract/loyaltyMenu';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import { ROUTES } from '@/domain/navigation';
import MenuScreen from '@/screens/menu/MenuScreen';
import { CartLine } from '@/screens/cart/CartLines';
import { freePizzaMachine } from '@machines/freePizza.machine';
import { menuMachine, type FavouriteSaveInput, type FavouritesInput, type StoreCallInput } from '@machines/menu.machine';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import type { SelectedStore } from '@/domain/store';
import { MARGHERITA, MENU, menuTestActors, SAVED, TOPPINGS } from './MenuFixtures';
import { inHindi } from './inHindi';
import { LOYALTY_MENU } from '../model/freePizzaFixtures';

afterEach(cleanup);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

const menu = menuMachine.provide({
  actors: {
    readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED),
    readVegOnly: fromPromise<boolean>(async () => false),
    loadMenu: fromPromise<MenuResponse, StoreCallInput>(async () => MENU),
    loadToppings: fromPromise<ToppingsResponse, StoreCallInput>(async () => TOPPINGS),
    loadFavourites: fromPromise<FavouritesResponse, FavouritesInput>(async () => ({ status: 'SUCCESS', productIds: [] })),
    saveFavourite: fromPromise<FavouritesResponse, FavouriteSaveInput>(async () => ({ status: 'SUCCESS', productIds: [] })),
  },
});

function renderMenu({ loggedIn = true, answer = LOYALTY_MENU }: { loggedIn?: boolean; answer?: LoyaltyMenuResponse | Error } = {}) {
  const getLoyaltyMenu = vi.fn(async (_storeId: string) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const free = freePizzaMachine.provide({
    actors: { getLoyaltyMenu: fromPromise<LoyaltyMenuResponse, { storeId: string }>(({ input }) => getLoyaltyMenu(input.storeId)) },
  });
  const { actors, cartSend } = menuTestActors({ loggedIn });
  render(
    <Suspense fallback={null}>
      <RootActorsContext value={actors}>
        <MemoryRouter initialEntries={['/menu']}>
          <Routes>
            <Route
              path={ROUTES.menu}
              element={
                <MachineProvider machines={[menu, free]}>
                  <MenuScreen />
                </MachineProvider>
              }
            />
          </Routes>
        </MemoryRouter>
      </RootActorsContext>
    </Suspense>,
  );
  return { getLoyaltyMenu, cartSend };
}

describe('free regular pizzas on the menu (SPEC 3 menuType LOYALTY)', () => {
  it('offers a member the free regular pizzas at ₹0, the usual price struck, pending points apart, and adds one as a LOYALTY line', async () => {
    const { getLoyaltyMenu, cartSend } = renderMenu();
    const section = within(await screen.findByRole('region', { name: 'Your free pizza' }));
    expect(getLoyaltyMenu).toHaveBeenCalledWith('66001');
    expect(section.getByText('Your Pizza Pals points buy 1 free regular pizza. Pick it here: it costs ₹0.')).toBeTruthy();
    expect(section.getByText('Pending: 100 points on their way, usable 24 hours after delivery.')).toBeTruthy();
    expect(section.getByText('Margherita')).toBeTruthy();
    expect(section.getByText('Regular · Hand Tossed')).toBeTruthy();
    expect(section.getByText('Usual price', { exact: false }).closest('s')?.textContent).toMatch(/₹\s109/);
    expect(section.getByText('Free')).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: 'Add a free regular Margherita' }));
    expect(cartSend).toHaveBeenCalledWith({
      type: 'cart.add',
      item: expect.objectContaining({ productId: 101, crustId: 1, sizeId: 1, quantity: 1, menuType: 'LOYALTY', pricePerQty: 0 }),
    });
    expect(await section.findByText('Free Margherita added to your cart')).toBeTruthy();
    // The points bought one: it is in the cart now, and no more are offered.
    await waitFor(() => expect(section.queryByRole('button', { name: 'Add a free regular Margherita' })).toBeNull());
    // Said so before the cart has saved it, not as points still to collect.
    expect(section.getByText('Your free pizza is in your cart.')).toBeTruthy();
    expect(section.queryByText(/more points to your next free regular pizza/)).toBeNull();
  });

  it('shows points still on their way as pending only, with nothing to add', async () => {
    renderMenu({ answer: { ...LOYALTY_MENU, points: 500, freeItems: 0, pendingPoints: 100 } });
    const section = within(await screen.findByRole('region', { name: 'Your free pizza' }));
    expect(section.getByText('100 more points to your next free regular pizza (600 points each).')).toBeTruthy();
    expect(section.getByText('Pending: 100 points on their way, usable 24 hours after delivery.')).toBeTruthy();
    expect(section.queryByRole('button')).toBeNull();
  });

  it('shows the menu without the offer when the loyalty menu fails (like favourites, SPEC 8)', async () => {
    const { getLoyaltyMenu } = renderMenu({ answer: new Error('offline') });
    expect(await screen.findByRole('tablist')).toBeTruthy();
    await waitFor(() => expect(getLoyaltyMenu).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Your free pizza' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('makes no loyalty call for a guest and shows nothing', async () => {
    const { getLoyaltyMenu } = renderMenu({ loggedIn: false });
    expect(await screen.findByRole('tablist')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your free pizza' })).toBeNull();
    expect(getLoyaltyMenu).not.toHaveBeenCalled();
  });
});

describe('free regular pizzas on the menu in Hindi', () => {
  inHindi();
  it('speaks Hindi', async () => {
    renderMenu();
    const section = within(await screen.findByRole('region', { name: 'आपका फ़्री पिज़्ज़ा' }));
    expect(section.getByRole('button', { name: 'रेगुलर Margherita फ़्री में जोड़ें' })).toBeTruthy();
  });
});

describe('a free pizza in the cart', () => {
  it('costs ₹0 with its usual price struck through', () => {
    const line = {
      itemId: 'line-1',
      product: { id: MARGHERITA.id, name: 'Margherita Classica', code: 'PIZ101', categroryIds: [2], image: '', description: '' },
      quantity: 1,
      crustId: 1,
      sizeId: 1,
      crust: { id: 1, name: 'New Hand Tossed' },
      size: { id: 1, name: 'Regular', code: 'R', serves: 1 },
      sizeCode: 'R',
      pricePerQty: 0,
      totalPriceAfterDiscount: 0,
      totalDiscount: 0,
      productType: 1,
      foodType: 'VEG',
      nonVeg: false,
      isEDVOApplied: false,
      edvDealId: null,
      addTopngs: [],
      repTopngs: [],
      remTopngs: [],
      menuType: 'LOYALTY',
      originalPrice: 10_900,
    } satisfies CartResponse['validItems'][number];
    render(
      <ul>
        <CartLine item={line} toppings={[]} busy={false} limitNoteId={null} onQuantity={() => undefined} onRemove={() => undefined} />
      </ul>,
    );
    expect(screen.getByText('Free with Pizza Pals points')).toBeTruthy();
    expect(screen.getByText('Usual price', { exact: false }).closest('s')?.textContent).toContain('109');
    expect(screen.getByText(/^₹\s0$/)).toBeTruthy();
  });
});
