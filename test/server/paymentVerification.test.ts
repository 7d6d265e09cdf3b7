import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { CardOtpResponse, UpiVerifyBody, UpiVerifyResponse } from '@/contract/paymentVerification';
import { CARD_OTP_RETURN } from '@/domain/cardOtp';
import { orders, rateLimits, sandboxGatewayPayments } from '@server/db/schema';
import { CARD_OTP_MAX_ATTEMPTS, MERCHANT_ID, SANDBOX_OTP, SANDBOX_TEST_CARDS } from '@server/services/payments/constants';
import { VERIFICATION_ERROR_CODES } from '@server/services/payments/paymentVerification';
import { cardForm, confirmBody, confirmed, fillCart, postForm, returnLocation, statusPath, type BodyOptions } from './support/checkout';
import { jsonInit, signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;

async function pending(primaryPaymentId: string, instrumentDetails: BodyOptions['instrumentDetails'] = null) {
  const { headers } = await signInAnonymously(server);
  await fillCart(server, headers);
  const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId, instrumentDetails }));
  return { headers, initiate, url: initiate.processTransactionURL! };
}

const orderStatus = async (orderTransactionId: string) =>
  (await db().select({ status: orders.status }).from(orders).where(eq(orders.orderTransactionId, orderTransactionId)))[0]?.status;
const gatewayRow = async (paymentId: string) =>
  (await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, paymentId)))[0]!;

const verify = (headers: Record<string, string>, body: unknown) => server.fetch(PATHS.upiVerify, jsonInit(body, headers));

async function intentPayment() {
  const placed = await pending('UPI_WALLET', { upiMode: 'INTENT' });
  const details = placed.initiate.upiIntent!;
  const body: UpiVerifyBody = {
    ORDERID: placed.initiate.orderTransactionId,
    MID: details.mid,
    TXNAMOUNT: details.txnAmount,
    MERC_UNQ_REF: details.merchantReference,
    STATUS: 'SUBMITTED',
  };
  return { ...placed, body };
}

describe('UPI verify (SPEC 7) after a UPI intent payment', () => {
  it('the confirm answer carries the intent link and what UPI verify sends back', async () => {
    const { initiate } = await intentPayment();
    expect(initiate.action).toBe('UNIFIED_PAYMENT_ACTION');
    expect(initiate.intentUrl).toMatch(/^upi:\/\/pay\?/);
    const am = new URL(initiate.intentUrl!.replace('upi://', 'https://')).searchParams.get('am');
    expect(initiate.upiIntent).toEqual({ mid: MERCHANT_ID, merchantReference: initiate.paymentId, txnAmount: am });
  });

  it('answers PENDING until the UPI app approves, then TXN_SUCCESS with the order confirmed, whatever STATUS the app reports', async () => {
    const { headers, body, url, initiate } = await intentPayment();
    const before = await verify(headers, { ...body, STATUS: 'SUCCESS' });
    expect(before.status).toBe(200);
    expect((await before.json()) as UpiVerifyResponse).toEqual({ ORDERID: initiate.orderTransactionId, STATUS: 'PENDING' });
    expect(await orderStatus(initiate.orderTransactionId)).toBe('PENDING');

    expect((await postForm(server, `${url}/outcome`, { outcome: 'success' })).status).toBe(303);
    const after = (await (await verify(headers, body)).json()) as UpiVerifyResponse;
    expect(after).toEqual({ ORDERID: initiate.orderTransactionId, STATUS: 'TXN_SUCCESS' });
    expect(await orderStatus(initiate.orderTransactionId)).toBe('CONFIRMED');
  });

  it('answers TXN_FAILURE with the reason when the UPI app declines', async () => {
    const { headers, body, url } = await intentPayment();
    await postForm(server, `${url}/outcome`, { outcome: 'failure' });
    const answer = (await (await verify(headers, body)).json()) as UpiVerifyResponse;
    expect(answer.STATUS).toBe('TXN_FAILURE');
    expect(answer.RESPMSG).toBeTruthy();
  });

  it('refuses details that are not the payment’s (400 errors[0]), another customer’s order (404) and a bad body, changing nothing', async () => {
    const { headers, body, initiate } = await intentPayment();
    for (const wrong of [
      { ...body, MID: 'SOMEONE_ELSE' },
      { ...body, TXNAMOUNT: '1.00' },
      { ...body, MERC_UNQ_REF: 'another-payment' },
    ]) {
      const response = await verify(headers, wrong);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe(
        VERIFICATION_ERROR_CODES.upiDetailsMismatch,
      );
    }
    const stranger = await signInAnonymously(server);
    expect((await verify(stranger.headers, body)).status).toBe(404);
    expect((await verify(headers, { ...body, STATUS: 'WHATEVER' })).status).toBe(400);
    expect((await verify(headers, { ORDERID: body.ORDERID })).status).toBe(400);
    expect(await orderStatus(initiate.orderTransactionId)).toBe('PENDING');
  });

  it('refuses a collect payment: only an intent payment is verified this way', async () => {
    const { headers, initiate } = await pending('UPI_WALLET', { upiMode: 'COLLECT', vpa: 'asha@okbank' });
    expect(initiate.upiIntent).toBeUndefined();
    const response = await verify(headers, {
      ORDERID: initiate.orderTransactionId,
      MID: MERCHANT_ID,
      TXNAMOUNT: '100.00',
      MERC_UNQ_REF: initiate.paymentId,
      STATUS: 'SUBMITTED',
    });
    expect(response.status).toBe(400);
  });
});

