import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@/contract/paths';
import type { EdvDealResponse, EdvResponse, MenuProduct, MixMatchResponse } from '@/contract/menu';
import { productPrices } from '@server/db/schema';
import { EDV_DEALS } from '@server/db/seed/edv';
import { findEdvDeal } from '@server/services/edv';
import { errorOf } from './support/accounts';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  headers = (await signInAnonymously(server)).headers;
});
afterAll(() => server.close());

/** Connaught Place offers the two all-store deals; Koramangala also the Bengaluru-only premium deal. */
const CONNAUGHT_PLACE = '66001';
const KORAMANGALA = '66201';
const MEDIUM_199 = 'EDV2M199';
const REGULAR_99 = 'EDV2R99';
const PREMIUM_299 = 'EDV3M299';
/** Out of stock at Koramangala in the seed. */
const SOLD_OUT_AT_KORAMANGALA = 106;

const edvPath = (storeId: string) => PATHS.storeEdv.replace('{storeId}', storeId);
const dealPath = (dealId: string, storeId?: string) =>
  PATHS.edvDeal.replace('{dealId}', encodeURIComponent(dealId)) + (storeId === undefined ? '' : `?storeId=${encodeURIComponent(storeId)}`);
const mixMatchPath = (storeId: string) => PATHS.storeMixMatch.replace('{storeId}', storeId);

async function getJson<T>(path: string): Promise<T> {
  const response = await server.fetch(path, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const seedDeal = (id: string) => EDV_DEALS.find((deal) => deal.id === id)!;

describe('GET storeEdv', () => {
  it('answers the deals every store offers, in deal order, with paise prices and eligible products', async () => {
    const body = await getJson<EdvResponse>(edvPath(CONNAUGHT_PLACE));
    expect(body.status).toBe('SUCCESS');
    expect(body.data.map((deal) => deal.dealId)).toEqual([MEDIUM_199, REGULAR_99]);
    expect(body.data[1]).toEqual({
      dealId: REGULAR_99,
      title: 'Any 2 Regular pizzas at ₹99 each',
      description: seedDeal(REGULAR_99).description,
      pricePerPizza: 9_900,
      pizzasRequired: 2,
      sizeCode: 'R',
      productIds: seedDeal(REGULAR_99).productIds,
    });
    expect(body.data[0]).toMatchObject({ title: 'Any 2 Medium pizzas at ₹199 each', pricePerPizza: 19_900, sizeCode: 'M' });
  });

  it('adds the deals offered only at some stores where they are offered', async () => {
    const body = await getJson<EdvResponse>(edvPath(KORAMANGALA));
    expect(body.data.map((deal) => deal.dealId)).toEqual([MEDIUM_199, REGULAR_99, PREMIUM_299]);
    expect(body.data[2]).toMatchObject({ pricePerPizza: 29_900, pizzasRequired: 3, productIds: seedDeal(PREMIUM_299).productIds });
  });

  it('answers 404 for an unknown store, 400 for a malformed one and 401 without a token', async () => {
    const unknown = await server.fetch(edvPath('99999'), { headers });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown))?.code).toBe('STORE_NOT_FOUND');
    expect((await server.fetch(edvPath('a b'), { headers })).status).toBe(400);
    expect((await server.fetch(edvPath(CONNAUGHT_PLACE))).status).toBe(401);
  });
});

describe('GET edvDeal', () => {
  it('answers a deal the store offers', async () => {
    const body = await getJson<EdvDealResponse>(dealPath(PREMIUM_299, KORAMANGALA));
    expect(body).toEqual({
      status: 'SUCCESS',
      data: expect.objectContaining({ dealId: PREMIUM_299, sizeCode: 'M', pricePerPizza: 29_900 }),
    });
  });

  it('answers 404 DEAL_NOT_FOUND for a deal the store does not offer, an unknown deal or an unknown store', async () => {
    for (const path of [dealPath(PREMIUM_299, CONNAUGHT_PLACE), dealPath('EDV9X1', KORAMANGALA), dealPath(REGULAR_99, '99999')]) {
      const response = await server.fetch(path, { headers });
      expect(response.status, path).toBe(404);
      expect(await errorOf(response)).toEqual({ code: 'DEAL_NOT_FOUND', displayMsg: 'This deal is not available at this store.' });
    }
  });

  it('answers 400 without a well-formed storeId or deal id', async () => {
    for (const path of [dealPath(REGULAR_99), dealPath(REGULAR_99, "1' or 1=1"), dealPath('x'.repeat(33), KORAMANGALA)]) {
      const response = await server.fetch(path, { headers });
      expect(response.status, path).toBe(400);
      expect((await errorOf(response))?.code).toBe('BAD_REQUEST');
    }
  });
});

