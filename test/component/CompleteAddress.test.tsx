import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise, waitFor as waitForActor } from 'xstate';
import type { ConfirmOrderBody, ConfirmOrderResponse, RecentOrderResponse } from '@/contract/orders';
import type { GeoPlace } from '@/contract/locations';
import { MachineProvider } from '@/app/machineLogic';
import { LeaveAppContext } from '@/app/leaveApp';
import { useOrderSubmit } from '@/app/orderSubmitFlow';
import { RootActorsContext } from '@/app/RootActorsContext';
import { HOUSE_NO_MAX, LANDMARK_MAX, type Doorstep } from '@/domain/address';
import { selectCart } from '@machines/cart.machine';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { doorstepMachine, type RememberInput } from '@machines/doorstep.machine';
import { orderSubmitMachine } from '@machines/orderSubmit.machine';
import type { DoorstepTarget } from '@machines/shared/doorsteps';
import type { SelectedStore } from '@/domain/store';
import { CASH, confirmed, SAVED_STORE } from '../model/orderSubmitFixtures';
import { afterOrderRootActors } from './AfterOrderFixtures';
import { descriptionOf } from './LoginFixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const PLACE_ORDER = 'Place order';
const PIN = { latitude: 12.9352, longitude: 77.6245 };
const ADDRESS = 'Koramangala, Bengaluru, Karnataka 560095';
const PIN_STORE: SelectedStore = {
  ...SAVED_STORE,
  location: { ...PIN, addressId: null, place: { formattedAddress: ADDRESS } as GeoPlace },
};

function Payer() {
  const flow = useOrderSubmit();
  return (
    <>
      {flow.addressCard}
      <button type="button" disabled={flow.busy} onClick={() => flow.submit(CASH)}>
        {PLACE_ORDER}
      </button>
      {flow.overlay}
    </>
  );
}

async function renderPayer(store: SelectedStore, target: DoorstepTarget | null) {
  const { root, cart } = afterOrderRootActors();
  await waitForActor(cart, (snapshot) => selectCart(snapshot) !== null);
  const confirms: ConfirmOrderBody[] = [];
  const remembered: RememberInput[] = [];
  const machine = orderSubmitMachine.provide({
    actors: {
      getRecentOrder: fromPromise<RecentOrderResponse>(async () => ({ orderId: null, placedAt: null })),
      readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => store),
      confirmOrder: fromPromise<ConfirmOrderResponse, { userId: string; body: ConfirmOrderBody }>(async ({ input }) => {
        confirms.push(input.body);
        return confirmed('THANKYOU');
      }),
    },
  });
  const doorstep = doorstepMachine.provide({
    actors: {
      readTarget: fromPromise<DoorstepTarget | null, ReadStoreInput>(async () => target),
      remember: fromPromise<void, RememberInput>(async ({ input }) => void remembered.push(input)),
    },
  });
  render(
    <RootActorsContext value={root}>
      <LeaveAppContext value={vi.fn()}>
        <MemoryRouter initialEntries={['/paymentType']}>
          <Routes>
            <Route
              path="/paymentType"
              element={
                <MachineProvider machines={[machine, doorstep]}>
                  <Payer />
                </MachineProvider>
              }
            />
            <Route path="*" element={<p>Another page</p>} />
          </Routes>
        </MemoryRouter>
      </LeaveAppContext>
    </RootActorsContext>,
  );
  return { confirms, remembered };
}

const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: PLACE_ORDER }));
const card = () => within(screen.getByRole('region', { name: 'Complete your address' }));
const houseNo = () => card().getByRole('textbox', { name: 'House / Flat no.' }) as HTMLInputElement;
const landmark = () => card().getByRole('textbox', { name: 'Landmark (optional)' }) as HTMLInputElement;

describe('Complete your address on the payment page', () => {
  it('asks a map-pin delivery for its house number: Place order without one shows Enter House No and places nothing', async () => {
    const { confirms } = await renderPayer(PIN_STORE, { point: PIN, address: ADDRESS, remembered: null });
    expect(await screen.findByRole('region', { name: 'Complete your address' })).toBeTruthy();
    expect(card().getByText(ADDRESS)).toBeTruthy();
    expect(houseNo().maxLength).toBe(HOUSE_NO_MAX);
    expect(landmark().maxLength).toBe(LANDMARK_MAX);

    placeOrder();
    await waitFor(() => expect(houseNo().getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(houseNo())).toContain('Enter House No');
    expect(document.activeElement).toBe(houseNo());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(confirms).toHaveLength(0);

    fireEvent.change(houseNo(), { target: { value: 'Flat 4B' } });
    expect(houseNo().getAttribute('aria-invalid')).toBeNull();
  });

  it('with the house number and landmark given, Place order sends them with the order and remembers them for the point', async () => {
    const { confirms, remembered } = await renderPayer(PIN_STORE, { point: PIN, address: ADDRESS, remembered: null });
    await screen.findByRole('region', { name: 'Complete your address' });
    fireEvent.change(houseNo(), { target: { value: 'Flat 4B' } });
    fireEvent.change(landmark(), { target: { value: 'Near Forum Mall' } });
    placeOrder();
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(confirms[0]?.orderDetails.deliveryLocation).toEqual({
      ...PIN,
      address: ADDRESS,
      houseNo: 'Flat 4B',
      landmark: 'Near Forum Mall',
    });
    expect(remembered).toEqual([{ point: PIN, doorstep: { houseNo: 'Flat 4B', landmark: 'Near Forum Mall' } satisfies Doorstep }]);
  });

  it('is prefilled with what this device remembers for the point', async () => {
    const { confirms } = await renderPayer(PIN_STORE, {
      point: PIN,
      address: ADDRESS,
      remembered: { houseNo: 'B-204', landmark: 'Opposite the park' },
    });
    await screen.findByRole('region', { name: 'Complete your address' });
    expect([houseNo().value, landmark().value]).toEqual(['B-204', 'Opposite the park']);
    placeOrder();
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(confirms[0]?.orderDetails.deliveryLocation).toMatchObject({ houseNo: 'B-204', landmark: 'Opposite the park' });
  });

  it('asks nothing for a saved address (it has its house number): Place order goes ahead', async () => {
    const { confirms } = await renderPayer(SAVED_STORE, null);
    placeOrder();
    await waitFor(() => expect(confirms).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Complete your address' })).toBeNull();
    expect(confirms[0]?.orderDetails.addressId).toBe('addr-7');
  });
});
