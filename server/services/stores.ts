/**
 * Stores: nearest stores, city stores, pickup cities and addresses, and the store that serves a point
 * (SPEC 4 store selection). Limits come from app config (SPEC 9).
 */
import { eq } from 'drizzle-orm';
import type { PickupStoreAddress, StoreSummary } from '@/contract/locations';
import { DELIVERY_TYPE, type DeliveryType, STORE_LIST_SIZE } from '@/domain/constants';
import { haversineKm, roundDistanceKm, type Coordinates } from '@/domain/geo';
import type { Database } from '../db/client';
import { cities, stores } from '../db/schema';
import { getAppConfig } from './config';

/** SPEC 9: this pickup locality is filtered from pickup results. */
export const PICKUP_EXCLUDED_LOCALITY = 'pokhra';
/** Delivery types the customer collects at the store (SPEC 1). */
export const PICKUP_DELIVERY_TYPES: readonly DeliveryType[] = [
  DELIVERY_TYPE.takeaway,
  DELIVERY_TYPE.pickup,
  DELIVERY_TYPE.dineIn,
  DELIVERY_TYPE.curbside,
];

export const isPickup = (deliveryType: DeliveryType): boolean => PICKUP_DELIVERY_TYPES.includes(deliveryType);

type StoreRow = typeof stores.$inferSelect & { city: string };

async function allStores(db: Database): Promise<StoreRow[]> {
  const rows = await db
    .select({ store: stores, city: cities.name })
    .from(stores)
    .innerJoin(cities, eq(stores.cityId, cities.id))
    .orderBy(stores.id);
  return rows.map(({ store, city }) => ({ ...store, city }));
}

const isExcludedPickup = (store: StoreRow): boolean => store.locality?.trim().toLowerCase() === PICKUP_EXCLUDED_LOCALITY;

/** Pickup results leave out the excluded locality; delivery results keep every store. */
const forDeliveryType = (rows: StoreRow[], deliveryType: DeliveryType): StoreRow[] =>
  isPickup(deliveryType) ? rows.filter((store) => !isExcludedPickup(store)) : rows;

function toSummary(store: StoreRow, point: Coordinates | null): StoreSummary {
  return {
    id: store.id,
    name: store.name,
    city: store.city,
    region: store.region,
    address: store.address,
    latitude: store.latitude,
    longitude: store.longitude,
    online: store.online === 1 ? 1 : 0,
    advanceOrderStoreId: store.advanceOrderStoreId,
    distanceKm: point ? roundDistanceKm(haversineKm(point, store)) : null,
  };
}

/** SPEC 9: within maxShownDistance, nearest first; store list 4, takeaway takeAwayStoreCount. */
export async function nearestStores(db: Database, point: Coordinates, deliveryType: DeliveryType): Promise<StoreSummary[]> {
  const config = await getAppConfig(db);
  const limit = isPickup(deliveryType) ? config.takeAwayStoreCount : STORE_LIST_SIZE;
  return forDeliveryType(await allStores(db), deliveryType)
    .map((store) => ({ store, km: haversineKm(point, store) }))
    .filter(({ km }) => km <= config.maxShownDistance)
    .sort((a, b) => a.km - b.km)
    .slice(0, limit)
    .map(({ store }) => toSummary(store, point));
}

/** A city's stores (case-insensitive name), nearest first when a point is given, else by name. */
export async function cityStores(
  db: Database,
  city: string,
  deliveryType: DeliveryType,
  point: Coordinates | null,
): Promise<StoreSummary[]> {
  const wanted = city.trim().toLowerCase();
  const summaries = forDeliveryType(await allStores(db), deliveryType)
    .filter((store) => store.city.toLowerCase() === wanted)
    .map((store) => toSummary(store, point));
  return summaries.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.name.localeCompare(b.name));
}

/** Cities with at least one store the customer can collect from, by name. */
export async function pickupCities(db: Database, deliveryType: DeliveryType): Promise<string[]> {
  const names = new Set(forDeliveryType(await allStores(db), deliveryType).map((store) => store.city));
  return [...names].sort((a, b) => a.localeCompare(b));
}

export async function pickupStoreAddress(db: Database, storeId: string): Promise<PickupStoreAddress | null> {
  const store = (await allStores(db)).find((row) => row.id === storeId && !isExcludedPickup(row));
  if (!store) return null;
  const { name, address, city, latitude, longitude } = store;
  return { storeId: store.id, name, address, city, latitude, longitude };
}

export type ServingStore = { ok: true; store: StoreSummary } | { ok: false; reason: 'storeNotAvailable' | 'notServiceable' };

/**
 * Delivery: the nearest online store whose delivery area covers the point. Pickup: the nearest store
 * within maxShownDistance. A covering store that is offline is 'storeNotAvailable' (SPEC 4 2.STORENA).
 */
export async function servingStore(db: Database, point: Coordinates, deliveryType: DeliveryType): Promise<ServingStore> {
  const covering = await coveringStores(db, point, deliveryType);
  if (covering.length === 0) return { ok: false, reason: 'notServiceable' };
  const online = covering.find(({ store }) => store.online === 1);
  return online ? { ok: true, store: toSummary(online.store, point) } : { ok: false, reason: 'storeNotAvailable' };
}

/**
 * A store the customer chose from a list: it must cover the point like any serving store, and an
 * offline one is 'storeNotAvailable' rather than silently replaced by a neighbour. Null: no such store.
 */
export async function chosenStore(
  db: Database,
  storeId: string,
  point: Coordinates,
  deliveryType: DeliveryType,
): Promise<ServingStore | null> {
  const rows = forDeliveryType(await allStores(db), deliveryType);
  if (!rows.some((store) => store.id === storeId)) return null;
  const chosen = (await coveringStores(db, point, deliveryType)).find(({ store }) => store.id === storeId);
  if (!chosen) return { ok: false, reason: 'notServiceable' };
  return chosen.store.online === 1 ? { ok: true, store: toSummary(chosen.store, point) } : { ok: false, reason: 'storeNotAvailable' };
}

/** Stores whose reach covers the point, nearest first: pickup within maxShownDistance, delivery within the store's radius. */
async function coveringStores(db: Database, point: Coordinates, deliveryType: DeliveryType): Promise<{ store: StoreRow; km: number }[]> {
  const reach = isPickup(deliveryType) ? (await getAppConfig(db)).maxShownDistance : null;
  return forDeliveryType(await allStores(db), deliveryType)
    .map((store) => ({ store, km: haversineKm(point, store) }))
    .filter(({ store, km }) => km <= (reach ?? store.deliveryRadiusKm))
    .sort((a, b) => a.km - b.km);
}
