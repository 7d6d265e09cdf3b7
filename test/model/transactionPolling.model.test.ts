import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { thankYouRoute } from '@/domain/navigation';
import { transactionPollingMachine } from '@machines/transactionPolling.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelPath } from './harness';

const PAYMENT_FAILED = { code: 'paymentFailed' } as const;
const ORDER_NOT_CONFIRMED = { code: 'orderNotConfirmed' } as const;

/** Server-given pollingData: every 3 s for 9 s, so exactly 3 polls. */
const POLLING = { interval: 3, duration: 9 };
const AFTER_INTERVAL = 'xstate.after.pollInterval.transactionPolling.waiting';

function scheduledDelays(actor: AnyActorRef): number[] {
  return Object.values(actor.system.getSnapshot()._scheduledEvents).map((scheduled) => scheduled.delay);
}

function pollsIn(path: ModelPath, upTo: number): number {
  return path.steps.slice(0, upTo + 1).filter((step) => step.event.type === AFTER_INTERVAL).length;
}

describe('transaction polling machine model', () => {
  it('walks every state and transition with the server-given interval and duration', async () => {
    const result = await runModel({
      name: 'transactionPolling',
      machine: transactionPollingMachine,
      input: { orderTransactionId: 'txn-9', pollingData: POLLING },
      events: [
        { type: AFTER_INTERVAL },
        { type: 'xstate.done.actor.getTransactionStatus', output: { transactionStatus: 'IN_PROGRESS' } },
        { type: 'xstate.done.actor.getTransactionStatus', output: { transactionStatus: 'SUCCESS' } },
        { type: 'xstate.done.actor.getTransactionStatus', output: { transactionStatus: 'FAILED', displayMsg: 'Declined by bank' } },
        { type: 'xstate.done.actor.getTransactionStatus', output: { transactionStatus: 'FAILED' } },
        { type: 'xstate.error.actor.getTransactionStatus', error: networkFailure() },
        { type: 'payment.cancel' },
        { type: 'xstate.done.actor.cancelPayment', output: { transactionStatus: 'FAILED' } },
        { type: 'xstate.done.actor.cancelPayment', output: { transactionStatus: 'SUCCESS' } },
        { type: 'xstate.error.actor.cancelPayment', error: networkFailure() },
      ],
      onStep: ({ step, index, path, actor, emitted }) => {
        const { state } = step;
        // Every wait is the server's interval, in ms.
        if (state.matches('waiting')) expect(scheduledDelays(actor)).toEqual([POLLING.interval * 1000]);
        // Never more polls than the duration allows.
        expect(pollsIn(path, index)).toBeLessThanOrEqual(3);
        if (state.matches('succeeded')) expect(emitted).toEqual([{ type: 'navigation.requested', to: thankYouRoute('txn-9') }]);
        if (state.matches('cancelled'))
          expect(emitted).toEqual([{ type: 'payment.failed', message: PAYMENT_FAILED }, { type: 'paymentMode.cleared' }]);
        if (state.matches('failed')) {
          const expected = step.event.type.startsWith('xstate.done') && 'output' in step.event ? step.event.output : null;
          const displayMsg = (expected as { displayMsg?: string } | null)?.displayMsg;
          const message = displayMsg ? { text: displayMsg } : PAYMENT_FAILED;
          expect(emitted).toEqual([{ type: 'payment.failed', message }, { type: 'paymentMode.cleared' }]);
        }
        if (state.matches('timedOut')) {
          expect(pollsIn(path, index)).toBe(3);
          expect(state.context.attempts).toBe(3);
          expect(emitted).toEqual([{ type: 'payment.failed', message: ORDER_NOT_CONFIRMED }, { type: 'paymentMode.cleared' }]);
        }
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('transactionPolling: 7/7 states, 13/13 transitions');
  });
});
