/** SPEC 7 favourites: the products a logged-in user marked, newest first. */
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { favourites, products } from '../db/schema';

/** The user's favourite product ids, newest first. */
export async function listFavourites(db: Database, userId: string): Promise<number[]> {
  const rows = await db
    .select({ productId: favourites.productId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), favourites.productId);
  return rows.map((row) => row.productId);
}

/**
 * Marks (idempotently: a product marked again keeps its place) or unmarks a product, then answers the
 * list; null when the product does not exist, with nothing written.
 */
export async function setFavourite(db: Database, userId: string, productId: number, favourite: boolean): Promise<number[] | null> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) return null;
  if (favourite) {
    await db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
  } else {
    await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)));
  }
  return listFavourites(db, userId);
}
