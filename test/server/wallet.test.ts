import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { WalletHistoryEntry, WalletHistoryPage, WalletSummary } from '@/contract/wallet';
import { LOYALTY_PROGRAM_CODE, promoReference, TRANSACTION_DATE_HEADER, WALLET_HISTORY_PAGE_SIZE } from '@/domain/loyalty';
import { toRupees } from '@/domain/money';
import { indiaDay, MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from '@/domain/time';
import { loyaltyPoints, orders, walletEntries } from '@server/db/schema';
import { SANDBOX_TEST_CARDS } from '@server/services/payments/constants';
import { creditWallet } from '@server/services/walletLedger';
import { createTestClock, errorOf, loginWithOtp, userPath, type LoggedIn, type TestClock } from './support/accounts';
import { joinPizzaPals } from './support/loyalty';
import { cardForm, confirmBody, confirmed, fillCart, postForm } from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let clock: TestClock;

/** 20 Nov 2026, noon in India: every store is open and days are easy to tell apart. */
const START = Date.UTC(2026, 10, 20, 6, 30);

beforeAll(async () => {
  clock = createTestClock(START);
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

const db = () => server.database.db;
const now = () => new Date(clock());

function history(user: LoggedIn, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const search = new URLSearchParams({ mobile: user.attributes.mobile, ...query });
  return server.fetch(`${PATHS.walletHistory}?${search.toString()}`, { headers: { ...user.headers, ...headers } });
}

async function historyPage(user: LoggedIn, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const response = await history(user, query, headers);
  expect(response.status).toBe(200);
  return (await response.json()) as WalletHistoryPage;
}

async function summaryOf(user: LoggedIn): Promise<WalletSummary> {
  const response = await server.fetch(userPath(PATHS.walletSummary, user.userId), { headers: user.headers });
  expect(response.status).toBe(200);
  return (await response.json()) as WalletSummary;
}

/** A spin the wheel prize, booked as the game books it. */
const spinPrize = (userId: string, spinId: string, paise: number, validMs: number) =>
  db().transaction((tx) =>
    creditWallet(tx, {
      userId,
      part: 'PROMO',
      reason: 'PROMO',
      amountPaise: paise,
      reference: promoReference('SPIN', spinId),
      expiresAt: new Date(clock() + validMs),
      at: now(),
    }),
  );

const partsOf = (summary: WalletSummary) => Object.fromEntries(summary.parts.map(({ part, balance }) => [part, balance]));
const sumOfParts = (summary: WalletSummary) => summary.parts.reduce((sum, { balance }) => sum + balance, 0);
const orderOf = async (orderTransactionId: string) =>
  (await db().select().from(orders).where(eq(orders.orderTransactionId, orderTransactionId)))[0]!;
const explained = (entries: WalletHistoryEntry[]) =>
  entries.map(({ part, reason, amountPaise, sliceOrderId }) => [part, reason, amountPaise, sliceOrderId]);

describe('GET wallet history: who may read it', () => {
  it('answers 401 to a guest and to a caller without a token, and writes nothing', async () => {
    const guest = await signInAnonymously(server);
    const asGuest = await server.fetch(`${PATHS.walletHistory}?mobile=9876543210`, { headers: guest.headers });
    expect(asGuest.status).toBe(401);
    expect(await errorOf(asGuest)).toMatchObject({ code: 'UNAUTHORIZED', displayMsg: 'Please login to continue.' });
    expect((await server.fetch(`${PATHS.walletHistory}?mobile=9876543210`)).status).toBe(401);
    expect(await db().select().from(walletEntries).where(eq(walletEntries.userId, guest.userId))).toEqual([]);
  });

  it("refuses another customer's mobile (403 Unauthorized_access): their history is never read", async () => {
    const alice = await loginWithOtp(server);
    const bob = await loginWithOtp(server);
    await spinPrize(bob.userId, `bob-${bob.userId}`, 5_000, MS_PER_DAY);
    const refused = await history(alice, { mobile: bob.attributes.mobile });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ code: 'Unauthorized_access', displayMsg: 'You can only access your own account.' });
    const own = await historyPage(alice);
    expect(own.entries).toEqual([]);
    expect(own.balance.totalBalance).toBe(0);
    expect((await historyPage(bob)).entries).toHaveLength(1);
  });
});

describe('GET wallet history: bad requests', () => {
  it('answers 400 errors[0] for a bad page, mobile, programme or transactionDate header, never 5xx', async () => {
    const user = await loginWithOtp(server);
    const bad: [Record<string, string>, Record<string, string>][] = [
      [{ page: '0' }, {}],
      [{ page: 'two' }, {}],
      [{ page: '-1' }, {}],
      [{ page: '1.5' }, {}],
      [{ page: '99999999' }, {}],
      [{ mobile: '' }, {}],
      [{ mobile: '12345' }, {}],
      [{ mobile: 'x'.repeat(5_000) }, {}],
      [{ loyaltyProgramCode: 'SOMEONE_ELSE' }, {}],
      [{}, { [TRANSACTION_DATE_HEADER]: 'yesterday' }],
      [{}, { [TRANSACTION_DATE_HEADER]: '2026-02-30' }],
      [{}, { [TRANSACTION_DATE_HEADER]: '2026-13-01' }],
      [{}, { [TRANSACTION_DATE_HEADER]: '26-11-2026' }],
      [{}, { [TRANSACTION_DATE_HEADER]: '0000-01-01' }],
      [{}, { [TRANSACTION_DATE_HEADER]: '1999-12-31' }],
    ];
    for (const [query, headers] of bad) {
      const response = await history(user, query, headers);
      expect(response.status, JSON.stringify({ query, headers })).toBe(400);
      expect((await errorOf(response))?.code).toBe('BAD_REQUEST');
    }
    const withoutMobile = await server.fetch(PATHS.walletHistory, { headers: user.headers });
    expect(withoutMobile.status).toBe(400);
    expect((await errorOf(await history(user, {}, { [TRANSACTION_DATE_HEADER]: 'nope' })))?.displayMsg).toContain('transactionDate');
    expect((await errorOf(await history(user, {}, { [TRANSACTION_DATE_HEADER]: '0000-01-01' })))?.displayMsg).toContain('transactionDate');
    expect((await history(user, {}, { [TRANSACTION_DATE_HEADER]: '2000-01-01' })).status).toBe(200);
    expect((await history(user, {}, { [TRANSACTION_DATE_HEADER]: '9999-12-31' })).status).toBe(200);
  });
});

describe('GET walletSummary and the history balance', () => {
  it('answer the parts, titled by the app, which add up to the total', async () => {
    const user = await loginWithOtp(server);
    await spinPrize(user.userId, `sum-${user.userId}`, 7_550, MS_PER_DAY);
    await db().transaction((tx) =>
      creditWallet(tx, {
        userId: user.userId,
        part: 'REFUND',
        reason: 'REFUND',
        amountPaise: 12_000,
        reference: `sum-${user.userId}`,
        at: now(),
      }),
    );
    const summary = await summaryOf(user);
    expect(summary.parts.map(({ part }) => part)).toEqual(['PIZZA_PALS', 'PROMO', 'REFUND']);
    expect(partsOf(summary)).toEqual({ PIZZA_PALS: 0, PROMO: 75.5, REFUND: 120 });
    expect(sumOfParts(summary)).toBe(summary.totalBalance);
    expect(summary.totalBalance).toBe(195.5);
    expect((await historyPage(user)).balance).toEqual(summary);
  });
});

describe('GET walletSummary: the loyalty programme', () => {
  it('names Pizza Pals while the customer is a member (WAITING or ENROLLED), null before joining and after opting out', async () => {
    const user = await loginWithOtp(server);
    expect((await summaryOf(user)).loyaltyProgram).toBeNull();
    expect((await historyPage(user)).balance.loyaltyProgram).toBeNull();
    await joinPizzaPals(server, user);
    expect((await summaryOf(user)).loyaltyProgram).toBe(LOYALTY_PROGRAM_CODE);
    expect((await historyPage(user)).balance.loyaltyProgram).toBe(LOYALTY_PROGRAM_CODE);
    const out = await server.fetch(PATHS.loyaltyOptOut, { method: 'POST', headers: user.headers });
    expect(out.status).toBe(200);
    expect((await summaryOf(user)).loyaltyProgram).toBeNull();
  });

  it('answers 401 (not 403) to a guest asking for their own summary', async () => {
    const guest = await signInAnonymously(server);
    const response = await server.fetch(userPath(PATHS.walletSummary, guest.userId), { headers: guest.headers });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ code: 'UNAUTHORIZED', displayMsg: 'Please login to continue.' });
  });
});

