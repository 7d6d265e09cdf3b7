/**
 * Free pizzas with Pizza Pals points (SPEC 3 cart item menuType LOYALTY, SPEC 7 loyalty menu items, SPEC 9: 600
 * points = 1 free regular pizza, usable 24 hours after delivery). A logged-in customer at a store loads the store's
 * free regular pizzas and the free items their credited points buy; each one added goes to the cart at Rs 0 (the
 * screen hands the emitted line to the cart actor). Points still on their way are shown as pending, never as free
 * items. A guest, or a customer without a store, loads nothing (SPEC 6: loyalty calls are for logged-in customers).
 * A failed load shows nothing; the next `free.load` (the store or the customer changed) tries again.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CartItemInput } from '@/contract/cart';
import type { LoyaltyMenuItem, LoyaltyMenuResponse } from '@/contract/loyaltyMenu';
import { getApiClient } from '@/api/holder';
import { loyaltyMenuApi } from '@/api/loyaltyMenu';
import { freeItemLineOf, freeItemsInCart } from '@/domain/freeItems';
import type { CartSnapshot } from './cart.machine';
import { selectCart } from './cart.machine';
import { required } from './shared/required';

// Types

export interface FreePizzaInput {
  /** The store whose pizzas are offered; null before one is chosen. */
  storeId: string | null;
  /** The logged-in customer; null for a guest. */
  customerId: string | null;
  /** Free items the cart already holds. */
  freeInCart?: number;
}

export interface FreePizzaContext {
  /** The store whose pizzas are offered; null before one is chosen. */
  storeId: string | null;
  /** The logged-in customer; null for a guest. */
  customerId: string | null;
  /** The loaded offer; null until loaded. */
  menu: LoyaltyMenuResponse | null;
  /** Free items the cart holds (the cart actor's count, sent with `cart.counted`). */
  freeInCart: number;
}

export type FreePizzaEvent =
  /** The store or the customer changed: the offer is loaded afresh (or hidden for a guest). */
  | { type: 'free.load'; storeId: string | null; customerId: string | null }
  /** The cart's count of free items changed. */
  | { type: 'cart.counted'; freeInCart: number }
  /** Adds one free regular pizza of this product at Rs 0. */
  | { type: 'free.add'; productId: number };

/** `free.added`: the screen sends the line to the cart actor and confirms it by the pizza's name. */
export type FreePizzaEmitted = { type: 'free.added'; item: CartItemInput; name: string };

/** `busy`: the offer is loading; `error`: it could not be loaded. */
export type FreePizzaTag = 'busy' | 'error';

// Setup

const itemOf = (menu: LoyaltyMenuResponse | null, productId: number): LoyaltyMenuItem | undefined =>
  menu?.items.find((item) => item.productId === productId);

/** Free items the customer may still add: what the credited points buy less what the cart holds. */
export const freeItemsLeft = (context: Pick<FreePizzaContext, 'menu' | 'freeInCart'>): number =>
  Math.max(0, (context.menu?.freeItems ?? 0) - context.freeInCart);

export const freePizzaMachine = setup({
  types: {
    context: {} as FreePizzaContext,
    events: {} as FreePizzaEvent,
    input: {} as FreePizzaInput,
    emitted: {} as FreePizzaEmitted,
    tags: {} as FreePizzaTag,
  },
  actors: {
    getLoyaltyMenu: fromPromise<LoyaltyMenuResponse, { storeId: string }>(({ input, signal }) =>
      loyaltyMenuApi(getApiClient()).getLoyaltyMenu(input.storeId, { signal }),
    ),
  },
  guards: {
    canLoad: ({ context }) => context.customerId !== null && context.storeId !== null,
    canAdd: ({ context }, params: { productId: number }) =>
      freeItemsLeft(context) > 0 && itemOf(context.menu, params.productId) !== undefined,
  },
  actions: {
    assignTarget: assign((_, params: { storeId: string | null; customerId: string | null }) => ({
      storeId: params.storeId,
      customerId: params.customerId,
      menu: null,
    })),
    assignMenu: assign((_, params: { menu: LoyaltyMenuResponse }) => ({ menu: params.menu })),
    assignCount: assign((_, params: { freeInCart: number }) => ({ freeInCart: params.freeInCart })),
    emitAdded: emit(({ context }, params: { productId: number }) => {
      const item = required(itemOf(context.menu, params.productId) ?? null, 'free item');
      return { type: 'free.added' as const, item: freeItemLineOf(item), name: item.name };
    }),
    countAdded: assign(({ context }) => ({ freeInCart: context.freeInCart + 1 })),
  },
}).createMachine({
  id: 'freePizza',
  context: ({ input }) => ({ storeId: input.storeId, customerId: input.customerId, menu: null, freeInCart: input.freeInCart ?? 0 }),
  initial: 'checking',
  on: {
    'free.load': {
      target: '.checking',
      actions: { type: 'assignTarget', params: ({ event }) => ({ storeId: event.storeId, customerId: event.customerId }) },
    },
    'cart.counted': { actions: { type: 'assignCount', params: ({ event }) => ({ freeInCart: event.freeInCart }) } },
  },
  states: {
    checking: {
      always: [{ guard: 'canLoad', target: 'loading' }, { target: 'hidden' }],
    },
    // SPEC 6: no loyalty call for a guest or without a store.
    hidden: {},
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getLoyaltyMenu',
        src: 'getLoyaltyMenu',
        input: ({ context }) => ({ storeId: required(context.storeId, 'store id') }),
        onDone: { target: 'ready', actions: { type: 'assignMenu', params: ({ event }) => ({ menu: event.output }) } },
        onError: 'failed',
      },
    },
    ready: {
      on: {
        'free.add': {
          guard: { type: 'canAdd', params: ({ event }) => ({ productId: event.productId }) },
          actions: [{ type: 'emitAdded', params: ({ event }) => ({ productId: event.productId }) }, 'countAdded'],
        },
      },
    },
    // Like the menu's favourites (SPEC 8), a failure is only noted: the menu shows without the offer until the next load.
    failed: { tags: 'error' },
  },
});

// Selectors

export type FreePizzaSnapshot = SnapshotFrom<typeof freePizzaMachine>;

/** What the menu shows: the free pizzas, how many may still be added, the credited and the pending points; null when nothing to show. */
export interface FreePizzaOffer {
  items: LoyaltyMenuItem[];
  freeItemsLeft: number;
  points: number;
  pendingPoints: number;
  pointsPerFreeItem: number;
}

export const selectOffer = (snapshot: FreePizzaSnapshot): FreePizzaOffer | null => {
  const { menu } = snapshot.context;
  if (!snapshot.matches('ready') || !menu?.member) return null;
  const left = freeItemsLeft(snapshot.context);
  if (menu.freeItems === 0 && menu.pendingPoints === 0) return null;
  return {
    items: menu.items,
    freeItemsLeft: left,
    points: menu.points,
    pendingPoints: menu.pendingPoints,
    pointsPerFreeItem: menu.pointsPerFreeItem,
  };
};
export const selectHasFailed = (snapshot: FreePizzaSnapshot): boolean => snapshot.hasTag('error');

/** Free items the cart holds, valid or not (for `cart.counted`). */
export const selectFreeInCart = (snapshot: CartSnapshot): number => {
  const cart = selectCart(snapshot);
  return cart ? freeItemsInCart([...cart.validItems, ...cart.invalidItems]) : 0;
};
