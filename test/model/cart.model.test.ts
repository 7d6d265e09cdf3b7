import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem, CartItemInput, CartResponse, PromoResponse, UpsellResponse } from '@/contract/cart';
import type { Topping } from '@/contract/menu';
import type { PaymentOptionsResponse } from '@/contract/payments';
import type { CheckoutPayer } from '@/domain/checkoutRoute';
import type { StoredPaymentMode } from '@/domain/paymentChoice';
import {
  cartMachine,
  type CartContext,
  type CartMessage,
  type CartSnapshot,
  type LocalState,
  type PromoMessage,
} from '@machines/cart.machine';
import type { SelectedStore } from '@/domain/store';
import { networkFailure, serverError } from './fixtures';
import { stateNodesOf, transitionsOf } from '@machines/definition';
import { coverageLine, reportCoverage, runModel, type StepCheck } from './harness';
import { storeActorWith } from '../support/storeActor';

const SAVED: SelectedStore = {
  storeId: '66201',
  childStoreId: '66201',
  deliveryType: 'D',
  location: { latitude: 12.93, longitude: 77.62, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

const BREAD: CartItemInput = { productId: 501, crustId: null, sizeId: null, quantity: 1, addTopngs: [], repTopngs: [], remTopngs: [] };

function item(productId: number, quantity: number): CartItem {
  return {
    itemId: `line-${productId}`,
    product: { id: productId, name: `Item ${productId}`, code: `P${productId}`, categroryIds: [], image: '', description: '' },
    quantity,
    crustId: null,
    sizeId: null,
    crust: null,
    size: null,
    sizeCode: null,
    pricePerQty: 10_900,
    totalPriceAfterDiscount: 10_900 * quantity,
    totalDiscount: 0,
    productType: 0,
    foodType: 'VEG',
    nonVeg: false,
    isEDVOApplied: false,
    edvDealId: null,
    addTopngs: [],
    repTopngs: [],
    remTopngs: [],
  };
}

function cart(validItems: CartItem[], extra: Partial<CartResponse> = {}): CartResponse {
  return {
    cartId: 'cart-1',
    storeId: validItems.length > 0 ? SAVED.storeId : null,
    deliveryType: 'D',
    validItems,
    invalidItems: [],
    itemCount: validItems.reduce((sum, line) => sum + line.quantity, 0),
    cartCalculations: [],
    strikePrice: 0,
    displayNetPrice: 0,
    price: 0,
    taxAmount: 0,
    tip: { tipAmount: 0, tipRemoved: false, autoTipSelected: false },
    explicitPromo: null,
    optionalCharges: [],
    optedOptionalCharges: [],
    nextOfferMinimum: null,
    ...extra,
  };
}

/** The server's cart at load: empty but for an unavailable line (so the device's bread is merged in). */
const SERVER_CART = cart([], { invalidItems: [{ ...item(102, 1), invalidReason: 'Temporarily out of stock' }] });
/** After merging the device's bread. */
const MERGED = cart([item(501, 1)], { invalidItems: SERVER_CART.invalidItems });
/** Every PUT answers this: the bread alone, no unavailable lines. */
const PUT_ANSWER = cart([item(501, 2)]);
const PROMO = { promoCode: 'SLICE20', description: '20% off', paymentOptions: [], discount: 2_000 };
/** The merge answered with a coupon already on the user's cart: the guest's is not carried. */
const MERGED_WITH_PROMO = { ...MERGED, explicitPromo: PROMO };
const PROMO_APPLIED: PromoResponse = { status: 'SUCCESS', cart: cart([item(501, 2)], { explicitPromo: PROMO }) };
/** The device copy a guest left before logging in (another user than the walked one, so it is merged, its coupon too). */
const LOCAL: LocalState = {
  cart: { userId: 'anon-0', storeId: '66201', deliveryType: 'D', items: [BREAD], promoCode: PROMO.promoCode },
  store: SAVED,
};
/** This user's own device copy, with the server's last answer: what shows while the network is away. */
const LOCAL_OWN: LocalState = {
  cart: { userId: 'anon-1', storeId: '66201', deliveryType: 'D', items: [BREAD], promoCode: null, cart: PUT_ANSWER, pending: [] },
  store: SAVED,
};
/** No answer at all: the browser is offline. */
const OFFLINE = networkFailure();
/** Empty lists, so that loaded and failed extras lead to the same context (the walk stays small). */
const TOPPINGS: Topping[] = [];
const UPSELL: UpsellResponse = { products: [] };
/** One refusal for every call and coupon (the same text), again to keep the walk small. */
const REFUSAL = serverError('CART_INVALID_ITEM', 'This item is not sold here.');
const FAILURE = REFUSAL;

/** SPEC 9 limit messages: the limit hit, with the limits in force. */
const LIMIT_MESSAGES: CartMessage[] = (['items', 'price'] as const).map((limit) => ({
  code: 'cartLimit',
  limit,
  limits: { maximumcartitems: 25, maximumcartprice: 5000 },
}));
const REFUSAL_MESSAGE: CartMessage & PromoMessage = { code: 'server', text: REFUSAL.displayMsg };
/** No network and no device copy to show: the load failed with SPEC 8's words. */
const OFFLINE_MESSAGE: CartMessage = { code: 'server', text: networkFailure().displayMsg };
const PROMO_MESSAGES: PromoMessage[] = [{ code: 'couponRequired' }, { code: 'couponNotValid' }, REFUSAL_MESSAGE];
/** SPEC 4 pickup confirmation: a logged-in customer on a phone; the payment chosen last by card or in cash. */
const CUSTOMER: CheckoutPayer = { loggedIn: true, device: 'mobile', blacklisted: [] };
const LAST_CARD: StoredPaymentMode = { paymentType: 'CC', name: 'Credit card', paymentId: 'pay-cc' };
const LAST_CASH: StoredPaymentMode = { paymentType: 'CASH', name: 'Cash', paymentId: 'pay-cash' };
/** The store still offers both. */
const STORE_OPTIONS: PaymentOptionsResponse = {
  methods: [
    { paymentId: 'pay-cc', paymentType: 'CC', name: 'Credit card', provider: 'PAYU', enabled: 'E' },
    { paymentId: 'pay-cash', paymentType: 'CASH', name: 'Cash', provider: null, enabled: 'E' },
  ],
  lastUsedPaymentId: null,
  walletBalance: 0,
};
/** SPEC 4: what only a pickup cart reaches (the delivery walk's carts always go to payment selection). */
const PICKUP_WALK = "a pickup cart routes by the store's options: covered by the pickup walk";
const PICKUP_ONLY: Record<string, string> = Object.fromEntries(
  [
    'cart.checkout.routing.loadingOptions',
    'cart.checkout.submitting',
    'cart.checkout.routing.readingMode · done: readPaymentMode [needsPaymentOptions]',
    'cart.checkout.routing.loadingOptions · done: loadPaymentOptions [isDirectSubmit]',
    'cart.checkout.routing.loadingOptions · done: loadPaymentOptions',
    'cart.checkout.routing.loadingOptions · error: loadPaymentOptions',
    'cart.checkout.submitting · checkout.refused',
  ].map((name) => [name, PICKUP_WALK]),
);
/** The pickup walk is kept to loading a pickup cart and confirming it; the delivery walk covers everything else. */
const PICKUP_WALK_COVERS = [
  'cart.starting',
  'cart.loading',
  'cart.loading.readingLocal',
  'cart.loading.fetching',
  'cart.loading.fetching.cart',
  'cart.loading.fetching.cart.requesting',
  'cart.loading.fetching.cart.fetched',
  'cart.loading.fetching.toppings',
  'cart.loading.fetching.toppings.loading',
  'cart.loading.fetching.toppings.loaded',
  'cart.loading.fetching.upsell',
  'cart.loading.fetching.upsell.loading',
  'cart.loading.fetching.upsell.loaded',
  'cart.ready',
  'cart.ready.persisting',
  'cart.ready.idle',
  'cart.checkout',
  'cart.checkout.reviewing',
  'cart.checkout.routing',
  'cart.checkout.routing.readingStore',
  'cart.checkout.routing.readingMode',
  'cart.checkout.routing.loadingOptions',
  'cart.checkout.submitting',
  'cart.starting · always [hasUser]',
  'cart.loading.readingLocal · done: readLocal',
  'cart.loading.fetching · done',
  'cart.loading.fetching.cart.requesting · done: getCart',
  'cart.loading.fetching.toppings.loading · done: loadToppings',
  'cart.loading.fetching.upsell.loading · done: loadUpsell',
  'cart.ready · checkout.start [mayReview]',
  'cart.ready.persisting · done: writeLocal',
  'cart.checkout · checkout.cancel',
  'cart.checkout.reviewing · checkout.confirm',
  'cart.checkout.routing.readingStore · done: readStore',
  ...Object.keys(PICKUP_ONLY),
];
const PICKUP_WALK_LEAVES: Record<string, string> = Object.fromEntries(
  [...stateNodesOf(cartMachine).map((node) => node.id), ...transitionsOf(cartMachine).map((info) => info.name)]
    .filter((name) => name !== 'cart' && !PICKUP_WALK_COVERS.includes(name))
    .map((name) => [name, 'covered by the delivery walk']),
);
/** A takeaway store and its server cart: the bread, for pickup. */
const SAVED_TAKEAWAY: SelectedStore = { ...SAVED, deliveryType: 'T' };
const PICKUP_CART = cart([item(501, 1)], { deliveryType: 'T' });
const CASH_SELECTION = {
  primaryPaymentId: 'pay-cash',
  primaryType: 'CASH',
  secondaryPaymentId: null,
  instrumentDetails: null,
  cardInitialDigits: null,
};
/** The walk replays about 32000 paths (offline adds a copy of most of them); about 7 minutes on a busy 2-core machine. */
const MODEL_TIMEOUT_MS = 600_000;

const toPage = (to: string) => [{ type: 'navigation.requested', to }];

/** The payment mode the path's last routing read. */
function lastModeRead(steps: StepCheck['path']['steps']): unknown {
  const read = steps.findLast((earlier) => earlier.event.type === 'xstate.done.actor.readPaymentMode');
  return (read?.event as { output?: unknown } | undefined)?.output;
}

/**
 * SPEC 4 pickup confirmation: a delivery order, or nothing chosen before, to payment selection; a pickup order last
 * paid by card to the card page, in cash submitted from the cart; a refused submit on to payment selection.
 */
function expectedEmitted({ step, index, path, actor }: StepCheck): unknown[] {
  const event = step.event;
  const snapshot = actor.getSnapshot() as CartSnapshot;
  if (event.type === 'xstate.done.actor.readPaymentMode' || event.type === 'xstate.error.actor.readPaymentMode') {
    return snapshot.matches({ checkout: { routing: 'loadingOptions' } }) ? [] : toPage('/paymentType');
  }
  if (event.type === 'xstate.done.actor.loadPaymentOptions') {
    return snapshot.matches({ checkout: 'submitting' })
      ? [{ type: 'checkout.submitRequested', selection: CASH_SELECTION }]
      : toPage('/payment');
  }
  // Without the store's options a card still goes to the card page; nothing is submitted.
  if (event.type === 'xstate.error.actor.loadPaymentOptions')
    return toPage(lastModeRead(path.steps.slice(0, index)) === LAST_CARD ? '/payment' : '/paymentType');
  if (event.type === 'checkout.refused') return toPage('/paymentType');
  return [];
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** What the delivery walk cannot reach. */
const DELIVERY_WALK_LEAVES: Record<string, string> = {
  'cart.starting · always':
    'needs a machine started without a user (input userId null); covered by the unit test "waits for a user before loading"',
  ...PICKUP_ONLY,
};

describe('cart machine model', () => {
  it(
    'walks every state and transition: load and merge, changes, limits, refusals, coupons, checkout, session changes, offline',
    async () => {
      const result = await runModel({
        name: 'cart',
        machine: cartMachine,
        input: { userId: 'anon-1', storeActor: storeActorWith(), limits: { maximumcartitems: 25, maximumcartprice: 5000 } },
        events: [
          { type: 'xstate.done.actor.readLocal', output: LOCAL },
          { type: 'xstate.done.actor.readLocal', output: LOCAL_OWN },
          { type: 'xstate.error.actor.readLocal', error: new Error('IndexedDB is not available') },
          { type: 'xstate.done.actor.getCart', output: SERVER_CART },
          { type: 'xstate.error.actor.getCart', error: FAILURE },
          { type: 'xstate.error.actor.getCart', error: OFFLINE },
          { type: 'xstate.done.actor.addCartItems', output: MERGED },
          { type: 'xstate.done.actor.addCartItems', output: MERGED_WITH_PROMO },
          { type: 'xstate.error.actor.addCartItems', error: FAILURE },
          { type: 'xstate.done.actor.loadToppings', output: TOPPINGS },
          { type: 'xstate.error.actor.loadToppings', error: FAILURE },
          { type: 'xstate.done.actor.loadUpsell', output: UPSELL },
          { type: 'xstate.error.actor.loadUpsell', error: FAILURE },
          { type: 'xstate.done.actor.writeLocal', output: undefined },
          { type: 'xstate.error.actor.writeLocal', error: new Error('IndexedDB is not available') },
          { type: 'xstate.done.actor.readStore', output: SAVED },
          { type: 'xstate.error.actor.readStore', error: new Error('IndexedDB is not available') },
          { type: 'xstate.done.actor.putCart', output: PUT_ANSWER },
          { type: 'xstate.error.actor.putCart', error: REFUSAL },
          { type: 'xstate.error.actor.putCart', error: OFFLINE },
          { type: 'xstate.done.actor.writeOffline', output: undefined },
          { type: 'xstate.error.actor.writeOffline', error: new Error('IndexedDB is not available') },
          { type: 'network.online' },
          { type: 'xstate.after.offlineRetry.cart.offline.waiting' },
          { type: 'xstate.done.actor.applyPromo', output: PROMO_APPLIED },
          { type: 'xstate.done.actor.applyPromo', output: { status: 'FAILED', displayMsg: REFUSAL.displayMsg } satisfies PromoResponse },
          { type: 'xstate.error.actor.applyPromo', error: FAILURE },
          { type: 'xstate.done.actor.carryPromo', output: PROMO_APPLIED },
          { type: 'xstate.done.actor.carryPromo', output: { status: 'FAILED', displayMsg: REFUSAL.displayMsg } satisfies PromoResponse },
          { type: 'xstate.error.actor.carryPromo', error: FAILURE },
          { type: 'xstate.done.actor.removePromo', output: PUT_ANSWER },
          { type: 'xstate.error.actor.removePromo', error: FAILURE },
          { type: 'xstate.done.actor.dropInvalid', output: PUT_ANSWER },
          { type: 'xstate.error.actor.dropInvalid', error: FAILURE },
          { type: 'xstate.done.actor.writeDropped', output: undefined },
          { type: 'xstate.error.actor.writeDropped', error: new Error('IndexedDB is not available') },
          { type: 'xstate.done.actor.removeLocal', output: undefined },
          { type: 'xstate.error.actor.removeLocal', error: new Error('IndexedDB is not available') },
          { type: 'xstate.done.actor.readCheckoutStore', output: SAVED },
          { type: 'xstate.error.actor.readCheckoutStore', error: new Error('IndexedDB is not available') },
          { type: 'xstate.done.actor.readPaymentMode', output: null },
          { type: 'xstate.done.actor.readPaymentMode', output: LAST_CARD },
          { type: 'xstate.error.actor.readPaymentMode', error: new Error('IndexedDB is not available') },
          { type: 'cart.add', item: BREAD },
          { type: 'cart.add', item: { ...BREAD, quantity: 30 } },
          { type: 'line.quantity', itemId: 'line-501', quantity: 3 },
          { type: 'line.remove', itemId: 'line-501' },
          { type: 'tip.set', tipAmount: 3_000 },
          { type: 'tip.remove' },
          { type: 'charge.toggle', chargeTypeCode: 'K', selected: true },
          { type: 'promo.apply', code: 'SLICE20' },
          { type: 'promo.apply', code: ' ' },
          { type: 'promo.remove' },
          { type: 'checkout.start' },
          { type: 'invalid.accept' },
          { type: 'checkout.confirm', payer: CUSTOMER },
          { type: 'checkout.cancel' },
          { type: 'cart.reload' },
          { type: 'error.dismiss' },
          { type: 'session.changed', userId: 'anon-1' },
          { type: 'session.changed', userId: null },
          { type: 'limits.changed', limits: { maximumcartitems: 25, maximumcartprice: 5000 } },
          { type: 'cart.replaced' },
        ],
        unreachable: DELIVERY_WALK_LEAVES,
        maxStates: 300_000,
        maxPaths: 40_000,
        // Adds queue while the cart is busy: for the model a queue is empty or not, however long it grows.
        // Changes kept offline likewise: some or none.
        abstractContext: (context: CartContext) => ({
          ...context,
          queuedAdds: context.queuedAdds.length > 0,
          offlineChanges: context.offlineChanges.length > 0,
        }),
        onStep: (check) => {
          const { step, actor, emitted } = check;
          const snapshot = actor.getSnapshot() as CartSnapshot;
          const message = snapshot.context.message;
          expect([null, ...LIMIT_MESSAGES, { code: 'chooseLocationFirst' }, REFUSAL_MESSAGE, OFFLINE_MESSAGE]).toContainEqual(message);
          // Offline, nothing is lost: the cart shown is a server answer and every change made waits to be sent.
          if (snapshot.hasTag('offline')) expect(snapshot.context.cart).not.toBeNull();
          expect([null, ...PROMO_MESSAGES]).toContainEqual(snapshot.context.promoError);
          // Only the review's 'Place order' leads on, once the last payment (and for pickup, the store's options) are read.
          expect(emitted).toEqual(expectedEmitted(check));
          // A limit or no-store refusal never reaches the server: the cart is the one before the change.
          if (message?.code === 'cartLimit' && step.event.type.startsWith('xstate.done.actor.readStore')) {
            expect(snapshot.context.cart?.itemCount ?? 0).toBeLessThanOrEqual(25);
          }
        },
      });
      reportCoverage(result);
      expect(coverageLine(result)).toBe('cart: 41/41 states, 82/82 transitions (8 listed unreachable)');
    },
    MODEL_TIMEOUT_MS,
  );

  it('walks a logged-in customer confirming a pickup order: paid as last time from the cart, or on to a payment page', async () => {
    const result = await runModel({
      name: 'cart (pickup)',
      machine: cartMachine,
      input: { userId: 'anon-1', storeActor: storeActorWith(SAVED_TAKEAWAY) },
      events: [
        { type: 'xstate.done.actor.readLocal', output: { cart: null, store: SAVED_TAKEAWAY } satisfies LocalState },
        { type: 'xstate.done.actor.getCart', output: PICKUP_CART },
        { type: 'xstate.done.actor.loadToppings', output: TOPPINGS },
        { type: 'xstate.done.actor.loadUpsell', output: UPSELL },
        { type: 'xstate.done.actor.writeLocal', output: undefined },
        { type: 'checkout.start' },
        { type: 'checkout.confirm', payer: CUSTOMER },
        { type: 'xstate.done.actor.readCheckoutStore', output: SAVED_TAKEAWAY },
        { type: 'xstate.done.actor.readPaymentMode', output: LAST_CARD },
        { type: 'xstate.done.actor.readPaymentMode', output: LAST_CASH },
        { type: 'xstate.done.actor.loadPaymentOptions', output: STORE_OPTIONS },
        { type: 'xstate.error.actor.loadPaymentOptions', error: FAILURE },
        { type: 'checkout.refused' },
        { type: 'checkout.cancel' },
      ],
      unreachable: PICKUP_WALK_LEAVES,
      onStep: (check) => {
        const snapshot = check.actor.getSnapshot() as CartSnapshot;
        expect(check.emitted).toEqual(expectedEmitted(check));
        // The routing facts live only while routing.
        if (!snapshot.matches({ checkout: 'routing' })) expect(snapshot.context.checkoutFacts).toBeNull();
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('cart (pickup): 23/23 states, 16/16 transitions (92 listed unreachable)');

    // Each walk throws unless it covers everything it does not list, so what neither lists is covered by one.
    const listedInBoth = result.unreachable.filter((name) => name in DELIVERY_WALK_LEAVES);
    expect(listedInBoth).toEqual(['cart.starting · always']);
  });
});
