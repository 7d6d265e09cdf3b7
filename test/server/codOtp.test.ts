import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { CodOtpSentResponse } from '@/contract/codOtp';
import type { ConfirmOrderBody, ConfirmOrderResponse } from '@/contract/orders';
import { MS_PER_SECOND } from '@/domain/time';
import { appConfig, orders, otpCodes, payments } from '@server/db/schema';
import { createCheckout, type Checkout } from '@server/services/orders';
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '@server/services/otp';
import { PAYMENT_EXPIRY_GRACE_SECONDS, paymentWindowMs } from '@server/services/payments/timings';
import { createTestClock, errorOf, latestOtp, nextMobile, outbox, type TestClock } from './support/accounts';
import { confirm, confirmBody, confirmed, fillCart, statusPath } from './support/checkout';
import { jsonInit, signInAnonymously, startTestServer, type TestServer } from './support/server';
import serverEn from '@/i18n/en/server';

let server: TestServer;
let clock: TestClock;
let checkout: Checkout;

/** A test cart (a medium Margherita and two colas) is above this many rupees. */
const LOW_AMOUNT = 100;
/** ...and below this one. */
const HIGH_AMOUNT = 5000;
const RESEND_MS = 45 * MS_PER_SECOND;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({
    clock,
    env: { OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000' },
    checkout: (database) => (checkout = createCheckout(database.db, clock)),
  });
});
afterAll(() => server.close());

const db = () => server.database.db;

async function setRule(aboveRupees: number, firstCashOrder: boolean): Promise<void> {
  await db().update(appConfig).set({ value: aboveRupees }).where(eq(appConfig.key, 'codOtpAboveAmount'));
  await db().update(appConfig).set({ value: firstCashOrder }).where(eq(appConfig.key, 'codOtpFirstCashOrder'));
}

beforeEach(() => setRule(LOW_AMOUNT, false));

const orderOf = async (orderTransactionId: string) =>
  (await db().select().from(orders).where(eq(orders.orderTransactionId, orderTransactionId)))[0]!;
const paymentOf = async (paymentId: string) => (await db().select().from(payments).where(eq(payments.id, paymentId)))[0]!;
const cartItems = async (headers: Record<string, string>) =>
  ((await (await server.fetch(PATHS.cart, { headers })).json()) as { validItems: unknown[] }).validItems;

const sendPath = (orderTransactionId: string) => statusPath(PATHS.sendCodOtp, orderTransactionId);
const verifyPath = (orderTransactionId: string) => statusPath(PATHS.verifyCodOtp, orderTransactionId);
const sendCode = (headers: Record<string, string>, orderTransactionId: string) => server.fetch(sendPath(orderTransactionId), { headers });
const verify = (headers: Record<string, string>, orderTransactionId: string, body: unknown) =>
  server.fetch(verifyPath(orderTransactionId), jsonInit(body, headers));

/** Any other 6-digit code. */
const wrong = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

/** A cash order to a fresh mobile by a fresh guest, placed: the guest, the mobile and the confirm answer. */
async function cashOrder(mobile = nextMobile()) {
  const { headers } = await signInAnonymously(server);
  await fillCart(server, headers);
  const body: ConfirmOrderBody = confirmBody();
  body.orderDetails.userDetails.mobile = mobile;
  const initiate = await confirmed(server, headers, body);
  return { headers, mobile, body, initiate };
}

/** A cash order waiting for its code, and the code sent to its mobile. */
async function cashOrderWithCode() {
  const placed = await cashOrder();
  expect((await sendCode(placed.headers, placed.initiate.orderTransactionId)).status).toBe(200);
  return { ...placed, code: await latestOtp(server, placed.mobile) };
}

describe('the COD OTP rule', () => {
  it('places a cash order above the configured amount PENDING with the COD_OTP step, nothing taken from the cart', async () => {
    const { headers, initiate } = await cashOrder();
    expect(initiate).toMatchObject({ action: 'COD_OTP', gateway: null, processTransactionURL: null, pollingData: null });
    expect(await paymentOf(initiate.paymentId)).toMatchObject({ status: 'PENDING', step: 'COD_OTP', provider: null, paymentType: 'CASH' });
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'PENDING' });
    expect(await cartItems(headers)).toHaveLength(2);
  });

  it('confirms a cash order at or below the amount at once', async () => {
    await setRule(HIGH_AMOUNT, false);
    const { initiate } = await cashOrder();
    expect(initiate.action).toBe('THANKYOU');
    expect(await paymentOf(initiate.paymentId)).toMatchObject({ status: 'CASH_ON_DELIVERY', step: null });
  });

  it("asks for a code on a customer's first cash order when the first-order rule is on, and not on the next", async () => {
    await setRule(HIGH_AMOUNT, true);
    const { headers, mobile, initiate } = await cashOrder();
    expect(initiate.action).toBe('COD_OTP');
    await sendCode(headers, initiate.orderTransactionId);
    const answer = await verify(headers, initiate.orderTransactionId, { otp: await latestOtp(server, mobile) });
    expect(answer.status).toBe(200);

    await fillCart(server, headers);
    const body = confirmBody();
    body.orderDetails.userDetails.mobile = mobile;
    expect((await confirmed(server, headers, body)).action).toBe('THANKYOU');
  });
});

