/**
 * The everyday-value (EDV) page, one actor per visit (SPEC 2 /edv?itemId, SPEC 4 EDV loading).
 *
 * Reads the selected store from the app's store actor (none sends the customer to choose a location; a train
 * seat at a station whose store does not deliver everyday-value deals there gets no deals), then gets
 * the data (SPEC 4 GETTING_DATA): the store's EDV deals, the deal named by itemId when the link has
 * one, and the mix-and-match menu (medium and regular pizzas) side by side. The data arrives, or on
 * failure is null (SPEC 4) and the page offers a retry; SPEC 8: EDV failures are only logged.
 *
 * The customer picks a deal and then exactly as many pizzas of the deal's size as it needs; confirming
 * emits `deal.added` with one cart line per pizza (the screen hands them to the cart actor) and goes to /cart.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { EdvDeal, EdvDealResponse, EdvResponse, MenuProduct, MixMatchResponse } from '@/contract/menu';
import type { CartItemInput } from '@/contract/cart';
import { getApiClient } from '@/api/holder';
import {
  canPick,
  dealsWithLinked,
  dealToSelect,
  edvCartLines,
  isEdvOffered,
  pizzasOf,
  selectedDealOf,
  type DealPicking,
  type EdvData,
  type EdvMenu,
} from '@/domain/edv';
import { locationRoute, ROUTES } from '@/domain/navigation';
import { loadingStoreState, readSelectedStoreLogic, storeCallOf, type StoreCallInput } from './shared/selectedStore';
import type { StoreActorRef } from './store.machine';
import type { SelectedStore } from '@/domain/store';

export type { StoreCallInput } from './shared/selectedStore';

// Types

export interface EdvInput {
  /** The app's store actor, whose store's deals is shown. */
  storeActor: StoreActorRef;
  /** SPEC 2 /edv?itemId: the deal to preselect; null for the first deal. */
  itemId: string | null;
}

/** Besides the customer's progress (data, selected deal, picks): */
export interface EdvContext extends DealPicking {
  /** The deal the link asked for; kept so a retry still preselects it. */
  itemId: string | null;
  /** The app's store actor. */
  storeActor: StoreActorRef;
  /** The selected store, once the store actor has restored it; null until read. */
  savedStore: SelectedStore | null;
  /** The store's deals as they arrived; empty until then. */
  storeDeals: EdvDeal[];
  /** The itemId deal as it arrived; null until then, or when there is none. */
  linkedDeal: EdvDeal | null;
  /** The mix-and-match menu as it arrived; null until then. */
  menu: EdvMenu | null;
}

export type EdvEvent =
  | { type: 'edv.retry' }
  | { type: 'deal.select'; dealId: string }
  | { type: 'pizza.pick'; productId: number }
  | { type: 'pizza.unpick'; productId: number }
  | { type: 'deal.confirm' };

/** `deal.added`: the screen sends each line to the cart actor (`cart.add`). `navigation.requested`: the screen routes to `to`. */
export type EdvEmitted = { type: 'deal.added'; items: CartItemInput[] } | { type: 'navigation.requested'; to: string };

/** `busy`: the store or the data is loading; `error`: the data failed to load. */
export type EdvTag = 'busy' | 'error';

export interface DealCallInput {
  dealId: string;
  storeId: string;
}

// Constants

/** SPEC 8: failures of the EDV calls are only logged. */
export const EDV_FAILURE_LOG = 'edv: the everyday-value data could not be loaded';
export const EDV_DEAL_FAILURE_LOG = 'edv: the linked everyday-value deal could not be loaded';

// Setup

function storeIdOf(context: EdvContext): StoreCallInput {
  return storeCallOf(context.savedStore, 'edv');
}

function linkedDealInput(context: EdvContext): DealCallInput {
  if (context.itemId === null) throw new Error('edv: no deal asked for');
  return { dealId: context.itemId, ...storeIdOf(context) };
}

