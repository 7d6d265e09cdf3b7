import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RecentOrdersResponse, ReorderResponse } from '@/contract/afterOrder';
import type { GeocodeResponse } from '@/contract/locations';
import type { OrderCallInput, PointInput } from '@machines/shared/reorder';
import {
  quickReorderMachine,
  selectCanReorder,
  selectHasFailed,
  selectIsLoading,
  selectOrders,
  selectReorderError,
  selectReorderingId,
  selectUnavailableItems,
  type QuickReorderEmitted,
  type QuickReorderSnapshot,
} from '@machines/quickReorder.machine';
import { selectSelectedStore } from '@machines/store.machine';
import { networkFailure, serverError } from '../../model/fixtures';
import {
  CURB_REORDER,
  historyEntry,
  PLACE,
  PREVIOUS_CURB_STORE,
  RAIL_REORDER,
  REORDER,
  REORDER_WITH_UNAVAILABLE,
  RESTORED_DELIVERY_STORE,
} from '../../model/orderHistoryFixtures';
import { storeActorWith } from '../../support/storeActor';

const RECENT: RecentOrdersResponse = { orders: [historyEntry(1), historyEntry(2)] };

interface Fakes {
  /** Each load takes the next answer: recent orders, or an error it throws. */
  loads?: Array<RecentOrdersResponse | Error>;
  reorder?: (input: OrderCallInput) => Promise<ReorderResponse>;
}

/** The machine with its calls faked and the real store hand-over to a test store actor holding `previous`. */
function startQuickReorder({ loads = [RECENT], reorder = async () => REORDER }: Fakes = {}, previous = PREVIOUS_CURB_STORE) {
  const storeActor = storeActorWith(previous);
  const calls = {
    getRecentOrders: vi.fn(async () => {
      const answer = loads.shift() ?? RECENT;
      if (answer instanceof Error) throw answer;
      return answer;
    }),
    reorder: vi.fn(reorder),
    reverseGeocode: vi.fn(async (_point: PointInput): Promise<GeocodeResponse> => ({ place: PLACE })),
  };
  const actor = createActor(
    quickReorderMachine.provide({
      actors: {
        getRecentOrders: fromPromise<RecentOrdersResponse>(() => calls.getRecentOrders()),
        reorder: fromPromise<ReorderResponse, OrderCallInput>(({ input }) => calls.reorder(input)),
        reverseGeocode: fromPromise<GeocodeResponse, PointInput>(({ input }) => calls.reverseGeocode(input)),
      },
    }),
    { input: { storeActor } },
  );
  const emitted: QuickReorderEmitted[] = [];
  actor.on('order.reordered', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted, storeActor };
}

const isReady = (snapshot: QuickReorderSnapshot) => snapshot.matches({ ready: 'idle' });
const isDone = (snapshot: QuickReorderSnapshot) => snapshot.matches({ ready: 'done' });

async function reorderFirst(fakes: Fakes = {}, previous = PREVIOUS_CURB_STORE) {
  const started = startQuickReorder(fakes, previous);
  await waitFor(started.actor, isReady);
  started.actor.send({ type: 'reorder.start', orderId: 'order-1' });
  return started;
}

