import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOYALTY_ERROR_CODES } from '@/contract/codes';
import type { LoyaltyInfo, LoyaltyLedgerPage } from '@/contract/loyalty';
import type { ConfirmOrderResponse } from '@/contract/orders';
import { PATHS } from '@/contract/paths';
import { ENROLMENT_CONFIRM_SECONDS, LOYALTY_CARD_CODE_PATTERN, LOYALTY_LEDGER_PAGE_SIZE } from '@/domain/loyalty';
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND } from '@/domain/time';
import { loyaltyMembers, loyaltyPoints, orders, walletEntries } from '@server/db/schema';
import { cardCodeCandidates } from '@server/services/loyaltyMembers';
import {
  createTestClock,
  errorOf,
  latestOtp,
  loginWithOtp,
  nextMobile,
  sendOtp,
  validateOtp,
  withHeaders,
  type TestClock,
} from './support/accounts';
import { confirm, confirmBody, confirmed, fillCart } from './support/checkout';
import { enrolRequest, joinPizzaPals, loginAsMember, loyaltyInfoOf } from './support/loyalty';
import { jsonInit, signInAnonymously, startTestServer, type TestServer } from './support/server';
import type { LoginResponse } from '@/contract/accounts';

let server: TestServer;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

const db = () => server.database.db;
const memberRows = (userId: string) => db().select().from(loyaltyMembers).where(eq(loyaltyMembers.userId, userId));
const pointsOf = (userId: string) => db().select().from(loyaltyPoints).where(eq(loyaltyPoints.userId, userId));
const earnedEntries = (userId: string) =>
  db()
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .then((rows) => rows.filter((row) => row.reason === 'LOYALTY_EARNED'));

const CONFIRM_MS = ENROLMENT_CONFIRM_SECONDS * MS_PER_SECOND;

