import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { ConfirmOrderResponse, InitiateOrderPaymentResponse } from '@/contract/orders';
import type { PromoResponse } from '@/contract/cart';
import type { VoucherCheckResponse, VoucherOtpResponse } from '@/contract/vouchers';
import { orders, payments, voucherRedemptions, vouchers } from '@server/db/schema';
import { SANDBOX_OTP, SANDBOX_TEST_CARDS } from '@server/services/payments/constants';
import { CHECKOUT_ERROR_CODES } from '@server/services/payments/messages';
import { createCheckout } from '@server/services/orders';
import { paymentExpiresAt } from '@server/services/payments/timings';
import { VOUCHER_CHECKS_PER_ADDRESS_PER_HOUR, VOUCHER_CHECKS_PER_CODE_PER_HOUR, VOUCHER_CHECKS_PER_HOUR } from '@server/routes/vouchers';
import { MS_PER_HOUR as HOUR_MS } from '@/domain/time';
import serverEn from '@/i18n/en/server';
import { createTestClock, errorOf, latestOtp, loginWithOtp, type TestClock } from './support/accounts';
import { cardForm, confirm, confirmBody, confirmed, fillCart, postForm, statusPath } from './support/checkout';
import { jsonInit, signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let clock: TestClock;
/** Past a payment's expiry (its polling window and grace) on the server's clock. */
const PAST_EXPIRY_MS = paymentExpiresAt(new Date(0), 1).getTime() + 1;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

const db = () => server.database.db;
const guest = async () => (await signInAnonymously(server)).headers;

/** The seeded vouchers of docs/sandbox-payments.md. */
const GIFT_PIN = { code: 'GIFT-2000-PIN', pin: '2468', paise: 200_000 };
const GIFT_OTP = { code: 'GIFT-5000-OTP', mobile: '9876500001', paise: 500_000 };
const SMALL_PIN = { code: 'EVOUCHER-100-PIN', pin: '1234', paise: 10_000 };

const balanceOf = async (code: string) => (await db().select().from(vouchers).where(eq(vouchers.code, code)))[0]?.balancePaise;
const holdOf = async (orderTransactionId: string) => {
  const [row] = await db()
    .select({ hold: voucherRedemptions })
    .from(voucherRedemptions)
    .innerJoin(orders, eq(orders.id, voucherRedemptions.orderId))
    .where(eq(orders.orderTransactionId, orderTransactionId));
  return row?.hold ?? null;
};
const orderOf = async (orderTransactionId: string) =>
  (await db().select().from(orders).where(eq(orders.orderTransactionId, orderTransactionId)))[0];
const redemptionCount = async () =>
  Number(
    (
      await db()
        .select({ n: sql<number>`count(*)` })
        .from(voucherRedemptions)
    )[0]?.n ?? 0,
  );

const check = (headers: Record<string, string>, body: unknown) => server.fetch(PATHS.eVoucher, jsonInit(body, headers));
const verify = (headers: Record<string, string>, orderTransactionId: string, body: unknown) =>
  server.fetch(statusPath(PATHS.eVoucherVerify, orderTransactionId), jsonInit(body, headers));
const sendOtp = (headers: Record<string, string>, orderTransactionId: string) =>
  server.fetch(statusPath(PATHS.eVoucherOtp, orderTransactionId), { method: 'POST', headers });

const voucherBody = (code: string, secondaryPaymentId: string | null = null) =>
  confirmBody({ primaryPaymentId: 'EVOUCHER', secondaryPaymentId, instrumentDetails: { voucherCode: code } });

async function verified(headers: Record<string, string>, orderTransactionId: string, body: unknown): Promise<InitiateOrderPaymentResponse> {
  const response = await verify(headers, orderTransactionId, body);
  expect(response.status).toBe(200);
  const answer = (await response.json()) as ConfirmOrderResponse;
  if (answer.status !== 'SUCCESS') throw new Error(`verify answered FAILED: ${answer.errors[0]?.displayMsg}`);
  return answer.initiateOrderPaymentResponse;
}

async function refusedWith(response: Response): Promise<string | undefined> {
  expect(response.status).toBe(200);
  const answer = (await response.json()) as ConfirmOrderResponse;
  expect(answer.status).toBe('FAILED');
  return answer.status === 'FAILED' ? answer.errors[0]?.code : undefined;
}

describe('POST eVoucher checks a code', () => {
  it('answers the kind, what it can pay, its expiry and how it is proved', async () => {
    const headers = await guest();
    const answer = (await (await check(headers, { voucherCode: ' gift-2000-pin ' })).json()) as VoucherCheckResponse;
    expect(answer).toMatchObject({
      status: 'SUCCESS',
      voucher: { voucherCode: GIFT_PIN.code, kind: 'GIFT_CARD', balancePaise: GIFT_PIN.paise, auth: 'PIN' },
    });
  });

  it('fails an unknown, an expired and an empty voucher with their messages', async () => {
    const headers = await guest();
    for (const [voucherCode, code] of [
      ['NO-SUCH-CARD', CHECKOUT_ERROR_CODES.voucherNotFound],
      ['EVOUCHER-EXPIRED', CHECKOUT_ERROR_CODES.voucherExpired],
      ['GIFT-EMPTY-PIN', CHECKOUT_ERROR_CODES.voucherEmpty],
    ] as const) {
      const answer = (await (await check(headers, { voucherCode })).json()) as VoucherCheckResponse;
      expect(answer.status === 'FAILED' && answer.errors[0]?.code).toBe(code);
    }
  });

  it('answers 400 with the SPEC text to a bad body and writes nothing', async () => {
    const headers = await guest();
    for (const body of [{}, { voucherCode: 'ab' }, { voucherCode: 42 }, { voucherCode: 'x'.repeat(80) }, { voucherCode: '<script>' }]) {
      const response = await check(headers, body);
      expect(response.status).toBe(400);
    }
    expect((await errorOf(await check(headers, { voucherCode: '' })))?.displayMsg).toBe(serverEn.texts.voucherCodeInvalid);
    expect(await redemptionCount()).toBe(0);
  });
});

describe('a gift card paying the whole order', () => {
  it('records the share at placement, moves the balance once only when the PIN confirms the order', async () => {
    const user = await loginWithOtp(server);
    const cart = await fillCart(server, user.headers);
    const initiate = await confirmed(server, user.headers, voucherBody(GIFT_PIN.code));
    expect(initiate.action).toBe('EV_PIN');
    expect(initiate.voucher).toMatchObject({
      kind: 'GIFT_CARD',
      auth: 'PIN',
      amountPaise: cart.displayNetPrice,
      restPaise: 0,
      mobileHint: null,
    });
    expect(initiate.voucher?.voucherCode).not.toContain('GIFT-2000');
    expect(await holdOf(initiate.orderTransactionId)).toMatchObject({
      status: 'HELD',
      amountPaise: cart.displayNetPrice,
      verifiedAt: null,
    });
    expect(await balanceOf(GIFT_PIN.code)).toBe(GIFT_PIN.paise);
    // Before its PIN is given the share keeps nothing: knowing a code locks nobody's card.
    const checked = (await (await check(user.headers, { voucherCode: GIFT_PIN.code })).json()) as VoucherCheckResponse;
    expect(checked.status === 'SUCCESS' && checked.voucher.balancePaise).toBe(GIFT_PIN.paise);

    const wrong = await verify(user.headers, initiate.orderTransactionId, { pin: '0000' });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong))?.code).toBe(CHECKOUT_ERROR_CODES.voucherPinInvalid);
    expect(await balanceOf(GIFT_PIN.code)).toBe(GIFT_PIN.paise);
    expect((await orderOf(initiate.orderTransactionId))?.status).toBe('PENDING');

    const next = await verified(user.headers, initiate.orderTransactionId, { pin: GIFT_PIN.pin });
    expect(next.action).toBe('THANKYOU');
    expect((await orderOf(initiate.orderTransactionId))?.status).toBe('CONFIRMED');
    expect((await orderOf(initiate.orderTransactionId))?.voucherPaise).toBe(cart.displayNetPrice);
    expect(await holdOf(initiate.orderTransactionId)).toMatchObject({ status: 'CAPTURED' });
    expect(await balanceOf(GIFT_PIN.code)).toBe(GIFT_PIN.paise - cart.displayNetPrice);

    // A repeat (the answer was lost) answers the same and moves nothing.
    expect((await verified(user.headers, initiate.orderTransactionId, { pin: GIFT_PIN.pin })).action).toBe('THANKYOU');
    expect(await balanceOf(GIFT_PIN.code)).toBe(GIFT_PIN.paise - cart.displayNetPrice);
    // The confirm repeated answers the order as it stands.
    expect(
      (await confirmed(server, user.headers, { ...voucherBody(GIFT_PIN.code), idempotencyKey: await lastKey(user.userId) })).action,
    ).toBe('THANKYOU');
  });

  it('sends an OTP to the voucher mobile, bound to the order, and confirms with it', async () => {
    const user = await loginWithOtp(server);
    const cart = await fillCart(server, user.headers);
    const initiate = await confirmed(server, user.headers, voucherBody(GIFT_OTP.code));
    expect(initiate.action).toBe('EV_OTP');
    expect(initiate.voucher?.mobileHint).toMatch(/0001$/);
    const sent = await sendOtp(user.headers, initiate.orderTransactionId);
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as VoucherOtpResponse).mobileHint).toMatch(/0001$/);
    const code = await latestOtp(server, GIFT_OTP.mobile);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await verify(user.headers, initiate.orderTransactionId, { otp: wrongCode });
    expect(wrong.status).toBe(400);
    expect(await balanceOf(GIFT_OTP.code)).toBe(GIFT_OTP.paise);
    // A PIN is no answer to an OTP voucher.
    expect((await verify(user.headers, initiate.orderTransactionId, { pin: '1234' })).status).toBe(400);
    expect((await verified(user.headers, initiate.orderTransactionId, { otp: code })).action).toBe('THANKYOU');
    expect(await balanceOf(GIFT_OTP.code)).toBe(GIFT_OTP.paise - cart.displayNetPrice);
  });
});

