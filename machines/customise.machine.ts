/**
 * The customise screen (SPEC 2 /customise?pizzaId), one actor per visit: reads the selected store, loads its
 * menu and toppings, finds the pizza and lets the customer choose crust, size, toppings, extra cheese and
 * quantity with a live price. Removing a default topping lists it in remTopngs; a topping added while
 * defaults are removed replaces one (repTopngs); the rest are additions (addTopngs). Extra cheese
 * (SPEC 9 item 51) repeats up to extracheesecount. Products that are not customisable never stay here:
 * they send the customer back to /menu. SPEC 8: menu and topping failures are only logged.
 */
import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { PRODUCT_TYPES } from '@/contract/codes';
import type { CartItemInput } from '@/contract/cart';
import type { MenuProduct, MenuResponse, MenuSize, Topping, ToppingsResponse } from '@/contract/menu';
import { toApiError, type ApiError } from '@/api/errors';
import { EXTRA_CHEESE_ITEM_ID } from '@/domain/constants';
import {
  cartItemOf,
  crustOf,
  isOffered,
  isOn,
  isRemovedDefault,
  pricePerQtyOf,
  sizeOf,
  toppingsOn,
  type PizzaChoice,
} from '@/domain/customise';
import { allProducts, bestsellerIdsOf, uniqueCategories } from '@/domain/menu';
import { locationRoute, ROUTES } from '@/domain/navigation';
import { loadingStoreState, readSelectedStoreLogic } from './shared/selectedStore';
import { loadStoreMenuLogic, loadStoreToppingsLogic, storeMenuRegions } from './shared/storeMenu';
import type { StoreActorRef } from './store.machine';
import type { SelectedStore } from '@/domain/store';

// Types

export interface CustomiseInput {
  /** The app's store actor, whose store's pizza is shown. */
  storeActor: StoreActorRef;
  /** SPEC 2 pizzaId query; null when missing or not a number. */
  pizzaId: number | null;
  /** SPEC 9 extracheesecount: most portions of extra cheese on one pizza. */
  extraCheeseLimit: number;
  /** SPEC 9 maximumcartitems: the most of one line the customer can ask for here. */
  maxQuantity: number;
}

/** Besides the pizza as put together so far (product, toppings, crust, size, removed, extras, cheese, quantity): */
export interface CustomiseContext extends PizzaChoice {
  /** The pizza asked for. */
  pizzaId: number | null;
  /** SPEC 9 extracheesecount. */
  extraCheeseLimit: number;
  /** SPEC 9 maximumcartitems. */
  maxQuantity: number;
  /** The app's store actor. */
  storeActor: StoreActorRef;
  /** The selected store, once the store actor has restored it; null until read. */
  savedStore: SelectedStore | null;
  /** SPEC 4: the pizza is in the menu's first category. */
  isBestseller: boolean;
  /** Why the menu failed to load; null otherwise. */
  error: ApiError | null;
}

export type CustomiseEvent =
  | { type: 'crust.select'; crustId: number }
  | { type: 'size.select'; sizeId: number }
  | { type: 'topping.add'; toppingId: number }
  | { type: 'topping.remove'; toppingId: number }
  | { type: 'cheese.add' }
  | { type: 'cheese.remove' }
  | { type: 'quantity.increase' }
  | { type: 'quantity.decrease' }
  | { type: 'customise.confirm' }
  | { type: 'customise.retry' };

/** `navigation.requested`: the screen routes to `to`, replacing this page (it has nothing to show). `product.added`: the line to send to the cart. */
export type CustomiseEmitted =
  { type: 'navigation.requested'; to: string; replace: true } | { type: 'product.added'; item: CartItemInput; product: MenuProduct };

/** `busy`: the store or the menu is loading; `error`: the menu failed to load. */
export type CustomiseTag = 'busy' | 'error';

// Constants

