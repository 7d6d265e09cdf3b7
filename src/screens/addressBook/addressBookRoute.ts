/** Which address book the URL asks for (SPEC 2): managing the saved addresses, or choosing one for the order. */
import type { Coordinates } from '@/domain/geo';
import { QUERY, ROUTES } from '@/domain/navigation';

export type AddressBookMode = 'manage' | 'select';

export interface AddressBookRoute {
  mode: AddressBookMode;
  /** /myAddresses?fromProfile=true: the page was opened from the profile. */
  fromProfile: boolean;
  /** /address?latitude=..&longitude=..: a location to match to a saved address; null without one. */
  matchPoint: Coordinates | null;
}

const TRUE = 'true';

function coordinate(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * /myAddresses and /address?myAddress=true manage the saved addresses; /address and /changeAddress
 * choose the delivery address for the order.
 */
export function addressBookRouteOf(pathname: string, search: string): AddressBookRoute {
  const query = new URLSearchParams(search);
  const manage = pathname === ROUTES.myAddresses || (pathname === ROUTES.address && query.get(QUERY.myAddress) === TRUE);
  const latitude = coordinate(query.get(QUERY.latitude));
  const longitude = coordinate(query.get(QUERY.longitude));
  return {
    mode: manage ? 'manage' : 'select',
    fromProfile: query.get(QUERY.fromProfile) === TRUE,
    matchPoint: !manage && latitude !== null && longitude !== null ? { latitude, longitude } : null,
  };
}
