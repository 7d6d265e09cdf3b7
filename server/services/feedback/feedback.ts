/**
 * Feedback after an order (SPEC 3, 5, 7, 8, 9): which of a customer's orders may be rated (delivered within the app
 * config's feedbackOrdersDuration, once each), the form's template, storing a feedback once per order (a unique index
 * settles concurrent submits), changing it shortly after, additional tags, offline feedback on store and phone orders
 * found by their number and mobile, and the invitation the app shows once per feedbackOrderShownLimitInSec.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { FEEDBACK_ERROR_CODES } from '@/contract/codes';
import type { ErrorItem } from '@/contract/errors';
import type { z } from 'zod';
import type {
  FeedbackCategoriesResponse,
  FeedbackOrder,
  FeedbackResponse,
  FeedbackTemplateResponse,
  offlineFeedbackBody,
  submitFeedbackBody,
  updateFeedbackBody,
} from '@/contract/feedback';
import { DELIVERY_TYPE, type DeliveryType } from '@/domain/constants';
import {
  CSAT_MAX,
  CSAT_MIN,
  DELIVERY_ASPECTS,
  FEEDBACK_SECTIONS,
  FEEDBACK_TAGS,
  type FeedbackSection,
  type FeedbackType,
} from '@/domain/feedback';
import { MS_PER_DAY, MS_PER_MINUTE, MS_PER_SECOND } from '@/domain/time';
import type { Database } from '../../db/client';
import { feedback, feedbackFoodTags, feedbackInvitations, offlineOrders, orders, products, type FoodRating } from '../../db/schema';
import { ERROR_CODES } from '../../http/errors';
import { serverText } from '../../texts';
import { getAppConfig } from '../config';
import type { OrderRow } from '../orderLabels';
import { CHECKOUT_ERROR_CODES } from '../payments/messages';
import { newTicketId, ticketOf } from './tickets';

/** A feedback can be changed (PUT update) this long after it was given. */
export const FEEDBACK_EDIT_MS = 30 * MS_PER_MINUTE;
/** Delivered orders looked at for the history and the invitation, newest first. */
const RECENT_ORDERS_LOOKED_AT = 50;

type FeedbackRow = typeof feedback.$inferSelect;
type SubmitBody = z.output<typeof submitFeedbackBody>;
type UpdateBody = z.output<typeof updateFeedbackBody>;
type OfflineBody = z.output<typeof offlineFeedbackBody>;

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404 | 409; error: ErrorItem };

const refuse = (status: 400 | 404 | 409, code: string, displayMsg: string): Outcome<never> => ({
  ok: false,
  status,
  error: { code, displayMsg },
});
const alreadyRated = () => refuse(409, FEEDBACK_ERROR_CODES.alreadyRated, serverText('feedbackAlreadyRated'));
const orderNotFound = () => refuse(404, CHECKOUT_ERROR_CODES.orderNotFound, serverText('orderNotFound'));

export interface FeedbackSettings {
  /** env TIME_SCALE: the support desk's clock runs this much faster. */
  timeScale: number;
}

/** What the app config says of feedback (SPEC 9), in ms. */
async function feedbackWindows(db: Database): Promise<{ ordersMs: number; shownLimitMs: number }> {
  const config = await getAppConfig(db);
  return {
    ordersMs: config.feedbackOrdersDuration * MS_PER_SECOND,
    shownLimitMs: config.feedbackOrderShownLimitInSec * MS_PER_SECOND,
  };
}

const deliveredAt = (order: OrderRow): number | null => {
  const at = order.status === 'CONFIRMED' ? order.stagePlan?.DELIVERED : undefined;
  return at ?? null;
};

/** SPEC 3: DELIVERY is rated only for orders brought to the customer (home or train seat). */
const isBroughtToCustomer = (deliveryType: string): boolean =>
  deliveryType === DELIVERY_TYPE.delivery || deliveryType === DELIVERY_TYPE.train;

export const sectionsOf = (deliveryType: string): FeedbackSection[] =>
  FEEDBACK_SECTIONS.filter((section) => section !== 'DELIVERY' || isBroughtToCustomer(deliveryType));

