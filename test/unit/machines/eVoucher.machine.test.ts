import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { ConfirmOrderResponse, InitiateOrderPaymentResponse } from '@/contract/orders';
import type { TransactionStatusResponse } from '@/contract/payments';
import type { VoucherOtpResponse, VoucherStep, VoucherVerifyBody } from '@/contract/vouchers';
import {
  eVoucherMachine,
  selectCanResend,
  selectCodeError,
  selectMessage,
  selectMobileHint,
  VOUCHER_OTP_RESEND_DELAY_MS,
} from '@machines/eVoucher.machine';
import { confirmed, payment } from '../../model/orderSubmitFixtures';
import { networkFailure, serverError } from '../../model/fixtures';

const SENT: VoucherOtpResponse = { resendAfterSec: 45, expiresInSec: 300, mobileHint: '••••••0001' };
const VOUCHER: VoucherStep = {
  voucherCode: '••••-PIN',
  kind: 'EVOUCHER',
  auth: 'PIN',
  amountPaise: 10_000,
  restPaise: 4_445,
  mobileHint: null,
};
const PIN_STEP = payment('EV_PIN', { voucher: VOUCHER });
const OTP_STEP = payment('EV_OTP', { voucher: { ...VOUCHER, auth: 'OTP', mobileHint: '••••••0001' } });
const GATEWAY_PAGE = { processTransactionURL: '/api/v1/sandbox/gateway/pay/pay-1' };
const GATEWAY: ConfirmOrderResponse = confirmed('PROCESS_PAYMENT', GATEWAY_PAGE);

interface Fakes {
  send?: () => Promise<VoucherOtpResponse>;
  verify?: (body: VoucherVerifyBody) => Promise<ConfirmOrderResponse>;
  cancel?: () => Promise<TransactionStatusResponse>;
}

function start(step: InitiateOrderPaymentResponse, fakes: Fakes = {}) {
  const send = vi.fn(fakes.send ?? (() => Promise.resolve(SENT)));
  const verify = vi.fn(fakes.verify ?? (() => Promise.resolve(GATEWAY)));
  const cancel = vi.fn(fakes.cancel ?? (() => Promise.resolve({ transactionStatus: 'FAILED' } as TransactionStatusResponse)));
  const clock = new SimulatedClock();
  const machine = eVoucherMachine.provide({
    actors: {
      sendVoucherOtp: fromPromise<VoucherOtpResponse, { orderTransactionId: string }>(() => send()),
      verifyVoucher: fromPromise<ConfirmOrderResponse, { orderTransactionId: string; body: VoucherVerifyBody }>(({ input }) =>
        verify(input.body),
      ),
      cancelPayment: fromPromise<TransactionStatusResponse, { orderTransactionId: string }>(() => cancel()),
    },
  });
  const actor = createActor(machine, { input: { payment: step }, clock }).start();
  return { actor, clock, send, verify, cancel };
}

const typing = { entering: { code: 'typing' } } as const;

describe('e-voucher machine', () => {
  it("a PIN voucher asks for its PIN at once and ends with the server's next action (the gateway for the rest)", async () => {
    const { actor, send, verify } = start(PIN_STEP);
    expect(actor.getSnapshot().matches(typing)).toBe(true);
    expect(send).not.toHaveBeenCalled();
    actor.send({ type: 'code.change', value: ' 1234 ' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(verify).toHaveBeenCalledWith({ pin: '1234' });
    expect(actor.getSnapshot().output).toEqual({ type: 'next', payment: payment('PROCESS_PAYMENT', GATEWAY_PAGE) });
  });

  it("says 'Please enter OTP / PIN' (SPEC 5) without calling the server when nothing valid is typed", () => {
    const { actor, verify } = start(PIN_STEP);
    actor.send({ type: 'code.submit' });
    expect(selectCodeError(actor.getSnapshot())).toEqual({ problem: 'voucherSecretRequired' });
    actor.send({ type: 'code.change', value: '12' });
    actor.send({ type: 'code.submit' });
    expect(verify).not.toHaveBeenCalled();
  });

  it('shows a wrong PIN under the field and lets the customer try again', async () => {
    let calls = 0;
    const { actor } = start(PIN_STEP, {
      verify: () =>
        calls++ === 0
          ? Promise.reject(serverError('VOUCHER_PIN_INVALID', 'The PIN is not correct.'))
          : Promise.resolve(confirmed('THANKYOU')),
    });
    actor.send({ type: 'code.change', value: '9999' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches(typing) && s.context.codeError !== null);
    expect(selectCodeError(actor.getSnapshot())).toEqual({ text: 'The PIN is not correct.' });
    actor.send({ type: 'code.change', value: '1234' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ type: 'next', payment: payment('THANKYOU') });
  });

  it('an OTP voucher sends the code first, offers a resend only after 45 s and sends the OTP', async () => {
    const { actor, clock, send, verify } = start(OTP_STEP);
    await waitFor(actor, (s) => s.matches(typing));
    expect(selectMobileHint(actor.getSnapshot())).toBe('••••••0001');
    expect(selectCanResend(actor.getSnapshot())).toBe(false);
    clock.increment(VOUCHER_OTP_RESEND_DELAY_MS);
    expect(selectCanResend(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'code.resend' });
    await waitFor(actor, (s) => s.matches({ entering: { resend: 'countingDown' } }));
    expect(send).toHaveBeenCalledTimes(2);
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(verify).toHaveBeenCalledWith({ otp: '123456' });
  });

  it('going back cancels the waiting order (its hold is released) and ends with back', async () => {
    const { actor, cancel } = start(PIN_STEP);
    actor.send({ type: 'step.back' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ type: 'back' });
  });

  it('an order no longer waiting shows the server words, then goes back; a failed send offers to send again', async () => {
    const { actor } = start(PIN_STEP, { verify: () => Promise.reject(serverError('VOUCHER_STEP_OVER', 'No longer waiting.', 409)) });
    actor.send({ type: 'code.change', value: '1234' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectMessage(actor.getSnapshot())).toEqual({ text: 'No longer waiting.' });
    actor.send({ type: 'popup.dismiss' });
    expect(actor.getSnapshot().output).toEqual({ type: 'back' });

    let sends = 0;
    const otp = start(OTP_STEP, { send: () => (sends++ === 0 ? Promise.reject(networkFailure()) : Promise.resolve(SENT)) });
    await waitFor(otp.actor, (s) => s.matches('sendFailed'));
    otp.actor.send({ type: 'code.resend' });
    await waitFor(otp.actor, (s) => s.matches(typing));
  });
});
