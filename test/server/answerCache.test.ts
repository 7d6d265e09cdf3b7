/**
 * The menu is made once per store, language and catalogue version and kept: two server processes over one
 * database answer the same kept menu, and a stock change made anywhere reaches both at their next request.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { MenuResponse } from '@/contract/menu';
import { LANGUAGE_HEADER } from '@/i18n/languages';
import { storeProductStock } from '@server/db/schema';
import { loginWithOtp, userPath } from './support/accounts';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

const STORE_ID = '66201';
const SIDE_ID = 501;
const MENU_PATH = PATHS.storeMenu.replace('{storeId}', STORE_ID);

let first: TestServer;
let second: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  first = await startTestServer();
  second = await startTestServer({ database: first.database });
  const session = await signInAnonymously(first);
  headers = { authToken: session.credentials.accessToken, userId: session.userId };
});
afterAll(async () => {
  await second.close();
  await first.close();
});

async function menuFrom(server: TestServer, language = 'en') {
  const response = await server.fetch(MENU_PATH, { headers: { ...headers, [LANGUAGE_HEADER]: language } });
  expect(response.status).toBe(200);
  const menu = (await response.json()) as MenuResponse;
  const side = menu.data.flatMap((category) => category.data).find((product) => product.id === SIDE_ID);
  return { etag: response.headers.get('ETag'), side, categories: menu.data.map((category) => category.categoryName) };
}

describe('kept catalogue answers', () => {
  it('are the same from every process, and change everywhere once the catalogue changes', async () => {
    const before = await menuFrom(first);
    expect(before.side?.inStock).toBe(true);
    expect((await menuFrom(second)).etag).toBe(before.etag);
    expect((await menuFrom(first)).etag).toBe(before.etag);

    const { db } = first.database;
    await db.insert(storeProductStock).values({ storeId: STORE_ID, productId: SIDE_ID, inStock: false });
    try {
      const [fromFirst, fromSecond] = await Promise.all([menuFrom(first), menuFrom(second)]);
      for (const after of [fromFirst, fromSecond]) {
        expect(after.side?.inStock).toBe(false);
        expect(after.etag).not.toBe(before.etag);
      }
      expect(fromSecond.etag).toBe(fromFirst.etag);
    } finally {
      await db.delete(storeProductStock).where(and(eq(storeProductStock.storeId, STORE_ID), eq(storeProductStock.productId, SIDE_ID)));
    }
    const restored = await menuFrom(second);
    expect(restored.side?.inStock).toBe(true);
    expect(restored.etag).toBe(before.etag);
  });

  it('are served from memory within the recheck time, so a change then waits for the next read of the version', async () => {
    const patient = await startTestServer({ database: first.database, env: { CATALOGUE_RECHECK_MS: '60000' } });
    try {
      const before = await menuFrom(patient);
      const { db } = first.database;
      await db.insert(storeProductStock).values({ storeId: STORE_ID, productId: SIDE_ID, inStock: false });
      try {
        const kept = await menuFrom(patient);
        expect(kept.etag).toBe(before.etag);
        expect(kept.side?.inStock).toBe(true);
        expect((await menuFrom(first)).side?.inStock).toBe(false);
      } finally {
        await db.delete(storeProductStock).where(and(eq(storeProductStock.storeId, STORE_ID), eq(storeProductStock.productId, SIDE_ID)));
      }
    } finally {
      await patient.close();
    }
  });

  it('answer any token we signed, without a session lookup, while private answers still check the session', async () => {
    const user = await loginWithOtp(first);
    expect((await first.fetch(PATHS.logout, { method: 'POST', headers: user.headers })).status).toBe(204);
    expect((await first.fetch(MENU_PATH, { headers: user.headers })).status).toBe(200);
    expect((await first.fetch(userPath(PATHS.profile, user.userId), { headers: user.headers })).status).toBe(401);
    expect((await first.fetch(MENU_PATH, { headers: { ...user.headers, authToken: `${user.headers.authToken}x` } })).status).toBe(401);
  });

  it('are kept per language', async () => {
    const english = await menuFrom(first, 'en');
    const hindi = await menuFrom(first, 'hi');
    expect(hindi.etag).not.toBe(english.etag);
    expect(hindi.categories).not.toEqual(english.categories);
    expect((await menuFrom(first, 'en')).categories).toEqual(english.categories);
  });
});
