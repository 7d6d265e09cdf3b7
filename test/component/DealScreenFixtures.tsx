/** Shared by the offers and EDV screen tests: root actors whose cart answers like the server, and a screen behind a router. */
import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { Topping } from '@/contract/menu';
import type { CartItem, CartItemInput, CartPutBody, CartResponse, PromoResponse, UpsellResponse } from '@/contract/cart';
import { RootActorsContext } from '@/app/RootActorsContext';
import type { RootActors } from '@/app/rootActors';
import { DEFAULT_APP_CONFIG } from '@/domain/constants';
import { appConfigMachine, type LoadedConfig } from '@machines/appConfig.machine';
import type { LinesToMergeInput, StoredCart } from '@/domain/cartLines';
import type { SelectedStore } from '@/domain/store';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import { cartMachine, type LocalState } from '@machines/cart.machine';
import { SAVED_STORE } from '../model/dealFixtures';
import { CurrentLocation } from './CurrentLocation';
import { createTestActors, never } from './LoginFixtures';
import { storeActorWith } from '../support/storeActor';

export const ELSEWHERE = 'Another page';

/** A cart line as the fake server prices it: ₹199 each. */
function lineOf(input: CartItemInput, index: number): CartItem {
  return {
    itemId: `line-${index}`,
    product: {
      id: input.productId,
      name: `Pizza ${input.productId}`,
      code: `PIZ${input.productId}`,
      categroryIds: [2],
      image: '',
      description: '',
    },
    quantity: input.quantity,
    crustId: input.crustId,
    sizeId: input.sizeId,
    crust: null,
    size: null,
    sizeCode: null,
    pricePerQty: 19_900,
    totalPriceAfterDiscount: 19_900 * input.quantity,
    totalDiscount: 0,
    productType: 1,
    foodType: 'VEG',
    nonVeg: false,
    isEDVOApplied: Boolean(input.edvDealId),
    edvDealId: input.edvDealId ?? null,
    addTopngs: input.addTopngs,
    repTopngs: input.repTopngs,
    remTopngs: input.remTopngs,
  };
}

export function cartOf(items: CartItemInput[], extra: Partial<CartResponse> = {}): CartResponse {
  const validItems = items.map(lineOf);
  const price = validItems.reduce((sum, item) => sum + item.totalPriceAfterDiscount, 0);
  return {
    cartId: 'cart-1',
    storeId: SAVED_STORE.storeId,
    deliveryType: 'D',
    validItems,
    invalidItems: [],
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    cartCalculations: [{ key: 'grand_total', label: 'Grand total', value: price }],
    strikePrice: price,
    displayNetPrice: price,
    price,
    taxAmount: 0,
    tip: { tipAmount: 0, tipRemoved: false, autoTipSelected: false },
    explicitPromo: null,
    optionalCharges: [],
    optedOptionalCharges: [],
    nextOfferMinimum: null,
    ...extra,
  };
}

export interface CartFakes {
  /** The cart the server holds when the screen opens. */
  cart?: CartResponse;
  applyPromo?: (code: string) => Promise<PromoResponse>;
  putCart?: (body: CartPutBody) => Promise<CartResponse>;
  /** App config offersConfettiEnabled; the SPEC 9 defaults (on) when not given. */
  offersConfettiEnabled?: boolean;
}

/** Root actors with a logged-out session, the app config and a cart whose calls are spies. */
export function dealScreenActors(fakes: CartFakes = {}) {
  const calls = {
    applyPromo: vi.fn(
      fakes.applyPromo ?? (async (): Promise<PromoResponse> => ({ status: 'FAILED', displayMsg: 'Sorry, this coupon is not valid' })),
    ),
    putCart: vi.fn(fakes.putCart ?? (async (body: CartPutBody) => cartOf(body.items))),
  };
  const startCart = fakes.cart ?? cartOf([]);
  const cart = createActor(
    cartMachine.provide({
      actors: {
        readLocal: fromPromise<LocalState, ReadStoreInput>(async () => ({ cart: null, store: SAVED_STORE })),
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED_STORE),
        writeLocal: fromPromise<void, StoredCart>(async () => undefined),
        removeLocal: fromPromise<void>(async () => undefined),
        getCart: fromPromise<CartResponse>(async () => startCart),
        addCartItems: fromPromise<CartResponse, LinesToMergeInput>(async ({ input }) => cartOf(input.items)),
        putCart: fromPromise<CartResponse, CartPutBody>(({ input }) => calls.putCart(input)),
        applyPromo: fromPromise<PromoResponse, { code: string }>(({ input }) => calls.applyPromo(input.code)),
        removePromo: fromPromise<CartResponse, { code: string }>(async () => startCart),
        loadToppings: fromPromise<Topping[], { storeId: string | null }>(async () => []),
        loadUpsell: fromPromise<UpsellResponse>(async () => ({ products: [] })),
      },
    }),
    { input: { userId: 'anon-1', storeActor: storeActorWith() } },
  ).start();
  const loadConfig =
    fakes.offersConfettiEnabled === undefined
      ? fromPromise<LoadedConfig>(() => never())
      : fromPromise<LoadedConfig>(async () => ({
          config: { ...DEFAULT_APP_CONFIG, offersConfettiEnabled: fakes.offersConfettiEnabled as boolean },
          site: {
            disableCookies: false,
            vendorConfig: { blockedFeatures: [], partners: {} },
            features: '{}',
            isDefaultWalletApplied: false,
            mapTileUrl: '',
          },
          loadedAt: 0,
        }));
  const appConfig = createActor(appConfigMachine.provide({ actors: { loadConfig } })).start();
  const actors: RootActors = { ...createTestActors().actors, appConfig, cart: cart as ActorRefFrom<typeof cartMachine> };
  return { actors, cart, calls };
}

/** Renders `element` at `url` for each path in `paths`, with the other paths showing ELSEWHERE. */
export function renderAt(url: string, paths: readonly string[], element: ReactElement, actors: RootActors) {
  return render(
    <Suspense fallback={null}>
      <RootActorsContext value={actors}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            {paths.map((path) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={<p>{ELSEWHERE}</p>} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </RootActorsContext>
    </Suspense>,
  );
}
