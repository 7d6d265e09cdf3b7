/**
 * The cart (SPEC 3 Cart and Cart item, SPEC 5 merge rule and coupon, SPEC 7 cart calls, SPEC 8 cart
 * errors, SPEC 9 limits, tip and optional charge K). One actor for the app's lifetime (src/app/cartActor.ts).
 *
 * Loading reads the cart kept on this device and the selected store (from the app's store actor), gets the
 * server's cart, and posts the
 * device's lines the server cart lacks when the device copy is another user's cart (a guest's cart survives
 * a login: the logged-in user's server cart is another one), then applies that copy's coupon. A copy of the same user's cart is never posted
 * back: the server is the truth for its own cart (an order may have emptied it, here or in another tab). Every change is a PUT of the whole cart built from the current valid lines plus the
 * change; the server prices it. Limits are checked before calling; a refusal leaves the cart as it was.
 * After every server answer the cart is written to IndexedDB (SPEC: the cart persists on the device and
 * on the server). Checkout asks about unavailable lines (SPEC 8), then shows the review-cart popup. Its 'Place order'
 * routes by the payment chosen last (SPEC 4 pickup confirmation, src/domain/checkoutRoute.ts): to a payment page, or
 * straight to the order submit, which the cart screen runs (`checkout.submitRequested`) and whose outcome it reports.
 *
 * Without a network the cart shows the device copy's last server answer, keeps every line added, changed
 * or removed on the device, and sends them in order, as ordinary changes, once the browser is online again.
 */
