import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { FEEDBACK_ERROR_CODES } from '@/contract/codes';
import type { FeedbackOrder, FeedbackResponse, SubmitFeedbackBody } from '@/contract/feedback';
import { FEEDBACK_MESSAGE_MS, type FeedbackTag, type FeedbackType } from '@/domain/feedback';
import {
  feedbackMachine,
  selectCanEdit,
  selectDraft,
  selectErrors,
  selectLoginRoute,
  selectRefusal,
  selectShowsAlert,
  selectStep,
  type FeedbackQuery,
  type LoadedForm,
  type StoredDraft,
} from '@machines/feedback.machine';
import { networkFailure, serverError } from '../../model/fixtures';
import { COMMENT_40, LOADED_FORM, LOADED_WITH_DRAFT, OPEN_ORDER, RATED_ORDER, STORED_FEEDBACK } from '../../model/feedbackFixtures';

interface Calls {
  savedQuery: FeedbackQuery[];
  forms: string[];
  drafts: StoredDraft[];
  submits: { body: SubmitFeedbackBody; feedbackId: string | null; variant: FeedbackType }[];
  tags: FeedbackTag[][];
}

interface Answers {
  orders?: FeedbackOrder[];
  form?: LoadedForm | Error;
  submit?: Array<FeedbackResponse | Error>;
}

