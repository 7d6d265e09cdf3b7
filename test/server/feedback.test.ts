import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_ERROR_CODES } from '@/contract/codes';
import type { OrderDetailsResponse } from '@/contract/afterOrder';
import type {
  FeedbackCategoriesResponse,
  FeedbackHistoryResponse,
  FeedbackInvitationResponse,
  FeedbackResponse,
  FeedbackTemplateResponse,
  SubmitFeedbackBody,
} from '@/contract/feedback';
import type { ConfirmOrderResponse } from '@/contract/orders';
import { PATHS } from '@/contract/paths';
import { APP_CONFIG_DEFAULTS, type DeliveryType } from '@/domain/constants';
import { FEEDBACK_VARIANT_HEADER } from '@/domain/feedback';
import { MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND } from '@/domain/time';
import serverEn from '@/i18n/en/server';
import { feedback } from '@server/db/schema';
import { OFFLINE_ORDERS } from '@server/db/seed/feedback';
import { FEEDBACK_EDIT_MS, INVITATION_REPEAT_MS } from '@server/services/feedback/feedback';
import { TICKET_RESOLUTION_MS, TICKET_TRIAGE_MS } from '@server/services/feedback/tickets';
import { createTestClock, errorOf, jsonRequest, loginWithOtp, type TestClock } from './support/accounts';
import { COLA, MARGHERITA, confirm, confirmBody, fillCart } from './support/checkout';
import { signInAnonymously, startTestServer, type TestServer } from './support/server';

const TEXTS = serverEn.texts;
/** A cash delivery order near the store is delivered well within this. */
const DELIVERY_WAIT_MS = 45 * MS_PER_MINUTE;
const FEEDBACK_WINDOW_MS = APP_CONFIG_DEFAULTS.feedbackOrdersDuration * MS_PER_SECOND;
const SHOWN_LIMIT_MS = APP_CONFIG_DEFAULTS.feedbackOrderShownLimitInSec * MS_PER_SECOND;
const COMMENT_40 = 'The pizza was hot and the rider was kind.';

let server: TestServer;
let clock: TestClock;

beforeAll(async () => {
  // Noon in India: every delivery has the 30 minute guarantee.
  const day = new Date(Date.now() + 330 * MS_PER_MINUTE);
  clock = createTestClock(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 6, 30));
  server = await startTestServer({ clock });
});
afterAll(() => server.close());

type Headers = Record<string, string>;
const customer = async (): Promise<Headers> => (await loginWithOtp(server)).headers;

async function placeOrder(headers: Headers, deliveryType: DeliveryType = 'D'): Promise<string> {
  await fillCart(server, headers, 1, deliveryType);
  const body = confirmBody();
  body.orderDetails.deliveryType = deliveryType;
  if (deliveryType !== 'D') body.orderDetails.deliveryLocation = null;
  const answer = (await (await confirm(server, headers, body)).json()) as ConfirmOrderResponse;
  if (answer.status !== 'SUCCESS') throw new Error(`confirm answered FAILED: ${answer.errors[0]?.displayMsg}`);
  return answer.confirmOrderBatchResponse.orderId;
}

/** An order placed now and delivered by the time this returns (the clock moved on). */
async function deliveredOrder(headers: Headers, deliveryType: DeliveryType = 'D'): Promise<string> {
  const orderId = await placeOrder(headers, deliveryType);
  clock.advance(DELIVERY_WAIT_MS);
  return orderId;
}

const get = (path: string, headers: Headers) => server.fetch(path, { headers });
const template = (headers: Headers, orderId: string, extra: Headers = {}) =>
  get(`${PATHS.feedbackTemplate}?orderId=${encodeURIComponent(orderId)}`, { ...headers, ...extra });
const submit = (headers: Headers, body: unknown, extra: Headers = {}) =>
  server.fetch(PATHS.feedback, jsonRequest('POST', body, { ...headers, ...extra }));
const itemPath = (path: string, feedbackId: string) => path.replace('{feedbackId}', encodeURIComponent(feedbackId));
const invitation = async (headers: Headers, body: unknown = {}) => {
  const response = await server.fetch(PATHS.feedbackInvitation, jsonRequest('POST', body, headers));
  expect(response.status).toBe(200);
  return ((await response.json()) as FeedbackInvitationResponse).invitation;
};
const storedFor = (orderId: string) => server.database.db.select().from(feedback).where(eq(feedback.orderId, orderId));

