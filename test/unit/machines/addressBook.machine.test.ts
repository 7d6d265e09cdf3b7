import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiRequestInit } from '@/api';
import { ENDPOINTS } from '@/contract/endpoints';
import type { GeoPlace } from '@/contract/locations';
import type { AddressBody, SavedAddress } from '@/contract/addresses';
import { STORAGE_KEYS } from '@/api/storage';
import { ADDRESS_FIELD_MAX, type AddressFormField } from '@/domain/address';
import {
  addressBookMachine,
  RECENT_SEARCHES_KEPT,
  selectAddresses,
  selectAddressError,
  selectForm,
  selectFormErrors,
  selectHasFailed,
  selectIsBusy,
  selectIsConfirmingDelete,
  selectNotice,
  selectRecentSearches,
  type AddressBookData,
  type AddressBookEmitted,
  type AddressDraft,
  type DeleteAddressInput,
  type SaveAddressInput,
} from '@machines/addressBook.machine';
import { networkFailure, SAVED_HOME, serverError } from '../../model/fixtures';
import { serveCalls } from './boundCallsFixture';

/** IndexedDB stand-in: the real actors run against it for guests. */
const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/api/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/storage')>()),
  readStored: async (key: string) => stored.get(key),
  writeStored: async (key: string, value: unknown) => {
    stored.set(key, value);
  },
}));

const VALID_DRAFT: Partial<AddressDraft> = {
  label: 'Work',
  firstName: ' Meera ',
  lastName: 'Iyer',
  mobile: '9123456780',
  email: 'meera@example.com',
  address: 'Church Street',
  houseNo: '4',
  locality: 'Shanthala Nagar',
  city: 'Bengaluru',
  latitude: 12.975,
  longitude: 77.605,
  addressComponent: { area_level1: '', area_level2: ' ' },
};

function place(n: number): GeoPlace {
  return {
    placeId: `place-${n}`,
    formattedAddress: `Place ${n}, Bengaluru`,
    locality: `Locality ${n}`,
    subLocality: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    latitude: 12.9 + n / 100,
    longitude: 77.6,
  };
}

interface Fakes {
  load?: () => Promise<AddressBookData>;
  save?: (input: SaveAddressInput) => Promise<SavedAddress>;
  remove?: (input: DeleteAddressInput) => Promise<void>;
}

function startBook({
  load = async () => ({ addresses: [SAVED_HOME], recentSearches: [] }),
  save = async ({ addressId, body }) => ({ ...SAVED_HOME, ...body, address_id: addressId ?? 'addr-new' }),
  remove = async () => undefined,
}: Fakes = {}) {
  const calls = { load: vi.fn(load), save: vi.fn(save), remove: vi.fn(remove) };
  const actor = createActor(
    addressBookMachine.provide({
      actors: {
        loadAddresses: fromPromise<AddressBookData, { userId: string | null }>(() => calls.load()),
        saveAddress: fromPromise<SavedAddress, SaveAddressInput>(({ input }) => calls.save(input)),
        deleteAddress: fromPromise<void, DeleteAddressInput>(({ input }) => calls.remove(input)),
      },
    }),
    { input: { userId: 'user-42' } },
  );
  const emitted: AddressBookEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as AddressBookEmitted));
  actor.start();
  return { actor, calls, emitted };
}

type Book = ReturnType<typeof startBook>['actor'];
const listing = (actor: Book) => waitFor(actor, (state) => state.matches('listing'));

/** Serves the saved-address calls of a logged-in user from stubs. */
function serveAddressCalls() {
  const calls = {
    getAddresses: vi.fn(async (_init: ApiRequestInit) => ({ addresses: [SAVED_HOME] })),
    addAddress: vi.fn(async ({ body }: ApiRequestInit) => ({ ...SAVED_HOME, ...(body as AddressBody), address_id: 'addr-server' })),
    updateAddress: vi.fn(async ({ body, pathParams }: ApiRequestInit) => ({
      ...SAVED_HOME,
      ...(body as AddressBody),
      address_id: pathParams?.addressId,
    })),
    deleteAddress: vi.fn(async (_init: ApiRequestInit) => undefined),
  };
  return { calls, request: serveCalls(ENDPOINTS, calls) };
}

