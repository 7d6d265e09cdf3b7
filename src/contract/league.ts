/**
 * The World Pizza League (SPEC 2 /worldPizzaLeague): the pizzas of the world-pizza-league category ranked by how
 * many of each were ordered in the current league week (an ISO week in India time), from confirmed orders.
 * Times are epoch ms.
 */
import { z } from 'zod';
import { COUNTRY_CODE } from '@/domain/league';
import { FOOD_TYPES } from './codes';
import { shortCode } from './fields';

/** Optional `storeId`: only that store's orders count; all stores' without it. */
export const leagueQuery = z.object({ storeId: shortCode.optional() });

export const leagueEntry = z.object({
  /** 1 for the most ordered; pizzas ordered alike keep their menu order. */
  rank: z.number().int().positive(),
  productId: z.number().int().positive(),
  name: z.string(),
  image: z.string(),
  foodType: z.enum(FOOD_TYPES),
  /** Where the recipe comes from, ISO 3166-1 alpha-2 ('IT'); null when the menu names none. */
  country: z.string().regex(COUNTRY_CODE).nullable(),
  /** How many of this pizza confirmed orders took since `weekStart`. */
  ordersThisWeek: z.number().int().nonnegative(),
});
export type LeagueEntry = z.infer<typeof leagueEntry>;

export const leagueResponse = z.object({
  /** The menu category the league ranks (SPEC 2 world-pizza-league, 51). */
  categoryId: z.number().int().nonnegative(),
  /** Monday 00:00 India time of the current week. */
  weekStart: z.number().int(),
  /** Every pizza of the category, best first. */
  entries: z.array(leagueEntry),
});
export type LeagueResponse = z.infer<typeof leagueResponse>;
