import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiClient } from '@/api/client';
import type { Deal, DealsResponse } from '@/contract/cart';
import { setApiClient } from '@/api/holder';
import {
  offersMachine,
  selectApplyingCode,
  selectCanApply,
  selectDeals,
  selectError,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectRejectedCode,
  selectTermsDeal,
  selectTermsNotFound,
  type DealsCallInput,
  type OffersEmitted,
  type OffersInput,
  type TermsCallInput,
} from '@machines/offers.machine';
import type { SelectedStore } from '@/domain/store';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { FLAT100, LOCATION_ROUTE, SAVED_STORE, UPI20 } from '../../model/dealFixtures';
import { networkFailure, serverError } from '../../model/fixtures';
import { storeActorWith } from '../../support/storeActor';

const DEALS: DealsResponse = { deals: [FLAT100, UPI20] };

interface Fakes {
  readStore?: () => Promise<SelectedStore | null>;
  loadDeals?: (input: DealsCallInput) => Promise<DealsResponse>;
  loadTerms?: (input: TermsCallInput) => Promise<Deal>;
}

function startOffers(input: OffersInput = { storeActor: storeActorWith(), page: 'list' }, fakes: Fakes = {}) {
  const calls = {
    readStore: vi.fn(fakes.readStore ?? (async () => SAVED_STORE)),
    loadDeals: vi.fn(fakes.loadDeals ?? (async () => DEALS)),
    loadTerms: vi.fn(fakes.loadTerms ?? (async () => FLAT100)),
  };
  const actor = createActor(
    offersMachine.provide({
      actors: {
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(() => calls.readStore()),
        loadDeals: fromPromise<DealsResponse, DealsCallInput>(({ input: call }) => calls.loadDeals(call)),
        loadTerms: fromPromise<Deal, TermsCallInput>(({ input: call }) => calls.loadTerms(call)),
      },
    }),
    { input },
  );
  const emitted: OffersEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as OffersEmitted));
  actor.start();
  return { actor, calls, emitted };
}

const isListing = (state: ReturnType<ReturnType<typeof startOffers>['actor']['getSnapshot']>) => state.matches('listing');

