/**
 * Cheesy rewards and spin the wheel (docs/rewards.md): logged-in only, one spin per India day drawn by the server
 * from the prize table, prizes paid into the wallet's Promo part or as the customer's own single-use coupon, and a
 * milestone coupon unlocked once after N delivered orders.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse, DealsResponse, PromoResponse } from '@/contract/cart';
import type { TransactionStatusResponse } from '@/contract/payments';
import { REWARD_ERROR_CODES } from '@/contract/codes';
import { PATHS } from '@/contract/paths';
import type { CheesyRewardsStatus, GameData, RewardOfferDetail, SpinResult } from '@/contract/rewards';
import type { WalletSummary } from '@/contract/wallet';
import serverEn from '@/i18n/en/server';
import { PAISE_PER_POINT, PROMO_POINTS_VALID_DAYS } from '@/domain/loyalty';
import { MS_PER_DAY } from '@/domain/time';
import { cheesyMembers, couponReservations, gameSpins, promos, rewardCoupons, users, walletEntries } from '@server/db/schema';
import { MILESTONES, PRIZES } from '@server/db/seed/rewards';
import { spinWheel } from '@server/services/game';
import { createTestClock, errorOf, loginWithOtp, userPath, type LoggedIn } from './support/accounts';
import { confirmBody, confirmed, fillCart, statusPath, STORE_ID } from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

const clock = createTestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

const db = () => server.database.db;
const get = (path: string, headers: Record<string, string>) => server.fetch(path, { headers });
const post = (path: string, headers: Record<string, string>, body?: string) =>
  server.fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return (await response.json()) as T;
}

const spin = (login: LoggedIn) => post(PATHS.gameSpin, login.headers);
const game = async (login: LoggedIn) => json<GameData>(await get(PATHS.gameData, login.headers));
const cheesy = async (login: LoggedIn) => json<CheesyRewardsStatus>(await get(PATHS.cheesyRewards, login.headers));
const promoPath = (code: string) => PATHS.cartPromo.replace('{code}', encodeURIComponent(code));
const applyPromo = async (login: LoggedIn, code: string) => json<PromoResponse>(await get(promoPath(code), login.headers));

/** The roll that lands on the prize of this code (its band's first number). */
function rollFor(code: string): () => number {
  const index = PRIZES.findIndex((prize) => prize.code === code);
  const roll = PRIZES.slice(0, index).reduce((sum, prize) => sum + prize.weight, 0);
  return () => roll;
}

/** A cash order of the customer's filled cart, confirmed at once. */
async function placeCashOrder(login: LoggedIn): Promise<void> {
  await fillCart(server, login.headers);
  await confirmed(server, login.headers, confirmBody());
}

describe('rewards calls are for logged-in customers only', () => {
  it('answers a guest 401 on every cheesy rewards and game call', async () => {
    const { headers } = await signInAnonymously(server);
    const calls = [
      get(PATHS.cheesyRewards, headers),
      post(PATHS.cheesyRewardsRegister, headers),
      post(PATHS.cheesyRewardsOptOut, headers),
      get(PATHS.rewardOffer.replace('{code}', 'RWANYTHING'), headers),
      get(PATHS.gameData, headers),
      post(PATHS.gameSpin, headers),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(401);
      expect((await errorOf(response))?.displayMsg).toBe(serverEn.texts.loginRequired);
    }
    expect(await db().select().from(gameSpins)).toHaveLength(0);
  });
});

describe('spin the wheel', () => {
  it('shows the wheel in table order, spins once, and refuses a second spin the same India day with 409', async () => {
    const login = await loginWithOtp(server);
    const before = await game(login);
    expect(before.segments.map((segment) => segment.code)).toEqual(PRIZES.map((prize) => prize.code));
    expect(before).toMatchObject({ spunToday: false, lastSpin: null });

    const result = await json<SpinResult>(await spin(login), 201);
    expect(result.prize).toEqual(before.segments[result.segmentIndex]);
    if (result.prize.kind === 'COUPON') expect(result.couponCode).toMatch(/^RW[A-Z2-9]{10}$/);
    else expect(result.couponCode).toBeNull();

    const again = await spin(login);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: REWARD_ERROR_CODES.alreadySpun, displayMsg: serverEn.texts.gameAlreadySpun });
    const after = await game(login);
    expect(after).toMatchObject({ spunToday: true, lastSpin: result });
    expect(after.nextSpinAt).toBeGreaterThan(clock());
    expect(after.nextSpinAt - clock()).toBeLessThanOrEqual(MS_PER_DAY);
  });

  it('lets one of several spins sent at once win; the others get 409 and nothing is paid twice', async () => {
    const login = await loginWithOtp(server);
    const answers = await Promise.all(Array.from({ length: 5 }, () => spin(login)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await db().select().from(gameSpins).where(eq(gameSpins.userId, login.userId))).toHaveLength(1);
    const entries = await db().select().from(walletEntries).where(eq(walletEntries.userId, login.userId));
    expect(entries.length).toBeLessThanOrEqual(1);
  });

  it('opens a new spin on the next India day', async () => {
    const login = await loginWithOtp(server);
    await json<SpinResult>(await spin(login), 201);
    const { nextSpinAt } = await game(login);
    clock.advance(nextSpinAt - clock());
    expect((await game(login)).spunToday).toBe(false);
    await json<SpinResult>(await spin(login), 201);
  });
});

