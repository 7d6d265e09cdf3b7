import { describe, expect, it } from 'vitest';
import { validateMobile } from '@/domain/validation';
import { guestContactMachine } from '@machines/guestContact.machine';
import { coverageLine, reportCoverage, runModel } from './harness';

describe('guest contact machine model', () => {
  it('walks every state and transition of the real machine', async () => {
    const result = await runModel({
      name: 'guestContact',
      machine: guestContactMachine,
      events: [{ type: 'mobile.change', value: '98765' }, { type: 'mobile.change', value: '9876543210' }, { type: 'mobile.confirm' }],
      onStep: ({ step }) => {
        // The message is the SPEC 5 rule the typed number breaks.
        if (step.state.matches('invalid')) expect(step.state.context.error).toEqual({ problem: validateMobile(step.state.context.mobile) });
        if (step.state.matches('confirmed')) expect(step.state.context.mobile).toBe('9876543210');
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('guestContact: 3/3 states, 6/6 transitions');
  });
});
