/**
 * A store's menu and toppings (SPEC 7 menu by store, toppings by store): categories in menu order with
 * their products, each product with its crusts, sizes and prices (integer paise) and its toppings.
 * One statement reads the store and every menu table as JSON lists with the store's out-of-stock ids, and
 * the lists are put together here; the routes keep the result per catalogue version (services/answerCache.ts). Favourites (SPEC 2 category 0) are per customer: the client builds that
 * category from the customer's favourites, so the store menu leaves it out and starts with Bestsellers.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PRODUCT_TYPES, type FoodType } from '@/contract/codes';
import type { MenuCategory, MenuCrust, MenuProduct, MenuResponse, Topping, ToppingsResponse } from '@/contract/menu';
import { MENU_SLUGS } from '@/domain/navigation';
import type { Database } from '../db/client';
import {
  cities,
  crusts,
  menuCategories,
  productCategories,
  productPrices,
  products,
  productToppings,
  sizes,
  stores,
  toppings,
} from '../db/schema';
import { outOfStockList } from './stock';
import { categoryName, productDescription } from '../texts';

interface CategoryRow {
  id: number;
  slug: string;
  name: string;
}
interface PlacementRow {
  categoryId: number;
  productId: number;
}
interface ProductRow {
  id: number;
  code: string;
  menuCode: string;
  name: string;
  description: string;
  foodType: FoodType;
  image: string;
  isCustomizable: boolean;
  pricePaise: number | null;
}
interface CrustRow {
  id: number;
  code: string;
  name: string;
}
interface SizeRow {
  id: number;
  code: string;
  name: string;
  serves: number;
}
interface PriceRow {
  productId: number;
  crustId: number;
  sizeId: number;
  pricePaise: number;
}
interface ProductToppingRow {
  productId: number;
  toppingId: number;
  isDefault: boolean;
}
type ToppingRow = Topping;

/** `(select json_agg(json_build_object('key', column, ...) order by ...) from table)`: a whole table in one value. */
function jsonList<Row>(table: PgTable, fields: { [K in keyof Row]: AnyPgColumn }, orderBy: SQL): SQL<Row[]> {
  const pairs = sql.join(
    Object.entries<AnyPgColumn>(fields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );
  return sql<Row[]>`(select coalesce(json_agg(json_build_object(${pairs}) order by ${orderBy}), '[]'::json) from ${table})`;
}

const storeColumns = { id: stores.id, name: stores.name, address: stores.address, city: cities.name };

const menuLists = {
  categories: jsonList<CategoryRow>(
    menuCategories,
    { id: menuCategories.id, slug: menuCategories.slug, name: menuCategories.name },
    sql`${menuCategories.position}`,
  ),
  placements: jsonList<PlacementRow>(
    productCategories,
    { categoryId: productCategories.categoryId, productId: productCategories.productId },
    sql`${productCategories.position}, ${productCategories.productId}`,
  ),
  products: jsonList<ProductRow>(
    products,
    {
      id: products.id,
      code: products.code,
      menuCode: products.menuCode,
      name: products.name,
      description: products.description,
      foodType: products.foodType,
      image: products.image,
      isCustomizable: products.isCustomizable,
      pricePaise: products.pricePaise,
    },
    sql`${products.position}`,
  ),
  crusts: jsonList<CrustRow>(crusts, { id: crusts.id, code: crusts.code, name: crusts.name }, sql`${crusts.position}`),
  sizes: jsonList<SizeRow>(sizes, { id: sizes.id, code: sizes.code, name: sizes.name, serves: sizes.serves }, sql`${sizes.position}`),
  prices: jsonList<PriceRow>(
    productPrices,
    {
      productId: productPrices.productId,
      crustId: productPrices.crustId,
      sizeId: productPrices.sizeId,
      pricePaise: productPrices.pricePaise,
    },
    sql`${productPrices.productId}`,
  ),
  productToppings: jsonList<ProductToppingRow>(
    productToppings,
    { productId: productToppings.productId, toppingId: productToppings.toppingId, isDefault: productToppings.isDefault },
    sql`${productToppings.toppingId}`,
  ),
};

const toppingList = jsonList<ToppingRow>(
  toppings,
  { id: toppings.id, code: toppings.code, name: toppings.name, foodType: toppings.foodType, price: toppings.pricePaise },
  sql`${toppings.id}`,
);

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Crusts in menu order, each with the sizes (in menu order) it is priced in; unpriced ones are left out. */
function crustsOf(prices: PriceRow[], crustRows: CrustRow[], sizeRows: SizeRow[]): MenuCrust[] {
  return crustRows.flatMap((crust) => {
    const sizesOfCrust = sizeRows.flatMap((size) => {
      const price = prices.find((row) => row.crustId === crust.id && row.sizeId === size.id);
      return price ? [{ sizeId: size.id, code: size.code, name: size.name, serves: size.serves, price: price.pricePaise }] : [];
    });
    return sizesOfCrust.length > 0 ? [{ crustId: crust.id, code: crust.code, name: crust.name, sizes: sizesOfCrust }] : [];
  });
}

function productOf(row: ProductRow, crust: MenuCrust[], productTops: ProductToppingRow[], soldOut: boolean): MenuProduct {
  const defaultCrustPrice = crust[0]?.sizes[0]?.price ?? null;
  const price = row.pricePaise ?? defaultCrustPrice;
  return {
    id: row.id,
    menuCode: row.menuCode,
    code: row.code,
    name: row.name,
    description: productDescription(row.code) ?? row.description,
    defaultPrice: price ?? 0,
    defaultCrustPrice,
    defaultToppings: productTops.filter((topping) => topping.isDefault).map((topping) => topping.toppingId),
    allowedToppings: productTops.map((topping) => topping.toppingId),
    crust,
    foodType: row.foodType,
    type: row.isCustomizable ? PRODUCT_TYPES.customisable : PRODUCT_TYPES.simple,
    image: row.image,
    // A product the store took off sale, or with no price left, stays listed as out of stock.
    inStock: !soldOut && price !== null,
  };
}

interface StoreCatalogue {
  store: MenuResponse['store'];
  categories: CategoryRow[];
  placements: PlacementRow[];
  /** Every product, in menu order, with the store's stock. */
  productsById: Map<number, MenuProduct>;
}

/** Everything the store sells, in one statement, or null when the store does not exist. */
async function storeCatalogue(db: Pick<Database, 'select'>, storeId: string): Promise<StoreCatalogue | null> {
  const [row] = await db
    .select({ ...storeColumns, ...menuLists, outOfStock: outOfStockList(stores.id) })
    .from(stores)
    .innerJoin(cities, eq(stores.cityId, cities.id))
    .where(eq(stores.id, storeId));
  if (!row) return null;

  const pricesByProduct = groupBy(row.prices, (price) => price.productId);
  const toppingsByProduct = groupBy(row.productToppings, (topping) => topping.productId);
  const outOfStock = new Set(row.outOfStock);
  const productsById = new Map(
    row.products.map((product) => [
      product.id,
      productOf(
        product,
        crustsOf(pricesByProduct.get(product.id) ?? [], row.crusts, row.sizes),
        toppingsByProduct.get(product.id) ?? [],
        outOfStock.has(product.id),
      ),
    ]),
  );
  const { id, name, address, city } = row;
  return { store: { id, name, address, city }, categories: row.categories, placements: row.placements, productsById };
}

/**
 * The store's menu, or null when the store does not exist. Every store lists the whole menu; what it
 * cannot sell now has inStock false. Starts with Bestsellers (SPEC 4 takes bestseller ids from the
 * first category); the per-customer Favourites category (SPEC 2 id 0) is not part of it.
 */
export async function storeMenu(db: Pick<Database, 'select'>, storeId: string): Promise<MenuResponse | null> {
  const catalogue = await storeCatalogue(db, storeId);
  if (!catalogue) return null;
  const { productsById } = catalogue;
  const placementsByCategory = groupBy(catalogue.placements, (placement) => placement.categoryId);
  const storeCategories = catalogue.categories.filter((category) => category.id !== MENU_SLUGS.favourites);
  const data: MenuCategory[] = storeCategories.map((category) => ({
    categoryId: category.id,
    categoryName: categoryName(category.slug) ?? category.name,
    data: (placementsByCategory.get(category.id) ?? []).flatMap((placement) => {
      const product = productsById.get(placement.productId);
      return product ? [product] : [];
    }),
  }));
  return { status: 'SUCCESS', store: catalogue.store, data };
}

/** The store's products by id (every product, with the store's stock), or null when the store does not exist. */
export async function storeProducts(db: Database, storeId: string): Promise<Map<number, MenuProduct> | null> {
  return (await storeCatalogue(db, storeId))?.productsById ?? null;
}

/** The toppings the store offers, by id, or null when the store does not exist. */
export async function storeToppings(db: Database, storeId: string): Promise<ToppingsResponse | null> {
  const [row] = await db.select({ id: stores.id, toppings: toppingList }).from(stores).where(eq(stores.id, storeId));
  return row ? { status: 'SUCCESS', data: row.toppings } : null;
}
