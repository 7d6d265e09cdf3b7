import { describe, expect, it } from 'vitest';
import { deliveryNoteMachine } from '@machines/deliveryNote.machine';
import { coverageLine, reportCoverage, runModel } from './harness';

describe('delivery note machine model', () => {
  it('walks every state and transition of the real machine', async () => {
    const result = await runModel({
      name: 'deliveryNote',
      machine: deliveryNoteMachine,
      events: [{ type: 'instructions.change', value: 'Ring twice' }, { type: 'zeroContact.toggle' }],
      onStep: ({ step }) => {
        if (step.event.type === 'instructions.change') expect(step.state.context.instructions).toBe('Ring twice');
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('deliveryNote: 1/1 states, 2/2 transitions');
  });
});
