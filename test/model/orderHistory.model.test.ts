import { describe, expect, it } from 'vitest';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { orderHistoryMachine, type OrderHistoryContext, type OrderHistorySnapshot } from '@machines/orderHistory.machine';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel, type ModelEvent } from './harness';
import { EMPTY_PAGE, historyEntry, historyPage, LAST_PAGE_1, PAGE_1, PAGE_2 } from './orderHistoryFixtures';

const REFUSED = serverError('ORDER_NOT_FOUND', 'This order does not exist.', 404);
/** A later page after which another follows. */
const MIDDLE_PAGE = historyPage(2, [historyEntry(3)], 3);

const events: ModelEvent<typeof orderHistoryMachine>[] = [
  { type: 'history.more' },
  { type: 'history.retry' },
  { type: 'tab.select', favourites: true },
  { type: 'tab.select', favourites: false },
  { type: 'favourite.toggle', orderId: 'order-1' },
  { type: 'xstate.done.actor.getFirstPage', output: PAGE_1 },
  { type: 'xstate.done.actor.getFirstPage', output: LAST_PAGE_1 },
  { type: 'xstate.done.actor.getFirstPage', output: EMPTY_PAGE },
  { type: 'xstate.error.actor.getFirstPage', error: networkFailure() },
  { type: 'xstate.done.actor.getNextPage', output: MIDDLE_PAGE },
  { type: 'xstate.done.actor.getNextPage', output: PAGE_2 },
  { type: 'xstate.error.actor.getNextPage', error: networkFailure() },
  { type: 'xstate.done.actor.setOrderFavourite', output: undefined },
  { type: 'xstate.error.actor.setOrderFavourite', error: REFUSED },
];

describe('order history machine model', () => {
  it('walks every state and transition: tabs, pages, empty, failures with retry, favourite marks', async () => {
    const result = await runModel({
      name: 'orderHistory',
      machine: orderHistoryMachine,
      input: {},
      events,
      // Which orders are listed and how each heart shows only matter as: any orders, the mark being saved, the next page.
      abstractContext: (context: OrderHistoryContext) => ({
        favourites: context.favourites,
        listed: context.orders.length > 0,
        nextPageNo: context.nextPageNo,
        error: context.error?.displayMsg ?? null,
        favouriteChange: context.favouriteChange,
      }),
      onStep: ({ step, actor, emitted }) => {
        const snapshot = actor.getSnapshot() as OrderHistorySnapshot;
        const { context } = snapshot;
        // Only a refused favourite mark speaks, with the server's message.
        expect(emitted).toEqual(
          step.event.type === 'xstate.error.actor.setOrderFavourite' ? [{ type: 'toast.requested', message: REFUSED.displayMsg }] : [],
        );
        // Every order is listed once, whatever pages repeat.
        expect(new Set(context.orders.map((order) => order.orderId)).size).toBe(context.orders.length);
        // The error shows only in the two failure states; the loaded orders stay when a later page fails.
        expect(context.error !== null).toBe(snapshot.hasTag('error') || snapshot.hasTag('moreError'));
        if (snapshot.hasTag('moreError')) expect(context.orders.length).toBeGreaterThan(0);
        if (snapshot.matches('empty') || snapshot.hasTag('busy')) expect(context.orders).toEqual([]);
        if (snapshot.matches({ listing: { pages: 'complete' } })) expect(context.nextPageNo).toBeNull();
        if (snapshot.matches({ listing: { pages: 'more' } })) expect(context.nextPageNo).not.toBeNull();
        // A mark is in hand exactly while it is being saved.
        expect(context.favouriteChange !== null).toBe(snapshot.matches({ listing: { favourite: 'saving' } }));
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('orderHistory: 12/12 states, 14/14 transitions');
    expect(stateNodesOf(orderHistoryMachine)).toHaveLength(12);
    expect(transitionsOf(orderHistoryMachine)).toHaveLength(14);
  });
});
