/** The new address's draft from the map: the pin, the place named for it and the user's contact details. */
import type { GeoPlace } from '@/contract/locations';
import type { Coordinates } from '@/domain/geo';
import type { AddressDraft } from '@machines/addressBook.machine';
import type { SessionUser } from '@machines/session.machine';

/** The street (`address`) and house number are left for the customer to type. */
export function newAddressDraft(point: Coordinates, place: GeoPlace | null, user: SessionUser | null): Partial<AddressDraft> {
  return {
    latitude: point.latitude,
    longitude: point.longitude,
    locality: place?.locality ?? '',
    subLocality: place?.subLocality ?? '',
    city: place?.city ?? '',
    ...(user ? { firstName: user.firstName, lastName: user.lastName, mobile: user.mobile, email: user.email } : {}),
  };
}
