import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import { passesLuhn } from '@/domain/payment';
import { orders, refunds, sandboxGatewayPayments } from '@server/db/schema';
import { CARD_MESSAGES, GATEWAY_PAGE_CSP, GATEWAY_TEXTS } from '@server/routes/sandboxGatewayPage';
import { callbackChecksum, checksumMatches } from '@server/services/payments/checksum';
import { SANDBOX_OTP, SANDBOX_TEST_CARDS } from '@server/services/payments/constants';
import { cardForm, confirmBody, confirmed, fillCart, postForm, returnLocation, transactionStatus } from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;

async function pending(primaryPaymentId: string) {
  const { headers } = await signInAnonymously(server);
  await fillCart(server, headers);
  const initiate = await confirmed(server, headers, confirmBody({ primaryPaymentId }));
  return { headers, initiate, url: initiate.processTransactionURL! };
}

const orderOf = async (orderTransactionId: string) =>
  (await db().select().from(orders).where(eq(orders.orderTransactionId, orderTransactionId)))[0]!;

describe('the hosted card page', () => {
  it('is an accessible, script-free page with the card fields, the pay button and the test cards', async () => {
    const { url } = await pending('CC');
    const response = await server.fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain(GATEWAY_PAGE_CSP);
    const html = await response.text();
    for (const label of [GATEWAY_TEXTS.cardNumber, GATEWAY_TEXTS.expiry, GATEWAY_TEXTS.cvv, GATEWAY_TEXTS.nameOnCard, GATEWAY_TEXTS.pay]) {
      expect(html).toContain(`>${label}<`);
    }
    expect(html).toContain('Sandbox Pay');
    expect(html).toContain('4111 1111 1111 1111');
    expect(html).toContain('4000 0000 0000 0002');
    expect(html).not.toContain('<script');
  });

  it('shows the SPEC card messages on a bad form, never echoes the number, and keeps the payment open', async () => {
    const { url, initiate } = await pending('CC');
    const bad = await postForm(server, `${url}/card`, {
      cardNumber: '4111111111111112',
      cardExpiry: '13/30',
      cardCvv: '12',
      nameOnCard: '',
    });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    for (const message of [CARD_MESSAGES.luhn, CARD_MESSAGES.month, CARD_MESSAGES.cvv, CARD_MESSAGES.name]) expect(html).toContain(message);
    expect(html).toContain('aria-invalid="true" aria-describedby="card-number-error"');
    expect(html).not.toContain('4111111111111112');
    const expired = await postForm(server, `${url}/card`, { ...cardForm(SANDBOX_TEST_CARDS.success), cardExpiry: '01/20' });
    expect(await expired.text()).toContain(CARD_MESSAGES.expired);
    const [row] = await db().select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, initiate.paymentId));
    expect(row).toMatchObject({ status: 'CREATED', cardLast4: null });
  });

  it('fails the payment on a wrong OTP, with no refund since nothing was debited', async () => {
    const { url, initiate, headers } = await pending('CC');
    const otp = await postForm(server, `${url}/card`, cardForm(SANDBOX_TEST_CARDS.success));
    expect(await otp.text()).toContain(`Sandbox OTP: ${SANDBOX_OTP}`);
    const done = await postForm(server, `${url}/otp`, { otp: '654321' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(returnLocation(initiate.orderTransactionId));
    expect((await transactionStatus(server, headers, initiate.orderTransactionId)).transactionStatus).toBe('FAILED');
    const order = await orderOf(initiate.orderTransactionId);
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  });

  it('sends the customer back when a finished payment page is opened again, and ignores a late OTP', async () => {
    const { url, initiate } = await pending('CC');
    await postForm(server, `${url}/card`, cardForm(SANDBOX_TEST_CARDS.success));
    await postForm(server, `${url}/otp`, { otp: SANDBOX_OTP });
    const again = await server.fetch(url, { redirect: 'manual' });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(returnLocation(initiate.orderTransactionId));
    await postForm(server, `${url}/otp`, { otp: '000000' });
    expect((await orderOf(initiate.orderTransactionId)).status).toBe('CONFIRMED');
  });
});

describe('net banking and wallet pages', () => {
  it('net banking: Failure fails the order without a refund', async () => {
    const { url, initiate, headers } = await pending('NB');
    const html = await (await server.fetch(url)).text();
    expect(html).toContain(`>${GATEWAY_TEXTS.netBankingHeading}<`);
    expect(html).toContain(`>${GATEWAY_TEXTS.success}<`);
    expect(html).toContain(`>${GATEWAY_TEXTS.failure}<`);
    const done = await postForm(server, `${url}/outcome`, { outcome: 'failure' });
    expect(done.status).toBe(303);
    expect(await transactionStatus(server, headers, initiate.orderTransactionId)).toMatchObject({ transactionStatus: 'FAILED' });
    expect(
      await db()
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, (await orderOf(initiate.orderTransactionId)).id)),
    ).toEqual([]);
  });

  it('wallet: Success confirms the order', async () => {
    const { url, initiate, headers } = await pending('AMZPAY_WALLET');
    expect(await (await server.fetch(url)).text()).toContain('>Amazon Pay<');
    await postForm(server, `${url}/outcome`, { outcome: 'success' });
    expect(await transactionStatus(server, headers, initiate.orderTransactionId)).toEqual({ transactionStatus: 'SUCCESS' });
  });

  it('answers a 404 page for an unknown payment', async () => {
    const response = await server.fetch(PATHS.sandboxGatewayPay.replace('{paymentId}', 'pay_unknown'));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(GATEWAY_TEXTS.notFoundHeading);
  });
});

describe('gateway rules', () => {
  it('checks card numbers with Luhn', () => {
    expect(passesLuhn(SANDBOX_TEST_CARDS.success)).toBe(true);
    expect(passesLuhn(SANDBOX_TEST_CARDS.declined)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('signs callbacks so that any changed field or key breaks the checksum', () => {
    const body = { order_transaction_id: 'otx_1', payment_tranx_id: 'pay_1', status: 'SUCCESS' as const };
    const checksum = callbackChecksum('key-one', body);
    expect(checksumMatches('key-one', body, checksum)).toBe(true);
    expect(checksumMatches('key-two', body, checksum)).toBe(false);
    expect(checksumMatches('key-one', { ...body, status: 'FAILED' }, checksum)).toBe(false);
    expect(checksumMatches('key-one', body, checksum.slice(1))).toBe(false);
  });
});