function start(answers: Answers = {}, variant: FeedbackType = 'CSAT') {
  const calls: Calls = { savedQuery: [], forms: [], drafts: [], submits: [], tags: [] };
  const clock = new SimulatedClock();
  const actor = createActor(
    feedbackMachine.provide({
      actors: {
        saveQuery: fromPromise<void, FeedbackQuery>(async ({ input }) => {
          calls.savedQuery.push(input);
        }),
        getHistory: fromPromise<FeedbackOrder[], { variant: FeedbackType }>(async () => answers.orders ?? [OPEN_ORDER, RATED_ORDER]),
        loadForm: fromPromise<LoadedForm, { orderId: string; variant: FeedbackType }>(async ({ input }) => {
          calls.forms.push(input.orderId);
          const form = answers.form ?? LOADED_FORM;
          if (form instanceof Error) throw form;
          return form;
        }),
        saveDraft: fromPromise<void, StoredDraft>(async ({ input }) => {
          calls.drafts.push(input);
        }),
        submitFeedback: fromPromise<FeedbackResponse, { body: SubmitFeedbackBody; feedbackId: string | null; variant: FeedbackType }>(
          async ({ input }) => {
            calls.submits.push(input);
            const answer = answers.submit?.[calls.submits.length - 1] ?? STORED_FEEDBACK;
            if (answer instanceof Error) throw answer;
            return answer;
          },
        ),
        addTags: fromPromise<FeedbackResponse, { feedbackId: string; tags: FeedbackTag[]; variant: FeedbackType }>(async ({ input }) => {
          calls.tags.push(input.tags);
          return { ...STORED_FEEDBACK, additionalTags: input.tags };
        }),
      },
    }),
    { input: { variant, mobile: '9876543210' }, clock },
  );
  actor.start();
  return { actor, calls, clock };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('feedback machine', () => {
  it("saves a guest's query and sends them to log in, back to /uf (SPEC 5 feedback requires login)", async () => {
    const { actor, calls } = start();
    actor.send({ type: 'page.open', isLoggedIn: false, query: { orderId: 'order-1', medium: 'TRACKING' } });
    await waitFor(actor, (snapshot) => snapshot.matches('loginRequired'));
    expect(calls.savedQuery).toEqual([{ orderId: 'order-1', medium: 'TRACKING' }]);
    expect(selectLoginRoute(actor.getSnapshot())).toBe('/login?redirectUrl=%2Fuf');
    expect(selectStep(actor.getSnapshot())).toBe('login');
  });

  it('lists the delivered orders; a rated one says so, an open one opens its form', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'page.open', isLoggedIn: true, query: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('selectingOrder'));
    expect(selectStep(actor.getSnapshot())).toBe('selectOrder');
    actor.send({ type: 'order.select', orderId: RATED_ORDER.orderId });
    expect(actor.getSnapshot().matches('alreadyRated')).toBe(true);
    expect(calls.forms).toEqual([]);
    actor.send({ type: 'orders.show' });
    await waitFor(actor, (snapshot) => snapshot.matches('selectingOrder'));
    actor.send({ type: 'order.select', orderId: 'not-listed' });
    expect(actor.getSnapshot().matches('selectingOrder')).toBe(true);
    actor.send({ type: 'order.select', orderId: OPEN_ORDER.orderId });
    await waitFor(actor, (snapshot) => snapshot.matches('filling'));
    expect(calls.forms).toEqual([OPEN_ORDER.orderId]);
    expect(selectStep(actor.getSnapshot())).toBe('submitFeedback');
  });

  it('says an order the link names is rated already when the template answers so', async () => {
    const { actor } = start({ form: serverError(FEEDBACK_ERROR_CODES.alreadyRated, 'You have already rated this order', 409) });
    actor.send({ type: 'page.open', isLoggedIn: true, query: { orderId: OPEN_ORDER.orderId } });
    await waitFor(actor, (snapshot) => snapshot.matches('alreadyRated'));
  });

  it('starts from the draft kept on the device for the same order and form', async () => {
    const { actor } = start({ form: LOADED_WITH_DRAFT });
    actor.send({ type: 'page.open', isLoggedIn: true, query: { orderId: OPEN_ORDER.orderId } });
    await waitFor(actor, (snapshot) => snapshot.matches('filling'));
    expect(selectDraft(actor.getSnapshot())?.overall).toBe(5);
  });

  it('ignores a kept draft of the other form type', async () => {
    const { actor } = start({ form: { ...LOADED_WITH_DRAFT, template: { ...LOADED_WITH_DRAFT.template, type: 'NPS' } } }, 'NPS');
    actor.send({ type: 'page.open', isLoggedIn: true, query: { orderId: OPEN_ORDER.orderId } });
    await waitFor(actor, (snapshot) => snapshot.matches('filling'));
    expect(selectDraft(actor.getSnapshot())).toMatchObject({ type: 'NPS', overall: null, comment: '' });
  });

  it('refuses a submit without the overall rating or with a short comment, clearing each message as it is fixed', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'page.open', isLoggedIn: true, query: { orderId: OPEN_ORDER.orderId } });
    await waitFor(actor, (snapshot) => snapshot.matches('filling'));
    actor.send({ type: 'comment.change', value: 'Too short a comment.' });
    actor.send({ type: 'form.submit' });
    expect(selectErrors(actor.getSnapshot())).toEqual({ overall: 'overallRequired', comment: 'commentTooShort' });
    actor.send({ type: 'overall.rate', rating: 4 });
    expect(selectErrors(actor.getSnapshot())).toEqual({ comment: 'commentTooShort' });
    actor.send({ type: 'comment.change', value: COMMENT_40 });
    expect(selectErrors(actor.getSnapshot())).toEqual({});
    expect(calls.submits).toEqual([]);
  });

  it('keeps each change on the device and drops food tags the new level does not offer', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'page.open', isLoggedIn: true, query: { orderId: OPEN_ORDER.orderId } });
    await waitFor(actor, (snapshot) => snapshot.matches('filling'));
    actor.send({ type: 'food.rate', productId: 101, rating: 5 });
    actor.send({ type: 'food.tag', productId: 101, tag: 'PERFECT_CRUST' });
    actor.send({ type: 'food.tag', productId: 101, tag: 'COLD' });
    expect(selectDraft(actor.getSnapshot())?.food[0]).toEqual({ productId: 101, rating: 5, ratedTags: ['PERFECT_CRUST'] });
    actor.send({ type: 'food.rate', productId: 101, rating: 4 });
    expect(selectDraft(actor.getSnapshot())?.food[0]?.ratedTags).toEqual([]);
    await flush();
    expect(calls.drafts).toHaveLength(4);
    expect(calls.drafts.at(-1)).toMatchObject({ orderId: OPEN_ORDER.orderId, draft: { food: [{ rating: 4 }, { rating: null }] } });
  });

  it('sends only the rated items and the trimmed comment, shows the alert for 4 seconds, then offers more tags and a change', async () => {
    const { actor, calls, clock } = start();
    actor.send({ type: 'page.open', isLoggedIn: true, query: { orderId: OPEN_ORDER.orderId, medium: 'TRACKING' } });
    await waitFor(actor, (snapshot) => snapshot.matches('filling'));
    actor.send({ type: 'overall.rate', rating: 4 });
    actor.send({ type: 'food.rate', productId: 702, rating: 2 });
    actor.send({ type: 'aspect.rate', aspect: 'RIDER', rating: 5 });
    actor.send({ type: 'comment.change', value: `  ${COMMENT_40}  ` });
    actor.send({ type: 'ticket.toggle' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(calls.submits[0]).toEqual({
      feedbackId: null,
      variant: 'CSAT',
      body: {
        orderId: OPEN_ORDER.orderId,
        type: 'CSAT',
        overall: { rating: 4 },
        food: [{ productId: 702, rating: 2, ratedTags: [] }],
        delivery: null,
        deliveryRatings: [{ aspect: 'RIDER', rating: 5 }],
        ordering: null,
        tags: [],
        valueForMoney: null,
        comments: { comment: COMMENT_40, raiseTicket: true },
        medium: 'TRACKING',
      },
    });
    expect(selectShowsAlert(actor.getSnapshot())).toBe(true);
    clock.increment(FEEDBACK_MESSAGE_MS - 1);
    expect(selectShowsAlert(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(selectShowsAlert(actor.getSnapshot())).toBe(false);

    actor.send({ type: 'tags.add', tags: ['MENU'] });
    await waitFor(
      actor,
      (snapshot) =>
        snapshot.matches({ submitted: { settled: { moreTags: 'idle' } } }) && snapshot.context.feedback?.additionalTags.length === 1,
    );
    expect(calls.tags).toEqual([['MENU']]);

    expect(selectCanEdit(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'feedback.edit' });
    actor.send({ type: 'overall.rate', rating: 2 });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    expect(calls.submits[1]).toMatchObject({ feedbackId: STORED_FEEDBACK.feedbackId, body: { overall: { rating: 2 } } });
  });

  it("offers a change only while the server's edit window lasts", async () => {
    const { actor, clock } = start({ submit: [{ ...STORED_FEEDBACK, editableForMs: FEEDBACK_MESSAGE_MS + 60_000 }] });
    actor.send({ type: 'page.open', isLoggedIn: true, query: { orderId: OPEN_ORDER.orderId } });
    await waitFor(actor, (snapshot) => snapshot.matches('filling'));
    actor.send({ type: 'overall.rate', rating: 5 });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    clock.increment(FEEDBACK_MESSAGE_MS);
    clock.increment(59_999);
    expect(selectCanEdit(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    expect(selectCanEdit(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'feedback.edit' });
    expect(actor.getSnapshot().matches('submitted')).toBe(true);
  });

  it("shows the server's words when it refuses the feedback, instead of a silent retry", async () => {
    const refusal = serverError(FEEDBACK_ERROR_CODES.notRateable, 'This order can be rated once it is delivered, for up to 15 days.');
    const { actor } = start({ submit: [refusal] });
    actor.send({ type: 'page.open', isLoggedIn: true, query: { orderId: OPEN_ORDER.orderId } });
    await waitFor(actor, (snapshot) => snapshot.matches('filling'));
    actor.send({ type: 'overall.rate', rating: 5 });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('submitRefused'));
    expect(selectRefusal(actor.getSnapshot())).toBe(refusal.displayMsg);
  });

  it('stays on the form silently when a submit fails, the draft kept for a retry (SPEC 8)', async () => {
    const { actor, calls } = start({ submit: [networkFailure()] });
    actor.send({ type: 'page.open', isLoggedIn: true, query: { orderId: OPEN_ORDER.orderId } });
    await waitFor(actor, (snapshot) => snapshot.matches('filling'));
    actor.send({ type: 'overall.rate', rating: 5 });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => calls.submits.length === 1 && snapshot.matches('filling'));
    expect(selectErrors(actor.getSnapshot())).toEqual({});
    expect(selectDraft(actor.getSnapshot())?.overall).toBe(5);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
  });

  it('opens the offline form from the link or the order list', async () => {
    const { actor } = start({ orders: [] });
    actor.send({ type: 'page.open', isLoggedIn: true, query: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('noOrders'));
    actor.send({ type: 'offline.open' });
    expect(actor.getSnapshot().matches('offline')).toBe(true);
    expect(actor.getSnapshot().children.offline?.getSnapshot().context.form.mobile).toBe('9876543210');

    const other = start();
    other.actor.send({ type: 'page.open', isLoggedIn: true, query: { mode: 'offline' } });
    expect(other.actor.getSnapshot().matches('offline')).toBe(true);
  });
});
