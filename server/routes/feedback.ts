/**
 * Feedback after the order (SPEC 7 feedback categories, template, history, submit, update, additional tags; the
 * offline payload; the invitation). SPEC 5: feedback requires login, so a guest's token answers 401; a customer reaches
 * only their own orders and feedback (another's answers 404). The SPEC 7 feedback variant header picks the form (NPS
 * or CSAT): the template's, and the only type a submit may have; it is kept with the feedback. Offline lookups (an order
 * number and a mobile) are limited per address and per customer.
 */
import { Hono, type Context } from 'hono';
import { ENDPOINTS as E } from '@/contract/endpoints';
import { FEEDBACK_TYPES, FEEDBACK_VARIANT_HEADER, type FeedbackType } from '@/domain/feedback';
import type { Database } from '../db/client';
import { requireAuth, requireLogin } from '../http/auth';
import { errorResponse } from '../http/errors';
import { limitPerAddress, limitPerUser, type RouteLimit } from '../http/rateLimit';
import { validated } from '../http/validate';
import type { Clock } from '../services/clock';
import {
  addFeedbackTags,
  claimInvitation,
  feedbackCategories,
  feedbackHistory,
  feedbackTemplate,
  submitFeedback,
  submitOfflineFeedback,
  updateFeedback,
  typeOfVariant,
  type Outcome,
} from '../services/feedback/feedback';
import type { TokenService } from '../services/tokens';
import { routePath } from './account';

export interface FeedbackOptions {
  db: Database;
  tokens: TokenService;
  clock: Clock;
  /** env TIME_SCALE: the support desk's clock. */
  timeScale: number;
  /** Offline feedback lookups per client address: guessing order numbers and mobiles stays slow. */
  offlineLimit: RouteLimit;
}

/** The SPEC 7 feedback variant header's form (kept with the feedback); null without a known one. */
function variantOf(c: Context): FeedbackType | null {
  const header = c.req.header(FEEDBACK_VARIANT_HEADER) ?? '';
  return FEEDBACK_TYPES.find((type) => type === header) ?? null;
}

function answer<T>(c: Context, outcome: Outcome<T>, status: 200 | 201 = 200): Response {
  return outcome.ok ? c.json(outcome.value as object, status) : errorResponse(c, outcome.status, outcome.error);
}

export function feedbackRoutes({ db, tokens, clock, timeScale, offlineLimit }: FeedbackOptions): Hono {
  const loggedIn = [requireAuth(tokens), requireLogin()] as const;
  const offlineLookups = limitPerAddress({ ...offlineLimit, secret: tokens.secret, scope: 'offline-feedback' });
  const offlineLookupsByCustomer = limitPerUser({ ...offlineLimit, secret: tokens.secret, scope: 'offline-feedback-user' });
  const settings = { timeScale };
  const feedbackIdOf = (c: Context) => c.req.param('feedbackId') ?? '';
  return new Hono()
    .get(E.getFeedbackCategories.path, ...loggedIn, async (c) => c.json(await feedbackCategories(db)))
    .get(E.getFeedbackHistory.path, ...loggedIn, async (c) =>
      c.json({ orders: await feedbackHistory(db, c.get('userId'), clock(), settings) }),
    )
    .get(E.getFeedbackTemplate.path, ...loggedIn, validated('getFeedbackTemplate'), async (c) =>
      answer(c, await feedbackTemplate(db, c.get('userId'), c.get('query').orderId, typeOfVariant(variantOf(c)), clock(), settings)),
    )
    .post(
      E.submitOfflineFeedback.path,
      ...loggedIn,
      offlineLookups,
      offlineLookupsByCustomer,
      validated('submitOfflineFeedback'),
      async (c) => answer(c, await submitOfflineFeedback(db, c.get('userId'), c.get('body'), variantOf(c), clock(), settings), 201),
    )
    .post(E.claimFeedbackInvitation.path, ...loggedIn, validated('claimFeedbackInvitation'), async (c) =>
      c.json({ invitation: await claimInvitation(db, c.get('userId'), c.get('body').orderId, clock(), settings) }),
    )
    .post(E.submitFeedback.path, ...loggedIn, validated('submitFeedback'), async (c) =>
      answer(c, await submitFeedback(db, c.get('userId'), c.get('body'), variantOf(c), clock(), settings), 201),
    )
    .put(routePath(E.addFeedbackTags.path), ...loggedIn, validated('addFeedbackTags'), async (c) =>
      answer(c, await addFeedbackTags(db, c.get('userId'), feedbackIdOf(c), c.get('body').tags, clock(), settings)),
    )
    .put(routePath(E.updateFeedback.path), ...loggedIn, validated('updateFeedback'), async (c) =>
      answer(c, await updateFeedback(db, c.get('userId'), feedbackIdOf(c), c.get('body'), clock(), settings)),
    );
}