export const CUSTOMISE_MENU_FAILURE_LOG = 'customise: the menu could not be loaded';
export const CUSTOMISE_TOPPINGS_FAILURE_LOG = 'customise: the toppings could not be loaded';

// Setup

export const customiseMachine = setup({
  types: {
    context: {} as CustomiseContext,
    events: {} as CustomiseEvent,
    input: {} as CustomiseInput,
    emitted: {} as CustomiseEmitted,
    tags: {} as CustomiseTag,
  },
  actors: {
    readStore: readSelectedStoreLogic,
    loadMenu: loadStoreMenuLogic,
    loadToppings: loadStoreToppingsLogic,
  },
  guards: {
    hasStore: (_, params: { store: SelectedStore | null }) => params.store !== null,
    isCustomisable: ({ context }) =>
      context.product?.type === PRODUCT_TYPES.customisable && context.product.inStock && context.product.crust.length > 0,
    isCrust: ({ context }, params: { crustId: number }) => crustOf(context.product, params.crustId) !== undefined,
    isSize: ({ context }, params: { sizeId: number }) => sizeOf(context.product, context.crustId, params.sizeId) !== undefined,
    canAddTopping: ({ context }, params: { toppingId: number }) =>
      params.toppingId !== EXTRA_CHEESE_ITEM_ID &&
      !isOn(context, params.toppingId) &&
      (isRemovedDefault(context, params.toppingId) || isOffered(context, params.toppingId)),
    canRemoveTopping: ({ context }, params: { toppingId: number }) => isOn(context, params.toppingId),
    canAddCheese: ({ context }) => context.cheese < context.extraCheeseLimit && isOffered(context, EXTRA_CHEESE_ITEM_ID),
    canRemoveCheese: ({ context }) => context.cheese > 0,
    canIncrease: ({ context }) => context.quantity < context.maxQuantity,
    canDecrease: ({ context }) => context.quantity > 1,
  },
  actions: {
    assignSavedStore: assign((_, params: { store: SelectedStore | null }) => ({ savedStore: params.store })),
    assignMenu: assign(({ context }, params: { menu: MenuResponse }) => {
      const categories = uniqueCategories(params.menu.data);
      const product = allProducts(categories).find((candidate) => candidate.id === context.pizzaId) ?? null;
      return { product, isBestseller: product !== null && bestsellerIdsOf(categories).includes(product.id), error: null };
    }),
    assignToppings: assign((_, params: { toppings: ToppingsResponse }) => ({ toppings: params.toppings.data })),
    assignError: assign((_, params: { error: unknown }) => ({ error: toApiError(params.error) })),
    clearError: assign({ error: null }),
    // The menu's default: the first crust and its first size (SPEC 3 menu item).
    chooseDefaults: assign(({ context }) => {
      const crust = context.product?.crust[0];
      return { crustId: crust?.crustId ?? null, sizeId: crust?.sizes[0]?.sizeId ?? null };
    }),
    // A size the new crust is not baked in gives way to the crust's first size.
    selectCrust: assign(({ context }, params: { crustId: number }) => {
      const crust = crustOf(context.product, params.crustId);
      const keepsSize = crust?.sizes.some((size) => size.sizeId === context.sizeId) === true;
      return { crustId: params.crustId, sizeId: keepsSize ? context.sizeId : (crust?.sizes[0]?.sizeId ?? null) };
    }),
    selectSize: assign((_, params: { sizeId: number }) => ({ sizeId: params.sizeId })),
    addTopping: assign(({ context }, params: { toppingId: number }) =>
      isRemovedDefault(context, params.toppingId)
        ? { removed: context.removed.filter((id) => id !== params.toppingId) }
        : { extras: [...context.extras, params.toppingId] },
    ),
    removeTopping: assign(({ context }, params: { toppingId: number }) =>
      context.extras.includes(params.toppingId)
        ? { extras: context.extras.filter((id) => id !== params.toppingId) }
        : { removed: [...context.removed, params.toppingId] },
    ),
    addCheese: assign({ cheese: ({ context }) => context.cheese + 1 }),
    removeCheese: assign({ cheese: ({ context }) => context.cheese - 1 }),
    increase: assign({ quantity: ({ context }) => context.quantity + 1 }),
    decrease: assign({ quantity: ({ context }) => context.quantity - 1 }),
    logFailure: (_, params: { message: string; error: unknown }) => console.warn(params.message, params.error),
    navigateToLocation: emit({ type: 'navigation.requested', to: locationRoute({ deliveryType: 'delivery' }), replace: true }),
    navigateToMenu: emit({ type: 'navigation.requested', to: ROUTES.menu, replace: true }),
    emitAdded: emit(({ context }) => {
      const item = cartItemOf(context);
      if (!item || !context.product) throw new Error('customise: nothing to add yet');
      return { type: 'product.added' as const, item, product: context.product };
    }),
  },
}).createMachine({
  id: 'customise',
  initial: 'loadingStore',
  context: ({ input }) => ({
    pizzaId: input.pizzaId,
    extraCheeseLimit: input.extraCheeseLimit,
    maxQuantity: input.maxQuantity,
    storeActor: input.storeActor,
    savedStore: null,
    product: null,
    isBestseller: false,
    toppings: [],
    crustId: null,
    sizeId: null,
    removed: [],
    extras: [],
    cheese: 0,
    quantity: 1,
    error: null,
  }),
  states: {
    loadingStore: loadingStoreState('loading'),
    // Without a store there is no menu: the customer chooses a location first.
    noStore: { type: 'final', entry: 'navigateToLocation' },
    loading: {
      tags: 'busy',
      type: 'parallel',
      // SPEC 8: without toppings, crust, size and quantity can still be chosen; toppings cannot.
      states: storeMenuRegions({
        machine: 'customise',
        failedState: '#customise.failed',
        menuFailureLog: CUSTOMISE_MENU_FAILURE_LOG,
        toppingsFailureLog: CUSTOMISE_TOPPINGS_FAILURE_LOG,
      }),
      onDone: [{ guard: 'isCustomisable', target: 'editing', actions: 'chooseDefaults' }, { target: 'notCustomisable' }],
    },
    failed: {
      tags: 'error',
      on: { 'customise.retry': { target: 'loading', actions: 'clearError' } },
    },
    // Items sold as is, out-of-stock, unknown or missing pizza ids are not customised: back to the menu.
    notCustomisable: { type: 'final', entry: 'navigateToMenu' },
    editing: {
      on: {
        'crust.select': {
          guard: { type: 'isCrust', params: ({ event }) => ({ crustId: event.crustId }) },
          actions: { type: 'selectCrust', params: ({ event }) => ({ crustId: event.crustId }) },
        },
        'size.select': {
          guard: { type: 'isSize', params: ({ event }) => ({ sizeId: event.sizeId }) },
          actions: { type: 'selectSize', params: ({ event }) => ({ sizeId: event.sizeId }) },
        },
        'topping.add': {
          guard: { type: 'canAddTopping', params: ({ event }) => ({ toppingId: event.toppingId }) },
          actions: { type: 'addTopping', params: ({ event }) => ({ toppingId: event.toppingId }) },
        },
        'topping.remove': {
          guard: { type: 'canRemoveTopping', params: ({ event }) => ({ toppingId: event.toppingId }) },
          actions: { type: 'removeTopping', params: ({ event }) => ({ toppingId: event.toppingId }) },
        },
        'cheese.add': { guard: 'canAddCheese', actions: 'addCheese' },
        'cheese.remove': { guard: 'canRemoveCheese', actions: 'removeCheese' },
        'quantity.increase': { guard: 'canIncrease', actions: 'increase' },
        'quantity.decrease': { guard: 'canDecrease', actions: 'decrease' },
        'customise.confirm': { target: 'added', actions: 'emitAdded' },
      },
    },
    added: { type: 'final' },
  },
});