function csatBody(orderId: string, overrides: Partial<SubmitFeedbackBody> = {}): SubmitFeedbackBody {
  return {
    orderId,
    type: 'CSAT',
    overall: { rating: 4 },
    food: [
      { productId: MARGHERITA, rating: 5, ratedTags: ['HOT_AND_FRESH', 'PERFECT_CRUST'] },
      { productId: COLA, rating: 2, ratedTags: ['COLD'] },
    ],
    delivery: 4,
    deliveryRatings: [{ aspect: 'ON_TIME', rating: 5 }],
    ordering: 3,
    tags: ['TRACKING_ORDER'],
    valueForMoney: 4,
    comments: { comment: COMMENT_40, raiseTicket: false },
    medium: 'TRACKING',
    ...overrides,
  };
}

describe('feedback requires login', () => {
  it('answers a guest 401 on every feedback call and writes nothing', async () => {
    const { headers } = await signInAnonymously(server);
    const calls = [
      get(PATHS.feedbackCategories, headers),
      get(PATHS.feedbackHistory, headers),
      template(headers, 'any'),
      submit(headers, csatBody('any')),
      server.fetch(PATHS.offlineFeedback, jsonRequest('POST', {}, headers)),
      server.fetch(PATHS.feedbackInvitation, jsonRequest('POST', {}, headers)),
      server.fetch(itemPath(PATHS.feedbackTags, 'any'), jsonRequest('PUT', { tags: ['MENU'] }, headers)),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(401);
  });
});

describe('categories and template', () => {
  it('serves the sections, the food tags of each level from the database, the SPEC 9 tags and the delivery aspects', async () => {
    const categories = (await (await get(PATHS.feedbackCategories, await customer())).json()) as FeedbackCategoriesResponse;
    expect(categories.sections).toEqual(['OVERALL', 'FOOD', 'DELIVERY', 'ORDERING', 'MONEY_VALUE', 'COMMENTS']);
    expect(categories.tags).toEqual(['PAYMENT', 'OFFERS', 'LOCATION', 'TRACKING_ORDER', 'MENU', 'OTHER']);
    expect(categories.foodTags.map((entry) => entry.level)).toEqual([1, 2, 3, 4, 5]);
    expect(categories.foodTags[0]!.tags).toContain('COLD');
    expect(categories.foodTags[4]!.tags).toEqual(['HOT_AND_FRESH', 'GREAT_TASTE', 'GENEROUS_TOPPINGS', 'PERFECT_CRUST']);
  });

  it('refuses an order not yet delivered, then gives its form with its items once it is, NPS under the NPS variant', async () => {
    const headers = await customer();
    const orderId = await placeOrder(headers);
    const early = await template(headers, orderId);
    expect(early.status).toBe(400);
    expect((await errorOf(early))?.code).toBe(FEEDBACK_ERROR_CODES.notRateable);

    clock.advance(DELIVERY_WAIT_MS);
    const form = (await (await template(headers, orderId)).json()) as FeedbackTemplateResponse;
    expect(form.type).toBe('CSAT');
    expect(form.sections).toContain('DELIVERY');
    expect(form.items.map((item) => item.productId)).toEqual([MARGHERITA, COLA]);
    expect(form.items[0]).toMatchObject({ productName: 'Margherita Classica', menuCode: `MENU${MARGHERITA}` });
    expect(form.order).toMatchObject({ orderId, rated: false, ticket: null });
    const nps = (await (await template(headers, orderId, { [FEEDBACK_VARIANT_HEADER]: 'NPS' })).json()) as FeedbackTemplateResponse;
    expect(nps.type).toBe('NPS');
  });

  it('leaves DELIVERY out of a takeaway order and refuses a delivery rating on it', async () => {
    const headers = await customer();
    const orderId = await deliveredOrder(headers, 'T');
    const form = (await (await template(headers, orderId)).json()) as FeedbackTemplateResponse;
    expect(form.sections).not.toContain('DELIVERY');
    const refused = await submit(headers, csatBody(orderId));
    expect(refused.status).toBe(400);
    expect((await errorOf(refused))?.displayMsg).toBe(TEXTS.feedbackNoDelivery);
    expect(await storedFor(orderId)).toEqual([]);
  });

  it("answers 404 for another customer's order, on the template and the submit, and writes nothing", async () => {
    const owner = await customer();
    const orderId = await deliveredOrder(owner);
    const other = await customer();
    expect((await template(other, orderId)).status).toBe(404);
    expect((await submit(other, csatBody(orderId))).status).toBe(404);
    expect(await storedFor(orderId)).toEqual([]);
  });
});

describe('submitting', () => {
  it('stores a feedback once: a second submit and the template say the order is already rated', async () => {
    const headers = await customer();
    const orderId = await deliveredOrder(headers);
    const response = await submit(headers, csatBody(orderId), { [FEEDBACK_VARIANT_HEADER]: 'CSAT' });
    expect(response.status).toBe(201);
    const stored = (await response.json()) as FeedbackResponse;
    expect(stored).toMatchObject({ orderId, orderMode: 'online', ticket: null, additionalTags: [] });
    const [row] = await storedFor(orderId);
    expect(row).toMatchObject({ overallRating: 4, variant: 'CSAT', medium: 'TRACKING', orderType: 'D', comment: COMMENT_40 });
    expect(row!.food).toEqual([
      {
        productId: MARGHERITA,
        productName: 'Margherita Classica',
        menuCode: `MENU${MARGHERITA}`,
        rating: 5,
        ratedTags: ['HOT_AND_FRESH', 'PERFECT_CRUST'],
      },
      { productId: COLA, productName: expect.any(String), menuCode: `MENU${COLA}`, rating: 2, ratedTags: ['COLD'] },
    ]);

    for (const again of [await submit(headers, csatBody(orderId)), await template(headers, orderId)]) {
      expect(again.status).toBe(409);
      expect(await errorOf(again)).toMatchObject({
        code: FEEDBACK_ERROR_CODES.alreadyRated,
        displayMsg: 'You have already rated this order',
      });
    }
    expect(await storedFor(orderId)).toHaveLength(1);
  });

  it('takes one of two submits sent together', async () => {
    const headers = await customer();
    const orderId = await deliveredOrder(headers);
    const statuses = (await Promise.all([submit(headers, csatBody(orderId)), submit(headers, csatBody(orderId))])).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await storedFor(orderId)).toHaveLength(1);
  });

  it.each([
    ['a 20-character comment', { comments: { comment: 'Too short a comment.', raiseTicket: false } }, TEXTS.feedbackCommentTooShort],
    ['a 251-character comment', { comments: { comment: 'x'.repeat(251), raiseTicket: false } }, TEXTS.feedbackCommentTooLong],
    ['a ticket without a comment', { comments: { comment: '  ', raiseTicket: true } }, TEXTS.feedbackFieldRequired],
    ['a CSAT overall of 0', { overall: { rating: 0 } }, TEXTS.feedbackOverallRequired],
    ['a CSAT overall of 6', { overall: { rating: 6 } }, TEXTS.feedbackOverallRequired],
    ['an NPS of 11', { type: 'NPS' as const, overall: { rating: 11 } }, null],
    [
      'a food tag not offered at its level',
      { food: [{ productId: MARGHERITA, rating: 1, ratedTags: ['PERFECT_CRUST'] }] },
      TEXTS.feedbackFoodTagNotOffered,
    ],
    ['an item not in the order', { food: [{ productId: 999, rating: 4, ratedTags: [] }] }, TEXTS.feedbackFoodNotInOrder],
    [
      'an item rated twice',
      {
        food: [
          { productId: COLA, rating: 4, ratedTags: [] },
          { productId: COLA, rating: 3, ratedTags: [] },
        ],
      },
      TEXTS.feedbackFoodNotInOrder,
    ],
    ['an unknown tag', { tags: ['PRICE'] as unknown as SubmitFeedbackBody['tags'] }, null],
  ])('refuses %s with 400 and writes nothing', async (_name, overrides, message) => {
    const headers = await customer();
    const orderId = await deliveredOrder(headers);
    const response = await submit(headers, csatBody(orderId, overrides));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error?.code).toBeTruthy();
    if (message) expect(error?.displayMsg).toBe(message);
    expect(await storedFor(orderId)).toEqual([]);
  });

  it("refuses a form other than the variant's, and a change of a feedback's form, writing nothing", async () => {
    const headers = await customer();
    const orderId = await deliveredOrder(headers);
    const nps = { orderId, type: 'NPS' as const, overall: { rating: 9 } };
    const variants: Headers[] = [{}, { [FEEDBACK_VARIANT_HEADER]: 'CSAT' }, { [FEEDBACK_VARIANT_HEADER]: 'nps' }];
    for (const variant of variants) {
      const refused = await submit(headers, nps, variant);
      expect(refused.status).toBe(400);
      expect((await errorOf(refused))?.displayMsg).toBe(TEXTS.feedbackTypeMismatch);
    }
    expect(await storedFor(orderId)).toEqual([]);
    const { feedbackId } = (await (await submit(headers, csatBody(orderId))).json()) as FeedbackResponse;
    const change = await server.fetch(
      itemPath(PATHS.feedbackItem, feedbackId),
      jsonRequest('PUT', { type: 'NPS', overall: { rating: 9 } }, headers),
    );
    expect(change.status).toBe(400);
    expect((await storedFor(orderId))[0]).toMatchObject({ type: 'CSAT', overallRating: 4, variant: null });
  });

  it('takes an NPS of 0 to 10', async () => {
    const headers = await customer();
    const orderId = await deliveredOrder(headers);
    const response = await submit(headers, { orderId, type: 'NPS', overall: { rating: 0 } }, { [FEEDBACK_VARIANT_HEADER]: 'NPS' });
    expect(response.status).toBe(201);
    expect((await storedFor(orderId))[0]).toMatchObject({ type: 'NPS', overallRating: 0, comment: null, food: [] });
  });

  it('refuses an order delivered longer ago than feedbackOrdersDuration, and the history leaves it out', async () => {
    const headers = await customer();
    const orderId = await deliveredOrder(headers);
    clock.advance(FEEDBACK_WINDOW_MS);
    const response = await submit(headers, csatBody(orderId));
    expect(response.status).toBe(400);
    expect((await errorOf(response))?.code).toBe(FEEDBACK_ERROR_CODES.notRateable);
    const history = (await (await get(PATHS.feedbackHistory, headers)).json()) as FeedbackHistoryResponse;
    expect(history.orders.map((order) => order.orderId)).not.toContain(orderId);
  });
});

