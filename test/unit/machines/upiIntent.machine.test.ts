import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpiVerifyResponse } from '@/contract/paymentVerification';
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
const PENDING: UpiVerifyResponse = { ORDERID: 'txn-1', STATUS: 'PENDING' };
const VERIFIED: UpiVerifyResponse = { ORDERID: 'txn-1', STATUS: 'TXN_SUCCESS' };
const DECLINED: UpiVerifyResponse = { ORDERID: 'txn-1', STATUS: 'TXN_FAILURE', RESPMSG: 'Declined in the UPI app' };

function serve(verify: Array<UpiVerifyResponse | Error>, order: Array<OrderStatusResponse | Error> = [{ status: 'SUCCESS' }]) {
  const verifyUpi = answers(verify);
  const getOrderStatus = answers(order);
  serveCalls(ENDPOINTS, { verifyUpi, getOrderStatus });
  return { verifyUpi, getOrderStatus };
}

function start(input: Partial<UpiIntentInput> = {}) {
  return startOnClock(upiIntentMachine, {
    orderTransactionId: 'txn-1',
    intentUrl: INTENT,
    merchantId: 'MID-1',
    merchantReference: 'pay-1',
    amount: 49_900,
    ...input,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('UPI intent machine', () => {
  it('opens the UPI app, verifies after the interval until TXN_SUCCESS, processes the payment and goes to thank-you', async () => {
    const api = serve([PENDING, VERIFIED]);
    const { actor, emitted, advance } = start({ interval: 3, timeout: 120 });
    expect(emitted).toEqual([{ type: 'intentOpen.requested', url: INTENT }]);
    await advance(3 * SECOND - 1);
    expect(api.verifyUpi).not.toHaveBeenCalled();
    await advance(1);
    expect(api.verifyUpi).toHaveBeenCalledTimes(1);
    // SPEC 7 UPI verify: data{ORDERID, MID, TXNAMOUNT, MERC_UNQ_REF, STATUS}.
    expect(api.verifyUpi.mock.calls[0]?.[0]).toMatchObject({
      body: { ORDERID: 'txn-1', MID: 'MID-1', TXNAMOUNT: '499.00', MERC_UNQ_REF: 'pay-1', STATUS: 'SUBMITTED' },
      signal: expect.any(AbortSignal),
    });
    expect(api.getOrderStatus).not.toHaveBeenCalled();
    await advance(3 * SECOND);
    // Processing: the order status polling asks at once.
    expect(api.getOrderStatus).toHaveBeenCalledWith(
      expect.objectContaining({ pathParams: { orderTransactionId: 'txn-1' }, signal: expect.any(AbortSignal) }),
    );
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(emitted.slice(1)).toEqual([{ type: 'cart.cleared' }, { type: 'navigation.requested', to: '/thankYou?transactionId=txn-1' }]);
  });

  it('processing polls the order while it is WAIT until it is confirmed', async () => {
    const api = serve([VERIFIED], [{ status: 'WAIT' }, { status: 'SUCCESS' }]);
    const { actor, advance } = start({ interval: 3 });
    await advance(3 * SECOND);
    expect(actor.getSnapshot().value).toBe('processing');
    // SPEC 9 orderConfirmationInterval 4.
    await advance(4 * SECOND);
    expect(api.getOrderStatus).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('gives up after the SPEC 9 UPI timeout of 120 s with UPI_TRANSACTION_TIMEOUT and the SPEC UPI text', async () => {
    const api = serve([PENDING]);
    const { actor, emitted, advance } = start();
    for (let second = 3; second < 120; second += 3) await advance(3 * SECOND);
    expect(api.verifyUpi).toHaveBeenCalledTimes(39);
    expect(selectIsVerifying(actor.getSnapshot())).toBe(true);
    await advance(3 * SECOND);
    expect(api.verifyUpi).toHaveBeenCalledTimes(40);
    expect(selectAttempts(actor.getSnapshot())).toBe(40);
    expect(selectHasFailed(actor.getSnapshot())).toBe(true);
    expect(selectFailureMessage(actor.getSnapshot())).toBe('upiPaymentIssue');
    expect(emitted.slice(1)).toEqual([
      { type: 'analytics.tracked', event: 'UPI_TRANSACTION_TIMEOUT' },
      { type: 'payment.failed', message: 'upiPaymentIssue' },
    ]);
  });

  it('a declined transaction (TXN_FAILURE) fails with the UPI text', async () => {
    serve([DECLINED]);
    const { actor, emitted, advance } = start({ interval: 3 });
    await advance(3 * SECOND);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(emitted.slice(1)).toEqual([{ type: 'payment.failed', message: 'upiPaymentIssue' }]);
  });

  it('reports PAYMENT_VERIFY_SERVICE_ERROR when the verify call fails and asks again on the next tick', async () => {
    const api = serve([new Error('offline'), VERIFIED]);
    const { emitted, advance } = start({ interval: 3 });
    await advance(3 * SECOND);
    expect(emitted.slice(1)).toEqual([{ type: 'analytics.tracked', event: 'PAYMENT_VERIFY_SERVICE_ERROR' }]);
    await advance(3 * SECOND);
    expect(api.verifyUpi).toHaveBeenCalledTimes(2);
    expect(emitted.at(-1)).toEqual({ type: 'navigation.requested', to: '/thankYou?transactionId=txn-1' });
  });

  it('a failed order fails with PROCESS_PAYMENT_RETURNED_ERROR; an order not confirmed in time goes to the payment page with PROCESS_PAYMENT_API_ERROR', async () => {
    serve([VERIFIED], [{ status: 'FAILED' }]);
    const returned = start({ interval: 3 });
    await returned.advance(3 * SECOND);
    expect(returned.emitted.slice(1)).toEqual([
      { type: 'cart.cleared' },
      { type: 'analytics.tracked', event: 'PROCESS_PAYMENT_RETURNED_ERROR' },
      { type: 'payment.failed', message: 'upiPaymentIssue' },
    ]);

    serve([VERIFIED], [new Error('500')]);
    const thrown = start({ interval: 3 });
    await thrown.advance(3 * SECOND);
    // SPEC 9 orderConfirmationTimer 150 s, every 4 s: the money was taken, so the payment page keeps asking for the outcome.
    for (let second = 0; second <= 150; second += 4) await thrown.advance(4 * SECOND);
    expect(thrown.actor.getSnapshot().value).toBe('unconfirmed');
    expect(thrown.emitted.slice(1)).toEqual([
      { type: 'cart.cleared' },
      { type: 'analytics.tracked', event: 'PROCESS_PAYMENT_API_ERROR' },
      { type: 'navigation.requested', to: '/paymentTransaction?transactionId=txn-1' },
    ]);
  });

  it('opens the UPI app again on request while verifying, and fails with DEEPLINK_ERROR when the link cannot open', async () => {
    serve([PENDING]);
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