// Selectors

export type CustomiseSnapshot = SnapshotFrom<typeof customiseMachine>;

/** One topping the pizza may have, with whether it is on and whether it came with the pizza. */
export interface ToppingOption {
  topping: Topping;
  isOn: boolean;
  isDefault: boolean;
}

const NO_OPTIONS: ToppingOption[] = [];

export const selectIsLoading = (snapshot: CustomiseSnapshot): boolean => snapshot.hasTag('busy');
export const selectHasFailed = (snapshot: CustomiseSnapshot): boolean => snapshot.hasTag('error');
export const selectIsEditing = (snapshot: CustomiseSnapshot): boolean => snapshot.matches('editing');
export const selectProduct = (snapshot: CustomiseSnapshot): MenuProduct | null => snapshot.context.product;
export const selectIsBestseller = (snapshot: CustomiseSnapshot): boolean => snapshot.context.isBestseller;
export const selectCrustId = (snapshot: CustomiseSnapshot): number | null => snapshot.context.crustId;
export const selectSizeId = (snapshot: CustomiseSnapshot): number | null => snapshot.context.sizeId;
export const selectCheese = (snapshot: CustomiseSnapshot): number => snapshot.context.cheese;
export const selectExtraCheeseLimit = (snapshot: CustomiseSnapshot): number => snapshot.context.extraCheeseLimit;
export const selectQuantity = (snapshot: CustomiseSnapshot): number => snapshot.context.quantity;
export const selectCanAddCheese = (snapshot: CustomiseSnapshot): boolean => snapshot.can({ type: 'cheese.add' });
export const selectCanRemoveCheese = (snapshot: CustomiseSnapshot): boolean => snapshot.can({ type: 'cheese.remove' });
export const selectCanIncrease = (snapshot: CustomiseSnapshot): boolean => snapshot.can({ type: 'quantity.increase' });
export const selectCanDecrease = (snapshot: CustomiseSnapshot): boolean => snapshot.can({ type: 'quantity.decrease' });
export const selectCanConfirm = (snapshot: CustomiseSnapshot): boolean => snapshot.can({ type: 'customise.confirm' });
/** Extra cheese is on offer for this pizza in this store. */
export const selectOffersCheese = (snapshot: CustomiseSnapshot): boolean => isOffered(snapshot.context, EXTRA_CHEESE_ITEM_ID);

