/** Root actors for the checkout and after-order screens (payment, thank-you, order history): a session and a cart on the saved store. */
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Topping } from '@/contract/menu';
import type { CartPutBody, CartResponse, PromoResponse, UpsellResponse } from '@/contract/cart';
import { cartActorOf } from '@/app/cartActor';
import type { RootActors } from '@/app/rootActors';
import { appConfigMachine, type LoadedConfig } from '@machines/appConfig.machine';
import type { LinesToMergeInput, StoredCart } from '@/domain/cartLines';
import type { SelectedStore } from '@/domain/store';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { cartMachine, type LocalState } from '@machines/cart.machine';
import { CART, SAVED_STORE } from '../model/orderSubmitFixtures';
import { createTestActors, never } from './LoginFixtures';

/** The app's root actors with a guest or logged-in session; `getCart` counts the cart loads (a reload after a reorder). */
export function afterOrderRootActors({ loggedIn = false }: { loggedIn?: boolean } = {}) {
  const { actors } = createTestActors({ loggedIn });
  const root: RootActors = actors;
  root.appConfig = createActor(appConfigMachine.provide({ actors: { loadConfig: fromPromise<LoadedConfig>(() => never()) } })).start();
  const getCart = vi.fn(async () => CART);
  const cart = cartActorOf(
    root,
    cartMachine.provide({
      actors: {
        readLocal: fromPromise<LocalState, ReadStoreInput>(async () => ({ cart: null, store: SAVED_STORE })),
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE),
        writeLocal: fromPromise<void, StoredCart>(async () => undefined),
        removeLocal: fromPromise<void>(async () => undefined),
        getCart: fromPromise<CartResponse>(() => getCart()),
        addCartItems: fromPromise<CartResponse, LinesToMergeInput>(async () => CART),
        putCart: fromPromise<CartResponse, CartPutBody>(async () => CART),
        applyPromo: fromPromise<PromoResponse, { code: string }>(async () => ({ status: 'FAILED', displayMsg: '' })),
        removePromo: fromPromise<CartResponse, { code: string }>(async () => CART),
        loadToppings: fromPromise<Topping[], { storeId: string | null }>(async () => []),
        loadUpsell: fromPromise<UpsellResponse>(async () => ({ products: [] })),
      },
    }),
  );
  return { root, cart, getCart };
}
