/**
 * What an order keeps for after the order (tracking, history, reorder, invoice), written by the order service:
 * each line's choice, the delivery location and, at confirmation, the stage plan of the order clock.
 */
import { and, eq } from 'drizzle-orm';
import type { CartItem, DeliveryLocation, OrderDetails } from '@/api/contract';
import type { DeliveryType } from '@/domain/constants';
import type { Database } from '../db/client';
import { addresses, stores, type OrderLine, type StagePlan, type orders } from '../db/schema';
import { planStages } from './orderClock';
import { lineTotal } from './pricing';
import { isPickup } from './stores';

type Reader = Pick<Database, 'select'>;
type OrderRow = typeof orders.$inferSelect;

/** Separates a pizza's size and crust in a line's description ('Medium | Hand Tossed'). */
const DESCRIPTION_SEPARATOR = ' | ';
const ADDRESS_PART_SEPARATOR = ', ';

/** A priced cart line as the order keeps it. */
export function orderLineOf(item: CartItem): OrderLine {
  const description = item.size && item.crust ? [item.size.name, item.crust.name].join(DESCRIPTION_SEPARATOR) : item.product.description;
  return {
    productId: item.product.id,
    name: item.product.name,
    quantity: item.quantity,
    totalPaise: item.totalPriceAfterDiscount,
    beforeDiscountPaise: lineTotal(item),
    description,
    choice: {
      crustId: item.crustId,
      sizeId: item.sizeId,
      addTopngs: [...item.addTopngs],
      repTopngs: [...item.repTopngs],
      remTopngs: [...item.remTopngs],
      edvDealId: item.edvDealId,
    },
  };
}

/**
 * Where a delivery order goes: the caller's saved address when the order names one of theirs (its text and point
 * win), else the map point the client confirmed; null for pickup types.
 */
export async function deliveryLocationFor(
  db: Reader,
  userId: string,
  deliveryType: DeliveryType,
  details: Pick<OrderDetails, 'addressId' | 'deliveryLocation'>,
): Promise<DeliveryLocation | null> {
  if (isPickup(deliveryType)) return null;
  if (details.addressId !== null) {
    const [saved] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, details.addressId), eq(addresses.userId, userId)));
    if (saved) {
      const address = [saved.houseNo, saved.address, saved.locality, saved.city].map((part) => part.trim()).filter(Boolean);
      return { latitude: saved.latitude, longitude: saved.longitude, address: address.join(ADDRESS_PART_SEPARATOR) };
    }
  }
  return details.deliveryLocation;
}

/** A line's amount before the coupon discount (the bill's Discount row takes that off). */
export const lineAmount = (line: OrderLine): number => line.beforeDiscountPaise ?? line.totalPaise;

/** The order's delivery location as stored; null for pickup types. */
export function storedDeliveryLocation(order: Pick<OrderRow, 'deliveryLatitude' | 'deliveryLongitude' | 'deliveryAddress'>): DeliveryLocation | null {
  const { deliveryLatitude: latitude, deliveryLongitude: longitude, deliveryAddress: address } = order;
  if (latitude === null || longitude === null) return null;
  return { latitude, longitude, address: address ?? '' };
}

/** The stage plan of an order confirmed at `at`, from its store's and address's points. */
export async function stagePlanFor(db: Reader, order: OrderRow, at: Date, timeScale: number): Promise<StagePlan> {
  const [store] = await db.select({ latitude: stores.latitude, longitude: stores.longitude }).from(stores).where(eq(stores.id, order.storeId));
  if (!store) throw new Error(`Store ${order.storeId} of order ${order.id} does not exist.`);
  return planStages({
    confirmedAt: at.getTime(),
    advanceTime: order.advanceTime?.getTime() ?? null,
    deliveryType: order.deliveryType as DeliveryType,
    store,
    destination: storedDeliveryLocation(order),
    timeScale,
  });
}
