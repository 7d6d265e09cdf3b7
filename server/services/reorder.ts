/**
 * Reorder (SPEC 2 order history): the caller's cart becomes the lines of one of their orders that its store still
 * sells and has in stock, at that store and with that delivery type. Lines are checked by the pricing engine and
 * written by the cart service (the same rules as a cart PUT); the rest are named in `unavailable`.
 */
import type { ErrorItem } from '@/contract/errors';
import type { CartItemInput } from '@/contract/cart';
import type { ReorderResponse } from '@/contract/afterOrder';
import type { DeliveryType } from '@/domain/constants';
import type { Database } from '../db/client';
import type { OrderLine } from '../db/schema';
import { writeCart, type Caller } from './cart';
import { getAppConfig } from './config';
import { findEdvDeal } from './edv';
import type { OrderWithStore } from './orderHistory';
import { storedDeliveryLocation } from './orderRecord';
import { loadCatalogue, priceLine, type StoredLine } from './pricing';
import { outOfStockIds } from './stock';
import { serverText } from '../texts';

/** An order line as a cart line; a line stored without its choice is the product alone. */
function cartLineOf(line: OrderLine): CartItemInput {
  const choice = line.choice;
  return {
    productId: line.productId,
    crustId: choice?.crustId ?? null,
    sizeId: choice?.sizeId ?? null,
    quantity: line.quantity,
    addTopngs: choice?.addTopngs ?? [],
    repTopngs: choice?.repTopngs ?? [],
    remTopngs: choice?.remTopngs ?? [],
    ...(choice?.edvDealId ? { edvDealId: choice.edvDealId } : {}),
  };
}

const storedLineOf = (input: CartItemInput): StoredLine => ({ ...input, itemId: '', edvDealId: input.edvDealId ?? null });

/** The order's lines split into those the store can sell now and the names of the others. */
async function availableLines(
  db: Database,
  storeId: string,
  lines: OrderLine[],
): Promise<{ items: CartItemInput[]; unavailable: string[] }> {
  const inputs = lines.map(cartLineOf);
  const dealIds = [...new Set(inputs.flatMap((input) => (input.edvDealId ? [input.edvDealId] : [])))];
  const [catalogue, config, outOfStock, deals] = await Promise.all([
    loadCatalogue(
      db,
      inputs.map((input) => input.productId),
    ),
    getAppConfig(db),
    outOfStockIds(db, storeId),
    Promise.all(dealIds.map(async (id) => [id, await findEdvDeal(db, id, storeId)] as const)),
  ]);
  const rules = { extraCheeseLimit: config.extracheesecount, edvDeals: new Map(deals) };
  const items: CartItemInput[] = [];
  const unavailable: string[] = [];
  inputs.forEach((input, index) => {
    const sellable = !outOfStock.has(input.productId) && priceLine(catalogue, storedLineOf(input), rules).ok;
    if (sellable) items.push(input);
    else unavailable.push(lines[index]!.name);
  });
  return { items, unavailable: [...new Set(unavailable)] };
}

/** Nothing of the order can be sold now: the cart is left as it was. */
export const NOTHING_TO_REORDER_CODE = 'NOTHING_TO_REORDER';

export type ReorderResult = { ok: true; answer: ReorderResponse } | { ok: false; error: ErrorItem };

/** The order's store exists: findOwnOrder reads the order with its store. */
export async function reorder(db: Database, caller: Caller, { order, store }: OrderWithStore, now: Date): Promise<ReorderResult> {
  const deliveryType = order.deliveryType as DeliveryType;
  const { items, unavailable } = await availableLines(db, order.storeId, order.lines);
  if (items.length === 0) return { ok: false, error: { code: NOTHING_TO_REORDER_CODE, displayMsg: serverText('nothingToReorder') } };
  const written = await writeCart(db, caller, { storeId: order.storeId, deliveryType, replace: true, items }, now);
  if (!written.ok) return written;
  return {
    ok: true,
    answer: {
      storeId: order.storeId,
      storeLocation: { latitude: store.latitude, longitude: store.longitude },
      deliveryType,
      deliveryLocation: storedDeliveryLocation(order),
      addressId: order.addressId,
      cart: written.cart,
      unavailable,
    },
  };
}
