import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CodOtpSentResponse } from '@/contract/codOtp';
import type { ConfirmOrderResponse } from '@/contract/orders';
import { codOtpMachine } from '@machines/codOtp.machine';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';
import { confirmed, NOW, payment, REFUSED } from './orderSubmitFixtures';

const SENT: CodOtpSentResponse = { status: 'SUCCESS', resendAfterSec: 45, expiresInSec: 300, mobile: '9876543210' };
const THANK_YOU: ConfirmOrderResponse = confirmed('THANKYOU');
const WAITING = payment('COD_OTP');

const events: ModelEvent<typeof codOtpMachine>[] = [
  { type: 'xstate.done.actor.sendCodOtp', output: SENT },
  { type: 'xstate.error.actor.sendCodOtp', error: networkFailure() },
  { type: 'xstate.after.resendDelay.codOtp.entering.resend.countingDown' },
  { type: 'otp.resend' },
  { type: 'xstate.done.actor.resendCodOtp', output: SENT },
  { type: 'xstate.error.actor.resendCodOtp', error: serverError('OTP_RESEND_TOO_SOON', 'Please wait 12 seconds.', 429) },
  { type: 'otp.change', value: '12' },
  { type: 'otp.change', value: '123456' },
  { type: 'otp.submit' },
  { type: 'otp.autofill', code: '654321' },
  { type: 'otp.autofill', code: '65' },
  { type: 'xstate.done.actor.verifyCodOtp', output: THANK_YOU },
  { type: 'xstate.done.actor.verifyCodOtp', output: REFUSED },
  { type: 'xstate.error.actor.verifyCodOtp', error: serverError('INVALID_OTP', 'Incorrect OTP. 4 attempts left.') },
  { type: 'xstate.error.actor.verifyCodOtp', error: serverError('COD_OTP_NOT_AWAITED', 'No longer waiting.', 409) },
  { type: 'xstate.error.actor.verifyCodOtp', error: networkFailure() },
  { type: 'step.back' },
  { type: 'popup.dismiss' },
  { type: 'xstate.done.actor.cancelPayment', output: { transactionStatus: 'FAILED' } },
  { type: 'xstate.done.actor.cancelPayment', output: { transactionStatus: 'SUCCESS' } },
  { type: 'xstate.error.actor.cancelPayment', error: networkFailure() },
  { type: 'xstate.done.actor.getTransactionStatus', output: { transactionStatus: 'FAILED' } },
  { type: 'xstate.done.actor.getTransactionStatus', output: { transactionStatus: 'SUCCESS' } },
  { type: 'xstate.error.actor.getTransactionStatus', error: networkFailure() },
];

beforeAll(() => {
  // The resend countdown's start is read from the clock: one moment keeps the model's states finite.
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterAll(() => vi.restoreAllMocks());

describe('COD OTP machine model', () => {
  it('walks every state and transition: send, resend timer, verify, refusals, back', async () => {
    const result = await runModel({
      name: 'codOtp',
      machine: codOtpMachine,
      input: { payment: WAITING },
      events,
      // The code's digits and the words shown do not change where the step can go; whether they are there does.
      abstractContext: (context: { otp: string; next: unknown; sentAt: number | null; otpError: unknown; message: unknown }) => ({
        otpValid: /^\d{6}$/.test(context.otp),
        next: context.next,
        sent: context.sentAt !== null,
        refused: context.otpError !== null,
        message: context.message !== null,
      }),
      onStep: ({ step }) => {
        const { state } = step;
        if (state.status !== 'done') return;
        const confirmedStep = step.event.type === 'xstate.done.actor.verifyCodOtp';
        const paidMeanwhile =
          (step.event.type === 'xstate.done.actor.cancelPayment' || step.event.type === 'xstate.done.actor.getTransactionStatus') &&
          state.context.next !== null;
        if (confirmedStep) expect(state.output).toEqual({ type: 'next', payment: payment('THANKYOU') });
        else if (paidMeanwhile) expect(state.output).toEqual({ type: 'next', payment: { ...WAITING, action: 'THANKYOU' } });
        else expect(state.output).toEqual({ type: 'back' });
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('codOtp: 15/15 states, 26/26 transitions');
  });
});
