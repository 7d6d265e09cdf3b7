import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RecentOrdersResponse, ReorderResponse } from '@/contract/afterOrder';
import type { GeocodeResponse } from '@/contract/locations';
import type { SelectedStore } from '@/domain/store';
import quickReorderTexts from '@/i18n/en/quickReorder';
import { QuickReorderWidget } from '@/screens/landing/QuickReorderWidget';
import { quickReorderMachine } from '@machines/quickReorder.machine';
import type { OrderCallInput, PointInput } from '@machines/shared/reorder';
import type { ReadStoreInput, SaveStoreInput } from '@machines/shared/selectedStore';
import { networkFailure, serverError } from '../model/fixtures';
import { historyEntry, PLACE, REORDER, REORDER_WITH_UNAVAILABLE, RESTORED_DELIVERY_STORE } from '../model/orderHistoryFixtures';
import { SAVED_STORE } from '../model/orderSubmitFixtures';
import { afterOrderRootActors } from './AfterOrderFixtures';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import { englishLeftIn } from './EnglishLeft';
import { inHindi } from './inHindi';

afterEach(cleanup);

const RECENT: RecentOrdersResponse = {
  orders: [historyEntry(1), historyEntry(2, { items: [{ name: 'Farmhouse', quantity: 1 }], storeName: 'Indiranagar', grandTotal: 35_900 })],
};

interface RowFakes {
  loads?: Array<RecentOrdersResponse | Error>;
  reorder?: () => Promise<ReorderResponse>;
}

