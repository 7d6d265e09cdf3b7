import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { ErrorBody } from '@/contract/errors';
import type { ConfirmOrderResponse, OrderSummary } from '@/contract/orders';
import type { OrderDetailsResponse, TrackerResponse } from '@/contract/afterOrder';
import { billLines } from '@/domain/bill';
import { orders, payments } from '@server/db/schema';
import { confirm, confirmBody, confirmed, fillCart, statusPath } from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';
import { pdfText } from './support/pdf';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Headers = Record<string, string>;
const guest = async (): Promise<Headers> => (await signInAnonymously(server)).headers;
const orderPath = (path: string, orderId: string) => path.replace('{orderId}', encodeURIComponent(orderId));
const getJson = async <T>(path: string, headers: Headers): Promise<T> => {
  const response = await server.fetch(path, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
};

/** Served by the cart's store (Connaught Place). */
const PIN = { latitude: 28.6129, longitude: 77.2295, address: 'India Gate, New Delhi 110001' };

const orderCount = async () => (await server.database.db.select({ id: orders.id }).from(orders)).length;
const paymentCount = async () => (await server.database.db.select({ id: payments.id }).from(payments)).length;

describe('house number of a delivery order', () => {
  it.each([
    ['without a house number', { ...PIN }],
    ['with a blank house number', { ...PIN, houseNo: '   ' }],
    ['without a delivery location', null],
  ])('POST confirmOrder refuses a delivery order from the map pin %s: 400 Enter House No, nothing written', async (_, deliveryLocation) => {
    const headers = await guest();
    await fillCart(server, headers);
    const before = [await orderCount(), await paymentCount()];
    const body = confirmBody();
    body.orderDetails.deliveryLocation = deliveryLocation;
    const response = await confirm(server, headers, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors[0]).toMatchObject({ displayMsg: 'Enter House No' });
    expect([await orderCount(), await paymentCount()]).toEqual(before);
  });

  it('POST confirmOrder refuses a house number over 10 characters and a landmark over 40 with 400, nothing written', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const before = await orderCount();
    for (const extra of [{ houseNo: '12345678901' }, { houseNo: '4B', landmark: 'x'.repeat(41) }]) {
      const body = confirmBody();
      body.orderDetails.deliveryLocation = { ...PIN, ...extra };
      expect((await confirm(server, headers, body)).status).toBe(400);
    }
    expect(await orderCount()).toBe(before);
  });

  it('a pickup order needs no house number', async () => {
    const headers = await guest();
    await fillCart(server, headers, 1, 'T');
    const body = confirmBody();
    body.orderDetails.deliveryType = 'T';
    body.orderDetails.deliveryLocation = null;
    const answer = (await (await confirm(server, headers, body)).json()) as ConfirmOrderResponse;
    expect(answer.status).toBe('SUCCESS');
  });

  it('keeps the house number and landmark on the order: the thank-you summary, order details, tracking and the invoice show them', async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const body = confirmBody();
    body.orderDetails.deliveryLocation = { ...PIN, houseNo: ' Flat 4B ', landmark: ' Opposite the Rose Garden ' };
    const placed = await confirmed(server, headers, body);
    const summary = await getJson<OrderSummary>(statusPath(PATHS.orderSummary, placed.orderTransactionId), headers);
    const expected = { ...PIN, houseNo: 'Flat 4B', landmark: 'Opposite the Rose Garden' };

    expect(summary.deliveryLocation).toEqual(expected);
    expect((await getJson<OrderDetailsResponse>(orderPath(PATHS.orderDetails, summary.id), headers)).deliveryLocation).toEqual(expected);
    expect((await getJson<TrackerResponse>(orderPath(PATHS.orderTracker, summary.id), headers)).deliveryLocation).toEqual(expected);
    const invoice = await server.fetch(orderPath(PATHS.orderInvoice, summary.id), { headers });
    expect(invoice.status).toBe(200);
    const text = await pdfText(await invoice.arrayBuffer());
    expect(text).toContain(`Flat 4B, ${PIN.address}`);
    expect(text).toContain('Opposite the Rose Garden');
  });
});

describe('the bill of the thank-you page and order details', () => {
  it("is the cart's rows as charged, by row code, itemising each charge, and its lines add up to the grand total", async () => {
    const headers = await guest();
    await fillCart(server, headers);
    const tipped = await server.fetch(PATHS.cart, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(await cartPutWithExtras(headers)),
    });
    expect(tipped.status).toBe(200);
    const cart = (await tipped.json()) as {
      cartCalculations: OrderSummary['paymentSummary']['paymentSummaryItem'];
      displayNetPrice: number;
    };
    const placed = await confirmed(server, headers, confirmBody());
    const summary = await getJson<OrderSummary>(statusPath(PATHS.orderSummary, placed.orderTransactionId), headers);
    const details = await getJson<OrderDetailsResponse>(orderPath(PATHS.orderDetails, summary.id), headers);

    expect(summary.paymentSummary.paymentSummaryItem).toEqual(cart.cartCalculations);
    expect(details.bill).toEqual(cart.cartCalculations);
    const lines = billLines(summary.paymentSummary.paymentSummaryItem);
    expect(lines.map((line) => line.code)).toEqual(['sub_total', 'taxes_and_charges', 'delivery_charge', 'K', 'tax', 'tip', 'grand_total']);
    const total = lines.find((line) => line.isTotal)!.amount;
    expect(total).toBe(cart.displayNetPrice);
    expect(lines.filter((line) => line.level === 0 && !line.isTotal).reduce((sum, line) => sum + line.amount, 0)).toBe(total);
  });
});

/** The caller's cart as a PUT body, with the packaging charge K opted in and a ₹ 20 tip. */
async function cartPutWithExtras(headers: Headers) {
  const cart = await getJson<{
    storeId: string;
    deliveryType: 'D';
    validItems: { product: { id: number }; crustId: number | null; sizeId: number | null; quantity: number }[];
  }>(PATHS.cart, headers);
  return {
    storeId: cart.storeId,
    deliveryType: cart.deliveryType,
    items: cart.validItems.map((item) => ({
      productId: item.product.id,
      crustId: item.crustId,
      sizeId: item.sizeId,
      quantity: item.quantity,
      addTopngs: [],
      repTopngs: [],
      remTopngs: [],
    })),
    tip: { tipAmount: 2_000, tipRemoved: false, autoTipSelected: false },
    optedOptionalCharges: [{ chargeTypeCode: 'K', selected: true }],
  };
}
