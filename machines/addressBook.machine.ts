/**
 * The address book (SPEC 3 Address, SPEC 5 address rules): lists, adds, edits and deletes saved
 * addresses, on the server for a logged-in user and in IndexedDB for a guest; matches a location to a
 * saved address to 3 decimals (SPEC 8/9); and keeps the recent searches (4 kept, 3 shown).
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { addressesApi } from '@/api/addresses';
import type { GeoPlace } from '@/contract/locations';
import type { AddressBody, AddressComponent, SavedAddress } from '@/contract/addresses';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { readStored, STORAGE_KEYS, writeStored } from '@/api/storage';
import {
  addressFullName,
  validateAddressForm,
  withoutEmptyAddressComponent,
  type AddressForm,
  type AddressFormErrors,
  type AddressFormField,
  type AddressLabel,
} from '@/domain/address';
import { DEFAULT_DELIVERY_TYPE, RECENT_ADDRESSES_KEPT } from '@/domain/constants';
import { findMatchingAddress, keepRecent, shownRecentSearches, type Coordinates } from '@/domain/geo';
import type { MessageCode } from '@/i18n/en/messages';
import { required } from './shared/required';

// Types

export interface AddressBookInput {
  /** The logged-in user's id; null for a guest, whose addresses stay on this device (SPEC 10). */
  userId: string | null;
}

/** The address form with the fields the map and the label picker fill in. */
export interface AddressDraft extends AddressForm {
  label: AddressLabel;
  city: string;
  subLocality: string;
  latitude: number;
  longitude: number;
  addressComponent: AddressComponent;
}

/** A popup text with its header. */
export interface AddressBookNotice {
  header: MessageCode;
  body: MessageCode;
}

export interface AddressBookContext extends AddressBookInput {
  /** Saved addresses, newest first. */
  addresses: SavedAddress[];
  /** Places searched last, newest first, at most RECENT_SEARCHES_KEPT. */
  recentSearches: GeoPlace[];
  /** The form being edited; null outside editing. */
  form: AddressDraft | null;
  /** The saved address being edited; null while adding. */
  editingId: string | null;
  /** SPEC 5 messages shown under the form's fields. */
  errors: AddressFormErrors;
  /** The address waiting for delete confirmation; null otherwise. */
  deletingId: string | null;
  /** Why loading, saving or deleting failed; null otherwise. */
  error: ApiError | null;
  /** SPEC 8 popup when a location matches no saved address; null otherwise. */
  notice: AddressBookNotice | null;
}

export type AddressFormChange = { field: AddressFormField; value: string } | { field: 'label'; value: AddressLabel };

export type AddressBookEvent =
  | { type: 'addresses.retry' }
  | { type: 'address.add'; draft?: Partial<AddressDraft> }
  | { type: 'address.edit'; addressId: string }
  | { type: 'address.delete'; addressId: string }
  | ({ type: 'form.change' } & AddressFormChange)
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'location.match'; latitude: number; longitude: number }
  | { type: 'notice.dismiss' }
  | { type: 'search.remember'; place: GeoPlace };

/** The screen listens with `actor.on('address.matched', ...)` and uses the saved address. */
export type AddressBookEmitted = { type: 'address.matched'; address: SavedAddress };

/** `busy`: a request is in flight; `error`: loading or deleting failed. */
export type AddressBookTag = 'busy' | 'error';

export interface AddressBookData {
  addresses: SavedAddress[];
  recentSearches: GeoPlace[];
}

export interface SaveAddressInput {
  userId: string | null;
  /** The address updated; null adds one. */
  addressId: string | null;
  body: AddressBody;
}

export interface DeleteAddressInput {
  userId: string | null;
  addressId: string;
}

// Constants

/** SPEC 9: recent searches kept (the same 4 as recent addresses); RECENT_SEARCHES_SHOWN of them shown. */
export const RECENT_SEARCHES_KEPT = RECENT_ADDRESSES_KEPT;

