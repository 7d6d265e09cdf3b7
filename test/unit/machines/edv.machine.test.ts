import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiClient } from '@/api/client';
import type { EdvDealResponse, EdvResponse, MixMatchResponse } from '@/contract/menu';
import { setApiClient } from '@/api/holder';
import { edvCartLines } from '@/domain/edv';
import {
  EDV_DEAL_FAILURE_LOG,
  EDV_FAILURE_LOG,
  edvMachine,
  selectCanConfirm,
  selectData,
  selectDealPizzas,
  selectDeals,
  selectDealTotal,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectIsNotOfferedAtSeat,
  selectPickableIds,
  selectPicks,
  selectSelectedDeal,
  type DealCallInput,
  type EdvEmitted,
  type EdvSnapshot,
  type StoreCallInput,
} from '@machines/edv.machine';
import type { SelectedStore } from '@/domain/store';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import {
  CHICKEN,
  EDV_ELSEWHERE,
  EDV_MEDIUM,
  EDV_REGULAR,
  LOCATION_ROUTE,
  MARGHERITA,
  MIX_MATCH,
  SAVED_STORE,
  SEAT_WITH_EDV,
  SEAT_WITHOUT_EDV,
} from '../../model/dealFixtures';
import { networkFailure, serverError } from '../../model/fixtures';
import { storeActorWith } from '../../support/storeActor';

const STORE_EDV: EdvResponse = { status: 'SUCCESS', data: [EDV_MEDIUM, EDV_REGULAR] };

interface Fakes {
  readStore?: () => Promise<SelectedStore | null>;
  loadDeals?: (input: StoreCallInput) => Promise<EdvResponse>;
  loadLinkedDeal?: (input: DealCallInput) => Promise<EdvDealResponse>;
  loadMenu?: (input: StoreCallInput) => Promise<MixMatchResponse>;
}

function startEdv(itemId: string | null = null, fakes: Fakes = {}) {
  const calls = {
    readStore: vi.fn(fakes.readStore ?? (async () => SAVED_STORE)),
    loadDeals: vi.fn(fakes.loadDeals ?? (async () => STORE_EDV)),
    loadLinkedDeal: vi.fn(fakes.loadLinkedDeal ?? (async () => ({ status: 'SUCCESS' as const, data: EDV_REGULAR }))),
    loadMenu: vi.fn(fakes.loadMenu ?? (async () => MIX_MATCH)),
  };
  const actor = createActor(
    edvMachine.provide({
      actors: {
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(() => calls.readStore()),
        loadDeals: fromPromise<EdvResponse, StoreCallInput>(({ input }) => calls.loadDeals(input)),
        loadLinkedDeal: fromPromise<EdvDealResponse, DealCallInput>(({ input }) => calls.loadLinkedDeal(input)),
        loadMenu: fromPromise<MixMatchResponse, StoreCallInput>(({ input }) => calls.loadMenu(input)),
      },
    }),
    { input: { storeActor: storeActorWith(), itemId } },
  );
  const emitted: EdvEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as EdvEmitted));
  actor.start();
  return { actor, calls, emitted };
}

