import { describe, expect, it } from 'vitest';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { cartWidgetMachine, selectWidgets, type CartWidgetSnapshot } from '@machines/cartWidget.machine';
import { DELIVERY_WIDGETS, NO_WIDGETS } from './contentFixtures';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type StepCheck } from './harness';

const events: ModelEvent<typeof cartWidgetMachine>[] = [
  { type: 'xstate.done.actor.getCmsWidgets', output: DELIVERY_WIDGETS },
  { type: 'xstate.done.actor.getCmsWidgets', output: NO_WIDGETS },
  { type: 'xstate.error.actor.getCmsWidgets', error: networkFailure() },
  { type: 'widgets.retry' },
];

/** Notes show only once loaded with some; nothing is emitted. */
function checkStep({ actor, emitted }: StepCheck): void {
  const snapshot = actor.getSnapshot() as CartWidgetSnapshot;
  expect(emitted).toEqual([]);
  expect(selectWidgets(snapshot)).toEqual(snapshot.matches('shown') ? DELIVERY_WIDGETS.widgets : []);
}

describe('cartWidget machine model', () => {
  it('walks every state and transition: loading, shown, empty, failed and retry', async () => {
    const result = await runModel({
      name: 'cartWidget',
      machine: cartWidgetMachine,
      input: { deliveryType: 'D', language: 'en' },
      events,
      onStep: checkStep,
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('cartWidget: 4/4 states, 4/4 transitions');
    expect(stateNodesOf(cartWidgetMachine)).toHaveLength(4);
    expect(transitionsOf(cartWidgetMachine)).toHaveLength(4);
  });
});
