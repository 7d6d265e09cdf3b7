/**
 * The World Pizza League: the pizzas of the world-pizza-league category ranked by how many of each confirmed
 * orders took in the current league week (Monday 00:00 India time onwards), optionally at one store only. Pending
 * and failed orders do not count; pizzas ordered alike keep their menu order. One statement: the week's confirmed
 * orders (by confirmation time) are unnested into lines and summed per product.
 */
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { LeagueResponse } from '@/contract/league';
import { LEAGUE_WEEK_MS, leagueWeekStart } from '@/domain/league';
import { LEAGUE_CATEGORY_ID } from '@/domain/loyalty';
import type { Database } from '../db/client';
import { orders, productCategories, products } from '../db/schema';

export async function leagueOf(db: Database, options: { now: Date; storeId?: string }): Promise<LeagueResponse> {
  const weekStart = leagueWeekStart(options.now.getTime());
  const conditions: SQL[] = [
    eq(orders.status, 'CONFIRMED'),
    gte(orders.confirmedAt, new Date(weekStart)),
    lt(orders.confirmedAt, new Date(weekStart + LEAGUE_WEEK_MS)),
  ];
  if (options.storeId !== undefined) conditions.push(eq(orders.storeId, options.storeId));
  const ordered = db
    .select({
      productId: sql<number>`(line ->> 'productId')::integer`.as('league_product_id'),
      quantity: sql<number>`sum((line ->> 'quantity')::integer)`.as('league_quantity'),
    })
    .from(sql`${orders} cross join lateral jsonb_array_elements(${orders.lines}) as line`)
    .where(and(...conditions))
    .groupBy(sql`1`)
    .as('league_ordered');
  const count = sql<number>`coalesce(${ordered.quantity}, 0)`.mapWith(Number);
  const rows = await db
    .select({
      productId: products.id,
      name: products.name,
      image: products.image,
      foodType: products.foodType,
      country: products.country,
      ordersThisWeek: count,
    })
    .from(productCategories)
    .innerJoin(products, eq(products.id, productCategories.productId))
    .leftJoin(ordered, eq(ordered.productId, products.id))
    .where(eq(productCategories.categoryId, LEAGUE_CATEGORY_ID))
    .orderBy(desc(count), asc(productCategories.position), asc(products.id));
  return {
    categoryId: LEAGUE_CATEGORY_ID,
    weekStart,
    entries: rows.map((row, index) => ({ rank: index + 1, ...row })),
  };
}
