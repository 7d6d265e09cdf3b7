import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { SavedAddress } from '@/contract/addresses';
import type { StoreLookupBody, StoreLookupResponse } from '@/contract/locations';
import { MachineProvider } from '@/app/machineLogic';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import { DEFAULT_MAP_CENTRE } from '@/domain/geo';
import { mapScreenRoute, ROUTES } from '@/domain/navigation';
import AddressBookScreen from '@/screens/addressBook/AddressBookScreen';
import { addressBookMachine, type AddressBookData, type DeleteAddressInput, type SaveAddressInput } from '@machines/addressBook.machine';
import type { SaveStoreInput } from '@machines/shared/selectedStore';
import { storeSelectionMachine } from '@machines/storeSelection.machine';
import { CurrentLocation } from './CurrentLocation';
import { apiError, createTestActors, currentLocation, descriptionOf, ELSEWHERE, expectLocation } from './LoginFixtures';
import { inHindi } from './inHindi';
import messagesEn from '@/i18n/en/messages';
import { validationText } from '@/i18n/validationText';

const { locationNoSavedAddress: LOCATION_NO_SAVED_ADDRESS, locationNoSavedAddressHeader: LOCATION_NO_SAVED_ADDRESS_HEADER } =
  messagesEn.texts;

afterEach(cleanup);

const home: SavedAddress = {
  address_id: 'addr-home',
  label: 'Home',
  firstName: 'Asha',
  lastName: 'Rao',
  fullName: 'Asha Rao',
  mobile_no: '9876543210',
  email: 'asha@example.in',
  address: '5th Cross, Koramangala',
  houseNo: '221',
  locality: 'Koramangala',
  sub_locality: '',
  city: 'Bengaluru',
  area1: '',
  area2: '',
  latitude: 12.9352,
  longitude: 77.6242,
  deliveryType: 'D',
  childStoreId: 'store-1',
};

const work: SavedAddress = {
  ...home,
  address_id: 'addr-work',
  label: 'Work',
  address: 'Prestige Tech Park',
  houseNo: 'B-402',
  locality: 'Marathahalli',
  latitude: 12.9398,
  longitude: 77.6974,
};

const lookup: StoreLookupResponse = {
  data: { id: 'store-1', advanceOrderStoreId: null, online: 1 },
  storeData: { childStoreId: 'child-1' },
  geoCodeData: null,
};

function addressCalls(addresses: SavedAddress[], overrides: { load?: () => Promise<AddressBookData>; remove?: () => Promise<void> } = {}) {
  return {
    load: vi.fn<(input: { userId: string | null }) => Promise<AddressBookData>>(
      overrides.load ?? (async () => ({ addresses, recentSearches: [] })),
    ),
    save: vi.fn<(input: SaveAddressInput) => Promise<SavedAddress>>(async ({ addressId, body }) => ({
      ...home,
      ...body,
      address_id: addressId ?? 'addr-new',
    })),
    remove: vi.fn<(input: DeleteAddressInput) => Promise<void>>(overrides.remove ?? (async () => undefined)),
  };
}

function machineWith(calls: ReturnType<typeof addressCalls>) {
  return addressBookMachine.provide({
    actors: {
      loadAddresses: fromPromise<AddressBookData, { userId: string | null }>(({ input }) => calls.load(input)),
      saveAddress: fromPromise<SavedAddress, SaveAddressInput>(({ input }) => calls.save(input)),
      deleteAddress: fromPromise<void, DeleteAddressInput>(({ input }) => calls.remove(input)),
    },
  });
}

function storeCalls() {
  return {
    lookupStore: vi.fn<(input: StoreLookupBody) => Promise<StoreLookupResponse>>(async () => lookup),
    saveStore: vi.fn<(input: SaveStoreInput) => Promise<string[]>>(async ({ store }) => [store.storeId]),
  };
}

function storeMachineWith(calls: ReturnType<typeof storeCalls>) {
  return storeSelectionMachine.provide({
    actors: {
      lookupStore: fromPromise<StoreLookupResponse, StoreLookupBody>(({ input }) => calls.lookupStore(input)),
      saveStore: fromPromise<string[], SaveStoreInput>(({ input }) => calls.saveStore(input)),
    },
  });
}

