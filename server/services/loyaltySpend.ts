/**
 * Spending Pizza Pals points (SPEC 3 cart item menuType LOYALTY, SPEC 7 loyalty menu items, SPEC 9: 600 points =
 * 1 free regular pizza, usable 24 hours after delivery). Only credited points are spendable: points still on their
 * way are pending. A free item is a regular pizza of the store priced at 0; the order that takes it burns the points.
 */
import { and, eq, inArray, isNull, sum } from 'drizzle-orm';
import type { CartItem } from '@/contract/cart';
import type { LoyaltyMenuItem, LoyaltyMenuResponse } from '@/contract/loyaltyMenu';
import type { OrderSummary } from '@/contract/orders';
import { FREE_ITEM_SIZE_CODE, freeItemsOf, LOYALTY_MENU_TYPE, PAISE_PER_POINT, POINTS_PER_FREE_ITEM } from '@/domain/loyalty';
import { MENU_SLUGS } from '@/domain/navigation';
import type { Database } from '../db/client';
import { loyaltyMembers, loyaltyPoints, walletEntries, wallets } from '../db/schema';
import { creditDuePoints } from './loyalty';
import { isMemberStatus, statusOf } from './loyaltyMembers';
import { storeMenu } from './menu';
import { freeItemKey, PIZZA_CODE_PREFIX } from './pricing';
import { serverText } from '../texts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

/** Categories whose pizzas are offered free, in menu order. */
const FREE_ITEM_CATEGORIES: readonly number[] = [MENU_SLUGS['veg-pizza'], MENU_SLUGS['non-veg-pizza']];

export interface FreeItemCaller {
  userId: string;
  loggedIn: boolean;
}

/** A Pizza Pals member now (loyaltyMembers.ts: WAITING or ENROLLED); one who opted out or never enrolled takes no free item. */
async function isMember(db: Pick<Database, 'select'>, userId: string, at: Date): Promise<boolean> {
  const [member] = await db.select().from(loyaltyMembers).where(eq(loyaltyMembers.userId, userId));
  return isMemberStatus(statusOf(member, at));
}

/** Pizza Pals points in the wallet now (SPEC 9: 1 point = Rs 1). */
export async function creditedPoints(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [wallet] = await db.select({ paise: wallets.pizzaPalsPaise }).from(wallets).where(eq(wallets.userId, userId));
  return Math.floor((wallet?.paise ?? 0) / PAISE_PER_POINT);
}

/** Points earned and not yet credited: shown as pending, never spendable. */
export async function pendingPoints(db: Pick<Database, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ points: sum(loyaltyPoints.points).mapWith(Number) })
    .from(loyaltyPoints)
    .where(and(eq(loyaltyPoints.userId, userId), isNull(loyaltyPoints.creditedAt)));
  return row?.points ?? 0;
}

/** How many free items the caller may take now, or why none (a guest or not a member). */
export type FreeItemAllowance = { ok: true; freeItems: number } | { ok: false; reason: 'freeItemLoginRequired' | 'freeItemMembersOnly' };

/** The caller's free items now; the points due are credited first so that they count from the minute they are usable. */
export async function freeItemAllowance(db: Db, caller: FreeItemCaller, at: Date): Promise<FreeItemAllowance> {
  if (!caller.loggedIn) return { ok: false, reason: 'freeItemLoginRequired' };
  if (!(await isMember(db, caller.userId, at))) return { ok: false, reason: 'freeItemMembersOnly' };
  await creditDuePoints(db, caller.userId, at);
  return { ok: true, freeItems: freeItemsOf(await creditedPoints(db, caller.userId)) };
}

export const isFreeItem = (line: { menuType?: string | null }): boolean => line.menuType === LOYALTY_MENU_TYPE;

/** Free lines beyond what the allowance covers, in cart order, each with the reason it cannot be had. */
export function refusedFreeLines(lines: readonly CartItem[], allowance: FreeItemAllowance): Map<string, string> {
  const refused = new Map<string, string>();
  let left = allowance.ok ? allowance.freeItems : 0;
  let wanted = 0;
  for (const line of lines.filter(isFreeItem)) {
    wanted += line.quantity;
    if (allowance.ok && line.quantity <= left) {
      left -= line.quantity;
      continue;
    }
    refused.set(
      line.itemId,
      allowance.ok
        ? serverText('freeItemPointsShort', { count: wanted, points: wanted * POINTS_PER_FREE_ITEM })
        : serverText(allowance.reason),
    );
  }
  return refused;
}

/** Points an order's free lines burn. */
export const pointsToBurn = (items: readonly CartItem[]): number =>
  items.filter(isFreeItem).reduce((total, item) => total + item.quantity * POINTS_PER_FREE_ITEM, 0);