beforeEach(() => stored.clear());

describe('address book machine', () => {
  it('a logged-in user’s addresses come from the server and are added, edited and deleted there', async () => {
    const { calls } = serveAddressCalls();
    const actor = createActor(addressBookMachine, { input: { userId: 'user-42' } }).start();
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectAddresses(await listing(actor))).toEqual([SAVED_HOME]);
    expect(calls.getAddresses).toHaveBeenCalledWith({ pathParams: { userId: 'user-42' }, signal: expect.any(AbortSignal) });

    actor.send({ type: 'address.add', draft: VALID_DRAFT });
    actor.send({ type: 'form.submit' });
    const added = await listing(actor);
    expect(calls.addAddress).toHaveBeenCalledWith(
      expect.objectContaining({ pathParams: { userId: 'user-42' }, body: expect.objectContaining({ firstName: 'Meera' }) }),
    );
    expect(selectAddresses(added).map((address) => address.address_id)).toEqual(['addr-server', 'addr-1']);

    actor.send({ type: 'address.edit', addressId: 'addr-1' });
    actor.send({ type: 'form.change', field: 'houseNo', value: '14' });
    actor.send({ type: 'form.submit' });
    const edited = await listing(actor);
    expect(calls.updateAddress).toHaveBeenCalledWith(
      expect.objectContaining({ pathParams: { userId: 'user-42', addressId: 'addr-1' }, body: expect.objectContaining({ houseNo: '14' }) }),
    );
    expect(selectAddresses(edited).find((address) => address.address_id === 'addr-1')?.houseNo).toBe('14');

    actor.send({ type: 'address.delete', addressId: 'addr-server' });
    actor.send({ type: 'delete.confirm' });
    expect(selectAddresses(await listing(actor)).map((address) => address.address_id)).toEqual(['addr-1']);
    expect(calls.deleteAddress).toHaveBeenCalledWith(
      expect.objectContaining({ pathParams: { userId: 'user-42', addressId: 'addr-server' } }),
    );
    expect(stored.has(STORAGE_KEYS.addresses)).toBe(false);
  });

  it('a guest’s addresses are kept on the device and never sent to the server', async () => {
    const { request } = serveAddressCalls();
    stored.set(STORAGE_KEYS.addresses, [SAVED_HOME]);
    const actor = createActor(addressBookMachine, { input: { userId: null } }).start();
    expect(selectAddresses(await listing(actor))).toEqual([SAVED_HOME]);

    actor.send({ type: 'address.add', draft: VALID_DRAFT });
    actor.send({ type: 'form.submit' });
    const added = selectAddresses(await listing(actor));
    expect(added).toHaveLength(2);
    expect(added[0]).toMatchObject({ label: 'Work', fullName: 'Meera Iyer', childStoreId: null, deliveryType: 'D' });
    expect(stored.get(STORAGE_KEYS.addresses)).toEqual(added);

    actor.send({ type: 'address.edit', addressId: 'addr-1' });
    actor.send({ type: 'form.change', field: 'label', value: 'Other' });
    actor.send({ type: 'form.submit' });
    await listing(actor);
    expect((stored.get(STORAGE_KEYS.addresses) as SavedAddress[])[1]).toMatchObject({ address_id: 'addr-1', label: 'Other' });

    actor.send({ type: 'address.delete', addressId: 'addr-1' });
    actor.send({ type: 'delete.confirm' });
    await listing(actor);
    expect(stored.get(STORAGE_KEYS.addresses)).toEqual([added[0]]);
    expect(request).not.toHaveBeenCalled();
  });

  it('a failed load shows the error and can be retried', async () => {
    const load = vi
      .fn<() => Promise<AddressBookData>>()
      .mockRejectedValueOnce(networkFailure())
      .mockResolvedValueOnce({ addresses: [SAVED_HOME], recentSearches: [] });
    const { actor } = startBook({ load });
    const failed = await waitFor(actor, (state) => state.matches('failed'));
    expect(selectHasFailed(failed)).toBe(true);
    expect(selectAddressError(failed)?.kind).toBe('network');
    actor.send({ type: 'addresses.retry' });
    expect(selectAddresses(await listing(actor))).toEqual([SAVED_HOME]);
  });

  const messages: [AddressFormField, string, string][] = [
    ['firstName', '', 'addressFirstNameRequired'],
    ['firstName', 'a'.repeat(ADDRESS_FIELD_MAX.firstName + 1), 'addressFirstNameRequired'],
    ['lastName', ' ', 'addressLastNameRequired'],
    ['lastName', 'a'.repeat(ADDRESS_FIELD_MAX.lastName + 1), 'addressLastNameRequired'],
    ['mobile', '', 'mobileRequired'],
    ['mobile', '12345', 'addressMobileInvalid'],
    ['email', '', 'emailRequired'],
    ['email', 'meera@', 'addressEmailInvalid'],
    ['address', '', 'addressStreetRequired'],
    ['address', 'a'.repeat(ADDRESS_FIELD_MAX.address + 1), 'addressStreetRequired'],
    ['houseNo', '', 'houseNoRequired'],
    ['houseNo', 'a'.repeat(ADDRESS_FIELD_MAX.houseNo + 1), 'houseNoRequired'],
    ['locality', '', 'localityRequired'],
  ];

  it.each(messages)('%s "%s" shows "%s" inline as typed and on submit, and nothing is saved', async (field, value, message) => {
    const { actor, calls } = startBook();
    await listing(actor);
    actor.send({ type: 'address.add', draft: VALID_DRAFT });
    actor.send({ type: 'form.change', field, value });
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ [field]: message });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectFormErrors(actor.getSnapshot())).toEqual({ [field]: message });
    expect(calls.save).not.toHaveBeenCalled();
  });

  it('an empty form shows no message until submitted, then every field’s message; fixing a field clears only its own', async () => {
    const { actor } = startBook();
    await listing(actor);
    actor.send({ type: 'address.add' });
    expect(selectFormErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(Object.keys(selectFormErrors(actor.getSnapshot())).sort()).toEqual([
      'address',
      'email',
      'firstName',
      'houseNo',
      'lastName',
      'locality',
      'mobile',
    ]);
    actor.send({ type: 'form.change', field: 'firstName', value: 'Meera' });
    expect(selectFormErrors(actor.getSnapshot()).firstName).toBeUndefined();
    expect(selectFormErrors(actor.getSnapshot()).lastName).toBe('addressLastNameRequired');
  });

  it('the saved body is trimmed, carries the full name, and drops an address_component whose values are all empty', async () => {
    const { actor, calls } = startBook();
    await listing(actor);
    actor.send({ type: 'address.add', draft: VALID_DRAFT });
    actor.send({ type: 'form.submit' });
    await listing(actor);
    const { body, addressId, userId } = calls.save.mock.calls[0]![0];
    expect(userId).toBe('user-42');
    expect(addressId).toBeNull();
    expect(body).not.toHaveProperty('address_component');
    expect(body).toMatchObject({ label: 'Work', firstName: 'Meera', fullName: 'Meera Iyer', mobile_no: '9123456780' });

    actor.send({ type: 'address.add', draft: { ...VALID_DRAFT, addressComponent: { area_level1: 'Karnataka', area_level2: '' } } });
    actor.send({ type: 'form.submit' });
    await listing(actor);
    expect(calls.save.mock.calls[1]![0].body.address_component).toEqual({ area_level1: 'Karnataka', area_level2: '' });
  });

  it('a refused save returns to the form with the server’s message and the typed values', async () => {
    const { actor } = startBook({ save: () => Promise.reject(serverError('BAD_REQUEST', 'Address not allowed')) });
    await listing(actor);
    actor.send({ type: 'address.add', draft: VALID_DRAFT });
    actor.send({ type: 'form.submit' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    const editing = await waitFor(actor, (state) => state.matches('editing') && selectAddressError(state) !== null);
    expect(selectAddressError(editing)?.displayMsg).toBe('Address not allowed');
    expect(selectForm(editing)?.firstName).toBe(' Meera ');
    actor.send({ type: 'form.cancel' });
    expect(selectForm(actor.getSnapshot())).toBeNull();
    expect(selectAddressError(actor.getSnapshot())).toBeNull();
  });

  it('deletes only after confirmation; a failed delete stays in the confirmation and can be confirmed again', async () => {
    const remove = vi.fn<() => Promise<void>>().mockRejectedValueOnce(networkFailure()).mockResolvedValueOnce(undefined);
    const { actor, calls } = startBook({ remove });
    await listing(actor);
    actor.send({ type: 'address.delete', addressId: 'addr-1' });
    expect(selectIsConfirmingDelete(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('listing');
    expect(calls.remove).not.toHaveBeenCalled();

    actor.send({ type: 'address.delete', addressId: 'addr-1' });
    actor.send({ type: 'delete.confirm' });
    const failed = await waitFor(actor, (state) => state.matches({ confirmingDelete: 'failed' }));
    expect(selectHasFailed(failed)).toBe(true);
    expect(selectAddresses(failed)).toEqual([SAVED_HOME]);
    actor.send({ type: 'delete.confirm' });
    expect(selectAddresses(await listing(actor))).toEqual([]);
    expect(calls.remove).toHaveBeenLastCalledWith({ userId: 'user-42', addressId: 'addr-1' });
  });

  it('an unknown address cannot be edited or deleted', async () => {
    const { actor } = startBook();
    await listing(actor);
    actor.send({ type: 'address.edit', addressId: 'nope' });
    actor.send({ type: 'address.delete', addressId: 'nope' });
    expect(actor.getSnapshot().value).toBe('listing');
  });

  it('a location equal to a saved address at 3 decimals picks it; otherwise the SPEC 8 notice shows until dismissed', async () => {
    const { actor, emitted } = startBook();
    await listing(actor);
    actor.send({ type: 'location.match', latitude: 12.9344, longitude: 77.6254 });
    expect(emitted).toEqual([]);
    expect(selectNotice(actor.getSnapshot())).toEqual({ header: 'locationNoSavedAddressHeader', body: 'locationNoSavedAddress' });
    actor.send({ type: 'notice.dismiss' });
    expect(selectNotice(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'location.match', latitude: 12.9348, longitude: 77.6249 });
    expect(emitted).toEqual([{ type: 'address.matched', address: SAVED_HOME }]);
    expect(selectNotice(actor.getSnapshot())).toBeNull();
  });

  it('recent searches keep the 4 newest without repeats, persisted, and show 3', async () => {
    stored.set(STORAGE_KEYS.recentSearches, [place(1)]);
    const actor = createActor(addressBookMachine, { input: { userId: null } }).start();
    expect(selectRecentSearches(await listing(actor))).toEqual([place(1)]);
    for (const n of [2, 3, 4, 5, 3]) {
      actor.send({ type: 'search.remember', place: place(n) });
      await listing(actor);
    }
    const kept = [place(3), place(5), place(4), place(2)];
    expect(RECENT_SEARCHES_KEPT).toBe(4);
    expect(stored.get(STORAGE_KEYS.recentSearches)).toEqual(kept);
    expect(selectRecentSearches(actor.getSnapshot())).toEqual(kept.slice(0, 3));
  });
});