describe('the client cannot choose the prize', () => {
  it('refuses a spin that carries a prize in its body with 400 and draws nothing', async () => {
    const login = await loginWithOtp(server);
    for (const body of [JSON.stringify({ prizeCode: 'COUPON_FLAT_100' }), JSON.stringify({ segmentIndex: 7 }), 'COUPON_FLAT_100']) {
      const response = await post(PATHS.gameSpin, login.headers, body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: REWARD_ERROR_CODES.spinTakesNoBody });
    }
    expect((await game(login)).spunToday).toBe(false);
    // An empty object carries no choice: it is an ordinary spin.
    await json<SpinResult>(await post(PATHS.gameSpin, login.headers, '{}'), 201);
  });

  it('draws by the table over 400 customers: every prize within a wide band of its weight', async () => {
    const total = PRIZES.reduce((sum, prize) => sum + prize.weight, 0);
    const spins = 400;
    const ids = Array.from({ length: spins }, () => randomUUID());
    await db()
      .insert(users)
      .values(ids.map((id) => ({ id, anonymous: false })));
    const won = new Map<string, number>();
    const now = new Date(clock());
    for (const id of ids) {
      const outcome = await spinWheel(db(), id, now);
      if (!outcome.ok) throw new Error('a first spin was refused');
      won.set(outcome.result.prize.code, (won.get(outcome.result.prize.code) ?? 0) + 1);
    }
    // Chi-square with 7 degrees of freedom: above 24.3 happens by chance once in a thousand runs.
    const chiSquare = PRIZES.reduce((sum, prize) => {
      const expected = (spins * prize.weight) / total;
      return sum + ((won.get(prize.code) ?? 0) - expected) ** 2 / expected;
    }, 0);
    expect(chiSquare).toBeLessThan(24.3);
    expect([...won.keys()].sort()).toEqual(PRIZES.map((prize) => prize.code).sort());
  });
});

