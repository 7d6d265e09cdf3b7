import { describe, expect, it } from 'vitest';
import type { ConfirmOrderResponse } from '@/contract/orders';
import type { VoucherOtpResponse, VoucherStep } from '@/contract/vouchers';
import { eVoucherMachine } from '@machines/eVoucher.machine';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type ModelResult } from './harness';
import { confirmed, payment, REFUSED } from './orderSubmitFixtures';

const SENT: VoucherOtpResponse = { resendAfterSec: 45, expiresInSec: 300, mobileHint: '••••••0001' };
const THANK_YOU: ConfirmOrderResponse = confirmed('THANKYOU');
const VOUCHER: VoucherStep = {
  voucherCode: '••••-PIN',
  kind: 'GIFT_CARD',
  auth: 'PIN',
  amountPaise: 50_000,
  restPaise: 0,
  mobileHint: null,
};
const PIN_STEP = payment('EV_PIN', { voucher: VOUCHER });
const OTP_STEP = payment('EV_OTP', { voucher: { ...VOUCHER, auth: 'OTP', mobileHint: '••••••0001' } });

const events: ModelEvent<typeof eVoucherMachine>[] = [
  { type: 'xstate.done.actor.sendVoucherOtp', output: SENT },
  { type: 'xstate.error.actor.sendVoucherOtp', error: networkFailure() },
  { type: 'xstate.error.actor.sendVoucherOtp', error: serverError('VOUCHER_STEP_OVER', 'No longer waiting.', 409) },
  { type: 'xstate.after.resendDelay.eVoucher.entering.resend.countingDown' },
  { type: 'code.resend' },
  { type: 'xstate.done.actor.resendVoucherOtp', output: SENT },
  { type: 'xstate.error.actor.resendVoucherOtp', error: serverError('OTP_RESEND_TOO_SOON', 'Please wait 12 seconds.', 429) },
  { type: 'code.change', value: '12' },
  { type: 'code.change', value: '123456' },
  { type: 'code.submit' },
  { type: 'xstate.done.actor.verifyVoucher', output: THANK_YOU },
  { type: 'xstate.done.actor.verifyVoucher', output: REFUSED },
  { type: 'xstate.error.actor.verifyVoucher', error: serverError('VOUCHER_PIN_INVALID', 'The PIN is not correct.') },
  { type: 'xstate.error.actor.verifyVoucher', error: serverError('VOUCHER_STEP_OVER', 'No longer waiting.', 409) },
  { type: 'xstate.error.actor.verifyVoucher', error: networkFailure() },
  { type: 'step.back' },
  { type: 'popup.dismiss' },
  { type: 'xstate.done.actor.cancelPayment', output: { transactionStatus: 'FAILED' } },
  { type: 'xstate.done.actor.cancelPayment', output: { transactionStatus: 'SUCCESS' } },
  { type: 'xstate.error.actor.cancelPayment', error: networkFailure() },
];

/** The code's digits and the words shown do not change where the step can go; whether they are there does. */
const abstractContext = (context: { code: string; next: unknown; mobileHint: string | null; codeError: unknown; message: unknown }) => ({
  codeValid: /^\d{6}$/.test(context.code),
  next: context.next,
  sent: context.mobileHint !== null,
  refused: context.codeError !== null,
  message: context.message !== null,
});

const OTP_ONLY = 'only an OTP voucher sends a code (the OTP walk takes it)';
/** A PIN voucher never sends a code. */
const PIN_UNREACHABLE: Record<string, string> = Object.fromEntries(
  [
    'eVoucher.sending',
    'eVoucher.sendFailed',
    'eVoucher.entering.resend.countingDown',
    'eVoucher.entering.resend.canResend',
    'eVoucher.entering.resend.resending',
    'eVoucher.starting · always [isOtpStep]',
    'eVoucher.sending · done: sendVoucherOtp',
    'eVoucher.sending · error: sendVoucherOtp [isNotAwaited]',
    'eVoucher.sending · error: sendVoucherOtp',
    'eVoucher.sendFailed · code.resend',
    'eVoucher.sendFailed · step.back',
    'eVoucher.entering.resend.checking · always [isOtpStep]',
    'eVoucher.entering.resend.countingDown · after resendDelay (45000ms)',
    'eVoucher.entering.resend.canResend · code.resend',
    'eVoucher.entering.resend.resending · done: sendVoucherOtp',
    'eVoucher.entering.resend.resending · error: sendVoucherOtp',
  ].map((id) => [id, OTP_ONLY]),
);
const PIN_ONLY = 'only a PIN voucher goes straight to the field (the PIN walk takes it)';
/** An OTP voucher always sends a code first. */
const OTP_UNREACHABLE: Record<string, string> = Object.fromEntries(
  ['eVoucher.entering.resend.none', 'eVoucher.starting · always', 'eVoucher.entering.resend.checking · always'].map((id) => [id, PIN_ONLY]),
);

async function walk(name: string, step: typeof PIN_STEP, unreachable: Record<string, string>): Promise<ModelResult> {
  return runModel({
    name,
    unreachable,
    machine: eVoucherMachine,
    input: { payment: step },
    events,
    abstractContext,
    onStep: ({ step: taken }) => {
      const { state } = taken;
      if (state.status !== 'done') return;
      const accepted = taken.event.type === 'xstate.done.actor.verifyVoucher';
      const paidMeanwhile = taken.event.type === 'xstate.done.actor.cancelPayment' && state.context.next !== null;
      if (accepted) expect(state.output).toEqual({ type: 'next', payment: payment('THANKYOU') });
      else if (paidMeanwhile) expect(state.output).toEqual({ type: 'next', payment: { ...step, action: 'THANKYOU' } });
      else expect(state.output).toEqual({ type: 'back' });
    },
  });
}

describe('e-voucher machine model', () => {
  it('walks every state and transition over a PIN voucher and an OTP voucher together', async () => {
    const pin = await walk('eVoucher (PIN)', PIN_STEP, PIN_UNREACHABLE);
    const otp = await walk('eVoucher (OTP)', OTP_STEP, OTP_UNREACHABLE);
    reportCoverage(pin);
    reportCoverage(otp);
    // What one kind of voucher cannot reach (a PIN has no OTP to send; an OTP always has one), the other does.
    expect(pin.unreachable.filter((id) => otp.unreachable.includes(id))).toEqual([]);
    expect(coverageLine(pin)).toBe('eVoucher (PIN): 12/12 states, 16/16 transitions (16 listed unreachable)');
    expect(coverageLine(otp)).toBe('eVoucher (OTP): 16/16 states, 25/25 transitions (3 listed unreachable)');
  });
});
