import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { OrderSummary } from '@/contract/orders';
import {
  isFailedTransactionId,
  orderSummaryMachine,
  selectHasLoadFailed,
  selectIsLoading,
  selectIsOrderFailed,
  selectLoadError,
  selectSummary,
} from '@machines/orderSummary.machine';
import { networkFailure } from '../../model/fixtures';
import { SUMMARY } from '../../model/orderSubmitFixtures';

function start(transactionId: string | null, answers: Array<OrderSummary | Error>) {
  const calls: string[] = [];
  const actor = createActor(
    orderSummaryMachine.provide({
      actors: {
        getOrderSummary: fromPromise<OrderSummary, { transactionId: string }>(async ({ input }) => {
          calls.push(input.transactionId);
          const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
          if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
          return answer;
        }),
      },
    }),
    { input: { transactionId } },
  );
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, calls, emitted };
}

describe('order summary machine', () => {
  it('treats a missing id, a blank id and SPEC 2 NA as a failed transaction', () => {
    expect(isFailedTransactionId(null)).toBe(true);
    expect(isFailedTransactionId(' ')).toBe(true);
    expect(isFailedTransactionId('NA')).toBe(true);
    expect(isFailedTransactionId('txn-1')).toBe(false);
  });

  it('loads the summary of the transaction', async () => {
    const { actor, calls } = start('txn-1', [SUMMARY]);
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toEqual(['txn-1']);
    expect(selectSummary(actor.getSnapshot())).toEqual(SUMMARY);
    expect(selectIsOrderFailed(actor.getSnapshot())).toBe(false);
  });

  it('SPEC 4: a placed order tells the cart it was replaced (every payment path ends here); a failed one does not', async () => {
    const placed = start('txn-1', [SUMMARY]);
    await waitFor(placed.actor, (snapshot) => snapshot.status === 'done');
    expect(placed.emitted).toEqual(['cart.replaced']);
    const failed = start('txn-2', [{ ...SUMMARY, status: 'FAILED' }]);
    await waitFor(failed.actor, (snapshot) => snapshot.status === 'done');
    expect(failed.emitted).toEqual([]);
  });

  it('NA fails at once without a call', () => {
    const { actor, calls } = start('NA', [SUMMARY]);
    expect(selectIsOrderFailed(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([]);
  });

  it('an order with status FAILED shows as failed, not as placed', async () => {
    const { actor } = start('txn-1', [{ ...SUMMARY, status: 'FAILED' }]);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(selectIsOrderFailed(actor.getSnapshot())).toBe(true);
    expect(selectSummary(actor.getSnapshot())).toBeNull();
  });

  it('a failed load keeps the message and retries on summary.retry', async () => {
    const { actor, calls } = start('txn-1', [networkFailure(), SUMMARY]);
    await waitFor(actor, selectHasLoadFailed);
    expect(selectLoadError(actor.getSnapshot())).toBe('Internet connection Lost');
    actor.send({ type: 'summary.retry' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls).toHaveLength(2);
    expect(selectSummary(actor.getSnapshot())?.sliceOrderId).toBe('SL-100234');
  });
});
