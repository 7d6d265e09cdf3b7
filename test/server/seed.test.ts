import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_CHEESE_ITEM_ID, NON_VEG_CATEGORY_ID } from '@/domain/constants';
import {
  banners,
  crusts,
  localities,
  menuCategories,
  productCategories,
  productPrices,
  products,
  productToppings,
  sizes,
  stores,
  toppings,
  promos,
} from '@server/db/schema';
import { seedDatabase } from '@server/db/seed';
import { PUBLIC_DIR } from '@server/http/static';
import { createTestDatabase, type TestDatabase } from './support/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** SPEC 2 category ids and slugs. */
const SPEC_CATEGORIES: [string, number][] = [
  ['favourites', 0],
  ['bestsellers', 1],
  ['veg-pizza', 2],
  ['non-veg-pizza', 3],
  ['sides', 4],
  ['beverages', 5],
  ['pizza-mania', 20],
  ['dessert', 26],
  ['speciality-chicken', 46],
  ['combos', 50],
  ['world-pizza-league', 51],
  ['indian-masala-pizza', 71],
  ['daily-essentials', 76],
  ['pasta-pizza-party', 77],
];
const SPEC_SLUGS_WITHOUT_ID = ['new-launches', 'meals-combos', 'chicken-lovers-pizza'];

describe('seed', () => {
  it('has every SPEC 2 category with its id and slug, each with products', async () => {
    const rows = await database.db
      .select({ id: menuCategories.id, slug: menuCategories.slug, products: count(productCategories.productId) })
      .from(menuCategories)
      .leftJoin(productCategories, eq(productCategories.categoryId, menuCategories.id))
      .groupBy(menuCategories.id);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    for (const [slug, id] of SPEC_CATEGORIES) expect(bySlug.get(slug)?.id, slug).toBe(id);
    for (const slug of SPEC_SLUGS_WITHOUT_ID) expect(bySlug.has(slug), slug).toBe(true);
    for (const row of rows) expect(row.products, row.slug).toBeGreaterThan(0);
  });

  it('keeps veg products out of the non-veg category and non-veg ones out of veg-pizza', async () => {
    const rows = await database.db
      .select({ categoryId: productCategories.categoryId, foodType: products.foodType })
      .from(productCategories)
      .innerJoin(products, eq(products.id, productCategories.productId));
    expect(rows.filter((r) => r.categoryId === NON_VEG_CATEGORY_ID).every((r) => r.foodType === 'NON_VEG')).toBe(true);
    expect(rows.filter((r) => r.categoryId === 2).every((r) => r.foodType === 'VEG')).toBe(true);
  });

  it('has at least 30 products, veg and non-veg, with pizza codes starting PIZ', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rows.map((p) => p.foodType))).toEqual(new Set(['VEG', 'NON_VEG']));
    const priced = new Set((await database.db.select({ id: productPrices.productId }).from(productPrices)).map((r) => r.id));
    for (const product of rows) {
      // Pizzas are priced per crust and size; other items carry one price.
      expect(product.code.startsWith('PIZ'), product.code).toBe(priced.has(product.id));
      expect(product.pricePaise === null, product.code).toBe(priced.has(product.id));
    }
  });

  it('has 4 crusts and the 3 SPEC sizes, and every price is a positive integer in paise', async () => {
    expect(await database.db.select({ n: count() }).from(crusts)).toEqual([{ n: 4 }]);
    const sizeRows = await database.db.select({ name: sizes.name, serves: sizes.serves }).from(sizes).orderBy(sizes.position);
    expect(sizeRows).toEqual([
      { name: 'Regular', serves: 1 },
      { name: 'Medium', serves: 2 },
      { name: 'Large', serves: 4 },
    ]);
    const amounts = [
      ...(await database.db.select({ paise: productPrices.pricePaise }).from(productPrices)),
      ...(await database.db.select({ paise: toppings.pricePaise }).from(toppings)),
      ...(await database.db
        .select({ paise: products.pricePaise })
        .from(products)
        .where(sql`${products.pricePaise} is not null`)),
    ].map((row) => row.paise);
    expect(amounts.length).toBeGreaterThan(100);
    for (const paise of amounts) {
      expect(Number.isInteger(paise) && paise! > 0).toBe(true);
      // Seed prices are whole rupees.
      expect(paise! % 100).toBe(0);
    }
  });

  it('has extra cheese as topping 51, and every pizza allows it', async () => {
    const [cheese] = await database.db.select().from(toppings).where(eq(toppings.id, EXTRA_CHEESE_ITEM_ID));
    expect(cheese?.name).toBe('Extra Cheese');
    const pizzas = await database.db
      .select({ n: count() })
      .from(products)
      .where(sql`${products.code} like 'PIZ%'`);
    const allowing = await database.db
      .select({ n: countDistinct(productToppings.productId) })
      .from(productToppings)
      .where(eq(productToppings.toppingId, EXTRA_CHEESE_ITEM_ID));
    expect(allowing).toEqual(pizzas);
  });

  it('has at least 20 stores over at least 6 cities, some offline', async () => {
    const rows = await database.db.select().from(stores);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((s) => s.cityId)).size).toBeGreaterThanOrEqual(6);
    expect(rows.some((s) => s.online === 0)).toBe(true);
    expect(rows.filter((s) => s.online === 1).length).toBeGreaterThan(rows.length / 2);
    for (const store of rows) {
      // Roughly inside India.
      expect(store.latitude).toBeGreaterThan(6);
      expect(store.latitude).toBeLessThan(36);
      expect(store.longitude).toBeGreaterThan(68);
      expect(store.longitude).toBeLessThan(98);
    }
    const ids = new Set(rows.map((s) => s.id));
    for (const store of rows.filter((s) => s.advanceOrderStoreId)) expect(ids.has(store.advanceOrderStoreId!)).toBe(true);
  });

  it('has a gazetteer of at least 150 localities with six-digit postal codes', async () => {
    const rows = await database.db.select().from(localities);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    for (const place of rows) expect(place.postalCode, place.name).toMatch(/^[1-8]\d{5}$/);
    const names = rows.map((r) => r.name);
    for (const known of ['Koramangala', 'Indiranagar', 'Andheri West', 'Connaught Place', 'Banjara Hills', 'T. Nagar', 'Salt Lake']) {
      expect(names).toContain(known);
    }
  });

  it('references only images that exist on disk', async () => {
    const paths = [
      ...(await database.db.select({ image: products.image }).from(products)),
      ...(await database.db.select({ image: banners.image }).from(banners)),
    ].map((row) => row.image);
    for (const path of paths) {
      expect(path).toMatch(/^\/images\/(menu|banners)\/[\w-]+\.svg$/);
      expect(existsSync(join(PUBLIC_DIR, path)), path).toBe(true);
    }
  });

  it('is idempotent: seeding a seeded database changes nothing', async () => {
    const before = await database.db.select({ n: count() }).from(products);
    expect(await seedDatabase(database.db)).toBe(false);
    expect(await database.db.select({ n: count() }).from(products)).toEqual(before);
  });

  it('adds a part that an older database lacks, leaving the rest as it was', async () => {
    await database.db.delete(promos);
    const productsBefore = await database.db.select({ n: count() }).from(products);
    expect(await seedDatabase(database.db)).toBe(true);
    expect((await database.db.select({ n: count() }).from(promos))[0]?.n).toBeGreaterThan(0);
    expect(await database.db.select({ n: count() }).from(products)).toEqual(productsBefore);
  });
});
