/** SPEC 3 saved addresses of a logged-in user: list, save, update, delete; every call is scoped to the owner. */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { AddressComponent, SavedAddress } from '@/contract/addresses';
import type { AddressLabel } from '@/domain/address';
import type { DeliveryType } from '@/domain/constants';
import type { Database } from '../db/client';
import { addresses } from '../db/schema';
import type { ValidAddress } from '@/contract/addresses';
import { servingStore } from './stores';

type AddressRow = typeof addresses.$inferSelect;

/** SPEC 5: address_component is dropped when all its values are empty. */
export function keptComponent(component: AddressComponent | undefined): AddressComponent | null {
  if (!component) return null;
  return Object.values(component).some((value) => value.trim() !== '') ? component : null;
}

function toSaved(row: AddressRow): SavedAddress {
  const saved: SavedAddress = {
    address_id: row.id,
    label: row.label as AddressLabel,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: row.fullName,
    mobile_no: row.mobile,
    email: row.email,
    address: row.address,
    houseNo: row.houseNo,
    locality: row.locality,
    sub_locality: row.subLocality,
    city: row.city,
    area1: row.area1,
    area2: row.area2,
    latitude: row.latitude,
    longitude: row.longitude,
    deliveryType: row.deliveryType as DeliveryType,
    childStoreId: row.childStoreId,
  };
  return row.addressComponent ? { ...saved, address_component: row.addressComponent } : saved;
}

/** The row values of a valid body, with the store that delivers there. */
async function toColumns(db: Database, body: ValidAddress) {
  const serving = await servingStore(db, body, body.deliveryType);
  return {
    label: body.label,
    firstName: body.firstName,
    lastName: body.lastName,
    fullName: body.fullName || `${body.firstName} ${body.lastName}`,
    mobile: body.mobile_no,
    email: body.email,
    address: body.address,
    houseNo: body.houseNo,
    locality: body.locality,
    subLocality: body.sub_locality,
    city: body.city,
    area1: body.area1,
    area2: body.area2,
    latitude: body.latitude,
    longitude: body.longitude,
    deliveryType: body.deliveryType,
    addressComponent: keptComponent(body.address_component),
    childStoreId: serving.ok ? serving.store.id : null,
  };
}

const owned = (userId: string, addressId: string) => and(eq(addresses.userId, userId), eq(addresses.id, addressId));

export async function listAddresses(db: Database, userId: string): Promise<SavedAddress[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toSaved);
}

export async function findAddress(db: Database, userId: string, addressId: string): Promise<SavedAddress | null> {
  const [row] = await db.select().from(addresses).where(owned(userId, addressId));
  return row ? toSaved(row) : null;
}

export async function saveAddress(db: Database, userId: string, body: ValidAddress): Promise<SavedAddress> {
  const [row] = await db
    .insert(addresses)
    .values({ id: randomUUID(), userId, ...(await toColumns(db, body)) })
    .returning();
  return toSaved(row!);
}

export async function updateAddress(db: Database, userId: string, addressId: string, body: ValidAddress): Promise<SavedAddress | null> {
  const [row] = await db
    .update(addresses)
    .set({ ...(await toColumns(db, body)), updatedAt: new Date() })
    .where(owned(userId, addressId))
    .returning();
  return row ? toSaved(row) : null;
}

/** Records the store chosen for a saved address by a store lookup. */
export async function setChildStore(db: Database, userId: string, addressId: string, storeId: string): Promise<void> {
  await db.update(addresses).set({ childStoreId: storeId }).where(owned(userId, addressId));
}

export async function deleteAddress(db: Database, userId: string, addressId: string): Promise<boolean> {
  const deleted = await db.delete(addresses).where(owned(userId, addressId)).returning({ id: addresses.id });
  return deleted.length > 0;
}
