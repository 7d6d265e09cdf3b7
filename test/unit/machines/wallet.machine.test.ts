import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiClient } from '@/api/client';
import { setApiClient } from '@/api/holder';
import type { WalletHistoryRequest } from '@/api/wallet';
import type { WalletHistoryPage } from '@/contract/wallet';
import { LOYALTY_PROGRAM_CODE } from '@/domain/loyalty';
import {
  selectBalance,
  selectCanLoadMore,
  selectEntries,
  selectErrorMessage,
  selectHasFailed,
  selectHasMoreFailed,
  selectIsComplete,
  selectIsEmpty,
  selectIsLoading,
  selectIsLoadingMore,
  selectLoginRoute,
  walletMachine,
  type WalletSnapshot,
} from '@machines/wallet.machine';
import { networkFailure } from '../../model/fixtures';
import {
  BALANCE,
  EMPTY_PAGE,
  LAST_PAGE_1,
  MOBILE,
  PAGE_1,
  PAGE_2,
  REFUND_ENTRY,
  walletEntry,
  walletPage,
  ZERO_BALANCE,
} from '../../model/walletFixtures';

type Fake = (input: WalletHistoryRequest, signal: AbortSignal) => Promise<WalletHistoryPage>;

function pagesBy(pages: Record<number, WalletHistoryPage>): Fake {
  return async ({ page }) => {
    const answer = pages[page];
    if (!answer) throw new Error(`no page ${page}`);
    return answer;
  };
}

function startWallet(fake: Fake = pagesBy({ 1: PAGE_1, 2: PAGE_2 }), mobile: string | null = MOBILE) {
  const getWalletHistory = vi.fn(fake);
  const actor = createActor(
    walletMachine.provide({
      actors: {
        getWalletHistory: fromPromise<WalletHistoryPage, WalletHistoryRequest>(({ input, signal }) => getWalletHistory(input, signal)),
      },
    }),
    { input: { mobile } },
  );
  actor.start();
  return { actor, getWalletHistory };
}

const ids = (snapshot: WalletSnapshot) => selectEntries(snapshot).map((entry) => entry.id);
const isListing = (snapshot: WalletSnapshot) => snapshot.matches('listing');

describe('wallet machine: who sees it', () => {
  it('sends a guest to login and back to /wallet, and calls nothing', () => {
    const { actor, getWalletHistory } = startWallet(undefined, null);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('loginRequired')).toBe(true);
    expect(snapshot.status).toBe('done');
    expect(selectLoginRoute(snapshot)).toBe('/login?from=%2Fwallet');
    expect(getWalletHistory).not.toHaveBeenCalled();
  });

  it('loads page 1 of a customer’s own history, by mobile and programme, busy meanwhile', async () => {
    let finish: (page: WalletHistoryPage) => void = () => undefined;
    const { actor, getWalletHistory } = startWallet(() => new Promise((resolve) => (finish = resolve)));
    expect(selectLoginRoute(actor.getSnapshot())).toBeNull();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(selectBalance(actor.getSnapshot())).toBeNull();
    expect(getWalletHistory).toHaveBeenCalledWith(
      { page: 1, mobile: MOBILE, loyaltyProgramCode: LOYALTY_PROGRAM_CODE },
      expect.any(AbortSignal),
    );
    finish(PAGE_1);
    const listing = await waitFor(actor, isListing);
    expect(selectIsLoading(listing)).toBe(false);
    expect(selectBalance(listing)).toEqual(BALANCE);
    expect(ids(listing)).toEqual(['1', '2', '3']);
    expect(selectCanLoadMore(listing)).toBe(true);
  });
});

