import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransactionStatusResponse } from '@/api/contract';
import {
  ORDER_NOT_CONFIRMED,
  PAYMENT_FAILED,
  selectAttempts,
  selectFailureMessage,
  selectHasFailed,
  selectIsPolling,
  selectPollingSeconds,
  transactionPollingMachine,
  type TransactionPollingInput,
} from '@machines/transactionPolling.machine';
import { SECOND, serveTransactionStatus, startOnClock } from './pollingFixtures';

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
    expect(poll.mock.calls[0]?.[0]).toBe('txn-1');
    expect(poll.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    expect(selectIsPolling(actor.getSnapshot())).toBe(true);
    await advance(3 * SECOND - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'navigate', to: '/thankYou?transactionId=txn-1' }]);
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
    expect(selectFailureMessage(actor.getSnapshot())).toBe(ORDER_NOT_CONFIRMED);
    expect(emitted).toEqual([{ type: 'failed', message: ORDER_NOT_CONFIRMED }, { type: 'paymentModeCleared' }]);
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
    expect(selectFailureMessage(actor.getSnapshot())).toBe('Bank declined the payment');
    expect(emitted).toEqual([{ type: 'failed', message: 'Bank declined the payment' }, { type: 'paymentModeCleared' }]);
  });

  it('FAILED without a server message shows the SPEC 8 text', async () => {
    serveTransactionStatus([{ transactionStatus: 'FAILED' }]);
    const { actor, advance } = start({ orderTransactionId: 'txn-5', pollingData: { interval: 5, duration: 60 } });
    await advance(5 * SECOND);
    expect(selectFailureMessage(actor.getSnapshot())).toBe(PAYMENT_FAILED);
  });

  it('retries a failed call on the next tick', async () => {
    const poll = serveTransactionStatus([new Error('offline'), { transactionStatus: 'SUCCESS' }]);
    const { actor, emitted, advance } = start({ orderTransactionId: 'txn-6', pollingData: { interval: 4, duration: 40 } });
    await advance(4 * SECOND);
    expect(actor.getSnapshot().value).toBe('waiting');
    await advance(4 * SECOND);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(emitted).toEqual([{ type: 'navigate', to: '/thankYou?transactionId=txn-6' }]);
  });
});