async function ledgerOf(on: TestServer, headers: Record<string, string>, page = 1): Promise<LoyaltyLedgerPage> {
  const response = await on.fetch(`${PATHS.loyaltyLedger}?page=${page}`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as LoyaltyLedgerPage;
}

async function placeCashOrder(headers: Record<string, string>, body = confirmBody({ primaryPaymentId: 'CASH' })) {
  await fillCart(server, headers);
  return confirmed(server, headers, body);
}

async function deliveredAtOf(userId: string, orderTransactionId: string): Promise<number> {
  const [order] = await db().select().from(orders).where(eq(orders.orderTransactionId, orderTransactionId));
  expect(order?.userId).toBe(userId);
  return order?.stagePlan?.DELIVERED ?? 0;
}

describe('Pizza Pals calls', () => {
  it('answer 401 to a guest on every loyalty call, writing nothing', async () => {
    const guest = (await signInAnonymously(server)).headers;
    const calls = [
      server.fetch(PATHS.loyaltyInfo, { headers: guest }),
      server.fetch(PATHS.loyaltyEnrol, jsonInit({ loyaltyCardCode: 'PP0123456789' }, { ...guest, mobile: '9876543210' })),
      server.fetch(PATHS.loyaltyOptOut, { method: 'POST', headers: guest }),
      server.fetch(`${PATHS.loyaltyLedger}?page=1`, { headers: guest }),
      server.fetch(PATHS.loyaltyInfo),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect((await errorOf(response))?.code).toBeTruthy();
    }
    expect(await memberRows(guest.userId!)).toEqual([]);
  });

  it('issue an eligible customer a card code, enrol them WAITING, and confirm them ENROLLED after the programme’s time', async () => {
    const user = await loginWithOtp(server);
    const before = await loyaltyInfoOf(server, user.headers);
    expect(before).toMatchObject({
      enrollmentStatus: 'NEW',
      eligibility: 'ELIGIBLE',
      confirmsAt: null,
      balance: { overall: { points: 0 }, burnable: { freeItems: 0 } },
      pendingPoints: 0,
      earnsToday: false,
      programConfig: { earnPointsPerOrder: 100, pointsPerFreeItem: 600, paisePerPoint: 100 },
    });
    expect(before.loyaltyCardCode).toMatch(LOYALTY_CARD_CODE_PATTERN);
    expect(before.loyaltyCardCode).toBe(cardCodeCandidates(user.userId)[0]);

    const waiting = await joinPizzaPals(server, user);
    expect(waiting).toMatchObject({ enrollmentStatus: 'WAITING', loyaltyCardCode: before.loyaltyCardCode, earnsToday: true });
    expect(waiting.confirmsAt).toBe(clock() + CONFIRM_MS);
    expect(await memberRows(user.userId)).toEqual([expect.objectContaining({ status: 'WAITING', source: 'PAGE' })]);

    clock.advance(CONFIRM_MS - 1);
    expect((await loyaltyInfoOf(server, user.headers)).enrollmentStatus).toBe('WAITING');
    clock.advance(1);
    const other = await startTestServer({ clock, database: server.database });
    try {
      const [here, there] = await Promise.all([loyaltyInfoOf(server, user.headers), loyaltyInfoOf(other, user.headers)]);
      expect(here).toEqual(there);
      expect(here).toMatchObject({ enrollmentStatus: 'ENROLLED', confirmsAt: null });
    } finally {
      await other.close();
    }
  });

  it('enrol idempotently: the same call again and at once answers the same membership and writes one row', async () => {
    const user = await loginWithOtp(server);
    const { loyaltyCardCode } = await loyaltyInfoOf(server, user.headers);
    const answers = await Promise.all([1, 2, 3].map(() => enrolRequest(server, user, { loyaltyCardCode })));
    const bodies = (await Promise.all(answers.map((response) => response.json()))) as LoyaltyInfo[];
    expect(answers.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(new Set(bodies.map((body) => body.confirmsAt)).size).toBe(1);
    expect(await memberRows(user.userId)).toHaveLength(1);
    clock.advance(CONFIRM_MS);
    const again = await enrolRequest(server, user, { loyaltyCardCode: loyaltyCardCode?.toLowerCase() });
    expect(again.status).toBe(200);
    expect(((await again.json()) as LoyaltyInfo).enrollmentStatus).toBe('ENROLLED');
  });

  it('refuse a card code other than the one issued with 400 errors[0], writing nothing', async () => {
    const user = await loginWithOtp(server);
    const issued = (await loyaltyInfoOf(server, user.headers)).loyaltyCardCode!;
    const other = issued === 'PP0000000000' ? 'PP0000000001' : 'PP0000000000';
    const wrong = await enrolRequest(server, user, { loyaltyCardCode: other });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong))?.code).toBe(LOYALTY_ERROR_CODES.wrongCardCode);
    expect(await memberRows(user.userId)).toEqual([]);
  });

  it('answer 409 when the issued code went to another member meanwhile, and issue the next one', async () => {
    const user = await loginWithOtp(server);
    const other = await loginWithOtp(server);
    const [first, second] = cardCodeCandidates(user.userId);
    expect((await loyaltyInfoOf(server, user.headers)).loyaltyCardCode).toBe(first);
    const at = new Date(clock());
    await db().insert(loyaltyMembers).values({
      userId: other.userId,
      cardCode: first!,
      status: 'ENROLLED',
      source: 'PAGE',
      requestedAt: at,
      confirmsAt: at,
      updatedAt: at,
    });
    const taken = await enrolRequest(server, user, { loyaltyCardCode: first });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken))?.code).toBe(LOYALTY_ERROR_CODES.cardCodeTaken);
    expect(await memberRows(user.userId)).toEqual([]);
    expect((await loyaltyInfoOf(server, user.headers)).loyaltyCardCode).toBe(second);
    expect((await enrolRequest(server, user, { loyaltyCardCode: second })).status).toBe(200);
    expect(await memberRows(user.userId)).toEqual([expect.objectContaining({ cardCode: second })]);
  });

  it('refuse bad bodies and headers with 4xx errors[0], never 5xx, writing nothing', async () => {
    const user = await loginWithOtp(server);
    const { loyaltyCardCode } = await loyaltyInfoOf(server, user.headers);
    const bodies: unknown[] = [
      {},
      { loyaltyCardCode: 'PP123' },
      { loyaltyCardCode: 42 },
      [],
      'not json',
      { loyaltyCardCode: 'X'.repeat(5000) },
      null,
    ];
    for (const body of bodies) {
      const response = await enrolRequest(server, user, body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect((await errorOf(response))?.displayMsg).toBeTruthy();
    }
    const otherMobile = await enrolRequest(server, user, { loyaltyCardCode }, { mobile: nextMobile() });
    expect(otherMobile.status).toBe(403);
    const noMobile = await server.fetch(PATHS.loyaltyEnrol, jsonInit({ loyaltyCardCode }, user.headers));
    expect(noMobile.status).toBe(400);
    for (const page of ['0', '-1', 'two', '1.5', '9999999']) {
      const response = await server.fetch(`${PATHS.loyaltyLedger}?page=${page}`, { headers: user.headers });
      expect(response.status, page).toBe(400);
    }
    const optOut = await server.fetch(PATHS.loyaltyOptOut, { method: 'POST', headers: user.headers });
    expect(optOut.status).toBe(409);
    expect((await errorOf(optOut))?.code).toBe(LOYALTY_ERROR_CODES.notMember);
    expect(await memberRows(user.userId)).toEqual([]);
  });

  it('opt a member out (no earning, no free items, points kept) and back in through WAITING again', async () => {
    const user = await loginAsMember(server);
    clock.advance(CONFIRM_MS);
    const out = await server.fetch(PATHS.loyaltyOptOut, { method: 'POST', headers: user.headers });
    expect(out.status).toBe(200);
    expect((await out.json()) as LoyaltyInfo).toMatchObject({ enrollmentStatus: 'OPT_OUT', earnsToday: false });
    const outAgain = await server.fetch(PATHS.loyaltyOptOut, { method: 'POST', headers: user.headers });
    expect(outAgain.status).toBe(200);

    const placed = await placeCashOrder(user.headers);
    expect(placed.action).toBe('THANKYOU');
    expect(await pointsOf(user.userId)).toEqual([]);

    const back = await joinPizzaPals(server, user);
    expect(back).toMatchObject({ enrollmentStatus: 'WAITING', confirmsAt: clock() + CONFIRM_MS });
    expect(await memberRows(user.userId)).toEqual([expect.objectContaining({ status: 'WAITING' })]);
  });
});

