/**
 * The Pizza Pals page's ledger (SPEC 2 /pizzaLoyalty; SPEC 7 loyalty ledger; SPEC 6 logged-in customers only), one
 * actor per visit beside the enrolment machine, which holds the membership and the balance. The ledger loads page by
 * page, newest first; `ledger.more` appends the next page while there is one. A failed first page offers a retry; a
 * failed later page keeps what is shown and loads again only on `ledger.retry`. `ledger.reload` starts over (the
 * membership changed, or points were credited meanwhile).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { loyaltyApi } from '@/api/loyalty';
import type { LoyaltyLedgerEntry, LoyaltyLedgerPage } from '@/contract/loyalty';
import { loginRoute, ROUTES } from '@/domain/navigation';
import { appendOnce } from './shared/pages';

// Types

export interface PizzaLoyaltyInput {
  /** A guest has no ledger: the page sends them to login and back. */
  loggedIn: boolean;
}

export interface PizzaLoyaltyContext {
  loggedIn: boolean;
  /** The entries of the pages loaded so far, newest first, each once. */
  entries: LoyaltyLedgerEntry[];
  /** The page `ledger.more` loads; null once the last page is in. */
  nextPage: number | null;
  /** Why the last page load failed; null otherwise. */
  error: ApiError | null;
}

export type PizzaLoyaltyEvent =
  /** The customer asked for older entries ('Show more'). */
  | { type: 'ledger.more' }
  /** Try the failed page load again. */
  | { type: 'ledger.retry' }
  /** Load the ledger afresh from its first page. */
  | { type: 'ledger.reload' };

/** `busy`: the first page loads; `loadingMore`: a further page loads; `error`: the first page failed; `moreError`: a further one. */
export type PizzaLoyaltyTag = 'busy' | 'loadingMore' | 'error' | 'moreError';

// Constants

/** SPEC 7: ledger pages are numbered from 1. */
export const FIRST_LEDGER_PAGE = 1;

// Setup

type PageDone = { event: { output: LoyaltyLedgerPage } };
const loadedPage = ({ event }: PageDone) => ({ page: event.output });
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

const entryId = (entry: LoyaltyLedgerEntry) => entry.id;

