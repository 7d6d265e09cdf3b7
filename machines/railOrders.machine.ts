/**
 * The customer's rail orders (SPEC 7 rail history), newest first: the rail orders screen lists them, and the
 * thank-you page of a rail order (SPEC 2 /thankYou with the placeholder id) shows the newest. Reached after
 * placing an order, possibly after a full page load that rehydrated the cart's stale device copy, the list
 * tells the cart it was replaced, as the thank-you page of any order does.
 */
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { RailOrder, RailOrdersResponse } from '@/contract/rail';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';

// Types

export interface RailOrdersInput {
  /** The list is shown right after an order was placed (the thank-you page). */
  afterOrder?: boolean;
}

export interface RailOrdersContext {
  /** The thank-you page: the cart is told it was replaced once the orders load. */
  afterOrder: boolean;
  /** The orders, newest first; null until loaded. */
  orders: RailOrder[] | null;
  /** Why the orders could not be loaded; null otherwise. */
  error: string | null;
}

export type RailOrdersEvent = { type: 'orders.retry' };

/** `cart.replaced`: the order took its lines from the server cart; the cart drops its device copy and loads afresh. */
export type RailOrdersEmitted = { type: 'cart.replaced' };

/** `busy`: the orders load; `error`: they could not be loaded. */
export type RailOrdersTag = 'busy' | 'error';

// Setup

type OrdersDone = { event: { output: RailOrdersResponse } };
const loadedOrders = ({ event }: OrdersDone) => ({ orders: event.output.orders });

export const railOrdersMachine = setup({
  types: {
    context: {} as RailOrdersContext,
    events: {} as RailOrdersEvent,
    input: {} as RailOrdersInput,
    emitted: {} as RailOrdersEmitted,
    tags: {} as RailOrdersTag,
  },
  actors: {
    getRailOrders: fromPromise<RailOrdersResponse>(({ signal }) => getApiClient().getRailOrders({ signal })),
  },
  guards: {
    hasNoOrders: (_, params: { orders: RailOrder[] }) => params.orders.length === 0,
  },
  actions: {
    assignOrders: assign((_, params: { orders: RailOrder[] }) => ({ orders: params.orders, error: null })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error).displayMsg })),
    // Only after an order: elsewhere the cart is the customer's next order, untouched.
    replaceCart: enqueueActions(({ context, enqueue }) => {
      if (context.afterOrder) enqueue.emit({ type: 'cart.replaced' });
    }),
  },
}).createMachine({
  id: 'railOrders',
  context: ({ input }) => ({ afterOrder: input.afterOrder ?? false, orders: null, error: null }),
  initial: 'loading',
  states: {
    // SPEC 7 rail history.
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getRailOrders',
        src: 'getRailOrders',
        onDone: [
          {
            guard: { type: 'hasNoOrders', params: loadedOrders },
            target: 'empty',
            actions: [{ type: 'assignOrders', params: loadedOrders }, 'replaceCart'],
          },
          { target: 'listed', actions: [{ type: 'assignOrders', params: loadedOrders }, 'replaceCart'] },
        ],
        onError: { target: 'failed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: 'error',
      on: { 'orders.retry': 'loading' },
    },
    listed: { type: 'final' },
    empty: { type: 'final' },
  },
});

// Selectors

export type RailOrdersSnapshot = SnapshotFrom<typeof railOrdersMachine>;

export const selectIsLoading = (snapshot: RailOrdersSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: RailOrdersSnapshot): boolean => snapshot.hasTag('error');
export const selectLoadError = (snapshot: RailOrdersSnapshot): string | null => snapshot.context.error;
export const selectOrders = (snapshot: RailOrdersSnapshot): RailOrder[] => snapshot.context.orders ?? [];
export const selectIsEmpty = (snapshot: RailOrdersSnapshot): boolean => snapshot.matches('empty');
/** The newest order (the one just placed, on the thank-you page); null when none. */
export const selectNewestOrder = (snapshot: RailOrdersSnapshot): RailOrder | null => snapshot.context.orders?.[0] ?? null;
