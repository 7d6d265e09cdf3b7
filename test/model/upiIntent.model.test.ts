import { describe, expect, it } from 'vitest';
import type { AnyActorRef, EventObject } from 'xstate';
import { thankYouRoute } from '@/domain/navigation';
import { upiIntentMachine } from '@machines/upiIntent.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelPath } from './harness';

/** Server-given interval 3 s with a 9 s timeout: exactly 3 polls. */
const INTERVAL = 3;
const TIMEOUT = 9;
const INTENT = 'upi://pay?pa=slice@sandbox&am=250.00&tr=txn-8';
const AFTER_INTERVAL = 'xstate.after.pollInterval.upiIntent.verifying.waiting';
const TXN_DONE = 'xstate.done.actor.verifyPayment';
const PROCESS_DONE = 'xstate.done.actor.processPayment';

function scheduledDelays(actor: AnyActorRef): number[] {
  return Object.values(actor.system.getSnapshot()._scheduledEvents).map((scheduled) => scheduled.delay);
}

function pollsIn(path: ModelPath, upTo: number): number {
  return path.steps.slice(0, upTo + 1).filter((step) => step.event.type === AFTER_INTERVAL).length;
}

/** The SPEC 8 event name each way into `failed` reports. */
function failureEventOf(event: EventObject): string | null {
  if (event.type === 'intent.failed') return 'DEEPLINK_ERROR';
  if (event.type === PROCESS_DONE) return 'PROCESS_PAYMENT_RETURNED_ERROR';
  if (event.type === TXN_DONE && 'output' in event && (event.output as { STATUS: string }).STATUS === 'TXN_FAILURE') return null;
  return 'UPI_TRANSACTION_TIMEOUT';
}

describe('UPI intent machine model', () => {
  it('walks every state and transition with the server-given interval and the UPI timeout', async () => {
    const result = await runModel({
      name: 'upiIntent',
      machine: upiIntentMachine,
      input: {
        orderTransactionId: 'txn-8',
        intentUrl: INTENT,
        merchantId: 'MID-1',
        merchantReference: 'pay-8',
        amount: 25_000,
        interval: INTERVAL,
        timeout: TIMEOUT,
      },
      events: [
        { type: AFTER_INTERVAL },
        { type: TXN_DONE, output: { ORDERID: 'txn-8', STATUS: 'PENDING' } },
        { type: TXN_DONE, output: { ORDERID: 'txn-8', STATUS: 'TXN_SUCCESS' } },
        { type: TXN_DONE, output: { ORDERID: 'txn-8', STATUS: 'TXN_FAILURE' } },
        { type: 'xstate.error.actor.verifyPayment', error: networkFailure() },
        { type: PROCESS_DONE, output: { status: 'SUCCESS' } },
        { type: PROCESS_DONE, output: { status: 'FAILED' } },
        { type: PROCESS_DONE, output: { status: 'UNKNOWN' } },
        { type: 'intent.reopen' },
        { type: 'intent.failed' },
      ],
      onStep: ({ step, index, path, actor, emitted }) => {
        const { state, event } = step;
        if (state.matches({ verifying: 'waiting' })) expect(scheduledDelays(actor)).toEqual([INTERVAL * 1000]);
        expect(pollsIn(path, index)).toBeLessThanOrEqual(3);
        if (event.type === 'intent.reopen') expect(emitted).toEqual([{ type: 'intentOpen.requested', url: INTENT }]);
        if (event.type === 'xstate.error.actor.verifyPayment' && state.matches('verifying')) {
          expect(emitted).toEqual([{ type: 'analytics.tracked', event: 'PAYMENT_VERIFY_SERVICE_ERROR' }]);
        }
        if (state.matches('succeeded')) {
          expect(emitted).toEqual([{ type: 'cart.cleared' }, { type: 'navigation.requested', to: thankYouRoute('txn-8') }]);
        }
        if (state.matches('unconfirmed')) {
          expect(emitted).toEqual([
            { type: 'cart.cleared' },
            { type: 'analytics.tracked', event: 'PROCESS_PAYMENT_API_ERROR' },
            { type: 'navigation.requested', to: '/paymentTransaction?transactionId=txn-8' },
          ]);
        }
        if (state.matches('failed')) {
          const name = failureEventOf(event);
          if (name === 'UPI_TRANSACTION_TIMEOUT') expect(pollsIn(path, index)).toBe(3);
          expect(emitted).toEqual([
            ...(event.type === PROCESS_DONE ? [{ type: 'cart.cleared' }] : []),
            ...(name ? [{ type: 'analytics.tracked', event: name }] : []),
            { type: 'payment.failed', message: 'upiPaymentIssue' },
          ]);
        }
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('upiIntent: 7/7 states, 12/12 transitions');
  });
});
