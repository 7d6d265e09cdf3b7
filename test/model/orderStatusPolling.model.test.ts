import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { ORDER_SUCCESS_EVENT, orderStatusPollingMachine } from '@machines/orderStatusPolling.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelPath } from './harness';

/** Every 4 s for 8 s: polls at 0, 4 and 8 s. */
const INTERVAL = 4;
const TOTAL_TIME = 8;
const AFTER_INTERVAL = 'xstate.after.pollInterval.orderStatusPolling.waiting';
const DONE = 'xstate.done.actor.getOrderStatus';

function scheduledDelays(actor: AnyActorRef): number[] {
  return Object.values(actor.system.getSnapshot()._scheduledEvents).map((scheduled) => scheduled.delay);
}

function pollsIn(path: ModelPath, upTo: number): number {
  return 1 + path.steps.slice(0, upTo + 1).filter((step) => step.event.type === AFTER_INTERVAL).length;
}

describe('order status polling machine model', () => {
  it('walks every state and transition with the configured interval and total time', async () => {
    const result = await runModel({
      name: 'orderStatusPolling',
      machine: orderStatusPollingMachine,
      input: { orderTransactionId: 'txn-7', interval: INTERVAL, totalTime: TOTAL_TIME },
      events: [
        { type: AFTER_INTERVAL },
        { type: DONE, output: { status: 'WAIT' } },
        { type: DONE, output: { status: 'INPROCESS' } },
        { type: DONE, output: { status: 'SUCCESS' } },
        { type: DONE, output: { status: 'FAILED' } },
        { type: DONE, output: { status: 'UNKNOWN' } },
        { type: 'xstate.error.actor.getOrderStatus', error: networkFailure() },
      ],
      onStep: ({ step, index, path, actor, emitted }) => {
        const { state } = step;
        if (state.matches('waiting')) expect(scheduledDelays(actor)).toEqual([INTERVAL * 1000]);
        expect(pollsIn(path, index)).toBeLessThanOrEqual(3);
        if (state.matches('confirmed'))
          expect(emitted).toEqual([{ type: 'cart.cleared' }, { type: 'analytics.tracked', event: ORDER_SUCCESS_EVENT }]);
        if (state.matches('failed')) expect(emitted).toEqual([{ type: 'cart.cleared' }]);
        if (state.matches('unknown')) {
          expect(emitted).toEqual([{ type: 'cart.cleared' }]);
          // The total time ran out only after the third poll; before that only the server's UNKNOWN ends it.
          if (pollsIn(path, index) < 3) expect(step.event).toEqual({ type: DONE, output: { status: 'UNKNOWN' } });
        }
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('orderStatusPolling: 5/5 states, 8/8 transitions');
  });
});