describe('prizes', () => {
  it('credits a points prize to the wallet Promo part, expiring after PROMO_POINTS_VALID_DAYS', async () => {
    const login = await loginWithOtp(server);
    const now = new Date(clock());
    const outcome = await spinWheel(db(), login.userId, now, rollFor('POINTS_25'));
    if (!outcome.ok) throw new Error('the spin was refused');
    const [entry] = await db().select().from(walletEntries).where(eq(walletEntries.userId, login.userId));
    expect(entry).toMatchObject({
      part: 'PROMO',
      reason: 'PROMO',
      amountPaise: 25 * PAISE_PER_POINT,
      reference: `SPIN:${outcome.result.spinId}`,
    });
    expect(entry?.expiresAt?.getTime()).toBe(now.getTime() + PROMO_POINTS_VALID_DAYS * MS_PER_DAY);
    const summary = await json<WalletSummary>(await get(userPath(PATHS.walletSummary, login.userId), login.headers));
    expect(summary.parts.find((part) => part.part === 'PROMO')?.balance).toBe(25);
  });

  it('issues a coupon prize that only its owner may apply, once, and that no offers list shows', async () => {
    const owner = await loginWithOtp(server);
    const other = await loginWithOtp(server);
    const outcome = await spinWheel(db(), owner.userId, new Date(clock()), rollFor('COUPON_FLAT_50'));
    if (!outcome.ok || !outcome.result.couponCode) throw new Error('no coupon was won');
    const code = outcome.result.couponCode;

    const deals = await json<DealsResponse>(await get(`${PATHS.deals}?storeId=${STORE_ID}`, owner.headers));
    expect(deals.deals.map((deal) => deal.code)).not.toContain(code);
    expect((await get(PATHS.deal.replace('{code}', code), other.headers)).status).toBe(404);
    expect((await get(PATHS.rewardOffer.replace('{code}', code), other.headers)).status).toBe(404);
    const offer = await json<RewardOfferDetail>(await get(PATHS.rewardOffer.replace('{code}', code), owner.headers));
    expect(offer).toMatchObject({ milestoneOrders: null, state: 'READY', deal: { code, kind: 'FLAT', value: 5_000 } });

    await fillCart(server, other.headers);
    expect(await applyPromo(other, code)).toEqual({ status: 'FAILED', displayMsg: serverEn.texts.couponNotValid });

    await fillCart(server, owner.headers);
    const applied = await applyPromo(owner, code);
    expect(applied.status).toBe('SUCCESS');
    await confirmed(server, owner.headers, confirmBody());

    await fillCart(server, owner.headers);
    expect(await applyPromo(owner, code)).toEqual({ status: 'FAILED', displayMsg: serverEn.texts.rewardCouponUsed });
    const used = await json<RewardOfferDetail>(await get(PATHS.rewardOffer.replace('{code}', code), owner.headers));
    expect(used.state).toBe('USED');
  });
  it('gives a reward coupon back when the order that held it fails', async () => {
    const owner = await loginWithOtp(server);
    const outcome = await spinWheel(db(), owner.userId, new Date(clock()), rollFor('COUPON_FLAT_100'));
    if (!outcome.ok || !outcome.result.couponCode) throw new Error('no coupon was won');
    const code = outcome.result.couponCode;
    await fillCart(server, owner.headers, 3);
    expect((await applyPromo(owner, code)).status).toBe('SUCCESS');
    const pending = await confirmed(server, owner.headers, confirmBody({ primaryPaymentId: 'CC' }));
    const held = await db().select().from(couponReservations).where(eq(couponReservations.userId, owner.userId));
    expect(held.map((row) => row.scope)).toEqual([`REWARD:${code}`]);

    const cancel = await server.fetch(statusPath(PATHS.cancelPayment, pending.orderTransactionId), {
      method: 'POST',
      headers: owner.headers,
    });
    expect(((await cancel.json()) as TransactionStatusResponse).transactionStatus).toBe('FAILED');
    expect(await db().select().from(couponReservations).where(eq(couponReservations.userId, owner.userId))).toEqual([]);
    const offer = await json<RewardOfferDetail>(await get(PATHS.rewardOffer.replace('{code}', code), owner.headers));
    expect(offer.state).toBe('READY');
    await fillCart(server, owner.headers, 3);
    expect((await applyPromo(owner, code)).status).toBe('SUCCESS');
  });
});

