import { describe, expect, it } from 'vitest';
import { orderSummaryMachine } from '@machines/orderSummary.machine';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent, type ModelResult } from './harness';
import { SUMMARY } from './orderSubmitFixtures';

const events: ModelEvent<typeof orderSummaryMachine>[] = [
  { type: 'summary.retry' },
  { type: 'xstate.done.actor.getOrderSummary', output: SUMMARY },
  { type: 'xstate.done.actor.getOrderSummary', output: { ...SUMMARY, status: 'FAILED' } },
  { type: 'xstate.error.actor.getOrderSummary', error: networkFailure() },
];

const ONLY_WITH_ID = 'only a real transaction id loads a summary';
const ONLY_NA = 'a real transaction id always loads';

function walk(transactionId: string, unreachable: Record<string, string>): Promise<ModelResult> {
  return runModel({ name: `orderSummary (${transactionId})`, machine: orderSummaryMachine, input: { transactionId }, events, unreachable });
}

describe('order summary machine model', () => {
  it('walks every state and transition across a real transaction id and NA', async () => {
    const real = await walk('txn-1', { 'orderSummary.starting · always [hasFailedTransactionId]': ONLY_NA });
    const failed = await walk('NA', {
      'orderSummary.loading': ONLY_WITH_ID,
      'orderSummary.loaded': ONLY_WITH_ID,
      'orderSummary.loadFailed': ONLY_WITH_ID,
      'orderSummary.starting · always': ONLY_WITH_ID,
      'orderSummary.loading · done: getOrderSummary [isFailedOrder]': ONLY_WITH_ID,
      'orderSummary.loading · done: getOrderSummary': ONLY_WITH_ID,
      'orderSummary.loading · error: getOrderSummary': ONLY_WITH_ID,
      'orderSummary.loadFailed · summary.retry': ONLY_WITH_ID,
    });
    reportCoverage(real);
    reportCoverage(failed);
    expect(coverageLine(real)).toBe('orderSummary (txn-1): 5/5 states, 5/5 transitions (1 listed unreachable)');
    expect(coverageLine(failed)).toBe('orderSummary (NA): 2/2 states, 1/1 transitions (8 listed unreachable)');
    const listedInBoth = real.unreachable.filter((name) => failed.unreachable.includes(name));
    expect(listedInBoth).toEqual([]);
  });
});
