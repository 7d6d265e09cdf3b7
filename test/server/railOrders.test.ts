/**
 * Orders to a train seat on the sandbox railway (docs/sandbox-rail.md): the stations a store serves with their
 * cut-offs, the station saved on the cart, the order checked against the journey, its states against the train,
 * the delivery code, cancellation windows and refunds, a late or cancelled train, and another customer's order.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { RAIL_ERROR_CODES } from '@/contract/codes';
import type { OrderHistoryPage, TrackerResponse } from '@/contract/afterOrder';
import type { ConfirmOrderBody, ConfirmOrderResponse } from '@/contract/orders';
import { PATHS } from '@/contract/paths';
import type { RailLocalitiesResponse, RailOrder, RailOrdersResponse, RailSaveResponse } from '@/contract/rail';
import enServer from '@/i18n/en/server';
import { appConfig, carts, orders, payments, railOrders, railStations, refunds } from '@server/db/schema';
import { createCheckout, type Checkout } from '@server/services/orders';
import type { PnrProvider } from '@server/services/rail/pnrProvider';
import { SANDBOX_OTP, SANDBOX_TEST_CARDS } from '@server/services/payments/constants';
import { createTestClock, errorOf, jsonRequest, latestOtp, type TestClock } from './support/accounts';
import { cardForm, confirm, confirmBody, HAND_TOSSED, MARGHERITA, MEDIUM, postForm } from './support/checkout';
import { jsonInit, signInAnonymously, startTestServer, type TestServer } from './support/server';

const MINUTE_MS = 60_000;
/** 2026-11-26 10:00 in India. */
const START = Date.parse('2026-11-26T10:00:00+05:30');
/** Shatabdi, RAC, 25 minutes late, 200 minutes out of Chennai: Bengaluru Cantonment too soon, KSR Bengaluru open. */
const LATE_SHATABDI = { pnr: '4512345671', trainNo: '12007' };
/** Shatabdi, 20 minutes out of Chennai: every Bengaluru station hours ahead. */
const EARLY_SHATABDI = { pnr: '4512345670', trainNo: '12007' };
/** Koramangala serves KSR Bengaluru (cut-off 45 minutes); Indiranagar serves Bengaluru Cantonment (105 minutes). */
const SBC_STORE = '66201';
const BNC_STORE = '66202';

type Headers = Record<string, string>;

let server: TestServer;
let clock: TestClock;
let checkout: Checkout;

/** Every test on a fresh railway: journeys are fixed at a ticket's first lookup. */
async function freshServer(): Promise<void> {
  clock = createTestClock(START);
  server = await startTestServer({
    clock,
    checkout: (database) => (checkout = createCheckout(database.db, clock)),
  });
}
afterEach(() => server.close());

const guest = async (): Promise<Headers> => (await signInAnonymously(server)).headers;

async function getJson<T>(path: string, headers: Headers): Promise<T> {
  const response = await server.fetch(path, { headers });
  expect(response.status, `${path} answered ${response.status}`).toBe(200);
  return (await response.json()) as T;
}

const localities = (headers: Headers, pnr: string) => server.fetch(`${PATHS.railLocalities}?pnr=${encodeURIComponent(pnr)}`, { headers });
const save = (headers: Headers, body: unknown) => server.fetch(PATHS.railSave, jsonInit(body, headers));
const orderPath = (path: string, orderId: string) => path.replace('{orderId}', encodeURIComponent(orderId));
const railOrder = (headers: Headers, orderId: string) => getJson<RailOrder>(orderPath(PATHS.railOrder, orderId), headers);
const cancel = (headers: Headers, orderId: string) => server.fetch(orderPath(PATHS.railCancel, orderId), { method: 'POST', headers });
const sandboxRail = (pnr: string, body: unknown) => server.fetch(PATHS.sandboxRail.replace('{pnr}', pnr), jsonInit(body));

