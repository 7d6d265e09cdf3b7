import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem, CartItemInput, CartResponse, PromoResponse, UpsellResponse } from '@/contract/cart';
import type { Topping } from '@/contract/menu';
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
import { coverageLine, reportCoverage, runModel } from './harness';
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
/** The walk replays about 30000 paths (offline adds a copy of most of them). */
const MODEL_TIMEOUT_MS = 480_000;

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

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
          { type: 'xstate.done.actor.readPaymentMode', output: null },
          { type: 'xstate.done.actor.readPaymentMode', output: { paymentType: 'CC', name: 'Credit card', paymentId: 'pay-cc' } },
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
          { type: 'checkout.confirm' },
          { type: 'checkout.cancel' },
          { type: 'cart.reload' },
          { type: 'error.dismiss' },
          { type: 'session.changed', userId: 'anon-1' },
          { type: 'session.changed', userId: null },
          { type: 'limits.changed', limits: { maximumcartitems: 25, maximumcartprice: 5000 } },
          { type: 'cart.replaced' },
        ],
        unreachable: {
          'cart.starting · always':
            'needs a machine started without a user (input userId null); covered by the unit test "waits for a user before loading"',
        },
        maxStates: 300_000,
        maxPaths: 40_000,
        // Adds queue while the cart is busy: for the model a queue is empty or not, however long it grows.
        // Changes kept offline likewise: some or none.
        abstractContext: (context: CartContext) => ({
          ...context,
          queuedAdds: context.queuedAdds.length > 0,
          offlineChanges: context.offlineChanges.length > 0,
        }),
        onStep: ({ step, actor, emitted }) => {
          const snapshot = actor.getSnapshot() as CartSnapshot;
          const message = snapshot.context.message;
          expect([null, ...LIMIT_MESSAGES, { code: 'chooseLocationFirst' }, REFUSAL_MESSAGE, OFFLINE_MESSAGE]).toContainEqual(message);
          // Offline, nothing is lost: the cart shown is a server answer and every change made waits to be sent.
          if (snapshot.hasTag('offline')) expect(snapshot.context.cart).not.toBeNull();
          expect([null, ...PROMO_MESSAGES]).toContainEqual(snapshot.context.promoError);
          // Only the review's 'Place order' navigates, once the last payment is read: a delivery order to payment selection.
          const routed = /^xstate\.(done|error)\.actor\.readPaymentMode/.test(step.event.type);
          expect(emitted).toEqual(routed ? [{ type: 'navigation.requested', to: '/paymentType' }] : []);
          // A limit or no-store refusal never reaches the server: the cart is the one before the change.
          if (message?.code === 'cartLimit' && step.event.type.startsWith('xstate.done.actor.readStore')) {
            expect(snapshot.context.cart?.itemCount ?? 0).toBeLessThanOrEqual(25);
          }
        },
      });
      reportCoverage(result);
      expect(coverageLine(result)).toBe('cart: 39/39 states, 80/80 transitions (1 listed unreachable)');
    },
    MODEL_TIMEOUT_MS,
  );
});