export const edvMachine = setup({
  types: {
    context: {} as EdvContext,
    events: {} as EdvEvent,
    input: {} as EdvInput,
    emitted: {} as EdvEmitted,
    tags: {} as EdvTag,
  },
  actors: {
    readStore: readSelectedStoreLogic,
    loadDeals: fromPromise<EdvResponse, StoreCallInput>(({ input, signal }) => getApiClient().getEdv(input.storeId, { signal })),
    loadLinkedDeal: fromPromise<EdvDealResponse, DealCallInput>(({ input, signal }) =>
      getApiClient().getEdvDeal(input.dealId, input.storeId, { signal }),
    ),
    loadMenu: fromPromise<MixMatchResponse, StoreCallInput>(({ input, signal }) => getApiClient().getMixMatch(input.storeId, { signal })),
  },
  guards: {
    hasStore: (_, params: { store: SelectedStore | null }) => params.store !== null,
    isEdvOffered: ({ context }) => context.savedStore !== null && isEdvOffered(context.savedStore),
    hasItemId: ({ context }) => context.itemId !== null,
    hasDeals: ({ context }) => context.data !== null && context.data.deals.length > 0,
    isOtherDeal: ({ context }, params: { dealId: string }) =>
      params.dealId !== context.selectedDealId && (context.data?.deals.some((deal) => deal.dealId === params.dealId) ?? false),
    canPick: ({ context }, params: { productId: number }) => canPick(context, params.productId),
    completesDeal: ({ context }, params: { productId: number }) =>
      canPick(context, params.productId) && context.picks.length + 1 === selectedDealOf(context)?.pizzasRequired,
    isPicked: ({ context }, params: { productId: number }) => context.picks.includes(params.productId),
  },
  actions: {
    assignSavedStore: assign((_, params: { store: SelectedStore | null }) => ({ savedStore: params.store })),
    assignStoreDeals: assign((_, params: { response: EdvResponse }) => ({ storeDeals: params.response.data })),
    assignLinkedDeal: assign((_, params: { response: EdvDealResponse }) => ({ linkedDeal: params.response.data })),
    assignMenu: assign((_, params: { response: MixMatchResponse }) => ({ menu: params.response.edvMixMatchMenu })),
    /** SPEC 4: the data arrived; the linked deal (or the first) is selected. */
    assignData: assign(({ context }) => {
      const deals = dealsWithLinked(context.storeDeals, context.linkedDeal);
      const data: EdvData = { deals, menu: context.menu ?? { medium: [], regular: [] } };
      return { data, selectedDealId: dealToSelect(deals, context.itemId), picks: [] };
    }),
    /** SPEC 4: GETTING_DATA and failure both mean no data. */
    clearData: assign({ data: null, storeDeals: [], linkedDeal: null, menu: null, selectedDealId: null, picks: [] }),
    selectDeal: assign((_, params: { dealId: string }) => ({ selectedDealId: params.dealId, picks: [] })),
    pick: assign(({ context }, params: { productId: number }) => ({ picks: [...context.picks, params.productId] })),
    unpick: assign(({ context }, params: { productId: number }) => ({
      picks: context.picks.filter((productId) => productId !== params.productId),
    })),
    emitAdded: emit(({ context }) => {
      const deal = selectedDealOf(context);
      return { type: 'deal.added' as const, items: deal ? edvCartLines(deal, pizzasOf(context), context.picks) : [] };
    }),
    logFailure: (_, params: { message: string; error: unknown }) => console.warn(params.message, params.error),
    navigateToLocation: emit({ type: 'navigation.requested', to: locationRoute({ deliveryType: 'delivery' }) }),
    navigateToCart: emit({ type: 'navigation.requested', to: ROUTES.cart }),
  },
}).createMachine({
  id: 'edv',
  initial: 'loadingStore',
  context: ({ input }) => ({
    itemId: input.itemId,
    storeActor: input.storeActor,
    savedStore: null,
    data: null,
    storeDeals: [],
    linkedDeal: null,
    menu: null,
    selectedDealId: null,
    picks: [],
  }),
  states: {
    loadingStore: loadingStoreState('checkingStore'),
    // An order to a train seat gets everyday-value deals only where the station's store delivers them (edvEnable).
    checkingStore: {
      always: [{ guard: 'isEdvOffered', target: 'gettingData' }, { target: 'notOfferedAtSeat' }],
    },
    notOfferedAtSeat: {},
    // EDV prices belong to a store: without one the customer chooses a location first.
    noStore: {
      type: 'final',
      entry: 'navigateToLocation',
    },
    // SPEC 4 GETTING_DATA.
    gettingData: {
      tags: 'busy',
      type: 'parallel',
      entry: 'clearData',
      states: {
        deals: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadDeals',
                src: 'loadDeals',
                input: ({ context }) => storeIdOf(context),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignStoreDeals', params: ({ event }) => ({ response: event.output }) },
                },
                onError: {
                  target: '#edv.failed',
                  actions: { type: 'logFailure', params: ({ event }) => ({ message: EDV_FAILURE_LOG, error: event.error }) },
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
        linkedDeal: {
          initial: 'choosing',
          states: {
            choosing: {
              always: [{ guard: 'hasItemId', target: 'loading' }, { target: 'none' }],
            },
            loading: {
              invoke: {
                id: 'loadLinkedDeal',
                src: 'loadLinkedDeal',
                input: ({ context }) => linkedDealInput(context),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignLinkedDeal', params: ({ event }) => ({ response: event.output }) },
                },
                // An unknown or expired link still shows the store's deals.
                onError: {
                  target: 'none',
                  actions: { type: 'logFailure', params: ({ event }) => ({ message: EDV_DEAL_FAILURE_LOG, error: event.error }) },
                },
              },
            },
            loaded: { type: 'final' },
            none: { type: 'final' },
          },
        },
        menu: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadMenu',
                src: 'loadMenu',
                input: ({ context }) => storeIdOf(context),
                onDone: { target: 'loaded', actions: { type: 'assignMenu', params: ({ event }) => ({ response: event.output }) } },
                onError: {
                  target: '#edv.failed',
                  actions: { type: 'logFailure', params: ({ event }) => ({ message: EDV_FAILURE_LOG, error: event.error }) },
                },
              },
            },
            loaded: { type: 'final' },
          },
        },
      },
      onDone: { target: 'dataArrived', actions: 'assignData' },
    },
    dataArrived: {
      always: [{ guard: 'hasDeals', target: 'ready' }, { target: 'empty' }],
    },
    // SPEC 4: the data is null after a failure.
    failed: {
      tags: 'error',
      entry: 'clearData',
      on: {
        'edv.retry': 'gettingData',
      },
    },
    empty: {},
    ready: {
      initial: 'picking',
      on: {
        'deal.select': {
          guard: { type: 'isOtherDeal', params: ({ event }) => ({ dealId: event.dealId }) },
          target: '.picking',
          actions: { type: 'selectDeal', params: ({ event }) => ({ dealId: event.dealId }) },
        },
      },
      states: {
        picking: {
          on: {
            'pizza.pick': [
              {
                guard: { type: 'completesDeal', params: ({ event }) => ({ productId: event.productId }) },
                target: 'complete',
                actions: { type: 'pick', params: ({ event }) => ({ productId: event.productId }) },
              },
              {
                guard: { type: 'canPick', params: ({ event }) => ({ productId: event.productId }) },
                actions: { type: 'pick', params: ({ event }) => ({ productId: event.productId }) },
              },
            ],
            'pizza.unpick': {
              guard: { type: 'isPicked', params: ({ event }) => ({ productId: event.productId }) },
              actions: { type: 'unpick', params: ({ event }) => ({ productId: event.productId }) },
            },
          },
        },
        // Every pizza the deal needs is picked: it can go to the cart.
        complete: {
          on: {
            'pizza.unpick': {
              guard: { type: 'isPicked', params: ({ event }) => ({ productId: event.productId }) },
              target: 'picking',
              actions: { type: 'unpick', params: ({ event }) => ({ productId: event.productId }) },
            },
            'deal.confirm': { target: '#edv.added', actions: 'emitAdded' },
          },
        },
      },
    },
    added: {
      type: 'final',
      entry: 'navigateToCart',
    },
  },
});

