import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@/contract/paths';
import type { ErrorBody } from '@/contract/errors';
import type { SavedAddress } from '@/contract/addresses';
import type { CartResponse } from '@/contract/cart';
import type { ConfirmOrderBody, ConfirmOrderResponse, DeliveryLocation, RecentOrderResponse } from '@/contract/orders';
import type { OrderDetailsResponse, OrderHistoryPage, RecentOrdersResponse, ReorderResponse, TrackerResponse } from '@/contract/afterOrder';
import { APP_CONFIG_DEFAULTS, type DeliveryType } from '@/domain/constants';
import { validationText } from '@/i18n/validationText';
import { orders, storeProductStock, stores } from '@server/db/schema';
import { MS_PER_MINUTE } from '@/domain/time';
import { invoiceAmount, invoiceTaxes } from '@server/services/invoice';
import { BAKING_STARTS_AFTER_MINUTES, BAKING_MINUTES, PICKUP_READY_MINUTES, TRACKER_POLL_SECONDS } from '@server/services/orderClock';
import { HISTORY_PAGE_SIZE } from '@server/services/orderHistory';
import { NOTHING_TO_REORDER_CODE } from '@server/services/reorder';
import { SANDBOX_TEST_CARDS } from '@server/services/payments/constants';
import { createTestClock, errorOf, jsonRequest, loginWithOtp, nextMobile, userPath, type TestClock } from './support/accounts';
import { addressBody } from './support/addresses';
import { COLA, HAND_TOSSED, MARGHERITA, MEDIUM, STORE_ID, cardForm, confirm, confirmBody, fillCart, postForm } from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';
import { pdfText } from './support/pdf';
import serverEn from '@/i18n/en/server';

const {
  invoiceNotAvailable: INVOICE_NOT_AVAILABLE,
  nothingToReorder: NOTHING_TO_REORDER,
  trackMobileRequired: TRACK_MOBILE_REQUIRED,
  trackOrderIdInvalid: TRACK_ORDER_ID_INVALID,
  trackOrderIdRequired: TRACK_ORDER_ID_REQUIRED,
} = serverEn.texts;

const MOBILE_LENGTH = validationText('mobileLength');

/** Today's noon in India (UTC+05:30): far from the all-night hours, so every delivery has the 30 minute guarantee. */
function noonInIndia(): number {
  const day = new Date(Date.now() + 330 * MS_PER_MINUTE);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 6, 30);
}

let server: TestServer;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock(noonInIndia());
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

const db = () => server.database.db;
type Headers = Record<string, string>;
const guest = async (): Promise<Headers> => (await signInAnonymously(server)).headers;

/** Connaught Place store (66001) and a point about 2.3 km south of it. */
const STORE_POINT = { latitude: 28.6328, longitude: 77.2197 };
const NEAR_STORE: DeliveryLocation = {
  latitude: 28.6129,
  longitude: 77.2295,
  address: 'India Gate, New Delhi 110001',
  houseNo: 'B-204',
  landmark: 'Opposite the park',
};

/** 20% off orders of Rs 299 or more (seeded). */
const PROMO = 'PIZZA20';

const orderPath = (path: string, orderId: string) => path.replace('{orderId}', encodeURIComponent(orderId));

