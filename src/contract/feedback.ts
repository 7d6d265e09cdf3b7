/**
 * Feedback after an order (SPEC 3 feedback, SPEC 7 feedback categories/template/history, submit, update, additional
 * tags; the offline payload for orders placed in a store or by phone). Ratings follow SPEC 9 (CSAT 1-5, NPS 0-10) and
 * comments SPEC 5 (30-250 characters, required with a ticket), checked by the same rules as the form. Times are epoch ms.
 */
import { z } from 'zod';
import { DELIVERY_TYPES } from '@/domain/constants';
import {
  CSAT_MAX,
  CSAT_MIN,
  DELIVERY_ASPECTS,
  FEEDBACK_MEDIA,
  FEEDBACK_SECTIONS,
  FEEDBACK_TAGS,
  FEEDBACK_TYPES,
  NPS_MAX,
  NPS_MIN,
  ORDER_MODES,
  TICKET_STATES,
  validateComment,
  type FeedbackProblem,
} from '@/domain/feedback';
import { emailField, mobileField, refusal } from './fields';

/** The server text wording each SPEC 5 feedback problem. */
const PROBLEM_TEXT: Readonly<Record<FeedbackProblem, string>> = {
  overallRequired: 'feedbackOverallRequired',
  npsRequired: 'feedbackNpsRequired',
  commentTooShort: 'feedbackCommentTooShort',
  commentTooLong: 'feedbackCommentTooLong',
  fieldRequired: 'feedbackFieldRequired',
};
const refusedAs = (problem: FeedbackProblem) => refusal({ server: PROBLEM_TEXT[problem] });

const csat = z.number().int().min(CSAT_MIN).max(CSAT_MAX);
const nps = z.number().int().min(NPS_MIN).max(NPS_MAX);
const tagCode = z.string().regex(/^[A-Z][A-Z_]{1,39}$/);
const orderId = z.string().min(1).max(64);
/** A Slice order id or an offline order's id, as printed on the bill. */
const orderNumber = z.string().trim().min(1).max(32);

/** SPEC 5 comment rule as a zod check (trimmed): 30-250 characters, or empty. */
const comment = z
  .string()
  .max(2_000)
  .transform((value) => value.trim())
  .superRefine((value, ctx) => {
    const problem = validateComment(value, false);
    if (problem !== null) ctx.addIssue({ code: 'custom', ...refusedAs(problem) });
  });

export const feedbackType = z.enum(FEEDBACK_TYPES);
export const ticketState = z.enum(TICKET_STATES);

/** A ticket raised from a comment, as the support desk has it now. */
export const feedbackTicket = z.object({ ticketId: z.string(), state: ticketState, raisedAt: z.number() });
export type FeedbackTicket = z.infer<typeof feedbackTicket>;

/** GET feedback categories: the sections, the tags of each food rating level, the ordering tags and the delivery aspects. */
export const feedbackCategoriesResponse = z.object({
  sections: z.array(z.enum(FEEDBACK_SECTIONS)),
  /** Tags a food item's rating offers, by level (1 Very Bad ... 5 Awesome). */
  foodTags: z.array(z.object({ level: csat, tags: z.array(tagCode) })),
  tags: z.array(z.enum(FEEDBACK_TAGS)),
  deliveryAspects: z.array(z.enum(DELIVERY_ASPECTS)),
});
export type FeedbackCategoriesResponse = z.infer<typeof feedbackCategoriesResponse>;

/** One of the caller's delivered orders that may be rated, or was. */
export const feedbackOrder = z.object({
  orderId: z.string(),
  sliceOrderId: z.string(),
  storeName: z.string(),
  deliveryType: z.enum(DELIVERY_TYPES),
  deliveredAt: z.number(),
  items: z.array(z.string()),
  /** Rated already: the form says so instead of opening. */
  rated: z.boolean(),
  ticket: feedbackTicket.nullable(),
});
export type FeedbackOrder = z.infer<typeof feedbackOrder>;

/** GET feedback history: the caller's orders delivered within feedbackOrdersDuration, newest first, rated or not. */
export const feedbackHistoryResponse = z.object({ orders: z.array(feedbackOrder) });
export type FeedbackHistoryResponse = z.infer<typeof feedbackHistoryResponse>;

export const feedbackTemplateQuery = z.object({ orderId });

/** GET feedback template: the form for one order (its type from the feedback variant header, CSAT without one). */
export const feedbackTemplateResponse = z.object({
  order: feedbackOrder,
  type: feedbackType,
  /** The sections this order's form has (DELIVERY only for orders brought to the customer). */
  sections: z.array(z.enum(FEEDBACK_SECTIONS)),
  /** The order's items, each rated in FOOD. */
  items: z.array(z.object({ productId: z.number().int().positive(), productName: z.string(), menuCode: z.string() })),
});
export type FeedbackTemplateResponse = z.infer<typeof feedbackTemplateResponse>;