async function stations(headers: Headers, pnr: string) {
  const response = await localities(headers, pnr);
  expect(response.status).toBe(200);
  return ((await response.json()) as RailLocalitiesResponse).data;
}

/** A medium Margherita in the caller's cart at the store, as an order to a seat. */
async function fillRailCart(headers: Headers, storeId: string): Promise<void> {
  const item = { productId: MARGHERITA, crustId: HAND_TOSSED, sizeId: MEDIUM, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [] };
  const response = await server.fetch(PATHS.cart, jsonRequest('PUT', { storeId, deliveryType: 'IRCTC', items: [item] }, headers));
  expect(response.status).toBe(200);
}

function railBody(ticket: { pnr: string; trainNo: string }, stationId: string, primaryPaymentId = 'CASH'): ConfirmOrderBody {
  const body = confirmBody({ primaryPaymentId, deliveryLocation: null });
  body.orderDetails.deliveryType = 'IRCTC';
  body.orderDetails.stationId = stationId;
  body.orderDetails.customerIrctcDetails = ticket;
  return body;
}

async function confirmAnswer(headers: Headers, body: ConfirmOrderBody): Promise<ConfirmOrderResponse> {
  const response = await confirm(server, headers, body);
  expect(response.status).toBe(200);
  return (await response.json()) as ConfirmOrderResponse;
}

/** Saves the station and places the order (cash unless told); card orders are paid through the sandbox gateway. */
async function placeRailOrder(
  headers: Headers,
  ticket: { pnr: string; trainNo: string },
  stationId: string,
  pay: 'cash' | 'card' = 'cash',
): Promise<string> {
  const saved = await save(headers, { pnr: ticket.pnr, stationId });
  expect(saved.status).toBe(200);
  const { storeId } = ((await saved.json()) as RailSaveResponse).data;
  await fillRailCart(headers, storeId);
  const answer = await confirmAnswer(headers, railBody(ticket, stationId, pay === 'cash' ? 'CASH' : 'DC'));
  if (answer.status !== 'SUCCESS') throw new Error(`confirm answered FAILED: ${answer.errors[0]?.displayMsg}`);
  if (pay === 'card') {
    const url = answer.initiateOrderPaymentResponse.processTransactionURL!;
    expect((await postForm(server, `${url}/card`, cardForm(SANDBOX_TEST_CARDS.success))).status).toBe(200);
    expect((await postForm(server, `${url}/otp`, { otp: SANDBOX_OTP })).status).toBe(303);
  }
  return answer.confirmOrderBatchResponse.orderId;
}

/** Moves the test clock to an epoch ms (never back). */
function advanceTo(at: number): void {
  expect(at).toBeGreaterThanOrEqual(clock());
  clock.advance(at - clock());
}

