import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { StoreLookupBody, StoreLookupResponse } from '@/contract/locations';
import { MachineProvider } from '@/app/machineLogic';
import { useStoreSelectionFlow } from '@/app/storeSelectionFlow';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import shell from '@/i18n/en/shell';
import type { StoreDeliveryType } from '@/domain/constants';
import { selectSelectedStore, type StoreActorRef } from '@machines/store.machine';
import { storeSelectionMachine } from '@machines/storeSelection.machine';
import { CurrentLocation, CURRENT_LOCATION_TEST_ID } from './CurrentLocation';
import { storeActorWith } from '../support/storeActor';
import { apiError } from './LoginFixtures';
import messagesEn from '@/i18n/en/messages';

const { locationNotDeliverable: LOCATION_NOT_DELIVERABLE, storeUnavailable: STORE_UNAVAILABLE } = messagesEn.texts;

afterEach(cleanup);

const POINT = { latitude: 12.9352, longitude: 77.6245 };
const found: StoreLookupResponse = {
  data: { id: '66201', advanceOrderStoreId: null, online: 1 },
  storeData: { childStoreId: '66201' },
  geoCodeData: null,
};

function machineWith(lookup: (body: StoreLookupBody) => Promise<StoreLookupResponse>) {
  const lookups = vi.fn(lookup);
  const machine = storeSelectionMachine.provide({
    actors: { lookupStore: fromPromise<StoreLookupResponse, StoreLookupBody>(({ input }) => lookups(input)) },
  });
  return { machine, lookups };
}

function Chooser({ deliveryType }: { deliveryType: StoreDeliveryType }) {
  const flow = useStoreSelectionFlow({ deliveryType, next: '/menu' });
  return (
    <>
      <button type="button" onClick={() => flow.choose({ ...POINT, storeId: deliveryType === 'D' ? undefined : '66201' })}>
        Choose here
      </button>
      {flow.overlay}
    </>
  );
}

/** Renders the chooser with the app's store actor, which the flow hands the selection to; returns that actor. */
function renderChooser(machine: typeof storeSelectionMachine, deliveryType: StoreDeliveryType = 'D'): StoreActorRef {
  const store = storeActorWith();
  render(
    <RootActorsContext value={{ store } as Partial<RootActors> as RootActors}>
      <MemoryRouter initialEntries={['/mapScreen']}>
        <MachineProvider machines={[machine]}>
          <Chooser deliveryType={deliveryType} />
        </MachineProvider>
        <CurrentLocation />
      </MemoryRouter>
    </RootActorsContext>,
  );
  return store;
}

const location = () => screen.getByTestId(CURRENT_LOCATION_TEST_ID).textContent;

describe('store selection flow', () => {
  it('asks the timing first, then looks the point up, hands the store to the store actor and goes to the next page', async () => {
    const { machine, lookups } = machineWith(async () => found);
    const store = renderChooser(machine);
    fireEvent.click(screen.getByRole('button', { name: 'Choose here' }));
    expect(screen.getByRole('dialog', { name: 'When do you want your order?' })).toBeTruthy();
    expect(lookups).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/menu'));
    expect(lookups).toHaveBeenCalledWith({ ...POINT, deliveryType: 'D' });
    expect(selectSelectedStore(store.getSnapshot())).toMatchObject({ storeId: '66201', timing: { kind: 'now' } });
  });

  it('refuses an advance time inside the 30-minute processing lead', async () => {
    const { machine, lookups } = machineWith(async () => found);
    renderChooser(machine);
    fireEvent.click(screen.getByRole('button', { name: 'Choose here' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Advance Order' }));
    const soon = new Date(Date.now() + 10 * 60 * 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    const value = `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}T${pad(soon.getHours())}:${pad(soon.getMinutes())}`;
    fireEvent.change(screen.getByLabelText('Date and time'), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose a time at least 30 minutes from now')).toBeTruthy();
    expect(lookups).not.toHaveBeenCalled();
  });

  it('asks curbside customers for vehicle details before the lookup, with the chosen store id', async () => {
    const { machine, lookups } = machineWith(async () => found);
    renderChooser(machine, 'CURB');
    fireEvent.click(screen.getByRole('button', { name: 'Choose here' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText(shell.texts.storeSelection.vehicleDetailsRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Vehicle details'), { target: { value: 'White Swift DL 01 AB 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/menu'));
    expect(lookups).toHaveBeenCalledWith({ ...POINT, storeId: '66201', deliveryType: 'CURB' });
  });

  it('shows the SPEC 8 store popup for 2.STORENA and the not-deliverable message outside every area', async () => {
    const answers = [
      apiError(STORE_ERROR_CODES.storeNotAvailable, STORE_UNAVAILABLE, 422),
      apiError(STORE_ERROR_CODES.notServiceable, LOCATION_NOT_DELIVERABLE, 422),
    ];
    const { machine } = machineWith(async () => {
      throw answers.shift();
    });
    renderChooser(machine);
    fireEvent.click(screen.getByRole('button', { name: 'Choose here' }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const popup = await screen.findByRole('alertdialog');
    expect(popup.textContent).toContain(STORE_UNAVAILABLE);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Choose here' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LOCATION_NOT_DELIVERABLE);
    expect(location()).toBe('/mapScreen');
  });
});
