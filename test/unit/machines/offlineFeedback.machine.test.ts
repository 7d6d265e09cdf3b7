import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { FEEDBACK_ERROR_CODES } from '@/contract/codes';
import type { FeedbackResponse, OfflineFeedbackBody } from '@/contract/feedback';
import type { FeedbackType } from '@/domain/feedback';
import {
  offlineFeedbackMachine,
  selectFormMessage,
  selectIsOfflineRated,
  selectMobileMessage,
  selectOfflineErrors,
} from '@machines/offlineFeedback.machine';
import { networkFailure, serverError } from '../../model/fixtures';
import { COMMENT_40, OFFLINE_FEEDBACK } from '../../model/feedbackFixtures';

const NOT_MATCHED = 'This mobile number does not match the one this order was placed with.';

function start(answers: Array<FeedbackResponse | Error>, mobile = '') {
  const bodies: OfflineFeedbackBody[] = [];
  const actor = createActor(
    offlineFeedbackMachine.provide({
      actors: {
        submitOffline: fromPromise<FeedbackResponse, { body: OfflineFeedbackBody; variant: FeedbackType }>(async ({ input }) => {
          bodies.push(input.body);
          const answer = answers[bodies.length - 1] ?? OFFLINE_FEEDBACK;
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
    { input: { mobile, variant: 'CSAT' } },
  );
  actor.start();
  return { actor, bodies };
}

function fill(actor: ReturnType<typeof start>['actor'], mobile: string) {
  actor.send({ type: 'form.change', field: 'mobile', value: mobile });
  actor.send({ type: 'form.change', field: 'orderId', value: ' ST66001-1001 ' });
  actor.send({ type: 'rating.set', rating: 4 });
  actor.send({ type: 'tag.toggle', tag: 'MENU' });
  actor.send({ type: 'form.change', field: 'comment', value: COMMENT_40 });
}

describe('offline feedback machine', () => {
  it('refuses a blank form with the SPEC 5 messages: the mobile and order number required, a rating', () => {
    const { actor, bodies } = start([]);
    actor.send({ type: 'form.submit' });
    expect(selectOfflineErrors(actor.getSnapshot())).toEqual({
      mobile: { problem: 'fieldRequired' },
      orderId: { problem: 'fieldRequired' },
      rating: { problem: 'overallRequired' },
    });
    actor.send({ type: 'form.change', field: 'mobile', value: '0123' });
    actor.send({ type: 'form.submit' });
    expect(selectOfflineErrors(actor.getSnapshot()).mobile).toEqual({ mobileRule: 'mobileLeadingZero' });
    expect(bodies).toEqual([]);
  });

  it("shows the server's MOBILE_NOT_MATCHED message on the mobile field until the number changes, then sends the offline payload", async () => {
    const { actor, bodies } = start([serverError(FEEDBACK_ERROR_CODES.mobileNotMatched, NOT_MATCHED)]);
    fill(actor, '9123456789');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing') && selectMobileMessage(snapshot) !== null);
    expect(selectMobileMessage(actor.getSnapshot())).toBe(NOT_MATCHED);
    actor.send({ type: 'form.change', field: 'mobile', value: '9876500011' });
    expect(selectMobileMessage(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toEqual(OFFLINE_FEEDBACK);
    expect(bodies[1]).toEqual({
      mobileNo: '9876500011',
      feedback: { comment: COMMENT_40, orderId: 'ST66001-1001', rating: 4, tags: ['MENU'] },
    });
  });

  it('says an order rated already so, and words any other refusal on the form', async () => {
    const { actor } = start([serverError(FEEDBACK_ERROR_CODES.alreadyRated, 'You have already rated this order', 409), networkFailure()]);
    fill(actor, '9876500011');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => selectIsOfflineRated(snapshot));
    actor.send({ type: 'form.change', field: 'orderId', value: 'ST66001-1002' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => selectFormMessage(snapshot) !== null);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});
