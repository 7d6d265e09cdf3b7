/**
 * The menu is made once per store, language and catalogue version and kept: two server processes over one
 * database answer the same kept menu, and a stock change made anywhere reaches both at their next request.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { MenuResponse, MixMatchResponse } from '@/contract/menu';
import { LANGUAGE_HEADER } from '@/i18n/languages';
import { storeProductStock } from '@server/db/schema';
import { createAnswerCache } from '@server/services/answerCache';
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

    const mixMatchPath = PATHS.storeMixMatch.replace('{storeId}', STORE_ID);
    const descriptions = async (language: string) => {
      const response = await first.fetch(mixMatchPath, { headers: { ...headers, [LANGUAGE_HEADER]: language } });
      const { edvMixMatchMenu } = (await response.json()) as MixMatchResponse;
      return edvMixMatchMenu.medium.map((product) => product.description);
    };
    const hindiDeals = await descriptions('hi');
    const englishDeals = await descriptions('en');
    expect(englishDeals.length).toBeGreaterThan(0);
    expect(englishDeals).not.toEqual(hindiDeals);
    expect(await descriptions('hi')).toEqual(hindiDeals);
  });

  it('keep what was made, but neither "nothing there" nor a failure', async () => {
    const cache = createAnswerCache(first.database.db, { recheckMs: 0 });
    const made = vi.fn(async () => ({ storeId: STORE_ID }));
    const nothing = vi.fn(async () => null);
    const failing = vi.fn(async () => {
      throw new Error('database gone');
    });
    for (let call = 0; call < 2; call += 1) {
      expect(await cache.get('made', made)).not.toBeNull();
      expect(await cache.get('nothing', nothing)).toBeNull();
      await expect(cache.get('failing', failing)).rejects.toThrow('database gone');
    }
    expect(made).toHaveBeenCalledTimes(1);
    expect(nothing).toHaveBeenCalledTimes(2);
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