function rowMachine({ loads = [RECENT], reorder = async () => REORDER }: RowFakes = {}) {
  const getRecentOrders = vi.fn(async () => {
    const answer = loads.shift() ?? RECENT;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const reorderCall = vi.fn<(input: OrderCallInput) => Promise<ReorderResponse>>(() => reorder());
  const saved = vi.fn<(store: SelectedStore) => void>();
  const machine = quickReorderMachine.provide({
    actors: {
      getRecentOrders: fromPromise<RecentOrdersResponse>(() => getRecentOrders()),
      reorder: fromPromise<ReorderResponse, OrderCallInput>(({ input }) => reorderCall(input)),
      reverseGeocode: fromPromise<GeocodeResponse, PointInput>(async () => ({ place: PLACE })),
      readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE),
      saveStore: fromPromise<string[], SaveStoreInput>(async ({ input }) => {
        saved(input.store);
        return [input.store.storeId];
      }),
    },
  });
  return { machine, getRecentOrders, reorderCall, saved };
}

function renderRow(machine: typeof quickReorderMachine, loggedIn = true) {
  const actors = afterOrderRootActors({ loggedIn });
  render(
    <RootActorsContext value={actors.root}>
      <MemoryRouter initialEntries={['/']}>
        <Suspense fallback={null}>
          <MachineProvider machines={[machine]}>
            <Routes>
              <Route path="/" element={<QuickReorderWidget />} />
              <Route path="*" element={<p>Another page</p>} />
            </Routes>
          </MachineProvider>
        </Suspense>
        <CurrentLocation />
      </MemoryRouter>
    </RootActorsContext>,
  );
  return actors;
}

const location = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;
const row = () => screen.findByRole('region', { name: 'Order again' });

describe('quick reorder row', () => {
  it("lists a logged-in customer's recent orders: items, date, store, total and an Order again button each", async () => {
    const { machine } = rowMachine();
    renderRow(machine);
    const cards = within(await row()).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Margherita × 2, Garlic Bread × 1')).toBeTruthy();
    expect(first.getByText('Koramangala')).toBeTruthy();
    expect(first.getByText(/^₹\s?499$/)).toBeTruthy();
    expect(first.getByRole('button', { name: 'Order again: order SL-100001' })).toBeTruthy();
    const second = within(cards[1]!);
    expect(second.getByText('Farmhouse × 1')).toBeTruthy();
    expect(second.getByRole('button', { name: 'Order again: order SL-100002' })).toBeTruthy();
  });

  it('shows nothing to a guest, and does not ask for recent orders', async () => {
    const { machine, getRecentOrders } = rowMachine();
    await act(async () => void renderRow(machine, false));
    expect(screen.queryByRole('region', { name: 'Order again' })).toBeNull();
    expect(getRecentOrders).not.toHaveBeenCalled();
  });

  it('shows nothing to a customer with no orders yet', async () => {
    const { machine, getRecentOrders } = rowMachine({ loads: [{ orders: [] }] });
    renderRow(machine);
    await waitFor(() => expect(getRecentOrders).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByText(quickReorderTexts.texts.loading)).toBeNull());
    expect(screen.queryByRole('region', { name: 'Order again' })).toBeNull();
  });

  it('a failed load says so and Try again loads the orders', async () => {
    const { machine, getRecentOrders } = rowMachine({ loads: [networkFailure(), RECENT] });
    renderRow(machine);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(quickReorderTexts.texts.loadFailed);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await row()).getAllByRole('button', { name: /^Order again: order/ })).toHaveLength(2);
    expect(getRecentOrders).toHaveBeenCalledTimes(2);
  });

  it('Order again reorders that order, restores its store, reloads the cart and opens it', async () => {
    const { machine, reorderCall, saved } = rowMachine();
    const { getCart } = renderRow(machine);
    await waitFor(() => expect(getCart).toHaveBeenCalledTimes(1));
    fireEvent.click(await screen.findByRole('button', { name: 'Order again: order SL-100002' }));
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(reorderCall).toHaveBeenCalledWith({ orderId: 'order-2' });
    expect(saved).toHaveBeenCalledWith(RESTORED_DELIVERY_STORE);
    await waitFor(() => expect(getCart).toHaveBeenCalledTimes(2));
  });

  it('while one order is reordered, every Order again waits', async () => {
    const { machine } = rowMachine({ reorder: () => new Promise<ReorderResponse>(() => undefined) });
    renderRow(machine);
    fireEvent.click(await screen.findByRole('button', { name: 'Order again: order SL-100001' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Order again: order SL-100002' }).hasAttribute('disabled')).toBe(true));
    expect(screen.getByRole('button', { name: 'Order again: order SL-100001' }).getAttribute('aria-busy')).toBe('true');
  });

  it('lists the items that could not be added before going to the cart', async () => {
    const { machine } = rowMachine({ reorder: async () => REORDER_WITH_UNAVAILABLE });
    renderRow(machine);
    fireEvent.click(await screen.findByRole('button', { name: 'Order again: order SL-100001' }));
    const popup = await screen.findByRole('dialog', { name: 'Some items are not available' });
    expect(within(popup).getByText('Choco Lava Cake')).toBeTruthy();
    expect(within(popup).getByText('Pepsi 500 ml')).toBeTruthy();
    expect(location()).toBe('/');
    fireEvent.click(within(popup).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/cart'));
  });

  it("a refused reorder shows the server's message and stays on the landing", async () => {
    const { machine } = rowMachine({
      reorder: async () => {
        throw serverError('NOTHING_TO_REORDER', 'None of these items can be ordered now.');
      },
    });
    renderRow(machine);
    fireEvent.click(await screen.findByRole('button', { name: 'Order again: order SL-100001' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup.textContent).toContain('None of these items can be ordered now.');
    fireEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Order again: order SL-100001' }).hasAttribute('disabled')).toBe(false);
    expect(location()).toBe('/');
  });
});

describe('quick reorder row in Hindi', () => {
  inHindi();

  it('heads the row and names each button in Hindi, with no English left', async () => {
    const { machine } = rowMachine();
    renderRow(machine);
    const region = await screen.findByRole('region', { name: 'फिर से ऑर्डर करें' });
    expect(within(region).getByRole('button', { name: 'फिर से ऑर्डर करें: ऑर्डर SL-100001' }).textContent).toBe('फिर से ऑर्डर करें');
    expect(englishLeftIn([region], quickReorderTexts)).toEqual([]);
  });

  it('says in Hindi that the orders did not load', async () => {
    const { machine } = rowMachine({ loads: [networkFailure()] });
    renderRow(machine);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('आपके हाल के ऑर्डर लोड नहीं हो पाए।');
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeTruthy();
  });
});
