/**
 * Feedback after an order (SPEC 3 feedback, SPEC 5 and 9 feedback rules): the two forms (CSAT 1-5, NPS 0-10), their
 * sections and tags, and the SPEC 5 checks a draft must pass, shared by the form and the server.
 */
import { validateMobile } from './validation';

/** SPEC 3 type: CSAT rates the order 1-5 section by section; NPS asks how likely, 0-10, the customer is to recommend Slice. */
export const FEEDBACK_TYPES = ['CSAT', 'NPS'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/** SPEC 3 orderMode: placed in the app, or in a store or by phone. */
export const ORDER_MODES = ['online', 'offline'] as const;

/** SPEC 3 sections of the CSAT form, in the order the form shows them. */
export const FEEDBACK_SECTIONS = ['OVERALL', 'FOOD', 'DELIVERY', 'ORDERING', 'MONEY_VALUE', 'COMMENTS'] as const;
export type FeedbackSection = (typeof FEEDBACK_SECTIONS)[number];

/** SPEC 9: CSAT scale and NPS scale. */
export const CSAT_MIN = 1;
export const CSAT_MAX = 5;
export const NPS_MIN = 0;
export const NPS_MAX = 10;

/** SPEC 9: rating tags 1-5, named by level (Very Bad, Bad, Average, Good, Awesome). */
export const RATING_LEVELS = ['veryBad', 'bad', 'average', 'good', 'awesome'] as const;
export type RatingLevel = (typeof RATING_LEVELS)[number];

/** The level of a CSAT rating (1 = veryBad ... 5 = awesome). */
export const ratingLevelOf = (rating: number): RatingLevel =>
  RATING_LEVELS[Math.min(CSAT_MAX, Math.max(CSAT_MIN, rating)) - CSAT_MIN] ?? 'average';

/** The list with the tag added, or taken out when it was there (the form's tag chips). */
export const toggled = <T>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];

/** SPEC 9 tags: what the customer's experience of ordering was about (Payment, Offers, Location, Tracking Order, Menu, Other). */
export const FEEDBACK_TAGS = ['PAYMENT', 'OFFERS', 'LOCATION', 'TRACKING_ORDER', 'MENU', 'OTHER'] as const;
export type FeedbackTag = (typeof FEEDBACK_TAGS)[number];

/** What a delivery is rated on, each 1-5 (SPEC 3 deliveryRatings). */
export const DELIVERY_ASPECTS = ['ON_TIME', 'RIDER', 'PACKAGING'] as const;
export type DeliveryAspect = (typeof DELIVERY_ASPECTS)[number];

/** SPEC 9: a comment is 30-250 characters (the text area limit). */
export const COMMENT_MIN = 30;
export const COMMENT_MAX = 250;

/** SPEC 9: a message such as the thank-you alert shows for 4 seconds. */
export const FEEDBACK_MESSAGE_MS = 4_000;

/** Why a draft is refused; the form and the server word it from the `feedback` texts. */
export type FeedbackProblem = 'overallRequired' | 'npsRequired' | 'commentTooShort' | 'commentTooLong' | 'fieldRequired';

/** A food item's rating with the tags chosen for its level. */
export interface FoodRatingDraft {
  productId: number;
  rating: number | null;
  ratedTags: string[];
}

/** The form as the customer fills it; every rating null until chosen. */
export interface FeedbackDraft {
  type: FeedbackType;
  /** CSAT 1-5 or NPS 0-10. */
  overall: number | null;
  food: FoodRatingDraft[];
  delivery: number | null;
  deliveryRatings: Partial<Record<DeliveryAspect, number>>;
  ordering: number | null;
  tags: FeedbackTag[];
  valueForMoney: number | null;
  comment: string;
  raiseTicket: boolean;
}

export type FeedbackField = 'overall' | 'comment';
export type FeedbackErrors = Partial<Record<FeedbackField, FeedbackProblem>>;

const inRange = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max;

/** SPEC 5: a comment, when written, is 30-250 characters; a ticket needs one ('This field cannot be left empty'). */
export function validateComment(comment: string, required: boolean): FeedbackProblem | null {
  const length = comment.trim().length;
  if (length === 0) return required ? 'fieldRequired' : null;
  if (length < COMMENT_MIN) return 'commentTooShort';
  if (length > COMMENT_MAX) return 'commentTooLong';
  return null;
}