describe('stations ahead', () => {
  it('lists the stations ahead a store serves, each with its store cut-off; one too soon is refused with the time it closed', async () => {
    await freshServer();
    const headers = await guest();
    const data = await stations(headers, LATE_SHATABDI.pnr);
    expect(data.trainInfo.trainNo).toBe('12007');
    expect(data.seatInfo).toEqual({ coach: 'E1', berth: 12, bookingStatus: 'RAC' });
    // Katpadi and Jolarpettai are behind the train; Mysuru is where the passenger gets off.
    expect(data.storeStationDetails.map((station) => station.stationId)).toEqual(['BNC', 'SBC']);
    const [cantonment, ksr] = data.storeStationDetails;
    // The train left Chennai 200 minutes ago and runs 25 late: Bengaluru Cantonment at 265 + 25 minutes.
    expect(cantonment).toMatchObject({
      storeId: BNC_STORE,
      leadMinutes: 105,
      arrivalAt: START + 90 * MINUTE_MS,
      scheduledArrivalAt: START + 65 * MINUTE_MS,
      delayMinutes: 25,
      haltMinutes: 2,
      orderBy: START - 15 * MINUTE_MS,
      orderable: false,
      reason: 'tooSoon',
    });
    expect(ksr).toMatchObject({
      storeId: SBC_STORE,
      leadMinutes: 45,
      arrivalAt: START + 115 * MINUTE_MS,
      orderBy: START + 70 * MINUTE_MS,
      orderable: true,
      reason: null,
    });
    expect(data.edvEnable).toBe(true);
  });

  it('closes a station once its cut-off passes', async () => {
    await freshServer();
    const headers = await guest();
    await stations(headers, LATE_SHATABDI.pnr);
    clock.advance(71 * MINUTE_MS);
    const ksr = (await stations(headers, LATE_SHATABDI.pnr)).storeStationDetails.find((station) => station.stationId === 'SBC');
    expect(ksr).toMatchObject({ orderable: false, reason: 'tooSoon', orderBy: START + 70 * MINUTE_MS });
  });

  it('refuses a cancelled ticket with its reason and a malformed PNR with the SPEC message', async () => {
    await freshServer();
    const headers = await guest();
    const refused = await localities(headers, '1111122222');
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toEqual({ code: RAIL_ERROR_CODES.pnrRefused, displayMsg: enServer.texts.pnrCancelled });
    const malformed = await localities(headers, '12345');
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed))?.displayMsg).toContain('Valid PNR Number is Mandatory');
  });
});

describe('saving the station', () => {
  it('keeps an open station on the cart as an order to a seat; a station too soon or off the journey opens the save failure', async () => {
    await freshServer();
    const headers = await guest();
    await fillRailCart(headers, '66001');
    const tooSoon = await save(headers, { pnr: LATE_SHATABDI.pnr, stationId: 'BNC' });
    expect(tooSoon.status).toBe(409);
    const refusal = await errorOf(tooSoon);
    expect(refusal?.code).toBe(RAIL_ERROR_CODES.saveFailed);
    expect(refusal?.displayMsg).toContain('Bengaluru Cantonment');
    expect(refusal?.displayMsg).toContain('105 minutes');
    const offJourney = await save(headers, { pnr: LATE_SHATABDI.pnr, stationId: 'NDLS' });
    expect(offJourney.status).toBe(409);
    expect((await errorOf(offJourney))?.code).toBe(RAIL_ERROR_CODES.saveFailed);
    const [cart] = await server.database.db.select().from(carts).where(eq(carts.userId, headers.userId!));
    expect(cart).toMatchObject({ storeId: '66001', deliveryType: 'IRCTC' });

    const saved = await save(headers, { pnr: LATE_SHATABDI.pnr, stationId: 'SBC' });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as RailSaveResponse).data).toMatchObject({
      stationId: 'SBC',
      stationName: 'KSR Bengaluru',
      storeId: SBC_STORE,
      trainNo: '12007',
      arrivalAt: START + 115 * MINUTE_MS,
    });
    const [after] = await server.database.db.select().from(carts).where(eq(carts.userId, headers.userId!));
    expect(after).toMatchObject({ storeId: SBC_STORE, deliveryType: 'IRCTC' });
  });

  it('answers bad bodies 400 and writes nothing', async () => {
    await freshServer();
    const headers = await guest();
    for (const body of [
      {},
      { pnr: LATE_SHATABDI.pnr },
      { pnr: '45123', stationId: 'SBC' },
      { pnr: LATE_SHATABDI.pnr, stationId: 'sbc;drop' },
    ]) {
      const response = await save(headers, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await server.database.db.select().from(carts).where(eq(carts.userId, headers.userId!))).toEqual([]);
  });
});