export const pizzaLoyaltyMachine = setup({
  types: {
    context: {} as PizzaLoyaltyContext,
    events: {} as PizzaLoyaltyEvent,
    input: {} as PizzaLoyaltyInput,
    tags: {} as PizzaLoyaltyTag,
  },
  actors: {
    getLoyaltyLedger: fromPromise<LoyaltyLedgerPage, { page: number }>(({ input, signal }) =>
      loyaltyApi(getApiClient()).getLoyaltyLedger(input.page, { signal }),
    ),
  },
  guards: {
    isGuest: ({ context }) => !context.loggedIn,
    isEmptyPage: (_, params: { page: LoyaltyLedgerPage }) => params.page.entries.length === 0,
    hasNextPage: (_, params: { page: LoyaltyLedgerPage }) => params.page.hasMore,
  },
  actions: {
    assignFirstPage: assign((_, params: { page: LoyaltyLedgerPage }) => ({
      entries: appendOnce([], params.page.entries, entryId),
      nextPage: params.page.hasMore ? params.page.page + 1 : null,
      error: null,
    })),
    appendPage: assign(({ context }, params: { page: LoyaltyLedgerPage }) => ({
      entries: appendOnce(context.entries, params.page.entries, entryId),
      nextPage: params.page.hasMore ? params.page.page + 1 : null,
      error: null,
    })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'pizzaLoyalty',
  context: ({ input }) => ({ loggedIn: input.loggedIn, entries: [], nextPage: null, error: null }),
  initial: 'starting',
  states: {
    // SPEC 6: loyalty calls only for logged-in customers.
    starting: {
      always: [{ guard: 'isGuest', target: 'loginRequired' }, { target: 'loading' }],
    },
    // The screen sends the guest to login, which returns to /pizzaLoyalty (selectLoginRoute).
    loginRequired: { type: 'final' },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getFirstPage',
        src: 'getLoyaltyLedger',
        input: { page: FIRST_LEDGER_PAGE },
        onDone: [
          { guard: { type: 'isEmptyPage', params: loadedPage }, target: 'empty', actions: { type: 'assignFirstPage', params: loadedPage } },
          {
            guard: { type: 'hasNextPage', params: loadedPage },
            target: 'listing.more',
            actions: { type: 'assignFirstPage', params: loadedPage },
          },
          { target: 'listing.complete', actions: { type: 'assignFirstPage', params: loadedPage } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: failure } },
      },
    },
    failed: {
      tags: 'error',
      on: { 'ledger.retry': { target: 'loading', actions: 'clearError' } },
    },
    // Nothing earned or spent yet.
    empty: {
      on: { 'ledger.reload': 'loading' },
    },
    listing: {
      initial: 'more',
      on: { 'ledger.reload': { target: '.reloading', actions: 'clearError' } },
      states: {
        more: {
          on: { 'ledger.more': 'loadingMore' },
        },
        loadingMore: {
          tags: 'loadingMore',
          invoke: {
            id: 'getNextPage',
            src: 'getLoyaltyLedger',
            input: ({ context }) => ({ page: context.nextPage ?? FIRST_LEDGER_PAGE }),
            onDone: [
              { guard: { type: 'hasNextPage', params: loadedPage }, target: 'more', actions: { type: 'appendPage', params: loadedPage } },
              { target: 'complete', actions: { type: 'appendPage', params: loadedPage } },
            ],
            onError: { target: 'moreFailed', actions: { type: 'assignError', params: failure } },
          },
        },
        moreFailed: {
          tags: 'moreError',
          on: { 'ledger.retry': { target: 'loadingMore', actions: 'clearError' } },
        },
        complete: {},
        // What is shown stays until the first page answers again.
        reloading: {
          tags: 'loadingMore',
          invoke: {
            id: 'reloadFirstPage',
            src: 'getLoyaltyLedger',
            input: { page: FIRST_LEDGER_PAGE },
            onDone: [
              {
                guard: { type: 'hasNextPage', params: loadedPage },
                target: 'more',
                actions: { type: 'assignFirstPage', params: loadedPage },
              },
              { target: 'complete', actions: { type: 'assignFirstPage', params: loadedPage } },
            ],
            onError: { target: 'moreFailed', actions: { type: 'assignError', params: failure } },
          },
        },
      },
    },
  },
});

// Selectors

export type PizzaLoyaltySnapshot = SnapshotFrom<typeof pizzaLoyaltyMachine>;

/** Where a guest goes: login, and back to /pizzaLoyalty after it; null for a logged-in customer. */
export const selectLoginRoute = (snapshot: PizzaLoyaltySnapshot): string | null =>
  snapshot.matches('loginRequired') ? loginRoute({ from: ROUTES.pizzaLoyalty }) : null;
export const selectIsLoading = (snapshot: PizzaLoyaltySnapshot): boolean => snapshot.hasTag('busy');
export const selectIsLoadingMore = (snapshot: PizzaLoyaltySnapshot): boolean => snapshot.hasTag('loadingMore');
export const selectHasFailed = (snapshot: PizzaLoyaltySnapshot): boolean => snapshot.hasTag('error');
export const selectHasMoreFailed = (snapshot: PizzaLoyaltySnapshot): boolean => snapshot.hasTag('moreError');
export const selectIsEmpty = (snapshot: PizzaLoyaltySnapshot): boolean => snapshot.matches('empty');
export const selectCanLoadMore = (snapshot: PizzaLoyaltySnapshot): boolean => snapshot.can({ type: 'ledger.more' });
export const selectEntries = (snapshot: PizzaLoyaltySnapshot): LoyaltyLedgerEntry[] => snapshot.context.entries;
export const selectErrorMessage = (snapshot: PizzaLoyaltySnapshot): string | null => snapshot.context.error?.displayMsg ?? null;
