import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { LeagueResponse } from '@/contract/league';
import type { TransactionStatusResponse } from '@/contract/payments';
import { MS_PER_DAY } from '@/domain/time';
import { appConfig, orders, products } from '@server/db/schema';
import { seedDatabase } from '@server/db/seed';
import { createTestClock, errorOf, jsonRequest, type TestClock } from './support/accounts';
import { confirmBody, confirmed, HAND_TOSSED, MEDIUM, STORE_ID, statusPath } from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

const MEXICAN_FIESTA = 109;
const ITALIAN_PESTO = 110;
const PEPPERONI = 205;
const AMERICAN_BBQ = 208;
/** Above any cart: the cash orders here are confirmed at once, without a COD OTP (docs/payments.md). */
const NO_COD_OTP_RUPEES = 1_000_000;
/** Another seeded store, with no orders in these tests. */
const QUIET_STORE_ID = '66002';

/** Wednesday 18 November 2026, 1 pm India time: the week before the one the league is read in. */
const LAST_WEEK = Date.parse('2026-11-18T13:00:00+05:30');
/** Monday 23 November 2026, 00:00 India time. */
const THIS_WEEK_START = Date.parse('2026-11-23T00:00:00+05:30');

let server: TestServer;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock(LAST_WEEK);
  server = await startTestServer({ clock });
  await server.database.db.update(appConfig).set({ value: NO_COD_OTP_RUPEES }).where(eq(appConfig.key, 'codOtpAboveAmount'));
});
afterAll(() => server.close());

const guest = async () => (await signInAnonymously(server)).headers;

/** A guest's cart of medium hand-tossed pizzas, confirmed with the payment given (cash: CONFIRMED at once). */
async function order(pizzas: Record<number, number>, primaryPaymentId = 'CASH') {
  const headers = await guest();
  const items = Object.entries(pizzas).map(([productId, quantity]) => ({
    productId: Number(productId),
    crustId: HAND_TOSSED,
    sizeId: MEDIUM,
    quantity,
    addTopngs: [],
    repTopngs: [],
    remTopngs: [],
  }));
  const cart = await server.fetch(PATHS.cart, jsonRequest('PUT', { storeId: STORE_ID, deliveryType: 'D', items }, headers));
  expect(cart.status).toBe(200);
  return { headers, initiate: await confirmed(server, headers, confirmBody({ primaryPaymentId })) };
}

async function league(query = '', headers?: Record<string, string>): Promise<LeagueResponse> {
  const response = await server.fetch(`${PATHS.league}${query}`, { headers: headers ?? (await guest()) });
  expect(response.status).toBe(200);
  return (await response.json()) as LeagueResponse;
}

const standings = (answer: LeagueResponse) => answer.entries.map((entry) => [entry.rank, entry.productId, entry.ordersThisWeek]);

