import { describe, expect, it } from 'vitest';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { feedbackInvitationMachine, selectInvitation, type FeedbackInvitationSnapshot } from '@machines/feedbackInvitation.machine';
import { networkFailure } from './fixtures';
import { OPEN_ORDER } from './feedbackFixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type StepCheck } from './harness';

const events: ModelEvent<typeof feedbackInvitationMachine>[] = [
  { type: 'xstate.done.actor.claimInvitation', output: OPEN_ORDER },
  { type: 'xstate.done.actor.claimInvitation', output: null },
  { type: 'xstate.error.actor.claimInvitation', error: networkFailure() },
  { type: 'invitation.dismiss' },
];

/** Only an invited order shows, linking to its form with the page as medium. */
function checkStep({ actor }: StepCheck): void {
  const snapshot = actor.getSnapshot() as FeedbackInvitationSnapshot;
  expect(selectInvitation(snapshot)).toEqual(
    snapshot.matches('invited') ? { order: OPEN_ORDER, route: `/uf?orderId=${OPEN_ORDER.orderId}&medium=TRACKING` } : null,
  );
}

describe('feedback invitation machine model', () => {
  it('walks every state and transition: asked, invited and dismissed, nothing due, a failed ask', async () => {
    const result = await runModel({
      name: 'feedbackInvitation',
      machine: feedbackInvitationMachine,
      input: { orderId: OPEN_ORDER.orderId, variant: 'CSAT', medium: 'TRACKING' },
      events,
      onStep: checkStep,
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('feedbackInvitation: 4/4 states, 4/4 transitions');
    expect(stateNodesOf(feedbackInvitationMachine)).toHaveLength(4);
    expect(transitionsOf(feedbackInvitationMachine)).toHaveLength(4);
  });
});