describe('cheesy rewards', () => {
  it('unlocks the first milestone once, after its Nth delivered order since registering', async () => {
    const login = await loginWithOtp(server);
    const first = MILESTONES[0]!;
    expect((await cheesy(login)).status).toBe('NOT_REGISTERED');
    // Before registering: not on the track.
    await placeCashOrder(login);
    clock.advance(MS_PER_DAY);

    const registered = await json<CheesyRewardsStatus>(await post(PATHS.cheesyRewardsRegister, login.headers));
    expect(registered).toMatchObject({
      status: 'REGISTERED',
      deliveredOrders: 0,
      nextMilestoneOrders: first.orders,
      readyCouponCode: null,
    });
    expect(registered.milestones.map((milestone) => [milestone.orders, milestone.state])).toEqual(
      MILESTONES.map((milestone) => [milestone.orders, 'LOCKED']),
    );

    for (let order = 0; order < first.orders; order += 1) {
      clock.advance(1_000);
      await placeCashOrder(login);
    }
    // Confirmed but not delivered yet: no step.
    expect((await cheesy(login)).deliveredOrders).toBe(0);
    clock.advance(MS_PER_DAY);

    // Two readers at once: one coupon.
    const [one, two] = await Promise.all([cheesy(login), cheesy(login)]);
    expect(one.deliveredOrders).toBe(first.orders);
    expect(one.readyCouponCode).not.toBeNull();
    expect(two.readyCouponCode).toBe(one.readyCouponCode);
    expect(one.milestones[0]).toMatchObject({ orders: first.orders, state: 'READY', couponCode: one.readyCouponCode });
    expect(one.milestones.slice(1).every((milestone) => milestone.state === 'LOCKED')).toBe(true);
    const issued = await db().select().from(rewardCoupons).where(eq(rewardCoupons.userId, login.userId));
    expect(issued).toHaveLength(1);
    const owned = await db()
      .select()
      .from(promos)
      .where(and(eq(promos.ownerUserId, login.userId)));
    expect(owned).toHaveLength(1);
    expect((await cheesy(login)).readyCouponCode).toBe(one.readyCouponCode);

    const offer = await json<RewardOfferDetail>(await get(PATHS.rewardOffer.replace('{code}', one.readyCouponCode!), login.headers));
    expect(offer).toMatchObject({ milestoneOrders: first.orders, state: 'READY', deal: { kind: first.kind } });

    // The milestone's coupon applies in the owner's cart.
    const cart: CartResponse = await fillCart(server, login.headers);
    expect(cart.validItems.length).toBeGreaterThan(0);
    expect((await applyPromo(login, one.readyCouponCode!)).status).toBe('SUCCESS');

    // Opting out stops the track; the coupon issued stays the customer's.
    const optedOut = await json<CheesyRewardsStatus>(await post(PATHS.cheesyRewardsOptOut, login.headers));
    expect(optedOut).toMatchObject({ status: 'OPTED_OUT', deliveredOrders: 0, readyCouponCode: one.readyCouponCode });
  });

  it('cannot be farmed: opting out and back in continues the one track and never issues a milestone twice', async () => {
    const login = await loginWithOtp(server);
    const [first, second] = MILESTONES;
    const placeDelivered = async (count: number) => {
      for (let order = 0; order < count; order += 1) {
        clock.advance(1_000);
        await placeCashOrder(login);
      }
      clock.advance(MS_PER_DAY);
    };
    await post(PATHS.cheesyRewardsRegister, login.headers);
    await placeDelivered(first!.orders);
    const reached = await cheesy(login);
    const firstCoupon = reached.milestones[0]!.couponCode;
    expect(firstCoupon).not.toBeNull();

    // Out and back in, several times: the same coupon, still READY and shown; no second coupon for the milestone.
    for (let round = 0; round < 3; round += 1) {
      expect((await json<CheesyRewardsStatus>(await post(PATHS.cheesyRewardsOptOut, login.headers))).milestones[0]).toMatchObject({
        state: 'READY',
        couponCode: firstCoupon,
      });
      const again = await json<CheesyRewardsStatus>(await post(PATHS.cheesyRewardsRegister, login.headers));
      expect(again).toMatchObject({ status: 'REGISTERED', deliveredOrders: first!.orders, readyCouponCode: firstCoupon });
      expect(again.milestones[0]).toMatchObject({ state: 'READY', couponCode: firstCoupon });
    }
    // The orders after the first milestone reach the second, counted from the first registration.
    await placeDelivered(second!.orders - first!.orders);
    const track = await cheesy(login);
    expect(track.deliveredOrders).toBe(second!.orders);
    expect(track.milestones.slice(0, 2).map((milestone) => [milestone.state, milestone.couponCode === firstCoupon])).toEqual([
      ['READY', true],
      ['READY', false],
    ]);
    const issued = await db().select().from(rewardCoupons).where(eq(rewardCoupons.userId, login.userId));
    expect(issued.map((row) => row.milestoneOrders).sort((a, b) => a - b)).toEqual([first!.orders, second!.orders]);
    expect(await db().select().from(promos).where(eq(promos.ownerUserId, login.userId))).toHaveLength(2);
  });

  it('writes nothing when a customer who never registered opts out', async () => {
    const login = await loginWithOtp(server);
    const answer = await json<CheesyRewardsStatus>(await post(PATHS.cheesyRewardsOptOut, login.headers));
    expect(answer).toMatchObject({ status: 'NOT_REGISTERED', deliveredOrders: 0, readyCouponCode: null });
    expect(await db().select().from(cheesyMembers).where(eq(cheesyMembers.userId, login.userId))).toEqual([]);
  });

  it('keeps one registration when register is sent twice', async () => {
    const login = await loginWithOtp(server);
    const first = await json<CheesyRewardsStatus>(await post(PATHS.cheesyRewardsRegister, login.headers));
    const second = await json<CheesyRewardsStatus>(await post(PATHS.cheesyRewardsRegister, login.headers, '{}'));
    expect(second).toEqual(first);
  });
});
