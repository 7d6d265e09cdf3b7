import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartItemsBody, CartPutBody, CartResponse, PromoResponse, UpsellResponse } from '@/contract/cart';
import type { Topping } from '@/contract/menu';
import type { PaymentOptionsResponse } from '@/contract/payments';
import type { CheckoutPayer } from '@/domain/checkoutRoute';
import { STORAGE_KEYS } from '@/api/storage';
import type { CartLimits, LinesToMergeInput, StoredCart } from '@/domain/cartLines';
import {
  cartMachine,
  selectCart,
  selectError,
  selectHasInvalidItemsPopup,
  selectInvalidItems,
  selectIsApplyingPromo,
  selectIsBusy,
  selectIsLoading,
  selectIsOffline,
  selectOfflineChangeCount,
  selectIsReviewing,
  selectIsSubmitting,
  selectItemCount,
  selectLimitAhead,
  selectLimits,
  selectLinesAtLimit,
  selectPromoError,
  type CartEmitted,
  type CartSnapshot,
} from '@machines/cart.machine';
import type { SelectedStore } from '@/domain/store';
import { bread, cartOf, CART_STORE_ID, GARLIC_BREAD, line, margherita, NO_TIP, RS_30_TIP } from '../domain/cartFixtures';
import { networkFailure, serverError } from '../../model/fixtures';
import { storeMachine } from '@machines/store.machine';

/** IndexedDB stand-in: the real readLocal, writeLocal and removeLocal actors and the real store actor run against it. */
const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/api/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/storage')>()),
  readStored: async (key: string) => stored.get(key),
  writeStored: async (key: string, value: unknown) => {
    stored.set(key, value);
  },
  removeStored: async (key: string) => {
    stored.delete(key);
  },
}));

const SAVED: SelectedStore = {
  storeId: CART_STORE_ID,
  childStoreId: CART_STORE_ID,
  deliveryType: 'D',
  location: { latitude: 12.93, longitude: 77.62, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

/** The same store chosen for takeaway. */
const TAKEAWAY_STORE: SelectedStore = { ...SAVED, deliveryType: 'T' };

interface Fakes {
  getCart?: () => Promise<CartResponse>;
  putCart?: (body: CartPutBody) => Promise<CartResponse>;
  addCartItems?: (body: LinesToMergeInput) => Promise<CartResponse>;
  applyPromo?: (code: string) => Promise<PromoResponse>;
  removePromo?: (code: string) => Promise<CartResponse>;
  loadPaymentOptions?: (storeId: string | null) => Promise<PaymentOptionsResponse>;
}

/** The takeaway store's options: cash, card and UPI. */
const PICKUP_OPTIONS: PaymentOptionsResponse = {
  methods: [
    { paymentId: 'pay-cash', paymentType: 'CASH', name: 'Cash', provider: null, enabled: 'E' },
    { paymentId: 'pay-cc', paymentType: 'CC', name: 'Credit card', provider: 'PAYU', enabled: 'E' },
    { paymentId: 'pay-upi', paymentType: 'UPI_WALLET', name: 'UPI', provider: 'PAYTM_PG', enabled: 'E', upiModes: ['INTENT', 'COLLECT'] },
  ],
  lastUsedPaymentId: null,
  walletBalance: 0,
};
const CUSTOMER_ON_PHONE: CheckoutPayer = { loggedIn: true, device: 'mobile', blacklisted: [] };
const GUEST_ON_PHONE: CheckoutPayer = { ...CUSTOMER_ON_PHONE, loggedIn: false };

function startCart(fakes: Fakes = {}, options: { userId?: string | null; limits?: CartLimits } = {}) {
  const calls = {
    getCart: vi.fn(fakes.getCart ?? (async () => cartOf([]))),
    putCart: vi.fn(fakes.putCart ?? (async (body: CartPutBody) => cartOf(body.items, { tip: body.tip ?? cartOf([]).tip }))),
    addCartItems: vi.fn(fakes.addCartItems ?? (async (body: CartItemsBody) => cartOf(body.items, { tip: body.tip ?? NO_TIP }))),
    applyPromo: vi.fn(fakes.applyPromo ?? (async (): Promise<PromoResponse> => ({ status: 'FAILED', displayMsg: '' }))),
    removePromo: vi.fn(fakes.removePromo ?? (async () => cartOf([]))),
    loadPaymentOptions: vi.fn(fakes.loadPaymentOptions ?? (async () => PICKUP_OPTIONS)),
  };
  // The real store actor, restoring from the IndexedDB stand-in.
  const storeActor = createActor(storeMachine).start();
  const actor = createActor(
    cartMachine.provide({
      actors: {
        getCart: fromPromise<CartResponse>(() => calls.getCart()),
        putCart: fromPromise<CartResponse, CartPutBody>(({ input }) => calls.putCart(input)),
        addCartItems: fromPromise<CartResponse, LinesToMergeInput>(({ input }) => calls.addCartItems(input)),
        applyPromo: fromPromise<PromoResponse, { code: string }>(({ input }) => calls.applyPromo(input.code)),
        removePromo: fromPromise<CartResponse, { code: string }>(({ input }) => calls.removePromo(input.code)),
        loadToppings: fromPromise<Topping[], { storeId: string | null }>(async () => []),
        loadUpsell: fromPromise<UpsellResponse>(async () => ({ products: [GARLIC_BREAD] })),
        loadPaymentOptions: fromPromise<PaymentOptionsResponse, { storeId: string | null }>(({ input }) =>
          calls.loadPaymentOptions(input.storeId),
        ),
      },
    }),
    {
      input: {
        userId: options.userId === undefined ? 'anon-1' : options.userId,
        storeActor,
        ...(options.limits ? { limits: options.limits } : {}),
      },
    },
  );
  const emitted: CartEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as CartEmitted));
  actor.start();
  return { actor, calls, emitted, storeActor };
}