const EMPTY_DRAFT: AddressDraft = {
  label: 'Home',
  firstName: '',
  lastName: '',
  mobile: '',
  email: '',
  address: '',
  houseNo: '',
  locality: '',
  city: '',
  subLocality: '',
  latitude: 0,
  longitude: 0,
  addressComponent: {},
};

// Setup

/** SPEC 5: trimmed fields, the full name from first and last, address_component dropped when empty. */
export function addressBodyOf(draft: AddressDraft): AddressBody {
  return withoutEmptyAddressComponent<AddressBody>({
    label: draft.label,
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    fullName: addressFullName(draft.firstName, draft.lastName),
    mobile_no: draft.mobile.trim(),
    email: draft.email.trim(),
    address: draft.address.trim(),
    houseNo: draft.houseNo.trim(),
    locality: draft.locality.trim(),
    sub_locality: draft.subLocality.trim(),
    city: draft.city.trim(),
    latitude: draft.latitude,
    longitude: draft.longitude,
    address_component: draft.addressComponent,
  });
}

export function draftOf(address: SavedAddress): AddressDraft {
  return {
    label: address.label,
    firstName: address.firstName,
    lastName: address.lastName,
    mobile: address.mobile_no,
    email: address.email,
    address: address.address,
    houseNo: address.houseNo,
    locality: address.locality,
    city: address.city,
    subLocality: address.sub_locality,
    latitude: address.latitude,
    longitude: address.longitude,
    addressComponent: address.address_component ?? {},
  };
}

/** A guest's address as kept on the device; no store is known for it until a lookup. */
function localAddressOf(addressId: string, body: AddressBody): SavedAddress {
  const { fullName, sub_locality, area1, area2, deliveryType, ...rest } = body;
  return {
    ...rest,
    address_id: addressId,
    fullName: fullName ?? addressFullName(body.firstName, body.lastName),
    sub_locality: sub_locality ?? '',
    area1: area1 ?? '',
    area2: area2 ?? '',
    deliveryType: deliveryType ?? DEFAULT_DELIVERY_TYPE,
    childStoreId: null,
  };
}

/** Replaces the address with the same id, or puts a new one first (lists are newest first). */
export function upsertAddress(list: readonly SavedAddress[], address: SavedAddress): SavedAddress[] {
  const known = list.some((entry) => entry.address_id === address.address_id);
  return known ? list.map((entry) => (entry.address_id === address.address_id ? address : entry)) : [address, ...list];
}

const readLocalAddresses = async (): Promise<SavedAddress[]> => (await readStored<SavedAddress[]>(STORAGE_KEYS.addresses)) ?? [];

const samePlace = (a: GeoPlace, b: GeoPlace): boolean => a.placeId === b.placeId;

/** Messages for the fields already showing one plus the changed field, so untouched fields stay quiet. */
function errorsAfterChange(form: AddressDraft, shown: AddressFormErrors, field: AddressFormField | 'label'): AddressFormErrors {
  const all = validateAddressForm(form);
  const fields = new Set<string>([...Object.keys(shown), field]);
  return Object.fromEntries(Object.entries(all).filter(([name]) => fields.has(name)));
}

