/**
 * Whether somebody can serve an order, checked again at confirmation (the cart may be hours old): the cart's
 * store is online (SPEC 3 online 1; SPEC 4/8 2.STORENA), a home delivery point lies in that store's delivery
 * area by the same rule as the store lookup ('We Do not Deliver Here'), and an advance-order time is still ahead.
 * An offline store that names itself as its advance-order store takes advance orders for when it reopens.
 */
import { eq } from 'drizzle-orm';
import { STORE_ERROR_CODES } from '@/contract/codes';
import type { ErrorItem } from '@/contract/errors';
import { DELIVERY_TYPE, type DeliveryType } from '@/domain/constants';
import type { Coordinates } from '@/domain/geo';
import type { Database } from '../db/client';
import { stores } from '../db/schema';
import { chosenStore } from './stores';
import { messageText, serverText } from '../texts';

export const ADVANCE_TIME_PASSED_CODE = 'ADVANCE_TIME_PASSED';

const advanceTimePassed = (): ErrorItem => ({ code: ADVANCE_TIME_PASSED_CODE, displayMsg: serverText('advanceTimePassed') });
const storeNotAvailable = (): ErrorItem => ({ code: STORE_ERROR_CODES.storeNotAvailable, displayMsg: messageText('storeUnavailable') });
const notServiceable = (): ErrorItem => ({ code: STORE_ERROR_CODES.notServiceable, displayMsg: messageText('locationNotDeliverable') });

export interface OrderToServe {
  storeId: string;
  deliveryType: DeliveryType;
  /** Where a delivery goes; null for pickup types. */
  destination: Coordinates | null;
  /** Epoch ms of an advance order; null for Deliver Now. */
  advanceTime: number | null;
  now: Date;
}

/** Why nobody can serve the order, or null when its store can. */
export async function servingProblem(db: Database, order: OrderToServe): Promise<ErrorItem | null> {
  if (order.advanceTime !== null && order.advanceTime <= order.now.getTime()) return advanceTimePassed();
  const [store] = await db
    .select({ online: stores.online, advanceOrderStoreId: stores.advanceOrderStoreId })
    .from(stores)
    .where(eq(stores.id, order.storeId));
  const takesAdvanceOrders = order.advanceTime !== null && store?.advanceOrderStoreId === order.storeId;
  if (!store || (store.online !== 1 && !takesAdvanceOrders)) return storeNotAvailable();
  if (order.deliveryType !== DELIVERY_TYPE.delivery) return null;
  if (order.destination === null) return notServiceable();
  const covering = await chosenStore(db, order.storeId, order.destination, order.deliveryType);
  return covering === null || (!covering.ok && covering.reason === 'notServiceable') ? notServiceable() : null;
}
