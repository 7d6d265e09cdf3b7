import { describe, expect, it } from 'vitest';
import { storeMachine, type StoredSelection } from '@machines/store.machine';
import type { SelectedStore } from '@/domain/store';
import { coverageLine, reportCoverage, runModel } from './harness';

const storeAt = (storeId: string): SelectedStore => ({
  storeId,
  childStoreId: storeId,
  deliveryType: 'D',
  location: { latitude: 12.93, longitude: 77.62, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
});
const kept: StoredSelection = { selected: storeAt('66201'), recentStoreIds: ['66201'] };
const nothingKept: StoredSelection = { selected: null, recentStoreIds: [] };

describe('store machine model', () => {
  it('walks every state and transition of the real machine, the selection always the last one made or restored', async () => {
    const result = await runModel({
      name: 'store',
      machine: storeMachine,
      events: [
        { type: 'xstate.done.actor.loadSelection', output: kept },
        { type: 'xstate.done.actor.loadSelection', output: nothingKept },
        { type: 'xstate.error.actor.loadSelection', error: new Error('IndexedDB unavailable') },
        { type: 'store.selected', store: storeAt('66202') },
        { type: 'xstate.done.actor.saveSelection', output: undefined },
        { type: 'xstate.error.actor.saveSelection', error: new Error('quota exceeded') },
      ],
      onStep: ({ step, path, index }) => {
        const { context } = step.state;
        const selectedEvents = path.steps.slice(0, index + 1).filter((taken) => taken.event.type === 'store.selected');
        const restoreStep = path.steps[1]?.event as { type: string; output?: StoredSelection } | undefined;
        const restored = restoreStep?.type === 'xstate.done.actor.loadSelection' ? (restoreStep.output ?? null) : null;
        const expected = selectedEvents.length > 0 ? storeAt('66202') : (restored?.selected ?? null);
        if (index > 0) expect(context.selected).toEqual(expected);
        expect(step.state.hasTag('busy')).toBe(step.state.matches('restoring') || step.state.matches({ ready: 'saving' }));
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('store: 6/6 states, 6/6 transitions');
  });
});