import { livePendingOrder } from '@/domain/autoLogin';
import { and, assign, emit, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import type { CartItem, CartItemInput, CartPutBody, CartResponse, PromoResponse, UpsellResponse } from '@/contract/cart';
import type { MenuProduct, Topping } from '@/contract/menu';
import type { PaymentOptionsResponse } from '@/contract/payments';
import { toApiError } from '@/api/errors';
import { getApiClient } from '@/api/holder';
import { ordersApi } from '@/api/orders';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from '@/api/storage';
import { APP_CONFIG_DEFAULTS, OFFLINE_CART_RETRY_MS } from '@/domain/constants';
import { ROUTES } from '@/domain/navigation';
import type { CartLimit } from '@/domain/cart';
import {
  asStoredCart,
  limitProblemOf,
  linesToMerge,
  mergeInputOf,
  offlineCopyOf,
  pendingItemCount,
  promoToCarry,
  putBodyOf,
  storedCartOf,
  withKeptChanges,
  type CartChange,
  type CartLimits,
  type CartStore,
  type LinesToMergeInput,
  type StoredCart,
} from '@/domain/cartLines';
import { isFreeLine } from '@/domain/freeItems';
import { checkoutRouteOf, needsPaymentOptions, type CheckoutFacts, type CheckoutPayer, type CheckoutRoute } from '@/domain/checkoutRoute';
import { asStoredMode, type PaymentSelectionResult, type StoredPaymentMode } from '@/domain/paymentChoice';
import { readSelectedStore, readSelectedStoreLogic, type ReadStoreInput } from './shared/selectedStore';
import { toppingsRegion } from './shared/storeMenu';
import type { StoreActorRef } from './store.machine';
import type { SelectedStore } from '@/domain/store';

// Types

/** The server's own words (errors[0].displayMsg or a refused coupon's displayMsg), shown as they come. */
export interface ServerMessage {
  code: 'server';
  text: string;
}

/**
 * What the cart tells the customer about its last change or load, as a code the screen turns into words:
 * a SPEC 9 limit the change would break, no store chosen yet, or the server's refusal.
 */
export type CartMessage = { code: 'cartLimit'; limit: CartLimit; limits: CartLimits } | { code: 'chooseLocationFirst' } | ServerMessage;

/** The inline coupon message (SPEC 5): no code typed, a code the server refused without words, or its words. */
export type PromoMessage = { code: 'couponRequired' } | { code: 'couponNotValid' } | ServerMessage;

/** What loading reads from the device. */
export interface LocalState {
  cart: StoredCart | null;
  store: SelectedStore | null;
}

export interface CartInput {
  /** The session's user id at creation; null while the session has none. */
  userId: string | null;
  /** The app's store actor, whose selection the cart is ordered from. */
  storeActor: StoreActorRef;
  /** The SPEC 9 limits in force at creation (the app config); the SPEC 9 defaults when not given. */
  limits?: CartLimits;
}

export interface CartContext {
  /** The user whose cart this is; null while the session has none. */
  userId: string | null;
  /** The app's store actor. */
  storeActor: StoreActorRef;
  /** The SPEC 9 limits in force, updated with `limits.changed`. */
  limits: CartLimits;
  /** The server's cart; null until loaded (and after the user changed). */
  cart: CartResponse | null;
  /** The cart kept on this device, as read when loading; null when none. */
  local: StoredCart | null;
  /** The selected store, read from the store actor when loading and before every change; null when none. */
  savedStore: SelectedStore | null;
  /** The change being sent; null when none. */
  change: CartChange | null;
  /** Items added while the cart was loading or saving, added in order once it is ready (no tap is lost). */
  queuedAdds: CartItemInput[];
  /** Changes made while the network was away: kept on the device and sent in order once it is back. */
  offlineChanges: CartChange[];
  /** The message to show about the last change or load (limit, refusal, no store); null when none. */
  message: CartMessage | null;
  /** The inline coupon message (SPEC 5); null when none. */
  promoError: PromoMessage | null;
  /** The store's toppings, for the lines' topping names; empty until loaded or when they failed. */
  toppings: Topping[];
  /** Products worth adding to the cart (upsell); empty until loaded or when they failed. */
  upsell: MenuProduct[];
  /** SPEC 4 pickup confirmation: who confirmed 'Place order' and the payment chosen last, while routing; null otherwise. */
  checkoutFacts: CheckoutFacts | null;
}

export type CartEvent =
  | { type: 'cart.add'; item: CartItemInput }
  | { type: 'line.quantity'; itemId: string; quantity: number }
  | { type: 'line.remove'; itemId: string }
  /** `tipAmount` in paise. */
  | { type: 'tip.set'; tipAmount: number }
  | { type: 'tip.remove' }
  | { type: 'charge.toggle'; chargeTypeCode: string; selected: boolean }
  | { type: 'promo.apply'; code: string }
  | { type: 'promo.remove' }
  /** SPEC 8: order with the remaining items (the unavailable ones are dropped). */
  | { type: 'invalid.accept' }
  | { type: 'cart.reload' }
  | { type: 'session.changed'; userId: string | null }
  /** The app config brought other SPEC 9 limits; the next change is checked against them. */
  | { type: 'limits.changed'; limits: CartLimits }
  /** The server replaced this cart (an order placed from it emptied it, or a reorder filled it): the device copy goes too before reloading. */
  | { type: 'cart.replaced' }
  | { type: 'error.dismiss' }
  /** The browser is online again: the cart loads afresh and sends the changes made meanwhile. */
  | { type: 'network.online' }
  /** Checkout: the unavailable-items question when there are such lines, then the review-cart popup. */
  | { type: 'checkout.start' }
  /** The review-cart popup's 'Place order', with who confirms it (SPEC 4 pickup confirmation routes by it). */
  | { type: 'checkout.confirm'; payer: CheckoutPayer }
  /**
   * Closes the checkout popups; during a direct submit: the order submit went back without placing the order, or
   * the cart screen was left (the order went on to its next page).
   */
  | { type: 'checkout.cancel' }
  /** The direct submit was refused and its error popup closed: the customer chooses another payment. */
  | { type: 'checkout.refused' };

/**
 * The screen listens with `actor.on(...)`: `navigation.requested` routes to `to`; `checkout.submitRequested` hands
 * `selection` to the order submit it hosts (SPEC 4: a pickup order paid as last time is submitted from the cart).
 */
export type CartEmitted =
  { type: 'navigation.requested'; to: string } | { type: 'checkout.submitRequested'; selection: PaymentSelectionResult };

/**
 * `busy`: the cart is loading or a change is being sent; `error`: the cart could not be loaded; `popup`: a
 * checkout popup shows; `offline`: the network is away, the cart shows the device copy and keeps changes.
 */
export type CartTag = 'busy' | 'error' | 'popup' | 'offline';

// Constants

/** SPEC 9 limits used when no app config is given. */
export const DEFAULT_CART_LIMITS: CartLimits = {
  maximumcartitems: APP_CONFIG_DEFAULTS.maximumcartitems,
  maximumcartprice: APP_CONFIG_DEFAULTS.maximumcartprice,
};
/** SPEC 8: toppings and upsell failures are only logged. */
export const TOPPINGS_FAILURE_LOG = 'cart: the toppings could not be loaded';
export const UPSELL_FAILURE_LOG = 'cart: the upsell products could not be loaded';

// Context readers

/** The store the cart is ordered from: the one saved on this device, else the server cart's. */
export function storeOf(context: Pick<CartContext, 'savedStore' | 'cart'>): CartStore | null {
  if (context.savedStore) return { storeId: context.savedStore.storeId, deliveryType: context.savedStore.deliveryType };
  if (context.cart?.storeId) return { storeId: context.cart.storeId, deliveryType: context.cart.deliveryType };
  return null;
}

function storeAndChangeOf(context: CartContext): { store: CartStore; change: CartChange } {
  const store = storeOf(context);
  if (!store || !context.change) throw new Error('cart: no store or no change to send');
  return { store, change: context.change };
}

function storeAndCartOf(context: CartContext): { store: CartStore; cart: CartResponse } {
  const store = storeOf(context);
  if (!store || !context.cart) throw new Error('cart: no store or no server cart to merge into');
  return { store, cart: context.cart };
}

/** SPEC 5: a refused coupon shows the server's words, or 'not valid' when it gave none. */
const promoRefusalOf = (displayMsg: string | undefined): PromoMessage =>
  displayMsg ? { code: 'server', text: displayMsg } : { code: 'couponNotValid' };

const serverMessageOf = (error: unknown): ServerMessage => ({ code: 'server', text: toApiError(error).displayMsg });

/**
 * The request never reached the server (no network): the change was not refused, only not delivered. A
 * timeout is not counted: the server may have applied the change, and sending it again would add it twice.
 */
const isUndelivered = (error: unknown): boolean => toApiError(error).kind === 'network';

/** SPEC 4 pickup confirmation: where the confirmed order goes, with the store's options when they were loaded. */
function routeOf(context: CartContext, options: PaymentOptionsResponse | null): CheckoutRoute {
  const facts = context.checkoutFacts;
  return facts === null ? { kind: 'navigate', to: ROUTES.paymentType } : checkoutRouteOf(facts, options);
}

// Setup

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
    tags: {} as CartTag,
  },
  actors: {
    // A guest's lines that wait in their pending order (SPEC 4 auto login) are that order's: they are not merged into
    // the account the customer logs in to, which submits it.
    readLocal: fromPromise<LocalState, ReadStoreInput & { userId?: string | null }>(async ({ input }) => {
      const [stored, store, pending] = await Promise.all([
        readStored<unknown>(STORAGE_KEYS.cart),
        readSelectedStore(input.storeActor),
        readStored<unknown>(STORAGE_KEYS.pendingOrder),
      ]);
      const cart = asStoredCart(stored);
      const waitsInOrder = livePendingOrder(pending, Date.now()) !== null && (cart?.userId ?? null) !== (input.userId ?? null);
      return { cart: waitsInOrder ? null : cart, store };
    }),
    readStore: readSelectedStoreLogic,
    writeLocal: fromPromise<void, StoredCart>(({ input }) => writeStored(STORAGE_KEYS.cart, input)),
    removeLocal: fromPromise<void>(() => removeStored(STORAGE_KEYS.cart)),
    /** SPEC 3 paymentMode: the payment the customer chose last on this device; null when none. */
    readPaymentMode: fromPromise<StoredPaymentMode | null>(async () => asStoredMode(await readStored<unknown>(STORAGE_KEYS.paymentMode))),
    /** SPEC 7 payment options of the cart's store: whether the method chosen last is still offered there. */
    loadPaymentOptions: fromPromise<PaymentOptionsResponse, { storeId: string | null }>(({ input, signal }) => {
      if (input.storeId === null) throw new Error('payment options need a store');
      return ordersApi(getApiClient()).getPaymentOptions(input.storeId, { signal });
    }),
    getCart: fromPromise<CartResponse>(({ signal }) => getApiClient().getCart({ signal })),
    addCartItems: fromPromise<CartResponse, LinesToMergeInput>(({ input, signal }) => getApiClient().addCartItems(input, { signal })),
    putCart: fromPromise<CartResponse, CartPutBody>(({ input, signal }) => getApiClient().putCart(input, { signal })),
    applyPromo: fromPromise<PromoResponse, { code: string }>(({ input, signal }) => getApiClient().applyPromo(input.code, { signal })),
    removePromo: fromPromise<CartResponse, { code: string }>(({ input, signal }) => getApiClient().removePromo(input.code, { signal })),
    loadToppings: fromPromise<Topping[], { storeId: string | null }>(async ({ input, signal }) =>
      input.storeId === null ? [] : (await getApiClient().getToppings(input.storeId, { signal })).data,
    ),
    loadUpsell: fromPromise<UpsellResponse>(({ signal }) => getApiClient().getUpsell({ signal })),
  },
  delays: { offlineRetry: OFFLINE_CART_RETRY_MS },
  guards: {
    hasQueuedAdd: ({ context }) => context.queuedAdds.length > 0,
    hasOfflineChange: ({ context }) => context.offlineChanges.length > 0,
    isUndelivered: (_, params: { error: unknown }) => isUndelivered(params.error),
    canShowOfflineCopy: ({ context }, params: { error: unknown }) =>
      isUndelivered(params.error) && offlineCopyOf(context.local, context.userId) !== null,
    isOtherUser: ({ context, event }) => event.type === 'session.changed' && event.userId !== context.userId,
    isSignedOut: ({ context, event }) => event.type === 'session.changed' && event.userId === null && context.userId !== null,
    hasUser: ({ context }) => context.userId !== null,
    hasMessage: ({ context }) => context.message !== null,
    hasLinesToMerge: ({ context }, params: { cart: CartResponse }) =>
      storeOf({ savedStore: context.savedStore, cart: params.cart }) !== null &&
      linesToMerge(context.local, params.cart, context.userId).length > 0,
    hasPromoToCarry: (_, params: { local: StoredCart | null; cart: CartResponse; userId: string | null }) =>
      promoToCarry(params.local, params.cart, params.userId) !== null,
    hasNoStore: ({ context }) => storeOf(context) === null,
    breaksLimit: ({ context }) => context.change !== null && limitProblemOf(context.cart, context.change, context.limits) !== null,
    isCodeEmpty: (_, params: { code: string }) => params.code.trim() === '',
    isPromoApplied: (_, params: { response: PromoResponse }) => params.response.status === 'SUCCESS',
    hasPromo: ({ context }) => Boolean(context.cart?.explicitPromo),
    hasInvalidItems: ({ context }) => (context.cart?.invalidItems.length ?? 0) > 0,
    // SPEC 9: a free pizza the points do not cover is not dropped like an unavailable item: checkout waits until it is removed.
    hasRefusedFreeItem: ({ context }) => context.cart?.invalidItems.some(isFreeLine) ?? false,
    /** SPEC 8: unavailable lines to ask about (and drop) before the review. */
    mayDropInvalidItems: and(['hasInvalidItems', not('hasRefusedFreeItem')]),
    mayReview: and(['hasValidItems', not('hasRefusedFreeItem')]),
    hasValidItems: ({ context }) => (context.cart?.validItems.length ?? 0) > 0,
    /** SPEC 4: the store's options decide whether the method chosen last is still offered (see checkoutRoute). */
    needsPaymentOptions: ({ context }, params: { lastMode: StoredPaymentMode | null }) =>
      context.checkoutFacts !== null && needsPaymentOptions({ ...context.checkoutFacts, lastMode: params.lastMode }),
    isDirectSubmit: ({ context }, params: { options: PaymentOptionsResponse | null }) => routeOf(context, params.options).kind === 'submit',
  },
  actions: {
    assignLimits: assign((_, params: { limits: CartLimits }) => ({ limits: params.limits })),
    assignUser: assign((_, params: { userId: string | null }) => ({
      userId: params.userId,
      cart: null,
      local: null,
      change: null,
      message: null,
      promoError: null,
      offlineChanges: [],
      checkoutFacts: null,
    })),
    resetCart: assign({ cart: null, local: null, change: null, message: null, promoError: null, queuedAdds: [], checkoutFacts: null }),
    queueAdd: assign(({ context }, params: { item: CartItemInput }) => ({ queuedAdds: [...context.queuedAdds, params.item] })),
    takeQueuedAdd: assign(({ context }) => ({
      change: { type: 'add', item: context.queuedAdds[0] as CartItemInput } as CartChange,
      queuedAdds: context.queuedAdds.slice(1),
      message: null,
    })),
    // Changes kept on the device by an earlier visit are sent once the cart has loaded.
    assignLocal: assign(({ context }, params: { local: LocalState }) => ({
      local: params.local.cart,
      savedStore: params.local.store,
      offlineChanges:
        context.offlineChanges.length > 0 ? context.offlineChanges : (offlineCopyOf(params.local.cart, context.userId)?.pending ?? []),
    })),
    showOfflineCopy: assign(({ context }) => {
      const copy = offlineCopyOf(context.local, context.userId);
      return copy
        ? {
            cart: copy.cart,
            offlineChanges: context.offlineChanges.length > 0 ? context.offlineChanges : (copy.pending ?? []),
            message: null,
            promoError: null,
          }
        : {};
    }),
    // The undelivered change goes first: it was made before any still queued. The offline notice replaces earlier messages.
    keepChangeOffline: assign(({ context }) => ({
      offlineChanges: [...(context.change ? [context.change] : []), ...context.offlineChanges],
      change: null,
      message: null,
      promoError: null,
    })),
    keepQueuedAddsOffline: assign(({ context }) => ({
      offlineChanges: [...context.offlineChanges, ...context.queuedAdds.map((item): CartChange => ({ type: 'add', item }))],
      queuedAdds: [],
    })),
    appendOfflineChange: assign(({ context }, params: { change: CartChange }) => ({
      offlineChanges: [...context.offlineChanges, params.change],
    })),
    takeOfflineChange: assign(({ context }) => ({
      change: context.offlineChanges[0] as CartChange,
      offlineChanges: context.offlineChanges.slice(1),
      message: null,
    })),
    assignSavedStore: assign((_, params: { store: SelectedStore | null }) => ({ savedStore: params.store })),
    // A new cart answers the last question: earlier messages no longer apply.
    assignCart: assign((_, params: { cart: CartResponse }) => ({ cart: params.cart, change: null, message: null, promoError: null })),
    assignChange: assign((_, params: { change: CartChange }) => ({ change: params.change, message: null })),
    assignErrorMessage: assign((_, params: { error: unknown }) => ({ message: serverMessageOf(params.error), change: null })),
    assignLimitMessage: assign(({ context }) => {
      const limits = context.limits;
      const limit = context.change ? limitProblemOf(context.cart, context.change, limits) : null;
      return { message: { code: 'cartLimit', limit: limit ?? 'items', limits } satisfies CartMessage, change: null };
    }),
    assignNoStoreMessage: assign({ message: { code: 'chooseLocationFirst' } satisfies CartMessage, change: null }),
    clearMessage: assign({ message: null }),
    assignPromoRequired: assign({ promoError: { code: 'couponRequired' } satisfies PromoMessage }),
    assignPromoApplied: assign((_, params: { response: PromoResponse }) =>
      params.response.status === 'SUCCESS' ? { cart: params.response.cart, promoError: null, message: null } : {},
    ),
    assignPromoRefused: assign((_, params: { response: PromoResponse }) => ({
      promoError: promoRefusalOf(params.response.status === 'FAILED' ? params.response.displayMsg : undefined),
    })),
    assignPromoFailure: assign((_, params: { error: unknown }) => ({ promoError: promoRefusalOf(toApiError(params.error).displayMsg) })),
    clearPromoError: assign({ promoError: null }),
    assignToppings: assign((_, params: { toppings: Topping[] }) => ({ toppings: params.toppings })),
    assignUpsell: assign((_, params: { upsell: UpsellResponse }) => ({ upsell: params.upsell.products })),
    logFailure: (_, params: { message: string; error: unknown }) => console.warn(params.message, params.error),
    assignCheckoutPayer: assign(({ context }, params: { payer: CheckoutPayer }) => ({
      checkoutFacts: {
        deliveryType: context.cart?.deliveryType ?? context.savedStore?.deliveryType ?? null,
        payer: params.payer,
        lastMode: null,
      },
    })),
    assignLastMode: assign(({ context }, params: { lastMode: StoredPaymentMode | null }) => ({
      checkoutFacts: context.checkoutFacts && { ...context.checkoutFacts, lastMode: params.lastMode },
    })),
    clearCheckoutFacts: assign({ checkoutFacts: null }),
    // Paid from the cart only as the cart was priced: a store of another delivery type chosen since goes to payment selection.
    assignCheckoutDeliveryType: assign(({ context }) => ({
      checkoutFacts: context.checkoutFacts && {
        ...context.checkoutFacts,
        deliveryType: context.savedStore?.deliveryType === context.cart?.deliveryType ? (context.cart?.deliveryType ?? null) : null,
      },
    })),
    // SPEC 4: pickup confirmation routes by the payment type chosen last.
    navigateToPayment: emit(({ context }, params: { options: PaymentOptionsResponse | null }) => {
      const route = routeOf(context, params.options);
      return { type: 'navigation.requested' as const, to: route.kind === 'navigate' ? route.to : ROUTES.paymentType };
    }),
    requestSubmit: emit(({ context }, params: { options: PaymentOptionsResponse | null }) => {
      const route = routeOf(context, params.options);
      if (route.kind !== 'submit') throw new Error('cart: no direct submit to request');
      return { type: 'checkout.submitRequested' as const, selection: route.selection };
    }),
    // A refused direct submit: another method is chosen on payment selection.
    navigateToPaymentType: emit({ type: 'navigation.requested' as const, to: ROUTES.paymentType }),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    userId: input.userId,
    storeActor: input.storeActor,
    limits: input.limits ?? DEFAULT_CART_LIMITS,
    cart: null,
    local: null,
    savedStore: null,
    change: null,
    queuedAdds: [],
    offlineChanges: [],
    message: null,
    promoError: null,
    toppings: [],
    upsell: [],
    checkoutFacts: null,
  }),
  initial: 'starting',
  on: {
    // SPEC 4: login and logout change the user, whose cart is another one.
    'session.changed': [
      {
        guard: 'isSignedOut',
        target: '.clearingLocal',
        actions: { type: 'assignUser', params: { userId: null } },
      },
      {
        guard: 'isOtherUser',
        target: '.loading',
        actions: { type: 'assignUser', params: ({ event }) => ({ userId: event.userId }) },
      },
    ],
    'limits.changed': { actions: { type: 'assignLimits', params: ({ event }) => ({ limits: event.limits }) } },
    'error.dismiss': { guard: 'hasMessage', actions: 'clearMessage' },
    'cart.replaced': { target: '.clearingOrdered', actions: 'resetCart' },
  },
  states: {
    starting: {
      always: [{ guard: 'hasUser', target: 'loading' }, { target: 'waitingForSession' }],
    },
    // No user yet: nothing to load until the session has one.
    waitingForSession: {
      tags: 'busy',
    },
    // SPEC 4: logout clears the cart on this device too (the session clears it as well; this covers a write in flight).
    clearingLocal: {
      tags: 'busy',
      invoke: { id: 'removeLocal', src: 'removeLocal', onDone: 'waitingForSession', onError: 'waitingForSession' },
    },
    // Without this the device lines of the order would be posted back into the emptied server cart.
    clearingOrdered: {
      tags: 'busy',
      on: { 'cart.add': { actions: { type: 'queueAdd', params: ({ event }) => ({ item: event.item }) } } },
      invoke: { id: 'removeLocal', src: 'removeLocal', onDone: 'loading', onError: 'loading' },
    },
    loading: {
      tags: 'busy',
      on: { 'cart.add': { actions: { type: 'queueAdd', params: ({ event }) => ({ item: event.item }) } } },
      initial: 'readingLocal',
      states: {
        readingLocal: {
          invoke: {
            id: 'readLocal',
            src: 'readLocal',
            input: ({ context }) => ({ storeActor: context.storeActor, userId: context.userId }),
            onDone: { target: 'fetching', actions: { type: 'assignLocal', params: ({ event }) => ({ local: event.output }) } },
            // Unreadable storage (private browsing, old browsers): the server cart alone.
            onError: 'fetching',
          },
        },
        fetching: {
          type: 'parallel',
          states: {
            cart: {
              initial: 'requesting',
              states: {
                requesting: {
                  invoke: {
                    id: 'getCart',
                    src: 'getCart',
                    onDone: [
                      {
                        guard: { type: 'hasLinesToMerge', params: ({ event }) => ({ cart: event.output }) },
                        target: 'merging',
                        actions: { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) },
                      },
                      { target: 'fetched', actions: { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) } },
                    ],
                    onError: [
                      // No network: this user's device copy is shown, and changes are kept until it is back.
                      {
                        guard: { type: 'canShowOfflineCopy', params: ({ event }) => ({ error: event.error }) },
                        target: '#cart.offline',
                        actions: ['showOfflineCopy', 'keepQueuedAddsOffline'],
                      },
                      {
                        target: '#cart.failed',
                        actions: { type: 'assignErrorMessage', params: ({ event }) => ({ error: event.error }) },
                      },
                    ],
                  },
                },
                // SPEC 3/4: the device's lines the server cart lacks are added to it.
                merging: {
                  invoke: {
                    id: 'addCartItems',
                    src: 'addCartItems',
                    input: ({ context }) => {
                      const { store, cart } = storeAndCartOf(context);
                      return mergeInputOf(store, context.local, cart, context.userId);
                    },
                    onDone: [
                      {
                        guard: {
                          type: 'hasPromoToCarry',
                          params: ({ context, event }) => ({ local: context.local, cart: event.output, userId: context.userId }),
                        },
                        target: 'carryingPromo',
                        actions: { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) },
                      },
                      { target: 'fetched', actions: { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) } },
                    ],
                    onError: {
                      target: 'fetched',
                      actions: { type: 'assignErrorMessage', params: ({ event }) => ({ error: event.error }) },
                    },
                  },
                },
                // The coupon goes with the merged lines; a refusal shows on the cart as a typed code's would.
                carryingPromo: {
                  invoke: {
                    id: 'carryPromo',
                    src: 'applyPromo',
                    input: ({ context }) => ({ code: context.local?.promoCode ?? '' }),
                    onDone: [
                      {
                        guard: { type: 'isPromoApplied', params: ({ event }) => ({ response: event.output }) },
                        target: 'fetched',
                        actions: { type: 'assignPromoApplied', params: ({ event }) => ({ response: event.output }) },
                      },
                      { target: 'fetched', actions: { type: 'assignPromoRefused', params: ({ event }) => ({ response: event.output }) } },
                    ],
                    onError: {
                      target: 'fetched',
                      actions: { type: 'assignPromoFailure', params: ({ event }) => ({ error: event.error }) },
                    },
                  },
                },
                fetched: { type: 'final' },
              },
            },
            // SPEC 8: without toppings the lines show topping counts.
            toppings: toppingsRegion(
              ({ context }: { context: CartContext }) => ({ storeId: storeOf(context)?.storeId ?? null }),
              TOPPINGS_FAILURE_LOG,
            ),
            upsell: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadUpsell',
                    src: 'loadUpsell',
                    onDone: { target: 'loaded', actions: { type: 'assignUpsell', params: ({ event }) => ({ upsell: event.output }) } },
                    onError: {
                      target: 'unavailable',
                      actions: { type: 'logFailure', params: ({ event }) => ({ message: UPSELL_FAILURE_LOG, error: event.error }) },
                    },
                  },
                },
                loaded: { type: 'final' },
                unavailable: { type: 'final' },
              },
            },
          },
          onDone: '#cart.ready.persisting',
        },
      },
    },
    failed: {
      tags: 'error',
      on: { 'cart.reload': { target: 'loading', actions: 'resetCart' } },
    },
    ready: {
      initial: 'idle',
      on: {
        'cart.add': {
          target: 'syncing',
          actions: { type: 'assignChange', params: ({ event }) => ({ change: { type: 'add', item: event.item } }) },
        },
        'line.quantity': {
          target: 'syncing',
          actions: {
            type: 'assignChange',
            params: ({ event }) => ({ change: { type: 'quantity', itemId: event.itemId, quantity: event.quantity } }),
          },
        },
        'line.remove': {
          target: 'syncing',
          actions: { type: 'assignChange', params: ({ event }) => ({ change: { type: 'remove', itemId: event.itemId } }) },
        },
        'tip.set': {
          target: 'syncing',
          actions: { type: 'assignChange', params: ({ event }) => ({ change: { type: 'tip', tipAmount: event.tipAmount } }) },
        },
        'tip.remove': { target: 'syncing', actions: { type: 'assignChange', params: { change: { type: 'tipRemove' } } } },
        'charge.toggle': {
          target: 'syncing',
          actions: {
            type: 'assignChange',
            params: ({ event }) => ({ change: { type: 'charge', chargeTypeCode: event.chargeTypeCode, selected: event.selected } }),
          },
        },
        'promo.apply': [
          // SPEC 5: an empty code is refused without a call.
          { guard: { type: 'isCodeEmpty', params: ({ event }) => ({ code: event.code }) }, actions: 'assignPromoRequired' },
          { target: 'applyingPromo', actions: 'clearPromoError' },
        ],
        'promo.remove': { guard: 'hasPromo', target: 'removingPromo' },
        // Loads afresh, as at start: the server's cart and the device's lines again.
        'cart.reload': { target: 'loading', actions: 'resetCart' },
        'checkout.start': [
          { guard: 'mayDropInvalidItems', target: 'checkout.invalidItems' },
          { guard: 'mayReview', target: 'checkout.reviewing' },
        ],
      },
      states: {
        // After every server answer the cart is kept on this device too (SPEC 3).
        persisting: {
          invoke: {
            id: 'writeLocal',
            src: 'writeLocal',
            input: ({ context }) => storedCartOf(context.userId, storeOf(context), context.cart, context.offlineChanges),
            // Best effort: without IndexedDB the server still has the cart.
            onDone: 'idle',
            onError: 'idle',
          },
        },
        idle: {
          always: [
            { guard: 'hasOfflineChange', target: '#cart.syncing', actions: 'takeOfflineChange' },
            { guard: 'hasQueuedAdd', target: '#cart.syncing', actions: 'takeQueuedAdd' },
          ],
        },
      },
    },
    syncing: {
      tags: 'busy',
      on: { 'cart.add': { actions: { type: 'queueAdd', params: ({ event }) => ({ item: event.item }) } } },
      initial: 'readingStore',
      states: {
        // The store may have been chosen since the cart loaded.
        readingStore: {
          invoke: {
            id: 'readStore',
            src: 'readStore',
            input: ({ context }) => ({ storeActor: context.storeActor }),
            onDone: { target: 'checking', actions: { type: 'assignSavedStore', params: ({ event }) => ({ store: event.output }) } },
            onError: 'checking',
          },
        },
        // A refused change is written off the device copy too (persisting), so a kept offline change is not sent again.
        checking: {
          always: [
            { guard: 'hasNoStore', target: '#cart.ready.persisting', actions: 'assignNoStoreMessage' },
            // SPEC 9: checked before calling; the server checks again.
            { guard: 'breaksLimit', target: '#cart.ready.persisting', actions: 'assignLimitMessage' },
            { target: 'saving' },
          ],
        },
        saving: {
          invoke: {
            id: 'putCart',
            src: 'putCart',
            input: ({ context }) => {
              const { store, change } = storeAndChangeOf(context);
              return putBodyOf(store, context.cart, change);
            },
            onDone: { target: '#cart.ready.persisting', actions: { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) } },
            onError: [
              // Not delivered: the change waits on the device for the network, with those made meanwhile.
              {
                guard: { type: 'isUndelivered', params: ({ event }) => ({ error: event.error }) },
                target: '#cart.offline',
                actions: ['keepChangeOffline', 'keepQueuedAddsOffline'],
              },
              // A refusal (errors[0]) leaves the cart as it was and shows the server's message.
              {
                target: '#cart.ready.persisting',
                actions: { type: 'assignErrorMessage', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    // The network is away: the last server cart shows; lines added, changed or removed wait on the device.
    offline: {
      tags: 'offline',
      initial: 'persisting',
      on: {
        'cart.add': {
          target: '.persisting',
          reenter: true,
          actions: { type: 'appendOfflineChange', params: ({ event }) => ({ change: { type: 'add', item: event.item } }) },
        },
        'line.quantity': {
          target: '.persisting',
          reenter: true,
          actions: {
            type: 'appendOfflineChange',
            params: ({ event }) => ({ change: { type: 'quantity', itemId: event.itemId, quantity: event.quantity } }),
          },
        },
        'line.remove': {
          target: '.persisting',
          reenter: true,
          actions: { type: 'appendOfflineChange', params: ({ event }) => ({ change: { type: 'remove', itemId: event.itemId } }) },
        },
        // Back online (or asked to try): the server's cart again, then the kept changes in order.
        'network.online': 'loading',
        'cart.reload': 'loading',
      },
      states: {
        persisting: {
          invoke: {
            id: 'writeOffline',
            src: 'writeLocal',
            input: ({ context }) => storedCartOf(context.userId, storeOf(context), context.cart, context.offlineChanges),
            onDone: 'waiting',
            onError: 'waiting',
          },
        },
        // A network back without the browser's 'online' event (a captive portal, a server that was down) is found too.
        waiting: { after: { offlineRetry: '#cart.loading' } },
      },
    },
    applyingPromo: {
      tags: 'busy',
      on: { 'cart.add': { actions: { type: 'queueAdd', params: ({ event }) => ({ item: event.item }) } } },
      invoke: {
        id: 'applyPromo',
        src: 'applyPromo',
        input: ({ event }) => ({ code: event.type === 'promo.apply' ? event.code.trim() : '' }),
        onDone: [
          {
            guard: { type: 'isPromoApplied', params: ({ event }) => ({ response: event.output }) },
            target: 'ready.persisting',
            actions: { type: 'assignPromoApplied', params: ({ event }) => ({ response: event.output }) },
          },
          // SPEC 5: FAILED shows the server's message.
          { target: 'ready.idle', actions: { type: 'assignPromoRefused', params: ({ event }) => ({ response: event.output }) } },
        ],
        onError: { target: 'ready.idle', actions: { type: 'assignPromoFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    removingPromo: {
      tags: 'busy',
      on: { 'cart.add': { actions: { type: 'queueAdd', params: ({ event }) => ({ item: event.item }) } } },
      invoke: {
        id: 'removePromo',
        src: 'removePromo',
        input: ({ context }) => ({ code: context.cart?.explicitPromo?.promoCode ?? '' }),
        onDone: { target: 'ready.persisting', actions: { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) } },
        onError: { target: 'ready.idle', actions: { type: 'assignErrorMessage', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checkout: {
      initial: 'reviewing',
      on: { 'checkout.cancel': { target: '#cart.ready.idle', actions: 'clearCheckoutFacts' } },
      states: {
        // SPEC 8: 'Some items in your cart are unavailable. Do you want to place an order with the remaining items ?'
        invalidItems: {
          tags: 'popup',
          on: {
            'invalid.accept': [
              { guard: 'hasNoStore', target: '#cart.ready.idle', actions: 'assignNoStoreMessage' },
              {
                target: 'droppingInvalid',
                actions: { type: 'assignChange', params: { change: { type: 'dropInvalid' } } },
              },
            ],
          },
        },
        droppingInvalid: {
          tags: 'busy',
          invoke: {
            id: 'dropInvalid',
            src: 'putCart',
            input: ({ context }) => {
              const { store, change } = storeAndChangeOf(context);
              return putBodyOf(store, context.cart, change);
            },
            onDone: { target: 'savingDropped', actions: { type: 'assignCart', params: ({ event }) => ({ cart: event.output }) } },
            onError: {
              target: '#cart.ready.idle',
              actions: { type: 'assignErrorMessage', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        savingDropped: {
          tags: 'busy',
          invoke: {
            id: 'writeDropped',
            src: 'writeLocal',
            input: ({ context }) => storedCartOf(context.userId, storeOf(context), context.cart),
            onDone: 'reviewing',
            onError: 'reviewing',
          },
        },
        // SPEC 8 review-cart popup: the items and the total before placing the order.
        reviewing: {
          tags: 'popup',
          on: {
            'checkout.confirm': {
              target: 'routing',
              actions: { type: 'assignCheckoutPayer', params: ({ event }) => ({ payer: event.payer }) },
            },
          },
        },
        // Where the confirmed order is paid depends on the payment chosen last (SPEC 4 pickup confirmation).
        routing: {
          tags: 'busy',
          initial: 'readingStore',
          states: {
            // The delivery type in force is the store chosen now, which may have changed since the cart last synced.
            readingStore: {
              invoke: {
                id: 'readCheckoutStore',
                src: 'readStore',
                input: ({ context }) => ({ storeActor: context.storeActor }),
                onDone: {
                  target: 'readingMode',
                  actions: [{ type: 'assignSavedStore', params: ({ event }) => ({ store: event.output }) }, 'assignCheckoutDeliveryType'],
                },
                onError: 'readingMode',
              },
            },
            readingMode: {
              invoke: {
                id: 'readPaymentMode',
                src: 'readPaymentMode',
                onDone: [
                  {
                    guard: { type: 'needsPaymentOptions', params: ({ event }) => ({ lastMode: event.output }) },
                    target: 'loadingOptions',
                    actions: { type: 'assignLastMode', params: ({ event }) => ({ lastMode: event.output }) },
                  },
                  {
                    target: '#cart.ready.idle',
                    actions: [
                      { type: 'assignLastMode', params: ({ event }) => ({ lastMode: event.output }) },
                      { type: 'navigateToPayment', params: { options: null } },
                      'clearCheckoutFacts',
                    ],
                  },
                ],
                // Without IndexedDB nothing was chosen before: payment selection.
                onError: {
                  target: '#cart.ready.idle',
                  actions: [{ type: 'navigateToPayment', params: { options: null } }, 'clearCheckoutFacts'],
                },
              },
            },
            // The method chosen last must still be offered at the store (and on this device) to be used without asking.
            loadingOptions: {
              invoke: {
                id: 'loadPaymentOptions',
                src: 'loadPaymentOptions',
                input: ({ context }) => ({ storeId: storeOf(context)?.storeId ?? null }),
                onDone: [
                  {
                    guard: { type: 'isDirectSubmit', params: ({ event }) => ({ options: event.output }) },
                    target: '#cart.checkout.submitting',
                    actions: [{ type: 'requestSubmit', params: ({ event }) => ({ options: event.output }) }, 'clearCheckoutFacts'],
                  },
                  {
                    target: '#cart.ready.idle',
                    actions: [{ type: 'navigateToPayment', params: ({ event }) => ({ options: event.output }) }, 'clearCheckoutFacts'],
                  },
                ],
                // Nothing is submitted without knowing the method is offered: the payment pages ask again.
                onError: {
                  target: '#cart.ready.idle',
                  actions: [{ type: 'navigateToPayment', params: { options: null } }, 'clearCheckoutFacts'],
                },
              },
            },
          },
        },
        // SPEC 4: the order is submitted from the cart with the payment chosen last; the cart screen runs the order
        // submit (its loader, COD OTP and error popups) and reports how it ended unless the order left for its next page.
        submitting: {
          tags: 'busy',
          on: { 'checkout.refused': { target: '#cart.ready.idle', actions: 'navigateToPaymentType' } },
        },
      },
    },
  },
});

// Selectors

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

const NO_ITEMS: CartItem[] = [];

/** The server's cart; offline, with the quantities and removals made meanwhile on its lines. */
export const selectCart = (snapshot: CartSnapshot): CartResponse | null => {
  const { cart, offlineChanges } = snapshot.context;
  return cart && offlineChanges.length > 0 ? withKeptChanges(cart, offlineChanges) : cart;
};
/** The server cart's items and those added while offline, not yet sent. */
export const selectItemCount = (snapshot: CartSnapshot): number =>
  (selectCart(snapshot)?.itemCount ?? 0) + pendingItemCount(snapshot.context.offlineChanges);
export const selectIsOffline = (snapshot: CartSnapshot): boolean => snapshot.hasTag('offline');
/** How many changes wait on the device for the network. */
export const selectOfflineChangeCount = (snapshot: CartSnapshot): number => snapshot.context.offlineChanges.length;
export const selectIsBusy = (snapshot: CartSnapshot): boolean => snapshot.hasTag('busy');
/** Loading before the cart is known (the first load, after the user changed, or while another user's lines are merged in). */
export const selectIsLoading = (snapshot: CartSnapshot): boolean =>
  snapshot.matches('loading') || (snapshot.context.cart === null && snapshot.hasTag('busy'));
export const selectHasFailed = (snapshot: CartSnapshot): boolean => snapshot.hasTag('error');
export const selectError = (snapshot: CartSnapshot): CartMessage | null => snapshot.context.message;
export const selectPromoError = (snapshot: CartSnapshot): PromoMessage | null => snapshot.context.promoError;
export const selectIsApplyingPromo = (snapshot: CartSnapshot): boolean => snapshot.matches('applyingPromo');
export const selectInvalidItems = (snapshot: CartSnapshot): CartItem[] => snapshot.context.cart?.invalidItems ?? NO_ITEMS;
export const selectHasInvalidItemsPopup = (snapshot: CartSnapshot): boolean => snapshot.matches({ checkout: 'invalidItems' });
export const selectIsReviewing = (snapshot: CartSnapshot): boolean => snapshot.matches({ checkout: 'reviewing' });
/** SPEC 4: the order is being submitted from the cart (the order submit's loader and popups show). */
export const selectIsSubmitting = (snapshot: CartSnapshot): boolean => snapshot.matches({ checkout: 'submitting' });
export const selectToppings = (snapshot: CartSnapshot): Topping[] => snapshot.context.toppings;
export const selectUpsell = (snapshot: CartSnapshot): MenuProduct[] => snapshot.context.upsell;
export const selectCanCheckout = (snapshot: CartSnapshot): boolean => snapshot.can({ type: 'checkout.start' });

/** SPEC 9: the limit one more of this line would break; null when it fits. */
function limitOfOneMore(context: CartContext, item: CartItem): CartLimit | null {
  return limitProblemOf(context.cart, { type: 'quantity', itemId: item.itemId, quantity: item.quantity + 1 }, context.limits);
}

/** The lines whose + would break a SPEC 9 limit (the screen disables it). */
export const selectLinesAtLimit = (snapshot: CartSnapshot): string[] =>
  (snapshot.context.cart?.validItems ?? []).filter((item) => limitOfOneMore(snapshot.context, item) !== null).map((item) => item.itemId);
/** The limit that stops one more of some line, with the limits in force; null when every line may grow. */
export const selectLimitAhead = (snapshot: CartSnapshot): CartLimit | null => {
  for (const item of snapshot.context.cart?.validItems ?? []) {
    const limit = limitOfOneMore(snapshot.context, item);
    if (limit) return limit;
  }
  return null;
};
export const selectLimits = (snapshot: CartSnapshot): CartLimits => snapshot.context.limits;
