/**
 * What a paid order takes out of the cart. At placement the order records the cart lines it took; at
 * confirmation exactly those quantities leave the cart, so lines added in another tab while the payment
 * was open stay. The leftover cart is the start of a new order:
 * the tip, optional charges and coupon were the paid order's and are cleared, so nothing is charged twice.
 * A cart with nothing left is deleted.
 */
import { eq, inArray } from 'drizzle-orm';
import type { CartResponse } from '@/contract/cart';
import type { Database } from '../db/client';
import { cartItems, carts, type OrderedCartLine } from '../db/schema';
import { sameChoice } from './cart';
import { choiceOf } from './orderRecord';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Every line of the cart the order is placed from, the unavailable ones too (the customer chose to go without them). */
export function orderedCartLines(cart: Pick<CartResponse, 'validItems' | 'invalidItems'>): OrderedCartLine[] {
  return [...cart.validItems, ...cart.invalidItems].map((item) => ({
    productId: item.product.id,
    quantity: item.quantity,
    ...choiceOf(item),
  }));
}

/** Takes the paid lines out of the user's cart; `paid` null (an order from before lines were recorded) empties it. */
export async function removePaidLines(tx: Tx, userId: string, paid: OrderedCartLine[] | null, at: Date): Promise<void> {
  const [cart] = await tx.select({ userId: carts.userId }).from(carts).where(eq(carts.userId, userId)).for('update');
  if (!cart) return;
  const owed = (paid ?? []).map((line) => ({ ...line }));
  const lines = paid === null ? [] : await tx.select().from(cartItems).where(eq(cartItems.userId, userId));
  const kept: { id: string; quantity: number; before: number }[] = [];
  for (const line of lines) {
    let quantity = line.quantity;
    for (const taken of owed) {
      if (quantity === 0 || taken.quantity === 0 || !sameChoice(line, taken)) continue;
      const removed = Math.min(quantity, taken.quantity);
      quantity -= removed;
      taken.quantity -= removed;
    }
    if (quantity > 0) kept.push({ id: line.id, quantity, before: line.quantity });
  }
  if (kept.length === 0) {
    await tx.delete(carts).where(eq(carts.userId, userId));
    return;
  }
  const keptIds = new Set(kept.map((line) => line.id));
  const gone = lines.filter((row) => !keptIds.has(row.id)).map((row) => row.id);
  if (gone.length > 0) await tx.delete(cartItems).where(inArray(cartItems.id, gone));
  for (const line of kept.filter((row) => row.quantity !== row.before)) {
    await tx.update(cartItems).set({ quantity: line.quantity }).where(eq(cartItems.id, line.id));
  }
  await tx
    .update(carts)
    .set({ tipPaise: 0, tipRemoved: false, autoTipSelected: false, optedChargeCodes: [], promoCode: null, updatedAt: at })
    .where(eq(carts.userId, userId));
}
