/**
 * The selected store as the app holds it (SPEC 3 storeId, location and deliveryType, SPEC 4 timing): the
 * store actor keeps it, and the machines and rules that belong to a store read it.
 */
import type { GeoPlace } from '@/contract/locations';
import type { StoreDeliveryType } from '@/domain/constants';

/** SPEC 4/9: Deliver Now, or an Advance Order whose processing starts 30 minutes before `at`. */
export type OrderTiming =
  { kind: 'now' } | { kind: 'advance'; /** The chosen time, epoch ms. */ at: number; /** Epoch ms. */ processingStartsAt: number };

/** The selection: SPEC 3 storeId, location and deliveryType, with the timing. */
export interface SelectedStore {
  /** The store orders go to: the advance-order store for advance orders when there is one. */
  storeId: string;
  childStoreId: string;
  deliveryType: StoreDeliveryType;
  location: { latitude: number; longitude: number; addressId: string | null; place: GeoPlace | null };
  timing: OrderTiming;
  /** SPEC 3 additonalUserIdentification, curbside only; null otherwise. */
  vehicleDetails: string | null;
}
