import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import type { OrderStatusResponse } from '@/api/contract';
import { setApiClient, type ApiClient } from '@/api';
import {
  ORDER_SUCCESS_EVENT,
  orderStatusPollingMachine,
  selectAttempts,
  selectIsPolling,
  selectOrderStatus,
  type OrderStatusPollingInput,
} from '@machines/orderStatusPolling.machine';

const SECOND = 1_000;

function serve(answers: Array<OrderStatusResponse | Error>) {
  let calls = 0;
  const getOrderStatus = vi.fn(async (_id: string, _options: { signal?: AbortSignal } = {}) => {
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer as OrderStatusResponse;
  });
  setApiClient({ getOrderStatus } as unknown as ApiClient);
  return getOrderStatus;
}

function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

async function start(input: OrderStatusPollingInput) {
  const clock = new SimulatedClock();
  const actor = createActor(orderStatusPollingMachine, { clock, input });
  const emitted: EventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  await flush();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, emitted, advance };
}

afterEach(() => vi.restoreAllMocks());

describe('order status polling machine', () => {
  it('asks at once, then every orderConfirmationInterval (4 s) while WAIT, and gives UNKNOWN after orderConfirmationTimer (150 s)', async () => {
    const poll = serve([{ status: 'WAIT' }]);
    const { actor, emitted, advance } = await start({ orderTransactionId: 'txn-1' });
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
    await advance(4 * SECOND - 1);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(poll).toHaveBeenCalledTimes(2);
    for (let second = 8; second <= 148; second += 4) await advance(4 * SECOND);
    // Polls at 0, 4, ..., 148 s: floor(150 / 4) + 1 = 38, all within the 150 s.
    expect(poll).toHaveBeenCalledTimes(38);
    expect(selectOrderStatus(actor.getSnapshot())).toBe('UNKNOWN');
    expect(selectIsPolling(actor.getSnapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'cartCleared' }]);
    await advance(60 * SECOND);
    expect(poll).toHaveBeenCalledTimes(38);
  });

  it('SUCCESS clears the cart and fires the order-success analytics event', async () => {
    serve([{ status: 'INPROCESS' }, { status: 'SUCCESS' }]);
    const { actor, emitted, advance } = await start({ orderTransactionId: 'txn-2', interval: 5, totalTime: 30 });
    expect(selectOrderStatus(actor.getSnapshot())).toBe('WAIT');
    await advance(5 * SECOND);
    expect(selectOrderStatus(actor.getSnapshot())).toBe('SUCCESS');
    expect(emitted).toEqual([{ type: 'cartCleared' }, { type: 'analytics', event: ORDER_SUCCESS_EVENT }]);
  });

  it('FAILED clears the cart', async () => {
    serve([{ status: 'FAILED' }]);
    const { actor, emitted } = await start({ orderTransactionId: 'txn-3', interval: 5, totalTime: 30 });
    expect(selectOrderStatus(actor.getSnapshot())).toBe('FAILED');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(emitted).toEqual([{ type: 'cartCleared' }]);
  });

  it('a failed call is asked again after the interval and counts against the total time', async () => {
    const poll = serve([new Error('offline'), new Error('offline'), { status: 'SUCCESS' }]);
    const { actor, advance } = await start({ orderTransactionId: 'txn-4', interval: 2, totalTime: 4 });
    await advance(2 * SECOND);
    expect(selectAttempts(actor.getSnapshot())).toBe(2);
    await advance(2 * SECOND);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(selectOrderStatus(actor.getSnapshot())).toBe('SUCCESS');
  });
});