const isIdle = (snapshot: CartSnapshot) => snapshot.matches({ ready: 'idle' });

async function readyCart(fakes: Fakes = {}, options: { userId?: string | null; limits?: CartLimits } = {}) {
  const started = startCart(fakes, options);
  await waitFor(started.actor, isIdle);
  return started;
}

async function settle(actor: ReturnType<typeof startCart>['actor']) {
  await waitFor(actor, (snapshot) => isIdle(snapshot) || snapshot.hasTag('popup'));
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  stored.clear();
  stored.set(STORAGE_KEYS.store, SAVED);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('cart machine', () => {
  it('loads the server cart, keeps it on the device and is busy meanwhile', async () => {
    let finish: (cart: CartResponse) => void = () => undefined;
    const { actor, calls } = startCart({ getCart: () => new Promise((resolve) => (finish = resolve)) });
    await vi.waitFor(() => expect(calls.getCart).toHaveBeenCalled());
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    finish(cartOf([margherita(2)]));
    const ready = await waitFor(actor, isIdle);
    expect(selectItemCount(ready)).toBe(2);
    expect(ready.context.upsell).toEqual([GARLIC_BREAD]);
    expect(stored.get(STORAGE_KEYS.cart)).toEqual({
      userId: 'anon-1',
      storeId: '66201',
      deliveryType: 'D',
      items: [{ productId: 101, crustId: 1, sizeId: 1, quantity: 2, addTopngs: [], repTopngs: [], remTopngs: [] }],
      promoCode: null,
      tip: NO_TIP,
      cart: ready.context.cart,
      pending: [],
    });
  });

  it('waits for a user before loading', async () => {
    const { actor, calls } = startCart({}, { userId: null });
    expect(actor.getSnapshot().matches('waitingForSession')).toBe(true);
    expect(calls.getCart).not.toHaveBeenCalled();
    actor.send({ type: 'session.changed', userId: 'anon-1' });
    await waitFor(actor, isIdle);
    expect(calls.getCart).toHaveBeenCalledTimes(1);
  });

  it('SPEC 5: adding the same line again raises its quantity; the server prices the whole cart', async () => {
    const { actor, calls } = await readyCart({ getCart: async () => cartOf([margherita(1, [51, 3])]) });
    actor.send({ type: 'cart.add', item: margherita(2, [3, 51]) });
    await settle(actor);
    expect(calls.putCart).toHaveBeenCalledTimes(1);
    const body = calls.putCart.mock.calls[0]?.[0] as CartPutBody;
    expect(body.storeId).toBe('66201');
    expect(body.items).toHaveLength(1);
    expect(body.items[0]?.quantity).toBe(3);
    expect(body.items[0]).not.toHaveProperty('pricePerQty');
    expect(selectItemCount(actor.getSnapshot())).toBe(3);
    expect((stored.get(STORAGE_KEYS.cart) as StoredCart).items[0]?.quantity).toBe(3);
  });

  it('adds a different line as a new one', async () => {
    const { actor, calls } = await readyCart({ getCart: async () => cartOf([margherita(1)]) });
    actor.send({ type: 'cart.add', item: bread() });
    await settle(actor);
    expect((calls.putCart.mock.calls[0]?.[0] as CartPutBody).items.map((item) => item.productId)).toEqual([101, 501]);
  });

  it('an add tapped while the cart is saving is queued and sent next, so no tap is lost', async () => {
    const { actor, calls } = await readyCart({ getCart: async () => cartOf([]) });
    actor.send({ type: 'cart.add', item: bread() });
    actor.send({ type: 'cart.add', item: bread() });
    actor.send({ type: 'cart.add', item: margherita(1) });
    await settle(actor);
    expect(calls.putCart).toHaveBeenCalledTimes(3);
    const last = calls.putCart.mock.calls[2]?.[0] as CartPutBody;
    expect(last.items.map((item) => [item.productId, item.quantity])).toEqual([
      [501, 2],
      [101, 1],
    ]);
    expect(actor.getSnapshot().context.queuedAdds).toEqual([]);
  });

  it('SPEC 9: refuses an add beyond the limit without calling and leaves the cart as it was', async () => {
    const { actor, calls } = await readyCart(
      { getCart: async () => cartOf([bread(25)]) },
      { limits: { maximumcartitems: 25, maximumcartprice: 5000 } },
    );
    const before = selectCart(actor.getSnapshot());
    actor.send({ type: 'cart.add', item: bread() });
    await settle(actor);
    expect(calls.putCart).not.toHaveBeenCalled();
    expect(selectError(actor.getSnapshot())).toEqual({
      code: 'cartLimit',
      limit: 'items',
      limits: { maximumcartitems: 25, maximumcartprice: 5000 },
    });
    expect(selectCart(actor.getSnapshot())).toBe(before);
    actor.send({ type: 'error.dismiss' });
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('SPEC 9: checks the next change against limits the app config changed since the cart started', async () => {
    const { actor, calls } = await readyCart(
      { getCart: async () => cartOf([bread(25)]) },
      { limits: { maximumcartitems: 25, maximumcartprice: 5000 } },
    );
    actor.send({ type: 'limits.changed', limits: { maximumcartitems: 30, maximumcartprice: 5000 } });
    expect(selectLimits(actor.getSnapshot())).toEqual({ maximumcartitems: 30, maximumcartprice: 5000 });
    actor.send({ type: 'cart.add', item: bread() });
    await settle(actor);
    expect(calls.putCart).toHaveBeenCalledTimes(1);
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('SPEC 9: says the price limit was hit when one more would take the items over Rs 5000', async () => {
    // 20 x Rs 249 = Rs 4980; one more is Rs 5229.
    const farmhouse = { ...margherita(20), productId: 102 };
    const { actor, calls } = await readyCart(
      { getCart: async () => cartOf([farmhouse]) },
      { limits: { maximumcartitems: 25, maximumcartprice: 5000 } },
    );
    actor.send({ type: 'line.quantity', itemId: 'line-0', quantity: 21 });
    await settle(actor);
    expect(calls.putCart).not.toHaveBeenCalled();
    expect(selectError(actor.getSnapshot())).toEqual({
      code: 'cartLimit',
      limit: 'price',
      limits: { maximumcartitems: 25, maximumcartprice: 5000 },
    });
  });

  it('SPEC 9: the lines whose + would break a limit are named, with the limit, before any tap', async () => {
    const limits = { maximumcartitems: 25, maximumcartprice: 5000 };
    const roomy = await readyCart({ getCart: async () => cartOf([bread(2)]) }, { limits });
    expect(selectLinesAtLimit(roomy.actor.getSnapshot())).toEqual([]);
    expect(selectLimitAhead(roomy.actor.getSnapshot())).toBeNull();
    const full = await readyCart({ getCart: async () => cartOf([bread(20), margherita(5)]) }, { limits });
    expect(selectLinesAtLimit(full.actor.getSnapshot())).toEqual(['line-0', 'line-1']);
    expect(selectLimitAhead(full.actor.getSnapshot())).toBe('items');
    // Rs 4980 of Farmhouse and one bread (Rs 109): another Farmhouse breaks the price limit, another bread does not.
    const pricey = await readyCart({ getCart: async () => cartOf([{ ...margherita(19), productId: 102 }, bread()]) }, { limits });
    expect(selectLinesAtLimit(pricey.actor.getSnapshot())).toEqual(['line-0']);
    expect(selectLimitAhead(pricey.actor.getSnapshot())).toBe('price');
  });

  it("a server refusal leaves the cart as it was and shows the server's message", async () => {
    const { actor } = await readyCart({
      getCart: async () => cartOf([margherita(1)]),
      putCart: async () => {
        throw serverError('CART_INVALID_ITEM', 'This topping is not available on this pizza.');
      },
    });
    const before = selectCart(actor.getSnapshot());
    actor.send({ type: 'line.quantity', itemId: 'line-0', quantity: 2 });
    await settle(actor);
    expect(selectCart(actor.getSnapshot())).toBe(before);
    expect(selectError(actor.getSnapshot())).toEqual({ code: 'server', text: 'This topping is not available on this pizza.' });
  });

  it('asks for a location when no store is saved', async () => {
    stored.delete(STORAGE_KEYS.store);
    const { actor, calls } = await readyCart();
    actor.send({ type: 'cart.add', item: bread() });
    await settle(actor);
    expect(calls.putCart).not.toHaveBeenCalled();
    expect(selectError(actor.getSnapshot())).toEqual({ code: 'chooseLocationFirst' });
  });

  it('reads the store actor again at each change (chosen after the cart loaded)', async () => {
    stored.delete(STORAGE_KEYS.store);
    const { actor, calls, storeActor } = await readyCart();
    storeActor.send({ type: 'store.selected', store: { ...SAVED, storeId: '66001', deliveryType: 'P' } });
    actor.send({ type: 'cart.add', item: bread() });
    await settle(actor);
    expect(calls.putCart).toHaveBeenCalledWith(expect.objectContaining({ storeId: '66001', deliveryType: 'P' }));
  });

  it('removes a line, and quantity 0 removes it too', async () => {
    const { actor, calls } = await readyCart({ getCart: async () => cartOf([margherita(1), bread(2)]) });
    actor.send({ type: 'line.remove', itemId: 'line-0' });
    await settle(actor);
    expect((calls.putCart.mock.calls[0]?.[0] as CartPutBody).items.map((item) => item.productId)).toEqual([501]);
    actor.send({ type: 'line.quantity', itemId: 'line-0', quantity: 0 });
    await settle(actor);
    expect((calls.putCart.mock.calls[1]?.[0] as CartPutBody).items).toEqual([]);
  });

  it('sets and removes the tip and opts in to the optional charge K', async () => {
    const { actor, calls } = await readyCart({ getCart: async () => cartOf([bread()]) });
    actor.send({ type: 'tip.set', tipAmount: 3_000 });
    await settle(actor);
    expect(calls.putCart.mock.calls[0]?.[0]).toMatchObject({ tip: { tipAmount: 3_000, tipRemoved: false } });
    actor.send({ type: 'tip.remove' });
    await settle(actor);
    expect(calls.putCart.mock.calls[1]?.[0]).toMatchObject({ tip: { tipAmount: 0, tipRemoved: true } });
    actor.send({ type: 'charge.toggle', chargeTypeCode: 'K', selected: true });
    await settle(actor);
    expect(calls.putCart.mock.calls[2]?.[0]).toMatchObject({ optedOptionalCharges: [{ chargeTypeCode: 'K', selected: true }] });
  });

  it('SPEC 3/4: posts the guest lines the server cart lacks (login), and nothing else', async () => {
    stored.set(STORAGE_KEYS.cart, {
      userId: 'anon-0',
      storeId: '66201',
      deliveryType: 'D',
      items: [margherita(2), bread()],
      promoCode: null,
    });
    const { actor, calls } = startCart({ getCart: async () => cartOf([margherita(1)]) });
    const ready = await waitFor(actor, isIdle);
    expect(calls.addCartItems).toHaveBeenCalledTimes(1);
    expect(calls.addCartItems.mock.calls[0]?.[0]).toEqual({ storeId: '66201', deliveryType: 'D', items: [bread()] });
    expect(selectCart(ready)?.validItems.map((item) => item.product.id)).toEqual([501]);
  });

  it("a guest's coupon goes with the guest lines into the logged-in user's cart", async () => {
    stored.set(STORAGE_KEYS.cart, { userId: 'anon-0', storeId: '66201', deliveryType: 'D', items: [bread(3)], promoCode: 'PIZZA20' });
    const promo = { promoCode: 'PIZZA20', description: '20% off', paymentOptions: [], discount: 6_540 };
    const { actor, calls } = startCart({
      getCart: async () => cartOf([]),
      applyPromo: async () => ({ status: 'SUCCESS', cart: cartOf([bread(3)], { explicitPromo: promo }) }),
    });
    const ready = await waitFor(actor, isIdle);
    expect(calls.applyPromo).toHaveBeenCalledWith('PIZZA20');
    expect(selectCart(ready)?.explicitPromo?.promoCode).toBe('PIZZA20');
    expect(stored.get(STORAGE_KEYS.cart)).toMatchObject({ promoCode: 'PIZZA20' });
  });

  it("a guest's coupon the logged-in user may not use is dropped with the server's reason, the lines kept", async () => {
    stored.set(STORAGE_KEYS.cart, { userId: 'anon-0', storeId: '66201', deliveryType: 'D', items: [bread()], promoCode: 'FIRST50' });
    const { actor } = startCart({
      getCart: async () => cartOf([]),
      applyPromo: async () => ({ status: 'FAILED', displayMsg: 'This coupon is for your first order only' }),
    });
    const ready = await waitFor(actor, isIdle);
    expect(selectItemCount(ready)).toBe(1);
    expect(selectPromoError(ready)).toEqual({ code: 'server', text: 'This coupon is for your first order only' });
  });

  it("a guest's Rs 30 tip goes with the guest lines into the logged-in user's cart", async () => {
    stored.set(STORAGE_KEYS.cart, {
      userId: 'anon-0',
      storeId: '66201',
      deliveryType: 'D',
      items: [bread()],
      promoCode: null,
      tip: RS_30_TIP,
    });
    const { actor, calls } = startCart({ getCart: async () => cartOf([]) }, { userId: 'user-1' });
    const ready = await waitFor(actor, isIdle);
    expect(calls.addCartItems.mock.calls[0]?.[0]).toMatchObject({ items: [bread()], tip: RS_30_TIP });
    expect(selectCart(ready)?.tip).toEqual(RS_30_TIP);
    expect(stored.get(STORAGE_KEYS.cart)).toMatchObject({ userId: 'user-1', tip: RS_30_TIP });
  });

  it("never re-applies the coupon of the user's own device copy (the server cart is the truth for it)", async () => {
    stored.set(STORAGE_KEYS.cart, { userId: 'anon-1', storeId: '66201', deliveryType: 'D', items: [bread()], promoCode: 'PIZZA20' });
    const { calls } = await readyCart({ getCart: async () => cartOf([]) });
    expect(calls.applyPromo).not.toHaveBeenCalled();
  });

  it('does not post anything when the server cart already has every device line', async () => {
    stored.set(STORAGE_KEYS.cart, { userId: 'anon-0', storeId: '66201', deliveryType: 'D', items: [bread()], promoCode: null });
    const { calls } = await readyCart({ getCart: async () => cartOf([bread()]) });
    expect(calls.addCartItems).not.toHaveBeenCalled();
  });

  it('reloads the cart of the new user after login, with the guest lines merged in', async () => {
    const { actor, calls } = await readyCart({ getCart: async () => cartOf([]) });
    actor.send({ type: 'cart.add', item: bread() });
    await settle(actor);
    calls.getCart.mockImplementation(async () => cartOf([margherita()]));
    calls.addCartItems.mockImplementation(async (body) => cartOf([margherita(), ...body.items]));
    actor.send({ type: 'session.changed', userId: 'user-1' });
    const ready = await waitFor(actor, (snapshot) => isIdle(snapshot) && snapshot.context.userId === 'user-1');
    expect(calls.addCartItems.mock.calls[0]?.[0].items.map((item) => item.productId)).toEqual([501]);
    expect(selectItemCount(ready)).toBe(2);
  });

  it('SPEC 4: logout clears the cart on the device and waits for the next user', async () => {
    const { actor } = await readyCart({ getCart: async () => cartOf([bread()]) });
    expect(stored.has(STORAGE_KEYS.cart)).toBe(true);
    actor.send({ type: 'session.changed', userId: null });
    await waitFor(actor, (snapshot) => snapshot.matches('waitingForSession'));
    expect(stored.has(STORAGE_KEYS.cart)).toBe(false);
    expect(selectCart(actor.getSnapshot())).toBeNull();
  });

  it('after an order the device copy goes before the reload, so the ordered lines are not posted back', async () => {
    let serverCart = cartOf([bread()]);
    const { actor, calls } = await readyCart({ getCart: async () => serverCart });
    expect(stored.has(STORAGE_KEYS.cart)).toBe(true);
    serverCart = cartOf([]);
    actor.send({ type: 'cart.replaced' });
    await settle(actor);
    expect(calls.addCartItems).not.toHaveBeenCalled();
    expect(selectItemCount(actor.getSnapshot())).toBe(0);
  });

  it("a page load after a paid order (gateway return) keeps the server's emptied cart: its own device copy is not posted back", async () => {
    stored.set(STORAGE_KEYS.cart, { userId: 'anon-1', storeId: '66201', deliveryType: 'D', items: [bread()], promoCode: null });
    const { actor, calls } = await readyCart({ getCart: async () => cartOf([]) });
    expect(calls.addCartItems).not.toHaveBeenCalled();
    expect(selectItemCount(actor.getSnapshot())).toBe(0);
    expect(stored.get(STORAGE_KEYS.cart)).toMatchObject({ userId: 'anon-1', items: [] });
  });

  it('after an order paid elsewhere, a reload keeps the lines the server still has (added in another tab)', async () => {
    let serverCart = cartOf([bread()]);
    const { actor, calls } = await readyCart({ getCart: async () => serverCart });
    serverCart = cartOf([margherita()]);
    actor.send({ type: 'cart.replaced' });
    await settle(actor);
    expect(calls.addCartItems).not.toHaveBeenCalled();
    expect(selectCart(actor.getSnapshot())?.validItems.map((item) => item.product.id)).toEqual([101]);
  });

  it('counts as loading until the guest lines are merged after login (no empty cart shows meanwhile)', async () => {
    stored.set(STORAGE_KEYS.cart, { userId: 'anon-0', storeId: '66201', deliveryType: 'D', items: [bread()], promoCode: null });
    let finishMerge: (cart: CartResponse) => void = () => undefined;
    const { actor, calls } = startCart({
      getCart: async () => cartOf([]),
      addCartItems: () => new Promise((resolve) => (finishMerge = resolve)),
    });
    await vi.waitFor(() => expect(calls.addCartItems).toHaveBeenCalled());
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    finishMerge(cartOf([bread()]));
    const ready = await waitFor(actor, isIdle);
    expect(selectIsLoading(ready)).toBe(false);
    expect(selectItemCount(ready)).toBe(1);
  });

  it("SPEC 5: an empty coupon is refused without a call; FAILED shows the server's text or the SPEC one", async () => {
    const { actor, calls } = await readyCart({ getCart: async () => cartOf([bread()]) });
    actor.send({ type: 'promo.apply', code: '   ' });
    expect(selectPromoError(actor.getSnapshot())).toEqual({ code: 'couponRequired' });
    expect(calls.applyPromo).not.toHaveBeenCalled();

    actor.send({ type: 'promo.apply', code: ' NOPE ' });
    expect(selectIsApplyingPromo(actor.getSnapshot())).toBe(true);
    await settle(actor);
    expect(calls.applyPromo).toHaveBeenCalledWith('NOPE');
    expect(selectPromoError(actor.getSnapshot())).toEqual({ code: 'couponNotValid' });

    calls.applyPromo.mockImplementation(async () => ({ status: 'FAILED', displayMsg: 'Minimum order Rs 500' }));
    actor.send({ type: 'promo.apply', code: 'BIG500' });
    await settle(actor);
    expect(selectPromoError(actor.getSnapshot())).toEqual({ code: 'server', text: 'Minimum order Rs 500' });
  });

  it('applies a coupon, keeps its code on the device, then removes it', async () => {
    const promo = { promoCode: 'SLICE20', description: '20% off', paymentOptions: [], discount: 2_180 };
    const { actor, calls } = await readyCart({
      getCart: async () => cartOf([bread()]),
      applyPromo: async () => ({ status: 'SUCCESS', cart: cartOf([bread()], { explicitPromo: promo }) }),
      removePromo: async () => cartOf([bread()]),
    });
    actor.send({ type: 'promo.apply', code: 'SLICE20' });
    await waitFor(actor, (snapshot) => isIdle(snapshot) && snapshot.context.cart?.explicitPromo !== null);
    await vi.waitFor(() => expect((stored.get(STORAGE_KEYS.cart) as StoredCart).promoCode).toBe('SLICE20'));
    expect(selectPromoError(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'promo.remove' });
    await waitFor(actor, (snapshot) => isIdle(snapshot) && snapshot.context.cart?.explicitPromo === null);
    expect(calls.removePromo).toHaveBeenCalledWith('SLICE20');
    await vi.waitFor(() => expect((stored.get(STORAGE_KEYS.cart) as StoredCart).promoCode).toBeNull());
  });

  it('SPEC 8: unavailable lines are asked about at checkout; accepting drops them and shows the review', async () => {
    const withInvalid = cartOf([bread()], { invalidItems: [{ ...line(margherita(), 9), invalidReason: 'Temporarily out of stock' }] });
    const { actor, calls, emitted } = await readyCart({ getCart: async () => withInvalid });
    expect(selectInvalidItems(actor.getSnapshot())).toHaveLength(1);
    actor.send({ type: 'checkout.start' });
    expect(selectHasInvalidItemsPopup(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'invalid.accept' });
    await waitFor(actor, selectIsReviewing);
    expect((calls.putCart.mock.calls[0]?.[0] as CartPutBody).items.map((item) => item.productId)).toEqual([501]);
    expect(selectInvalidItems(actor.getSnapshot())).toEqual([]);
    actor.send({ type: 'checkout.confirm', payer: CUSTOMER_ON_PHONE });
    await waitFor(actor, isIdle);
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/paymentType' }]);
  });

  it('SPEC 4: confirming a pickup order last paid by card goes to the card page; without a last payment, to payment selection', async () => {
    const pickup = cartOf([bread()], { deliveryType: 'T' });
    stored.set(STORAGE_KEYS.store, TAKEAWAY_STORE);
    stored.set(STORAGE_KEYS.paymentMode, { paymentType: 'CC', name: 'Credit card', paymentId: 'pay-cc' });
    const { actor, emitted } = await readyCart({ getCart: async () => pickup });
    actor.send({ type: 'checkout.start' });
    actor.send({ type: 'checkout.confirm', payer: CUSTOMER_ON_PHONE });
    await waitFor(actor, isIdle);
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/payment' }]);

    stored.delete(STORAGE_KEYS.paymentMode);
    actor.send({ type: 'checkout.start' });
    actor.send({ type: 'checkout.confirm', payer: CUSTOMER_ON_PHONE });
    await waitFor(actor, isIdle);
    expect(emitted.at(-1)).toEqual({ type: 'navigation.requested', to: '/paymentType' });
  });

  it('a cart priced for takeaway whose store was since chosen for delivery is paid on payment selection, never from the cart', async () => {
    stored.set(STORAGE_KEYS.paymentMode, { paymentType: 'CASH', name: 'Cash', paymentId: 'pay-cash' });
    const { actor, emitted, calls } = await readyCart({ getCart: async () => cartOf([bread()], { deliveryType: 'T' }) });
    actor.send({ type: 'checkout.start' });
    actor.send({ type: 'checkout.confirm', payer: CUSTOMER_ON_PHONE });
    await waitFor(actor, isIdle);
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/paymentType' }]);
    expect(calls.loadPaymentOptions).not.toHaveBeenCalled();
  });

  describe('SPEC 4: a pickup order paid as last time is submitted from the cart', () => {
    const CASH_MODE = { paymentType: 'CASH', name: 'Cash', paymentId: 'pay-cash' };
    const UPI_MODE = { paymentType: 'UPI_WALLET', name: 'UPI', paymentId: 'pay-upi' };
    const pickup = cartOf([bread()], { deliveryType: 'T' });

    async function confirm(payer: CheckoutPayer, fakes: Fakes = {}) {
      stored.set(STORAGE_KEYS.store, TAKEAWAY_STORE);
      const started = await readyCart({ getCart: async () => pickup, ...fakes });
      started.actor.send({ type: 'checkout.start' });
      started.actor.send({ type: 'checkout.confirm', payer });
      await waitFor(started.actor, (snapshot) => isIdle(snapshot) || selectIsSubmitting(snapshot));
      return started;
    }

    it('cash, still offered at the store: the order submit gets it, the cart waits busy and goes back when the submit does', async () => {
      stored.set(STORAGE_KEYS.paymentMode, CASH_MODE);
      const { actor, calls, emitted } = await confirm(CUSTOMER_ON_PHONE);
      expect(calls.loadPaymentOptions).toHaveBeenCalledWith(CART_STORE_ID);
      expect(emitted).toEqual([
        {
          type: 'checkout.submitRequested',
          selection: {
            primaryPaymentId: 'pay-cash',
            primaryType: 'CASH',
            secondaryPaymentId: null,
            instrumentDetails: null,
            cardInitialDigits: null,
          },
        },
      ]);
      expect(selectIsSubmitting(actor.getSnapshot())).toBe(true);
      expect(selectIsBusy(actor.getSnapshot())).toBe(true);
      expect(actor.getSnapshot().context.checkoutFacts).toBeNull();
      // Lines wait while the order is being placed.
      expect(actor.getSnapshot().can({ type: 'line.remove', itemId: pickup.validItems[0]!.itemId })).toBe(false);

      // The order submit went back (duplicate order cancelled, COD OTP abandoned): the cart as it was.
      actor.send({ type: 'checkout.cancel' });
      expect(isIdle(actor.getSnapshot())).toBe(true);
      expect(emitted).toHaveLength(1);
    });

    it('a refused submit (cash no longer taken there): once its popup closes, payment selection', async () => {
      stored.set(STORAGE_KEYS.paymentMode, CASH_MODE);
      const { actor, emitted } = await confirm(CUSTOMER_ON_PHONE);
      actor.send({ type: 'checkout.refused' });
      expect(isIdle(actor.getSnapshot())).toBe(true);
      expect(emitted.at(-1)).toEqual({ type: 'navigation.requested', to: '/paymentType' });
    });

    it('the order placed from the cart empties it: the cart loads afresh', async () => {
      stored.set(STORAGE_KEYS.paymentMode, CASH_MODE);
      const { actor, calls } = await confirm(CUSTOMER_ON_PHONE);
      calls.getCart.mockImplementation(async () => cartOf([], { deliveryType: 'T' }));
      actor.send({ type: 'cart.replaced' });
      const reloaded = await waitFor(actor, isIdle);
      expect(selectItemCount(reloaded)).toBe(0);
    });

    it('UPI on a phone goes with UPI intent; on a desktop, payment selection without asking the store', async () => {
      stored.set(STORAGE_KEYS.paymentMode, UPI_MODE);
      const phone = await confirm(CUSTOMER_ON_PHONE);
      expect(phone.emitted).toEqual([
        {
          type: 'checkout.submitRequested',
          selection: {
            primaryPaymentId: 'pay-upi',
            primaryType: 'UPI_WALLET',
            secondaryPaymentId: null,
            instrumentDetails: { upiMode: 'INTENT' },
            cardInitialDigits: null,
          },
        },
      ]);

      const desktop = await confirm({ ...CUSTOMER_ON_PHONE, device: 'desktop' });
      expect(desktop.calls.loadPaymentOptions).not.toHaveBeenCalled();
      expect(desktop.emitted).toEqual([{ type: 'navigation.requested', to: '/paymentType' }]);
    });

    it('a guest, a method the store no longer offers, or options that do not load: payment selection', async () => {
      stored.set(STORAGE_KEYS.paymentMode, CASH_MODE);
      const guest = await confirm(GUEST_ON_PHONE);
      expect(guest.calls.loadPaymentOptions).not.toHaveBeenCalled();
      expect(guest.emitted).toEqual([{ type: 'navigation.requested', to: '/paymentType' }]);

      const gone = await confirm(CUSTOMER_ON_PHONE, {
        loadPaymentOptions: async () => ({
          ...PICKUP_OPTIONS,
          methods: PICKUP_OPTIONS.methods.filter((method) => method.paymentType !== 'CASH'),
        }),
      });
      expect(gone.emitted).toEqual([{ type: 'navigation.requested', to: '/paymentType' }]);

      const blacklisted = await confirm({ ...CUSTOMER_ON_PHONE, blacklisted: ['CASH'] });
      expect(blacklisted.emitted).toEqual([{ type: 'navigation.requested', to: '/paymentType' }]);

      const failing = await confirm(CUSTOMER_ON_PHONE, { loadPaymentOptions: () => Promise.reject(serverError('STORE_CLOSED', 'Closed')) });
      expect(failing.emitted).toEqual([{ type: 'navigation.requested', to: '/paymentType' }]);
      expect(isIdle(failing.actor.getSnapshot())).toBe(true);
      expect(failing.actor.getSnapshot().context.checkoutFacts).toBeNull();
    });

    it('a delivery order last paid in cash still goes to payment selection', async () => {
      stored.set(STORAGE_KEYS.paymentMode, CASH_MODE);
      const { actor, calls, emitted } = await readyCart({ getCart: async () => cartOf([bread()]) });
      actor.send({ type: 'checkout.start' });
      actor.send({ type: 'checkout.confirm', payer: CUSTOMER_ON_PHONE });
      await waitFor(actor, isIdle);
      expect(calls.loadPaymentOptions).not.toHaveBeenCalled();
      expect(emitted).toEqual([{ type: 'navigation.requested', to: '/paymentType' }]);
    });
  });

  it('SPEC 9: a free pizza the points do not cover holds checkout back (no drop-and-continue) until it is removed', async () => {
    const refusedFree = {
      ...line(margherita(), 9),
      menuType: 'LOYALTY' as const,
      invalidReason: 'You need 600 credited Pizza Pals points for 1 free pizza.',
    };
    const withRefused = cartOf([bread()], { invalidItems: [refusedFree] });
    const { actor, calls } = await readyCart({ getCart: async () => withRefused });
    expect(actor.getSnapshot().can({ type: 'checkout.start' })).toBe(false);
    actor.send({ type: 'checkout.start' });
    expect(selectHasInvalidItemsPopup(actor.getSnapshot())).toBe(false);
    expect(selectIsReviewing(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'line.remove', itemId: refusedFree.itemId });
    await waitFor(actor, (snapshot) => isIdle(snapshot) && selectInvalidItems(snapshot).length === 0);
    expect((calls.putCart.mock.calls[0]?.[0] as CartPutBody).items.map((item) => item.productId)).toEqual([501]);
    actor.send({ type: 'checkout.start' });
    expect(selectIsReviewing(actor.getSnapshot())).toBe(true);
  });

  it('checkout of a cart without problems goes straight to the review; cancel closes it', async () => {
    const { actor, emitted } = await readyCart({ getCart: async () => cartOf([bread()]) });
    actor.send({ type: 'checkout.start' });
    expect(selectIsReviewing(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'checkout.cancel' });
    expect(isIdle(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([]);
  });

  it('an empty cart cannot be checked out', async () => {
    const { actor } = await readyCart();
    expect(actor.getSnapshot().can({ type: 'checkout.start' })).toBe(false);
  });

  it('a failed load can be retried', async () => {
    const { actor, calls } = startCart({
      getCart: async () => {
        throw serverError('STORE_NOT_FOUND', 'This store does not exist.', 404);
      },
    });
    await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(selectError(actor.getSnapshot())).toEqual({ code: 'server', text: 'This store does not exist.' });
    calls.getCart.mockImplementation(async () => cartOf([bread()]));
    actor.send({ type: 'cart.reload' });
    expect(selectItemCount(await waitFor(actor, isIdle))).toBe(1);
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  describe('without a network', () => {
    it('keeps lines added, changed or removed on the device and sends them in order once online', async () => {
      let online = true;
      const sent: CartPutBody[] = [];
      const { actor } = await readyCart({
        getCart: async () => cartOf([margherita(1)]),
        putCart: async (body) => {
          if (!online) throw networkFailure();
          sent.push(body);
          return cartOf(body.items);
        },
      });
      online = false;
      actor.send({ type: 'cart.add', item: bread(2) });
      const offline = await waitFor(actor, (snapshot) => snapshot.matches({ offline: 'waiting' }));
      expect(selectIsOffline(offline)).toBe(true);
      // The server's cart still shows, with the added items counted.
      expect(selectCart(offline)?.itemCount).toBe(1);
      expect(selectItemCount(offline)).toBe(3);
      actor.send({ type: 'line.quantity', itemId: 'line-0', quantity: 3 });
      const changed = await waitFor(
        actor,
        (snapshot) => snapshot.matches({ offline: 'waiting' }) && selectOfflineChangeCount(snapshot) === 2,
      );
      // The line shows its new quantity at once (a second tap counts from it); the added items are counted.
      expect(selectCart(changed)?.validItems[0]?.quantity).toBe(3);
      expect(selectItemCount(changed)).toBe(5);
      expect((stored.get(STORAGE_KEYS.cart) as StoredCart).pending).toEqual([
        { type: 'add', item: bread(2) },
        { type: 'quantity', itemId: 'line-0', quantity: 3 },
      ]);
      expect(actor.getSnapshot().can({ type: 'checkout.start' })).toBe(false);

      online = true;
      actor.send({ type: 'network.online' });
      const synced = await waitFor(actor, (snapshot) => isIdle(snapshot) && selectOfflineChangeCount(snapshot) === 0);
      expect(sent.map((body) => body.items.map((item) => [item.productId, item.quantity]))).toEqual([
        [
          [101, 1],
          [bread().productId, 2],
        ],
        [
          [101, 3],
          [bread().productId, 2],
        ],
      ]);
      expect(selectItemCount(synced)).toBe(5);
      await vi.waitFor(() => expect((stored.get(STORAGE_KEYS.cart) as StoredCart).pending).toEqual([]));
    });

    it("shows this user's device copy when the cart cannot be loaded, and sends the changes it kept once loaded", async () => {
      const copy = cartOf([margherita(2)]);
      stored.set(STORAGE_KEYS.cart, {
        userId: 'anon-1',
        storeId: CART_STORE_ID,
        deliveryType: 'D',
        items: [margherita(2)],
        promoCode: null,
        cart: copy,
        pending: [{ type: 'add', item: bread(1) }],
      } satisfies StoredCart);
      let online = false;
      const { actor, calls } = startCart({
        getCart: async () => {
          if (!online) throw networkFailure();
          return copy;
        },
      });
      const offline = await waitFor(actor, (snapshot) => snapshot.matches({ offline: 'waiting' }));
      expect(selectCart(offline)).toEqual(copy);
      expect(selectItemCount(offline)).toBe(3);
      expect(selectError(offline)).toBeNull();
      online = true;
      actor.send({ type: 'network.online' });
      const synced = await waitFor(actor, (snapshot) => isIdle(snapshot) && selectOfflineChangeCount(snapshot) === 0);
      expect(calls.putCart).toHaveBeenCalledTimes(1);
      expect(selectItemCount(synced)).toBe(3);
    });

    it('writes a change refused when sent off the device, so the next load does not send it again', async () => {
      stored.set(STORAGE_KEYS.cart, {
        userId: 'anon-1',
        storeId: CART_STORE_ID,
        deliveryType: 'D',
        items: [],
        promoCode: null,
        cart: cartOf([]),
        pending: [{ type: 'add', item: bread(1) }],
      } satisfies StoredCart);
      const { actor, calls } = startCart({ putCart: async () => Promise.reject(serverError('CART_INVALID_ITEM', 'Not sold here.')) });
      const refused = await waitFor(actor, (snapshot) => isIdle(snapshot) && selectError(snapshot) !== null);
      expect(selectError(refused)).toEqual({ code: 'server', text: 'Not sold here.' });
      await vi.waitFor(() => expect((stored.get(STORAGE_KEYS.cart) as StoredCart).pending).toEqual([]));
      actor.send({ type: 'cart.reload' });
      await waitFor(actor, isIdle);
      expect(calls.putCart).toHaveBeenCalledTimes(1);
    });

    it("fails to load as before without a device copy of this user's cart", async () => {
      stored.set(STORAGE_KEYS.cart, {
        userId: 'anon-0',
        storeId: CART_STORE_ID,
        deliveryType: 'D',
        items: [],
        promoCode: null,
        cart: cartOf([]),
      });
      const { actor } = startCart({ getCart: async () => Promise.reject(networkFailure()) });
      const failed = await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
      expect(selectError(failed)).toEqual({ code: 'server', text: 'Internet connection Lost' });
    });
  });
});