const cardOtp = (headers: Record<string, string>, orderTransactionId: string, otp: unknown) =>
  server.fetch(statusPath(PATHS.cardOtp, orderTransactionId), jsonInit({ otp }, headers));
const resend = (headers: Record<string, string>, orderTransactionId: string) =>
  server.fetch(statusPath(PATHS.cardOtpResend, orderTransactionId), { method: 'POST', headers });

/** A card payment whose bank lets the app take the OTP: the card page sends the customer back with mode=otp. */
async function appOtpPayment() {
  const placed = await pending('CC');
  const posted = await postForm(server, placed.url, cardForm(SANDBOX_TEST_CARDS.appOtp));
  expect(posted.status).toBe(303);
  expect(posted.headers.get('location')).toBe(
    `${returnLocation(placed.initiate.orderTransactionId)}&${CARD_OTP_RETURN.param}=${CARD_OTP_RETURN.value}`,
  );
  return placed;
}

describe('card OTP entered in the app (SPEC 7 Card OTP / resend)', () => {
  it('takes the right code: the payment succeeds once and the order is confirmed; a repeat is refused', async () => {
    const { headers, initiate } = await appOtpPayment();
    expect((await gatewayRow(initiate.paymentId)).status).toBe('OTP_PENDING');
    const answer = await cardOtp(headers, initiate.orderTransactionId, SANDBOX_OTP);
    expect(answer.status).toBe(200);
    expect((await answer.json()) as CardOtpResponse).toEqual({ status: 'WAIT', attemptsLeft: 0 });
    expect(await orderStatus(initiate.orderTransactionId)).toBe('CONFIRMED');
    expect(await gatewayRow(initiate.paymentId)).toMatchObject({ status: 'SUCCESS', debited: true, cardLast4: '4444' });
    const again = await cardOtp(headers, initiate.orderTransactionId, SANDBOX_OTP);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { errors: Array<{ code: string }> }).errors[0]?.code).toBe(VERIFICATION_ERROR_CODES.cardOtpNotAwaited);
  });

  it('limits wrong codes: each says the tries left, the last fails the payment with nothing debited', async () => {
    const { headers, initiate } = await appOtpPayment();
    for (let left = CARD_OTP_MAX_ATTEMPTS - 1; left > 0; left -= 1) {
      const answer = (await (await cardOtp(headers, initiate.orderTransactionId, '000000')).json()) as CardOtpResponse;
      expect(answer).toMatchObject({ status: 'RETRY', attemptsLeft: left });
      expect(answer.displayMsg).toContain(String(left));
    }
    const resent = (await (await resend(headers, initiate.orderTransactionId)).json()) as CardOtpResponse;
    expect(resent).toMatchObject({ status: 'SENT', attemptsLeft: 1 });
    const last = (await (await cardOtp(headers, initiate.orderTransactionId, '000000')).json()) as CardOtpResponse;
    expect(last.status).toBe('FAILED');
    expect(await orderStatus(initiate.orderTransactionId)).toBe('FAILED');
    expect(await gatewayRow(initiate.paymentId)).toMatchObject({ status: 'FAILED', debited: false });
    // Too late for the right code: the payment has ended.
    expect((await cardOtp(headers, initiate.orderTransactionId, SANDBOX_OTP)).status).toBe(400);
    expect(await orderStatus(initiate.orderTransactionId)).toBe('FAILED');
  });

  it('takes the attempt before comparing: once concurrent guesses used every attempt, even the right code is refused', async () => {
    const { headers, initiate } = await appOtpPayment();
    const row = await gatewayRow(initiate.paymentId);
    // Concurrent wrong guesses have taken every attempt while the payment still waits for its code.
    await db()
      .insert(rateLimits)
      .values({ key: `sandbox-card-otp:${row.id}`, windowStart: row.createdAt, count: CARD_OTP_MAX_ATTEMPTS });
    const answer = (await (await cardOtp(headers, initiate.orderTransactionId, SANDBOX_OTP)).json()) as CardOtpResponse;
    expect(answer.status).toBe('FAILED');
    expect(await gatewayRow(initiate.paymentId)).toMatchObject({ status: 'FAILED', debited: false });
    expect(await orderStatus(initiate.orderTransactionId)).toBe('FAILED');
  });

  it('compares no more codes than the limit under concurrent guesses', async () => {
    const { headers, initiate } = await appOtpPayment();
    const guesses = Array.from({ length: CARD_OTP_MAX_ATTEMPTS * 2 }, () => cardOtp(headers, initiate.orderTransactionId, '000000'));
    const answers = await Promise.all(guesses.map(async (guess) => ((await (await guess).json()) as CardOtpResponse).status));
    expect(answers.filter((status) => status === 'RETRY')).toHaveLength(CARD_OTP_MAX_ATTEMPTS - 1);
    expect(await gatewayRow(initiate.paymentId)).toMatchObject({ status: 'FAILED', debited: false });
  });

  it('refuses a payment not waiting for a code, another customer’s order and a code that is not 6 digits', async () => {
    const hosted = await pending('CC');
    // Not yet at the bank: no card given.
    expect((await cardOtp(hosted.headers, hosted.initiate.orderTransactionId, SANDBOX_OTP)).status).toBe(400);
    expect((await resend(hosted.headers, hosted.initiate.orderTransactionId)).status).toBe(400);
    const { headers, initiate } = await appOtpPayment();
    const stranger = await signInAnonymously(server);
    expect((await cardOtp(stranger.headers, initiate.orderTransactionId, SANDBOX_OTP)).status).toBe(404);
    expect((await resend(stranger.headers, initiate.orderTransactionId)).status).toBe(404);
    expect((await cardOtp(headers, initiate.orderTransactionId, '12')).status).toBe(400);
    expect((await gatewayRow(initiate.paymentId)).status).toBe('OTP_PENDING');
  });

  it('a card whose bank does not offer it keeps the hosted OTP page', async () => {
    const { url } = await pending('CC');
    const posted = await postForm(server, url, cardForm(SANDBOX_TEST_CARDS.success));
    expect(posted.status).toBe(200);
  });

  it('counts wrong codes per payment, in the shared counters', async () => {
    const { headers, initiate } = await appOtpPayment();
    await cardOtp(headers, initiate.orderTransactionId, '000000');
    const other = await appOtpPayment();
    const answer = (await (await cardOtp(other.headers, other.initiate.orderTransactionId, '000000')).json()) as CardOtpResponse;
    expect(answer.attemptsLeft).toBe(CARD_OTP_MAX_ATTEMPTS - 1);
  });
});
