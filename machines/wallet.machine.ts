/**
 * The Slice wallet page (SPEC 2 /wallet; SPEC 7 wallet history; SPEC 6 wallet for logged-in customers only), one
 * actor per visit. A guest is sent to login, which brings them back here. A logged-in customer's history loads page
 * by page (newest first) with the balance and its parts; `history.more` appends the next page while there is one.
 * A failed first page offers a retry; a failed later page keeps what is shown and loads again only on
 * `history.retry`, so a scroll sentinel that stays in view cannot loop.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import type { WalletHistoryRequest } from '@/api/wallet';
import type { WalletHistoryEntry, WalletHistoryPage, WalletSummary } from '@/contract/wallet';
import { LOYALTY_PROGRAM_CODE } from '@/domain/loyalty';
import { loginRoute, ROUTES } from '@/domain/navigation';
import { appendOnce } from './shared/pages';

// Types

export interface WalletInput {
  /** The logged-in customer's mobile; null for a guest. */
  mobile: string | null;
}

export interface WalletContext {
  /** Whose history is read (SPEC 7 'by mobile'); null for a guest. */
  mobile: string | null;
  /** The balance and its parts, as the latest page answered them; null until a page arrives. */
  balance: WalletSummary | null;
  /** The entries of the pages loaded so far, newest first, each once. */
  entries: WalletHistoryEntry[];
  /** The page `history.more` loads; null once the last page is in. */
  nextPage: number | null;
  /** Why the last page load failed; null otherwise. */
  error: ApiError | null;
}

export type WalletEvent =
  /** The customer reached the end of the history (scroll sentinel) or pressed 'Load more'. */
  | { type: 'history.more' }
  /** Try the failed page load again. */
  | { type: 'history.retry' };

/**
 * `busy`: the first page is loading; `loadingMore`: a further page is loading; `error`: the first page failed;
 * `moreError`: a further page failed (what is shown stays).
 */
export type WalletTag = 'busy' | 'loadingMore' | 'error' | 'moreError';

// Constants

/** SPEC 7: pages are numbered from 1. */
export const FIRST_PAGE = 1;

// Setup

const entryId = (entry: WalletHistoryEntry) => entry.id;

function pageCall(context: WalletContext, page: number): WalletHistoryRequest {
  if (context.mobile === null) throw new Error('wallet: a guest has no wallet history');
  return { page, mobile: context.mobile, loyaltyProgramCode: LOYALTY_PROGRAM_CODE };
}

function nextPageCall(context: WalletContext): WalletHistoryRequest {
  if (context.nextPage === null) throw new Error('wallet: no further page to load');
  return pageCall(context, context.nextPage);
}

export const walletMachine = setup({
  types: {
    context: {} as WalletContext,
    events: {} as WalletEvent,
    input: {} as WalletInput,
    tags: {} as WalletTag,
  },
  actors: {
    getWalletHistory: fromPromise<WalletHistoryPage, WalletHistoryRequest>(({ input, signal }) =>
      getApiClient().getWalletHistory(input, { signal }),
    ),
  },
  guards: {
    isGuest: ({ context }) => context.mobile === null,
    isEmptyPage: (_, params: { page: WalletHistoryPage }) => params.page.entries.length === 0,
    hasNextPage: (_, params: { page: WalletHistoryPage }) => params.page.nextPage !== null,
  },
  actions: {
    assignFirstPage: assign((_, params: { page: WalletHistoryPage }) => ({
      balance: params.page.balance,
      entries: appendOnce([], params.page.entries, entryId),
      nextPage: params.page.nextPage,
      error: null,
    })),
    appendPage: assign(({ context }, params: { page: WalletHistoryPage }) => ({
      balance: params.page.balance,
      entries: appendOnce(context.entries, params.page.entries, entryId),
      nextPage: params.page.nextPage,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'wallet',
  context: ({ input }) => ({ mobile: input.mobile, balance: null, entries: [], nextPage: null, error: null }),
  initial: 'starting',
  states: {
    // SPEC 6: wallet calls only for logged-in customers.
    starting: {
      always: [{ guard: 'isGuest', target: 'loginRequired' }, { target: 'loading' }],
    },
    // The screen sends the guest to login, which returns to /wallet (selectLoginRoute).
    loginRequired: { type: 'final' },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getFirstPage',
        src: 'getWalletHistory',
        input: ({ context }) => pageCall(context, FIRST_PAGE),
        onDone: [
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: { type: 'assignFirstPage', params: ({ event }) => ({ page: event.output }) },
          },
          {
            guard: { type: 'hasNextPage', params: ({ event }) => ({ page: event.output }) },
            target: 'listing.more',
            actions: { type: 'assignFirstPage', params: ({ event }) => ({ page: event.output }) },
          },
          { target: 'listing.complete', actions: { type: 'assignFirstPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: 'error',
      on: { 'history.retry': { target: 'loading', actions: 'clearError' } },
    },
    // No credit or debit yet: the balance shows with the empty state.
    empty: {},
    listing: {
      initial: 'more',
      states: {
        // A further page exists.
        more: {
          on: { 'history.more': 'loadingMore' },
        },
        loadingMore: {
          tags: 'loadingMore',
          invoke: {
            id: 'getNextPage',
            src: 'getWalletHistory',
            input: ({ context }) => nextPageCall(context),
            onDone: [
              {
                guard: { type: 'hasNextPage', params: ({ event }) => ({ page: event.output }) },
                target: 'more',
                actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
              },
              { target: 'complete', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
            ],
            onError: { target: 'moreFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // Only the retry button loads again: the sentinel may still be in view.
        moreFailed: {
          tags: 'moreError',
          on: { 'history.retry': { target: 'loadingMore', actions: 'clearError' } },
        },
        // The last page is in.
        complete: {},
      },
    },
  },
});

// Selectors

export type WalletSnapshot = SnapshotFrom<typeof walletMachine>;

/** Where a guest goes: login, and back to /wallet after it; null for a logged-in customer. */
export const selectLoginRoute = (snapshot: WalletSnapshot): string | null =>
  snapshot.matches('loginRequired') ? loginRoute({ from: ROUTES.wallet }) : null;
export const selectIsLoading = (snapshot: WalletSnapshot): boolean => snapshot.hasTag('busy');
export const selectIsLoadingMore = (snapshot: WalletSnapshot): boolean => snapshot.hasTag('loadingMore');
export const selectHasFailed = (snapshot: WalletSnapshot): boolean => snapshot.hasTag('error');
export const selectHasMoreFailed = (snapshot: WalletSnapshot): boolean => snapshot.hasTag('moreError');
export const selectIsEmpty = (snapshot: WalletSnapshot): boolean => snapshot.matches('empty');
export const selectIsComplete = (snapshot: WalletSnapshot): boolean => snapshot.matches({ listing: 'complete' });
/** A further page exists and none is loading: the sentinel and 'Load more' ask for it. */
export const selectCanLoadMore = (snapshot: WalletSnapshot): boolean => snapshot.can({ type: 'history.more' });
export const selectBalance = (snapshot: WalletSnapshot): WalletSummary | null => snapshot.context.balance;
export const selectEntries = (snapshot: WalletSnapshot): WalletHistoryEntry[] => snapshot.context.entries;
export const selectErrorMessage = (snapshot: WalletSnapshot): string | null => snapshot.context.error?.displayMsg ?? null;