async function lastKey(userId: string): Promise<string> {
  const [row] = await db().select({ key: orders.idempotencyKey }).from(orders).where(eq(orders.userId, userId));
  return row!.key;
}

describe('a voucher short of the order with a second method', () => {
  it('refuses without a second method and writes nothing', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    expect(await refusedWith(await confirm(server, headers, voucherBody(SMALL_PIN.code)))).toBe(CHECKOUT_ERROR_CODES.voucherInsufficient);
    expect(await db().select().from(orders).where(eq(orders.userId, headers.userId!))).toHaveLength(0);
  });

  it('pays the rest by card after the PIN: the balance moves when the card confirms the order', async () => {
    const user = await loginWithOtp(server);
    const cart = await fillCart(server, user.headers);
    const initiate = await confirmed(server, user.headers, voucherBody(SMALL_PIN.code, 'CC'));
    expect(initiate.action).toBe('EV_PIN');
    expect(initiate.voucher).toMatchObject({ amountPaise: SMALL_PIN.paise, restPaise: cart.displayNetPrice - SMALL_PIN.paise });
    const next = await verified(user.headers, initiate.orderTransactionId, { pin: SMALL_PIN.pin });
    expect(next.action).toBe('PROCESS_PAYMENT');
    const [payment] = await db().select().from(payments).where(eq(payments.id, next.paymentId));
    expect(payment).toMatchObject({ amountPaise: cart.displayNetPrice - SMALL_PIN.paise, step: null, status: 'PENDING' });
    expect(await balanceOf(SMALL_PIN.code)).toBe(SMALL_PIN.paise);

    await postForm(server, `${next.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.success));
    expect((await postForm(server, `${next.processTransactionURL!}/otp`, { otp: SANDBOX_OTP })).status).toBe(303);
    expect((await orderOf(initiate.orderTransactionId))?.status).toBe('CONFIRMED');
    expect(await balanceOf(SMALL_PIN.code)).toBe(0);
    expect(await holdOf(initiate.orderTransactionId)).toMatchObject({ status: 'CAPTURED' });
  });
});

describe('a failed order gives the voucher back', () => {
  it('releases the hold of a declined card and of a cancelled step; the balance never moved', async () => {
    await db().update(vouchers).set({ balancePaise: 50_000 }).where(eq(vouchers.code, SMALL_PIN.code));
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers, 3);
    const initiate = await confirmed(server, user.headers, voucherBody(SMALL_PIN.code, 'CC'));
    const next = await verified(user.headers, initiate.orderTransactionId, { pin: SMALL_PIN.pin });
    expect((await postForm(server, `${next.processTransactionURL!}/card`, cardForm(SANDBOX_TEST_CARDS.declined))).status).toBe(303);
    expect((await orderOf(initiate.orderTransactionId))?.status).toBe('FAILED');
    expect(await holdOf(initiate.orderTransactionId)).toMatchObject({ status: 'RELEASED' });
    expect(await balanceOf(SMALL_PIN.code)).toBe(50_000);

    const other = await loginWithOtp(server);
    await fillCart(server, other.headers);
    const pending = await confirmed(server, other.headers, voucherBody(GIFT_PIN.code));
    const before = await balanceOf(GIFT_PIN.code);
    const cancelled = await server.fetch(statusPath(PATHS.cancelPayment, pending.orderTransactionId), {
      method: 'POST',
      headers: other.headers,
    });
    expect(cancelled.status).toBe(200);
    expect(await holdOf(pending.orderTransactionId)).toMatchObject({ status: 'RELEASED' });
    expect(await balanceOf(GIFT_PIN.code)).toBe(before);
    // Past its step: a PIN now changes nothing.
    expect((await verify(other.headers, pending.orderTransactionId, { pin: GIFT_PIN.pin })).status).toBe(409);
    expect(await balanceOf(GIFT_PIN.code)).toBe(before);
  });
});

describe('the e-voucher rules', () => {
  it('refuses e-vouchers with a coupon (SPEC 8) and with the Slice wallet (SPEC 8 wallet text)', async () => {
    const user = await loginWithOtp(server);
    await fillCart(server, user.headers);
    const promo = (await (
      await server.fetch(PATHS.cartPromo.replace('{code}', 'FIRST50'), { headers: user.headers })
    ).json()) as PromoResponse;
    expect(promo.status).toBe('SUCCESS');
    const withCoupon = (await (await confirm(server, user.headers, voucherBody(GIFT_PIN.code))).json()) as ConfirmOrderResponse;
    expect(withCoupon.status === 'FAILED' && withCoupon.errors[0]).toEqual({
      code: CHECKOUT_ERROR_CODES.voucherNotAllowed,
      displayMsg: 'Payment by eVouchers is not allowed...',
    });

    const other = await guest();
    await fillCart(server, other);
    const withWallet = await confirm(server, other, voucherBody(GIFT_PIN.code, 'PIGGYBANK'));
    const answer = (await withWallet.json()) as ConfirmOrderResponse;
    expect(answer.status === 'FAILED' && answer.errors[0]?.displayMsg).toBe(serverEn.texts.walletWithCashOrEgv);
    // Cash cannot pay the rest either.
    expect(await refusedWith(await confirm(server, other, voucherBody(SMALL_PIN.code, 'CASH')))).toBe(
      CHECKOUT_ERROR_CODES.voucherSecondMethod,
    );
    expect(await db().select().from(orders).where(eq(orders.userId, other.userId!))).toHaveLength(0);
  });

  it('answers 404 for another customer’s transaction and 400 for bad verify bodies, writing nothing', async () => {
    const owner = await guest();
    await fillCart(server, owner);
    const initiate = await confirmed(server, owner, voucherBody(GIFT_OTP.code));
    const stranger = await guest();
    expect((await verify(stranger, initiate.orderTransactionId, { otp: '123456' })).status).toBe(404);
    expect((await sendOtp(stranger, initiate.orderTransactionId)).status).toBe(404);
    for (const body of [{}, { pin: '12' }, { otp: '12345' }, { pin: '1234', otp: '123456' }, { pin: 1234 }, []]) {
      expect((await verify(owner, initiate.orderTransactionId, body)).status).toBe(400);
    }
    expect(await holdOf(initiate.orderTransactionId)).toMatchObject({ status: 'HELD', verifiedAt: null });
    expect((await orderOf(initiate.orderTransactionId))?.status).toBe('PENDING');
  });

  it('limits PIN guesses per voucher', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const initiate = await confirmed(server, headers, voucherBody(GIFT_PIN.code));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await verify(headers, initiate.orderTransactionId, { pin: '9999' })).status);
    expect(statuses.slice(-1)).toEqual([429]);
    // Even the right PIN waits now.
    expect((await verify(headers, initiate.orderTransactionId, { pin: GIFT_PIN.pin })).status).toBe(429);
    clock.advance(60 * 60 * 1000);
  });
});

describe('two concurrent orders on one voucher', () => {
  it('cannot spend one voucher twice: both are placed, one verifies, the other is refused and pays another way', async () => {
    await db().update(vouchers).set({ balancePaise: 10_000 }).where(eq(vouchers.code, SMALL_PIN.code));
    const [a, b] = await Promise.all([guest(), guest()]);
    await Promise.all([fillCart(server, a), fillCart(server, b)]);
    const placed = await Promise.all([a, b].map((headers) => confirmed(server, headers, voucherBody(SMALL_PIN.code, 'CC'))));
    expect(placed.map((initiate) => initiate.action)).toEqual(['EV_PIN', 'EV_PIN']);

    const responses = await Promise.all(
      [a, b].map((headers, index) => verify(headers, placed[index]!.orderTransactionId, { pin: SMALL_PIN.pin })),
    );
    const statuses = responses.map((response) => response.status);
    expect([...statuses].sort()).toEqual([200, 409]);
    const loser = statuses.indexOf(409);
    expect(await errorOf(responses[loser]!)).toEqual({
      code: CHECKOUT_ERROR_CODES.voucherEmpty,
      displayMsg: serverEn.texts.voucherEmpty,
    });
    const holds = await db().select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherCode, SMALL_PIN.code));
    const verifiedHeld = holds.filter((hold) => hold.status === 'HELD' && hold.verifiedAt !== null);
    expect(verifiedHeld.reduce((sum, hold) => sum + hold.amountPaise, 0)).toBe(10_000);
    expect(await holdOf(placed[loser]!.orderTransactionId)).toMatchObject({ status: 'RELEASED', verifiedAt: null });
    expect((await orderOf(placed[loser]!.orderTransactionId))?.status).toBe('FAILED');

    // The refused order's customer pays another way.
    const again = await confirmed(server, [a, b][loser]!, confirmBody({ primaryPaymentId: 'CC' }));
    expect(again.action).toBe('PROCESS_PAYMENT');
    expect(await balanceOf(SMALL_PIN.code)).toBe(10_000);
  });
});

describe('a voucher order past its payment expiry', () => {
  it('refuses the PIN with 409 and moves nothing', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const initiate = await confirmed(server, headers, voucherBody(GIFT_OTP.code));
    expect((await sendOtp(headers, initiate.orderTransactionId)).status).toBe(200);
    const code = await latestOtp(server, GIFT_OTP.mobile);
    const before = await balanceOf(GIFT_OTP.code);
    clock.advance(PAST_EXPIRY_MS);
    expect((await sendOtp(headers, initiate.orderTransactionId)).status).toBe(409);
    const late = await verify(headers, initiate.orderTransactionId, { otp: code });
    expect(late.status).toBe(409);
    expect((await errorOf(late))?.code).toBe(CHECKOUT_ERROR_CODES.voucherStepOver);
    expect(await holdOf(initiate.orderTransactionId)).toMatchObject({ status: 'HELD', verifiedAt: null });
    expect(await balanceOf(GIFT_OTP.code)).toBe(before);
    expect((await orderOf(initiate.orderTransactionId))?.status).toBe('PENDING');
  });
});

describe('an order left waiting for its PIN', () => {
  it('is failed EXPIRED by the reconciler past its expiry, and the hold comes back', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const initiate = await confirmed(server, headers, voucherBody(GIFT_OTP.code));
    const before = await balanceOf(GIFT_OTP.code);
    expect(await holdOf(initiate.orderTransactionId)).toMatchObject({ status: 'HELD' });
    clock.advance(PAST_EXPIRY_MS);
    await createCheckout(db(), clock).reconcile();
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'FAILED', failureReason: 'EXPIRED' });
    expect(await holdOf(initiate.orderTransactionId)).toMatchObject({ status: 'RELEASED' });
    expect(await balanceOf(GIFT_OTP.code)).toBe(before);
  });
});

describe('voucher checks are limited beyond the caller', () => {
  it('per voucher code, whatever guest tokens ask', async () => {
    clock.advance(HOUR_MS);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= VOUCHER_CHECKS_PER_CODE_PER_HOUR; attempt += 1) {
      statuses.push((await check(await guest(), { voucherCode: 'WALKED-CODE-1' })).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const last = await check(await guest(), { voucherCode: 'WALKED-CODE-1' });
    expect(last.status).toBe(429);
    expect((await errorOf(last))?.code).toBe(CHECKOUT_ERROR_CODES.voucherChecksLimited);
  });

  it('per client address, whatever guest tokens and codes it uses', async () => {
    clock.advance(HOUR_MS);
    const perGuest = VOUCHER_CHECKS_PER_HOUR / 2;
    const statuses: number[] = [];
    let headers = await guest();
    for (let attempt = 0; attempt <= VOUCHER_CHECKS_PER_ADDRESS_PER_HOUR; attempt += 1) {
      if (attempt % perGuest === 0) headers = await guest();
      statuses.push((await check(headers, { voucherCode: `WALKED-${attempt}` })).status);
    }
    expect(statuses.slice(0, VOUCHER_CHECKS_PER_ADDRESS_PER_HOUR).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    clock.advance(HOUR_MS);
  });
});
