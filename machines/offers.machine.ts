/**
 * The offers pages, one actor per visit (SPEC 2 /offers and /tncOffers).
 *
 * /offers reads the selected store from the app's store actor (none sends the customer to choose a location) and
 * lists the store's deals: loading, then listing, empty, or failed with a retry. Applying a deal calls
 * nothing here: the machine emits `promo.chosen` for the screen to hand to the cart actor, waits for the
 * cart's answer (`promo.applied` / `promo.rejected`, sent by the screen) and on success goes to /cart.
 *
 * /tncOffers loads one deal by its code and shows its terms; an unknown code is a not-found page, any
 * other failure offers a retry.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Deal, DealsResponse } from '@/contract/cart';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { locationRoute, ROUTES } from '@/domain/navigation';
import { loadingStoreState, readSelectedStoreLogic, storeCallOf, type StoreCallInput } from './shared/selectedStore';
import type { StoreActorRef } from './store.machine';
import type { SelectedStore } from '@/domain/store';

// Types

/** `list`: /offers; `terms`: /tncOffers?code=..., whose code may be missing. */
export type OffersInput = ({ page: 'list' } | { page: 'terms'; code: string | null }) & {
  /** The app's store actor, whose store's deals are listed. */
  storeActor: StoreActorRef;
};

export interface OffersContext {
  /** Which page the visit is: the offers list or one deal's terms. */
  page: OffersInput['page'];
  /** The deal whose terms /tncOffers shows; null on /offers or when the link has no code. */
  termsCode: string | null;
  /** The app's store actor. */
  storeActor: StoreActorRef;
  /** The selected store, once the store actor has restored it; null until read. */
  savedStore: SelectedStore | null;
  /** The store's deals in the server's order; empty until they arrive. */
  deals: Deal[];
  /** The deal shown on /tncOffers; null until it arrives. */
  termsDeal: Deal | null;
  /** The deal whose code the cart is applying; null otherwise. */
  applyingCode: string | null;
  /** The deal the cart refused last; the screen shows the cart's message beside it. Null otherwise. */
  rejectedCode: string | null;
  /** Why the deals or the terms failed to load; null otherwise. */
  error: ApiError | null;
}

export type OffersEvent =
  | { type: 'deals.retry' }
  | { type: 'deal.apply'; code: string }
  /** The cart's explicit promo became `code`. */
  | { type: 'promo.applied'; code: string }
  /** The cart refused the code (its promo error says why). */
  | { type: 'promo.rejected' }
  | { type: 'terms.retry' };

/**
 * `navigation.requested`: the screen routes to `to`. `promo.chosen`: the screen sends `promo.apply` with `code` to
 * the cart actor, which owns coupons.
 */
export type OffersEmitted = { type: 'navigation.requested'; to: string } | { type: 'promo.chosen'; code: string };

/** `busy`: the store, the deals or the terms are loading; `error`: they failed to load. */
export type OffersTag = 'busy' | 'error';

/** The store whose deals /offers lists. */
export type DealsCallInput = StoreCallInput;

export interface TermsCallInput {
  code: string;
}

// Constants

/** SPEC 8: HTTP 404 on the deal call: the code names no deal. */
export const DEAL_NOT_FOUND_STATUS = 404;

// Setup

function termsCodeOf(context: OffersContext): TermsCallInput {
  if (context.termsCode === null || context.termsCode === '') throw new Error('offers: no deal code to load terms for');
  return { code: context.termsCode };
}

