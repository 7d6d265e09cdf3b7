import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PATHS } from '@/contract/paths';
import type { MenuProduct, MenuResponse } from '@/contract/menu';
import { storeProductStock } from '@server/db/schema';
import { OUT_OF_STOCK } from '@server/db/seed/stock';
import { isInStock, outOfStockIds } from '@server/services/stock';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  headers = (await signInAnonymously(server)).headers;
});
afterAll(() => server.close());

/** Koramangala: the seed takes Corn & Cheese Delight (106) and Mango Lassi (703) off sale there. */
const KORAMANGALA = '66201';
const CONNAUGHT_PLACE = '66001';
const SOLD_OUT_PIZZA = 106;
const SOLD_OUT_BEVERAGE = 703;

const menuPath = (storeId: string) => PATHS.storeMenu.replace('{storeId}', storeId);

async function menuOf(storeId: string): Promise<{ menu: MenuResponse; etag: string }> {
  const response = await server.fetch(menuPath(storeId), { headers });
  expect(response.status).toBe(200);
  return { menu: (await response.json()) as MenuResponse, etag: response.headers.get('ETag')! };
}

/** Every listing of the product in the menu (a product appears in each of its categories). */
const listings = (menu: MenuResponse, productId: number): MenuProduct[] =>
  menu.data.flatMap((category) => category.data.filter((product) => product.id === productId));

describe('stock service', () => {
  it('lists the products a store took off sale, and none at a store without rows', async () => {
    const { db } = server.database;
    const seeded = new Set(OUT_OF_STOCK.filter((row) => row.storeId === KORAMANGALA && !row.inStock).map((row) => row.productId));
    expect(await outOfStockIds(db, KORAMANGALA)).toEqual(seeded);
    expect(seeded).toEqual(new Set([SOLD_OUT_PIZZA, SOLD_OUT_BEVERAGE]));
    expect(await outOfStockIds(db, CONNAUGHT_PLACE)).toEqual(new Set());
  });

  it('answers per store and product; an unknown product is never in stock', async () => {
    const { db } = server.database;
    expect(await isInStock(db, KORAMANGALA, SOLD_OUT_PIZZA)).toBe(false);
    expect(await isInStock(db, CONNAUGHT_PLACE, SOLD_OUT_PIZZA)).toBe(true);
    expect(await isInStock(db, KORAMANGALA, 101)).toBe(true);
    expect(await isInStock(db, KORAMANGALA, 99_999)).toBe(false);
  });

  it('counts a row saying in stock as in stock', async () => {
    const { db } = server.database;
    await db.insert(storeProductStock).values({ storeId: CONNAUGHT_PLACE, productId: 501, inStock: true });
    expect(await isInStock(db, CONNAUGHT_PLACE, 501)).toBe(true);
    expect((await outOfStockIds(db, CONNAUGHT_PLACE)).has(501)).toBe(false);
    await db.delete(storeProductStock).where(and(eq(storeProductStock.storeId, CONNAUGHT_PLACE), eq(storeProductStock.productId, 501)));
  });
});

describe('stock on the store menu', () => {
  it('shows an out-of-stock product with inStock false at that store and true elsewhere', async () => {
    const koramangala = (await menuOf(KORAMANGALA)).menu;
    const connaught = (await menuOf(CONNAUGHT_PLACE)).menu;
    for (const productId of [SOLD_OUT_PIZZA, SOLD_OUT_BEVERAGE]) {
      expect(listings(koramangala, productId).length).toBeGreaterThan(0);
      expect(listings(koramangala, productId).every((product) => !product.inStock)).toBe(true);
      expect(listings(connaught, productId).every((product) => product.inStock)).toBe(true);
    }
    // It stays listed with its prices: only sale is stopped.
    expect(listings(koramangala, SOLD_OUT_PIZZA)[0]?.crust.length).toBeGreaterThan(0);
    expect(listings(koramangala, 101).every((product) => product.inStock)).toBe(true);
  });

  it('changes the ETag when the stock changes, so a cached menu is not reused', async () => {
    const { db } = server.database;
    const before = await menuOf(CONNAUGHT_PLACE);
    await db.insert(storeProductStock).values({ storeId: CONNAUGHT_PLACE, productId: 702, inStock: false });
    const during = await menuOf(CONNAUGHT_PLACE);
    expect(during.etag).not.toBe(before.etag);
    expect(listings(during.menu, 702).every((product) => !product.inStock)).toBe(true);
    const revalidated = await server.fetch(menuPath(CONNAUGHT_PLACE), { headers: { ...headers, 'If-None-Match': before.etag } });
    expect(revalidated.status).toBe(200);

    await db
      .update(storeProductStock)
      .set({ inStock: true })
      .where(and(eq(storeProductStock.storeId, CONNAUGHT_PLACE), eq(storeProductStock.productId, 702)));
    const after = await menuOf(CONNAUGHT_PLACE);
    expect(after.etag).toBe(before.etag);
  });
});
