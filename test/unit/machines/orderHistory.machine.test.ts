import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiClient } from '@/api/client';
import type { OrderHistoryPage } from '@/contract/afterOrder';
import type { Endpoint } from '@/contract/endpoints';
import { setApiClient } from '@/api/holder';
import type { ApiRequestInit } from '@/api/types';
import {
  appendPage,
  orderHistoryMachine,
  selectCanLoadMore,
  selectCanToggleFavourite,
  selectErrorMessage,
  selectFavouritesTab,
  selectHasFailed,
  selectHasMoreFailed,
  selectIsEmpty,
  selectIsLoading,
  selectIsLoadingMore,
  selectOrders,
  selectSavingOrderId,
  type FavouriteChange,
  type HistoryCallInput,
  type OrderHistoryEmitted,
  type OrderHistorySnapshot,
} from '@machines/orderHistory.machine';
import { networkFailure, serverError } from '../../model/fixtures';
import { EMPTY_PAGE, FAVOURITES_PAGE, historyEntry, historyPage, LAST_PAGE_1, PAGE_1, PAGE_2 } from '../../model/orderHistoryFixtures';

interface Fakes {
  getOrderHistory?: (input: HistoryCallInput, signal: AbortSignal) => Promise<OrderHistoryPage>;
  setOrderFavourite?: (input: FavouriteChange) => Promise<void>;
}

function pagesBy(pages: Record<string, OrderHistoryPage>) {
  return async ({ pageNo, favourites }: HistoryCallInput) => {
    const page = pages[`${favourites ? 'fav' : 'all'}-${pageNo}`];
    if (!page) throw new Error(`no page ${pageNo}`);
    return page;
  };
}

function startHistory(fakes: Fakes = {}, favourites?: boolean) {
  const calls = {
    getOrderHistory: vi.fn(fakes.getOrderHistory ?? pagesBy({ 'all-1': PAGE_1, 'all-2': PAGE_2, 'fav-1': FAVOURITES_PAGE })),
    setOrderFavourite: vi.fn(fakes.setOrderFavourite ?? (async () => undefined)),
  };
  const actor = createActor(
    orderHistoryMachine.provide({
      actors: {
        getOrderHistory: fromPromise<OrderHistoryPage, HistoryCallInput>(({ input, signal }) => calls.getOrderHistory(input, signal)),
        setOrderFavourite: fromPromise<void, FavouriteChange>(({ input }) => calls.setOrderFavourite(input)),
      },
    }),
    { input: favourites === undefined ? {} : { favourites } },
  );
  const emitted: OrderHistoryEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as OrderHistoryEmitted));
  actor.start();
  return { actor, calls, emitted };
}

const ids = (snapshot: OrderHistorySnapshot) => selectOrders(snapshot).map((order) => order.orderId);
const isListing = (snapshot: OrderHistorySnapshot) => snapshot.matches('listing');

