/**
 * The World Pizza League page (SPEC 2 /worldPizzaLeague, the leaderboard banner's target): loads this week's
 * league of the world-pizza-league pizzas, ranked by orders. A week without orders yet still lists the pizzas
 * (empty); a pizza's Order opens it on the menu (SPEC 2 /menu?categoryId=51&pizzaId, its customisation).
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { LeagueEntry, LeagueResponse } from '@/contract/league';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { leagueApi } from '@/api/league';
import { LEAGUE_CATEGORY_ID } from '@/domain/loyalty';
import { menuRoute } from '@/domain/navigation';

// Types

export interface LeagueInput {
  /** Only this store's orders count; null for every store's. */
  storeId?: string | null;
}

export interface LeagueContext {
  /** The store whose orders count; null for every store's. */
  storeId: string | null;
  /** The loaded league; null until loaded. */
  league: LeagueResponse | null;
  /** Why the league could not be loaded; null otherwise. */
  error: string | null;
}

export type LeagueEvent = { type: 'league.retry' } | { type: 'pizza.order'; productId: number };

/** `navigation.requested`: the screen routes to `to` (the menu opening the chosen pizza). */
export type LeagueEmitted = { type: 'navigation.requested'; to: string };

/** `busy`: the league is loading; `error`: it could not be loaded. */
export type LeagueTag = 'busy' | 'error';

// Setup

type LeagueDone = { event: { output: LeagueResponse } };
const loadedLeague = ({ event }: LeagueDone) => ({ league: event.output });

/** SPEC 2: the menu's world-pizza-league category with the pizza, which opens its customisation. */
export const leaguePizzaRoute = (productId: number): string => menuRoute({ categoryId: LEAGUE_CATEGORY_ID, pizzaId: String(productId) });

export const leagueMachine = setup({
  types: {
    context: {} as LeagueContext,
    events: {} as LeagueEvent,
    input: {} as LeagueInput,
    emitted: {} as LeagueEmitted,
    tags: {} as LeagueTag,
  },
  actors: {
    getLeague: fromPromise<LeagueResponse, { storeId: string | null }>(({ input, signal }) =>
      leagueApi(getApiClient()).getLeague(input.storeId, { signal }),
    ),
  },
  guards: {
    hasNoOrders: (_, params: { league: LeagueResponse }) => params.league.entries.every((entry) => entry.ordersThisWeek === 0),
    isLeaguePizza: ({ context }, params: { productId: number }) =>
      context.league?.entries.some((entry) => entry.productId === params.productId) ?? false,
  },
  actions: {
    assignLeague: assign((_, params: { league: LeagueResponse }) => ({ league: params.league, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error).displayMsg })),
    emitOrder: emit((_, params: { productId: number }) => ({
      type: 'navigation.requested' as const,
      to: leaguePizzaRoute(params.productId),
    })),
  },
}).createMachine({
  id: 'league',
  context: ({ input }) => ({ storeId: input.storeId ?? null, league: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getLeague',
        src: 'getLeague',
        input: ({ context }) => ({ storeId: context.storeId }),
        onDone: [
          {
            guard: { type: 'hasNoOrders', params: loadedLeague },
            target: 'empty',
            actions: { type: 'assignLeague', params: loadedLeague },
          },
          { target: 'ranked', actions: { type: 'assignLeague', params: loadedLeague } },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** At least one pizza was ordered this week. */
    ranked: {
      on: {
        'pizza.order': {
          guard: { type: 'isLeaguePizza', params: ({ event }) => ({ productId: event.productId }) },
          actions: { type: 'emitOrder', params: ({ event }) => ({ productId: event.productId }) },
        },
      },
    },
    /** No league pizza ordered yet this week: the pizzas are listed in menu order. */
    empty: {
      on: {
        'pizza.order': {
          guard: { type: 'isLeaguePizza', params: ({ event }) => ({ productId: event.productId }) },
          actions: { type: 'emitOrder', params: ({ event }) => ({ productId: event.productId }) },
        },
      },
    },
    failed: {
      tags: 'error',
      on: { 'league.retry': 'loading' },
    },
  },
});

// Selectors

export type LeagueSnapshot = SnapshotFrom<typeof leagueMachine>;

const NO_ENTRIES: LeagueEntry[] = [];

export const selectIsLoading = (snapshot: LeagueSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: LeagueSnapshot): boolean => snapshot.hasTag('error');
export const selectLoadError = (snapshot: LeagueSnapshot): string | null => snapshot.context.error;
export const selectIsEmpty = (snapshot: LeagueSnapshot): boolean => snapshot.matches('empty');
export const selectEntries = (snapshot: LeagueSnapshot): LeagueEntry[] => snapshot.context.league?.entries ?? NO_ENTRIES;
/** Monday 00:00 India time of the league's week; null until loaded. */
export const selectWeekStart = (snapshot: LeagueSnapshot): number | null => snapshot.context.league?.weekStart ?? null;
