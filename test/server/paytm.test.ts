import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_CODES, PAYTM_ERROR_CODES } from '@/contract/codes';
import { PATHS } from '@/contract/paths';
import type { ConfirmOrderResponse, InitiateOrderPaymentResponse } from '@/contract/orders';
import type { PaytmBalanceResponse, PaytmOtpSentResponse } from '@/contract/paytm';
import { toPaise } from '@/domain/money';
import { orders, payments, paytmLinks, refunds, sandboxPaytmEntries, sandboxPaytmWallets } from '@server/db/schema';
import { SANDBOX_PAYTM_WALLETS } from '@server/db/seed/paytm';
import { createCheckout, type Checkout } from '@server/services/orders';
import type { PaymentGateway } from '@server/services/payments/gateway';
import { createPaytmWallet, PAYTM_WALLET_MAX_PAISE } from '@server/services/payments/paytmWallet';
import { OTP_MAX_ATTEMPTS } from '@server/services/otp';
import { createTestClock, errorOf, latestOtp, nextMobile, outbox, type TestClock } from './support/accounts';
import { confirmBody, confirmed, fillCart, nextKey, postForm, statusPath, transactionStatus } from './support/checkout';
import { jsonInit, signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;
let clock: TestClock;
let checkout: Checkout;

const RESEND_MS = 46_000;
const [RICH, SHORT] = SANDBOX_PAYTM_WALLETS;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({
    clock,
    env: { OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000', OTP_SENDS_PER_MOBILE_PER_HOUR: '1000' },
    checkout: (database) => (checkout = createCheckout(database.db, clock)),
  });
});
afterAll(() => server.close());

const db = () => server.database.db;
type Headers = Record<string, string>;

const put = (path: string, body: unknown, headers: Headers) => server.fetch(path, { ...jsonInit(body, headers), method: 'PUT' });
const balancePath = (id: string) => statusPath(PATHS.paytmBalance, id);
const addMoneyPath = (id: string) => statusPath(PATHS.paytmAddMoney, id);
const submitPath = (id: string) => statusPath(PATHS.paytmSubmitOrder, id);

const walletBalance = async (mobile: string) =>
  (await db().select().from(sandboxPaytmWallets).where(eq(sandboxPaytmWallets.mobile, mobile)))[0]?.balancePaise ?? null;
const orderOf = async (id: string) => (await db().select().from(orders).where(eq(orders.orderTransactionId, id)))[0]!;
const paymentOf = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!;

/** A guest's Paytm order, placed: the guest and the confirm answer. */
async function paytmOrder(headers?: Headers) {
  const session = headers ?? (await signInAnonymously(server)).headers;
  await fillCart(server, session);
  const initiate = await confirmed(server, session, confirmBody({ primaryPaymentId: 'PAYTM_WALLET' }));
  return { headers: session, initiate };
}