describe('tickets, changes and additional tags', () => {
  it("raises a ticket from a comment, shown in the history and the order's details as the support desk moves it", async () => {
    const headers = await customer();
    const orderId = await deliveredOrder(headers);
    const stored = (await (
      await submit(headers, csatBody(orderId, { comments: { comment: COMMENT_40, raiseTicket: true } }))
    ).json()) as FeedbackResponse;
    expect(stored.ticket).toMatchObject({ ticketId: expect.stringMatching(/^TK\d{10}$/), state: 'OPEN' });

    const details = async () =>
      ((await (await get(PATHS.orderDetails.replace('{orderId}', orderId), headers)).json()) as OrderDetailsResponse).ticket;
    expect(await details()).toEqual(stored.ticket);
    clock.advance(TICKET_TRIAGE_MS);
    expect((await details())?.state).toBe('IN_PROGRESS');
    clock.advance(TICKET_RESOLUTION_MS - TICKET_TRIAGE_MS);
    expect((await details())?.state).toBe('RESOLVED');
    const history = (await (await get(PATHS.feedbackHistory, headers)).json()) as FeedbackHistoryResponse;
    expect(history.orders.find((order) => order.orderId === orderId)).toMatchObject({ rated: true, ticket: { state: 'RESOLVED' } });
  });

  it('changes a feedback within the edit window, not after, and never for another customer', async () => {
    const headers = await customer();
    const orderId = await deliveredOrder(headers);
    const { feedbackId } = (await (await submit(headers, csatBody(orderId))).json()) as FeedbackResponse;
    const { orderId: _orderId, ...answers } = csatBody(orderId, { overall: { rating: 2 } });
    const update = (as: Headers) => server.fetch(itemPath(PATHS.feedbackItem, feedbackId), jsonRequest('PUT', answers, as));

    expect((await update(await customer())).status).toBe(404);
    expect((await update(headers)).status).toBe(200);
    expect((await storedFor(orderId))[0]?.overallRating).toBe(2);
    clock.advance(FEEDBACK_EDIT_MS);
    const closed = await update(headers);
    expect(closed.status).toBe(409);
    expect((await errorOf(closed))?.code).toBe(FEEDBACK_ERROR_CODES.editClosed);
  });

  it('adds tags once each, keeping those given before', async () => {
    const headers = await customer();
    const orderId = await deliveredOrder(headers);
    const { feedbackId } = (await (await submit(headers, csatBody(orderId))).json()) as FeedbackResponse;
    const addTags = (tags: string[]) => server.fetch(itemPath(PATHS.feedbackTags, feedbackId), jsonRequest('PUT', { tags }, headers));
    expect((await addTags(['MENU', 'OFFERS'])).status).toBe(200);
    const both = (await (await addTags(['OFFERS', 'PAYMENT'])).json()) as FeedbackResponse;
    expect(both.additionalTags).toEqual(['MENU', 'OFFERS', 'PAYMENT']);
    expect((await addTags([])).status).toBe(400);
  });
});

