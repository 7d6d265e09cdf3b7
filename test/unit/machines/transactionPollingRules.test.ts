import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiClient, type ApiClient, type ApiRequestInit } from '@/api';
import type { Endpoint } from '@/contract/endpoints';
import { STORAGE_KEYS } from '@/api/storage';
import { transactionPollingMachine } from '@machines/transactionPolling.machine';
import { ENDPOINTS } from '@/contract/endpoints';
import { serveCalls } from './boundCallsFixture';
import { answers, SECOND, serveTransactionStatus, startOnClock } from './pollingFixtures';

/** IndexedDB stand-in: the chosen payment mode as the payment screen saved it. */
const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/api/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/storage')>()),
  removeStored: async (key: string) => void stored.delete(key),
}));

const MODE = { paymentType: 'UPI_WALLET', name: 'UPI', paymentId: 'pay-upi' };
const start = () => startOnClock(transactionPollingMachine, { orderTransactionId: 'txn-1', pollingData: { interval: 3, duration: 6 } });

afterEach(() => stored.clear());

describe('a failed transaction clears the chosen payment mode (SPEC 4)', () => {
  it.each([
    ['the gateway answers FAILED', [{ transactionStatus: 'FAILED' as const }]],
    ['no outcome comes within the window', [{ transactionStatus: 'IN_PROGRESS' as const }]],
  ])('forgets the saved mode when %s', async (_, answers) => {
    stored.set(STORAGE_KEYS.paymentMode, MODE);
    serveTransactionStatus(answers);
    const { actor, advance } = start();
    await advance(3 * SECOND);
    await advance(3 * SECOND);
    expect(actor.getSnapshot().status).toBe('done');
    expect(stored.has(STORAGE_KEYS.paymentMode)).toBe(false);
  });

  it('keeps the mode of a payment that succeeded', async () => {
    stored.set(STORAGE_KEYS.paymentMode, MODE);
    serveTransactionStatus([{ transactionStatus: 'SUCCESS' }]);
    const { actor, advance } = start();
    await advance(3 * SECOND);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(stored.get(STORAGE_KEYS.paymentMode)).toEqual(MODE);
  });

  it('forgets it when the customer gives the payment up', async () => {
    stored.set(STORAGE_KEYS.paymentMode, MODE);
    serveCalls(ENDPOINTS, {
      getTransactionStatus: answers([{ transactionStatus: 'IN_PROGRESS' }]),
      cancelPayment: async () => ({ transactionStatus: 'FAILED' }),
    });
    const { actor, advance } = start();
    actor.send({ type: 'payment.cancel' });
    await advance(0);
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(stored.has(STORAGE_KEYS.paymentMode)).toBe(false);
  });
});

describe('polling goes to the server-given pollingData url and method (SPEC 7)', () => {
  /** Answers every request IN_PROGRESS then SUCCESS, recording where it went. */
  function recordCalls() {
    const calls: Array<{ path: string; method: string; pathParams?: Record<string, string> }> = [];
    const request = vi.fn(async (endpoint: Endpoint, init: ApiRequestInit = {}) => {
      calls.push({ path: endpoint.path, method: endpoint.method, ...(init.pathParams ? { pathParams: init.pathParams } : {}) });
      return { transactionStatus: calls.length > 1 ? 'SUCCESS' : 'IN_PROGRESS' };
    });
    setApiClient({ request } as Partial<ApiClient> as ApiClient);
    return calls;
  }

  it.each(['GET', 'POST'] as const)('asks the given url with %s, every poll', async (method) => {
    const calls = recordCalls();
    const url = '/api/v1/payments/transactions/txn-1/status';
    const { actor, advance } = startOnClock(transactionPollingMachine, {
      orderTransactionId: 'txn-1',
      pollingData: { interval: 3, duration: 30 },
      pollingTarget: { url, method },
    });
    await advance(3 * SECOND);
    await advance(3 * SECOND);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(calls).toEqual([
      { path: url, method },
      { path: url, method },
    ]);
  });

  it('asks the fixed status path of the transaction when the server gave no url', async () => {
    const calls = recordCalls();
    const { advance } = startOnClock(transactionPollingMachine, { orderTransactionId: 'txn-1', pollingData: null });
    await advance(3 * SECOND);
    expect(calls).toEqual([{ path: ENDPOINTS.getTransactionStatus.path, method: 'GET', pathParams: { orderTransactionId: 'txn-1' } }]);
  });
});

describe('the SPEC 9 order-processing time before the first status check', () => {
  it('after a gateway page, asks first when the processing time is over, then every interval within the window', async () => {
    const poll = serveTransactionStatus([{ transactionStatus: 'IN_PROGRESS' }]);
    const { actor, advance } = startOnClock(transactionPollingMachine, {
      orderTransactionId: 'txn-1',
      pollingData: null,
      firstPollSeconds: 5,
    });
    await advance(3 * SECOND);
    expect(poll).not.toHaveBeenCalled();
    await advance(2 * SECOND);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(3 * SECOND);
    expect(poll).toHaveBeenCalledTimes(2);
    // 80 s window: the first check at 5 s, then floor(75 / 3) = 25 more, the last at 80 s.
    for (let second = 8; second < 80; second += 3) await advance(3 * SECOND);
    expect(poll).toHaveBeenCalledTimes(26);
    expect(actor.getSnapshot().value).toBe('timedOut');
  });

  it("a wallet's shorter processing time asks sooner", async () => {
    const poll = serveTransactionStatus([{ transactionStatus: 'SUCCESS' }]);
    const { actor, advance } = startOnClock(transactionPollingMachine, {
      orderTransactionId: 'txn-1',
      pollingData: null,
      firstPollSeconds: 2,
    });
    await advance(2 * SECOND);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('a processing time longer than the window still makes one check', async () => {
    serveTransactionStatus([{ transactionStatus: 'IN_PROGRESS' }]);
    const { actor } = startOnClock(transactionPollingMachine, {
      orderTransactionId: 'txn-1',
      pollingData: { interval: 3, duration: 6 },
      firstPollSeconds: 10,
    });
    expect(actor.getSnapshot().context.maxAttempts).toBe(1);
  });

  it('without one (or with none positive) the first check comes one interval after the start', async () => {
    for (const firstPollSeconds of [null, 0, -1]) {
      const poll = serveTransactionStatus([{ transactionStatus: 'SUCCESS' }]);
      const { advance } = startOnClock(transactionPollingMachine, { orderTransactionId: 'txn-1', pollingData: null, firstPollSeconds });
      await advance(3 * SECOND);
      expect(poll).toHaveBeenCalledTimes(1);
    }
  });
});