describe('offers machine: the list', () => {
  it("loads the saved store's deals, busy meanwhile", async () => {
    let finish: (deals: DealsResponse) => void = () => undefined;
    const { actor, calls } = startOffers(
      { storeActor: storeActorWith(), page: 'list' },
      { loadDeals: () => new Promise((resolve) => (finish = resolve)) },
    );
    await waitFor(actor, (state) => state.matches('loading'));
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(calls.loadDeals).toHaveBeenCalledWith({ storeId: '66201' });
    finish(DEALS);
    const listing = await waitFor(actor, isListing);
    expect(selectIsLoading(listing)).toBe(false);
    expect(selectDeals(listing).map((entry) => entry.code)).toEqual(['FLAT100', 'UPI20']);
    expect(selectCanApply(listing)).toBe(true);
    expect(calls.loadTerms).not.toHaveBeenCalled();
  });

  it('is empty when the store has no deals', async () => {
    const { actor } = startOffers({ storeActor: storeActorWith(), page: 'list' }, { loadDeals: async () => ({ deals: [] }) });
    const empty = await waitFor(actor, selectIsEmpty);
    expect(selectDeals(empty)).toEqual([]);
    expect(selectCanApply(empty)).toBe(false);
  });

  it('sends the customer to choose a location when no store is saved, or storage cannot be read', async () => {
    for (const readStore of [async () => null, async () => Promise.reject(new Error('IndexedDB is not available'))]) {
      const { actor, calls, emitted } = startOffers({ storeActor: storeActorWith(), page: 'list' }, { readStore });
      await waitFor(actor, (state) => state.status === 'done');
      expect(emitted).toEqual([{ type: 'navigation.requested', to: LOCATION_ROUTE }]);
      expect(calls.loadDeals).not.toHaveBeenCalled();
    }
  });

  it('fails with the error and loads again on retry', async () => {
    const loadDeals = vi
      .fn<(input: DealsCallInput) => Promise<DealsResponse>>()
      .mockRejectedValueOnce(networkFailure())
      .mockResolvedValueOnce(DEALS);
    const { actor } = startOffers({ storeActor: storeActorWith(), page: 'list' }, { loadDeals });
    const failed = await waitFor(actor, (state) => state.matches('failed'));
    expect(selectHasFailed(failed)).toBe(true);
    expect(selectError(failed)?.kind).toBe('network');

    actor.send({ type: 'deals.retry' });
    expect(selectError(actor.getSnapshot())).toBeNull();
    const listing = await waitFor(actor, isListing);
    expect(selectDeals(listing)).toHaveLength(2);
    expect(loadDeals).toHaveBeenCalledTimes(2);
  });

  it('applying a deal asks the cart to apply its code and goes to the cart once the cart has it', async () => {
    const { actor, emitted } = startOffers();
    await waitFor(actor, isListing);
    actor.send({ type: 'deal.apply', code: 'FLAT100' });
    expect(emitted).toEqual([{ type: 'promo.chosen', code: 'FLAT100' }]);
    expect(selectApplyingCode(actor.getSnapshot())).toBe('FLAT100');
    expect(selectCanApply(actor.getSnapshot())).toBe(false);

    // Another deal cannot be applied meanwhile, and another code's answer is not this one.
    actor.send({ type: 'deal.apply', code: 'UPI20' });
    actor.send({ type: 'promo.applied', code: 'UPI20' });
    expect(selectApplyingCode(actor.getSnapshot())).toBe('FLAT100');

    actor.send({ type: 'promo.applied', code: 'FLAT100' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([
      { type: 'promo.chosen', code: 'FLAT100' },
      { type: 'navigation.requested', to: '/cart' },
    ]);
  });

  it('a refused code marks its deal and lets the customer try another', async () => {
    const { actor, emitted } = startOffers();
    await waitFor(actor, isListing);
    actor.send({ type: 'deal.apply', code: 'UPI20' });
    actor.send({ type: 'promo.rejected' });
    let snapshot = actor.getSnapshot();
    expect(selectRejectedCode(snapshot)).toBe('UPI20');
    expect(selectApplyingCode(snapshot)).toBeNull();
    expect(selectCanApply(snapshot)).toBe(true);

    actor.send({ type: 'deal.apply', code: 'FLAT100' });
    snapshot = actor.getSnapshot();
    expect(selectRejectedCode(snapshot)).toBeNull();
    expect(selectApplyingCode(snapshot)).toBe('FLAT100');
    expect(emitted.filter((event) => event.type === 'navigation.requested')).toEqual([]);
  });

  it('ignores a code that is not one of the listed deals', async () => {
    const { actor, emitted } = startOffers();
    await waitFor(actor, isListing);
    actor.send({ type: 'deal.apply', code: 'NOPE' });
    expect(selectApplyingCode(actor.getSnapshot())).toBeNull();
    expect(emitted).toEqual([]);
  });
});

describe('offers machine: the terms', () => {
  it('loads the deal by its code without reading the store', async () => {
    const { actor, calls } = startOffers({ storeActor: storeActorWith(), page: 'terms', code: 'FLAT100' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    const shown = await waitFor(actor, (state) => state.matches({ terms: 'shown' }));
    expect(calls.loadTerms).toHaveBeenCalledWith({ code: 'FLAT100' });
    expect(calls.readStore).not.toHaveBeenCalled();
    expect(selectTermsDeal(shown)?.tnc).toEqual(FLAT100.tnc);
  });

  it('is not found for an unknown code (404) or a link without a code', async () => {
    const { actor } = startOffers(
      { storeActor: storeActorWith(), page: 'terms', code: 'GONE' },
      { loadTerms: async () => Promise.reject(serverError('DEAL_NOT_FOUND', 'No such deal.', 404)) },
    );
    const notFound = await waitFor(actor, selectTermsNotFound);
    expect(selectHasFailed(notFound)).toBe(false);

    for (const code of [null, '']) {
      const { actor: withoutCode, calls } = startOffers({ storeActor: storeActorWith(), page: 'terms', code });
      expect(selectTermsNotFound(withoutCode.getSnapshot())).toBe(true);
      expect(calls.loadTerms).not.toHaveBeenCalled();
    }
  });

  it('fails on other errors and loads again on retry', async () => {
    const loadTerms = vi
      .fn<(input: TermsCallInput) => Promise<Deal>>()
      .mockRejectedValueOnce(serverError('INTERNAL_SERVER_ERROR', 'internal server error', 500))
      .mockResolvedValueOnce(UPI20);
    const { actor } = startOffers({ storeActor: storeActorWith(), page: 'terms', code: 'UPI20' }, { loadTerms });
    const failed = await waitFor(actor, selectHasFailed);
    expect(selectError(failed)?.status).toBe(500);
    actor.send({ type: 'terms.retry' });
    const shown = await waitFor(actor, (state) => state.matches({ terms: 'shown' }));
    expect(selectTermsDeal(shown)?.code).toBe('UPI20');
    expect(selectError(shown)).toBeNull();
  });
});

describe('offers machine: default actors', () => {
  it('call the API client with the store id or the code and an abort signal', async () => {
    const getDeals = vi.fn(async (_storeId: string, options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return DEALS;
    });
    const getDeal = vi.fn(async (_code: string, options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return UPI20;
    });
    setApiClient({ getDeals, getDeal } as Partial<ApiClient> as ApiClient);

    const list = createActor(
      offersMachine.provide({ actors: { readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE) } }),
      {
        input: { storeActor: storeActorWith(), page: 'list' },
      },
    ).start();
    await waitFor(list, (state) => state.matches('listing'));
    expect(getDeals).toHaveBeenCalledWith('66201', expect.anything());
    list.stop();

    const terms = createActor(offersMachine, { input: { storeActor: storeActorWith(), page: 'terms', code: 'UPI20' } }).start();
    await waitFor(terms, (state) => state.matches({ terms: 'shown' }));
    expect(getDeal).toHaveBeenCalledWith('UPI20', expect.anything());
    terms.stop();
  });

  it('with the default storage reader in Node (no IndexedDB) asks for a location', async () => {
    const actor = createActor(offersMachine, { input: { storeActor: storeActorWith(), page: 'list' } });
    const emitted: OffersEmitted[] = [];
    actor.on('navigation.requested', (event) => emitted.push(event));
    actor.start();
    await waitFor(actor, (state) => state.status === 'done');
    expect(emitted).toEqual([{ type: 'navigation.requested', to: LOCATION_ROUTE }]);
  });
});
