import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cardOtpMachine,
  selectAttempts,
  selectErrorMessage,
  selectHasFailed,
  selectIsWaiting,
  type CardOtpInput,
} from '@machines/cardOtp.machine';
import { SECOND, serveOrderStatus, startOnClock } from './pollingFixtures';

const PAYMENT_FAILED = { code: 'paymentFailed' } as const;
const ORDER_NOT_CONFIRMED = { code: 'orderNotConfirmed' } as const;

function start(input: CardOtpInput) {
  return startOnClock(cardOtpMachine, input);
}

afterEach(() => vi.restoreAllMocks());

describe('card OTP machine', () => {
  it('polls the status only after the delay and goes to thank-you on SUCCESS', async () => {
    const poll = serveOrderStatus([{ status: 'WAIT' }, { status: 'SUCCESS' }]);
    const { actor, emitted, advance } = start({ orderTransactionId: 'txn-1', interval: 3, totalTime: 80 });
    await advance(3 * SECOND - 1);
    expect(poll).not.toHaveBeenCalled();
    expect(selectIsWaiting(actor.getSnapshot())).toBe(true);
    await advance(1);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll.mock.calls[0]?.[0]?.signal).toBeInstanceOf(AbortSignal);
    await advance(3 * SECOND);
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/thankYou?transactionId=txn-1' }]);
  });

  it('after the total time (SPEC 9 defaults: every 3 s, 80 s) shows an error and returns to /cart', async () => {
    const poll = serveOrderStatus([{ status: 'WAIT' }]);
    const { actor, emitted, advance } = start({ orderTransactionId: 'txn-2' });
    for (let second = 3; second < 78; second += 3) await advance(3 * SECOND);
    expect(poll).toHaveBeenCalledTimes(25);
    expect(emitted).toEqual([]);
    await advance(3 * SECOND);
    expect(poll).toHaveBeenCalledTimes(26);
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectErrorMessage(actor.getSnapshot())).toEqual(ORDER_NOT_CONFIRMED);
    expect(emitted).toEqual([
      { type: 'payment.failed', message: ORDER_NOT_CONFIRMED },
      { type: 'navigation.requested', to: '/cart' },
    ]);
  });

  it('FAILED shows the payment error and stays', async () => {
    serveOrderStatus([{ status: 'FAILED' }]);
    const { actor, emitted, advance } = start({ orderTransactionId: 'txn-3', interval: 2, totalTime: 10 });
    await advance(2 * SECOND);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(emitted).toEqual([{ type: 'payment.failed', message: PAYMENT_FAILED }]);
  });

  it('a failed call is retried after the delay', async () => {
    const poll = serveOrderStatus([new Error('offline'), { status: 'SUCCESS' }]);
    const { actor, advance } = start({ orderTransactionId: 'txn-4', interval: 2, totalTime: 10 });
    await advance(2 * SECOND);
    expect(selectAttempts(actor.getSnapshot())).toBe(1);
    expect(actor.getSnapshot().value).toBe('waiting');
    await advance(2 * SECOND);
    expect(poll).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('succeeded');
  });
});
