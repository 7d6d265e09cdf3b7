import { describe, expect, it } from 'vitest';
import { FEEDBACK_ERROR_CODES } from '@/contract/codes';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { offlineFeedbackMachine, type OfflineFeedbackSnapshot } from '@machines/offlineFeedback.machine';
import { networkFailure, serverError } from './fixtures';
import { COMMENT_40, OFFLINE_FEEDBACK } from './feedbackFixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type StepCheck } from './harness';

const NOT_MATCHED = 'This mobile number does not match the one this order was placed with.';

const events: ModelEvent<typeof offlineFeedbackMachine>[] = [
  { type: 'form.change', field: 'orderId', value: 'ST66001-1001' },
  { type: 'form.change', field: 'mobile', value: '' },
  { type: 'form.change', field: 'mobile', value: '9876500011' },
  { type: 'form.change', field: 'comment', value: COMMENT_40 },
  { type: 'rating.set', rating: 4 },
  { type: 'tag.toggle', tag: 'MENU' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.submitOffline', output: OFFLINE_FEEDBACK },
  { type: 'xstate.error.actor.submitOffline', error: serverError(FEEDBACK_ERROR_CODES.mobileNotMatched, NOT_MATCHED) },
  {
    type: 'xstate.error.actor.submitOffline',
    error: serverError(FEEDBACK_ERROR_CODES.alreadyRated, 'You have already rated this order', 409),
  },
  { type: 'xstate.error.actor.submitOffline', error: networkFailure() },
];

function checkStep({ step, actor }: StepCheck): void {
  const snapshot = actor.getSnapshot() as OfflineFeedbackSnapshot;
  const { context } = snapshot;
  if (step.event.type === 'xstate.error.actor.submitOffline' && snapshot.matches('editing')) {
    // MOBILE_NOT_MATCHED shows the server's words on the mobile field; anything else on the form.
    expect(context.mobileMessage ?? context.formMessage).not.toBeNull();
  }
  if (snapshot.matches('sent')) expect(snapshot.output).toEqual(OFFLINE_FEEDBACK);
  if (step.event.type === 'form.submit' && snapshot.matches('editing')) expect(Object.keys(context.errors).length).toBeGreaterThan(0);
}

describe('offline feedback machine model', () => {
  it('walks every state and transition: SPEC 5 messages, MOBILE_NOT_MATCHED on the field, already rated, sent', async () => {
    const result = await runModel({
      name: 'offlineFeedback',
      machine: offlineFeedbackMachine,
      input: { mobile: '', variant: 'CSAT' },
      events,
      onStep: checkStep,
      maxStates: 20_000,
      maxPaths: 3_000,
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('offlineFeedback: 4/4 states, 10/10 transitions');
    expect(stateNodesOf(offlineFeedbackMachine)).toHaveLength(4);
    expect(transitionsOf(offlineFeedbackMachine)).toHaveLength(10);
  });
});