describe('Pizza Pals earning', () => {
  it('gives a customer who has not joined nothing, whatever the client says', async () => {
    const user = await loginWithOtp(server);
    await placeCashOrder(user.headers, confirmBody({ primaryPaymentId: 'CASH', loyaltyEligible: true }));
    expect(await pointsOf(user.userId)).toEqual([]);
  });

  it('gives a member 100 points on the first order of an India day only, and none when the client declines', async () => {
    const user = await loginAsMember(server);
    await placeCashOrder(user.headers);
    clock.advance(MS_PER_MINUTE);
    await placeCashOrder(user.headers);
    expect(await pointsOf(user.userId)).toEqual([expect.objectContaining({ points: 100 })]);
    expect(await loyaltyInfoOf(server, user.headers)).toMatchObject({ pendingPoints: 100, earnsToday: false });
    clock.advance(MS_PER_DAY);
    expect((await loyaltyInfoOf(server, user.headers)).earnsToday).toBe(true);
    await placeCashOrder(user.headers, confirmBody({ primaryPaymentId: 'CASH', loyaltyEligible: false }));
    expect(await pointsOf(user.userId)).toHaveLength(1);
    await placeCashOrder(user.headers);
    expect(await pointsOf(user.userId)).toHaveLength(2);
  });

  it('credits the points once with two processes reading, not before 24 hours after delivery, and shows them in the ledger', async () => {
    const user = await loginAsMember(server);
    const placed = await placeCashOrder(user.headers);
    const deliveredAt = await deliveredAtOf(user.userId, placed.orderTransactionId);
    const pending = await loyaltyInfoOf(server, user.headers);
    expect(pending).toMatchObject({
      pendingPoints: 100,
      balance: { overall: { points: 0 } },
      nextCreditAt: deliveredAt + 24 * MS_PER_HOUR,
    });
    const [earning] = (await ledgerOf(server, user.headers)).entries;
    expect(earning).toMatchObject({ reason: 'LOYALTY_EARNED', status: 'PENDING', points: 100, creditAt: deliveredAt + 24 * MS_PER_HOUR });
    expect(earning?.sliceOrderId).toBeTruthy();

    clock.advance(deliveredAt + 24 * MS_PER_HOUR - clock() - MS_PER_MINUTE);
    expect((await loyaltyInfoOf(server, user.headers)).balance.overall.points).toBe(0);
    clock.advance(2 * MS_PER_MINUTE);
    const other = await startTestServer({ clock, database: server.database });
    try {
      const [here, there] = await Promise.all([loyaltyInfoOf(server, user.headers), loyaltyInfoOf(other, user.headers)]);
      expect(here.balance.overall.points).toBe(100);
      expect(there.balance.overall.points).toBe(100);
      expect(here.pendingPoints).toBe(0);
      expect(await earnedEntries(user.userId)).toHaveLength(1);
      const ledger = await ledgerOf(other, user.headers);
      expect(ledger.entries).toEqual([expect.objectContaining({ reason: 'LOYALTY_EARNED', status: 'CREDITED', points: 100 })]);
      // Leaving the programme keeps the points in the wallet.
      clock.advance(CONFIRM_MS);
      const out = await server.fetch(PATHS.loyaltyOptOut, { method: 'POST', headers: user.headers });
      expect((await out.json()) as LoyaltyInfo).toMatchObject({ enrollmentStatus: 'OPT_OUT', balance: { overall: { points: 100 } } });
    } finally {
      await other.close();
    }
  });

  it('pages the ledger newest first without repeating an entry', async () => {
    const user = await loginAsMember(server);
    const days = LOYALTY_LEDGER_PAGE_SIZE + 2;
    for (let day = 0; day < days; day += 1) {
      await placeCashOrder(user.headers);
      clock.advance(MS_PER_DAY);
    }
    const first = await ledgerOf(server, user.headers, 1);
    const second = await ledgerOf(server, user.headers, 2);
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(first.entries).toHaveLength(LOYALTY_LEDGER_PAGE_SIZE);
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.entries).toHaveLength(2);
    const all = [...first.entries, ...second.entries];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(days);
    const times = all.map((entry) => entry.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('enrolment riding on', () => {
  it('an order: enroll with the issued card code joins Pizza Pals at placement, and that order earns', async () => {
    const user = await loginWithOtp(server);
    const { loyaltyCardCode } = await loyaltyInfoOf(server, user.headers);
    const body = confirmBody({ primaryPaymentId: 'CASH' });
    body.orderDetails.enroll = true;
    body.orderDetails.loyaltyRegistrationRequest = { loyaltyCardCode: loyaltyCardCode! };
    await placeCashOrder(user.headers, body);
    expect(await memberRows(user.userId)).toEqual([expect.objectContaining({ status: 'WAITING', source: 'ORDER' })]);
    expect(await pointsOf(user.userId)).toEqual([expect.objectContaining({ points: 100 })]);
  });

  it('an order with a wrong card code or none: refused, no order, no membership', async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    const wrong = confirmBody({ primaryPaymentId: 'CASH' });
    wrong.orderDetails.enroll = true;
    wrong.orderDetails.loyaltyRegistrationRequest = { loyaltyCardCode: 'PP0000000000' };
    const refused = (await (await confirm(server, user.headers, wrong)).json()) as ConfirmOrderResponse;
    expect(refused).toMatchObject({ status: 'FAILED', errors: [{ code: LOYALTY_ERROR_CODES.wrongCardCode }] });
    const missing = confirmBody({ primaryPaymentId: 'CASH' });
    missing.orderDetails.enroll = true;
    const response = await confirm(server, user.headers, missing);
    expect(response.status).toBe(400);
    expect(await memberRows(user.userId)).toEqual([]);
    expect(await db().select().from(orders).where(eq(orders.userId, user.userId))).toEqual([]);
  });

  it('the loyalty variant of send OTP: the customer is a member once the code is validated; the plain variant enrols nobody', async () => {
    const mobile = nextMobile();
    expect((await sendOtp(server, { mobile }, PATHS.sendLoyaltyOtp)).status).toBe(200);
    const response = await validateOtp(server, mobile, await latestOtp(server, mobile));
    expect(response.status).toBe(200);
    const user = withHeaders((await response.json()) as LoginResponse);
    expect(await memberRows(user.userId)).toEqual([expect.objectContaining({ status: 'WAITING', source: 'OTP' })]);
    expect((await loyaltyInfoOf(server, user.headers)).enrollmentStatus).toBe('WAITING');

    const plain = await loginWithOtp(server);
    expect(await memberRows(plain.userId)).toEqual([]);
  });
});
