import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { doorstepMachine, selectDoorstep, selectErrors, selectIsAsking, type DoorstepSnapshot } from '@machines/doorstep.machine';
import type { DoorstepTarget } from '@machines/shared/doorsteps';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';
import { storeActorWith } from '../support/storeActor';

const TARGET: DoorstepTarget = {
  point: { latitude: 28.6129, longitude: 77.2295 },
  address: 'India Gate, New Delhi 110001',
  remembered: null,
};
const HOUSE_NO = 'Flat 4B';

const EVENTS: readonly ModelEvent<typeof doorstepMachine>[] = [
  { type: 'xstate.done.actor.readTarget', output: TARGET },
  { type: 'xstate.done.actor.readTarget', output: null },
  { type: 'xstate.error.actor.readTarget', error: new Error('IndexedDB is not available') },
  { type: 'doorstep.confirm' },
  { type: 'doorstep.check' },
  { type: 'doorstep.change', field: 'houseNo', value: HOUSE_NO },
  { type: 'doorstep.change', field: 'houseNo', value: '' },
];

describe('doorstep machine model', () => {
  it('walks every state and transition: a confirm goes through only with a house number or when none is needed', async () => {
    const result = await runModel({
      name: 'doorstep',
      machine: doorstepMachine,
      input: { storeActor: storeActorWith() },
      events: EVENTS,
      onStep: ({ step, emitted }) => {
        const state = step.state as AnyMachineSnapshot as DoorstepSnapshot;
        expect(selectIsAsking(state)).toBe(state.matches('asking'));
        // Messages show only after a refused confirm, and follow the typing there (a valid house number clears them).
        const hasMessages = Object.keys(selectErrors(state)).length > 0;
        if (hasMessages) expect(state.matches({ asking: 'refused' })).toBe(true);
        if (state.matches({ asking: 'refused' })) expect(hasMessages).toBe(state.context.houseNo.trim() === '');
        if (state.matches('notNeeded')) expect(selectDoorstep(state)).toBeNull();
        if (state.matches('asking')) expect(selectDoorstep(state)?.houseNo).toBe(state.context.houseNo.trim());
        if (emitted.some((event) => event.type === 'doorstep.confirmed')) {
          expect(state.matches('notNeeded') || (state.matches({ asking: 'editing' }) && state.context.houseNo === HOUSE_NO)).toBe(true);
        }
        // A check never places the order, and an incomplete address is refused with its messages.
        if (step.event.type === 'doorstep.check') {
          expect(emitted).toEqual([]);
          if (state.context.houseNo.trim() === '') expect(state.matches({ asking: 'refused' })).toBe(true);
        }
      },
    });
    reportCoverage(result);
    expect(result.missing).toEqual({ states: [], transitions: [] });
    expect(coverageLine(result)).toBe('doorstep: 7/7 states, 10/10 transitions');
  });
});
