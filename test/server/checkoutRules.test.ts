import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { ConfirmOrderResponse, OrderSummary } from '@/contract/orders';
import type { OrderDetailsResponse } from '@/contract/afterOrder';
import { eq } from 'drizzle-orm';
import type { CartResponse } from '@/contract/cart';
import { orders, payments, wallets } from '@server/db/schema';
import { loginWithOtp } from './support/accounts';
import { confirm, confirmBody, confirmed, fillCart, statusPath } from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;
const guest = async (): Promise<Headers> => (await signInAnonymously(server)).headers;
const getJson = async <T>(path: string, headers: Headers): Promise<T> => {
  const response = await server.fetch(path, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};
const written = async () => [
  (await server.database.db.select({ id: orders.id }).from(orders)).length,
  (await server.database.db.select({ id: payments.id }).from(payments)).length,
];

async function detailsOf(headers: Headers, orderTransactionId: string): Promise<OrderDetailsResponse> {
  const summary = await getJson<OrderSummary>(statusPath(PATHS.orderSummary, orderTransactionId), headers);
  return getJson<OrderDetailsResponse>(PATHS.orderDetails.replace('{orderId}', encodeURIComponent(summary.id)), headers);
}

describe('delivery instructions and zero-contact delivery (SPEC 3, 4)', () => {
  it('POST confirmOrder keeps the trimmed instructions and zero-contact of a prepaid delivery order; order details show them', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const body = confirmBody({ primaryPaymentId: 'CC', cardInitialDigits: '411111' });
    body.orderDetails.deliveryInstructions = '  Ring twice, leave with the guard  ';
    body.orderDetails.zeroContactDelivery = true;
    const placed = await confirmed(server, headers, body);
    const details = await detailsOf(headers, placed.orderTransactionId);
    expect(details).toMatchObject({ deliveryInstructions: 'Ring twice, leave with the guard', zeroContactDelivery: true });
  });

  it('POST confirmOrder refuses zero-contact delivery with cash: FAILED with the prepaid-only message, nothing written', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const before = await written();
    const body = confirmBody({ primaryPaymentId: 'CASH' });
    body.orderDetails.zeroContactDelivery = true;
    const response = await confirm(server, headers, body);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ConfirmOrderResponse;
    expect(answer.status).toBe('FAILED');
    if (answer.status === 'FAILED') {
      expect(answer.errors[0]).toMatchObject({ code: 'ZERO_CONTACT_PREPAID_ONLY' });
      expect(answer.errors[0]?.displayMsg).toContain('prepaid');
    }
    expect(await written()).toEqual(before);
  });

  it('POST confirmOrder refuses zero-contact delivery for a pickup order, nothing written', async () => {
    const headers = await guest();
    await fillCart(server, headers, 1, 'T');
    const before = await written();
    const body = confirmBody({ primaryPaymentId: 'CC', cardInitialDigits: '411111', deliveryLocation: null });
    body.orderDetails.deliveryType = 'T';
    body.orderDetails.zeroContactDelivery = true;
    const answer = (await (await confirm(server, headers, body)).json()) as ConfirmOrderResponse;
    expect(answer.status).toBe('FAILED');
    expect(await written()).toEqual(before);
  });

  it('blank instructions are kept as none, and order details show none', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const body = confirmBody({ primaryPaymentId: 'CC', cardInitialDigits: '411111' });
    body.orderDetails.deliveryInstructions = '   ';
    const placed = await confirmed(server, headers, body);
    expect(await detailsOf(headers, placed.orderTransactionId)).toMatchObject({ deliveryInstructions: null, zeroContactDelivery: false });
  });

  it.each([
    ['instructions over 250 characters', { deliveryInstructions: 'x'.repeat(251) }],
    ['instructions not text', { deliveryInstructions: 42 }],
    ['zero-contact not a boolean', { zeroContactDelivery: 'yes' }],
  ])('POST confirmOrder refuses %s with 400 and errors[0], nothing written', async (_, change) => {
    const headers = await guest();
    await fillCart(server, headers);
    const before = await written();
    const body = confirmBody({ primaryPaymentId: 'CC', cardInitialDigits: '411111' });
    const response = await confirm(server, headers, { ...body, orderDetails: { ...body.orderDetails, ...change } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown[] }).errors[0]).toBeDefined();
    expect(await written()).toEqual(before);
  });
});

