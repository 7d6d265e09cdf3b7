/**
 * A store's menu and toppings (SPEC 7 menu by store, toppings by store): categories in menu order with
 * their products, each product with its crusts, sizes and prices (integer paise) and its toppings.
 * Computed per request, so every server process answers the same: one statement reads the store and
 * every menu table as JSON lists (DESIGN: menu API under 20 ms), and the lists are put together here.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  PRODUCT_TYPES,
  type FoodType,
  type MenuCategory,
  type MenuCrust,
  type MenuProduct,
  type MenuResponse,
  type Topping,
  type ToppingsResponse,
} from '@/api/contract';
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

interface CategoryRow {
  id: number;
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
    { id: menuCategories.id, name: menuCategories.name },
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

function productOf(row: ProductRow, crust: MenuCrust[], productTops: ProductToppingRow[]): MenuProduct {
  const defaultCrustPrice = crust[0]?.sizes[0]?.price ?? null;
  const price = row.pricePaise ?? defaultCrustPrice;
  return {
    id: row.id,
    menuCode: row.menuCode,
    code: row.code,
    name: row.name,
    description: row.description,
    defaultPrice: price ?? 0,
    defaultCrustPrice,
    defaultToppings: productTops.filter((topping) => topping.isDefault).map((topping) => topping.toppingId),
    allowedToppings: productTops.map((topping) => topping.toppingId),
    crust,
    foodType: row.foodType,
    type: row.isCustomizable ? PRODUCT_TYPES.customisable : PRODUCT_TYPES.simple,
    image: row.image,
    // A product with no price left cannot be sold: it stays listed, as out of stock.
    inStock: price !== null,
  };
}

/** The store's menu, or null when the store does not exist. Every store sells the whole menu. */
export async function storeMenu(db: Database, storeId: string): Promise<MenuResponse | null> {
  const [row] = await db
    .select({ ...storeColumns, ...menuLists })
    .from(stores)
    .innerJoin(cities, eq(stores.cityId, cities.id))
    .where(eq(stores.id, storeId));
  if (!row) return null;

  const pricesByProduct = groupBy(row.prices, (price) => price.productId);
  const toppingsByProduct = groupBy(row.productToppings, (topping) => topping.productId);
  const productsById = new Map(
    row.products.map((product) => [
      product.id,
      productOf(
        product,
        crustsOf(pricesByProduct.get(product.id) ?? [], row.crusts, row.sizes),
        toppingsByProduct.get(product.id) ?? [],
      ),
    ]),
  );
  const placementsByCategory = groupBy(row.placements, (placement) => placement.categoryId);
  const data: MenuCategory[] = row.categories.map((category) => ({
    categoryId: category.id,
    categoryName: category.name,
    data: (placementsByCategory.get(category.id) ?? []).flatMap((placement) => {
      const product = productsById.get(placement.productId);
      return product ? [product] : [];
    }),
  }));
  const { id, name, address, city } = row;
  return { status: 'SUCCESS', store: { id, name, address, city }, data };
}

/** The toppings the store offers, by id, or null when the store does not exist. */
export async function storeToppings(db: Database, storeId: string): Promise<ToppingsResponse | null> {
  const [row] = await db.select({ id: stores.id, toppings: toppingList }).from(stores).where(eq(stores.id, storeId));
  return row ? { status: 'SUCCESS', data: row.toppings } : null;
}