function renderAddressBook(
  url: string,
  {
    addresses = [home, work],
    loggedIn = true,
    calls = addressCalls(addresses),
  }: { addresses?: SavedAddress[]; loggedIn?: boolean; calls?: ReturnType<typeof addressCalls> } = {},
) {
  const { actors } = createTestActors({ loggedIn });
  const stores = storeCalls();
  const screenElement = (
    <MachineProvider machines={[machineWith(calls), storeMachineWith(stores)]}>
      <AddressBookScreen />
    </MachineProvider>
  );
  render(
    <RootActorsContext value={actors as RootActors}>
      <MemoryRouter initialEntries={[url]}>
        <Suspense fallback={null}>
          <Routes>
            <Route path={ROUTES.myAddresses} element={screenElement} />
            <Route path={ROUTES.address} element={screenElement} />
            <Route path={ROUTES.changeAddress} element={screenElement} />
            <Route path="*" element={<p>{ELSEWHERE}</p>} />
          </Routes>
        </Suspense>
        <CurrentLocation />
      </MemoryRouter>
    </RootActorsContext>,
  );
  return { calls, stores };
}

const savedList = () => screen.findByRole('list', { name: 'Saved addresses' });

describe('AddressBookScreen, managing (/myAddresses)', () => {
  it("lists the logged-in user's saved addresses with label, street, locality and city", async () => {
    const { calls } = renderAddressBook('/myAddresses?fromProfile=true');
    expect(screen.getByRole('heading', { level: 1, name: 'My Addresses' })).toBeTruthy();
    const items = within(await savedList()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Home');
    expect(items[0]?.textContent).toContain('221, 5th Cross, Koramangala');
    expect(items[0]?.textContent).toContain('Koramangala, Bengaluru');
    expect(items[1]?.textContent).toContain('B-402, Prestige Tech Park');
    expect(screen.getByRole('link', { name: /Back to profile/ }).getAttribute('href')).toBe('/profile');
    expect(calls.load).toHaveBeenCalledWith({ userId: 'user-1' });
  });

  it("keeps a guest's addresses on the device (/address?myAddress=true)", async () => {
    const { calls } = renderAddressBook('/address?myAddress=true', { loggedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: 'My Addresses' })).toBeTruthy();
    await savedList();
    expect(calls.load).toHaveBeenCalledWith({ userId: null });
    expect(screen.queryByRole('link', { name: /Back to profile/ })).toBeNull();
  });

  it('edits an address inline: the SPEC 5 message first, then the saved change', async () => {
    const { calls } = renderAddressBook('/myAddresses');
    await savedList();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Home address, 221, 5th Cross, Koramangala' }));
    const firstName = screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement;
    expect(firstName.value).toBe('Asha');
    expect(screen.getByRole('button', { name: 'Delete Work address, B-402, Prestige Tech Park' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(firstName, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(descriptionOf(firstName)).toBe(validationText('addressFirstNameRequired'));
    expect(calls.save).not.toHaveBeenCalled();

    fireEvent.change(firstName, { target: { value: 'Ashwini' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'House / Flat no.' }), { target: { value: '12A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const items = await waitFor(() => {
      const listed = within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
      expect(listed[0]?.textContent).toContain('12A, 5th Cross, Koramangala');
      return listed;
    });
    expect(items[0]?.textContent).toContain('Ashwini Rao');
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    expect(calls.save).toHaveBeenCalledWith(
      expect.objectContaining({
        userId: 'user-1',
        addressId: 'addr-home',
        body: expect.objectContaining({ firstName: 'Ashwini', houseNo: '12A' }),
      }),
    );
  });

  it('asks before deleting; Cancel keeps the address, Delete removes it', async () => {
    const { calls } = renderAddressBook('/myAddresses');
    await savedList();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Work address, B-402, Prestige Tech Park' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this address?' });
    expect(dialog.textContent).toContain('B-402, Prestige Tech Park');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem')).toHaveLength(2);
    expect(calls.remove).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Work address, B-402, Prestige Tech Park' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const items = within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('Home');
    expect(calls.remove).toHaveBeenCalledWith({ userId: 'user-1', addressId: 'addr-work' });
  });

  it('explains a failed delete in the popup and keeps the address', async () => {
    const calls = addressCalls([home, work], {
      remove: async () => {
        throw apiError('ADDRESS_NOT_FOUND', 'Address not found.', 404);
      },
    });
    renderAddressBook('/myAddresses', { calls });
    await savedList();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Home address, 221, 5th Cross, Koramangala' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe('We could not delete this address. Address not found.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('opens the map at the newest saved address to add one', async () => {
    renderAddressBook('/myAddresses');
    await savedList();
    fireEvent.click(screen.getByRole('button', { name: 'Add new address' }));
    await expectLocation(mapScreenRoute({ latitude: home.latitude, longitude: home.longitude }, true));
  });

  it('shows the empty state and opens the map at the default centre', async () => {
    renderAddressBook('/myAddresses', { addresses: [] });
    expect(await screen.findByRole('heading', { name: 'No saved addresses yet' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Saved addresses' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add new address' }));
    await expectLocation(mapScreenRoute(DEFAULT_MAP_CENTRE, true));
    expect(currentLocation()).toBe('/mapScreen?latitude=28.6315&longitude=77.2167&isAddAddress=true');
  });

  it('offers a retry when the addresses could not be loaded', async () => {
    const calls = addressCalls([home], {
      load: vi
        .fn<() => Promise<AddressBookData>>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValue({ addresses: [home], recentSearches: [] }),
    });
    renderAddressBook('/myAddresses', { calls });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your addresses.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await savedList()).getAllByRole('listitem')).toHaveLength(1);
    expect(calls.load).toHaveBeenCalledTimes(2);
  });
});

describe('AddressBookScreen, choosing (/address, /changeAddress)', () => {
  it('sends the tapped address to store selection for delivery, then goes to the cart', async () => {
    const { stores } = renderAddressBook('/changeAddress?deliveryType=delivery');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a delivery address' })).toBeTruthy();
    await savedList();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Deliver to Work: B-402, Prestige Tech Park' }));
    const timing = screen.getByRole('dialog', { name: 'When do you want your order?' });
    fireEvent.click(within(timing).getByRole('button', { name: 'Continue' }));
    await expectLocation('/cart');
    expect(stores.lookupStore).toHaveBeenCalledWith({
      latitude: work.latitude,
      longitude: work.longitude,
      deliveryType: 'D',
      address_id: 'addr-work',
    });
    expect(stores.saveStore.mock.calls[0]?.[0].store).toMatchObject({
      storeId: 'store-1',
      deliveryType: 'D',
      location: { addressId: 'addr-work' },
    });
  });

  it('chooses the saved address matching the location in the URL (3 decimals)', async () => {
    const { stores } = renderAddressBook('/address?latitude=12.93521&longitude=77.62418');
    const timing = await screen.findByRole('dialog', { name: 'When do you want your order?' });
    fireEvent.click(within(timing).getByRole('button', { name: 'Continue' }));
    await expectLocation('/cart');
    expect(stores.lookupStore).toHaveBeenCalledTimes(1);
    expect(stores.lookupStore).toHaveBeenCalledWith(expect.objectContaining({ address_id: 'addr-home', latitude: home.latitude }));
  });

  it('shows the SPEC 8 notice when the location matches no saved address, and adds one there', async () => {
    const { stores } = renderAddressBook('/address?latitude=19.076&longitude=72.8777');
    const notice = await screen.findByRole('dialog', { name: LOCATION_NO_SAVED_ADDRESS_HEADER });
    expect(notice.textContent).toContain(LOCATION_NO_SAVED_ADDRESS);
    fireEvent.click(within(notice).getByRole('button', { name: 'Add new address' }));
    await expectLocation(mapScreenRoute({ latitude: 19.076, longitude: 72.8777 }, true));
    expect(stores.lookupStore).not.toHaveBeenCalled();
  });

  it('dismisses the no-match notice and leaves the saved addresses to choose from', async () => {
    renderAddressBook('/address?latitude=19.076&longitude=72.8777');
    const notice = await screen.findByRole('dialog', { name: LOCATION_NO_SAVED_ADDRESS_HEADER });
    fireEvent.click(within(notice).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('button')).toHaveLength(2);
    expect(currentLocation()).toBe('/address?latitude=19.076&longitude=72.8777');
  });
});

describe('AddressBookScreen in Hindi', () => {
  inHindi();

  it('lists the saved addresses with Hindi labels and actions', async () => {
    renderAddressBook('/myAddresses?fromProfile=true');
    expect(screen.getByRole('heading', { level: 1, name: 'मेरे पते' })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'सेव किए गए पते' })).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('घर');
    expect(screen.getByRole('button', { name: 'घर का पता बदलें, 221, 5th Cross, Koramangala' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /नया पता जोड़ें/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /प्रोफ़ाइल पर वापस जाएँ/ })).toBeTruthy();
    expect(screen.queryByText('My Addresses')).toBeNull();
    expect(screen.queryByText('Home')).toBeNull();
  });

  it('asks before deleting in Hindi', async () => {
    renderAddressBook('/myAddresses');
    await screen.findByRole('list', { name: 'सेव किए गए पते' });
    fireEvent.click(screen.getByRole('button', { name: 'घर का पता डिलीट करें, 221, 5th Cross, Koramangala' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'यह पता डिलीट करें?' });
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    expect(screen.queryByText('Delete this address?')).toBeNull();
  });
});