describe('polling at the server-given pollingData (SPEC 7)', () => {
  it('the transaction status answers at pollingData.url with pollingData.method, and with the other SPEC method too', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const placed = await confirmed(server, headers, confirmBody({ primaryPaymentId: 'CC', cardInitialDigits: '411111' }));
    const polling = placed.pollingData;
    expect(polling).not.toBeNull();
    if (!polling) return;
    expect(polling.url).toBe(statusPath(PATHS.transactionStatus, placed.orderTransactionId));
    for (const method of [polling.method, polling.method === 'GET' ? 'POST' : 'GET']) {
      const response = await server.fetch(polling.url, { method, headers });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ transactionStatus: 'IN_PROGRESS' });
    }
  });
});

describe('the tip is removed for delivery (D) with the wallet used (SPEC 4)', () => {
  const TIP = 2_000;

  /** A logged-in customer with `walletPaise` in the wallet and a cart of `deliveryType` with a ₹ 20 tip; answers the cart. */
  async function tippedCart(walletPaise: number, deliveryType: 'D' | 'T' = 'D') {
    const user = await loginWithOtp(server);
    const filled = await fillCart(server, user.headers, 1, deliveryType);
    await server.database.db.update(wallets).set({ refundPaise: walletPaise }).where(eq(wallets.userId, user.userId));
    const response = await server.fetch(PATHS.cart, {
      method: 'PUT',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        storeId: filled.storeId,
        deliveryType,
        items: filled.validItems.map((item) => ({
          productId: item.product.id,
          crustId: item.crustId,
          sizeId: item.sizeId,
          quantity: item.quantity,
          addTopngs: [],
          repTopngs: [],
          remTopngs: [],
        })),
        tip: { tipAmount: TIP, tipRemoved: false, autoTipSelected: false },
      }),
    });
    expect(response.status).toBe(200);
    const cart = (await response.json()) as CartResponse;
    expect(cart.tip.tipAmount).toBe(TIP);
    return { user, cart };
  }

  const orderOf = async (userId: string) => (await server.database.db.select().from(orders).where(eq(orders.userId, userId)))[0];

  it('a delivery order paid from the wallet alone is charged without its tip', async () => {
    const { user, cart } = await tippedCart(1_000_000);
    const placed = await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'PIGGYBANK' }));
    expect(placed.action).toBe('THANKYOU');
    const order = await orderOf(user.userId);
    expect(order).toMatchObject({ tipPaise: 0, grandTotalPaise: cart.displayNetPrice - TIP, walletPaise: cart.displayNetPrice - TIP });
  });

  it('a delivery order paid partly from the wallet is charged without its tip: the card pays the rest of the lower total', async () => {
    const { user, cart } = await tippedCart(10_000);
    await confirmed(
      server,
      user.headers,
      confirmBody({ primaryPaymentId: 'CC', secondaryPaymentId: 'PIGGYBANK', cardInitialDigits: '411111' }),
    );
    const order = await orderOf(user.userId);
    expect(order).toMatchObject({ tipPaise: 0, grandTotalPaise: cart.displayNetPrice - TIP, walletPaise: 10_000 });
    const [payment] = await server.database.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment?.amountPaise).toBe(cart.displayNetPrice - TIP - 10_000);
  });

  it('a delivery order paid without the wallet keeps its tip', async () => {
    const { user, cart } = await tippedCart(1_000_000);
    await confirmed(server, user.headers, confirmBody({ primaryPaymentId: 'CC', cardInitialDigits: '411111' }));
    expect(await orderOf(user.userId)).toMatchObject({ tipPaise: TIP, grandTotalPaise: cart.displayNetPrice });
  });

  it('a takeaway order paid from the wallet keeps its tip: the rule is for delivery', async () => {
    const { user, cart } = await tippedCart(1_000_000, 'T');
    const body = confirmBody({ primaryPaymentId: 'PIGGYBANK', deliveryLocation: null });
    body.orderDetails.deliveryType = 'T';
    await confirmed(server, user.headers, body);
    expect(await orderOf(user.userId)).toMatchObject({ tipPaise: TIP, grandTotalPaise: cart.displayNetPrice });
  });
});