describe('GET league', () => {
  it('lists the world-pizza-league pizzas with their countries, in menu order before any order', async () => {
    const answer = await league();
    expect(answer.categoryId).toBe(51);
    expect(answer.entries.map(({ productId, country, name, image, foodType }) => ({ productId, country, name, image, foodType }))).toEqual([
      { productId: MEXICAN_FIESTA, country: 'MX', name: 'Mexican Fiesta Veg', image: '/images/menu/piz-109.svg', foodType: 'VEG' },
      { productId: ITALIAN_PESTO, country: 'IT', name: 'Italian Garden Pesto', image: '/images/menu/piz-110.svg', foodType: 'VEG' },
      { productId: PEPPERONI, country: 'US', name: 'Chicken Pepperoni Classic', image: '/images/menu/piz-205.svg', foodType: 'NON_VEG' },
      { productId: AMERICAN_BBQ, country: 'US', name: 'American BBQ Smokehouse', image: '/images/menu/piz-208.svg', foodType: 'NON_VEG' },
    ]);
    expect(standings(answer)).toEqual([
      [1, MEXICAN_FIESTA, 0],
      [2, ITALIAN_PESTO, 0],
      [3, PEPPERONI, 0],
      [4, AMERICAN_BBQ, 0],
    ]);
  });

  it('ranks by the pizzas confirmed orders took this week; last week, failed and unpaid orders do not count', async () => {
    // Last week the Mexican Fiesta was the favourite.
    await order({ [MEXICAN_FIESTA]: 5 });
    clock.advance(7 * MS_PER_DAY);

    await order({ [AMERICAN_BBQ]: 3 });
    await order({ [ITALIAN_PESTO]: 1, [AMERICAN_BBQ]: 1 });
    // A card payment given up: the order FAILED.
    const given = await order({ [ITALIAN_PESTO]: 4 }, 'CC');
    const cancel = await server.fetch(statusPath(PATHS.cancelPayment, given.initiate.orderTransactionId), {
      method: 'POST',
      headers: given.headers,
    });
    expect(((await cancel.json()) as TransactionStatusResponse).transactionStatus).toBe('FAILED');
    // A card payment still open: the order is PENDING.
    const pending = await order({ [PEPPERONI]: 4 }, 'CC');
    const statuses = await server.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.userId, pending.headers.userId!));
    expect(statuses).toEqual([{ status: 'PENDING' }]);

    const answer = await league();
    expect(answer.weekStart).toBe(THIS_WEEK_START);
    expect(standings(answer)).toEqual([
      [1, AMERICAN_BBQ, 4],
      [2, ITALIAN_PESTO, 1],
      [3, MEXICAN_FIESTA, 0],
      [4, PEPPERONI, 0],
    ]);
  });

  it('counts only the given store’s orders with storeId', async () => {
    expect(standings(await league(`?storeId=${STORE_ID}`))).toEqual([
      [1, AMERICAN_BBQ, 4],
      [2, ITALIAN_PESTO, 1],
      [3, MEXICAN_FIESTA, 0],
      [4, PEPPERONI, 0],
    ]);
    expect(standings(await league(`?storeId=${QUIET_STORE_ID}`))).toEqual([
      [1, MEXICAN_FIESTA, 0],
      [2, ITALIAN_PESTO, 0],
      [3, PEPPERONI, 0],
      [4, AMERICAN_BBQ, 0],
    ]);
  });

  it('starts a new league on Monday 00:00 India time', async () => {
    clock.advance(THIS_WEEK_START + 7 * MS_PER_DAY - clock() - 1);
    expect(standings(await league())[0]).toEqual([1, AMERICAN_BBQ, 4]);
    clock.advance(1);
    const answer = await league();
    expect(answer.weekStart).toBe(THIS_WEEK_START + 7 * MS_PER_DAY);
    expect(answer.entries.every((entry) => entry.ordersThisWeek === 0)).toBe(true);
  });

  it('answers 404 STORE_NOT_FOUND for an unknown store and 400 for a malformed store id or query, never 5xx', async () => {
    const headers = await guest();
    const unknown = await server.fetch(`${PATHS.league}?storeId=99999`, { headers });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown))?.code).toBe('STORE_NOT_FOUND');
    for (const query of ['?storeId=', '?storeId=66001%27%3B--', `?storeId=${'9'.repeat(200)}`, '?storeId=%00', '?storeId=a&storeId=b']) {
      const response = await server.fetch(`${PATHS.league}${query}`, { headers });
      expect(response.status, query).toBeGreaterThanOrEqual(400);
      expect(response.status, query).toBeLessThan(500);
      expect((await errorOf(response))?.displayMsg, query).toBeTruthy();
    }
  });

  it('gives the league pizzas their countries in a database seeded before products had countries', async () => {
    const leagueIds = [MEXICAN_FIESTA, ITALIAN_PESTO, PEPPERONI, AMERICAN_BBQ];
    const db = server.database.db;
    await db.update(products).set({ country: null }).where(inArray(products.id, leagueIds));
    expect((await league()).entries.map((entry) => entry.country)).toEqual([null, null, null, null]);
    expect(await seedDatabase(db)).toBe(true);
    expect(await seedDatabase(db)).toBe(false);
    const countries = await db.select({ id: products.id, country: products.country }).from(products).where(inArray(products.id, leagueIds));
    expect(Object.fromEntries(countries.map((row) => [row.id, row.country]))).toEqual({
      [MEXICAN_FIESTA]: 'MX',
      [ITALIAN_PESTO]: 'IT',
      [PEPPERONI]: 'US',
      [AMERICAN_BBQ]: 'US',
    });
  });

  it('needs a signed token, anonymous or logged in, like the menu', async () => {
    expect((await server.fetch(PATHS.league)).status).toBe(401);
  });
});