describe('offline feedback', () => {
  const [storeOrder, secondOrder] = OFFLINE_ORDERS;
  // On the real clock, which the seeded store and phone orders were placed by (the shared test clock moves days on).
  let realTime: TestServer;
  beforeAll(async () => {
    realTime = await startTestServer({ database: server.database });
  });
  afterAll(() => realTime.close());
  const offline = (headers: Headers, body: unknown) => realTime.fetch(PATHS.offlineFeedback, jsonRequest('POST', body, headers));
  const customer = async (): Promise<Headers> => (await loginWithOtp(realTime)).headers;
  const body = (orderId: string, mobileNo: string) => ({
    email: '',
    firstName: 'Ravi',
    lastName: 'Kumar',
    mobileNo,
    feedback: { comment: COMMENT_40, orderId, rating: 4, tags: ['MENU'] },
  });

  it('answers MOBILE_NOT_MATCHED with its message for another mobile and, alike, for an unknown number, and writes nothing', async () => {
    const headers = await customer();
    for (const [orderNumber, mobile] of [
      [storeOrder!.id, '9123456789'],
      ['ST00000-0000', storeOrder!.mobile],
    ] as const) {
      const refused = await offline(headers, body(orderNumber, mobile));
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toMatchObject({ code: 'MOBILE_NOT_MATCHED', displayMsg: TEXTS.feedbackMobileNotMatched });
    }
    const blank = await offline(headers, body(storeOrder!.id, ''));
    expect(blank.status).toBe(400);
    expect(await server.database.db.select().from(feedback).where(eq(feedback.offlineOrderId, storeOrder!.id))).toEqual([]);
  });

  it('stores feedback on a store order once, with the offline payload', async () => {
    const headers = await customer();
    const response = await offline(headers, body(secondOrder!.id.toLowerCase(), secondOrder!.mobile));
    expect(response.status).toBe(201);
    expect(((await response.json()) as FeedbackResponse).orderMode).toBe('offline');
    const [row] = await server.database.db.select().from(feedback).where(eq(feedback.offlineOrderId, secondOrder!.id));
    expect(row).toMatchObject({
      orderMode: 'offline',
      overallRating: 4,
      tags: ['MENU'],
      contact: { firstName: 'Ravi', mobileNo: secondOrder!.mobile },
    });
    const again = await offline(headers, body(secondOrder!.id, secondOrder!.mobile));
    expect(again.status).toBe(409);
  });
});