function feedbackOrderOf(order: OrderRow, delivered: number, row: FeedbackRow | undefined, at: number, timeScale: number): FeedbackOrder {
  return {
    orderId: order.id,
    sliceOrderId: order.sliceOrderId,
    storeName: order.storeName,
    deliveryType: order.deliveryType as DeliveryType,
    deliveredAt: delivered,
    items: [...new Set(order.lines.map((line) => line.name))],
    rated: row !== undefined,
    ticket: row ? ticketOf(row, at, timeScale) : null,
  };
}

/** The caller's orders delivered within the window, newest first, with their feedback. */
async function rateableOrders(db: Database, userId: string, at: number, windowMs: number) {
  const rows = await db
    .select({ order: orders, feedback })
    .from(orders)
    .leftJoin(feedback, eq(feedback.orderId, orders.id))
    // Placed at most twice the window ago: an advance order is delivered well within that of being placed.
    .where(and(eq(orders.userId, userId), eq(orders.status, 'CONFIRMED'), sql`${orders.createdAt} > ${new Date(at - windowMs * 2)}`))
    .orderBy(desc(orders.createdAt))
    .limit(RECENT_ORDERS_LOOKED_AT);
  return rows.flatMap(({ order, feedback: row }) => {
    const delivered = deliveredAt(order);
    return delivered !== null && delivered <= at && at - delivered <= windowMs ? [{ order, delivered, feedback: row ?? undefined }] : [];
  });
}

export async function feedbackCategories(db: Database): Promise<FeedbackCategoriesResponse> {
  const tags = await db.select().from(feedbackFoodTags).orderBy(asc(feedbackFoodTags.position));
  const foodTags = [];
  for (let level = CSAT_MIN; level <= CSAT_MAX; level += 1) {
    foodTags.push({ level, tags: tags.filter((tag) => tag.minLevel <= level && level <= tag.maxLevel).map((tag) => tag.code) });
  }
  return { sections: [...FEEDBACK_SECTIONS], foodTags, tags: [...FEEDBACK_TAGS], deliveryAspects: [...DELIVERY_ASPECTS] };
}

export async function feedbackHistory(db: Database, userId: string, at: number, { timeScale }: FeedbackSettings): Promise<FeedbackOrder[]> {
  const { ordersMs } = await feedbackWindows(db);
  const rows = await rateableOrders(db, userId, at, ordersMs);
  return rows.map(({ order, delivered, feedback: row }) => feedbackOrderOf(order, delivered, row, at, timeScale));
}