describe('order history machine: pages', () => {
  it('loads page 1 of every order, busy meanwhile, and offers the next page', async () => {
    let finish: (page: OrderHistoryPage) => void = () => undefined;
    const { actor, calls } = startHistory({ getOrderHistory: () => new Promise((resolve) => (finish = resolve)) });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectCanLoadMore(actor.getSnapshot())).toBe(false);
    expect(calls.getOrderHistory).toHaveBeenCalledWith({ pageNo: 1, favourites: false }, expect.any(AbortSignal));
    finish(PAGE_1);
    const listing = await waitFor(actor, isListing);
    expect(selectIsLoading(listing)).toBe(false);
    expect(selectFavouritesTab(listing)).toBe(false);
    expect(ids(listing)).toEqual(['order-1', 'order-2']);
    expect(selectCanLoadMore(listing)).toBe(true);
  });

  it('history.more appends the next page and stops at the last one', async () => {
    const { actor, calls } = startHistory();
    await waitFor(actor, isListing);
    actor.send({ type: 'history.more' });
    expect(selectIsLoadingMore(actor.getSnapshot())).toBe(true);
    // A second scroll to the end while the page loads asks for nothing more.
    actor.send({ type: 'history.more' });
    const complete = await waitFor(actor, (snapshot) => snapshot.matches({ listing: { pages: 'complete' } }));
    expect(calls.getOrderHistory).toHaveBeenCalledTimes(2);
    expect(calls.getOrderHistory).toHaveBeenLastCalledWith({ pageNo: 2, favourites: false }, expect.any(AbortSignal));
    expect(ids(complete)).toEqual(['order-1', 'order-2', 'order-3']);
    expect(selectCanLoadMore(complete)).toBe(false);
    actor.send({ type: 'history.more' });
    expect(calls.getOrderHistory).toHaveBeenCalledTimes(2);
  });

  it('a single last page is complete at once', async () => {
    const { actor } = startHistory({ getOrderHistory: async () => LAST_PAGE_1 });
    const complete = await waitFor(actor, (snapshot) => snapshot.matches({ listing: { pages: 'complete' } }));
    expect(ids(complete)).toEqual(['order-1']);
    expect(selectCanLoadMore(complete)).toBe(false);
  });

  it('keeps an order once when a later page repeats it (pages shift when an order is placed meanwhile)', () => {
    const shifted = historyPage(2, [historyEntry(2), historyEntry(3)], null);
    expect(appendPage(PAGE_1.orders, shifted).map((order) => order.orderId)).toEqual(['order-1', 'order-2', 'order-3']);
  });

  it('shows the empty state when the tab has no orders', async () => {
    const { actor } = startHistory({ getOrderHistory: async () => EMPTY_PAGE });
    const empty = await waitFor(actor, selectIsEmpty);
    expect(selectOrders(empty)).toEqual([]);
    expect(selectCanLoadMore(empty)).toBe(false);
  });

  it('a failed first page shows the error and retries on history.retry', async () => {
    const answers: Array<OrderHistoryPage | Error> = [networkFailure(), PAGE_1];
    const { actor, calls } = startHistory({
      getOrderHistory: async () => {
        const answer = answers.shift();
        if (answer instanceof Error || answer === undefined) throw answer ?? new Error('no answer');
        return answer;
      },
    });
    const failed = await waitFor(actor, selectHasFailed);
    expect(selectErrorMessage(failed)).toBe('Internet connection Lost');
    actor.send({ type: 'history.more' });
    expect(calls.getOrderHistory).toHaveBeenCalledTimes(1);
    actor.send({ type: 'history.retry' });
    const listing = await waitFor(actor, isListing);
    expect(selectErrorMessage(listing)).toBeNull();
    expect(ids(listing)).toEqual(['order-1', 'order-2']);
  });

  it('a failed later page keeps the loaded orders; only history.retry loads it again', async () => {
    let failNext = true;
    const { actor, calls } = startHistory({
      getOrderHistory: async ({ pageNo }) => {
        if (pageNo === 1) return PAGE_1;
        if (failNext) {
          failNext = false;
          throw serverError('HISTORY_DOWN', 'Order history is not available right now.', 503);
        }
        return PAGE_2;
      },
    });
    await waitFor(actor, isListing);
    actor.send({ type: 'history.more' });
    const failed = await waitFor(actor, selectHasMoreFailed);
    expect(ids(failed)).toEqual(['order-1', 'order-2']);
    expect(selectErrorMessage(failed)).toBe('Order history is not available right now.');
    expect(selectHasFailed(failed)).toBe(false);
    // The sentinel staying in view does not loop on the failing page.
    actor.send({ type: 'history.more' });
    expect(calls.getOrderHistory).toHaveBeenCalledTimes(2);
    actor.send({ type: 'history.retry' });
    const complete = await waitFor(actor, (snapshot) => snapshot.matches({ listing: { pages: 'complete' } }));
    expect(ids(complete)).toEqual(['order-1', 'order-2', 'order-3']);
    expect(selectErrorMessage(complete)).toBeNull();
  });
});

describe('order history machine: tabs', () => {
  it("the Favourites tab loads its own first page and drops the other tab's orders", async () => {
    const { actor, calls } = startHistory();
    await waitFor(actor, isListing);
    actor.send({ type: 'tab.select', favourites: true });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectOrders(actor.getSnapshot())).toEqual([]);
    const favourites = await waitFor(actor, isListing);
    expect(calls.getOrderHistory).toHaveBeenLastCalledWith({ pageNo: 1, favourites: true }, expect.any(AbortSignal));
    expect(selectFavouritesTab(favourites)).toBe(true);
    expect(ids(favourites)).toEqual(['order-2']);
  });

  it('selecting the tab already shown does nothing', async () => {
    const { actor, calls } = startHistory();
    await waitFor(actor, isListing);
    actor.send({ type: 'tab.select', favourites: false });
    expect(isListing(actor.getSnapshot())).toBe(true);
    expect(calls.getOrderHistory).toHaveBeenCalledTimes(1);
  });

  it("switching tabs while a page loads cancels that load and starts the new tab's", async () => {
    const signals: AbortSignal[] = [];
    const { actor } = startHistory({
      getOrderHistory: (input, signal) => {
        signals.push(signal);
        return input.favourites ? Promise.resolve(FAVOURITES_PAGE) : new Promise<OrderHistoryPage>(() => undefined);
      },
    });
    actor.send({ type: 'tab.select', favourites: true });
    const favourites = await waitFor(actor, isListing);
    expect(signals[0]?.aborted).toBe(true);
    expect(ids(favourites)).toEqual(['order-2']);
  });

  it('can open on the Favourites tab', async () => {
    const { actor, calls } = startHistory({}, true);
    await waitFor(actor, isListing);
    expect(calls.getOrderHistory).toHaveBeenCalledWith({ pageNo: 1, favourites: true }, expect.any(AbortSignal));
  });
});