export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    input: {} as AddressBookInput,
    emitted: {} as AddressBookEmitted,
    tags: {} as AddressBookTag,
  },
  actors: {
    loadAddresses: fromPromise<AddressBookData, { userId: string | null }>(async ({ input, signal }) => {
      const [addresses, recentSearches] = await Promise.all([
        input.userId === null
          ? readLocalAddresses()
          : addressesApi(getApiClient())
              .getAddresses(input.userId, { signal })
              .then((response) => response.addresses),
        readStored<GeoPlace[]>(STORAGE_KEYS.recentSearches).then((stored) => stored ?? []),
      ]);
      return { addresses, recentSearches };
    }),
    saveAddress: fromPromise<SavedAddress, SaveAddressInput>(async ({ input, signal }) => {
      const { userId, addressId, body } = input;
      if (userId !== null) {
        return addressId === null
          ? addressesApi(getApiClient()).addAddress(userId, body, { signal })
          : addressesApi(getApiClient()).updateAddress(userId, addressId, body, { signal });
      }
      const saved = localAddressOf(addressId ?? crypto.randomUUID(), body);
      await writeStored(STORAGE_KEYS.addresses, upsertAddress(await readLocalAddresses(), saved));
      return saved;
    }),
    deleteAddress: fromPromise<void, DeleteAddressInput>(async ({ input, signal }) => {
      if (input.userId !== null) return addressesApi(getApiClient()).deleteAddress(input.userId, input.addressId, { signal });
      const kept = (await readLocalAddresses()).filter((address) => address.address_id !== input.addressId);
      return writeStored(STORAGE_KEYS.addresses, kept);
    }),
    saveRecentSearches: fromPromise<void, { recentSearches: GeoPlace[] }>(({ input }) =>
      writeStored(STORAGE_KEYS.recentSearches, input.recentSearches),
    ),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateAddressForm(required(context.form, 'form'))).length === 0,
    hasAddress: ({ context }, params: { addressId: string }) =>
      context.addresses.some((address) => address.address_id === params.addressId),
    // SPEC 8/9: both coordinates equal at 3 decimals.
    hasMatchingAddress: ({ context }, params: { point: Coordinates }) => findMatchingAddress(params.point, context.addresses) !== undefined,
  },
  actions: {
    assignData: assign((_, params: { data: AddressBookData }) => ({
      addresses: params.data.addresses,
      recentSearches: params.data.recentSearches,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
    startAdding: assign((_, params: { draft: Partial<AddressDraft> | undefined }) => ({
      form: { ...EMPTY_DRAFT, ...params.draft },
      editingId: null,
      errors: {},
      error: null,
    })),
    startEditing: assign(({ context }, params: { addressId: string }) => {
      const address = context.addresses.find((entry) => entry.address_id === params.addressId);
      return { form: address ? draftOf(address) : null, editingId: params.addressId, errors: {}, error: null };
    }),
    changeForm: assign(({ context }, params: { change: AddressFormChange }) => {
      const form = { ...required(context.form, 'form'), [params.change.field]: params.change.value };
      return { form, errors: errorsAfterChange(form, context.errors, params.change.field) };
    }),
    assignFormErrors: assign(({ context }) => ({ errors: validateAddressForm(required(context.form, 'form')) })),
    stopEditing: assign({ form: null, editingId: null, errors: {}, error: null }),
    assignSaved: assign(({ context }, params: { address: SavedAddress }) => ({
      addresses: upsertAddress(context.addresses, params.address),
      form: null,
      editingId: null,
      errors: {},
      error: null,
    })),
    askDelete: assign((_, params: { addressId: string }) => ({ deletingId: params.addressId, error: null })),
    stopDeleting: assign({ deletingId: null, error: null }),
    removeDeleted: assign(({ context }) => ({
      addresses: context.addresses.filter((address) => address.address_id !== context.deletingId),
      deletingId: null,
      error: null,
    })),
    emitMatched: emit(({ context }, params: { point: Coordinates }) => ({
      type: 'address.matched' as const,
      address: findMatchingAddress(params.point, context.addresses) as SavedAddress,
    })),
    // SPEC 8: 'Location doesn’t match any saved address'.
    showNoMatch: assign({ notice: { header: 'locationNoSavedAddressHeader', body: 'locationNoSavedAddress' } }),
    dismissNotice: assign({ notice: null }),
    rememberSearch: assign(({ context }, params: { place: GeoPlace }) => ({
      recentSearches: keepRecent(context.recentSearches, params.place, RECENT_SEARCHES_KEPT, samePlace),
    })),
  },
}).createMachine({
  id: 'addressBook',
  initial: 'loading',
  context: ({ input }) => ({
    userId: input.userId,
    addresses: [],
    recentSearches: [],
    form: null,
    editingId: null,
    errors: {},
    deletingId: null,
    error: null,
    notice: null,
  }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadAddresses',
        src: 'loadAddresses',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: { target: 'listing', actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) } },
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: 'error',
      on: { 'addresses.retry': { target: 'loading', actions: 'clearError' } },
    },
    listing: {
      on: {
        'address.add': { target: 'editing', actions: { type: 'startAdding', params: ({ event }) => ({ draft: event.draft }) } },
        'address.edit': {
          guard: { type: 'hasAddress', params: ({ event }) => ({ addressId: event.addressId }) },
          target: 'editing',
          actions: { type: 'startEditing', params: ({ event }) => ({ addressId: event.addressId }) },
        },
        'address.delete': {
          guard: { type: 'hasAddress', params: ({ event }) => ({ addressId: event.addressId }) },
          target: 'confirmingDelete',
          actions: { type: 'askDelete', params: ({ event }) => ({ addressId: event.addressId }) },
        },
        'location.match': [
          {
            guard: { type: 'hasMatchingAddress', params: ({ event }) => ({ point: event }) },
            actions: [{ type: 'emitMatched', params: ({ event }) => ({ point: event }) }, 'dismissNotice'],
          },
          { actions: 'showNoMatch' },
        ],
        'notice.dismiss': { actions: 'dismissNotice' },
        'search.remember': {
          target: 'rememberingSearch',
          actions: { type: 'rememberSearch', params: ({ event }) => ({ place: event.place }) },
        },
      },
    },
    // The list is already updated; a failed write only loses the searches at the next visit.
    rememberingSearch: {
      invoke: {
        id: 'saveRecentSearches',
        src: 'saveRecentSearches',
        input: ({ context }) => ({ recentSearches: context.recentSearches }),
        onDone: 'listing',
        onError: 'listing',
      },
    },
    editing: {
      on: {
        'form.change': {
          actions: {
            type: 'changeForm',
            params: ({ event }) => ({ change: { field: event.field, value: event.value } as AddressFormChange }),
          },
        },
        'form.submit': [{ guard: 'isFormValid', target: 'saving' }, { actions: 'assignFormErrors' }],
        'form.cancel': { target: 'listing', actions: 'stopEditing' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context }) => ({
          userId: context.userId,
          addressId: context.editingId,
          body: addressBodyOf(required(context.form, 'form')),
        }),
        onDone: { target: 'listing', actions: { type: 'assignSaved', params: ({ event }) => ({ address: event.output }) } },
        onError: { target: 'editing', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmingDelete: {
      initial: 'asking',
      on: {
        'delete.cancel': { target: 'listing', actions: 'stopDeleting' },
        'delete.confirm': { target: 'deleting', actions: 'clearError' },
      },
      states: {
        asking: {},
        failed: { tags: 'error' },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ userId: context.userId, addressId: required(context.deletingId, 'address to delete') }),
        onDone: { target: 'listing', actions: 'removeDeleted' },
        onError: { target: 'confirmingDelete.failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});

// Selectors

export type AddressBookSnapshot = SnapshotFrom<typeof addressBookMachine>;

export const selectAddresses = (snapshot: AddressBookSnapshot): SavedAddress[] => snapshot.context.addresses;
export const selectForm = (snapshot: AddressBookSnapshot): AddressDraft | null => snapshot.context.form;
export const selectFormErrors = (snapshot: AddressBookSnapshot): AddressFormErrors => snapshot.context.errors;
export const selectAddressError = (snapshot: AddressBookSnapshot): ApiError | null => snapshot.context.error;
export const selectNotice = (snapshot: AddressBookSnapshot): AddressBookNotice | null => snapshot.context.notice;
export const selectIsConfirmingDelete = (snapshot: AddressBookSnapshot): boolean => snapshot.matches('confirmingDelete');
export const selectIsBusy = (snapshot: AddressBookSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: AddressBookSnapshot): boolean => snapshot.hasTag('error');
/** SPEC 9: the 3 newest of the kept searches. */
export const selectRecentSearches = (snapshot: AddressBookSnapshot): GeoPlace[] => shownRecentSearches(snapshot.context.recentSearches);
