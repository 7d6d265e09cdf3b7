import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransactionStatusResponse } from '@/contract/payments';
import type { OrderStatusResponse } from '@/contract/orders';
import { ENDPOINTS } from '@/contract/endpoints';
import {
  selectAttempts,
  selectCanReopen,
  selectFailureMessage,
  selectHasFailed,
  selectIsVerifying,
  upiIntentMachine,
  type UpiIntentInput,
} from '@machines/upiIntent.machine';
import { serveCalls } from './boundCallsFixture';
import { answers, SECOND, startOnClock } from './pollingFixtures';

const INTENT = 'upi://pay?pa=slice@sandbox&am=499.00&tr=txn-1';

function serve(transaction: Array<TransactionStatusResponse | Error>, order: Array<OrderStatusResponse | Error> = [{ status: 'SUCCESS' }]) {
  const getTransactionStatus = answers(transaction);
  const getOrderStatus = answers(order);
  serveCalls(ENDPOINTS, { getTransactionStatus, getOrderStatus });
  return { getTransactionStatus, getOrderStatus };
}

function start(input: Partial<UpiIntentInput> = {}) {
  return startOnClock(upiIntentMachine, { orderTransactionId: 'txn-1', intentUrl: INTENT, ...input });
}

afterEach(() => vi.restoreAllMocks());

describe('UPI intent machine', () => {
  it('opens the UPI app, polls after the interval until TXN SUCCESS, processes the payment and goes to thank-you', async () => {
    const api = serve([{ transactionStatus: 'IN_PROGRESS' }, { transactionStatus: 'SUCCESS' }]);
    const { actor, emitted, advance } = start({ interval: 3, timeout: 120 });
    expect(emitted).toEqual([{ type: 'intentOpen.requested', url: INTENT }]);
    await advance(3 * SECOND - 1);
    expect(api.getTransactionStatus).not.toHaveBeenCalled();
    await advance(1);
    expect(api.getTransactionStatus).toHaveBeenCalledTimes(1);
    expect(api.getTransactionStatus.mock.calls[0]?.[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(api.getOrderStatus).not.toHaveBeenCalled();
    await advance(3 * SECOND);
    expect(api.getOrderStatus).toHaveBeenCalledWith(
      expect.objectContaining({ pathParams: { orderTransactionId: 'txn-1' }, signal: expect.any(AbortSignal) }),
    );
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(emitted.slice(1)).toEqual([{ type: 'navigation.requested', to: '/thankYou?transactionId=txn-1' }]);
  });

  it('gives up after the SPEC 9 UPI timeout of 120 s with UPI_TRANSACTION_TIMEOUT and the SPEC UPI text', async () => {
    const api = serve([{ transactionStatus: 'IN_PROGRESS' }]);
    const { actor, emitted, advance } = start();
    for (let second = 3; second < 120; second += 3) await advance(3 * SECOND);
    expect(api.getTransactionStatus).toHaveBeenCalledTimes(39);
    expect(selectIsVerifying(actor.getSnapshot())).toBe(true);
    await advance(3 * SECOND);
    expect(api.getTransactionStatus).toHaveBeenCalledTimes(40);
    expect(selectAttempts(actor.getSnapshot())).toBe(40);
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectFailureMessage(actor.getSnapshot())).toBe('upiPaymentIssue');
    expect(emitted.slice(1)).toEqual([
      { type: 'analytics.tracked', event: 'UPI_TRANSACTION_TIMEOUT' },
      { type: 'payment.failed', message: 'upiPaymentIssue' },
    ]);
  });

  it('a declined transaction fails with the UPI text', async () => {
    serve([{ transactionStatus: 'FAILED' }]);
    const { actor, emitted, advance } = start({ interval: 3 });
    await advance(3 * SECOND);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(emitted.slice(1)).toEqual([{ type: 'payment.failed', message: 'upiPaymentIssue' }]);
  });

  it('reports PAYMENT_VERIFY_SERVICE_ERROR when the verify call fails and asks again on the next tick', async () => {
    const api = serve([new Error('offline'), { transactionStatus: 'SUCCESS' }]);
    const { emitted, advance } = start({ interval: 3 });
    await advance(3 * SECOND);
    expect(emitted.slice(1)).toEqual([{ type: 'analytics.tracked', event: 'PAYMENT_VERIFY_SERVICE_ERROR' }]);
    await advance(3 * SECOND);
    expect(api.getTransactionStatus).toHaveBeenCalledTimes(2);
    expect(emitted.at(-1)).toEqual({ type: 'navigation.requested', to: '/thankYou?transactionId=txn-1' });
  });

  it('processing that answers anything but SUCCESS fails with PROCESS_PAYMENT_RETURNED_ERROR; a processing call error with PROCESS_PAYMENT_API_ERROR', async () => {
    serve([{ transactionStatus: 'SUCCESS' }], [{ status: 'FAILED' }]);
    const returned = start({ interval: 3 });
    await returned.advance(3 * SECOND);
    expect(returned.emitted.slice(1)).toEqual([
      { type: 'analytics.tracked', event: 'PROCESS_PAYMENT_RETURNED_ERROR' },
      { type: 'payment.failed', message: 'upiPaymentIssue' },
    ]);

    serve([{ transactionStatus: 'SUCCESS' }], [new Error('500')]);
    const thrown = start({ interval: 3 });
    await thrown.advance(3 * SECOND);
    expect(thrown.emitted.slice(1)).toEqual([
      { type: 'analytics.tracked', event: 'PROCESS_PAYMENT_API_ERROR' },
      { type: 'payment.failed', message: 'upiPaymentIssue' },
    ]);
  });

  it('opens the UPI app again on request while verifying, and fails with DEEPLINK_ERROR when the link cannot open', async () => {
    serve([{ transactionStatus: 'IN_PROGRESS' }]);
    const { actor, emitted } = start();
    expect(selectCanReopen(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'intent.reopen' });
    expect(emitted).toEqual([
      { type: 'intentOpen.requested', url: INTENT },
      { type: 'intentOpen.requested', url: INTENT },
    ]);
    actor.send({ type: 'intent.failed' });
    expect(emitted.slice(2)).toEqual([
      { type: 'analytics.tracked', event: 'DEEPLINK_ERROR' },
      { type: 'payment.failed', message: 'upiPaymentIssue' },
    ]);
    expect(selectCanReopen(actor.getSnapshot())).toBe(false);
  });
});