async function fillCartAs(headers: Headers, deliveryType: DeliveryType, on: TestServer = server): Promise<CartResponse> {
  const response = await on.fetch(
    PATHS.cart,
    jsonRequest(
      'PUT',
      {
        storeId: STORE_ID,
        deliveryType,
        items: [
          { productId: MARGHERITA, crustId: HAND_TOSSED, sizeId: MEDIUM, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [] },
          { productId: COLA, crustId: null, sizeId: null, quantity: 2, addTopngs: [], repTopngs: [], remTopngs: [] },
        ],
      },
      headers,
    ),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as CartResponse;
}

interface PlaceOptions {
  deliveryType?: DeliveryType;
  paymentId?: string;
  deliveryLocation?: DeliveryLocation | null;
  addressId?: string | null;
  advancedTime?: number | null;
  mobile?: string;
  /** A coupon applied to the cart before the confirm. */
  promo?: string;
  on?: TestServer;
}

interface Placed {
  orderId: string;
  sliceOrderId: string;
  processUrl: string | null;
  cart: CartResponse;
}

/** Fills the caller's cart and confirms it; a cash order is CONFIRMED at once. */
async function placeOrder(headers: Headers, options: PlaceOptions = {}): Promise<Placed> {
  const { deliveryType = 'D', paymentId = 'CASH', on = server } = options;
  let cart = await fillCartAs(headers, deliveryType, on);
  if (options.promo) {
    const applied = await getJson<{ status: string; cart: CartResponse }>(PATHS.cartPromo.replace('{code}', options.promo), headers, on);
    expect(applied.status).toBe('SUCCESS');
    cart = applied.cart;
  }
  const body: ConfirmOrderBody = confirmBody({ primaryPaymentId: paymentId });
  body.orderDetails.deliveryType = deliveryType;
  body.orderDetails.deliveryLocation =
    options.deliveryLocation === undefined ? (deliveryType === 'D' ? NEAR_STORE : null) : options.deliveryLocation;
  body.orderDetails.addressId = options.addressId ?? null;
  body.orderDetails.advancedTime = options.advancedTime ?? null;
  if (options.mobile) body.orderDetails.userDetails.mobile = options.mobile;
  const response = await confirm(on, headers, body);
  expect(response.status).toBe(200);
  const answer = (await response.json()) as ConfirmOrderResponse;
  if (answer.status !== 'SUCCESS') throw new Error(`confirm answered FAILED: ${answer.errors[0]?.displayMsg}`);
  const orderId = answer.confirmOrderBatchResponse.orderId;
  const [row] = await db().select({ sliceOrderId: orders.sliceOrderId }).from(orders).where(eq(orders.id, orderId));
  return { orderId, sliceOrderId: row!.sliceOrderId, processUrl: answer.initiateOrderPaymentResponse.processTransactionURL, cart };
}

/** A card order whose card is declined: FAILED. */
async function failedOrder(headers: Headers): Promise<Placed> {
  const placed = await placeOrder(headers, { paymentId: 'DC' });
  expect((await postForm(server, `${placed.processUrl!}/card`, cardForm(SANDBOX_TEST_CARDS.declined))).status).toBe(303);
  return placed;
}

async function getJson<T>(path: string, headers: Headers, on: TestServer = server): Promise<T> {
  const response = await on.fetch(path, { headers });
  expect(response.status, `${path} answered ${response.status}`).toBe(200);
  return (await response.json()) as T;
}

const tracker = (headers: Headers, orderId: string, on: TestServer = server) =>
  getJson<TrackerResponse>(orderPath(PATHS.orderTracker, orderId), headers, on);
const details = (headers: Headers, orderId: string) => getJson<OrderDetailsResponse>(orderPath(PATHS.orderDetails, orderId), headers);
const history = (headers: Headers, query = '') => getJson<OrderHistoryPage>(`${PATHS.orderHistory}${query}`, headers);
const statusOf = async (headers: Headers, orderId: string) => (await details(headers, orderId)).status;

/** Moves the test clock to an epoch ms (never back). */
function advanceTo(at: number): void {
  expect(at).toBeGreaterThanOrEqual(clock());
  clock.advance(at - clock());
}

describe('tracker', () => {
  it('shows a failed order as CANCELLED (it will never move), not as tracking still to come', async () => {
    const headers = await guest();
    const { orderId } = await failedOrder(headers);
    expect((await tracker(headers, orderId)).tracker).toEqual({ stage: 'CANCELLED', statusCode: 5 });
  });

  it('moves a cash delivery order CONFIRMED, BEING_BAKED, DISPATCHED (rider between store and address), DELIVERED as time passes', async () => {
    const headers = await guest();
    const confirmedAt = clock();
    const { orderId, sliceOrderId } = await placeOrder(headers);

    const first = await tracker(headers, orderId);
    expect(first).toMatchObject({
      orderId,
      sliceOrderId,
      deliveryType: 'D',
      tracker: { stage: 'CONFIRMED', statusCode: 1 },
      stageTimes: { CONFIRMED: confirmedAt },
      store: { id: STORE_ID, ...STORE_POINT },
      deliveryLocation: NEAR_STORE,
      rider: null,
      guaranteeMinutes: 30,
      pollAfterSeconds: TRACKER_POLL_SECONDS,
    });
    expect(first.expectedAt).toBeGreaterThan(confirmedAt + (BAKING_STARTS_AFTER_MINUTES + BAKING_MINUTES) * MS_PER_MINUTE);
    expect(first.expectedAt).toBeLessThanOrEqual(confirmedAt + 30 * MS_PER_MINUTE);
    expect((await details(headers, orderId)).status).toBe('ORDER PLACED');

    advanceTo(confirmedAt + BAKING_STARTS_AFTER_MINUTES * MS_PER_MINUTE);
    expect((await tracker(headers, orderId)).tracker).toEqual({ stage: 'BEING_BAKED', statusCode: 2 });

    const dispatchedAt = confirmedAt + (BAKING_STARTS_AFTER_MINUTES + BAKING_MINUTES) * MS_PER_MINUTE;
    advanceTo(dispatchedAt - 1);
    expect((await tracker(headers, orderId)).tracker.stage).toBe('BEING_BAKED');
    advanceTo(dispatchedAt + (first.expectedAt - dispatchedAt) / 2);
    const riding = await tracker(headers, orderId);
    expect(riding.tracker).toEqual({ stage: 'DISPATCHED', statusCode: 4 });
    expect(riding.stageTimes.DISPATCHED).toBe(dispatchedAt);
    const rider = riding.rider!;
    expect(rider.latitude).toBeLessThan(STORE_POINT.latitude);
    expect(rider.latitude).toBeGreaterThan(NEAR_STORE.latitude);
    expect(rider.longitude).toBeGreaterThan(STORE_POINT.longitude);
    expect(rider.longitude).toBeLessThan(NEAR_STORE.longitude);
    const history = await details(headers, orderId);
    expect(history).toMatchObject({ status: 'ORDER PLACED', trackable: true });

    advanceTo(first.expectedAt);
    const delivered = await tracker(headers, orderId);
    expect(delivered.tracker).toEqual({ stage: 'DELIVERED', statusCode: 9 });
    expect(delivered.rider).toBeNull();
    expect(Object.keys(delivered.stageTimes)).toEqual(['CONFIRMED', 'BEING_BAKED', 'DISPATCHED', 'DELIVERED']);
    expect(delivered.expectedAt).toBe(first.expectedAt);
    expect(await details(headers, orderId)).toMatchObject({ status: 'DELIVERED', trackable: false });
  });

  it('reports the same stage from two server processes on one database at the same moment', async () => {
    const second = await startTestServer({ clock, database: server.database });
    try {
      const headers = await guest();
      const { orderId } = await placeOrder(headers, { on: second });
      const plan = await tracker(headers, orderId);
      const moments = [
        BAKING_STARTS_AFTER_MINUTES * MS_PER_MINUTE,
        (BAKING_STARTS_AFTER_MINUTES + BAKING_MINUTES) * MS_PER_MINUTE + MS_PER_MINUTE,
        plan.expectedAt - plan.stageTimes.CONFIRMED!,
      ];
      const seen: (string | null)[] = [];
      for (const offset of moments) {
        advanceTo(plan.stageTimes.CONFIRMED! + offset);
        const [a, b] = await Promise.all([tracker(headers, orderId), tracker(headers, orderId, second)]);
        expect(b).toEqual(a);
        seen.push(a.tracker.stage);
      }
      expect(seen).toEqual(['BEING_BAKED', 'DISPATCHED', 'DELIVERED']);
    } finally {
      await second.close();
    }
  });

  it('plans a pickup order without a rider: ready (picked up) at the 15 minute drive-and-pick time', async () => {
    const headers = await guest();
    const confirmedAt = clock();
    const { orderId } = await placeOrder(headers, { deliveryType: 'CURB', deliveryLocation: NEAR_STORE });
    const first = await tracker(headers, orderId);
    expect(first).toMatchObject({ deliveryType: 'CURB', deliveryLocation: null, guaranteeMinutes: null, rider: null });
    expect(first.expectedAt).toBe(confirmedAt + PICKUP_READY_MINUTES * MS_PER_MINUTE);
    expect(await statusOf(headers, orderId)).toBe('CURBSIDE PICKUP');
    advanceTo(first.expectedAt - 1);
    expect((await tracker(headers, orderId)).tracker.stage).toBe('BEING_BAKED');
    advanceTo(first.expectedAt);
    const ready = await tracker(headers, orderId);
    expect(ready.tracker.stage).toBe('DELIVERED');
    expect(ready.stageTimes.DISPATCHED).toBeUndefined();
    expect(await statusOf(headers, orderId)).toBe('PICKED UP');
  });

  it('has no stage for an advance order until 30 minutes before its time', async () => {
    const headers = await guest();
    const advancedTime = clock() + 2 * 60 * MS_PER_MINUTE;
    const { orderId } = await placeOrder(headers, { advancedTime });
    const waiting = await tracker(headers, orderId);
    expect(waiting.tracker).toEqual({ stage: null, statusCode: null });
    expect(waiting.stageTimes).toEqual({});
    expect(await details(headers, orderId)).toMatchObject({ status: 'ADVANCE ORDER', trackable: true, advanceTime: advancedTime });
    advanceTo(advancedTime - 30 * MS_PER_MINUTE);
    expect((await tracker(headers, orderId)).tracker.stage).toBe('CONFIRMED');
    expect(await statusOf(headers, orderId)).toBe('ORDER PLACED');
  });

  it('has no stage while the payment is pending; TIME_SCALE shortens the stages and the poll interval', async () => {
    const scale = 60;
    const fast = await startTestServer({ clock, database: server.database, env: { TIME_SCALE: String(scale) } });
    try {
      const headers = await guest();
      const pending = await placeOrder(headers, { paymentId: 'NB', on: fast });
      expect((await tracker(headers, pending.orderId, fast)).tracker.stage).toBeNull();
      expect(await statusOf(headers, pending.orderId)).toBe('PENDING');

      const confirmedAt = clock();
      const { orderId } = await placeOrder(headers, { on: fast, deliveryType: 'T' });
      const first = await tracker(headers, orderId, fast);
      expect(first.pollAfterSeconds).toBe(TRACKER_POLL_SECONDS / scale);
      expect(first.expectedAt).toBe(confirmedAt + (PICKUP_READY_MINUTES * MS_PER_MINUTE) / scale);
      advanceTo(first.expectedAt);
      // The plan is stored: the server at normal speed reports the same stage.
      expect((await tracker(headers, orderId)).tracker.stage).toBe('DELIVERED');
    } finally {
      await fast.close();
    }
  });
});

describe('order history', () => {
  it('labels each order by its status and type, newest first', async () => {
    const user = await loginWithOtp(server);
    const failed = await failedOrder(user.headers);
    clock.advance(1000);
    const takeaway = await placeOrder(user.headers, { deliveryType: 'T' });
    clock.advance(1000);
    const delivery = await placeOrder(user.headers);
    const page = await history(user.headers);
    expect(page.orders.map((entry) => [entry.orderId, entry.status, entry.trackable, entry.invoiceAvailable])).toEqual([
      [delivery.orderId, 'ORDER PLACED', true, true],
      [takeaway.orderId, 'TAKEAWAY', true, true],
      [failed.orderId, 'FAILED', false, false],
    ]);
    expect(page).toMatchObject({ pageNo: 1, nextPageNo: null });
    expect(page.orders[0]).toMatchObject({
      sliceOrderId: delivery.sliceOrderId,
      storeName: 'Slice Connaught Place',
      deliveryType: 'D',
      grandTotal: delivery.cart.displayNetPrice,
      favourite: false,
      items: [
        { name: 'Margherita Classica', quantity: 1 },
        { name: 'Chilled Cola', quantity: 2 },
      ],
    });
    advanceTo((await tracker(user.headers, delivery.orderId)).expectedAt);
    const later = await history(user.headers);
    expect(later.orders.map((entry) => entry.status)).toEqual(['DELIVERED', 'PICKED UP', 'FAILED']);
  });

  it('pages the orders, the last page without a next page, and filters favourites', async () => {
    const headers = await guest();
    const placed: string[] = [];
    for (let index = 0; index < HISTORY_PAGE_SIZE + 2; index += 1) {
      placed.unshift((await placeOrder(headers)).orderId);
      clock.advance(1000);
    }
    const first = await history(headers, '?pageNo=1');
    expect(first.orders.map((entry) => entry.orderId)).toEqual(placed.slice(0, HISTORY_PAGE_SIZE));
    expect(first.nextPageNo).toBe(2);
    const second = await history(headers, '?pageNo=2');
    expect(second.orders.map((entry) => entry.orderId)).toEqual(placed.slice(HISTORY_PAGE_SIZE));
    expect(second).toMatchObject({ pageNo: 2, nextPageNo: null });
    expect((await history(headers, '?pageNo=3')).orders).toEqual([]);

    const favourite = placed[HISTORY_PAGE_SIZE + 1]!;
    const put = (orderId: string, body: unknown) =>
      server.fetch(orderPath(PATHS.orderFavourite, orderId), jsonRequest('PUT', body, headers));
    expect((await put(favourite, { favourite: true })).status).toBe(204);
    const favourites = await history(headers, '?pageNo=1&favourites=true');
    expect(favourites.orders.map((entry) => [entry.orderId, entry.favourite])).toEqual([[favourite, true]]);
    expect(favourites.nextPageNo).toBeNull();
    expect((await put(favourite, { favourite: 'yes' })).status).toBe(400);
    expect((await put(favourite, { favourite: false })).status).toBe(204);
    expect((await history(headers, '?favourites=true')).orders).toEqual([]);
    expect((await server.fetch(`${PATHS.orderHistory}?pageNo=0`, { headers })).status).toBe(400);
  });

  it('details an order: lines before the coupon, the bill as charged, payment mode, store and delivery location', async () => {
    const headers = await guest();
    const { orderId, cart } = await placeOrder(headers, { promo: PROMO });
    expect(cart.strikePrice - cart.price).toBeGreaterThan(0);
    const answer = await details(headers, orderId);
    const [pizza, cola] = cart.validItems;
    expect(answer.lines).toEqual([
      { name: 'Margherita Classica', description: `${pizza!.size!.name} | ${pizza!.crust!.name}`, quantity: 1, price: pizza!.pricePerQty },
      { name: 'Chilled Cola', description: 'Classic cola (475 ml).', quantity: 2, price: cola!.pricePerQty * 2 },
    ]);
    expect(answer.lines.reduce((sum, line) => sum + line.price, 0)).toBe(cart.strikePrice);
    expect(answer.bill).toEqual(cart.cartCalculations);
    expect(answer.bill.map((row) => [row.key, row.value])).toEqual([
      ['sub_total', cart.strikePrice],
      ['discount', cart.strikePrice - cart.price],
      ['taxes_and_charges', cart.displayNetPrice - cart.price],
      ['tip', 0],
      ['grand_total', cart.displayNetPrice],
    ]);
    expect(answer).toMatchObject({
      paymentMode: 'Cash on Delivery',
      deliveryLocation: NEAR_STORE,
      store: { id: STORE_ID, name: 'Slice Connaught Place', address: expect.stringContaining('Connaught Place') },
      advanceTime: null,
    });
  });

  it("keeps the saved address's text and point when the order names one of the caller's addresses", async () => {
    const user = await loginWithOtp(server);
    const janpath = { address: 'Janpath', locality: 'Connaught Place', city: 'New Delhi', latitude: 28.625, longitude: 77.2189 };
    const saved = await server.fetch(userPath(PATHS.addresses, user.userId), jsonRequest('POST', addressBody(janpath), user.headers));
    expect(saved.status).toBe(201);
    const address = (await saved.json()) as SavedAddress;
    const own = await placeOrder(user.headers, { addressId: address.address_id, deliveryLocation: NEAR_STORE });
    expect((await details(user.headers, own.orderId)).deliveryLocation).toEqual({
      latitude: 28.625,
      longitude: 77.2189,
      address: 'Janpath, Connaught Place, New Delhi',
      houseNo: '12B',
      landmark: NEAR_STORE.landmark,
    });
    const stranger = await guest();
    const other = await placeOrder(stranger, { addressId: address.address_id, deliveryLocation: NEAR_STORE });
    expect((await details(stranger, other.orderId)).deliveryLocation).toEqual(NEAR_STORE);
  });
});

describe('recent orders', () => {
  it('answers a logged-in customer their newest placed orders, at most quickOrderCount, leaving failed orders out', async () => {
    const user = await loginWithOtp(server);
    const placed: string[] = [];
    for (let index = 0; index < APP_CONFIG_DEFAULTS.quickOrderCount + 1; index += 1) {
      placed.unshift((await placeOrder(user.headers)).orderId);
      clock.advance(1000);
    }
    await failedOrder(user.headers);
    const { orders } = await getJson<RecentOrdersResponse>(PATHS.recentOrders, user.headers);
    expect(orders.map((entry) => entry.orderId)).toEqual(placed.slice(0, APP_CONFIG_DEFAULTS.quickOrderCount));
    expect(orders[0]).toMatchObject({
      status: 'ORDER PLACED',
      items: [
        { name: 'Margherita Classica', quantity: 1 },
        { name: 'Chilled Cola', quantity: 2 },
      ],
    });
  });

  it('answers an empty list to a customer without orders, and 401 to a guest', async () => {
    const user = await loginWithOtp(server);
    expect((await getJson<RecentOrdersResponse>(PATHS.recentOrders, user.headers)).orders).toEqual([]);
    const response = await server.fetch(PATHS.recentOrders, { headers: await guest() });
    expect(response.status).toBe(401);
  });
});

describe('owner only', () => {
  it("answers 404 ORDER_NOT_FOUND for another caller's order and an unknown one, changing nothing", async () => {
    const owner = await guest();
    const { orderId } = await placeOrder(owner);
    const stranger = await guest();
    const strangerCart = await fillCartAs(stranger, 'T');
    const calls: [string, RequestInit][] = [
      [orderPath(PATHS.orderDetails, orderId), { headers: stranger }],
      [orderPath(PATHS.orderTracker, orderId), { headers: stranger }],
      [orderPath(PATHS.orderFavourite, orderId), jsonRequest('PUT', { favourite: true }, stranger)],
      [orderPath(PATHS.reorder, orderId), { method: 'POST', headers: stranger }],
      [orderPath(PATHS.orderInvoice, orderId), { headers: stranger }],
      [orderPath(PATHS.orderDetails, 'no-such-order'), { headers: owner }],
    ];
    for (const [path, init] of calls) {
      const response = await server.fetch(path, init);
      expect(response.status, path).toBe(404);
      expect((await errorOf(response))?.code).toBe('ORDER_NOT_FOUND');
    }
    expect((await details(owner, orderId)).favourite).toBe(false);
    expect(await getJson<CartResponse>(PATHS.cart, stranger)).toMatchObject({
      deliveryType: 'T',
      displayNetPrice: strangerCart.displayNetPrice,
    });
    expect((await server.fetch(orderPath(PATHS.orderDetails, orderId))).status).toBe(401);
  });

  it('leaves the order routes in place: recent, confirm, status and summary are not taken for an order id', async () => {
    const headers = await guest();
    const { orderId } = await placeOrder(headers);
    const recent = await getJson<RecentOrderResponse>(PATHS.recentOrder, headers);
    expect(recent.orderId).toBe(orderId);
    expect((await getJson<OrderHistoryPage>(PATHS.orderHistory, headers)).orders[0]?.orderId).toBe(orderId);
    const track = await server.fetch(PATHS.trackOtherOrder, { headers });
    expect(track.status).toBe(400);
    const status = await server.fetch(PATHS.orderStatus.replace('{orderTransactionId}', 'otx_unknown'), { headers });
    expect(status.status).toBe(404);
  });
});

describe('track other order', () => {
  it('finds an order by the mobile it was placed with and its Slice order id, for any signed-in caller', async () => {
    const mobile = nextMobile();
    const owner = await guest();
    const { orderId, sliceOrderId } = await placeOrder(owner, { mobile });
    const anyone = await guest();
    const query = (m: string, id: string) => `${PATHS.trackOtherOrder}?mobile=${encodeURIComponent(m)}&orderId=${encodeURIComponent(id)}`;
    const found = await getJson<TrackerResponse>(query(mobile, sliceOrderId), anyone);
    expect(found).toMatchObject({ orderId, sliceOrderId, tracker: { stage: 'CONFIRMED' } });
    expect(await getJson<TrackerResponse>(query(` ${mobile} `, sliceOrderId.toLowerCase()), anyone)).toEqual(found);

    const mismatch = await server.fetch(query(nextMobile(), sliceOrderId), { headers: anyone });
    expect(mismatch.status).toBe(404);
    expect((await errorOf(mismatch))?.code).toBe('ORDER_NOT_FOUND');
    expect((await server.fetch(query(mobile, 'SL0000000000'), { headers: anyone })).status).toBe(404);
  });

  it('refuses bad input with 400 errors[0] and the SPEC messages, writing nothing', async () => {
    const headers = await guest();
    const before = await db().select().from(orders);
    const bad: [string, string][] = [
      [`?orderId=SL1234567890`, TRACK_MOBILE_REQUIRED],
      [`?mobile=&orderId=SL1234567890`, TRACK_MOBILE_REQUIRED],
      [`?mobile=98765&orderId=SL1234567890`, MOBILE_LENGTH],
      [`?mobile=9876543210`, TRACK_ORDER_ID_REQUIRED],
      [`?mobile=9876543210&orderId=12345`, TRACK_ORDER_ID_INVALID],
    ];
    for (const [query, message] of bad) {
      const response = await server.fetch(`${PATHS.trackOtherOrder}${query}`, { headers });
      expect(response.status, query).toBe(400);
      expect((await errorOf(response))?.displayMsg, query).toBe(message);
    }
    expect(await db().select().from(orders)).toEqual(before);
    expect((await server.fetch(`${PATHS.trackOtherOrder}?mobile=9876543210&orderId=SL1234567890`)).status).toBe(401);
  });
});

describe('reorder', () => {
  it("fills the caller's cart with the order's lines still sold at its store and names the out-of-stock ones", async () => {
    const headers = await guest();
    const { orderId } = await placeOrder(headers);
    expect((await getJson<CartResponse>(PATHS.cart, headers)).validItems).toEqual([]);
    await db().insert(storeProductStock).values({ storeId: STORE_ID, productId: COLA, inStock: false });
    try {
      const response = await server.fetch(orderPath(PATHS.reorder, orderId), { method: 'POST', headers });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as ReorderResponse;
      expect(answer).toMatchObject({
        storeId: STORE_ID,
        deliveryType: 'D',
        deliveryLocation: NEAR_STORE,
        addressId: null,
        unavailable: ['Chilled Cola'],
      });
      const [store] = await db()
        .select({ latitude: stores.latitude, longitude: stores.longitude })
        .from(stores)
        .where(eq(stores.id, STORE_ID));
      expect(answer.storeLocation).toEqual(store);
      const cart = await getJson<CartResponse>(PATHS.cart, headers);
      expect(cart).toEqual(answer.cart);
      expect(cart).toMatchObject({ storeId: STORE_ID, deliveryType: 'D' });
      expect(cart.validItems.map((item) => [item.product.id, item.crustId, item.sizeId, item.quantity])).toEqual([
        [MARGHERITA, HAND_TOSSED, MEDIUM, 1],
      ]);
    } finally {
      await db()
        .delete(storeProductStock)
        .where(and(eq(storeProductStock.storeId, STORE_ID), eq(storeProductStock.productId, COLA)));
    }
  });

  it('refuses a reorder of which nothing is available, leaving the cart as it was', async () => {
    const headers = await guest();
    const { orderId } = await placeOrder(headers);
    const kept = await fillCart(server, headers);
    const soldOut = [MARGHERITA, COLA].map((productId) => ({ storeId: STORE_ID, productId, inStock: false }));
    await db().insert(storeProductStock).values(soldOut);
    try {
      const response = await server.fetch(orderPath(PATHS.reorder, orderId), { method: 'POST', headers });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).errors[0]).toMatchObject({
        code: NOTHING_TO_REORDER_CODE,
        displayMsg: NOTHING_TO_REORDER,
      });
    } finally {
      await db()
        .delete(storeProductStock)
        .where(and(eq(storeProductStock.storeId, STORE_ID), inArray(storeProductStock.productId, [MARGHERITA, COLA])));
    }
    expect((await getJson<CartResponse>(PATHS.cart, headers)).validItems.map((item) => item.product.id)).toEqual(
      kept.validItems.map((item) => item.product.id),
    );
  });

  it('reorders a failed order too, replacing what the cart held', async () => {
    const headers = await guest();
    const { orderId } = await failedOrder(headers);
    await server.fetch(
      PATHS.cart,
      jsonRequest(
        'PUT',
        {
          storeId: '66002',
          deliveryType: 'T',
          items: [{ productId: COLA, crustId: null, sizeId: null, quantity: 5, addTopngs: [], repTopngs: [], remTopngs: [] }],
        },
        headers,
      ),
    );
    const response = await server.fetch(orderPath(PATHS.reorder, orderId), { method: 'POST', headers });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ReorderResponse;
    expect(answer.unavailable).toEqual([]);
    expect(answer.cart).toMatchObject({ storeId: STORE_ID, deliveryType: 'D' });
    expect(answer.cart.validItems.map((item) => [item.product.id, item.quantity])).toEqual([
      [MARGHERITA, 1],
      [COLA, 2],
    ]);
  });
});