/** Paise of one portion of extra cheese; null when the store does not list it. */
export const selectExtraCheesePrice = (snapshot: CustomiseSnapshot): number | null =>
  snapshot.context.toppings.find((topping) => topping.id === EXTRA_CHEESE_ITEM_ID)?.price ?? null;

/** The sizes of the chosen crust. */
export const selectSizes = (snapshot: CustomiseSnapshot): MenuSize[] =>
  crustOf(snapshot.context.product, snapshot.context.crustId)?.sizes ?? [];

/** Price of one as chosen, paise. */
export const selectPricePerQty = (snapshot: CustomiseSnapshot): number | null => pricePerQtyOf(snapshot.context);

/** Price of the line (one times quantity), paise. */
export function selectLineTotal(snapshot: CustomiseSnapshot): number | null {
  const price = pricePerQtyOf(snapshot.context);
  return price === null ? null : price * snapshot.context.quantity;
}

/** The toppings this pizza may have in this store (extra cheese apart), defaults first. */
export function selectToppingOptions(snapshot: CustomiseSnapshot): ToppingOption[] {
  const { product, toppings, removed, extras } = snapshot.context;
  if (!product) return NO_OPTIONS;
  const on = toppingsOn(product, removed, extras);
  const options = toppings
    .filter((topping) => topping.id !== EXTRA_CHEESE_ITEM_ID && product.allowedToppings.includes(topping.id))
    .map((topping) => ({ topping, isOn: on.includes(topping.id), isDefault: product.defaultToppings.includes(topping.id) }));
  return [...options.filter((option) => option.isDefault), ...options.filter((option) => !option.isDefault)];
}
