/**
 * The selected store as the app holds it (SPEC 3 storeId, location and deliveryType, SPEC 4 timing): the
 * store actor keeps it, and the machines and rules that belong to a store read it.
 */
import type { GeoPlace } from '@/contract/locations';
import type { DeliveryType } from '@/domain/constants';

/** SPEC 4/9: Deliver Now, or an Advance Order whose processing starts 30 minutes before `at`. */
export type OrderTiming =
  { kind: 'now' } | { kind: 'advance'; /** The chosen time, epoch ms. */ at: number; /** Epoch ms. */ processingStartsAt: number };

/** A rail order's seat and station (SPEC 3 rail order): what the order, the cart and the thank-you page need of the ticket. */
export interface SelectedRail {
  pnr: string;
  trainNo: string;
  /** The station the food is delivered at (SPEC 3 stationId). */
  stationId: string;
  stationName: string;
  /** Coach and berth of the ticket; null for a waitlisted ticket. */
  coach: string | null;
  berth: number | null;
  /** When the train is expected at the station, epoch ms. */
  arrivalAt: number;
  /** Whether everyday-value deals can go to this seat. */
  edvEnable: boolean;
}

/** The selection: SPEC 3 storeId, location and deliveryType, with the timing. */
export interface SelectedStore {
  /** The store orders go to: the advance-order store for advance orders when there is one. */
  storeId: string;
  childStoreId: string;
  deliveryType: DeliveryType;
  location: { latitude: number; longitude: number; addressId: string | null; place: GeoPlace | null };
  timing: OrderTiming;
  /** SPEC 3 additonalUserIdentification, curbside only; null otherwise. */
  vehicleDetails: string | null;
  /** The ticket and station of a delivery to a train seat (IRCTC); null or absent for every other delivery type. */
  rail?: SelectedRail | null;
}

/** The cities whose name contains the typed text, ignoring case and surrounding spaces; all of them for no text. */
export function citiesMatching(cities: readonly string[], text: string): string[] {
  const wanted = text.trim().toLocaleLowerCase('en-IN');
  return wanted === '' ? [...cities] : cities.filter((city) => city.toLocaleLowerCase('en-IN').includes(wanted));
}
