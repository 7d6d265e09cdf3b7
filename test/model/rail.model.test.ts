import { describe, expect, it } from 'vitest';
import { railMachine, type RailSnapshot } from '@machines/rail.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';
import { JOURNEY, PNR, PNR_CANCELLED } from './railFixtures';

const events: ModelEvent<typeof railMachine>[] = [
  { type: 'pnr.change', value: '' },
  { type: 'pnr.change', value: '12345' },
  { type: 'pnr.change', value: PNR },
  { type: 'pnr.submit' },
  { type: 'xstate.done.actor.getPnrStatus', output: JOURNEY },
  { type: 'xstate.done.actor.getPnrStatus', output: PNR_CANCELLED },
  { type: 'xstate.error.actor.getPnrStatus', error: networkFailure() },
  { type: 'terms.change', accepted: true },
  { type: 'terms.change', accepted: false },
  { type: 'journey.continue' },
];

describe('rail machine model', () => {
  it('walks every state and transition: SPEC 5 PNR rule, lookup (journey, refusal, no answer), terms, continue', async () => {
    const result = await runModel({
      name: 'rail',
      machine: railMachine,
      events,
      unreachable: Object.fromEntries(
        ['refused', 'lookupFailed', 'journey'].map((state) => [
          `rail.${state} · pnr.submit`,
          'a PNR that was looked up is valid, and changing it leaves for editing',
        ]),
      ),
      onStep: ({ step, emitted }) => {
        const state = step.state as unknown as RailSnapshot;
        const { pnr, problem, journey, refusal } = state.context;
        // SPEC 5: only a 10-digit PNR is looked up; any other submit shows 'Valid PNR Number is Mandatory'.
        if (state.matches('lookingUp')) expect(pnr).toBe(PNR);
        if (step.event.type === 'pnr.submit') expect(problem).toBe(pnr === PNR ? null : 'pnrInvalid');
        expect(journey !== null).toBe(state.matches('journey') || state.matches('continuing'));
        expect(refusal !== null).toBe(state.matches('refused'));
        // SPEC 5: Continue without the terms says so and goes nowhere.
        expect(state.hasTag('termsMissing')).toBe(state.matches({ journey: 'termsRefused' }));
        expect(emitted).toEqual(
          step.event.type === 'journey.continue' && state.matches('continuing')
            ? [{ type: 'navigation.requested', to: `/irctcStation?pnr=${PNR}` }]
            : [],
        );
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('rail: 9/9 states, 13/13 transitions (3 listed unreachable)');
  });
});