describe('the invitation', () => {
  it('invites once for a delivered order, again after feedbackOrderShownLimitInSec, never once it is rated', async () => {
    const headers = await customer();
    const orderId = await placeOrder(headers);
    expect(await invitation(headers)).toBeNull();
    clock.advance(DELIVERY_WAIT_MS);
    expect(await invitation(headers, { orderId })).toMatchObject({ orderId, rated: false });
    // The page asking again at once (a remount, a reload) sees the same invitation; later it is not asked again.
    expect((await invitation(headers))?.orderId).toBe(orderId);
    clock.advance(INVITATION_REPEAT_MS);
    expect(await invitation(headers)).toBeNull();
    clock.advance(SHOWN_LIMIT_MS);
    expect((await invitation(headers))?.orderId).toBe(orderId);
    clock.advance(SHOWN_LIMIT_MS + MS_PER_HOUR);
    expect((await submit(headers, csatBody(orderId))).status).toBe(201);
    expect(await invitation(headers)).toBeNull();
  });

  it('asks a customer with several delivered orders about the newest, then about none until the limit passes', async () => {
    const headers = await customer();
    const older = await deliveredOrder(headers);
    const newer = await deliveredOrder(headers);
    expect((await invitation(headers))?.orderId).toBe(newer);
    clock.advance(INVITATION_REPEAT_MS);
    expect(await invitation(headers)).toBeNull();
    expect(await invitation(headers, { orderId: older })).toBeNull();
    clock.advance(SHOWN_LIMIT_MS);
    expect((await invitation(headers, { orderId: older }))?.orderId).toBe(older);
  });

  it("never invites for another customer's order", async () => {
    const headers = await customer();
    const orderId = await deliveredOrder(headers);
    expect(await invitation(await customer(), { orderId })).toBeNull();
    expect((await invitation(headers, { orderId }))?.orderId).toBe(orderId);
  });
});