describe('invoice', () => {
  it('is a PDF with the Slice order id, the lines, the GST halves and the grand total', async () => {
    const headers = await guest();
    const { orderId, sliceOrderId, cart } = await placeOrder(headers, { promo: PROMO });
    const response = await server.fetch(orderPath(PATHS.orderInvoice, orderId), { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${sliceOrderId}.pdf"`);
    const bytes = await response.arrayBuffer();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const text = await pdfText(bytes);
    const taxes = invoiceTaxes({
      subTotalPaise: cart.strikePrice,
      discountPaise: cart.strikePrice - cart.price,
      taxesPaise: cart.displayNetPrice - cart.price,
    });
    expect(taxes.cgst + taxes.sgst).toBe(cart.taxAmount);
    for (const expected of [
      'Tax Invoice',
      sliceOrderId,
      'Connaught Place',
      '9876543210',
      `${NEAR_STORE.houseNo}, ${NEAR_STORE.address}`,
      'Landmark',
      NEAR_STORE.landmark!,
      'Margherita Classica',
      invoiceAmount(cart.validItems[0]!.pricePerQty),
      'Discount',
      invoiceAmount(cart.strikePrice - cart.price),
      'CGST (2.5%)',
      invoiceAmount(taxes.cgst),
      'SGST (2.5%)',
      invoiceAmount(taxes.sgst),
      invoiceAmount(taxes.charges),
      'Grand Total',
      invoiceAmount(cart.displayNetPrice),
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is refused with 400 errors[0] for a failed or pending order', async () => {
    const headers = await guest();
    const failed = await failedOrder(headers);
    const pending = await placeOrder(headers, { paymentId: 'NB' });
    for (const { orderId } of [failed, pending]) {
      const response = await server.fetch(orderPath(PATHS.orderInvoice, orderId), { headers });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.errors[0]).toMatchObject({ code: 'INVOICE_NOT_AVAILABLE', displayMsg: INVOICE_NOT_AVAILABLE });
    }
  });
});
