import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { CodOtpSentResponse } from '@/contract/codOtp';
import type { TransactionStatusResponse } from '@/contract/payments';
import {
  codOtpMachine,
  COD_OTP_RESEND_DELAY_MS,
  selectCanResend,
  selectIsFailed,
  selectIsSendFailed,
  selectMessage,
  selectMobile,
  selectOtpError,
} from '@machines/codOtp.machine';
import { orderSubmitMachine, selectCodOtpActor, type OrderSubmitEmitted } from '@machines/orderSubmit.machine';
import type { SelectedStore } from '@/domain/store';
import type { ConfirmOrderBody, ConfirmOrderResponse, RecentOrderResponse } from '@/contract/orders';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { CASH, confirmed, fixClockAndKeys, ORDER, payment, SAVED_STORE, submitInput } from '../../model/orderSubmitFixtures';
import { networkFailure, serverError } from '../../model/fixtures';

const SENT: CodOtpSentResponse = { status: 'SUCCESS', resendAfterSec: 45, expiresInSec: 300, mobile: '9876543210' };
const WAITING = payment('COD_OTP');
const THANK_YOU: ConfirmOrderResponse = confirmed('THANKYOU');

interface Fakes {
  send?: () => Promise<CodOtpSentResponse>;
  verify?: (otp: string) => Promise<ConfirmOrderResponse>;
  cancel?: () => Promise<TransactionStatusResponse>;
  status?: () => Promise<TransactionStatusResponse>;
}

function start(fakes: Fakes = {}) {
  const send = vi.fn(fakes.send ?? (() => Promise.resolve(SENT)));
  const verify = vi.fn(fakes.verify ?? (() => Promise.resolve(THANK_YOU)));
  const cancel = vi.fn(fakes.cancel ?? (() => Promise.resolve({ transactionStatus: 'FAILED' } as TransactionStatusResponse)));
  const status = vi.fn(fakes.status ?? (() => Promise.resolve({ transactionStatus: 'FAILED' } as TransactionStatusResponse)));
  const clock = new SimulatedClock();
  const machine = codOtpMachine.provide({
    actors: {
      sendCodOtp: fromPromise<CodOtpSentResponse, { orderTransactionId: string }>(() => send()),
      verifyCodOtp: fromPromise<ConfirmOrderResponse, { orderTransactionId: string; otp: string }>(({ input }) => verify(input.otp)),
      cancelPayment: fromPromise<TransactionStatusResponse, { orderTransactionId: string }>(() => cancel()),
      getTransactionStatus: fromPromise<TransactionStatusResponse, { orderTransactionId: string }>(() => status()),
    },
  });
  const actor = createActor(machine, { input: { payment: WAITING }, clock }).start();
  return { actor, clock, send, verify, cancel };
}

const typing = { entering: { code: 'typing' } } as const;

