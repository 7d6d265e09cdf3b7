import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FeedbackOrder } from '@/contract/feedback';
import type { FeedbackType } from '@/domain/feedback';
import { feedbackInvitationMachine, selectInvitation } from '@machines/feedbackInvitation.machine';
import { networkFailure } from '../../model/fixtures';
import { OPEN_ORDER } from '../../model/feedbackFixtures';

function start(answer: FeedbackOrder | null | Error, orderId: string | null = null) {
  const asked: Array<string | null> = [];
  const actor = createActor(
    feedbackInvitationMachine.provide({
      actors: {
        claimInvitation: fromPromise<FeedbackOrder | null, { orderId: string | null; variant: FeedbackType }>(async ({ input }) => {
          asked.push(input.orderId);
          if (answer instanceof Error) throw answer;
          return answer;
        }),
      },
    }),
    { input: { orderId, variant: 'CSAT', medium: 'LANDING' } },
  );
  actor.start();
  return { actor, asked };
}

describe('feedback invitation machine', () => {
  it('asks about the order the page shows and links to its form with the page as medium, until dismissed', async () => {
    const { actor, asked } = start(OPEN_ORDER, OPEN_ORDER.orderId);
    await waitFor(actor, (snapshot) => snapshot.matches('invited'));
    expect(asked).toEqual([OPEN_ORDER.orderId]);
    expect(selectInvitation(actor.getSnapshot())).toEqual({ order: OPEN_ORDER, route: `/uf?orderId=${OPEN_ORDER.orderId}&medium=LANDING` });
    actor.send({ type: 'invitation.dismiss' });
    expect(selectInvitation(actor.getSnapshot())).toBeNull();
  });

  it('shows nothing when no order is due, or when the ask fails', async () => {
    for (const answer of [null, networkFailure()]) {
      const { actor, asked } = start(answer);
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
      expect(asked).toEqual([null]);
      expect(selectInvitation(actor.getSnapshot())).toBeNull();
    }
  });
});