/**
 * The free pizza menu of the store: its veg and non-veg pizzas, each in its first crust made in the regular size, at
 * Rs 0, in stock or not (the cart tells an out-of-stock line apart); null for an unknown store.
 */
async function freeMenuAt(db: Pick<Database, 'select'>, storeId: string): Promise<{ item: LoyaltyMenuItem; inStock: boolean }[] | null> {
  const menu = await storeMenu(db, storeId);
  if (!menu) return null;
  const seen = new Set<number>();
  const offers: { item: LoyaltyMenuItem; inStock: boolean }[] = [];
  for (const categoryId of FREE_ITEM_CATEGORIES) {
    for (const product of menu.data.find((category) => category.categoryId === categoryId)?.data ?? []) {
      if (seen.has(product.id) || !product.code.startsWith(PIZZA_CODE_PREFIX)) continue;
      const crust = product.crust.find((candidate) => candidate.sizes.some((size) => size.code === FREE_ITEM_SIZE_CODE));
      const size = crust?.sizes.find((candidate) => candidate.code === FREE_ITEM_SIZE_CODE);
      if (!crust || !size) continue;
      seen.add(product.id);
      offers.push({
        inStock: product.inStock,
        item: {
          menuType: LOYALTY_MENU_TYPE,
          productId: product.id,
          code: product.code,
          name: product.name,
          description: product.description,
          image: product.image,
          foodType: product.foodType,
          crustId: crust.crustId,
          crustName: crust.name,
          sizeId: size.sizeId,
          sizeCode: size.code,
          sizeName: size.name,
          originalPrice: size.price,
          price: 0,
        },
      });
    }
  }
  return offers;
}

/** What a LOYALTY cart line may be at the store (freeItemKey of each free pizza menu item, in stock or not). */
export async function freeItemKeysAt(db: Pick<Database, 'select'>, storeId: string): Promise<Set<string>> {
  const offers = (await freeMenuAt(db, storeId)) ?? [];
  return new Set(offers.map(({ item }) => freeItemKey(item.productId, item.crustId, item.sizeId)));
}

/** GET loyaltyMenu: the free regular pizzas of the store and what the caller's credited points buy now; null for an unknown store. */
export async function loyaltyMenu(db: Database, caller: FreeItemCaller, storeId: string, at: Date): Promise<LoyaltyMenuResponse | null> {
  const offers = await freeMenuAt(db, storeId);
  if (!offers) return null;
  const items = offers.filter(({ inStock }) => inStock).map(({ item }) => item);
  const allowance = await freeItemAllowance(db, caller, at);
  return {
    status: 'SUCCESS',
    member: allowance.ok,
    points: await creditedPoints(db, caller.userId),
    pendingPoints: await pendingPoints(db, caller.userId),
    freeItems: allowance.ok ? allowance.freeItems : 0,
    pointsPerFreeItem: POINTS_PER_FREE_ITEM,
    items,
  };
}

/** Why an order's free items cannot be had: the points they need. */
export function freeItemsShort(items: readonly CartItem[]): string {
  const count = items.filter(isFreeItem).reduce((total, item) => total + item.quantity, 0);
  return serverText('freeItemPointsShort', { count, points: count * POINTS_PER_FREE_ITEM });
}

/** Points an order burned, net of what its failure or cancellation gave back (SPEC 3 toBeConsumed.points). */
export async function burnedPoints(db: Pick<Database, 'select'>, orderId: string): Promise<number> {
  const [row] = await db
    .select({ paise: sum(walletEntries.amountPaise).mapWith(Number) })
    .from(walletEntries)
    .where(and(eq(walletEntries.orderId, orderId), inArray(walletEntries.reason, ['LOYALTY_BURNED', 'LOYALTY_RETURNED'])));
  return Math.max(0, Math.round(-(row?.paise ?? 0) / PAISE_PER_POINT));
}

/** SPEC 3 order status fields: the points an order earned and burned. */
export async function orderPointsOf(db: Pick<Database, 'select'>, order: { id: string; pointsEarned: number }) {
  return { earned: order.pointsEarned, burned: await burnedPoints(db, order.id) };
}

/** SPEC 3 earnableBurnable of an order: earned, burned, and the customer's points now (credited, and still pending). */
export async function orderPoints(
  db: Database,
  order: { id: string; userId: string; pointsEarned: number },
  at: Date,
): Promise<OrderSummary['earnableBurnable']> {
  await creditDuePoints(db, order.userId, at);
  const credited = await creditedPoints(db, order.userId);
  return {
    overall: { points: order.pointsEarned },
    burnable: { freeItems: freeItemsOf(credited) },
    toBeConsumed: { points: await burnedPoints(db, order.id) },
    updatedPointsBalance: credited,
    pendingPoints: await pendingPoints(db, order.userId),
  };
}