describe('COD OTP machine', () => {
  it("sends the code to the order's mobile, and the right code ends with the server's next action", async () => {
    const { actor, verify } = start();
    await waitFor(actor, (s) => s.matches(typing));
    expect(selectMobile(actor.getSnapshot())).toBe('9876543210');
    actor.send({ type: 'otp.change', value: '123456' });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(verify).toHaveBeenCalledWith('123456');
    expect(actor.getSnapshot().output).toEqual({ type: 'next', payment: payment('THANKYOU') });
  });

  it('checks the code locally before calling: not 6 digits shows the rule under the field', async () => {
    const { actor, verify } = start();
    await waitFor(actor, (s) => s.matches(typing));
    actor.send({ type: 'otp.change', value: '12' });
    actor.send({ type: 'otp.submit' });
    expect(selectOtpError(actor.getSnapshot())).toEqual({ problem: 'otpInvalid' });
    expect(verify).not.toHaveBeenCalled();
  });

  it('shows a wrong or expired code under the field in the server words, and lets the customer try again', async () => {
    let calls = 0;
    const { actor } = start({
      verify: () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(serverError('INVALID_OTP', 'Incorrect OTP. 4 attempts left.'))
          : Promise.reject(serverError('OTP_EXPIRED', 'The OTP has expired. Please request a new one.'));
      },
    });
    await waitFor(actor, (s) => s.matches(typing));
    actor.send({ type: 'otp.autofill', code: '111111' });
    await waitFor(actor, (s) => s.matches(typing) && selectOtpError(s) !== null);
    expect(selectOtpError(actor.getSnapshot())).toEqual({ text: 'Incorrect OTP. 4 attempts left.' });
    actor.send({ type: 'otp.submit' });
    await waitFor(actor, (s) => s.matches(typing) && calls === 2 && selectOtpError(s) !== null);
    expect(selectOtpError(actor.getSnapshot())).toEqual({ text: 'The OTP has expired. Please request a new one.' });
  });

  it('allows a resend only after the 45 s timer, which starts again with the new code', async () => {
    const { actor, clock, send } = start();
    await waitFor(actor, (s) => s.matches(typing));
    expect(selectCanResend(actor.getSnapshot())).toBe(false);
    clock.increment(COD_OTP_RESEND_DELAY_MS - 1);
    expect(selectCanResend(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectCanResend(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'otp.resend' });
    await waitFor(actor, (s) => s.matches({ entering: { resend: 'countingDown' } }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(selectCanResend(actor.getSnapshot())).toBe(false);
  });

  it('a resend refused (too soon, rate limited) shows the server words and allows another try', async () => {
    let calls = 0;
    const { actor, clock } = start({
      send: () => {
        calls += 1;
        return calls === 1 ? Promise.resolve(SENT) : Promise.reject(serverError('RATE_LIMITED', 'Too many codes.', 429));
      },
    });
    await waitFor(actor, (s) => s.matches(typing));
    clock.increment(COD_OTP_RESEND_DELAY_MS);
    actor.send({ type: 'otp.resend' });
    await waitFor(actor, (s) => s.matches({ entering: { resend: 'canResend' } }) && calls === 2);
    expect(selectMessage(actor.getSnapshot())).toEqual({ text: 'Too many codes.' });
  });

  it('a first send that fails offers to send again or to pay another way', async () => {
    let calls = 0;
    const { actor } = start({
      send: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(networkFailure()) : Promise.resolve(SENT);
      },
    });
    await waitFor(actor, (s) => selectIsSendFailed(s));
    expect(selectMessage(actor.getSnapshot())).toEqual({ text: 'Internet connection Lost' });
    actor.send({ type: 'otp.resend' });
    await waitFor(actor, (s) => s.matches(typing));
    expect(selectMessage(actor.getSnapshot())).toBeNull();
  });

  it('going back cancels the waiting order and ends with back', async () => {
    const { actor, cancel } = start();
    await waitFor(actor, (s) => s.matches(typing));
    actor.send({ type: 'step.back' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().output).toEqual({ type: 'back' });
  });

  it('going back from an order confirmed meanwhile goes on to thank-you', async () => {
    const { actor } = start({ cancel: () => Promise.resolve({ transactionStatus: 'SUCCESS' }) });
    await waitFor(actor, (s) => s.matches(typing));
    actor.send({ type: 'step.back' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ type: 'next', payment: { ...WAITING, action: 'THANKYOU' } });
  });

  it('a verify retried after its answer was lost finds the order confirmed and goes on to thank-you', async () => {
    const { actor } = start({
      verify: () => Promise.reject(serverError('COD_OTP_NOT_AWAITED', 'This order is no longer waiting for a code.', 409)),
      status: () => Promise.resolve({ transactionStatus: 'SUCCESS' }),
    });
    await waitFor(actor, (s) => s.matches(typing));
    actor.send({ type: 'otp.autofill', code: '123456' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ type: 'next', payment: { ...WAITING, action: 'THANKYOU' } });
  });

  it('an order no longer waiting shows the server words, then goes back', async () => {
    const { actor } = start({
      verify: () => Promise.reject(serverError('COD_OTP_NOT_AWAITED', 'This order is no longer waiting for a code.', 409)),
    });
    await waitFor(actor, (s) => s.matches(typing));
    actor.send({ type: 'otp.autofill', code: '123456' });
    await waitFor(actor, (s) => selectIsFailed(s));
    expect(selectMessage(actor.getSnapshot())).toEqual({ text: 'This order is no longer waiting for a code.' });
    actor.send({ type: 'popup.dismiss' });
    expect(actor.getSnapshot().output).toEqual({ type: 'back' });
  });

  it('a verify call that does not answer keeps the code step, with the popup message', async () => {
    const { actor } = start({ verify: () => Promise.reject(networkFailure()) });
    await waitFor(actor, (s) => s.matches(typing));
    actor.send({ type: 'otp.autofill', code: '123456' });
    await waitFor(actor, (s) => s.matches(typing) && selectMessage(s) !== null);
    expect(selectMessage(actor.getSnapshot())).toEqual({ text: 'Internet connection Lost' });
  });
});

describe('COD OTP hosted by the order submit', () => {
  function startHosted(cancelStatus: TransactionStatusResponse['transactionStatus'] = 'FAILED') {
    const emitted: OrderSubmitEmitted[] = [];
    const actor = createActor(
      orderSubmitMachine.provide({
        actors: {
          getRecentOrder: fromPromise<RecentOrderResponse>(async () => ({ orderId: null, placedAt: null })),
          readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE),
          confirmOrder: fromPromise<ConfirmOrderResponse, { userId: string; body: ConfirmOrderBody }>(async () => confirmed('COD_OTP')),
          codOtp: codOtpMachine.provide({
            actors: {
              sendCodOtp: fromPromise<CodOtpSentResponse, { orderTransactionId: string }>(async () => SENT),
              verifyCodOtp: fromPromise<ConfirmOrderResponse, { orderTransactionId: string; otp: string }>(async () => THANK_YOU),
              cancelPayment: fromPromise<TransactionStatusResponse, { orderTransactionId: string }>(async () => ({
                transactionStatus: cancelStatus,
              })),
            },
          }),
        },
      }),
      { input: submitInput() },
    );
    actor.on('*', (event) => emitted.push(event as OrderSubmitEmitted));
    actor.start();
    return { actor, emitted };
  }

  it('a cash order answered COD_OTP shows the step; the right code goes on to the thank-you page', async () => {
    const restore = fixClockAndKeys(() => 'key-1');
    try {
      const { actor, emitted } = startHosted();
      actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
      await waitFor(actor, (s) => s.matches('codOtp'));
      await waitFor(selectCodOtpActor(actor.getSnapshot())!, (s) => s.matches(typing));
      expect(actor.getSnapshot().hasTag('popup')).toBe(true);
      const step = selectCodOtpActor(actor.getSnapshot())!;
      step.send({ type: 'otp.change', value: '123456' });
      step.send({ type: 'otp.submit' });
      await waitFor(actor, (s) => s.matches('thankYou'));
      expect(emitted).toEqual([{ type: 'cart.reload' }, { type: 'navigation.requested', to: '/thankYou?transactionId=txn-1' }]);
    } finally {
      restore();
    }
  });

  it('paying another way cancels the order and returns to the payment choice', async () => {
    const restore = fixClockAndKeys(() => 'key-1');
    try {
      const { actor, emitted } = startHosted();
      actor.send({ type: 'order.submit', selection: CASH, order: ORDER });
      await waitFor(actor, (s) => s.matches('codOtp'));
      await waitFor(selectCodOtpActor(actor.getSnapshot())!, (s) => s.matches(typing));
      selectCodOtpActor(actor.getSnapshot())!.send({ type: 'step.back' });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(selectCodOtpActor(actor.getSnapshot())).toBeUndefined();
      expect(emitted).toEqual([{ type: 'submit.ended', outcome: 'chooseAgain' }]);
    } finally {
      restore();
    }
  });
});
