import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { ROUTES, thankYouRoute } from '@/domain/navigation';
import { cardOtpMachine } from '@machines/cardOtp.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelPath } from './harness';

const PAYMENT_FAILED = { code: 'paymentFailed' } as const;
const ORDER_NOT_CONFIRMED = { code: 'orderNotConfirmed' } as const;

/** Every 3 s for 9 s: exactly 3 polls. */
const INTERVAL = 3;
const TOTAL_TIME = 9;
const AFTER_INTERVAL = 'xstate.after.pollInterval.cardOtp.waiting';
const DONE = 'xstate.done.actor.getOrderStatus';

function scheduledDelays(actor: AnyActorRef): number[] {
  return Object.values(actor.system.getSnapshot()._scheduledEvents).map((scheduled) => scheduled.delay);
}

function pollsIn(path: ModelPath, upTo: number): number {
  return path.steps.slice(0, upTo + 1).filter((step) => step.event.type === AFTER_INTERVAL).length;
}

describe('card OTP machine model', () => {
  it('walks every state and transition with the given interval and total time', async () => {
    const result = await runModel({
      name: 'cardOtp',
      machine: cardOtpMachine,
      input: { orderTransactionId: 'txn-5', interval: INTERVAL, totalTime: TOTAL_TIME },
      events: [
        { type: AFTER_INTERVAL },
        { type: DONE, output: { status: 'WAIT' } },
        { type: DONE, output: { status: 'SUCCESS' } },
        { type: DONE, output: { status: 'FAILED' } },
        { type: 'xstate.error.actor.getOrderStatus', error: networkFailure() },
      ],
      onStep: ({ step, index, path, actor, emitted }) => {
        const { state } = step;
        if (state.matches('waiting')) expect(scheduledDelays(actor)).toEqual([INTERVAL * 1000]);
        expect(pollsIn(path, index)).toBeLessThanOrEqual(3);
        if (state.matches('succeeded')) expect(emitted).toEqual([{ type: 'navigation.requested', to: thankYouRoute('txn-5') }]);
        if (state.matches('failed')) expect(emitted).toEqual([{ type: 'payment.failed', message: PAYMENT_FAILED }]);
        if (state.matches('timedOut')) {
          expect(pollsIn(path, index)).toBe(3);
          expect(emitted).toEqual([
            { type: 'payment.failed', message: ORDER_NOT_CONFIRMED },
            { type: 'navigation.requested', to: ROUTES.cart },
          ]);
        }
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('cardOtp: 5/5 states, 7/7 transitions');
  });
});
