import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ORDER_SUCCESS_EVENT,
  orderStatusPollingMachine,
  selectAttempts,
  selectIsPolling,
  selectOrderStatus,
  type OrderStatusPollingInput,
} from '@machines/orderStatusPolling.machine';
import { flush, SECOND, serveOrderStatus, startOnClock } from './pollingFixtures';

/** The first poll is at the start: it has settled when this resolves. */
async function start(input: OrderStatusPollingInput) {
  const run = startOnClock(orderStatusPollingMachine, input);
  await flush();
  return run;
}

afterEach(() => vi.restoreAllMocks());

describe('order status polling machine', () => {
  it('asks at once, then every orderConfirmationInterval (4 s) while WAIT, and gives UNKNOWN after orderConfirmationTimer (150 s)', async () => {
    const poll = serveOrderStatus([{ status: 'WAIT' }]);
    const { actor, emitted, advance } = await start({ orderTransactionId: 'txn-1' });
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll.mock.calls[0]?.[0]?.signal).toBeInstanceOf(AbortSignal);
    await advance(4 * SECOND - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(poll).toHaveBeenCalledTimes(2);
    for (let second = 8; second <= 148; second += 4) await advance(4 * SECOND);
    // Polls at 0, 4, ..., 148 s: floor(150 / 4) + 1 = 38, all within the 150 s.
    expect(poll).toHaveBeenCalledTimes(38);
    expect(selectOrderStatus(actor.getSnapshot())).toBe('UNKNOWN');
    expect(selectIsPolling(actor.getSnapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'cart.cleared' }]);
    await advance(60 * SECOND);
    expect(poll).toHaveBeenCalledTimes(38);
  });

  it('ends with its outcome as output, so a payment flow running it after success knows how the order settled', async () => {
    serveOrderStatus([{ status: 'SUCCESS' }]);
    const confirmed = await start({ orderTransactionId: 'txn-1' });
    expect(confirmed.actor.getSnapshot().output).toEqual({ status: 'SUCCESS' });
    serveOrderStatus([{ status: 'FAILED' }]);
    const failed = await start({ orderTransactionId: 'txn-1' });
    expect(failed.actor.getSnapshot().output).toEqual({ status: 'FAILED' });
    serveOrderStatus([{ status: 'UNKNOWN' }]);
    const unknown = await start({ orderTransactionId: 'txn-1' });
    expect(unknown.actor.getSnapshot().output).toEqual({ status: 'UNKNOWN' });
  });

  it('SUCCESS clears the cart and fires the order-success analytics event', async () => {
    serveOrderStatus([{ status: 'INPROCESS' }, { status: 'SUCCESS' }]);
    const { actor, emitted, advance } = await start({ orderTransactionId: 'txn-2', interval: 5, totalTime: 30 });
    expect(selectOrderStatus(actor.getSnapshot())).toBe('WAIT');
    await advance(5 * SECOND);
    expect(selectOrderStatus(actor.getSnapshot())).toBe('SUCCESS');
    expect(emitted).toEqual([{ type: 'cart.cleared' }, { type: 'analytics.tracked', event: ORDER_SUCCESS_EVENT }]);
  });

  it('FAILED clears the cart', async () => {
    serveOrderStatus([{ status: 'FAILED' }]);
    const { actor, emitted } = await start({ orderTransactionId: 'txn-3', interval: 5, totalTime: 30 });
    expect(selectOrderStatus(actor.getSnapshot())).toBe('FAILED');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(emitted).toEqual([{ type: 'cart.cleared' }]);
  });

  it('a failed call is asked again after the interval and counts against the total time', async () => {
    const poll = serveOrderStatus([new Error('offline'), new Error('offline'), { status: 'SUCCESS' }]);
    const { actor, advance } = await start({ orderTransactionId: 'txn-4', interval: 2, totalTime: 4 });
    await advance(2 * SECOND);
    expect(selectAttempts(actor.getSnapshot())).toBe(2);
    await advance(2 * SECOND);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(selectOrderStatus(actor.getSnapshot())).toBe('SUCCESS');
  });
});
