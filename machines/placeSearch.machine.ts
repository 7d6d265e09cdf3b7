/**
 * Place autocomplete for the location search (SPEC 2 'Search for your delivery location', SPEC 7
 * autocomplete): waits until the customer pauses typing (SPEC 9 autoCompleteDebounceTimeInMillis),
 * asks for predictions, and drops an answer that belongs to an older query.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { GeoPlace } from '@/contract/locations';
import { toApiError, type ApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';

// Types

export interface PlaceSearchInput {
  /** How long typing must pause before a search starts (SPEC 9 autoCompleteDebounceTimeInMillis). */
  debounceMs: number;
}

export interface PlaceSearchContext {
  /** See PlaceSearchInput. */
  debounceMs: number;
  /** The text in the search field, as typed. */
  query: string;
  /** Predictions for the current query, best first; empty outside `results`. */
  predictions: GeoPlace[];
  /** Why the last search failed; null otherwise. */
  error: ApiError | null;
}

export type PlaceSearchEvent = { type: 'query.change'; value: string } | { type: 'query.clear' } | { type: 'search.retry' };

/** `busy`: waiting for the pause in typing or for the answer; `error`: the search failed. */
export type PlaceSearchTag = 'busy' | 'error';

// Constants

/** Shorter queries match too much to be useful; no search before this many characters (ours, SPEC gives none). */
export const PLACE_QUERY_MIN_LENGTH = 3;

// Setup

/** The text sent to the place search: the query without surrounding spaces. */
export const searchTextOf = (query: string): string => query.trim();

export const placeSearchMachine = setup({
  types: {
    context: {} as PlaceSearchContext,
    events: {} as PlaceSearchEvent,
    input: {} as PlaceSearchInput,
    tags: {} as PlaceSearchTag,
  },
  actors: {
    autocompletePlaces: fromPromise<GeoPlace[], { input: string }>(async ({ input, signal }) => {
      const response = await getApiClient().autocompletePlaces(input.input, { signal });
      return response.predictions;
    }),
  },
  guards: {
    isTooShort: (_, params: { value: string }) => searchTextOf(params.value).length < PLACE_QUERY_MIN_LENGTH,
    // Spaces around the text change nothing that is searched: the running search or its answer stays.
    isSameSearch: ({ context }, params: { value: string }) => searchTextOf(params.value) === searchTextOf(context.query),
    hasPredictions: (_, params: { predictions: GeoPlace[] }) => params.predictions.length > 0,
  },
  actions: {
    assignQuery: assign((_, params: { value: string }) => ({ query: params.value })),
    startQuery: assign((_, params: { value: string }) => ({ query: params.value, predictions: [], error: null })),
    clearQuery: assign({ query: '', predictions: [], error: null }),
    assignPredictions: assign((_, params: { predictions: GeoPlace[] }) => ({ predictions: params.predictions })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
  },
  delays: {
    debounce: ({ context }) => context.debounceMs,
  },
}).createMachine({
  id: 'placeSearch',
  initial: 'idle',
  context: ({ input }) => ({ debounceMs: input.debounceMs, query: '', predictions: [], error: null }),
  on: {
    // Entering `debouncing` again restarts its timer, and leaving `searching` cancels the request.
    'query.change': [
      {
        guard: { type: 'isTooShort', params: ({ event }) => ({ value: event.value }) },
        target: '.idle',
        actions: { type: 'startQuery', params: ({ event }) => ({ value: event.value }) },
      },
      {
        guard: { type: 'isSameSearch', params: ({ event }) => ({ value: event.value }) },
        actions: { type: 'assignQuery', params: ({ event }) => ({ value: event.value }) },
      },
      {
        target: '.debouncing',
        actions: { type: 'startQuery', params: ({ event }) => ({ value: event.value }) },
      },
    ],
    'query.clear': { target: '.idle', actions: 'clearQuery' },
  },
  states: {
    idle: {},
    debouncing: {
      tags: 'busy',
      after: { debounce: 'searching' },
    },
    searching: {
      tags: 'busy',
      invoke: {
        id: 'autocompletePlaces',
        src: 'autocompletePlaces',
        input: ({ context }) => ({ input: searchTextOf(context.query) }),
        onDone: [
          {
            guard: { type: 'hasPredictions', params: ({ event }) => ({ predictions: event.output }) },
            target: 'results',
            actions: { type: 'assignPredictions', params: ({ event }) => ({ predictions: event.output }) },
          },
          { target: 'noResults' },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    results: {},
    noResults: {},
    failed: {
      tags: 'error',
      on: { 'search.retry': { target: 'searching', actions: 'clearError' } },
    },
  },
});

// Selectors

export type PlaceSearchSnapshot = SnapshotFrom<typeof placeSearchMachine>;

export const selectQuery = (snapshot: PlaceSearchSnapshot): string => snapshot.context.query;
export const selectPredictions = (snapshot: PlaceSearchSnapshot): GeoPlace[] => snapshot.context.predictions;
export const selectIsSearching = (snapshot: PlaceSearchSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasNoResults = (snapshot: PlaceSearchSnapshot): boolean => snapshot.matches('noResults');
export const selectHasFailed = (snapshot: PlaceSearchSnapshot): boolean => snapshot.hasTag('error');
export const selectError = (snapshot: PlaceSearchSnapshot): ApiError | null => snapshot.context.error;
/** Whether the query is long enough to be searched at all. */
export const selectIsQueryTooShort = (snapshot: PlaceSearchSnapshot): boolean => snapshot.matches('idle');