describe('order history machine: favourites', () => {
  it('saves the mark first and changes the heart when the server has it, one order at a time', async () => {
    let finish: () => void = () => undefined;
    const { actor, calls } = startHistory({ setOrderFavourite: () => new Promise<void>((resolve) => (finish = resolve)) });
    await waitFor(actor, isListing);
    actor.send({ type: 'favourite.toggle', orderId: 'order-1' });
    expect(calls.setOrderFavourite).toHaveBeenCalledWith({ orderId: 'order-1', favourite: true });
    const saving = actor.getSnapshot();
    expect(selectSavingOrderId(saving)).toBe('order-1');
    expect(selectCanToggleFavourite(saving)).toBe(false);
    // Not optimistic: the heart still shows the old mark.
    expect(selectOrders(saving)[0]?.favourite).toBe(false);
    actor.send({ type: 'favourite.toggle', orderId: 'order-2' });
    expect(calls.setOrderFavourite).toHaveBeenCalledTimes(1);
    finish();
    const saved = await waitFor(actor, selectCanToggleFavourite);
    expect(selectOrders(saved)[0]?.favourite).toBe(true);
    expect(selectSavingOrderId(saved)).toBeNull();
  });

  it('removes a favourite mark (favourite false) and keeps loading pages meanwhile', async () => {
    const { actor, calls } = startHistory();
    await waitFor(actor, isListing);
    actor.send({ type: 'favourite.toggle', orderId: 'order-2' });
    actor.send({ type: 'history.more' });
    const done = await waitFor(
      actor,
      (snapshot) => selectCanToggleFavourite(snapshot) && snapshot.matches({ listing: { pages: 'complete' } }),
    );
    expect(calls.setOrderFavourite).toHaveBeenCalledWith({ orderId: 'order-2', favourite: false });
    expect(selectOrders(done).find((order) => order.orderId === 'order-2')?.favourite).toBe(false);
    expect(ids(done)).toEqual(['order-1', 'order-2', 'order-3']);
  });

  it("a refused mark leaves the heart as it was and toasts the server's message", async () => {
    const { actor, emitted } = startHistory({
      setOrderFavourite: async () => {
        throw serverError('ORDER_NOT_FOUND', 'This order does not exist.', 404);
      },
    });
    await waitFor(actor, isListing);
    actor.send({ type: 'favourite.toggle', orderId: 'order-1' });
    const idle = await waitFor(actor, selectCanToggleFavourite);
    expect(selectOrders(idle)[0]?.favourite).toBe(false);
    expect(emitted).toEqual([{ type: 'toast.requested', message: 'This order does not exist.' }]);
  });

  it('ignores a toggle for an order that is not listed', async () => {
    const { actor, calls } = startHistory();
    await waitFor(actor, isListing);
    actor.send({ type: 'favourite.toggle', orderId: 'order-99' });
    expect(calls.setOrderFavourite).not.toHaveBeenCalled();
  });
});

describe('order history machine with its default actors', () => {
  it('asks the API client for history pages and saves favourite marks through it', async () => {
    const request = vi.fn(async (endpoint: Endpoint, init?: ApiRequestInit) => {
      expect(init?.signal).toBeInstanceOf(AbortSignal);
      return (endpoint.method === 'GET' ? LAST_PAGE_1 : undefined) as never;
    });
    setApiClient({ request } as unknown as ApiClient);
    const actor = createActor(orderHistoryMachine, { input: {} }).start();
    await waitFor(actor, isListing);
    actor.send({ type: 'favourite.toggle', orderId: 'order-1' });
    await waitFor(actor, (snapshot) => selectOrders(snapshot)[0]?.favourite === true);
    expect(request.mock.calls.map(([endpoint, init]) => [endpoint.path, init?.query ?? init?.pathParams, init?.body])).toEqual([
      ['/api/v1/orders/history', { pageNo: 1 }, undefined],
      ['/api/v1/orders/{orderId}/favourite', { orderId: 'order-1' }, { favourite: true }],
    ]);
    actor.stop();
  });
});
