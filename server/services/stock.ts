/**
 * Per-store stock (SPEC 8 'Temporarily out of stock'): a product is in stock at a store unless a
 * store_product_stock row says otherwise. The menu reads the same list inside its one statement.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { products, storeProductStock } from '../db/schema';

/** `(select json_agg(product_id) ...)`: the ids the store given by `storeId` (a value or a column) cannot sell, ascending. */
export function outOfStockList(storeId: string | AnyPgColumn): SQL<number[]> {
  return sql<number[]>`(select coalesce(json_agg(${storeProductStock.productId} order by ${storeProductStock.productId}), '[]'::json)
    from ${storeProductStock} where ${storeProductStock.storeId} = ${storeId} and not ${storeProductStock.inStock})`;
}

/** The products the store cannot sell now. */
export async function outOfStockIds(db: Database, storeId: string): Promise<Set<number>> {
  const rows = await db
    .select({ productId: storeProductStock.productId })
    .from(storeProductStock)
    .where(and(eq(storeProductStock.storeId, storeId), eq(storeProductStock.inStock, false)));
  return new Set(rows.map((row) => row.productId));
}

/** True when the product exists and the store has not taken it off sale. */
export async function isInStock(db: Database, storeId: string, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ inStock: sql<boolean>`coalesce(${storeProductStock.inStock}, true)` })
    .from(products)
    .leftJoin(storeProductStock, and(eq(storeProductStock.productId, products.id), eq(storeProductStock.storeId, storeId)))
    .where(eq(products.id, productId));
  return row?.inStock ?? false;
}
