import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@/contract/paths';
import type { MenuProduct, MenuResponse, ToppingsResponse } from '@/contract/menu';
import { MENU_SLUGS } from '@/domain/navigation';
import { productPrices } from '@server/db/schema';
import { CATEGORIES, PRODUCTS, TOPPINGS } from '@server/db/seed/menu';
import { errorOf } from './support/accounts';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  headers = (await signInAnonymously(server)).headers;
});
afterAll(() => server.close());

/** Connaught Place, an online Delhi store of the seed. */
const STORE_ID = '66001';
const menuPath = (storeId: string) => PATHS.storeMenu.replace('{storeId}', encodeURIComponent(storeId));
const toppingsPath = (storeId: string) => PATHS.storeToppings.replace('{storeId}', encodeURIComponent(storeId));

async function getMenu(storeId = STORE_ID): Promise<MenuResponse> {
  const response = await server.fetch(menuPath(storeId), { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as MenuResponse;
}

const productIn = (menu: MenuResponse, categoryId: number, productId: number): MenuProduct | undefined =>
  menu.data.find((category) => category.categoryId === categoryId)?.data.find((product) => product.id === productId);

describe('GET storeMenu', () => {
  it('answers the store and every category but Favourites in menu order with its SPEC 2 id, Bestsellers first', async () => {
    const menu = await getMenu();
    expect(menu.status).toBe('SUCCESS');
    expect(menu.store).toEqual({ id: STORE_ID, name: 'Slice Connaught Place', address: expect.any(String), city: 'Delhi' });
    // Favourites (id 0) are per customer: the client builds that category from the customer's favourites.
    const storeCategories = CATEGORIES.filter((category) => category.id !== MENU_SLUGS.favourites);
    expect(menu.data.map((category) => category.categoryId)).toEqual(storeCategories.map((category) => category.id));
    expect(menu.data.map((category) => category.categoryName)).toEqual(storeCategories.map((category) => category.name));
    expect(menu.data[0]?.categoryId).toBe(MENU_SLUGS.bestsellers);
    expect(menu.data.some((category) => category.categoryId === MENU_SLUGS.favourites)).toBe(false);
    for (const [slug, id] of Object.entries(MENU_SLUGS)) {
      expect(CATEGORIES.find((category) => category.slug === slug)?.id).toBe(id);
    }
    const vegPizzas = menu.data.find((category) => category.categoryId === MENU_SLUGS['veg-pizza'])!.data;
    expect(vegPizzas.map((product) => product.id)).toEqual(
      PRODUCTS.filter((product) => product.categories.includes('veg-pizza')).map((product) => product.id),
    );
  });

  it('describes a pizza with its crusts, sizes and integer paise prices, default first', async () => {
    const menu = await getMenu();
    const pizza = productIn(menu, MENU_SLUGS['non-veg-pizza'], 203)!;
    expect(pizza).toMatchObject({
      id: 203,
      menuCode: 'MENU203',
      code: 'PIZ203',
      name: 'Pepper BBQ Chicken',
      foodType: 'NON_VEG',
      type: 1,
      image: '/images/menu/piz-203.svg',
      inStock: true,
      defaultPrice: 19_900,
      defaultCrustPrice: 19_900,
      defaultToppings: [1, 21],
    });
    expect(pizza.crust.map((crust) => crust.name)).toEqual(['New Hand Tossed', 'Wheat Thin Crust', 'Cheese Burst', 'Fresh Pan']);
    expect(pizza.crust[0]?.sizes).toEqual([
      { sizeId: 1, code: 'R', name: 'Regular', serves: 1, price: 19_900 },
      { sizeId: 2, code: 'M', name: 'Medium', serves: 2, price: 37_900 },
      { sizeId: 3, code: 'L', name: 'Large', serves: 4, price: 61_900 },
    ]);
    // Wheat thin crust is not baked in regular.
    expect(pizza.crust[1]?.sizes.map((size) => size.code)).toEqual(['M', 'L']);
    expect(pizza.allowedToppings).toEqual(TOPPINGS.map((topping) => topping.id).sort((a, b) => a - b));

    const allPrices = menu.data.flatMap((category) =>
      category.data
        .filter((product) => product.inStock)
        .flatMap((product) => [product.defaultPrice, ...product.crust.flatMap((crust) => crust.sizes.map((size) => size.price))]),
    );
    expect(allPrices.every((price) => Number.isInteger(price) && price > 0)).toBe(true);
  });

  it('describes an item sold as is with its own price and no crust', async () => {
    const menu = await getMenu();
    const cola = productIn(menu, MENU_SLUGS.beverages, 702)!;
    expect(cola).toMatchObject({ code: 'BEV702', type: 0, foodType: 'VEG', defaultPrice: 6_500, defaultCrustPrice: null, crust: [] });
    expect(cola.defaultToppings).toEqual([]);
    // Veg pizzas allow only veg toppings.
    const margherita = productIn(menu, MENU_SLUGS['veg-pizza'], 101)!;
    const vegToppingIds = TOPPINGS.filter((topping) => topping.foodType === 'VEG').map((topping) => topping.id);
    expect(margherita.allowedToppings).toEqual(vegToppingIds.sort((a, b) => a - b));
  });

  it('lists a pizza that has no price left as out of stock', async () => {
    await server.database.db.delete(productPrices).where(eq(productPrices.productId, 209));
    const pizza = productIn(await getMenu(), MENU_SLUGS['non-veg-pizza'], 209)!;
    expect(pizza).toMatchObject({ inStock: false, crust: [], defaultCrustPrice: null });
  });

  it('answers 404 for an unknown store and 400 for a malformed store id', async () => {
    const unknown = await server.fetch(menuPath('99999'), { headers });
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toEqual({ code: 'STORE_NOT_FOUND', displayMsg: 'This store does not exist.' });
    const malformed = await server.fetch(menuPath("66001' or 1=1"), { headers });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed))?.code).toBe('BAD_REQUEST');
    expect((await server.fetch(menuPath('x'.repeat(33)), { headers })).status).toBe(400);
  });

  it('refuses a caller without a token', async () => {
    expect((await server.fetch(menuPath(STORE_ID))).status).toBe(401);
    expect((await server.fetch(toppingsPath(STORE_ID))).status).toBe(401);
  });

  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await server.fetch(menuPath(STORE_ID), { headers });
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');

    const again = await server.fetch(menuPath(STORE_ID), { headers: { ...headers, 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(await again.text()).toBe('');

    // Weak comparison (RFC 9110): the tag's value matches whether or not it is sent as weak.
    const strongForm = etag!.replace(/^W\//, '');
    const listed = await server.fetch(menuPath(STORE_ID), { headers: { ...headers, 'If-None-Match': `"old", ${strongForm}` } });
    expect(listed.status).toBe(304);
    const stale = await server.fetch(menuPath(STORE_ID), { headers: { ...headers, 'If-None-Match': '"old"' } });
    expect(stale.status).toBe(200);
    expect(((await stale.json()) as MenuResponse).data.length).toBe(CATEGORIES.length - 1);
  });

  it('gives each store its own ETag, since the answer names the store', async () => {
    const before = (await server.fetch(menuPath(STORE_ID), { headers })).headers.get('ETag');
    const other = (await server.fetch(menuPath('66201'), { headers })).headers.get('ETag');
    expect(other).not.toBe(before);
  });
});

describe('GET storeToppings', () => {
  it('answers every topping with its food type and integer paise price, by id', async () => {
    const response = await server.fetch(toppingsPath(STORE_ID), { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toMatch(/^W\/"[\w-]+"$/);
    const body = (await response.json()) as ToppingsResponse;
    expect(body.status).toBe('SUCCESS');
    expect(body.data.map((topping) => topping.id)).toEqual(TOPPINGS.map((topping) => topping.id).sort((a, b) => a - b));
    expect(body.data.find((topping) => topping.code === 'EXTRA_CHEESE')).toEqual({
      id: 51,
      code: 'EXTRA_CHEESE',
      name: 'Extra Cheese',
      foodType: 'VEG',
      price: 6_000,
    });
    expect(body.data.every((topping) => Number.isInteger(topping.price))).toBe(true);
  });

  it('answers 404 for an unknown store and 400 for a malformed one', async () => {
    expect((await server.fetch(toppingsPath('99999'), { headers })).status).toBe(404);
    expect((await server.fetch(toppingsPath('a b'), { headers })).status).toBe(400);
  });
});
