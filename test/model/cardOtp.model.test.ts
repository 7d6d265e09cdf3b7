import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { thankYouRoute } from '@/domain/navigation';
import { cardOtpMachine } from '@machines/cardOtp.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelPath } from './harness';

const PAYMENT_FAILED = { code: 'paymentFailed' } as const;
const ORDER_NOT_CONFIRMED = { code: 'orderNotConfirmed' } as const;
const WRONG_OTP_TEXT = 'Wrong OTP';

/** Every 3 s for 9 s: exactly 3 polls. */
const INTERVAL = 3;
const TOTAL_TIME = 9;
const AFTER_INTERVAL = 'xstate.after.pollInterval.cardOtp.waiting';
const DONE = 'xstate.done.actor.getOrderStatus';
const OTP_DONE = 'xstate.done.actor.submitCardOtp';
const RESEND_DONE = 'xstate.done.actor.resendCardOtp';

function scheduledDelays(actor: AnyActorRef): number[] {
  return Object.values(actor.system.getSnapshot()._scheduledEvents).map((scheduled) => scheduled.delay);
}

function pollsIn(path: ModelPath, upTo: number): number {
  return path.steps.slice(0, upTo + 1).filter((step) => step.event.type === AFTER_INTERVAL).length;
}

describe('card OTP machine model', () => {
  it('walks every state and transition: the OTP entered in the app, then the given interval and total time', async () => {
    const result = await runModel({
      name: 'cardOtp',
      machine: cardOtpMachine,
      input: { orderTransactionId: 'txn-5', interval: INTERVAL, totalTime: TOTAL_TIME },
      events: [
        { type: 'otp.submit', otp: '123456' },
        { type: 'otp.submit', otp: '12' },
        { type: 'otp.resend' },
        { type: OTP_DONE, output: { status: 'WAIT', attemptsLeft: 0 } },
        { type: OTP_DONE, output: { status: 'RETRY', attemptsLeft: 2, displayMsg: WRONG_OTP_TEXT } },
        { type: OTP_DONE, output: { status: 'FAILED', attemptsLeft: 0 } },
        { type: OTP_DONE, output: { status: 'SENT', attemptsLeft: 2 } },
        { type: 'xstate.error.actor.submitCardOtp', error: networkFailure() },
        { type: RESEND_DONE, output: { status: 'SENT', attemptsLeft: 3 } },
        { type: RESEND_DONE, output: { status: 'FAILED', attemptsLeft: 0 } },
        { type: 'xstate.error.actor.resendCardOtp', error: networkFailure() },
        { type: AFTER_INTERVAL },
        { type: DONE, output: { status: 'WAIT' } },
        { type: DONE, output: { status: 'SUCCESS' } },
        { type: DONE, output: { status: 'FAILED' } },
        { type: 'xstate.error.actor.getOrderStatus', error: networkFailure() },
        { type: 'error.dismiss' },
      ],
      onStep: ({ step, index, path, actor, emitted }) => {
        const { state, event } = step;
        if (state.matches('waiting')) expect(scheduledDelays(actor)).toEqual([INTERVAL * 1000]);
        expect(pollsIn(path, index)).toBeLessThanOrEqual(3);
        if (state.matches('entering') || state.matches('submitting') || state.matches('resending')) {
          expect(state.hasTag('otp')).toBe(true);
        }
        if (event.type === 'otp.submit' && state.matches('entering')) expect(state.context.note).toEqual({ code: 'otpIncomplete' });
        if (event.type === OTP_DONE && state.matches('entering') && state.context.note?.code === 'otpWrong') {
          expect(state.context.note).toEqual({ code: 'otpWrong', attemptsLeft: 2 });
        }
        if (event.type === RESEND_DONE && state.matches('entering')) expect(state.context.note).toEqual({ code: 'otpResent' });
        if (event.type.startsWith('xstate.error.actor.') && state.matches('entering'))
          expect(state.context.note).toEqual({ code: 'callFailed' });
        if (state.matches('succeeded')) expect(emitted).toEqual([{ type: 'navigation.requested', to: thankYouRoute('txn-5') }]);
        if (state.matches('failed')) expect(emitted).toEqual([{ type: 'payment.failed', message: PAYMENT_FAILED }]);
        if (state.matches('timedOut')) {
          expect(pollsIn(path, index)).toBe(3);
          expect(emitted).toEqual([{ type: 'payment.failed', message: ORDER_NOT_CONFIRMED }]);
        }
        // SPEC 4: the time-out error's OK returns to /cart.
        if (state.matches('returnedToCart')) expect(emitted).toEqual([{ type: 'navigation.requested', to: '/cart' }]);
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('cardOtp: 9/9 states, 19/19 transitions');
  });
});