const feedbackAnswers = {
  type: feedbackType,
  /** CSAT 1-5 or NPS 0-10, checked against `type`. */
  overall: z.object({ rating: z.number().int().min(NPS_MIN).max(NPS_MAX) }),
  food: z
    .array(z.object({ productId: z.number().int().positive(), rating: csat, ratedTags: z.array(tagCode).max(10) }))
    .max(50)
    .default([]),
  delivery: csat.nullable().default(null),
  deliveryRatings: z
    .array(z.object({ aspect: z.enum(DELIVERY_ASPECTS), rating: csat }))
    .max(DELIVERY_ASPECTS.length)
    .default([]),
  ordering: csat.nullable().default(null),
  tags: z.array(z.enum(FEEDBACK_TAGS)).max(FEEDBACK_TAGS.length).default([]),
  valueForMoney: csat.nullable().default(null),
  comments: z.object({ comment, raiseTicket: z.boolean() }).default({ comment: '', raiseTicket: false }),
  medium: z.enum(FEEDBACK_MEDIA).default('LINK'),
};

/** A CSAT overall rating is 1-5; a ticket needs a comment. */
function checkAnswers(
  answers: { type: string; overall: { rating: number }; comments: { comment: string; raiseTicket: boolean } },
  ctx: z.RefinementCtx,
): void {
  if (answers.type === 'CSAT' && !csat.safeParse(answers.overall.rating).success) {
    ctx.addIssue({ code: 'custom', path: ['overall', 'rating'], ...refusedAs('overallRequired') });
  }
  if (answers.type === 'NPS' && !nps.safeParse(answers.overall.rating).success) {
    ctx.addIssue({ code: 'custom', path: ['overall', 'rating'], ...refusedAs('npsRequired') });
  }
  if (answers.comments.raiseTicket && answers.comments.comment === '') {
    ctx.addIssue({ code: 'custom', path: ['comments', 'comment'], ...refusedAs('fieldRequired') });
  }
}

/** POST feedback submit (SPEC 3 feedback with orderMode online). */
export const submitFeedbackBody = z.object({ orderId, ...feedbackAnswers }).superRefine(checkAnswers);
export type SubmitFeedbackBody = z.input<typeof submitFeedbackBody>;

/** PUT feedback update: the answers again, shortly after they were given. */
export const updateFeedbackBody = z.object(feedbackAnswers).superRefine(checkAnswers);
export type UpdateFeedbackBody = z.input<typeof updateFeedbackBody>;

/** PUT feedback additional tags: what else the customer wants us to know (SPEC 3 additionalFeedback). */
export const feedbackTagsBody = z.object({ tags: z.array(z.enum(FEEDBACK_TAGS)).min(1).max(FEEDBACK_TAGS.length) });

/** Answer of submit, update and additional tags: the stored feedback and its ticket, when one was raised. */
export const feedbackResponse = z.object({
  feedbackId: z.string(),
  orderId: z.string(),
  orderMode: z.enum(ORDER_MODES),
  ticket: feedbackTicket.nullable(),
  additionalTags: z.array(z.enum(FEEDBACK_TAGS)),
  /** For how long from this answer PUT update is taken (0 once closed). */
  editableForMs: z.number().int().nonnegative(),
});
export type FeedbackResponse = z.infer<typeof feedbackResponse>;

/** POST offline feedback (SPEC 3 offline payload): an order placed in a store or by phone, found by its number and mobile. */
export const offlineFeedbackBody = z.object({
  email: z.union([z.literal(''), emailField]).default(''),
  firstName: z.string().trim().max(50).default(''),
  lastName: z.string().trim().max(50).default(''),
  mobileNo: mobileField,
  feedback: z.object({ comment, orderId: orderNumber, rating: csat, tags: z.array(z.enum(FEEDBACK_TAGS)).max(FEEDBACK_TAGS.length) }),
});
export type OfflineFeedbackBody = z.input<typeof offlineFeedbackBody>;

/** POST feedback invitation: the delivered order the app should ask about now (and not again for feedbackOrderShownLimitInSec). */
export const feedbackInvitationBody = z.object({ orderId: orderId.optional() });
export const feedbackInvitationResponse = z.object({ invitation: feedbackOrder.nullable() });
export type FeedbackInvitationResponse = z.infer<typeof feedbackInvitationResponse>;
