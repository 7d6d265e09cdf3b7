import { describe, expect, it } from 'vitest';
import { freePizzaMachine } from '@machines/freePizza.machine';
import { networkFailure } from './fixtures';
import { LOYALTY_MENU } from './freePizzaFixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';

const events: ModelEvent<typeof freePizzaMachine>[] = [
  { type: 'free.load', storeId: '66001', customerId: 'user-42' },
  { type: 'free.load', storeId: '66001', customerId: null },
  { type: 'cart.counted', freeInCart: 1 },
  { type: 'free.add', productId: 101 },
  { type: 'xstate.done.actor.getLoyaltyMenu', output: LOYALTY_MENU },
  { type: 'xstate.error.actor.getLoyaltyMenu', error: networkFailure() },
];

describe('free pizza machine model', () => {
  it('walks every state and transition from a guest and from a logged-in customer', async () => {
    const member = await runModel({
      name: 'freePizza (member)',
      machine: freePizzaMachine,
      input: { storeId: '66001', customerId: 'user-42', freeInCart: 0 },
      events,
    });
    const guest = await runModel({
      name: 'freePizza (guest)',
      machine: freePizzaMachine,
      input: { storeId: '66001', customerId: null },
      events,
    });
    reportCoverage(member);
    reportCoverage(guest);
    expect(coverageLine(member)).toBe('freePizza (member): 5/5 states, 7/7 transitions');
    expect(coverageLine(guest)).toBe('freePizza (guest): 5/5 states, 7/7 transitions');
  });
});
