/**
 * Loyalty menu items (SPEC 7 'Loyalty menu items ... GET'; SPEC 3 cart item menuType LOYALTY; SPEC 9: 600 points =
 * 1 free regular pizza): the free regular pizzas a Pizza Pals member may add to the cart at Rs 0, and how many the
 * credited points buy now. Points still inside their 24-48 hour window are pending, never spendable. Amounts in paise.
 */
import { z } from 'zod';
import { FOOD_TYPES } from './codes';
import { shortCode } from './fields';

/** GET loyaltyMenu query: the store whose pizzas are offered free. */
export const loyaltyMenuQuery = z.object({ storeId: shortCode });

/** A free item: a regular pizza of the store in its first crust made in the regular size. */
export const loyaltyMenuItem = z.object({
  /** SPEC 3 menuType of a free loyalty item. */
  menuType: z.literal('LOYALTY'),
  productId: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  foodType: z.enum(FOOD_TYPES),
  crustId: z.number(),
  crustName: z.string(),
  sizeId: z.number(),
  /** FREE_ITEM_SIZE_CODE (R). */
  sizeCode: z.string(),
  sizeName: z.string(),
  /** What the pizza costs when bought, paise: shown struck through. */
  originalPrice: z.number(),
  /** What it costs with points: 0. */
  price: z.literal(0),
});
export type LoyaltyMenuItem = z.infer<typeof loyaltyMenuItem>;

/** GET loyaltyMenu answer. */
export const loyaltyMenuResponse = z.object({
  status: z.literal('SUCCESS'),
  /** Whether the caller is an enrolled Pizza Pals member: only members take free items. */
  member: z.boolean(),
  /** Pizza Pals points credited to the wallet and spendable now. */
  points: z.number(),
  /** Points earned and not yet credited (SPEC 9: usable 24 hours after delivery): shown as pending. */
  pendingPoints: z.number(),
  /** SPEC 3 burnable.freeItems: free items the credited points buy now (0 for a non-member). */
  freeItems: z.number(),
  /** SPEC 9 POINTS_PER_FREE_ITEM. */
  pointsPerFreeItem: z.number(),
  items: z.array(loyaltyMenuItem),
});
export type LoyaltyMenuResponse = z.infer<typeof loyaltyMenuResponse>;
