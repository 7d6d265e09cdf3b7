import { describe, expect, it } from 'vitest';
import type { GeoPlace } from '@/contract/locations';
import type { SavedAddress } from '@/contract/addresses';
import { addressBookMachine } from '@machines/addressBook.machine';
import { networkFailure, SAVED_HOME, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';

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

/** Equal to SAVED_HOME at 3 decimals (SPEC 9); the other point differs in the third decimal of latitude. */
const nearHome = { latitude: 12.9348, longitude: 77.6249 };

describe('address book machine model', () => {
  it('walks every state and transition, telling the app only when a location matches a saved address', async () => {
    const result = await runModel({
      name: 'addressBook',
      machine: addressBookMachine,
      input: { userId: 'user-42' },
      events: [
        { type: 'xstate.done.actor.loadAddresses', output: { addresses: [SAVED_HOME], recentSearches: [] } },
        { type: 'xstate.error.actor.loadAddresses', error: networkFailure() },
        { type: 'addresses.retry' },
        { type: 'address.add' },
        { type: 'address.edit', addressId: 'addr-1' },
        { type: 'form.change', field: 'houseNo', value: '' },
        { type: 'form.submit' },
        { type: 'form.cancel' },
        { type: 'xstate.done.actor.saveAddress', output: { ...SAVED_HOME, houseNo: '14' } },
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
        // Every saved address in the model is at SAVED_HOME's point (edits keep the coordinates).
        const [saved] = (step.state.context as { addresses: SavedAddress[] }).addresses;
        const isNearHome = step.event.type === 'location.match' && 'latitude' in step.event && step.event.latitude === nearHome.latitude;
        expect(emitted).toEqual(isNearHome && saved !== undefined ? [{ type: 'address.matched', address: saved }] : []);
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('addressBook: 10/10 states, 22/22 transitions');
  });
});
