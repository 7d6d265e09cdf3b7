/**
 * What an order keeps for after the order (tracking, history, reorder, invoice), written by the order service:
 * each line's choice, the delivery location and, at confirmation, the stage plan of the order clock.
 */
import { and, eq } from 'drizzle-orm';
import type { CartCalculationRow, CartItem } from '@/contract/cart';
import type { DeliveryLocation, OrderDetails } from '@/contract/orders';
import { BILL_ROW_CODES } from '@/domain/bill';
import { DELIVERY_TYPE, type DeliveryType } from '@/domain/constants';
import type { Database } from '../db/client';
import { addresses, railOrders, stores, type OrderLine, type OrderLineChoice, type StagePlan, type orders } from '../db/schema';
import { planStages } from './orderClock';
import { railStagePlan } from './rail/railClock';
import { billRowLabel, lineTotal } from './pricing';
import { isPickup } from './stores';

type Reader = Pick<Database, 'select'>;
type OrderRow = typeof orders.$inferSelect;

/** Separates a pizza's size and crust in a line's description ('Medium | Hand Tossed'). */
const DESCRIPTION_SEPARATOR = ' | ';
const ADDRESS_PART_SEPARATOR = ', ';

/** What the customer chose on a cart line: enough to find or make the same line again. */
export const choiceOf = (item: CartItem): OrderLineChoice => ({
  crustId: item.crustId,
  sizeId: item.sizeId,
  addTopngs: [...item.addTopngs],
  repTopngs: [...item.repTopngs],
  remTopngs: [...item.remTopngs],
  edvDealId: item.edvDealId,
  ...(item.menuType ? { menuType: item.menuType } : {}),
});

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
    choice: choiceOf(item),
  };
}

/**
 * Where a delivery order goes: the caller's saved address when the order names one of theirs (its text, point and
 * house number win; the landmark is the client's), else the map point, house number and landmark the client
 * confirmed; null for pickup types.
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
      const address = [saved.address, saved.locality, saved.city].map((part) => part.trim()).filter(Boolean);
      return doorstepOf({
        latitude: saved.latitude,
        longitude: saved.longitude,
        address: address.join(ADDRESS_PART_SEPARATOR),
        houseNo: saved.houseNo.trim() || details.deliveryLocation?.houseNo,
        landmark: details.deliveryLocation?.landmark,
      });
    }
  }
  return details.deliveryLocation && doorstepOf(details.deliveryLocation);
}

/** A delivery location with its house number and landmark trimmed, and left out when empty. */
function doorstepOf({ houseNo, landmark, ...location }: DeliveryLocation): DeliveryLocation {
  const house = houseNo?.trim();
  const near = landmark?.trim();
  return { ...location, ...(house ? { houseNo: house } : {}), ...(near ? { landmark: near } : {}) };
}

/** The order columns of a delivery location (all null for pickup types). */
export function deliveryColumns(
  delivery: DeliveryLocation | null,
): Pick<OrderRow, 'deliveryLatitude' | 'deliveryLongitude' | 'deliveryAddress' | 'deliveryHouseNo' | 'deliveryLandmark'> {
  return {
    deliveryLatitude: delivery?.latitude ?? null,
    deliveryLongitude: delivery?.longitude ?? null,
    deliveryAddress: delivery?.address ?? null,
    deliveryHouseNo: delivery?.houseNo ?? null,
    deliveryLandmark: delivery?.landmark ?? null,
  };
}

/** A line's amount before the coupon discount (the bill's Discount row takes that off). */
export const lineAmount = (line: OrderLine): number => line.beforeDiscountPaise ?? line.totalPaise;

/** The order's delivery location as stored; null for pickup types. */
export function storedDeliveryLocation(
  order: Pick<OrderRow, 'deliveryLatitude' | 'deliveryLongitude' | 'deliveryAddress' | 'deliveryHouseNo' | 'deliveryLandmark'>,
): DeliveryLocation | null {
  const { deliveryLatitude: latitude, deliveryLongitude: longitude, deliveryAddress: address } = order;
  if (latitude === null || longitude === null) return null;
  return doorstepOf({
    latitude,
    longitude,
    address: address ?? '',
    houseNo: order.deliveryHouseNo ?? undefined,
    landmark: order.deliveryLandmark ?? undefined,
  });
}

/**
 * The bill as charged: the cart's rows kept on the order, or for an order placed before they were kept, the rows
 * its amounts give (Taxes & Charges not itemised).
 */
export function billRowsOf(
  order: Pick<OrderRow, 'billRows' | 'subTotalPaise' | 'discountPaise' | 'taxesPaise' | 'tipPaise' | 'grandTotalPaise'>,
): CartCalculationRow[] {
  if (order.billRows) return order.billRows;
  const row = (key: string, value: number): CartCalculationRow => ({ key, label: billRowLabel(key), value });
  return [
    row(BILL_ROW_CODES.subTotal, order.subTotalPaise),
    row(BILL_ROW_CODES.discount, order.discountPaise),
    row(BILL_ROW_CODES.taxesAndCharges, order.taxesPaise),
    row(BILL_ROW_CODES.tip, order.tipPaise),
    row(BILL_ROW_CODES.grandTotal, order.grandTotalPaise),
  ];
}

/**
 * The stage plan of an order confirmed at `at`, from its store's and address's points; an order to a seat follows its
 * train instead (rail/railClock.ts): baked before it is PREPARED, dispatched when OUTFORDELIVERY, delivered as the
 * train is expected in.
 */
export async function stagePlanFor(db: Reader, order: OrderRow, at: Date, timeScale: number): Promise<StagePlan> {
  if (order.deliveryType === DELIVERY_TYPE.train) {
    const [rail] = await db
      .select({ expectedArrival: railOrders.expectedArrival })
      .from(railOrders)
      .where(eq(railOrders.orderId, order.id));
    if (rail) return railStagePlan(at.getTime(), rail.expectedArrival.getTime(), timeScale);
  }
  const [store] = await db
    .select({ latitude: stores.latitude, longitude: stores.longitude })
    .from(stores)
    .where(eq(stores.id, order.storeId));
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
