import { describe, expect, it } from 'vitest';
import { FEEDBACK_ERROR_CODES } from '@/contract/codes';
import { isFeedbackDraftValid } from '@/domain/feedback';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { feedbackMachine, selectLoginRoute, type FeedbackContext, type FeedbackSnapshot } from '@machines/feedback.machine';
import { networkFailure, serverError } from './fixtures';
import { COMMENT_40, LOADED_FORM, LOADED_WITH_DRAFT, OFFLINE_FEEDBACK, OPEN_ORDER, RATED_ORDER, STORED_FEEDBACK } from './feedbackFixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type StepCheck } from './harness';

const ALREADY_RATED = serverError(FEEDBACK_ERROR_CODES.alreadyRated, 'You have already rated this order', 409);

const events: ModelEvent<typeof feedbackMachine>[] = [
  { type: 'page.open', isLoggedIn: false, query: { orderId: OPEN_ORDER.orderId } },
  { type: 'page.open', isLoggedIn: true, query: { mode: 'offline' } },
  { type: 'page.open', isLoggedIn: true, query: { orderId: OPEN_ORDER.orderId, medium: 'TRACKING' } },
  { type: 'page.open', isLoggedIn: true, query: {} },
  { type: 'xstate.done.actor.saveQuery', output: undefined },
  { type: 'xstate.error.actor.saveQuery', error: new Error('IndexedDB is not available') },
  { type: 'xstate.done.actor.getHistory', output: [OPEN_ORDER, RATED_ORDER] },
  { type: 'xstate.done.actor.getHistory', output: [] },
  { type: 'xstate.error.actor.getHistory', error: networkFailure() },
  { type: 'orders.retry' },
  { type: 'orders.show' },
  { type: 'order.select', orderId: OPEN_ORDER.orderId },
  { type: 'order.select', orderId: RATED_ORDER.orderId },
  { type: 'order.select', orderId: 'someone-elses' },
  { type: 'offline.open' },
  { type: 'xstate.done.actor.loadForm', output: LOADED_FORM },
  { type: 'xstate.done.actor.loadForm', output: LOADED_WITH_DRAFT },
  { type: 'xstate.error.actor.loadForm', error: ALREADY_RATED },
  { type: 'xstate.error.actor.loadForm', error: networkFailure() },
  { type: 'form.retry' },
  { type: 'overall.rate', rating: 4 },
  { type: 'food.rate', productId: 101, rating: 5 },
  { type: 'food.tag', productId: 101, tag: 'PERFECT_CRUST' },
  { type: 'delivery.rate', rating: 4 },
  { type: 'aspect.rate', aspect: 'ON_TIME', rating: 5 },
  { type: 'ordering.rate', rating: 3 },
  { type: 'value.rate', rating: 4 },
  { type: 'tag.toggle', tag: 'TRACKING_ORDER' },
  { type: 'comment.change', value: 'Too short a comment.' },
  { type: 'comment.change', value: COMMENT_40 },
  { type: 'ticket.toggle' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.submitFeedback', output: STORED_FEEDBACK },
  { type: 'xstate.error.actor.submitFeedback', error: ALREADY_RATED },
  { type: 'xstate.error.actor.submitFeedback', error: networkFailure() },
  {
    type: 'xstate.error.actor.submitFeedback',
    error: serverError(FEEDBACK_ERROR_CODES.notRateable, 'This order can be rated once it is delivered, for up to 15 days.'),
  },
  { type: 'xstate.after.alertTime.feedback.submitted.thanking' },
  { type: 'xstate.after.editWindow.feedback.submitted.settled.change.open' },
  { type: 'tags.add', tags: ['MENU'] },
  { type: 'xstate.done.actor.addTags', output: { ...STORED_FEEDBACK, additionalTags: ['MENU'] } },
  { type: 'xstate.error.actor.addTags', error: networkFailure() },
  { type: 'feedback.edit' },
  { type: 'xstate.done.actor.offline', output: OFFLINE_FEEDBACK },
];

/** Many drafts act alike: what matters is whether it would pass, which messages show and what was stored. */
const abstractContext = (context: FeedbackContext) => ({
  orderId: context.orderId,
  medium: context.medium,
  orders: context.orders.length,
  form: context.form !== null,
  draft: context.draft === null ? null : { valid: isFeedbackDraftValid(context.draft), ticket: context.draft.raiseTicket },
  errors: Object.keys(context.errors).sort(),
  feedback: context.feedback?.orderMode ?? null,
  tags: context.feedback?.additionalTags.length ?? 0,
  error: context.error !== null,
});

function checkStep({ step, actor }: StepCheck): void {
  const snapshot = actor.getSnapshot() as FeedbackSnapshot;
  const { context } = snapshot;
  expect(selectLoginRoute(snapshot)).toBe(snapshot.matches('loginRequired') ? '/login?redirectUrl=%2Fuf' : null);
  if (snapshot.matches('filling') || snapshot.matches('submitting')) expect(context.draft).not.toBeNull();
  if (snapshot.matches('submitting')) expect(isFeedbackDraftValid(context.draft!)).toBe(true);
  if (snapshot.matches('submitted')) expect(context.feedback).not.toBeNull();
  if (snapshot.hasTag('error')) expect(context.error).not.toBeNull();
  // A refused submit shows the SPEC 5 messages and stays; nothing is sent.
  if (step.event.type === 'form.submit' && snapshot.matches('filling')) expect(Object.keys(context.errors).length).toBeGreaterThan(0);
  if (step.event.type === 'xstate.done.actor.loadForm' && 'output' in step.event && step.event.output === LOADED_WITH_DRAFT) {
    expect(context.draft?.overall).toBe(5);
  }
}

describe('feedback machine model', () => {
  it('walks every state and transition: login, select order, the form, submit, the alert, tags, change, offline', async () => {
    const result = await runModel({
      name: 'feedback',
      machine: feedbackMachine,
      input: { variant: 'CSAT', mobile: '9876543210' },
      events,
      abstractContext,
      onStep: checkStep,
      maxStates: 50_000,
      maxPaths: 5_000,
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('feedback: 23/23 states, 47/47 transitions');
    expect(stateNodesOf(feedbackMachine)).toHaveLength(23);
    expect(transitionsOf(feedbackMachine)).toHaveLength(47);
  });
});