describe('GET wallet history: every credit and debit explained', () => {
  it('tells a wallet part paid and given back, a refund moved to the wallet, points earned, promo points expired and a wallet order, newest first', async () => {
    const user = await loginWithOtp(server);
    // A spin prize of Rs 20, valid one day.
    await spinPrize(user.userId, `story-${user.userId}`, 2_000, MS_PER_DAY);

    // A card and wallet order whose card is declined: the wallet part comes back, the card refund goes to the wallet.
    clock.advance(MS_PER_MINUTE);
    const cart = await fillCart(server, user.headers);
    const failed = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC', secondaryPaymentId: 'PIGGYBANK' }));
    await postForm(server, `${failed.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.declined));
    const failedOrder = await orderOf(failed.orderTransactionId);
    expect(failedOrder.status).toBe('FAILED');
    clock.advance(MS_PER_MINUTE);
    const moved = await server.fetch(PATHS.refundToWallet.replace('{orderId}', failedOrder.id), { method: 'POST', headers: user.headers });
    expect(moved.status).toBe(200);

    // A cash order whose points become creditable an hour later.
    clock.advance(MS_PER_MINUTE);
    await fillCart(server, user.headers);
    const cash = await orderOf((await confirmed(server, user.headers, confirmBody({ loyaltyEligible: false }))).orderTransactionId);
    await db()
      .insert(loyaltyPoints)
      .values({
        userId: user.userId,
        orderId: cash.id,
        points: 100,
        earnedOn: indiaDay(now()),
        createdAt: now(),
        creditableAt: new Date(clock() + MS_PER_HOUR),
      });

    // Two days on, reading the history credits the points and expires the prize.
    clock.advance(2 * MS_PER_DAY);
    const settled = await historyPage(user);
    expect(partsOf(settled.balance)).toEqual({ PIZZA_PALS: 100, PROMO: 0, REFUND: toRupees(cart.displayNetPrice - 2_000) });
    expect(sumOfParts(settled.balance)).toBe(settled.balance.totalBalance);

    // A wallet-only order spends the refund points, then Pizza Pals points.
    clock.advance(MS_PER_MINUTE);
    await fillCart(server, user.headers);
    const paid = await orderOf((await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'PIGGYBANK' }))).orderTransactionId);

    const page = await historyPage(user, { loyaltyProgramCode: LOYALTY_PROGRAM_CODE });
    expect(page).toMatchObject({ page: 1, pageSize: WALLET_HISTORY_PAGE_SIZE, nextPage: null, loyaltyProgramCode: LOYALTY_PROGRAM_CODE });
    expect(page.transactionDate).toBeNull();
    expect(explained(page.entries)).toEqual([
      ['PIZZA_PALS', 'ORDER_PAID', -2_000, paid.sliceOrderId],
      ['REFUND', 'ORDER_PAID', -(cart.displayNetPrice - 2_000), paid.sliceOrderId],
      ['PROMO', 'EXPIRED', -2_000, null],
      ['PIZZA_PALS', 'LOYALTY_EARNED', 10_000, cash.sliceOrderId],
      ['REFUND', 'REFUND', cart.displayNetPrice - 2_000, failedOrder.sliceOrderId],
      ['PROMO', 'ORDER_RETURNED', 2_000, failedOrder.sliceOrderId],
      ['PROMO', 'ORDER_PAID', -2_000, failedOrder.sliceOrderId],
      ['PROMO', 'PROMO', 2_000, null],
    ]);
    const prize = page.entries.at(-1)!;
    expect(prize).toMatchObject({ promoSource: 'SPIN', expiresAt: START + MS_PER_DAY, transactionDate: indiaDay(new Date(START)) });
    expect(
      page.entries.filter((entry) => entry.reason !== 'PROMO').every((entry) => entry.promoSource === null && entry.expiresAt === null),
    ).toBe(true);
    expect(page.balance).toEqual(await summaryOf(user));
    expect(partsOf(page.balance)).toEqual({ PIZZA_PALS: 80, PROMO: 0, REFUND: 0 });
    expect(page.entries.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(8_000);
  });

  it('pages newest first, WALLET_HISTORY_PAGE_SIZE at a time, each entry once', async () => {
    const user = await loginWithOtp(server);
    const count = WALLET_HISTORY_PAGE_SIZE + 5;
    for (let n = 1; n <= count; n += 1) {
      clock.advance(MS_PER_MINUTE);
      await spinPrize(user.userId, `page-${user.userId}-${n}`, n * 100, 30 * MS_PER_DAY);
    }
    const first = await historyPage(user);
    expect(first.entries).toHaveLength(WALLET_HISTORY_PAGE_SIZE);
    expect(first.nextPage).toBe(2);
    expect(first.entries[0]?.amountPaise).toBe(count * 100);
    const second = await historyPage(user, { page: '2' });
    expect(second.entries.map((entry) => entry.amountPaise)).toEqual([500, 400, 300, 200, 100]);
    expect(second.nextPage).toBeNull();
    const ids = [...first.entries, ...second.entries].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(count);
    const ats = [...first.entries, ...second.entries].map((entry) => entry.at);
    expect(ats).toEqual([...ats].sort((a, b) => b - a));
    expect((await historyPage(user, { page: '3' })).entries).toEqual([]);
  });

  it('starts at the transactionDate header’s India day and goes back from it', async () => {
    const user = await loginWithOtp(server);
    await spinPrize(user.userId, `day-${user.userId}-1`, 100, 30 * MS_PER_DAY);
    const firstDay = indiaDay(now());
    clock.advance(MS_PER_DAY);
    await spinPrize(user.userId, `day-${user.userId}-2`, 200, 30 * MS_PER_DAY);
    const secondDay = indiaDay(now());
    expect(secondDay).not.toBe(firstDay);

    const all = await historyPage(user);
    expect(all.entries.map((entry) => entry.transactionDate)).toEqual([secondDay, firstDay]);
    const fromFirst = await historyPage(user, {}, { [TRANSACTION_DATE_HEADER]: firstDay });
    expect(fromFirst.transactionDate).toBe(firstDay);
    expect(fromFirst.entries.map((entry) => entry.amountPaise)).toEqual([100]);
    expect(fromFirst.balance.totalBalance).toBe(3);
    const before = indiaDay(new Date(clock() - 5 * MS_PER_DAY));
    expect((await historyPage(user, {}, { [TRANSACTION_DATE_HEADER]: before })).entries).toEqual([]);
  });
});