describe('an order to a seat', () => {
  it('moves PLACED, CONFIRMED, PREPARED, OUTFORDELIVERY against the train and is DELIVERED at the seat against its code', async () => {
    await freshServer();
    const headers = await guest();
    const orderId = await placeRailOrder(headers, LATE_SHATABDI, 'SBC');
    const arrival = START + 115 * MINUTE_MS;
    const placed = await railOrder(headers, orderId);
    expect(placed).toMatchObject({
      state: 'PLACED',
      stateCode: 0,
      pnr: LATE_SHATABDI.pnr,
      trainNo: '12007',
      trainName: 'Chennai Central - Mysuru Shatabdi Express',
      coach: 'E1',
      berth: 12,
      stationId: 'SBC',
      stationName: 'KSR Bengaluru',
      deliveryAt: arrival,
      delayMinutes: 25,
    });
    expect(placed.deliveryCode).toMatch(/^\d{4}$/);
    // The order's tracker and history follow the train too: it is expected as the train is.
    const tracker = await getJson<TrackerResponse>(orderPath(PATHS.orderTracker, orderId), headers);
    expect(tracker.expectedAt).toBe(arrival);
    const labelled = await getJson<OrderHistoryPage>(PATHS.orderHistory, headers);
    expect(labelled.orders.map((order) => order.status)).toEqual(['IRCTC']);
    clock.advance(2 * MINUTE_MS);
    expect(await railOrder(headers, orderId)).toMatchObject({ state: 'CONFIRMED', stateCode: 1 });
    advanceTo(arrival - 30 * MINUTE_MS);
    expect(await railOrder(headers, orderId)).toMatchObject({ state: 'PREPARED', stateCode: 2 });
    advanceTo(arrival - 15 * MINUTE_MS);
    expect(await railOrder(headers, orderId)).toMatchObject({ state: 'OUTFORDELIVERY', stateCode: 3 });
    // The agent cannot hand over before the train is in, nor against another code.
    const wrong = placed.deliveryCode === '0000' ? '1111' : '0000';
    expect(await checkout.rail.handOver(orderId, placed.deliveryCode!)).toBe(false);
    advanceTo(arrival);
    expect(await checkout.rail.handOver(orderId, wrong)).toBe(false);
    const delivered = await railOrder(headers, orderId);
    expect(delivered).toMatchObject({ state: 'DELIVERED', stateCode: 4, deliveryCode: placed.deliveryCode, pollAfterSeconds: null });
    expect(Object.keys(delivered.stateTimes)).toEqual(['PLACED', 'CONFIRMED', 'PREPARED', 'OUTFORDELIVERY', 'DELIVERED']);
    const history = await getJson<RailOrdersResponse>(PATHS.railOrders, headers);
    expect(history.orders.map((order) => [order.orderId, order.state])).toEqual([[orderId, 'DELIVERED']]);
  });

  it('moves the delivery with a late train, and a train later than the food can wait ends UNDELIVERED with a full refund', async () => {
    await freshServer();
    const headers = await guest();
    const orderId = await placeRailOrder(headers, EARLY_SHATABDI, 'SBC', 'card');
    const before = await railOrder(headers, orderId);
    expect(before.state).toBe('PLACED');
    expect((await sandboxRail(EARLY_SHATABDI.pnr, { delayMinutes: 40 })).status).toBe(200);
    // The railway is asked again about an order at most every 30 seconds.
    clock.advance(MINUTE_MS);
    const late = await railOrder(headers, orderId);
    expect(late.deliveryAt - before.deliveryAt).toBe(40 * MINUTE_MS);
    expect(late).toMatchObject({ delayMinutes: 40, state: 'PLACED' });
    // The order's own tracker moves with the train.
    const tracker = await getJson<TrackerResponse>(orderPath(PATHS.orderTracker, orderId), headers);
    expect(tracker.expectedAt).toBe(late.deliveryAt);

    expect((await sandboxRail(EARLY_SHATABDI.pnr, { delayMinutes: 61 })).status).toBe(200);
    clock.advance(MINUTE_MS);
    const undelivered = await railOrder(headers, orderId);
    expect(undelivered).toMatchObject({
      state: 'UNDELIVERED',
      stateCode: 5,
      deliveryCode: null,
      cancellableUntil: null,
      pollAfterSeconds: null,
    });
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'FAILED', failureReason: 'UNDELIVERED' });
    const [refund] = await server.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({ amountPaise: order!.grandTotalPaise, status: 'INITIATED', destination: 'SOURCE' });
    expect(undelivered.refunds).toEqual([expect.objectContaining({ amount: order!.grandTotalPaise, status: 'INITIATED' })]);
  });

  it('ends an order whose payment succeeded after the station closed UNDELIVERED, refunded, and never hands it over', async () => {
    await freshServer();
    const headers = await guest();
    await stations(headers, LATE_SHATABDI.pnr);
    // KSR Bengaluru closes 70 minutes after the first lookup; the order is placed 5 minutes before and paid 6 after.
    clock.advance(65 * MINUTE_MS);
    await fillRailCart(headers, SBC_STORE);
    const answer = await confirmAnswer(headers, railBody(LATE_SHATABDI, 'SBC', 'DC'));
    if (answer.status !== 'SUCCESS') throw new Error(`confirm answered FAILED: ${answer.errors[0]?.displayMsg}`);
    const orderId = answer.confirmOrderBatchResponse.orderId;
    clock.advance(6 * MINUTE_MS);
    const url = answer.initiateOrderPaymentResponse.processTransactionURL!;
    expect((await postForm(server, `${url}/card`, cardForm(SANDBOX_TEST_CARDS.success))).status).toBe(200);
    expect((await postForm(server, `${url}/otp`, { otp: SANDBOX_OTP })).status).toBe(303);
    const [rail] = await server.database.db.select().from(railOrders).where(eq(railOrders.orderId, orderId));
    expect(rail?.endState).toBe('UNDELIVERED');
    const view = await railOrder(headers, orderId);
    expect(view).toMatchObject({ state: 'UNDELIVERED', refunds: [expect.objectContaining({ status: 'INITIATED' })] });
    expect(await checkout.rail.handOver(orderId, rail!.deliveryCode)).toBe(false);
  });

  it('ends a cash order confirmed by its COD OTP after the station closed UNDELIVERED at once, as a paid one', async () => {
    await freshServer();
    await server.database.db.update(appConfig).set({ value: 100 }).where(eq(appConfig.key, 'codOtpAboveAmount'));
    const headers = await guest();
    await stations(headers, LATE_SHATABDI.pnr);
    // KSR Bengaluru closes 70 minutes after the first lookup; the order is placed 2 minutes before, its code entered 1 after.
    clock.advance(68 * MINUTE_MS);
    await fillRailCart(headers, SBC_STORE);
    const answer = await confirmAnswer(headers, railBody(LATE_SHATABDI, 'SBC'));
    if (answer.status !== 'SUCCESS') throw new Error(`confirm answered FAILED: ${answer.errors[0]?.displayMsg}`);
    const { orderTransactionId, action } = answer.initiateOrderPaymentResponse;
    expect(action).toBe('COD_OTP');
    const codOtpPath = (path: string) => path.replace('{orderTransactionId}', encodeURIComponent(orderTransactionId));
    expect((await server.fetch(codOtpPath(PATHS.sendCodOtp), { headers })).status).toBe(200);
    clock.advance(3 * MINUTE_MS);
    const mobile = railBody(LATE_SHATABDI, 'SBC').orderDetails.userDetails.mobile;
    const verified = await server.fetch(codOtpPath(PATHS.verifyCodOtp), jsonInit({ otp: await latestOtp(server, mobile) }, headers));
    expect(verified.status).toBe(200);
    // Read straight from the table: reading the order through the API would settle it too.
    const [rail] = await server.database.db
      .select()
      .from(railOrders)
      .where(eq(railOrders.orderId, answer.confirmOrderBatchResponse.orderId));
    expect(rail?.endState).toBe('UNDELIVERED');
  });

  it('hands over only while the train halts: an order whose train left unserved ends UNDELIVERED', async () => {
    await freshServer();
    const headers = await guest();
    const orderId = await placeRailOrder(headers, LATE_SHATABDI, 'SBC');
    const { deliveryCode } = await railOrder(headers, orderId);
    // KSR Bengaluru: the train halts 10 minutes. Nobody read the order while it stood there.
    advanceTo(START + (115 + 11) * MINUTE_MS);
    expect(await checkout.rail.handOver(orderId, deliveryCode!)).toBe(false);
    expect(await railOrder(headers, orderId)).toMatchObject({ state: 'UNDELIVERED', deliveryCode: null });
  });

  it('closes a station whose train runs later than the food can wait, and takes at most 3 open orders of a customer', async () => {
    await freshServer();
    const headers = await guest();
    expect((await sandboxRail(EARLY_SHATABDI.pnr, { delayMinutes: 70 })).status).toBe(200);
    const listed = (await stations(headers, EARLY_SHATABDI.pnr)).storeStationDetails;
    expect(listed.map((station) => [station.stationId, station.orderable, station.reason])).toEqual([
      ['BNC', false, 'tooLate'],
      ['SBC', false, 'tooLate'],
    ]);
    const refused = await save(headers, { pnr: EARLY_SHATABDI.pnr, stationId: 'SBC' });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused))?.displayMsg).toContain('70 minutes late');

    expect((await sandboxRail(EARLY_SHATABDI.pnr, { delayMinutes: 0 })).status).toBe(200);
    for (let placed = 0; placed < 3; placed += 1) await placeRailOrder(headers, EARLY_SHATABDI, 'SBC');
    await fillRailCart(headers, SBC_STORE);
    const fourth = await confirmAnswer(headers, railBody(EARLY_SHATABDI, 'SBC'));
    expect(fourth).toMatchObject({ status: 'FAILED', errors: [{ code: RAIL_ERROR_CODES.tooManyOpen }] });
  });

  it('refuses a station too soon, the wallet, an e-voucher and a station its cart store does not serve, writing no order', async () => {
    await freshServer();
    const headers = await guest();
    await stations(headers, LATE_SHATABDI.pnr);
    await fillRailCart(headers, BNC_STORE);
    const tooSoon = await confirmAnswer(headers, railBody(LATE_SHATABDI, 'BNC'));
    expect(tooSoon).toMatchObject({ status: 'FAILED', errors: [{ code: RAIL_ERROR_CODES.stationClosed }] });
    const otherStore = await confirmAnswer(headers, railBody(LATE_SHATABDI, 'SBC'));
    expect(otherStore).toMatchObject({ status: 'FAILED', errors: [{ code: RAIL_ERROR_CODES.stationClosed }] });
    const wallet = await confirmAnswer(headers, railBody(LATE_SHATABDI, 'SBC', 'PIGGYBANK'));
    expect(wallet.status).toBe('FAILED');
    // A rail order's end gives no voucher share back: e-vouchers are refused as the wallet is.
    const voucherBody = railBody(LATE_SHATABDI, 'SBC', 'EVOUCHER');
    voucherBody.paymentDetails.instrumentDetails = { voucherCode: 'GIFT-2000-PIN' };
    expect(await confirmAnswer(headers, voucherBody)).toMatchObject({
      status: 'FAILED',
      errors: [{ code: RAIL_ERROR_CODES.voucherNotAllowed, displayMsg: enServer.texts.railVoucherNotAllowed }],
    });
    expect(await server.database.db.select().from(orders).where(eq(orders.userId, headers.userId!))).toEqual([]);
  });

  it('refuses everyday-value deals to a station whose store does not send them to seats', async () => {
    await freshServer();
    const headers = await guest();
    await server.database.db.update(railStations).set({ edvEnabled: false }).where(eq(railStations.code, 'SBC'));
    expect((await stations(headers, EARLY_SHATABDI.pnr)).storeStationDetails.find((station) => station.stationId === 'SBC')).toBeDefined();
    const saved = await save(headers, { pnr: EARLY_SHATABDI.pnr, stationId: 'SBC' });
    expect(((await saved.json()) as RailSaveResponse).data.edvEnable).toBe(false);
    const deal = {
      productId: MARGHERITA,
      crustId: HAND_TOSSED,
      sizeId: MEDIUM,
      quantity: 2,
      addTopngs: [],
      repTopngs: [],
      remTopngs: [],
      edvDealId: 'EDV2M199',
    };
    const filled = await server.fetch(
      PATHS.cart,
      jsonRequest('PUT', { storeId: SBC_STORE, deliveryType: 'IRCTC', items: [deal] }, headers),
    );
    expect(filled.status).toBe(200);
    const answer = await confirmAnswer(headers, railBody(EARLY_SHATABDI, 'SBC'));
    expect(answer).toMatchObject({ status: 'FAILED', errors: [{ code: RAIL_ERROR_CODES.edvNotOffered }] });
    expect(await server.database.db.select().from(orders).where(eq(orders.userId, headers.userId!))).toEqual([]);
  });

  it('answers an order to a seat without its station or ticket 400, writing nothing', async () => {
    await freshServer();
    const headers = await guest();
    await fillRailCart(headers, SBC_STORE);
    const withoutStation = railBody(LATE_SHATABDI, 'SBC');
    withoutStation.orderDetails.stationId = null;
    const withoutTicket = railBody(LATE_SHATABDI, 'SBC');
    withoutTicket.orderDetails.customerIrctcDetails = null;
    const badPnr = railBody({ pnr: '45123456', trainNo: '12007' }, 'SBC');
    for (const body of [withoutStation, withoutTicket, badPnr]) {
      const response = await confirm(server, headers, body);
      expect(response.status).toBe(400);
    }
    expect(await server.database.db.select().from(orders).where(eq(orders.userId, headers.userId!))).toEqual([]);
  });
});

