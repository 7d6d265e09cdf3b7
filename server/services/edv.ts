/**
 * Everyday-value deals (SPEC 7 EDV by store, EDV by dealId, mix-and-match menu): pizzas of one size
 * at one price each. A deal is offered at every store or at the stores listed for it. Cart pricing
 * finds the deal of a line with findEdvDeal.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { EdvDeal, MenuProduct, MixMatchResponse } from '@/contract/menu';
import type { Database } from '../db/client';
import { edvDealProducts, edvDeals, edvDealStores, stores } from '../db/schema';
import { storeProducts } from './menu';

/** The sizes of the mix-and-match menu (SPEC 7 edvMixMatchMenu medium and regular). */
export const EDV_SIZE_CODES = { medium: 'M', regular: 'R' } as const;

/** `(select json_agg(...))`: the deals offered at the store, in deal order, optionally only the one with `dealId`. */
function dealsAt(storeId: string, dealId?: string): SQL<EdvDeal[]> {
  const productIds = sql`(select coalesce(json_agg(${edvDealProducts.productId} order by ${edvDealProducts.position}), '[]'::json)
    from ${edvDealProducts} where ${edvDealProducts.dealId} = ${edvDeals.id})`;
  const offered = sql`(${edvDeals.allStores} or exists (select 1 from ${edvDealStores}
    where ${edvDealStores.dealId} = ${edvDeals.id} and ${edvDealStores.storeId} = ${storeId}))`;
  const only = dealId === undefined ? sql`` : sql` and ${edvDeals.id} = ${dealId}`;
  return sql<EdvDeal[]>`(select coalesce(json_agg(json_build_object(
      'dealId', ${edvDeals.id},
      'title', ${edvDeals.title},
      'description', ${edvDeals.description},
      'pricePerPizza', ${edvDeals.pricePerPizzaPaise},
      'pizzasRequired', ${edvDeals.pizzasRequired},
      'sizeCode', ${edvDeals.sizeCode},
      'productIds', ${productIds}
    ) order by ${edvDeals.position}), '[]'::json)
    from ${edvDeals} where ${offered}${only})`;
}

/** The deals offered at the store, or null when the store does not exist. */
export async function storeEdvDeals(db: Database, storeId: string): Promise<EdvDeal[] | null> {
  const [row] = await db
    .select({ deals: dealsAt(storeId) })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row ? row.deals : null;
}

/** The deal if it exists and the store (which must exist) offers it; null otherwise. */
export async function findEdvDeal(db: Database, dealId: string, storeId: string): Promise<EdvDeal | null> {
  const [row] = await db
    .select({ deals: dealsAt(storeId, dealId) })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row?.deals[0] ?? null;
}

/** The product as sold in one size: crusts baked in that size, each with only that size; null when none is. */
function inSize(product: MenuProduct, sizeCode: string): MenuProduct | null {
  const crust = product.crust.flatMap((c) => {
    const sizes = c.sizes.filter((size) => size.code === sizeCode);
    return sizes.length > 0 ? [{ ...c, sizes }] : [];
  });
  const price = crust[0]?.sizes[0]?.price;
  return price === undefined ? null : { ...product, crust, defaultPrice: price, defaultCrustPrice: price };
}

/** The in-stock products of the deals of one size, each once, in deal order, restricted to that size. */
function mixMatchOf(deals: EdvDeal[], products: Map<number, MenuProduct>, sizeCode: string): MenuProduct[] {
  const ids = new Set(deals.filter((deal) => deal.sizeCode === sizeCode).flatMap((deal) => deal.productIds));
  return [...ids].flatMap((id) => {
    const product = products.get(id);
    const sized = product?.inStock ? inSize(product, sizeCode) : null;
    return sized ? [sized] : [];
  });
}

/** SPEC 7 mix-and-match menu of the store, or null when the store does not exist. */
export async function storeMixMatch(db: Database, storeId: string): Promise<MixMatchResponse['edvMixMatchMenu'] | null> {
  const [deals, products] = await Promise.all([storeEdvDeals(db, storeId), storeProducts(db, storeId)]);
  if (!deals || !products) return null;
  return {
    medium: mixMatchOf(deals, products, EDV_SIZE_CODES.medium),
    regular: mixMatchOf(deals, products, EDV_SIZE_CODES.regular),
  };
}
