/**
 * The house numbers and landmarks this device was given for map-pin delivery points (STORAGE_KEYS.doorsteps):
 * the delivery point of the selected store that needs one, and remembering what was given for it, so the
 * same point asks prefilled next time. Points match as SPEC 9 locations do (3 decimals); 4 are kept.
 */
import { readStored, STORAGE_KEYS, writeStored } from '@/api/storage';
import type { Doorstep } from '@/domain/address';
import { DELIVERY_TYPE } from '@/domain/constants';
import { keepRecent, sameLocation3dp, type Coordinates } from '@/domain/geo';
import type { StoreActorRef } from '../store.machine';
import { readSelectedStore } from './selectedStore';

/** A remembered house number and landmark with the point they were given for. */
export interface RememberedDoorstep extends Doorstep, Coordinates {}

/** The map-pin delivery point an order goes to, and what this device remembers for it. */
export interface DoorstepTarget {
  point: Coordinates;
  /** The place named for the pin (empty when none was). */
  address: string;
  remembered: Doorstep | null;
}

async function readRemembered(): Promise<RememberedDoorstep[]> {
  return (await readStored<RememberedDoorstep[]>(STORAGE_KEYS.doorsteps)) ?? [];
}

/**
 * The delivery point of the store actor's selection when the order needs a house number from the customer: a
 * delivery to the map pin. Null for pickup types and saved addresses (a saved address has its house number).
 */
export async function readDoorstepTarget(storeActor: StoreActorRef): Promise<DoorstepTarget | null> {
  const store = await readSelectedStore(storeActor);
  if (store === null || store.deliveryType !== DELIVERY_TYPE.delivery || store.location.addressId !== null) return null;
  const point = { latitude: store.location.latitude, longitude: store.location.longitude };
  const found = (await readRemembered()).find((entry) => sameLocation3dp(entry, point));
  return {
    point,
    address: store.location.place?.formattedAddress ?? '',
    remembered: found ? { houseNo: found.houseNo, landmark: found.landmark } : null,
  };
}

/** Remembers the house number and landmark given for a point, newest first. */
export async function rememberDoorstep(point: Coordinates, doorstep: Doorstep): Promise<void> {
  const entry: RememberedDoorstep = { ...point, houseNo: doorstep.houseNo.trim(), landmark: doorstep.landmark.trim() };
  await writeStored(STORAGE_KEYS.doorsteps, keepRecent(await readRemembered(), entry, undefined, sameLocation3dp));
}