/** SPEC 5: the overall rating is required (CSAT 1-5, NPS 0-10); the comment follows validateComment. */
export function validateFeedbackDraft(draft: Pick<FeedbackDraft, 'type' | 'overall' | 'comment' | 'raiseTicket'>): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (draft.type === 'NPS') {
    if (draft.overall === null || !inRange(draft.overall, NPS_MIN, NPS_MAX)) errors.overall = 'npsRequired';
  } else if (draft.overall === null || !inRange(draft.overall, CSAT_MIN, CSAT_MAX)) errors.overall = 'overallRequired';
  const comment = validateComment(draft.comment, draft.raiseTicket);
  if (comment !== null) errors.comment = comment;
  return errors;
}

export const isFeedbackDraftValid = (draft: Parameters<typeof validateFeedbackDraft>[0]): boolean =>
  Object.keys(validateFeedbackDraft(draft)).length === 0;

/** An empty draft of the form for these items. */
export function emptyDraft(type: FeedbackType, productIds: readonly number[]): FeedbackDraft {
  return {
    type,
    overall: null,
    food: productIds.map((productId) => ({ productId, rating: null, ratedTags: [] })),
    delivery: null,
    deliveryRatings: {},
    ordering: null,
    tags: [],
    valueForMoney: null,
    comment: '',
    raiseTicket: false,
  };
}

/** SPEC 9 feedback variant: which form a device is asked with, from its client id's bucket (client id modulo 100, 70-99 is B). */
export const NPS_BUCKET_FROM = 70;
export const feedbackTypeOfBucket = (bucket: number): FeedbackType => (bucket >= NPS_BUCKET_FROM ? 'NPS' : 'CSAT');

/** SPEC 7: the header carrying the feedback variant on the confirm order batch and the feedback calls. */
export const FEEDBACK_VARIANT_HEADER = 'feedback_variant';

/** Where the customer came to the form from (SPEC 3 medium). */
export const FEEDBACK_MEDIA = ['LINK', 'TRACKING', 'LANDING', 'HISTORY'] as const;
export type FeedbackMedium = (typeof FEEDBACK_MEDIA)[number];

/** A ticket raised from a comment, as the support desk moves it. */
export const TICKET_STATES = ['OPEN', 'IN_PROGRESS', 'RESOLVED'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

/** The offline form (SPEC 3 offline payload): the order's number and mobile as on the bill, a rating, tags and a comment. */
export interface OfflineFeedbackForm {
  mobile: string;
  orderId: string;
  rating: number | null;
  comment: string;
  tags: FeedbackTag[];
}

export type OfflineFeedbackField = 'mobile' | 'orderId' | 'rating' | 'comment';

/** A field's message: a SPEC 5 feedback problem, or the SPEC 5 mobile rule a typed number breaks. */
export type OfflineFeedbackError = { problem: FeedbackProblem } | { mobileRule: NonNullable<ReturnType<typeof validateMobile>> };
export type OfflineFeedbackErrors = Partial<Record<OfflineFeedbackField, OfflineFeedbackError>>;

/** SPEC 5: mobile required for offline feedback ('This field cannot be left empty') and valid; the order number too; a rating; the comment rule. */
export function validateOfflineFeedback(form: OfflineFeedbackForm): OfflineFeedbackErrors {
  const errors: OfflineFeedbackErrors = {};
  if (form.mobile.trim() === '') errors.mobile = { problem: 'fieldRequired' };
  else {
    const mobileRule = validateMobile(form.mobile);
    if (mobileRule !== null) errors.mobile = { mobileRule };
  }
  if (form.orderId.trim() === '') errors.orderId = { problem: 'fieldRequired' };
  if (form.rating === null || !inRange(form.rating, CSAT_MIN, CSAT_MAX)) errors.rating = { problem: 'overallRequired' };
  const comment = validateComment(form.comment, false);
  if (comment !== null) errors.comment = { problem: comment };
  return errors;
}

export const isOfflineFeedbackValid = (form: OfflineFeedbackForm): boolean => Object.keys(validateOfflineFeedback(form)).length === 0;