const isReady = (state: EdvSnapshot) => state.matches('ready');
const pizzaIds = (snapshot: EdvSnapshot) => selectDealPizzas(snapshot).map((entry) => entry.id);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('EDV machine: getting data', () => {
  it('SPEC 4: no data while getting it, then the deals and the menu, the first deal selected', async () => {
    let finishMenu: (menu: MixMatchResponse) => void = () => undefined;
    const { actor, calls } = startEdv(null, { loadMenu: () => new Promise((resolve) => (finishMenu = resolve)) });
    await waitFor(actor, (state) => state.matches('gettingData'));
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectData(actor.getSnapshot())).toBeNull();
    await vi.waitFor(() => expect(calls.loadDeals).toHaveBeenCalledWith({ storeId: '66201' }));
    expect(calls.loadMenu).toHaveBeenCalledWith({ storeId: '66201' });
    expect(calls.loadLinkedDeal).not.toHaveBeenCalled();
    finishMenu(MIX_MATCH);

    const ready = await waitFor(actor, isReady);
    expect(selectIsLoading(ready)).toBe(false);
    expect(selectData(ready)).toEqual({ deals: [EDV_MEDIUM, EDV_REGULAR], menu: MIX_MATCH.edvMixMatchMenu });
    expect(selectSelectedDeal(ready)?.dealId).toBe('EDV2M199');
    expect(pizzaIds(ready)).toEqual([101, 102, 203, 106]);
    // The sold-out pizza is shown but cannot be picked.
    expect(selectPickableIds(ready)).toEqual([101, 102, 203]);
    expect(selectDealTotal(ready)).toBe(39_800);
    expect(selectPicks(ready)).toEqual([]);
    expect(selectCanConfirm(ready)).toBe(false);
  });

  it('preselects the deal the itemId names, loaded by its id', async () => {
    const { actor, calls } = startEdv('EDV2R99');
    const ready = await waitFor(actor, isReady);
    expect(calls.loadLinkedDeal).toHaveBeenCalledWith({ dealId: 'EDV2R99', storeId: '66201' });
    expect(selectDeals(ready).map((entry) => entry.dealId)).toEqual(['EDV2M199', 'EDV2R99']);
    expect(selectSelectedDeal(ready)?.dealId).toBe('EDV2R99');
    expect(pizzaIds(ready)).toEqual([101, 102, 103]);
  });

  it('shows a linked deal the store list lacks first', async () => {
    const { actor } = startEdv('EDV3M299', { loadLinkedDeal: async () => ({ status: 'SUCCESS', data: EDV_ELSEWHERE }) });
    const ready = await waitFor(actor, isReady);
    expect(selectDeals(ready).map((entry) => entry.dealId)).toEqual(['EDV3M299', 'EDV2M199', 'EDV2R99']);
    expect(selectSelectedDeal(ready)?.dealId).toBe('EDV3M299');
  });

  it('an unknown linked deal is only logged: the first deal is selected', async () => {
    const notFound = serverError('DEAL_NOT_FOUND', 'No such deal.', 404);
    const { actor } = startEdv('EXPIRED', { loadLinkedDeal: async () => Promise.reject(notFound) });
    const ready = await waitFor(actor, isReady);
    expect(selectSelectedDeal(ready)?.dealId).toBe('EDV2M199');
    expect(warn).toHaveBeenCalledWith(EDV_DEAL_FAILURE_LOG, notFound);
  });

  it('an order to a train seat at a station without EDV to the seat gets no deals, and loads none', async () => {
    const { actor, calls, emitted } = startEdv('EDV2R99', { readStore: async () => SEAT_WITHOUT_EDV });
    const refused = await waitFor(actor, selectIsNotOfferedAtSeat);
    expect(selectIsLoading(refused)).toBe(false);
    expect(selectIsEmpty(refused)).toBe(false);
    expect(selectHasFailed(refused)).toBe(false);
    expect(selectData(refused)).toBeNull();
    expect(selectDeals(refused)).toEqual([]);
    expect(refused.can({ type: 'edv.retry' })).toBe(false);
    expect(calls.loadDeals).not.toHaveBeenCalled();
    expect(calls.loadLinkedDeal).not.toHaveBeenCalled();
    expect(calls.loadMenu).not.toHaveBeenCalled();
    expect(emitted).toEqual([]);
  });

  it('an order to a train seat at a station with EDV to the seat gets the deals of its store', async () => {
    const { actor, calls } = startEdv(null, { readStore: async () => ({ ...SEAT_WITH_EDV, storeId: '66201' }) });
    const ready = await waitFor(actor, isReady);
    expect(selectIsNotOfferedAtSeat(ready)).toBe(false);
    expect(calls.loadDeals).toHaveBeenCalledWith({ storeId: '66201' });
    expect(selectSelectedDeal(ready)?.dealId).toBe('EDV2M199');
  });

  it('is empty when the store has no EDV deals', async () => {
    const { actor } = startEdv(null, { loadDeals: async () => ({ status: 'SUCCESS', data: [] }) });
    const empty = await waitFor(actor, selectIsEmpty);
    expect(selectSelectedDeal(empty)).toBeNull();
    expect(selectDealTotal(empty)).toBeNull();
    expect(selectDealPizzas(empty)).toEqual([]);
  });

  it('SPEC 4 and 8: a failure of the deals or the menu is logged, leaves the data null and can be retried', async () => {
    const loadMenu = vi
      .fn<(input: StoreCallInput) => Promise<MixMatchResponse>>()
      .mockRejectedValueOnce(networkFailure())
      .mockResolvedValueOnce(MIX_MATCH);
    const { actor, calls } = startEdv(null, { loadMenu });
    const failed = await waitFor(actor, (state) => state.matches('failed'));
    expect(selectHasFailed(failed)).toBe(true);
    expect(selectData(failed)).toBeNull();
    expect(warn).toHaveBeenCalledWith(EDV_FAILURE_LOG, expect.objectContaining({ kind: 'network' }));

    actor.send({ type: 'edv.retry' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    const ready = await waitFor(actor, isReady);
    expect(selectDeals(ready)).toHaveLength(2);
    expect(calls.loadDeals).toHaveBeenCalledTimes(2);

    const dealsDown = startEdv(null, { loadDeals: async () => Promise.reject(networkFailure()) });
    expect(selectData(await waitFor(dealsDown.actor, selectHasFailed))).toBeNull();
  });

  it('sends the customer to choose a location when no store is saved, or storage cannot be read', async () => {
    for (const readStore of [async () => null, async () => Promise.reject(new Error('IndexedDB is not available'))]) {
      const { actor, calls, emitted } = startEdv(null, { readStore });
      await waitFor(actor, (state) => state.status === 'done');
      expect(emitted).toEqual([{ type: 'navigation.requested', to: LOCATION_ROUTE }]);
      expect(calls.loadDeals).not.toHaveBeenCalled();
    }
  });
});

describe('EDV machine: picking', () => {
  it('picks until the deal has its pizzas, then confirms one cart line per pizza and goes to the cart', async () => {
    const { actor, emitted } = startEdv();
    await waitFor(actor, isReady);
    actor.send({ type: 'pizza.pick', productId: 101 });
    expect(selectPicks(actor.getSnapshot())).toEqual([101]);
    expect(selectPickableIds(actor.getSnapshot())).toEqual([102, 203]);
    expect(selectCanConfirm(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'pizza.pick', productId: 203 });
    expect(actor.getSnapshot().matches({ ready: 'complete' })).toBe(true);
    expect(selectCanConfirm(actor.getSnapshot())).toBe(true);

    // Full: nothing more can be picked.
    expect(selectPickableIds(actor.getSnapshot())).toEqual([]);
    // The deal needs two: a third is refused.
    actor.send({ type: 'pizza.pick', productId: 102 });
    expect(selectPicks(actor.getSnapshot())).toEqual([101, 203]);

    actor.send({ type: 'deal.confirm' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([
      { type: 'deal.added', items: edvCartLines(EDV_MEDIUM, [MARGHERITA, CHICKEN], [101, 203]) },
      { type: 'navigation.requested', to: '/cart' },
    ]);
    expect(emitted[0]).toMatchObject({ items: [{ productId: 101, sizeId: 2, edvDealId: 'EDV2M199' }, { productId: 203 }] });
  });

  it('refuses pizzas the deal does not take, out-of-stock ones and the same one twice', async () => {
    const { actor } = startEdv();
    await waitFor(actor, isReady);
    actor.send({ type: 'pizza.pick', productId: 103 });
    actor.send({ type: 'pizza.pick', productId: 106 });
    actor.send({ type: 'pizza.pick', productId: 101 });
    actor.send({ type: 'pizza.pick', productId: 101 });
    expect(selectPicks(actor.getSnapshot())).toEqual([101]);
    expect(actor.getSnapshot().matches({ ready: 'picking' })).toBe(true);
  });

  it('unpicks, leaving the complete state, and ignores pizzas not picked', async () => {
    const { actor } = startEdv();
    await waitFor(actor, isReady);
    actor.send({ type: 'pizza.pick', productId: 101 });
    actor.send({ type: 'pizza.unpick', productId: 102 });
    expect(selectPicks(actor.getSnapshot())).toEqual([101]);
    actor.send({ type: 'pizza.unpick', productId: 101 });
    expect(selectPicks(actor.getSnapshot())).toEqual([]);

    actor.send({ type: 'pizza.pick', productId: 101 });
    actor.send({ type: 'pizza.pick', productId: 102 });
    actor.send({ type: 'pizza.unpick', productId: 101 });
    expect(actor.getSnapshot().matches({ ready: 'picking' })).toBe(true);
    expect(selectPicks(actor.getSnapshot())).toEqual([102]);
    actor.send({ type: 'deal.confirm' });
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('selecting another deal starts its picks afresh; the same or an unknown deal changes nothing', async () => {
    const { actor } = startEdv();
    await waitFor(actor, isReady);
    actor.send({ type: 'pizza.pick', productId: 101 });
    actor.send({ type: 'deal.select', dealId: 'EDV2M199' });
    actor.send({ type: 'deal.select', dealId: 'NOPE' });
    expect(selectPicks(actor.getSnapshot())).toEqual([101]);

    actor.send({ type: 'deal.select', dealId: 'EDV2R99' });
    const snapshot = actor.getSnapshot();
    expect(selectSelectedDeal(snapshot)?.dealId).toBe('EDV2R99');
    expect(selectPicks(snapshot)).toEqual([]);
    expect(pizzaIds(snapshot)).toEqual([101, 102, 103]);
    // A medium-only pizza is not in the regular deal.
    actor.send({ type: 'pizza.pick', productId: 203 });
    expect(selectPicks(actor.getSnapshot())).toEqual([]);
  });
});

describe('EDV machine: default actors', () => {
  it('call the API client with the store id, the deal id and an abort signal', async () => {
    const signals: unknown[] = [];
    const getEdv = vi.fn(async (_storeId: string, options: { signal?: AbortSignal } = {}) => {
      signals.push(options.signal);
      return STORE_EDV;
    });
    const getEdvDeal = vi.fn(async (_dealId: string, _storeId: string, options: { signal?: AbortSignal } = {}) => {
      signals.push(options.signal);
      return { status: 'SUCCESS' as const, data: EDV_REGULAR };
    });
    const getMixMatch = vi.fn(async (_storeId: string, options: { signal?: AbortSignal } = {}) => {
      signals.push(options.signal);
      return MIX_MATCH;
    });
    setApiClient({ getEdv, getEdvDeal, getMixMatch } as Partial<ApiClient> as ApiClient);
    const actor = createActor(
      edvMachine.provide({ actors: { readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE) } }),
      {
        input: { storeActor: storeActorWith(), itemId: 'EDV2R99' },
      },
    ).start();
    const ready = await waitFor(actor, isReady);
    expect(getEdv).toHaveBeenCalledWith('66201', expect.anything());
    expect(getEdvDeal).toHaveBeenCalledWith('EDV2R99', '66201', expect.anything());
    expect(getMixMatch).toHaveBeenCalledWith('66201', expect.anything());
    expect(signals).toHaveLength(3);
    for (const signal of signals) expect(signal).toBeInstanceOf(AbortSignal);
    expect(selectSelectedDeal(ready)?.dealId).toBe('EDV2R99');
    actor.stop();
  });

  it('with the default storage reader in Node (no IndexedDB) asks for a location', async () => {
    const actor = createActor(edvMachine, { input: { storeActor: storeActorWith(), itemId: null } });
    const emitted: EdvEmitted[] = [];
    actor.on('navigation.requested', (event) => emitted.push(event));
    actor.start();
    await waitFor(actor, (state) => state.status === 'done');
    expect(emitted).toEqual([{ type: 'navigation.requested', to: LOCATION_ROUTE }]);
  });
});