export const offersMachine = setup({
  types: {
    context: {} as OffersContext,
    events: {} as OffersEvent,
    input: {} as OffersInput,
    emitted: {} as OffersEmitted,
    tags: {} as OffersTag,
  },
  actors: {
    readStore: readSelectedStoreLogic,
    loadDeals: fromPromise<DealsResponse, DealsCallInput>(({ input, signal }) => getApiClient().getDeals(input.storeId, { signal })),
    loadTerms: fromPromise<Deal, TermsCallInput>(({ input, signal }) => getApiClient().getDeal(input.code, { signal })),
  },
  guards: {
    isTermsPage: ({ context }) => context.page === 'terms',
    hasTermsCode: ({ context }) => context.termsCode !== null && context.termsCode !== '',
    hasStore: (_, params: { store: SelectedStore | null }) => params.store !== null,
    hasDeals: (_, params: { deals: DealsResponse }) => params.deals.deals.length > 0,
    isListedDeal: ({ context }, params: { code: string }) => context.deals.some((deal) => deal.code === params.code),
    isApplyingCode: ({ context }, params: { code: string }) => context.applyingCode === params.code,
    isNotFound: (_, params: { error: unknown }) => toApiError(params.error).status === DEAL_NOT_FOUND_STATUS,
  },
  actions: {
    assignSavedStore: assign((_, params: { store: SelectedStore | null }) => ({ savedStore: params.store })),
    assignDeals: assign((_, params: { deals: DealsResponse }) => ({ deals: params.deals.deals, error: null })),
    assignTerms: assign((_, params: { deal: Deal }) => ({ termsDeal: params.deal, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
    startApplying: assign((_, params: { code: string }) => ({ applyingCode: params.code, rejectedCode: null })),
    markRejected: assign(({ context }) => ({ rejectedCode: context.applyingCode, applyingCode: null })),
    emitApplyPromo: emit((_, params: { code: string }) => ({ type: 'promo.chosen' as const, code: params.code })),
    navigateToLocation: emit({ type: 'navigation.requested', to: locationRoute({ deliveryType: 'delivery' }) }),
    navigateToCart: emit({ type: 'navigation.requested', to: ROUTES.cart }),
  },
}).createMachine({
  id: 'offers',
  initial: 'start',
  context: ({ input }) => ({
    page: input.page,
    termsCode: input.page === 'terms' ? input.code : null,
    storeActor: input.storeActor,
    savedStore: null,
    deals: [],
    termsDeal: null,
    applyingCode: null,
    rejectedCode: null,
    error: null,
  }),
  states: {
    start: {
      always: [{ guard: 'isTermsPage', target: 'terms' }, { target: 'loadingStore' }],
    },
    loadingStore: loadingStoreState('loading'),
    // Offers belong to a store: without one the customer chooses a location first.
    noStore: {
      type: 'final',
      entry: 'navigateToLocation',
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadDeals',
        src: 'loadDeals',
        input: ({ context }) => storeCallOf(context.savedStore, 'offers'),
        onDone: [
          {
            guard: { type: 'hasDeals', params: ({ event }) => ({ deals: event.output }) },
            target: 'listing',
            actions: { type: 'assignDeals', params: ({ event }) => ({ deals: event.output }) },
          },
          { target: 'empty', actions: { type: 'assignDeals', params: ({ event }) => ({ deals: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: 'error',
      on: {
        'deals.retry': { target: 'loading', actions: 'clearError' },
      },
    },
    empty: {},
    listing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'deal.apply': {
              guard: { type: 'isListedDeal', params: ({ event }) => ({ code: event.code }) },
              target: 'applying',
              actions: [
                { type: 'startApplying', params: ({ event }) => ({ code: event.code }) },
                { type: 'emitApplyPromo', params: ({ event }) => ({ code: event.code }) },
              ],
            },
          },
        },
        // The cart actor applies the code; one deal at a time.
        applying: {
          on: {
            'promo.applied': {
              guard: { type: 'isApplyingCode', params: ({ event }) => ({ code: event.code }) },
              target: '#offers.applied',
            },
            'promo.rejected': { target: 'idle', actions: 'markRejected' },
          },
        },
      },
    },
    applied: {
      type: 'final',
      entry: 'navigateToCart',
    },
    terms: {
      initial: 'choosing',
      states: {
        choosing: {
          // A /tncOffers link without a code names no deal.
          always: [{ guard: 'hasTermsCode', target: 'loading' }, { target: 'notFound' }],
        },
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadTerms',
            src: 'loadTerms',
            input: ({ context }) => termsCodeOf(context),
            onDone: { target: 'shown', actions: { type: 'assignTerms', params: ({ event }) => ({ deal: event.output }) } },
            onError: [
              { guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) }, target: 'notFound' },
              { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        failed: {
          tags: 'error',
          on: {
            'terms.retry': { target: 'loading', actions: 'clearError' },
          },
        },
        notFound: {},
        shown: {},
      },
    },
  },
});

// Selectors

export type OffersSnapshot = SnapshotFrom<typeof offersMachine>;

export const selectIsLoading = (snapshot: OffersSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: OffersSnapshot): boolean => snapshot.hasTag('error');
export const selectIsEmpty = (snapshot: OffersSnapshot): boolean => snapshot.matches('empty');
export const selectError = (snapshot: OffersSnapshot): ApiError | null => snapshot.context.error;
export const selectDeals = (snapshot: OffersSnapshot): Deal[] => snapshot.context.deals;
/** The code being applied while the cart works on it; null otherwise. */
export const selectApplyingCode = (snapshot: OffersSnapshot): string | null =>
  snapshot.matches({ listing: 'applying' }) ? snapshot.context.applyingCode : null;
export const selectRejectedCode = (snapshot: OffersSnapshot): string | null => snapshot.context.rejectedCode;
/** True where a deal's Apply button may be pressed. */
export const selectCanApply = (snapshot: OffersSnapshot): boolean => snapshot.matches({ listing: 'idle' });
export const selectTermsDeal = (snapshot: OffersSnapshot): Deal | null => snapshot.context.termsDeal;
export const selectTermsNotFound = (snapshot: OffersSnapshot): boolean => snapshot.matches({ terms: 'notFound' });