describe('findEdvDeal', () => {
  it('finds a deal only at a store that offers it', async () => {
    const { db } = server.database;
    expect((await findEdvDeal(db, MEDIUM_199, CONNAUGHT_PLACE))?.productIds).toEqual(seedDeal(MEDIUM_199).productIds);
    expect(await findEdvDeal(db, PREMIUM_299, KORAMANGALA)).not.toBeNull();
    expect(await findEdvDeal(db, PREMIUM_299, CONNAUGHT_PLACE)).toBeNull();
    expect(await findEdvDeal(db, MEDIUM_199, '99999')).toBeNull();
    expect(await findEdvDeal(db, 'NOPE', CONNAUGHT_PLACE)).toBeNull();
  });
});

describe('GET storeMixMatch', () => {
  const ids = (products: MenuProduct[]) => products.map((product) => product.id);
  const sizeCodes = (product: MenuProduct) => product.crust.flatMap((crust) => crust.sizes.map((size) => size.code));

  it("lists the in-stock eligible pizzas of the store's deals per size, each once, sold only in that size", async () => {
    const body = await getJson<MixMatchResponse>(mixMatchPath(KORAMANGALA));
    expect(body.status).toBe('SUCCESS');
    const { medium, regular } = body.edvMixMatchMenu;
    const unique = (list: number[]) => [...new Set(list)];
    const expectedMedium = unique([...seedDeal(MEDIUM_199).productIds, ...seedDeal(PREMIUM_299).productIds]).filter(
      (id) => id !== SOLD_OUT_AT_KORAMANGALA,
    );
    expect(ids(medium)).toEqual(expectedMedium);
    expect(ids(regular)).toEqual(seedDeal(REGULAR_99).productIds.filter((id) => id !== SOLD_OUT_AT_KORAMANGALA));
    expect(medium.every((product) => product.inStock && sizeCodes(product).every((code) => code === 'M'))).toBe(true);
    expect(regular.every((product) => product.inStock && sizeCodes(product).every((code) => code === 'R'))).toBe(true);

    // Margherita Classica: hand tossed medium is ₹245; regular is ₹109, and wheat thin crust has no regular.
    const margheritaMedium = medium.find((product) => product.id === 101)!;
    expect(margheritaMedium).toMatchObject({ defaultPrice: 24_500, defaultCrustPrice: 24_500 });
    expect(margheritaMedium.crust.map((crust) => crust.code)).toEqual(['HT', 'WT', 'CB', 'PAN']);
    const margheritaRegular = regular.find((product) => product.id === 101)!;
    expect(margheritaRegular).toMatchObject({ defaultPrice: 10_900, defaultCrustPrice: 10_900 });
    expect(margheritaRegular.crust.map((crust) => crust.code)).toEqual(['HT', 'CB', 'PAN']);
  });

  it("keeps another store's out-of-stock products and leaves out deals the store does not offer", async () => {
    const { medium } = (await getJson<MixMatchResponse>(mixMatchPath(CONNAUGHT_PLACE))).edvMixMatchMenu;
    expect(ids(medium)).toEqual(seedDeal(MEDIUM_199).productIds);
  });

  it('leaves out a pizza with no price left', async () => {
    await server.database.db.delete(productPrices).where(eq(productPrices.productId, 209));
    const { medium } = (await getJson<MixMatchResponse>(mixMatchPath(CONNAUGHT_PLACE))).edvMixMatchMenu;
    expect(ids(medium)).toEqual(seedDeal(MEDIUM_199).productIds.filter((id) => id !== 209));
  });

  it('answers 404 for an unknown store and 400 for a malformed one', async () => {
    expect((await server.fetch(mixMatchPath('99999'), { headers })).status).toBe(404);
    expect((await server.fetch(mixMatchPath('a%20b'), { headers })).status).toBe(400);
  });
});