async function balanceOf(headers: Headers, id: string): Promise<PaytmBalanceResponse> {
  const response = await server.fetch(balancePath(id), { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as PaytmBalanceResponse;
}

async function sendCode(headers: Headers, id: string, mobile: string): Promise<PaytmOtpSentResponse> {
  clock.advance(RESEND_MS);
  const response = await server.fetch(PATHS.paytmSendOtp, jsonInit({ mobile, orderTransactionId: id, email: '' }, headers));
  expect(response.status).toBe(200);
  return (await response.json()) as PaytmOtpSentResponse;
}

const verify = (headers: Headers, body: Record<string, unknown>) => server.fetch(PATHS.paytmVerifyOtp, jsonInit(body, headers));

/** Links the wallet of `mobile` to the order's customer: the verify answer. */
async function link(headers: Headers, initiate: InitiateOrderPaymentResponse, mobile: string): Promise<InitiateOrderPaymentResponse> {
  const { cartId } = await balanceOf(headers, initiate.orderTransactionId);
  const { state } = await sendCode(headers, initiate.orderTransactionId, mobile);
  const otp = await latestOtp(server, mobile);
  const response = await verify(headers, { mobile, orderTransactionId: initiate.orderTransactionId, state, cartId, otp });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as ConfirmOrderResponse;
  if (answer.status !== 'SUCCESS') throw new Error('verify answered FAILED');
  return answer.initiateOrderPaymentResponse;
}

const submit = async (headers: Headers, id: string) => {
  const { cartId } = await orderOf(id);
  return put(submitPath(id), { cartId }, headers);
};

describe('a Paytm order', () => {
  it('waits for the wallet to be linked, taking nothing and opening nothing at a gateway', async () => {
    const { headers, initiate } = await paytmOrder();
    expect(initiate).toMatchObject({ action: 'PAYTM_LINK', gateway: 'PAYTM_WALLET', processTransactionURL: null });
    expect(await balanceOf(headers, initiate.orderTransactionId)).toMatchObject({ action: 'PAYTM_LINK', mobile: null, balance: null });
    expect((await transactionStatus(server, headers, initiate.orderTransactionId)).transactionStatus).toBe('IN_PROGRESS');
  });

  it('links by the code the wallet sends, then pays from a wallet holding enough, once however often it is submitted', async () => {
    const { headers, initiate } = await paytmOrder();
    const before = (await walletBalance(RICH.mobile))!;
    const next = await link(headers, initiate, RICH.mobile);
    expect(next.action).toBe('PAYTM_WITHDRAW_MONEY');
    const amount = (await orderOf(initiate.orderTransactionId)).grandTotalPaise;
    const answers = await Promise.all([submit(headers, initiate.orderTransactionId), submit(headers, initiate.orderTransactionId)]);
    for (const response of answers) {
      expect(response.status).toBe(200);
      expect(((await response.json()) as ConfirmOrderResponse & { status: 'SUCCESS' }).initiateOrderPaymentResponse.action).toBe(
        'THANKYOU',
      );
    }
    const again = await submit(headers, initiate.orderTransactionId);
    expect(
      ((await again.json()) as { initiateOrderPaymentResponse: InitiateOrderPaymentResponse }).initiateOrderPaymentResponse.action,
    ).toBe('THANKYOU');
    expect(await walletBalance(RICH.mobile)).toBe(before - amount);
    expect((await orderOf(initiate.orderTransactionId)).status).toBe('CONFIRMED');
    expect(await transactionStatus(server, headers, initiate.orderTransactionId)).toEqual({ transactionStatus: 'SUCCESS' });
    const entries = await db().select().from(sandboxPaytmEntries).where(eq(sandboxPaytmEntries.reference, initiate.paymentId));
    expect(entries).toEqual([expect.objectContaining({ kind: 'PAYMENT', amountPaise: -amount })]);
  });

  it('offers adding money when the wallet is short, adds it once per key, then pays', async () => {
    const { headers, initiate } = await paytmOrder();
    const mobile = nextMobile();
    expect((await link(headers, initiate, mobile)).action).toBe('PAYTM_ADD_MONEY');
    expect(await balanceOf(headers, initiate.orderTransactionId)).toMatchObject({ action: 'PAYTM_ADD_MONEY', mobile, balance: 0 });
    // Submitting before adding money moves nothing and says the same.
    const early = (await (await submit(headers, initiate.orderTransactionId)).json()) as {
      initiateOrderPaymentResponse: InitiateOrderPaymentResponse;
    };
    expect(early.initiateOrderPaymentResponse.action).toBe('PAYTM_ADD_MONEY');
    const amount = (await orderOf(initiate.orderTransactionId)).grandTotalPaise;
    const key = nextKey();
    const adds = await Promise.all(
      [1, 2].map(() => server.fetch(addMoneyPath(initiate.orderTransactionId), jsonInit({ amount, idempotencyKey: key }, headers))),
    );
    for (const response of adds) {
      expect(response.status).toBe(200);
      expect(
        ((await response.json()) as { initiateOrderPaymentResponse: InitiateOrderPaymentResponse }).initiateOrderPaymentResponse.action,
      ).toBe('PAYTM_WITHDRAW_MONEY');
    }
    expect(await walletBalance(mobile)).toBe(amount);
    expect((await submit(headers, initiate.orderTransactionId)).status).toBe(200);
    expect(await walletBalance(mobile)).toBe(0);
    expect((await orderOf(initiate.orderTransactionId)).status).toBe('CONFIRMED');
  });

  it('asks a linked customer for nothing more: the next order goes straight to paying, or to adding money when short', async () => {
    const { headers, initiate } = await paytmOrder();
    await link(headers, initiate, RICH.mobile);
    await submit(headers, initiate.orderTransactionId);
    const second = await paytmOrder(headers);
    expect(second.initiate.action).toBe('PAYTM_WITHDRAW_MONEY');
    await db()
      .update(sandboxPaytmWallets)
      .set({ balancePaise: toPaise(1) })
      .where(eq(sandboxPaytmWallets.mobile, RICH.mobile));
    await submit(headers, second.initiate.orderTransactionId);
    const third = await paytmOrder(headers);
    expect(third.initiate.action).toBe('PAYTM_ADD_MONEY');
  });

  it("places a linked customer's order in another server process (the wallet key read inside the placement)", async () => {
    const { headers, initiate } = await paytmOrder();
    await link(headers, initiate, RICH.mobile);
    await submit(headers, initiate.orderTransactionId);
    await db()
      .update(sandboxPaytmWallets)
      .set({ balancePaise: toPaise(RICH.rupees) })
      .where(eq(sandboxPaytmWallets.mobile, RICH.mobile));
    const other = await startTestServer({ clock, database: server.database, checkout: (database) => createCheckout(database.db, clock) });
    try {
      await fillCart(other, headers);
      const next = await confirmed(other, headers, confirmBody({ primaryPaymentId: 'PAYTM_WALLET' }));
      expect(next.action).toBe('PAYTM_WITHDRAW_MONEY');
    } finally {
      await other.close();
    }
  });

  it('gives the withdrawn money back when the payment failed before the order was confirmed', async () => {
    const { headers, initiate } = await paytmOrder();
    await link(headers, initiate, SHORT.mobile);
    await db()
      .update(sandboxPaytmWallets)
      .set({ balancePaise: toPaise(SHORT.rupees * 100) })
      .where(eq(sandboxPaytmWallets.mobile, SHORT.mobile));
    const before = (await walletBalance(SHORT.mobile))!;
    const confirmWithoutGateway = checkout.confirmWithoutGateway.bind(checkout);
    // The order fails (expired, superseded) between the withdrawal and the confirmation.
    checkout.confirmWithoutGateway = async (paymentId, status) => {
      await db().update(payments).set({ status: 'FAILED' }).where(eq(payments.id, paymentId));
      return confirmWithoutGateway(paymentId, status);
    };
    try {
      const response = await submit(headers, initiate.orderTransactionId);
      expect(((await response.json()) as ConfirmOrderResponse).status).toBe('FAILED');
    } finally {
      checkout.confirmWithoutGateway = confirmWithoutGateway;
    }
    expect(await walletBalance(SHORT.mobile)).toBe(before);
    const order = await orderOf(initiate.orderTransactionId);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([
      expect.objectContaining({ paymentType: 'PAYTM_WALLET', amountPaise: order.grandTotalPaise }),
    ]);
    await checkout.reconcile();
    expect((await db().select().from(refunds).where(eq(refunds.orderId, order.id)))[0]).toMatchObject({ status: 'COMPLETED' });
    expect(await walletBalance(SHORT.mobile)).toBe(before);
  });
});

describe('Paytm link codes', () => {
  it('are single use and bound to the link state: a used code, or a code of another state, links nothing', async () => {
    const { headers, initiate } = await paytmOrder();
    const mobile = nextMobile();
    const { cartId } = await balanceOf(headers, initiate.orderTransactionId);
    const { state } = await sendCode(headers, initiate.orderTransactionId, mobile);
    const otp = await latestOtp(server, mobile);
    const body = { mobile, orderTransactionId: initiate.orderTransactionId, state, cartId, otp };
    expect((await verify(headers, { ...body, state: 'another-state' })).status).toBe(400);
    expect((await verify(headers, body)).status).toBe(200);
    const reused = await verify(headers, body);
    expect(reused.status).toBe(400);
    expect((await errorOf(reused))?.code).toBe(AUTH_ERROR_CODES.otpExpired);
  });

  it('refuse wrong codes with the login wording and lock after the attempt limit', async () => {
    const { headers, initiate } = await paytmOrder();
    const mobile = nextMobile();
    const { cartId } = await balanceOf(headers, initiate.orderTransactionId);
    const { state } = await sendCode(headers, initiate.orderTransactionId, mobile);
    const otp = await latestOtp(server, mobile);
    const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
    const body = { mobile, orderTransactionId: initiate.orderTransactionId, state, cartId, otp: wrong };
    for (let attempt = 1; attempt <= OTP_MAX_ATTEMPTS; attempt += 1) expect((await verify(headers, body)).status).toBe(400);
    expect((await verify(headers, { ...body, otp })).status).toBe(400);
    expect(await db().select().from(paytmLinks).where(eq(paytmLinks.mobile, mobile))).toEqual([]);
  });
});

describe('Paytm link codes across sends', () => {
  it('keep the 45 s resend wait and one state per order and mobile, so a new send never cancels the live code at once', async () => {
    const { headers, initiate } = await paytmOrder();
    const mobile = nextMobile();
    const id = initiate.orderTransactionId;
    const { state } = await sendCode(headers, id, mobile);
    const code = await latestOtp(server, mobile);
    const tooSoon = await server.fetch(PATHS.paytmSendOtp, jsonInit({ mobile, orderTransactionId: id, email: '' }, headers));
    expect(tooSoon.status).toBe(429);
    expect((await errorOf(tooSoon))?.code).toBe(AUTH_ERROR_CODES.otpResendTooSoon);
    // Another order's send to the same mobile waits too.
    const other = await paytmOrder(headers);
    const crossed = await server.fetch(
      PATHS.paytmSendOtp,
      jsonInit({ mobile, orderTransactionId: other.initiate.orderTransactionId, email: '' }, headers),
    );
    expect(crossed.status).toBe(429);
    expect(await latestOtp(server, mobile)).toBe(code);
    const again = await sendCode(headers, other.initiate.orderTransactionId, mobile);
    expect(again.state).not.toBe(state);
    expect((await sendCode(headers, other.initiate.orderTransactionId, mobile)).state).toBe(again.state);
  });

  it('write the SMS in the language of the request', async () => {
    const { headers, initiate } = await paytmOrder();
    const mobile = nextMobile();
    await sendCode({ ...headers, 'Accept-Language': 'hi-IN' }, initiate.orderTransactionId, mobile);
    const [sms] = await outbox(server, mobile);
    expect(sms?.text).toContain('Paytm वॉलेट');
  });
});

describe('a Paytm order that has ended', () => {
  it('keeps no step: a repeat after payment answers as paid, never PAYTM_WITHDRAW_MONEY', async () => {
    const { headers, initiate } = await paytmOrder();
    await link(headers, initiate, RICH.mobile);
    await db()
      .update(sandboxPaytmWallets)
      .set({ balancePaise: toPaise(RICH.rupees) })
      .where(eq(sandboxPaytmWallets.mobile, RICH.mobile));
    expect((await submit(headers, initiate.orderTransactionId)).status).toBe(200);
    expect(await paymentOf(initiate.paymentId)).toMatchObject({ status: 'SUCCESS', step: null });
    const { userId } = await orderOf(initiate.orderTransactionId);
    const caller = { userId, loggedIn: false };
    expect((await checkout.resume(caller, initiate.orderTransactionId))?.status).toBe('SUCCESS');
    // A step left on a paid payment (written before steps were cleared) is not honoured.
    await db().update(payments).set({ step: 'PAYTM_WITHDRAW_MONEY' }).where(eq(payments.id, initiate.paymentId));
    const repeat = await checkout.resume(caller, initiate.orderTransactionId);
    expect(repeat?.status === 'SUCCESS' && repeat.initiateOrderPaymentResponse.action).not.toBe('PAYTM_WITHDRAW_MONEY');
  });

  it('keeps no step once failed', async () => {
    const { headers, initiate } = await paytmOrder();
    await server.fetch(statusPath(PATHS.cancelPayment, initiate.orderTransactionId), { method: 'POST', headers });
    expect(await paymentOf(initiate.paymentId)).toMatchObject({ status: 'FAILED', step: null });
  });
});

describe('Paytm top-ups', () => {
  it('stop at the wallet limit: a top-up beyond it is refused 422 with errors[0] and moves nothing', async () => {
    const { headers, initiate } = await paytmOrder();
    const mobile = nextMobile();
    await link(headers, initiate, mobile);
    const near = PAYTM_WALLET_MAX_PAISE - toPaise(1);
    await db().update(sandboxPaytmWallets).set({ balancePaise: near }).where(eq(sandboxPaytmWallets.mobile, mobile));
    const over = await server.fetch(
      addMoneyPath(initiate.orderTransactionId),
      jsonInit({ amount: toPaise(2), idempotencyKey: nextKey() }, { ...headers, 'Accept-Language': 'hi-IN' }),
    );
    expect(over.status).toBe(422);
    const error = await errorOf(over);
    expect(error?.code).toBe(PAYTM_ERROR_CODES.overLimit);
    expect(error?.displayMsg).toContain('Paytm वॉलेट');
    expect(await walletBalance(mobile)).toBe(near);
    const upTo = await server.fetch(
      addMoneyPath(initiate.orderTransactionId),
      jsonInit({ amount: toPaise(1), idempotencyKey: nextKey() }, headers),
    );
    expect(upTo.status).toBe(200);
    expect(await walletBalance(mobile)).toBe(PAYTM_WALLET_MAX_PAISE);
  });
});

describe('the Paytm wallet gateway', () => {
  it('leaves a payment it does not know to the sandbox gateway (made there before the wallet served PAYTM_WALLET)', async () => {
    const paymentId = `pay_${nextKey()}`;
    const input = {
      paymentId,
      orderTransactionId: `otx_${nextKey()}`,
      provider: 'PAYTM_WALLET' as const,
      paymentType: 'PAYTM_WALLET' as const,
      amountPaise: toPaise(100),
      upi: null,
      returnUrl: '/paymentTransaction',
    };
    const atSandbox = await checkout.sandbox.createPayment(input);
    const wallet = checkout.gatewayOf('PAYTM_WALLET');
    expect(await wallet.status(paymentId)).toEqual(await checkout.sandbox.status(paymentId));
    expect((await wallet.createPayment(input)).processUrl).toBe(atSandbox.processUrl);
    expect((await wallet.cancel(paymentId))?.status).toBe('FAILED');
  });

  it('hands refunds, refund status, refund cancels and callbacks of payments it does not know to its fallback', async () => {
    const calls: string[] = [];
    const fallback: PaymentGateway = {
      createPayment: () => Promise.reject(new Error('not used')),
      status: (id) => (calls.push(`status:${id}`), Promise.resolve(null)),
      cancel: (id) => (calls.push(`cancel:${id}`), Promise.resolve(null)),
      refund: (id) => (calls.push(`refund:${id}`), Promise.resolve('ref_1')),
      refundStatus: (id) => (calls.push(`refundStatus:${id}`), Promise.resolve(null)),
      cancelRefund: (id) => (calls.push(`cancelRefund:${id}`), Promise.resolve(true)),
      verifyCallback: (_body, checksum) => (calls.push(`verifyCallback:${checksum}`), Promise.resolve(true)),
    };
    const { gateway } = createPaytmWallet({ db: db(), clock, fallback });
    expect(await gateway.status('p1')).toBeNull();
    expect(await gateway.cancel('p1')).toBeNull();
    expect(await gateway.refund('p1')).toBe('ref_1');
    expect(await gateway.refundStatus('ref_1')).toBeNull();
    expect(await gateway.cancelRefund('ref_1')).toBe(true);
    const body = {} as Parameters<PaymentGateway['verifyCallback']>[0];
    expect(await gateway.verifyCallback(body, 'sig')).toBe(true);
    expect(calls).toEqual(['status:p1', 'cancel:p1', 'refund:p1', 'refundStatus:ref_1', 'cancelRefund:ref_1', 'verifyCallback:sig']);
  });
});

describe('Paytm calls for another customer or a bad body', () => {
  it('answer 404 for another customer transaction, and 404 for a cart that is not the order', async () => {
    const { headers, initiate } = await paytmOrder();
    const other = await signInAnonymously(server);
    const id = initiate.orderTransactionId;
    expect((await server.fetch(balancePath(id), { headers: other.headers })).status).toBe(404);
    clock.advance(RESEND_MS);
    const send = await server.fetch(
      PATHS.paytmSendOtp,
      jsonInit({ mobile: nextMobile(), orderTransactionId: id, email: '' }, other.headers),
    );
    expect(send.status).toBe(404);
    const { cartId } = await orderOf(id);
    expect((await put(submitPath(id), { cartId }, other.headers)).status).toBe(404);
    expect((await put(submitPath(id), { cartId: 'not-this-cart' }, headers)).status).toBe(404);
    const add = await server.fetch(addMoneyPath(id), jsonInit({ amount: 100, idempotencyKey: nextKey() }, other.headers));
    expect(add.status).toBe(404);
  });

  it('answer 400 with errors[0] for bad bodies and write nothing', async () => {
    const { headers, initiate } = await paytmOrder();
    const id = initiate.orderTransactionId;
    const mobile = nextMobile();
    const bad = [
      server.fetch(PATHS.paytmSendOtp, jsonInit({ mobile: '0123', orderTransactionId: id, email: '' }, headers)),
      server.fetch(PATHS.paytmVerifyOtp, jsonInit({ mobile, orderTransactionId: id, state: 's', cartId: 'c', otp: '12' }, headers)),
      server.fetch(addMoneyPath(id), jsonInit({ amount: -5, idempotencyKey: nextKey() }, headers)),
      server.fetch(addMoneyPath(id), jsonInit({ amount: 100 }, headers)),
      put(submitPath(id), { cartId: 7 }, headers),
    ];
    for (const response of await Promise.all(bad)) {
      expect(response.status).toBe(400);
      expect((await errorOf(response))?.displayMsg).toBeTruthy();
    }
    expect(await db().select().from(paytmLinks).where(eq(paytmLinks.mobile, mobile))).toEqual([]);
    expect((await paymentOf(initiate.paymentId)).step).toBe('PAYTM_LINK');
  });

  it('answer 409 once the order waits for no Paytm step', async () => {
    const { headers, initiate } = await paytmOrder();
    await server.fetch(statusPath(PATHS.cancelPayment, initiate.orderTransactionId), { method: 'POST', headers });
    const response = await server.fetch(balancePath(initiate.orderTransactionId), { headers });
    expect(response.status).toBe(409);
    expect((await errorOf(response))?.code).toBe(PAYTM_ERROR_CODES.stepOver);
  });
});

describe('an Amazon Pay order', () => {
  it('answers AMZNPAY_CHARGE_STATUS: the charge is authorised on Amazon Pay page, which returns to a polling of the server-given pollingData', async () => {
    const { headers } = await signInAnonymously(server);
    await fillCart(server, headers);
    const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'AMZPAY_WALLET' }));
    expect(initiate).toMatchObject({ action: 'AMZNPAY_CHARGE_STATUS', processTransactionURL: expect.any(String) });
    const polling = initiate.pollingData!;
    expect(polling.url).toBe(statusPath(PATHS.transactionStatus, initiate.orderTransactionId));
    expect((await transactionStatus(server, headers, initiate.orderTransactionId)).transactionStatus).toBe('IN_PROGRESS');
    const done = await postForm(server, `${initiate.processTransactionURL!}/outcome`, { outcome: 'success' });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!, server.url);
    expect(back.pathname).toBe('/paymentTransaction');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      transactionId: initiate.orderTransactionId,
      interval: String(polling.interval),
      duration: String(polling.duration),
      pollUrl: polling.url,
      pollMethod: polling.method,
    });
    expect(await transactionStatus(server, headers, initiate.orderTransactionId)).toEqual({ transactionStatus: 'SUCCESS' });
  });
});
