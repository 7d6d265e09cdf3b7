import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardOtpResponse } from '@/contract/paymentVerification';
import type { OrderStatusResponse } from '@/contract/orders';
import { ENDPOINTS } from '@/contract/endpoints';
import {
  cardOtpMachine,
  selectAttempts,
  selectErrorMessage,
  selectHasFailed,
  selectHasTimedOut,
  selectIsEnteringOtp,
  selectIsWaiting,
  selectNote,
  type CardOtpInput,
} from '@machines/cardOtp.machine';
import { serveCalls } from './boundCallsFixture';
import { answers, flush, SECOND, startOnClock } from './pollingFixtures';

const PAYMENT_FAILED = { code: 'paymentFailed' } as const;
const ORDER_NOT_CONFIRMED = { code: 'orderNotConfirmed' } as const;
const TAKEN: CardOtpResponse = { status: 'WAIT', attemptsLeft: 0 };

function serve(
  otp: Array<CardOtpResponse | Error>,
  order: Array<OrderStatusResponse | Error> = [{ status: 'SUCCESS' }],
  resend: Array<CardOtpResponse | Error> = [{ status: 'SENT', attemptsLeft: 3 }],
) {
  const submitCardOtp = answers(otp);
  const resendCardOtp = answers(resend);
  const getOrderStatus = answers(order);
  serveCalls(ENDPOINTS, { submitCardOtp, resendCardOtp, getOrderStatus });
  return { submitCardOtp, resendCardOtp, getOrderStatus };
}

/** Starts the machine and has the bank's code accepted: the order is WAIT from here. */
async function startPaid(input: CardOtpInput, order: Array<OrderStatusResponse | Error>) {
  const api = serve([TAKEN], order);
  const started = startOnClock(cardOtpMachine, input);
  started.actor.send({ type: 'otp.submit', otp: '123456' });
  await flush();
  return { ...started, api };
}

afterEach(() => vi.restoreAllMocks());

describe('card OTP machine', () => {
  it('asks for the OTP, refuses one that is not 6 digits without a call, sends it (SPEC 7 Card OTP data{otp})', async () => {
    const api = serve([TAKEN]);
    const { actor } = startOnClock(cardOtpMachine, { orderTransactionId: 'txn-1' });
    expect(selectIsEnteringOtp(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'otp.submit', otp: '1234' });
    expect(selectNote(actor.getSnapshot())).toEqual({ code: 'otpIncomplete' });
    expect(api.submitCardOtp).not.toHaveBeenCalled();
    actor.send({ type: 'otp.submit', otp: ' 123456 ' });
    expect(api.submitCardOtp).toHaveBeenCalledWith(
      expect.objectContaining({ pathParams: { orderTransactionId: 'txn-1' }, body: { otp: '123456' } }),
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(selectIsEnteringOtp(actor.getSnapshot())).toBe(false);
  });

  it('a wrong code leaves the form with the tries left; resend says a new code is on its way; a call error may be retried', async () => {
    const api = serve([{ status: 'RETRY', attemptsLeft: 2 }, new Error('offline'), TAKEN]);
    const { actor } = startOnClock(cardOtpMachine, { orderTransactionId: 'txn-1' });
    actor.send({ type: 'otp.submit', otp: '111111' });
    await flush();
    expect(actor.getSnapshot().value).toBe('entering');
    expect(selectNote(actor.getSnapshot())).toEqual({ code: 'otpWrong', attemptsLeft: 2 });
    actor.send({ type: 'otp.resend' });
    expect(api.resendCardOtp).toHaveBeenCalledWith(expect.objectContaining({ pathParams: { orderTransactionId: 'txn-1' } }));
    await flush();
    expect(selectNote(actor.getSnapshot())).toEqual({ code: 'otpResent' });
    actor.send({ type: 'otp.submit', otp: '123456' });
    await flush();
    expect(selectNote(actor.getSnapshot())).toEqual({ code: 'callFailed' });
    actor.send({ type: 'otp.submit', otp: '123456' });
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('no tries left: the payment failed, with the server reason when it gives its own', async () => {
    serve([{ status: 'FAILED', attemptsLeft: 0, displayMsg: 'Wrong OTP' }]);
    const { actor, emitted } = startOnClock(cardOtpMachine, { orderTransactionId: 'txn-1' });
    actor.send({ type: 'otp.submit', otp: '111111' });
    await flush();
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([{ type: 'payment.failed', message: { text: 'Wrong OTP' } }]);
  });

  it('once the code is taken, polls the status only after the delay and goes to thank-you on SUCCESS', async () => {
    const { actor, emitted, advance, api } = await startPaid({ orderTransactionId: 'txn-1', interval: 3, totalTime: 80 }, [
      { status: 'WAIT' },
      { status: 'SUCCESS' },
    ]);
    await advance(3 * SECOND - 1);
    expect(api.getOrderStatus).not.toHaveBeenCalled();
    expect(selectIsWaiting(actor.getSnapshot())).toBe(true);
    await advance(1);
    expect(api.getOrderStatus).toHaveBeenCalledTimes(1);
    await advance(3 * SECOND);
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/thankYou?transactionId=txn-1' }]);
  });

  it('after the total time (SPEC 9 defaults: every 3 s, 80 s) shows an error, and its OK returns to /cart', async () => {
    const { actor, emitted, advance, api } = await startPaid({ orderTransactionId: 'txn-2' }, [{ status: 'WAIT' }]);
    for (let second = 3; second < 78; second += 3) await advance(3 * SECOND);
    expect(api.getOrderStatus).toHaveBeenCalledTimes(25);
    expect(emitted).toEqual([]);
    await advance(3 * SECOND);
    expect(api.getOrderStatus).toHaveBeenCalledTimes(26);
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectHasTimedOut(actor.getSnapshot())).toBe(true);
    expect(selectErrorMessage(actor.getSnapshot())).toEqual(ORDER_NOT_CONFIRMED);
    expect(emitted).toEqual([{ type: 'payment.failed', message: ORDER_NOT_CONFIRMED }]);
    actor.send({ type: 'error.dismiss' });
    expect(emitted.at(-1)).toEqual({ type: 'navigation.requested', to: '/cart' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('FAILED shows the payment error and stays', async () => {
    const { actor, emitted, advance } = await startPaid({ orderTransactionId: 'txn-3', interval: 2, totalTime: 10 }, [
      { status: 'FAILED' },
    ]);
    await advance(2 * SECOND);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(emitted).toEqual([{ type: 'payment.failed', message: PAYMENT_FAILED }]);
  });

  it('a failed status call is retried after the delay', async () => {
    const { actor, advance, api } = await startPaid({ orderTransactionId: 'txn-4', interval: 2, totalTime: 10 }, [
      new Error('offline'),
      { status: 'SUCCESS' },
    ]);
    await advance(2 * SECOND);
    expect(selectAttempts(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().value).toBe('waiting');
    await advance(2 * SECOND);
    expect(api.getOrderStatus).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('succeeded');
  });
});