describe('quick reorder machine: recent orders', () => {
  it("shows the customer's recent orders once loaded, each ready to reorder", async () => {
    const { actor } = startQuickReorder();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectCanReorder(actor.getSnapshot())).toBe(false);
    const ready = await waitFor(actor, isReady);
    expect(selectOrders(ready)).toEqual(RECENT.orders);
    expect(selectCanReorder(ready)).toBe(true);
    expect(selectReorderingId(ready)).toBeNull();
  });

  it('a customer with no orders gets the empty state, with nothing to reorder', async () => {
    const { actor } = startQuickReorder({ loads: [{ orders: [] }] });
    const empty = await waitFor(actor, (snapshot) => snapshot.matches('empty'));
    expect(selectOrders(empty)).toEqual([]);
    expect(selectIsLoading(empty)).toBe(false);
    expect(selectHasFailed(empty)).toBe(false);
    expect(selectCanReorder(empty)).toBe(false);
  });

  it('a failed load keeps its error, and retry loads the orders', async () => {
    const { actor, calls } = startQuickReorder({ loads: [networkFailure(), RECENT] });
    const failed = await waitFor(actor, selectHasFailed);
    expect(failed.context.error?.displayMsg).toBe('Internet connection Lost');
    actor.send({ type: 'orders.retry' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    const ready = await waitFor(actor, isReady);
    expect(ready.context.error).toBeNull();
    expect(selectOrders(ready)).toHaveLength(2);
    expect(calls.getRecentOrders).toHaveBeenCalledTimes(2);
  });
});

describe('quick reorder machine: reorder', () => {
  it("reorders a delivery order: the order's store, type and named address go to the store actor, then to the cart", async () => {
    const { actor, calls, emitted, storeActor } = await reorderFirst();
    expect(selectReorderingId(actor.getSnapshot())).toBe('order-1');
    expect(selectCanReorder(actor.getSnapshot())).toBe(false);
    await waitFor(actor, isDone);
    expect(calls.reorder).toHaveBeenCalledWith({ orderId: 'order-1' });
    expect(calls.reverseGeocode).toHaveBeenCalledWith({ latitude: 12.9352, longitude: 77.6245 });
    expect(selectSelectedStore(storeActor.getSnapshot())).toEqual(RESTORED_DELIVERY_STORE);
    expect(emitted).toEqual([{ type: 'order.reordered', to: '/cart' }]);
    expect(selectReorderingId(actor.getSnapshot())).toBeNull();
  });

  it('an order that is not in the row is not reordered', async () => {
    const { actor, calls } = startQuickReorder();
    await waitFor(actor, isReady);
    actor.send({ type: 'reorder.start', orderId: 'order-9' });
    expect(isReady(actor.getSnapshot())).toBe(true);
    expect(calls.reorder).not.toHaveBeenCalled();
  });

  it('a second order cannot be reordered while one is running', async () => {
    const { actor, calls } = await reorderFirst({ reorder: () => new Promise<ReorderResponse>(() => undefined) });
    actor.send({ type: 'reorder.start', orderId: 'order-2' });
    expect(selectReorderingId(actor.getSnapshot())).toBe('order-1');
    expect(calls.reorder).toHaveBeenCalledTimes(1);
  });

  it('lists the items that could not be added, then goes on to the cart', async () => {
    const { actor, emitted } = await reorderFirst({ reorder: async () => REORDER_WITH_UNAVAILABLE });
    const popup = await waitFor(actor, (snapshot) => selectUnavailableItems(snapshot) !== null);
    expect(selectUnavailableItems(popup)).toEqual(['Choco Lava Cake', 'Pepsi 500 ml']);
    expect(selectCanReorder(popup)).toBe(false);
    expect(emitted).toEqual([]);
    actor.send({ type: 'reorder.continue' });
    expect(isDone(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([{ type: 'order.reordered', to: '/cart' }]);
  });

  it('a curbside order without vehicle details on the device leaves the store to be chosen again', async () => {
    const { actor, emitted, storeActor } = await reorderFirst(
      { reorder: async () => CURB_REORDER },
      { ...PREVIOUS_CURB_STORE, vehicleDetails: null },
    );
    await waitFor(actor, isDone);
    expect(selectSelectedStore(storeActor.getSnapshot())?.storeId).toBe(PREVIOUS_CURB_STORE.storeId);
    expect(emitted).toEqual([{ type: 'order.reordered', to: '/locationSelection?deliveryType=curb' }]);
  });

  it('a rail order goes to the train page to choose a station', async () => {
    const { actor, emitted } = await reorderFirst({ reorder: async () => RAIL_REORDER });
    await waitFor(actor, isDone);
    expect(emitted).toEqual([{ type: 'order.reordered', to: '/deliverOnTrain' }]);
  });

  it("a refused reorder shows the server's message; dismissing it lets the customer reorder again", async () => {
    let refuse = true;
    const { actor, calls, emitted, storeActor } = await reorderFirst({
      reorder: async () => {
        if (refuse) throw serverError('NOTHING_TO_REORDER', 'None of these items can be ordered now.');
        return REORDER;
      },
    });
    const failed = await waitFor(actor, (snapshot) => selectReorderError(snapshot) !== null);
    expect(selectReorderError(failed)?.displayMsg).toBe('None of these items can be ordered now.');
    expect(selectSelectedStore(storeActor.getSnapshot())).toEqual(PREVIOUS_CURB_STORE);
    actor.send({ type: 'reorder.dismiss' });
    expect(selectReorderError(actor.getSnapshot())).toBeNull();
    expect(selectCanReorder(actor.getSnapshot())).toBe(true);
    refuse = false;
    actor.send({ type: 'reorder.start', orderId: 'order-2' });
    await waitFor(actor, isDone);
    expect(calls.reorder).toHaveBeenLastCalledWith({ orderId: 'order-2' });
    expect(emitted).toEqual([{ type: 'order.reordered', to: '/cart' }]);
  });
});