// Selectors

export type EdvSnapshot = SnapshotFrom<typeof edvMachine>;

const NO_DEALS: EdvDeal[] = [];

export const selectIsLoading = (snapshot: EdvSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: EdvSnapshot): boolean => snapshot.hasTag('error');
export const selectIsEmpty = (snapshot: EdvSnapshot): boolean => snapshot.matches('empty');
/** The order goes to a train seat at a station whose store does not deliver everyday-value deals there. */
export const selectIsNotOfferedAtSeat = (snapshot: EdvSnapshot): boolean => snapshot.matches('notOfferedAtSeat');
/** SPEC 4 EDV state: null while getting data and after a failure. */
export const selectData = (snapshot: EdvSnapshot): EdvData | null => snapshot.context.data;
export const selectDeals = (snapshot: EdvSnapshot): EdvDeal[] => snapshot.context.data?.deals ?? NO_DEALS;
export const selectSelectedDeal = (snapshot: EdvSnapshot): EdvDeal | null => selectedDealOf(snapshot.context);
export const selectPicks = (snapshot: EdvSnapshot): number[] => snapshot.context.picks;
export const selectCanConfirm = (snapshot: EdvSnapshot): boolean => snapshot.can({ type: 'deal.confirm' });

/** The pizzas the selected deal takes, in menu order (compare with shallowEqual). */
export const selectDealPizzas = (snapshot: EdvSnapshot): MenuProduct[] => pizzasOf(snapshot.context);

/** Ids of the pizzas that may be picked now (compare with shallowEqual); picked ones are unpicked instead. */
export const selectPickableIds = (snapshot: EdvSnapshot): number[] =>
  pizzasOf(snapshot.context)
    .map((pizza) => pizza.id)
    .filter((productId) => canPick(snapshot.context, productId));

/** What the selected deal costs once filled, paise; null without a deal. */
export const selectDealTotal = (snapshot: EdvSnapshot): number | null => {
  const deal = selectedDealOf(snapshot.context);
  return deal ? deal.pricePerPizza * deal.pizzasRequired : null;
};