describe('cancelling', () => {
  it('cancels and refunds an order more than 2 hours ahead of delivery; once inside those 2 hours it is refused with the reason', async () => {
    await freshServer();
    const headers = await guest();
    const orderId = await placeRailOrder(headers, EARLY_SHATABDI, 'BNC', 'card');
    const placed = await railOrder(headers, orderId);
    // Bengaluru Cantonment is 245 minutes ahead: cancellation is open until 2 hours before.
    expect(placed.cancellableUntil).toBe(placed.scheduledDeliveryAt - 120 * MINUTE_MS);
    clock.advance(60 * MINUTE_MS);
    // A double tap and the workers' round at the same moment: one cancellation, one refund.
    const [cancelled, tappedAgain] = await Promise.all([cancel(headers, orderId), cancel(headers, orderId), checkout.reconcile()]);
    expect(cancelled.status).toBe(200);
    expect([200, 409]).toContain(tappedAgain.status);
    const answer = (await cancelled.json()) as RailOrder;
    expect(answer).toMatchObject({ state: 'CANCELLED', stateCode: 6, cancellableUntil: null });
    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(answer.refunds).toEqual([expect.objectContaining({ amount: order!.grandTotalPaise, status: 'INITIATED' })]);
    const [payment] = await server.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment?.status).toBe('FAILED');
    const history = await getJson<OrderHistoryPage>(PATHS.orderHistory, headers);
    expect(history.orders.find((entry) => entry.orderId === orderId)?.status).toBe('CANCELLED');
    // A later cancel is refused and refunds nothing more.
    expect((await cancel(headers, orderId)).status).toBe(409);
    expect(await server.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);

    const second = await placeRailOrder(headers, EARLY_SHATABDI, 'SBC', 'card');
    const open = await railOrder(headers, second);
    advanceTo(open.cancellableUntil! + MINUTE_MS);
    const refused = await cancel(headers, second);
    expect(refused.status).toBe(409);
    const reason = await errorOf(refused);
    expect(reason?.code).toBe(RAIL_ERROR_CODES.cancelClosed);
    expect(reason?.displayMsg).toContain('2 hours before delivery');
    expect((await railOrder(headers, second)).state).not.toBe('CANCELLED');
  });

  it('gives an order placed less than 2 hours ahead 5 minutes to be cancelled', async () => {
    await freshServer();
    const headers = await guest();
    const first = await placeRailOrder(headers, LATE_SHATABDI, 'SBC');
    expect((await railOrder(headers, first)).cancellableUntil).toBe(START + 5 * MINUTE_MS);
    clock.advance(4 * MINUTE_MS);
    expect((await cancel(headers, first)).status).toBe(200);
    const second = await placeRailOrder(headers, LATE_SHATABDI, 'SBC');
    clock.advance(6 * MINUTE_MS);
    const refused = await cancel(headers, second);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused))?.code).toBe(RAIL_ERROR_CODES.cancelClosed);
  });

  it('cancels and refunds the pending order of a ticket the passenger cancelled', async () => {
    await freshServer();
    const headers = await guest();
    const orderId = await placeRailOrder(headers, EARLY_SHATABDI, 'SBC', 'card');
    expect((await sandboxRail(EARLY_SHATABDI.pnr, { ticketCancelled: true })).status).toBe(200);
    clock.advance(MINUTE_MS);
    await checkout.reconcile();
    const [rail] = await server.database.db.select().from(railOrders).where(eq(railOrders.orderId, orderId));
    expect(rail?.endState).toBe('CANCELLED');
    const view = await railOrder(headers, orderId);
    expect(view.state).toBe('CANCELLED');
    expect(view.refunds).toHaveLength(1);
  });

  it("never shows nor cancels another customer's rail order", async () => {
    await freshServer();
    const owner = await guest();
    const stranger = await guest();
    const orderId = await placeRailOrder(owner, EARLY_SHATABDI, 'SBC');
    expect((await server.fetch(orderPath(PATHS.railOrder, orderId), { headers: stranger })).status).toBe(404);
    expect((await cancel(stranger, orderId)).status).toBe(404);
    expect((await getJson<RailOrdersResponse>(PATHS.railOrders, stranger)).orders).toEqual([]);
    const [rail] = await server.database.db
      .select()
      .from(railOrders)
      .where(and(eq(railOrders.orderId, orderId)));
    expect(rail?.endState).toBeNull();
  });
});

