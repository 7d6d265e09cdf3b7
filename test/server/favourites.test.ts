import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PATHS } from '@/contract/paths';
import type { FavouritesResponse } from '@/contract/menu';
import { favourites } from '@server/db/schema';
import { errorOf, jsonRequest, loginWithOtp, userPath, type LoggedIn } from './support/accounts';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let owner: LoggedIn;
let other: LoggedIn;

beforeAll(async () => {
  server = await startTestServer();
  owner = await loginWithOtp(server);
  other = await loginWithOtp(server);
});
afterAll(() => server.close());

const favouritesPath = (userId: string) => userPath(PATHS.favourites, userId);

async function getFavourites(login: LoggedIn): Promise<number[]> {
  const response = await server.fetch(favouritesPath(login.userId), { headers: login.headers });
  expect(response.status).toBe(200);
  const body = (await response.json()) as FavouritesResponse;
  expect(body.status).toBe('SUCCESS');
  return body.productIds;
}

const post = (login: LoggedIn, body: unknown, userId = login.userId) =>
  server.fetch(favouritesPath(userId), jsonRequest('POST', body, login.headers));

async function mark(login: LoggedIn, productId: number, favourite: boolean): Promise<number[]> {
  const response = await post(login, { productId, favourite });
  expect(response.status).toBe(200);
  return ((await response.json()) as FavouritesResponse).productIds;
}

const storedRows = async (userId: string) =>
  (await server.database.db.select().from(favourites).where(eq(favourites.userId, userId))).length;

describe('favourites', () => {
  it('starts empty, marks products newest first and answers the list', async () => {
    expect(await getFavourites(owner)).toEqual([]);
    expect(await mark(owner, 101, true)).toEqual([101]);
    expect(await mark(owner, 203, true)).toEqual([203, 101]);
    expect(await getFavourites(owner)).toEqual([203, 101]);
  });

  it('keeps a product marked twice once, in its place', async () => {
    expect(await mark(owner, 101, true)).toEqual([203, 101]);
    expect(await storedRows(owner.userId)).toBe(2);
  });

  it('unmarks a product, and unmarking one not marked changes nothing', async () => {
    expect(await mark(owner, 203, false)).toEqual([101]);
    expect(await mark(owner, 702, false)).toEqual([101]);
    expect(await getFavourites(owner)).toEqual([101]);
  });

  it("keeps each user's favourites apart", async () => {
    expect(await getFavourites(other)).toEqual([]);
    expect(await mark(other, 702, true)).toEqual([702]);
    expect(await getFavourites(owner)).toEqual([101]);
  });

  it('answers 404 for an unknown product and writes nothing', async () => {
    const before = await storedRows(owner.userId);
    const response = await post(owner, { productId: 99_999, favourite: true });
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: 'PRODUCT_NOT_FOUND', displayMsg: 'This product does not exist.' });
    expect(await storedRows(owner.userId)).toBe(before);
  });

  it('answers 400 to a bad body and writes nothing', async () => {
    const before = await storedRows(owner.userId);
    const bodies: unknown[] = [
      '{"productId": 102,',
      {},
      { productId: 102 },
      { favourite: true },
      { productId: '102', favourite: true },
      { productId: 102.5, favourite: true },
      { productId: -1, favourite: true },
      { productId: 0, favourite: true },
      { productId: 102, favourite: 'yes' },
      { productId: 102, favourite: true, extra: 1 },
      [{ productId: 102, favourite: true }],
    ];
    for (const body of bodies) {
      const response = await post(owner, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(response))?.code).toBe('BAD_REQUEST');
    }
    expect(await storedRows(owner.userId)).toBe(before);
    expect(await getFavourites(owner)).toEqual([101]);
  });

  it("answers 403 Unauthorized_access for another user's favourites and changes nothing", async () => {
    const read = await server.fetch(favouritesPath(other.userId), { headers: owner.headers });
    expect(read.status).toBe(403);
    expect(await errorOf(read)).toEqual({ code: 'Unauthorized_access', displayMsg: 'You can only access your own account.' });
    const write = await post(owner, { productId: 103, favourite: true }, other.userId);
    expect(write.status).toBe(403);
    expect(await getFavourites(other)).toEqual([702]);
    expect(await getFavourites(owner)).toEqual([101]);
  });

  it('answers 403 to a guest and 401 without a token', async () => {
    const guest = await signInAnonymously(server);
    const read = await server.fetch(favouritesPath(guest.userId), { headers: guest.headers });
    expect(read.status).toBe(403);
    expect(await errorOf(read)).toEqual({ code: 'Unauthorized_access', displayMsg: 'Please login to continue.' });
    const write = await server.fetch(favouritesPath(guest.userId), jsonRequest('POST', { productId: 101, favourite: true }, guest.headers));
    expect(write.status).toBe(403);
    expect(await storedRows(guest.userId)).toBe(0);
    expect((await server.fetch(favouritesPath(owner.userId))).status).toBe(401);
  });
});