/** One of the caller's orders that may be rated now, or why not. */
async function orderToRate(db: Database, userId: string, orderId: string, at: number) {
  const [row] = await db
    .select({ order: orders, feedback })
    .from(orders)
    .leftJoin(feedback, eq(feedback.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) return orderNotFound();
  if (row.feedback) return alreadyRated();
  const { ordersMs } = await feedbackWindows(db);
  const delivered = deliveredAt(row.order);
  if (delivered === null || delivered > at || at - delivered > ordersMs) {
    return refuse(400, FEEDBACK_ERROR_CODES.notRateable, serverText('feedbackNotRateable', { days: Math.round(ordersMs / MS_PER_DAY) }));
  }
  return { ok: true as const, value: { order: row.order, delivered } };
}

async function itemsOf(db: Database, order: OrderRow): Promise<FeedbackTemplateResponse['items']> {
  const ids = [...new Set(order.lines.map((line) => line.productId))];
  if (ids.length === 0) return [];
  const known = await db.select({ id: products.id, menuCode: products.menuCode }).from(products).where(inArray(products.id, ids));
  const menuCodes = new Map(known.map((product) => [product.id, product.menuCode]));
  return ids.map((productId) => ({
    productId,
    productName: order.lines.find((line) => line.productId === productId)?.name ?? '',
    menuCode: menuCodes.get(productId) ?? '',
  }));
}

export async function feedbackTemplate(
  db: Database,
  userId: string,
  orderId: string,
  type: FeedbackType,
  at: number,
  { timeScale }: FeedbackSettings,
): Promise<Outcome<FeedbackTemplateResponse>> {
  const found = await orderToRate(db, userId, orderId, at);
  if (!found.ok) return found;
  const { order, delivered } = found.value;
  return {
    ok: true,
    value: {
      order: feedbackOrderOf(order, delivered, undefined, at, timeScale),
      type,
      sections: sectionsOf(order.deliveryType),
      items: await itemsOf(db, order),
    },
  };
}

/** The food ratings checked against the order's items and the tags each rating's level offers. */
async function checkedFood(db: Database, order: OrderRow, food: UpdateBody['food']): Promise<Outcome<FoodRating[]>> {
  const items = await itemsOf(db, order);
  const seen = new Set<number>();
  const offered = await db.select().from(feedbackFoodTags);
  const rated: FoodRating[] = [];
  for (const entry of food) {
    const item = items.find((candidate) => candidate.productId === entry.productId);
    if (!item || seen.has(entry.productId)) return refuse(400, ERROR_CODES.badRequest, serverText('feedbackFoodNotInOrder'));
    seen.add(entry.productId);
    const tagsOfLevel = offered.filter((tag) => tag.minLevel <= entry.rating && entry.rating <= tag.maxLevel).map((tag) => tag.code);
    if (entry.ratedTags.some((tag) => !tagsOfLevel.includes(tag)) || new Set(entry.ratedTags).size !== entry.ratedTags.length) {
      return refuse(400, ERROR_CODES.badRequest, serverText('feedbackFoodTagNotOffered'));
    }
    rated.push({ ...item, rating: entry.rating, ratedTags: entry.ratedTags });
  }
  return { ok: true, value: rated };
}

/** The columns of the answers, checked against the order (its items, whether it was delivered to the customer). */
async function answerColumns(db: Database, order: OrderRow, body: UpdateBody) {
  const food = await checkedFood(db, order, body.food);
  if (!food.ok) return food;
  const hasDelivery = body.delivery !== null || body.deliveryRatings.length > 0;
  if (hasDelivery && !isBroughtToCustomer(order.deliveryType)) return refuse(400, ERROR_CODES.badRequest, serverText('feedbackNoDelivery'));
  if (new Set(body.deliveryRatings.map((entry) => entry.aspect)).size !== body.deliveryRatings.length) {
    return refuse(400, ERROR_CODES.badRequest, serverText('feedbackAspectTwice'));
  }
  return {
    ok: true as const,
    value: {
      type: body.type,
      medium: body.medium,
      overallRating: body.overall.rating,
      food: food.value,
      deliveryRating: body.delivery,
      deliveryRatings: body.deliveryRatings,
      orderingRating: body.ordering,
      valueForMoney: body.valueForMoney,
      tags: [...new Set(body.tags)],
      comment: body.comments.comment === '' ? null : body.comments.comment,
    },
  };
}

function responseOf(row: FeedbackRow, at: number, timeScale: number): FeedbackResponse {
  return {
    feedbackId: row.id,
    orderId: row.orderId ?? row.offlineOrderId ?? '',
    orderMode: row.orderMode,
    ticket: ticketOf(row, at, timeScale),
    additionalTags: row.additionalTags as FeedbackResponse['additionalTags'],
    editableForMs: Math.max(0, row.createdAt.getTime() + FEEDBACK_EDIT_MS - at),
  };
}

const ticketColumns = (raiseTicket: boolean, comment: string, now: Date) =>
  raiseTicket && comment !== '' ? { ticketId: newTicketId(), ticketRaisedAt: now } : {};

export async function submitFeedback(
  db: Database,
  userId: string,
  body: SubmitBody,
  variant: FeedbackType | null,
  at: number,
  { timeScale }: FeedbackSettings,
): Promise<Outcome<FeedbackResponse>> {
  if (body.type !== typeOfVariant(variant)) return typeMismatch();
  const found = await orderToRate(db, userId, body.orderId, at);
  if (!found.ok) return found;
  const { order } = found.value;
  const answers = await answerColumns(db, order, body);
  if (!answers.ok) return answers;
  const now = new Date(at);
  const [row] = await db
    .insert(feedback)
    .values({
      id: randomUUID(),
      userId,
      orderId: order.id,
      orderMode: 'online',
      orderType: order.deliveryType,
      variant,
      additionalTags: [],
      ...answers.value,
      ...ticketColumns(body.comments.raiseTicket, body.comments.comment, now),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: feedback.orderId })
    .returning();
  return row ? { ok: true, value: responseOf(row, at, timeScale) } : alreadyRated();
}

const notFound = () => refuse(404, FEEDBACK_ERROR_CODES.feedbackNotFound, serverText('feedbackNotFound'));
const typeMismatch = () => refuse(400, ERROR_CODES.badRequest, serverText('feedbackTypeMismatch'));

/** The form a SPEC 7 feedback variant asks for: a known type, else CSAT. */
export const typeOfVariant = (variant: FeedbackType | null): FeedbackType => variant ?? 'CSAT';

export async function updateFeedback(
  db: Database,
  userId: string,
  feedbackId: string,
  body: UpdateBody,
  at: number,
  { timeScale }: FeedbackSettings,
): Promise<Outcome<FeedbackResponse>> {
  const [found] = await db
    .select({ feedback, order: orders })
    .from(feedback)
    .innerJoin(orders, eq(orders.id, feedback.orderId))
    .where(and(eq(feedback.id, feedbackId), eq(feedback.userId, userId)));
  if (!found) return notFound();
  if (body.type !== found.feedback.type) return typeMismatch();
  const answers = await answerColumns(db, found.order, body);
  if (!answers.ok) return answers;
  const now = new Date(at);
  const editableSince = new Date(at - FEEDBACK_EDIT_MS);
  const [row] = await db
    .update(feedback)
    .set({
      ...answers.value,
      // A ticket once raised stays; one asked for now is raised now.
      ticketId: sql`coalesce(${feedback.ticketId}, ${ticketColumns(body.comments.raiseTicket, body.comments.comment, now).ticketId ?? null})`,
      ticketRaisedAt: sql`coalesce(${feedback.ticketRaisedAt}, ${body.comments.raiseTicket && body.comments.comment !== '' ? now : null})`,
      updatedAt: now,
    })
    .where(and(eq(feedback.id, feedbackId), sql`${feedback.createdAt} > ${editableSince}`))
    .returning();
  return row
    ? { ok: true, value: responseOf(row, at, timeScale) }
    : refuse(409, FEEDBACK_ERROR_CODES.editClosed, serverText('feedbackEditClosed'));
}

export async function addFeedbackTags(
  db: Database,
  userId: string,
  feedbackId: string,
  tags: readonly string[],
  at: number,
  { timeScale }: FeedbackSettings,
): Promise<Outcome<FeedbackResponse>> {
  const [row] = await db
    .update(feedback)
    .set({
      // Tags already given stay, in the order they came.
      additionalTags: sql`(select coalesce(jsonb_agg(distinct_tags.tag order by distinct_tags.first_at), '[]'::jsonb)
        from (select tag, min(position) as first_at
              from jsonb_array_elements_text(${feedback.additionalTags} || ${JSON.stringify(tags)}::jsonb) with ordinality as t(tag, position)
              group by tag) as distinct_tags)`,
      updatedAt: new Date(at),
    })
    .where(and(eq(feedback.id, feedbackId), eq(feedback.userId, userId)))
    .returning();
  return row ? { ok: true, value: responseOf(row, at, timeScale) } : notFound();
}

export async function submitOfflineFeedback(
  db: Database,
  userId: string,
  body: OfflineBody,
  variant: FeedbackType | null,
  at: number,
  { timeScale }: FeedbackSettings,
): Promise<Outcome<FeedbackResponse>> {
  const orderNumber = body.feedback.orderId.toUpperCase();
  const [order] = await db.select().from(offlineOrders).where(eq(offlineOrders.id, orderNumber));
  // The bill's number and mobile act as the credential: an unknown number answers as a wrong mobile, so numbers cannot be probed.
  if (!order || order.mobile !== body.mobileNo) {
    return refuse(400, FEEDBACK_ERROR_CODES.mobileNotMatched, serverText('feedbackMobileNotMatched'));
  }
  const { ordersMs } = await feedbackWindows(db);
  if (at - order.placedAt.getTime() > ordersMs) {
    return refuse(400, FEEDBACK_ERROR_CODES.notRateable, serverText('feedbackNotRateable', { days: Math.round(ordersMs / MS_PER_DAY) }));
  }
  const now = new Date(at);
  const [row] = await db
    .insert(feedback)
    .values({
      id: randomUUID(),
      userId,
      offlineOrderId: order.id,
      type: 'CSAT',
      orderMode: 'offline',
      medium: 'LINK',
      orderType: order.channel,
      variant,
      overallRating: body.feedback.rating,
      food: [],
      deliveryRatings: [],
      tags: [...new Set(body.feedback.tags)],
      additionalTags: [],
      comment: body.feedback.comment === '' ? null : body.feedback.comment,
      contact: { email: body.email, firstName: body.firstName, lastName: body.lastName, mobileNo: body.mobileNo },
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: feedback.offlineOrderId })
    .returning();
  return row ? { ok: true, value: responseOf(row, at, timeScale) } : alreadyRated();
}

/** A page asking again this soon after an invitation (a remount, a reload) is given the same one. */
export const INVITATION_REPEAT_MS = MS_PER_MINUTE;

/**
 * The delivered, unrated order to invite the customer to rate now (the given one, else the newest), marked shown; null
 * when there is none, or when the customer was invited within feedbackOrderShownLimitInSec (SPEC 9), whichever order it
 * was about, so a customer with several orders is asked once in that time.
 */
export async function claimInvitation(
  db: Database,
  userId: string,
  orderId: string | undefined,
  at: number,
  { timeScale }: FeedbackSettings,
): Promise<FeedbackOrder | null> {
  const { ordersMs, shownLimitMs } = await feedbackWindows(db);
  const candidates = (await rateableOrders(db, userId, at, ordersMs)).filter(
    (candidate) => candidate.feedback === undefined && (orderId === undefined || candidate.order.id === orderId),
  );
  if (candidates.length === 0) return null;
  const shownBefore = new Date(at - shownLimitMs);
  const [latest] = await db
    .select()
    .from(feedbackInvitations)
    .where(and(eq(feedbackInvitations.userId, userId), sql`${feedbackInvitations.shownAt} > ${shownBefore}`))
    .orderBy(desc(feedbackInvitations.shownAt))
    .limit(1);
  if (latest) {
    const repeated = candidates.find((candidate) => candidate.order.id === latest.orderId);
    return repeated && at - latest.shownAt.getTime() < INVITATION_REPEAT_MS
      ? feedbackOrderOf(repeated.order, repeated.delivered, undefined, at, timeScale)
      : null;
  }
  const [candidate] = candidates;
  const [claimed] = await db
    .insert(feedbackInvitations)
    .values({ userId, orderId: candidate!.order.id, shownAt: new Date(at) })
    .onConflictDoUpdate({
      target: [feedbackInvitations.userId, feedbackInvitations.orderId],
      set: { shownAt: new Date(at) },
      setWhere: lt(feedbackInvitations.shownAt, shownBefore),
    })
    .returning();
  return claimed ? feedbackOrderOf(candidate!.order, candidate!.delivered, undefined, at, timeScale) : null;
}

/** The ticket raised on an order's feedback, for its details; null without one. */
export async function ticketOfOrder(db: Database, orderId: string, at: number, { timeScale }: FeedbackSettings) {
  const [row] = await db
    .select({ ticketId: feedback.ticketId, ticketRaisedAt: feedback.ticketRaisedAt })
    .from(feedback)
    .where(eq(feedback.orderId, orderId));
  return row ? ticketOf(row, at, timeScale) : null;
}
