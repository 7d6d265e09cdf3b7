import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createActor, fromPromise } from 'xstate';
import type { CartResponse, UpsellResponse } from '@/contract/cart';
import type { Topping } from '@/contract/menu';
import type { ConfirmOrderBody, ConfirmOrderResponse, RecentOrderResponse } from '@/contract/orders';
import type { PaymentOptionsResponse } from '@/contract/payments';
import type { LoyaltyInfo } from '@/contract/loyalty';
import { cartActorOf } from '@/app/cartActor';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import type { StoredCart } from '@/domain/cartLines';
import type { StoredPaymentMode } from '@/domain/paymentChoice';
import type { SelectedStore } from '@/domain/store';
import CartScreen from '@/screens/cart/CartScreen';
import { appConfigMachine, type LoadedConfig } from '@machines/appConfig.machine';
import { cartMachine, type LocalState } from '@machines/cart.machine';
import { doorstepMachine, type RememberInput } from '@machines/doorstep.machine';
import { loyaltyOfferMachine } from '@machines/loyaltyOffer.machine';
import { orderSubmitMachine } from '@machines/orderSubmit.machine';
import type { DoorstepTarget } from '@machines/shared/doorsteps';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { confirmed, REFUSED } from '../model/orderSubmitFixtures';
import { CASH, paymentOptions } from '../model/paymentFixtures';
import { CART_WITH_ITEM } from './PaymentFixtures';
import { CURRENT_LOCATION_TEST_ID, CurrentLocation } from './CurrentLocation';
import { createTestActors, never } from './LoginFixtures';

afterEach(cleanup);

const TAKEAWAY: SelectedStore = {
  storeId: '66201',
  childStoreId: '66201',
  deliveryType: 'T',
  location: { latitude: 12.93, longitude: 77.62, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};
const PICKUP_CART: CartResponse = { ...CART_WITH_ITEM, deliveryType: 'T', storeId: '66201' };
const LAST_CASH: StoredPaymentMode = { paymentType: 'CASH', name: 'Cash on delivery', paymentId: CASH.paymentId };

interface RenderOptions {
  loggedIn?: boolean;
  options?: PaymentOptionsResponse;
  confirm?: () => Promise<ConfirmOrderResponse>;
}

/** The cart of a takeaway order last paid in cash, with the order submit's calls faked. */
function renderCart({ loggedIn = true, options = paymentOptions(), confirm = never }: RenderOptions = {}) {
  const { actors } = createTestActors({ loggedIn });
  const root: RootActors = actors;
  root.appConfig = createActor(appConfigMachine.provide({ actors: { loadConfig: fromPromise<LoadedConfig>(() => never()) } })).start();
  const calls = { submit: vi.fn<(body: ConfirmOrderBody) => void>(), loadOptions: vi.fn(async () => options) };
  cartActorOf(
    root,
    cartMachine.provide({
      actors: {
        readLocal: fromPromise<LocalState, ReadStoreInput>(async () => ({ cart: null, store: TAKEAWAY })),
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => TAKEAWAY),
        getCart: fromPromise<CartResponse>(async () => PICKUP_CART),
        writeLocal: fromPromise<void, StoredCart>(async () => undefined),
        removeLocal: fromPromise<void>(async () => undefined),
        loadToppings: fromPromise<Topping[], { storeId: string | null }>(async () => []),
        loadUpsell: fromPromise<UpsellResponse>(async () => ({ products: [] })),
        readPaymentMode: fromPromise<StoredPaymentMode | null>(async () => LAST_CASH),
        loadPaymentOptions: fromPromise<PaymentOptionsResponse, { storeId: string | null }>(() => calls.loadOptions()),
      },
    }),
  );
  const submitMachines = [
    orderSubmitMachine.provide({
      actors: {
        getRecentOrder: fromPromise<RecentOrderResponse>(async () => ({ orderId: null, placedAt: null })),
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => TAKEAWAY),
        confirmOrder: fromPromise<ConfirmOrderResponse, { userId: string; body: ConfirmOrderBody }>(({ input }) => {
          calls.submit(input.body);
          return confirm();
        }),
      },
    }),
    doorstepMachine.provide({
      actors: {
        readTarget: fromPromise<DoorstepTarget | null, ReadStoreInput>(async () => null),
        remember: fromPromise<void, RememberInput>(async () => undefined),
      },
    }),
    loyaltyOfferMachine.provide({ actors: { getLoyaltyInfo: fromPromise<LoyaltyInfo>(() => never()) } }),
  ];
  render(
    <RootActorsContext value={root}>
      <MachineProvider machines={submitMachines}>
        <MemoryRouter initialEntries={['/cart']}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/cart" element={<CartScreen />} />
              <Route path="*" element={<p>Another page</p>} />
            </Routes>
          </Suspense>
          <CurrentLocation />
        </MemoryRouter>
      </MachineProvider>
    </RootActorsContext>,
  );
  return { calls };
}

async function placeOrder(): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
  fireEvent.click(within(screen.getByRole('dialog', { name: 'Review your order' })).getByRole('button', { name: 'Place order' }));
}

const location = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;

describe('a pickup order paid as last time, placed from the cart (SPEC 4 pickup confirmation)', () => {
  it('a logged-in customer last paid in cash: the order goes with cash from the cart and reaches the thank-you page', async () => {
    let answer: (response: ConfirmOrderResponse) => void = () => undefined;
    const { calls } = renderCart({ confirm: () => new Promise((resolve) => (answer = resolve)) });
    await placeOrder();
    await screen.findByRole('heading', { name: 'Placing your order' });
    expect(screen.getByText('With the payment you chose last time. This takes a few seconds.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Checkout' })).toBeNull();
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]?.[0]?.paymentDetails).toMatchObject({ primaryPaymentId: CASH.paymentId, secondaryPaymentId: null });
    expect(location()).toBe('/cart');

    answer(confirmed('THANKYOU'));
    await waitFor(() => expect(location()).toMatch(/^\/thankYou/));
  });

  it("a refusal shows the order submit's popup on the cart; closing it goes on to payment selection", async () => {
    renderCart({ confirm: async () => REFUSED });
    await placeOrder();
    const popup = await screen.findByRole('alertdialog', { name: 'Store closed' });
    expect(within(popup).getByText('This store is not taking orders right now.')).toBeTruthy();
    expect(location()).toBe('/cart');
    fireEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(location()).toBe('/paymentType'));
  });

  it('a guest, or cash the store no longer offers, goes to payment selection without placing anything', async () => {
    const guest = renderCart({ loggedIn: false });
    await placeOrder();
    await waitFor(() => expect(location()).toBe('/paymentType'));
    expect(guest.calls.loadOptions).not.toHaveBeenCalled();
    expect(guest.calls.submit).not.toHaveBeenCalled();
    cleanup();

    const noCash = renderCart({
      options: paymentOptions({ methods: paymentOptions().methods.filter((method) => method.paymentType !== 'CASH') }),
    });
    await placeOrder();
    await waitFor(() => expect(location()).toBe('/paymentType'));
    expect(noCash.calls.submit).not.toHaveBeenCalled();
  });
});