describe('COD OTP send and verify', () => {
  it("sends the code by SMS to the order's mobile; the right code confirms the order once as cash on delivery", async () => {
    const { headers, mobile, body, initiate } = await cashOrder();
    const sent = await sendCode(headers, initiate.orderTransactionId);
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({
      status: 'SUCCESS',
      resendAfterSec: 45,
      expiresInSec: OTP_TTL_SECONDS,
      mobile,
    } satisfies CodOtpSentResponse);
    const [sms] = await outbox(server, mobile);
    expect(sms?.text).toContain('cash on delivery');
    const code = await latestOtp(server, mobile);
    expect((await db().select().from(otpCodes).where(eq(otpCodes.mobile, mobile)))[0]).toMatchObject({
      purpose: 'codOrder',
      subject: initiate.orderTransactionId,
    });

    const refused = await verify(headers, initiate.orderTransactionId, { otp: wrong(code) });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toEqual({ code: 'INVALID_OTP', displayMsg: expect.stringContaining(String(OTP_MAX_ATTEMPTS - 1)) });
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'PENDING' });

    const accepted = await verify(headers, initiate.orderTransactionId, { otp: code });
    expect(accepted.status).toBe(200);
    const answer = (await accepted.json()) as ConfirmOrderResponse;
    expect(answer).toMatchObject({ status: 'SUCCESS', initiateOrderPaymentResponse: { action: 'THANKYOU', gateway: null } });
    expect(await paymentOf(initiate.paymentId)).toMatchObject({ status: 'CASH_ON_DELIVERY', step: null });
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'CONFIRMED' });
    expect(await cartItems(headers)).toEqual([]);

    // Single use: the same code again changes nothing; the confirm repeated answers thank-you.
    const again = await verify(headers, initiate.orderTransactionId, { otp: code });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toEqual({ code: 'COD_OTP_NOT_AWAITED', displayMsg: serverEn.texts.codOtpNotAwaited });
    expect((await sendCode(headers, initiate.orderTransactionId)).status).toBe(409);
    expect((await confirmed(server, headers, body)).action).toBe('THANKYOU');
  });

  it('confirms once when the right code arrives twice at the same moment', async () => {
    const { headers, initiate, code } = await cashOrderWithCode();
    const answers = await Promise.all([1, 2].map(() => verify(headers, initiate.orderTransactionId, { otp: code })));
    // The second finds the code used (400) or the order no longer waiting (409), by how the two interleave.
    const [accepted, refused] = answers.map((answer) => answer.status).sort();
    expect(accepted).toBe(200);
    expect([400, 409]).toContain(refused);
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'CONFIRMED' });
  });

  it('limits the tries: after five wrong codes even the right one is refused until a new code is sent', async () => {
    const { headers, mobile, initiate, code } = await cashOrderWithCode();
    for (let attempt = 1; attempt < OTP_MAX_ATTEMPTS; attempt += 1) {
      expect(await errorOf(await verify(headers, initiate.orderTransactionId, { otp: wrong(code, attempt) }))).toMatchObject({
        code: 'INVALID_OTP',
      });
    }
    const last = await verify(headers, initiate.orderTransactionId, { otp: wrong(code, OTP_MAX_ATTEMPTS) });
    expect(await errorOf(last)).toMatchObject({ code: 'OTP_ATTEMPTS_EXCEEDED' });
    expect(await errorOf(await verify(headers, initiate.orderTransactionId, { otp: code }))).toMatchObject({
      code: 'OTP_ATTEMPTS_EXCEEDED',
    });
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'PENDING' });

    // A resend sooner than 45 s is refused as for login codes; after it a new code works.
    const tooSoon = await sendCode(headers, initiate.orderTransactionId);
    expect(tooSoon.status).toBe(429);
    expect(await errorOf(tooSoon)).toMatchObject({ code: 'OTP_RESEND_TOO_SOON' });
    clock.advance(RESEND_MS);
    expect((await sendCode(headers, initiate.orderTransactionId)).status).toBe(200);
    const fresh = await latestOtp(server, mobile);
    expect((await verify(headers, initiate.orderTransactionId, { otp: fresh })).status).toBe(200);
  });

  it('refuses an expired code as login does', async () => {
    const { headers, initiate, code } = await cashOrderWithCode();
    clock.advance(OTP_TTL_SECONDS * MS_PER_SECOND);
    const expired = await verify(headers, initiate.orderTransactionId, { otp: code });
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toEqual({ code: 'OTP_EXPIRED', displayMsg: serverEn.texts.otpExpired });
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'PENDING' });
  });

  it("answers 404 for another customer's transaction, and a code of one order never confirms another", async () => {
    const first = await cashOrderWithCode();
    const stranger = (await signInAnonymously(server)).headers;
    expect((await sendCode(stranger, first.initiate.orderTransactionId)).status).toBe(404);
    const guessed = await verify(stranger, first.initiate.orderTransactionId, { otp: first.code });
    expect(guessed.status).toBe(404);
    expect(await errorOf(guessed)).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect((await sendCode(stranger, 'otx_unknown')).status).toBe(404);

    // Another order to the same mobile: the first order's code is no code for it.
    const second = await cashOrder(first.mobile);
    const crossed = await verify(second.headers, second.initiate.orderTransactionId, { otp: first.code });
    expect(await errorOf(crossed)).toMatchObject({ code: 'OTP_EXPIRED' });
    expect(await orderOf(second.initiate.orderTransactionId)).toMatchObject({ status: 'PENDING' });
    expect(await orderOf(first.initiate.orderTransactionId)).toMatchObject({ status: 'PENDING' });
  });

  it('answers bad bodies 400 with errors[0] and writes nothing', async () => {
    const { headers, mobile, initiate } = await cashOrderWithCode();
    const attemptsBefore = (await db().select().from(otpCodes).where(eq(otpCodes.mobile, mobile)))[0]!.attempts;
    for (const body of [{}, { otp: '12345' }, { otp: 'abcdef' }, { otp: 123456 }, { otp: '1234567' }, 'not json', []]) {
      const response = await verify(headers, initiate.orderTransactionId, body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: expect.any(String), displayMsg: expect.any(String) });
    }
    expect((await db().select().from(otpCodes).where(eq(otpCodes.mobile, mobile)))[0]!.attempts).toBe(attemptsBefore);
    expect(await paymentOf(initiate.paymentId)).toMatchObject({ status: 'PENDING', step: 'COD_OTP' });
  });
});