describe('wallet machine: pages', () => {
  it('history.more appends the next page, keeps the newest balance and stops at the last page', async () => {
    const later = walletPage(2, PAGE_2.entries, null, ZERO_BALANCE);
    const { actor, getWalletHistory } = startWallet(pagesBy({ 1: PAGE_1, 2: later }));
    await waitFor(actor, isListing);
    actor.send({ type: 'history.more' });
    expect(selectIsLoadingMore(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'history.more' });
    const complete = await waitFor(actor, selectIsComplete);
    expect(getWalletHistory).toHaveBeenCalledTimes(2);
    expect(getWalletHistory).toHaveBeenLastCalledWith(
      { page: 2, mobile: MOBILE, loyaltyProgramCode: LOYALTY_PROGRAM_CODE },
      expect.any(AbortSignal),
    );
    expect(ids(complete)).toEqual(['1', '2', '3', '4', '5']);
    expect(selectBalance(complete)).toEqual(ZERO_BALANCE);
    expect(selectCanLoadMore(complete)).toBe(false);
    actor.send({ type: 'history.more' });
    expect(getWalletHistory).toHaveBeenCalledTimes(2);
  });

  it('lists an entry once when a later page repeats it (an entry booked meanwhile shifts the pages)', async () => {
    const shifted = walletPage(2, [walletEntry(3), walletEntry(6)], null);
    const { actor } = startWallet(pagesBy({ 1: PAGE_1, 2: shifted }));
    await waitFor(actor, isListing);
    actor.send({ type: 'history.more' });
    expect(ids(await waitFor(actor, selectIsComplete))).toEqual(['1', '2', '3', '6']);
  });

  it('a single last page is complete at once', async () => {
    const { actor } = startWallet(pagesBy({ 1: LAST_PAGE_1 }));
    const complete = await waitFor(actor, selectIsComplete);
    expect(selectEntries(complete)).toEqual([REFUND_ENTRY]);
    expect(selectCanLoadMore(complete)).toBe(false);
  });

  it('shows the empty state with the balance when nothing was ever credited or debited', async () => {
    const { actor } = startWallet(pagesBy({ 1: EMPTY_PAGE }));
    const empty = await waitFor(actor, selectIsEmpty);
    expect(selectEntries(empty)).toEqual([]);
    expect(selectBalance(empty)).toEqual(ZERO_BALANCE);
    expect(selectCanLoadMore(empty)).toBe(false);
  });
});

describe('wallet machine: failures', () => {
  it('a failed first page shows the error and loads again on history.retry', async () => {
    const answers: Array<WalletHistoryPage | Error> = [networkFailure(), PAGE_1];
    const { actor, getWalletHistory } = startWallet(async () => {
      const answer = answers.shift();
      if (answer instanceof Error || answer === undefined) throw answer ?? new Error('no answer');
      return answer;
    });
    const failed = await waitFor(actor, selectHasFailed);
    expect(selectErrorMessage(failed)).toBe('Internet connection Lost');
    actor.send({ type: 'history.more' });
    expect(getWalletHistory).toHaveBeenCalledTimes(1);
    actor.send({ type: 'history.retry' });
    const listing = await waitFor(actor, isListing);
    expect(selectErrorMessage(listing)).toBeNull();
    expect(ids(listing)).toEqual(['1', '2', '3']);
  });

  it('a failed later page keeps what is shown; only history.retry loads it again', async () => {
    let failNext = true;
    const { actor, getWalletHistory } = startWallet(async ({ page }) => {
      if (page === 1) return PAGE_1;
      if (failNext) {
        failNext = false;
        throw networkFailure();
      }
      return PAGE_2;
    });
    await waitFor(actor, isListing);
    actor.send({ type: 'history.more' });
    const moreFailed = await waitFor(actor, selectHasMoreFailed);
    expect(ids(moreFailed)).toEqual(['1', '2', '3']);
    expect(selectErrorMessage(moreFailed)).toBe('Internet connection Lost');
    expect(selectCanLoadMore(moreFailed)).toBe(false);
    actor.send({ type: 'history.more' });
    expect(getWalletHistory).toHaveBeenCalledTimes(2);
    actor.send({ type: 'history.retry' });
    const complete = await waitFor(actor, selectIsComplete);
    expect(ids(complete)).toEqual(['1', '2', '3', '4', '5']);
    expect(selectErrorMessage(complete)).toBeNull();
  });

  it('by default asks the API client, passing the abort signal', async () => {
    const getWalletHistory = vi.fn(async (_request: WalletHistoryRequest, options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return LAST_PAGE_1;
    });
    setApiClient({ getWalletHistory } as Partial<ApiClient> as ApiClient);
    const actor = createActor(walletMachine, { input: { mobile: MOBILE } }).start();
    await waitFor(actor, selectIsComplete);
    expect(getWalletHistory).toHaveBeenCalledWith({ page: 1, mobile: MOBILE, loyaltyProgramCode: LOYALTY_PROGRAM_CODE }, expect.anything());
    actor.stop();
  });
});