describe('a railway that does not answer', () => {
  it('answers the PNR calls 503 and refuses an order to a seat, writing nothing', async () => {
    clock = createTestClock(START);
    const down: PnrProvider = {
      status: () => Promise.reject(new Error('connection refused')),
    };
    server = await startTestServer({ clock, pnrs: down });
    const headers = await guest();
    for (const response of [
      await server.fetch(PATHS.pnrStatus.replace('{pnr}', LATE_SHATABDI.pnr), { headers }),
      await localities(headers, LATE_SHATABDI.pnr),
      await save(headers, { pnr: LATE_SHATABDI.pnr, stationId: 'SBC' }),
    ]) {
      expect(response.status).toBe(503);
      expect(await errorOf(response)).toEqual({ code: RAIL_ERROR_CODES.railwayUnavailable, displayMsg: enServer.texts.railwayUnavailable });
    }
    await fillRailCart(headers, SBC_STORE);
    const answer = await confirmAnswer(headers, railBody(LATE_SHATABDI, 'SBC'));
    expect(answer).toMatchObject({ status: 'FAILED', errors: [{ code: RAIL_ERROR_CODES.railwayUnavailable }] });
    expect(await server.database.db.select().from(orders).where(eq(orders.userId, headers.userId!))).toEqual([]);
  });
});
