import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransactionStatusResponse } from '@/contract/payments';
import { ENDPOINTS } from '@/contract/endpoints';
import {
  selectAttempts,
  selectCancelFailed,
  selectCanCancel,
  selectFailure,
  selectFailureMessage,
  selectIsCancelling,
  selectSecondsLeft,
  selectServerReason,
  selectHasFailed,
  selectIsPolling,
  selectPollingSeconds,
  transactionPollingMachine,
  type TransactionPollingInput,
} from '@machines/transactionPolling.machine';
import { serveCalls } from './boundCallsFixture';
import { answers, SECOND, serveTransactionStatus, startOnClock } from './pollingFixtures';

const PAYMENT_FAILED = { code: 'paymentFailed' } as const;
const ORDER_NOT_CONFIRMED = { code: 'orderNotConfirmed' } as const;

function start(input: TransactionPollingInput) {
  return startOnClock(transactionPollingMachine, input);
}

const inProgress: TransactionStatusResponse = { transactionStatus: 'IN_PROGRESS' };

afterEach(() => vi.restoreAllMocks());

describe('transaction polling machine', () => {
  it('asks nothing before the server-given interval, then polls every interval until SUCCESS and goes to thank-you', async () => {
    const poll = serveTransactionStatus([inProgress, { transactionStatus: 'SUCCESS' }]);
    const { actor, emitted, advance } = start({ orderTransactionId: 'txn-1', pollingData: { interval: 3, duration: 80 } });
    await advance(3 * SECOND - 1);
    expect(poll).not.toHaveBeenCalled();
    await advance(1);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll.mock.calls[0]?.[0]?.pathParams).toEqual({ orderTransactionId: 'txn-1' });
    expect(poll.mock.calls[0]?.[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(selectIsPolling(actor.getSnapshot())).toBe(true);
    await advance(3 * SECOND - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/thankYou?transactionId=txn-1' }]);
  });

  it('uses the SPEC 9 payment status polling (every 3 s, 80 s in all) when the server gives no pollingData', async () => {
    const poll = serveTransactionStatus([inProgress]);
    const { actor, emitted, advance } = start({ orderTransactionId: 'txn-2', pollingData: null });
    expect(selectPollingSeconds(actor.getSnapshot())).toBe(78);
    for (let second = 3; second <= 78; second += 3) await advance(3 * SECOND);
    // floor(80 / 3) = 26 polls, the last at 78 s, within the 80 s.
    expect(poll).toHaveBeenCalledTimes(26);
    expect(actor.getSnapshot().value).toBe('timedOut');
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectFailureMessage(actor.getSnapshot())).toEqual(ORDER_NOT_CONFIRMED);
    expect(emitted).toEqual([{ type: 'payment.failed', message: ORDER_NOT_CONFIRMED }, { type: 'paymentMode.cleared' }]);
    await advance(60 * SECOND);
    expect(poll).toHaveBeenCalledTimes(26);
  });

  it('with interval 3 and duration 9 from the server makes exactly 3 polls', async () => {
    const poll = serveTransactionStatus([inProgress]);
    const { actor, advance } = start({ orderTransactionId: 'txn-3', pollingData: { interval: 3, duration: 9 } });
    await advance(9 * SECOND);
    await advance(3 * SECOND);
    await advance(3 * SECOND);
    await advance(3 * SECOND);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(selectAttempts(actor.getSnapshot())).toBe(3);
    expect(actor.getSnapshot().value).toBe('timedOut');
  });

  it('FAILED shows the server message and clears the chosen payment mode', async () => {
    serveTransactionStatus([{ transactionStatus: 'FAILED', displayMsg: 'Bank declined the payment' }]);
    const { actor, emitted, advance } = start({ orderTransactionId: 'txn-4', pollingData: { interval: 5, duration: 60 } });
    await advance(5 * SECOND);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(selectFailureMessage(actor.getSnapshot())).toEqual({ text: 'Bank declined the payment' });
    expect(emitted).toEqual([{ type: 'payment.failed', message: { text: 'Bank declined the payment' } }, { type: 'paymentMode.cleared' }]);
  });

  it('FAILED with the SPEC 8 text as the server writes it reads as its code, not as a reason of the server', async () => {
    serveTransactionStatus([{ transactionStatus: 'FAILED', displayMsg: 'Payment Failed. Please try again.' }]);
    const { actor, advance } = start({ orderTransactionId: 'txn-6', pollingData: { interval: 5, duration: 60 } });
    await advance(5 * SECOND);
    expect(selectFailureMessage(actor.getSnapshot())).toEqual(PAYMENT_FAILED);
    expect(selectServerReason(actor.getSnapshot())).toBeNull();
  });

  it('FAILED without a server message shows the SPEC 8 text', async () => {
    serveTransactionStatus([{ transactionStatus: 'FAILED' }]);
    const { actor, advance } = start({ orderTransactionId: 'txn-5', pollingData: { interval: 5, duration: 60 } });
    await advance(5 * SECOND);
    expect(selectFailureMessage(actor.getSnapshot())).toEqual(PAYMENT_FAILED);
  });

  it('retries a failed call on the next tick', async () => {
    const poll = serveTransactionStatus([new Error('offline'), { transactionStatus: 'SUCCESS' }]);
    const { actor, emitted, advance } = start({ orderTransactionId: 'txn-6', pollingData: { interval: 4, duration: 40 } });
    await advance(4 * SECOND);
    expect(actor.getSnapshot().value).toBe('waiting');
    await advance(4 * SECOND);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/thankYou?transactionId=txn-6' }]);
  });

  it('counts the time left down from the server-given window, one interval per poll', async () => {
    serveTransactionStatus([inProgress]);
    const { actor, advance } = start({ orderTransactionId: 'txn-7', pollingData: { interval: 3, duration: 9 } });
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(9);
    await advance(3 * SECOND);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(6);
    await advance(3 * SECOND);
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(3);
    await advance(3 * SECOND);
    expect(actor.getSnapshot().value).toBe('timedOut');
    expect(selectSecondsLeft(actor.getSnapshot())).toBe(0);
  });

  it('a cancel stops polling, asks the server to give the payment up and ends as cancelled', async () => {
    const poll = answers([inProgress]);
    const cancel = vi.fn(async () => ({ transactionStatus: 'FAILED' as const }));
    serveCalls(ENDPOINTS, { getTransactionStatus: poll, cancelPayment: cancel });
    const { actor, emitted, advance } = start({ orderTransactionId: 'txn-8', pollingData: { interval: 3, duration: 80 } });
    expect(selectCanCancel(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'payment.cancel' });
    expect(selectIsCancelling(actor.getSnapshot())).toBe(true);
    await advance(0);
    expect(cancel).toHaveBeenCalledWith(
      expect.objectContaining({ pathParams: { orderTransactionId: 'txn-8' }, signal: expect.any(AbortSignal) }),
    );
    expect(selectFailure(actor.getSnapshot())).toBe('cancelled');
    expect(emitted).toEqual([{ type: 'payment.failed', message: PAYMENT_FAILED }, { type: 'paymentMode.cleared' }]);
    await advance(10 * SECOND);
    expect(poll).not.toHaveBeenCalled();
  });

  it('a cancel answered SUCCESS (the payment had gone through) goes to thank-you', async () => {
    serveCalls(ENDPOINTS, { getTransactionStatus: answers([inProgress]), cancelPayment: async () => ({ transactionStatus: 'SUCCESS' }) });
    const { actor, emitted, advance } = start({ orderTransactionId: 'txn-9', pollingData: { interval: 3, duration: 80 } });
    actor.send({ type: 'payment.cancel' });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/thankYou?transactionId=txn-9' }]);
  });

  it('a cancel that gets no answer keeps waiting for the outcome and says the cancel failed', async () => {
    serveCalls(ENDPOINTS, {
      getTransactionStatus: answers([inProgress, { transactionStatus: 'SUCCESS' }]),
      cancelPayment: async () => Promise.reject(new Error('404')),
    });
    const { actor, emitted, advance } = start({ orderTransactionId: 'txn-10', pollingData: { interval: 3, duration: 80 } });
    actor.send({ type: 'payment.cancel' });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(selectCancelFailed(actor.getSnapshot())).toBe(true);
    await advance(3 * SECOND);
    await advance(3 * SECOND);
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/thankYou?transactionId=txn-10' }]);
  });

  it("keeps the server's own reason, but not the generic SPEC texts that say to try again at once", async () => {
    serveTransactionStatus([{ transactionStatus: 'FAILED', displayMsg: 'Bank declined the payment' }]);
    const declined = start({ orderTransactionId: 'txn-11', pollingData: { interval: 1, duration: 5 } });
    await declined.advance(SECOND);
    expect(selectServerReason(declined.actor.getSnapshot())).toBe('Bank declined the payment');
    serveTransactionStatus([{ transactionStatus: 'FAILED' }]);
    const generic = start({ orderTransactionId: 'txn-12', pollingData: { interval: 1, duration: 5 } });
    await generic.advance(SECOND);
    expect(selectFailure(generic.actor.getSnapshot())).toBe('declined');
    expect(selectServerReason(generic.actor.getSnapshot())).toBeNull();
  });
});
