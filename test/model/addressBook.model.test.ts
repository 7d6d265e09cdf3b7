import { describe, expect, it } from 'vitest';
import type { GeoPlace, SavedAddress } from '@/api/contract';
import { addressBookMachine } from '@machines/addressBook.machine';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';

const home: SavedAddress = {
  address_id: 'addr-1',
  label: 'Home',
  firstName: 'Asha',
  lastName: 'Rao',
  fullName: 'Asha Rao',
  mobile_no: '9876543210',
  email: 'asha@example.com',
  address: 'MG Road',
  houseNo: '12B',
  locality: 'Koramangala',
  sub_locality: '',
  area1: '',
  area2: '',
  city: 'Bengaluru',
  latitude: 12.93456,
  longitude: 77.62544,
  deliveryType: 'D',
  childStoreId: 'S1',
};

const search: GeoPlace = {
  placeId: 'place-1',
  formattedAddress: 'Indiranagar, Bengaluru',
  locality: 'Indiranagar',
  subLocality: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
  latitude: 12.97,
  longitude: 77.64,
};

/** Equal to home at 3 decimals (SPEC 9); the other point differs in the third decimal of latitude. */
const nearHome = { latitude: 12.9348, longitude: 77.6249 };

describe('address book machine model', () => {
  it('walks every state and transition, telling the app only when a location matches a saved address', async () => {
    const result = await runModel({
      name: 'addressBook',
      machine: addressBookMachine,
      input: { userId: 'user-42' },
      events: [
        { type: 'xstate.done.actor.loadAddresses', output: { addresses: [home], recentSearches: [] } },
        { type: 'xstate.error.actor.loadAddresses', error: networkFailure() },
        { type: 'addresses.retry' },
        { type: 'address.add' },
        { type: 'address.edit', addressId: 'addr-1' },
        { type: 'form.change', field: 'houseNo', value: '' },
        { type: 'form.submit' },
        { type: 'form.cancel' },
        { type: 'xstate.done.actor.saveAddress', output: { ...home, houseNo: '14' } },
        { type: 'xstate.error.actor.saveAddress', error: serverError('BAD_REQUEST', 'Address not allowed') },
        { type: 'address.delete', addressId: 'addr-1' },
        { type: 'delete.cancel' },
        { type: 'delete.confirm' },
        { type: 'xstate.done.actor.deleteAddress', output: undefined },
        { type: 'xstate.error.actor.deleteAddress', error: networkFailure() },
        { type: 'location.match', ...nearHome },
        { type: 'location.match', latitude: 12.9344, longitude: 77.6254 },
        { type: 'notice.dismiss' },
        { type: 'search.remember', place: search },
        { type: 'xstate.done.actor.saveRecentSearches', output: undefined },
        { type: 'xstate.error.actor.saveRecentSearches', error: new Error('IndexedDB unavailable') },
      ],
      onStep: ({ step, emitted }) => {
        // Every saved address in the model is at home's point (edits keep the coordinates).
        const [saved] = (step.state.context as { addresses: SavedAddress[] }).addresses;
        const isNearHome = step.event.type === 'location.match' && 'latitude' in step.event && step.event.latitude === nearHome.latitude;
        expect(emitted).toEqual(isNearHome && saved !== undefined ? [{ type: 'addressMatched', address: saved }] : []);
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('addressBook: 10/10 states, 22/22 transitions');
  });
});
