/**
 * Saved-address calls (SPEC 7): list, add, edit and delete a user's delivery addresses.
 * Bound to the client by the address book (`addressesApi(client)`), not composed into the client,
 * so none of it reaches the landing page.
 */
import type { AddressBody, AddressListResponse, SavedAddress } from '@/contract/addresses';
import { ENDPOINTS } from '@/contract/endpoints';
import type { ApiTransport, CallOptions } from './types';
import { withoutEmptyAddressComponent } from '@/domain/address';

export function addressesApi({ request }: ApiTransport) {
  const E = ENDPOINTS;
  const byUser = (userId: string) => ({ userId });
  return {
    getAddresses: (userId: string, options: CallOptions = {}) =>
      request<AddressListResponse>(E.getAddresses, { pathParams: byUser(userId), signal: options.signal }),
    addAddress: (userId: string, body: AddressBody, options: CallOptions = {}) =>
      request<SavedAddress>(E.addAddress, {
        body: withoutEmptyAddressComponent(body),
        pathParams: byUser(userId),
        signal: options.signal,
      }),
    updateAddress: (userId: string, addressId: string, body: AddressBody, options: CallOptions = {}) =>
      request<SavedAddress>(E.updateAddress, {
        body: withoutEmptyAddressComponent(body),
        pathParams: { ...byUser(userId), addressId },
        signal: options.signal,
      }),
    deleteAddress: async (userId: string, addressId: string, options: CallOptions = {}): Promise<void> => {
      await request<unknown>(E.deleteAddress, { pathParams: { ...byUser(userId), addressId }, signal: options.signal });
    },
  };
}
