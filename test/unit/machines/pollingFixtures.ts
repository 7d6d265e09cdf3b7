/**
 * Helpers of the polling machines' tests (transaction polling, card OTP, order status, UPI intent): status
 * calls that answer from a list, and an actor on a simulated clock whose emitted events are recorded.
 */
import { vi } from 'vitest';
import { createActor, SimulatedClock, type AnyStateMachine, type EventObject, type InputFrom } from 'xstate';
import type { ApiRequestInit } from '@/api';
import type { TransactionStatusResponse } from '@/contract/payments';
import type { OrderStatusResponse } from '@/contract/orders';
import { ENDPOINTS } from '@/contract/endpoints';
import { serveCalls } from './boundCallsFixture';

export const SECOND = 1_000;

/** A status call's stub that answers from `list` in order (an Error rejects); the last answer repeats. */
export function answers<T>(list: Array<T | Error>) {
  let calls = 0;
  return vi.fn(async (_init: ApiRequestInit) => {
    const answer = list[Math.min(calls, list.length - 1)];
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer as T;
  });
}

/** Serves getOrderStatus from `list`; returns the call's mock. */
export function serveOrderStatus(list: Array<OrderStatusResponse | Error>) {
  const getOrderStatus = answers(list);
  serveCalls(ENDPOINTS, { getOrderStatus });
  return getOrderStatus;
}

/** Serves getTransactionStatus from `list`; returns the call's mock. */
export function serveTransactionStatus(list: Array<TransactionStatusResponse | Error>) {
  const getTransactionStatus = answers(list);
  serveCalls(ENDPOINTS, { getTransactionStatus });
  return getTransactionStatus;
}

/** Lets pending promises (the status calls) settle. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Starts `machine` with `input` on a simulated clock; `advance` moves the clock and lets the calls settle. */
export function startOnClock<TMachine extends AnyStateMachine>(machine: TMachine, input: InputFrom<TMachine>) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input });
  const emitted: EventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, emitted, advance };
}
