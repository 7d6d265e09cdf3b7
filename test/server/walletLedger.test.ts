/**
 * The wallet's books under concurrency: promo points past their expiry are taken off once however many servers
 * read the wallet at the same moment (on PostgreSQL they really run at once; CI runs this file there too).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { WalletSummary } from '@/contract/wallet';
import { MS_PER_DAY } from '@/domain/time';
import { walletEntries, wallets } from '@server/db/schema';
import { creditWallet, debitWallet, splitDebit } from '@server/services/walletLedger';
import { createTestClock, loginWithOtp, userPath, type TestClock } from './support/accounts';
import { startTestServer, type TestServer } from './support/server';

let clock: TestClock;
let server: TestServer;
let other: TestServer;
const db = () => server.database.db;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({ clock });
  other = await startTestServer({ clock, database: server.database });
});
afterAll(async () => {
  await other.close();
  await server.close();
});

describe('promo points past their expiry', () => {
  it('are taken off once when two servers read the wallet eight times at once', async () => {
    const user = await loginWithOtp(server);
    const at = new Date(clock());
    await db().transaction(async (tx) => {
      await creditWallet(tx, {
        userId: user.userId,
        part: 'PROMO',
        reason: 'PROMO',
        amountPaise: 1_000,
        reference: 'SPIN:old',
        expiresAt: new Date(at.getTime() + 1_000),
        at,
      });
      await creditWallet(tx, {
        userId: user.userId,
        part: 'PROMO',
        reason: 'PROMO',
        amountPaise: 5_000,
        reference: 'SPIN:new',
        expiresAt: new Date(at.getTime() + 10 * MS_PER_DAY),
        at,
      });
    });
    clock.advance(5_000);
    const reads = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        (index % 2 ? other : server).fetch(userPath(PATHS.walletSummary, user.userId), { headers: user.headers }),
      ),
    );
    expect(reads.map((read) => read.status)).toEqual(Array(8).fill(200));
    const summaries = (await Promise.all(reads.map((read) => read.json()))) as WalletSummary[];
    expect(summaries.map((summary) => summary.totalBalance)).toEqual(Array(8).fill(50));
    const [wallet] = await db().select().from(wallets).where(eq(wallets.userId, user.userId));
    expect(wallet?.promoPaise).toBe(5_000);
    const entries = await db().select().from(walletEntries).where(eq(walletEntries.userId, user.userId));
    expect(entries.filter((entry) => entry.reason === 'EXPIRED').map((entry) => entry.amountPaise)).toEqual([-1_000]);
  });

  it('are not taken off when they were spent before they expired', async () => {
    const user = await loginWithOtp(server);
    const at = new Date(clock());
    await db().transaction(async (tx) => {
      await creditWallet(tx, {
        userId: user.userId,
        part: 'PROMO',
        reason: 'PROMO',
        amountPaise: 1_000,
        reference: 'SPIN:spent',
        expiresAt: new Date(at.getTime() + 1_000),
        at,
      });
      expect(await debitWallet(tx, { userId: user.userId, reason: 'ORDER_PAID', amountPaise: 1_000, at })).toBe(true);
    });
    clock.advance(5_000);
    expect(
      (await (await server.fetch(userPath(PATHS.walletSummary, user.userId), { headers: user.headers })).json()) as WalletSummary,
    ).toMatchObject({
      totalBalance: 0,
    });
    const entries = await db().select().from(walletEntries).where(eq(walletEntries.userId, user.userId));
    expect(entries.some((entry) => entry.reason === 'EXPIRED')).toBe(false);
  });
});

describe('a wallet payment', () => {
  it('spends promo points first, then refunds, then Pizza Pals points, and nothing when the parts hold too little', () => {
    const parts = { PIZZA_PALS: 60_000, PROMO: 1_000, REFUND: 2_000 };
    expect(splitDebit(parts, 2_500, ['PROMO', 'REFUND', 'PIZZA_PALS'])).toEqual({ PROMO: 1_000, REFUND: 1_500 });
    expect(splitDebit(parts, 10_000, ['PROMO', 'REFUND', 'PIZZA_PALS'])).toEqual({ PROMO: 1_000, REFUND: 2_000, PIZZA_PALS: 7_000 });
    expect(splitDebit(parts, 63_001, ['PROMO', 'REFUND', 'PIZZA_PALS'])).toBeNull();
    expect(splitDebit(parts, 1_500, ['PIZZA_PALS'])).toEqual({ PIZZA_PALS: 1_500 });
  });
});