describe('COD OTP sends across orders', () => {
  it('keep the 45 s resend wait per mobile: a send for another order neither comes sooner nor cancels the live code', async () => {
    const first = await cashOrderWithCode();
    const second = await cashOrder(first.mobile);
    const tooSoon = await sendCode(second.headers, second.initiate.orderTransactionId);
    expect(tooSoon.status).toBe(429);
    expect(await errorOf(tooSoon)).toMatchObject({ code: 'OTP_RESEND_TOO_SOON' });
    expect((await verify(first.headers, first.initiate.orderTransactionId, { otp: first.code })).status).toBe(200);
    clock.advance(RESEND_MS);
    expect((await sendCode(second.headers, second.initiate.orderTransactionId)).status).toBe(200);
  });

  it('write the SMS in the language of the request', async () => {
    const { headers, mobile, initiate } = await cashOrder();
    expect((await sendCode({ ...headers, 'Accept-Language': 'hi-IN' }, initiate.orderTransactionId)).status).toBe(200);
    const [sms] = await outbox(server, mobile);
    expect(sms?.text).toContain('कैश ऑन डिलीवरी');
    expect(sms?.text).not.toContain('cash on delivery');
  });
});

describe('a COD OTP order not confirmed', () => {
  it('fails EXPIRED at its payment expiry by the reconciler, and then takes no code', async () => {
    const { headers, initiate, code } = await cashOrderWithCode();
    clock.advance(paymentWindowMs(1));
    await checkout.reconcile();
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'PENDING' });

    clock.advance(PAYMENT_EXPIRY_GRACE_SECONDS * MS_PER_SECOND);
    await checkout.reconcile();
    expect(await orderOf(initiate.orderTransactionId)).toMatchObject({ status: 'FAILED', failureReason: 'EXPIRED' });
    expect(await paymentOf(initiate.paymentId)).toMatchObject({ status: 'FAILED' });
    expect((await verify(headers, initiate.orderTransactionId, { otp: code })).status).toBe(409);
    expect((await sendCode(headers, initiate.orderTransactionId)).status).toBe(409);
  });

  it('is cancelled when the customer goes back, or superseded at once by an order paid otherwise', async () => {
    const cancelled = await cashOrder();
    const cancel = await server.fetch(statusPath(PATHS.cancelPayment, cancelled.initiate.orderTransactionId), {
      method: 'POST',
      headers: cancelled.headers,
    });
    expect(await cancel.json()).toMatchObject({ transactionStatus: 'FAILED' });
    expect(await orderOf(cancelled.initiate.orderTransactionId)).toMatchObject({ status: 'FAILED', failureReason: 'CANCELLED' });
    // The step ends with the payment: a repeat names no code to enter.
    expect(await paymentOf(cancelled.initiate.paymentId)).toMatchObject({ status: 'FAILED', step: null });

    const waiting = await cashOrder();
    const card = await confirm(server, waiting.headers, confirmBody({ primaryPaymentId: 'CC' }));
    expect(((await card.json()) as ConfirmOrderResponse).status).toBe('SUCCESS');
    expect(await orderOf(waiting.initiate.orderTransactionId)).toMatchObject({ status: 'FAILED', failureReason: 'SUPERSEDED' });
    const [open] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.id, waiting.initiate.paymentId), eq(payments.status, 'PENDING')));
    expect(open).toBeUndefined();
  });
});
