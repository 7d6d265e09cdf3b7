import { describe, expect, it } from 'vitest';
import { loyaltyOfferMachine, selectEnrolment } from '@machines/loyaltyOffer.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';
import { CARD_CODE, loyaltyInfo, NOT_ELIGIBLE } from './loyaltyFixtures';

describe('loyalty offer machine model', () => {
  it('walks every state and transition; the order carries the card code only while joining is on', async () => {
    const result = await runModel({
      name: 'loyaltyOffer',
      machine: loyaltyOfferMachine,
      events: [
        { type: 'offer.check' },
        { type: 'join.toggle' },
        { type: 'offer.refused' },
        { type: 'xstate.done.actor.getLoyaltyInfo', output: loyaltyInfo('NEW') },
        { type: 'xstate.done.actor.getLoyaltyInfo', output: loyaltyInfo('ENROLLED') },
        { type: 'xstate.done.actor.getLoyaltyInfo', output: NOT_ELIGIBLE },
        { type: 'xstate.error.actor.getLoyaltyInfo', error: networkFailure() },
      ],
      onStep: ({ step }) => {
        const joining = step.state.matches({ offered: 'joining' });
        expect(selectEnrolment(step.state as never)).toEqual(joining ? { loyaltyCardCode: CARD_CODE } : null);
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('loyaltyOffer: 6/6 states, 7/7 transitions');
  });
});
