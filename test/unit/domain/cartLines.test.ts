import { describe, expect, it } from 'vitest';
import {
  asStoredCart,
  inputOf,
  isSameLine,
  isSoldAsIs,
  limitProblemOf,
  linesToMerge,
  mergeInputOf,
  plainItemOf,
  promoToCarry,
  putBodyOf,
  storedCartOf,
  offlineCopyOf,
  pendingItemCount,
  withKeptChanges,
  tipToCarry,
  type CartStore,
  type StoredCart,
} from '@/domain/cartLines';
import { bread, cartOf, CART_STORE_ID, GARLIC_BREAD, margherita, NO_TIP, RS_30_TIP } from './cartFixtures';

const STORE: CartStore = { storeId: CART_STORE_ID, deliveryType: 'D' };

describe('cart line rules', () => {
  it("carries a guest's tip amount only into a cart with no tip chosen, never from the user's own copy", () => {
    const guest: StoredCart = { userId: 'anon-0', storeId: '66201', deliveryType: 'D', items: [bread()], promoCode: null, tip: RS_30_TIP };
    expect(tipToCarry(guest, cartOf([]), 'user-1')).toEqual(RS_30_TIP);
    expect(tipToCarry({ ...guest, userId: 'user-1' }, cartOf([]), 'user-1')).toBeNull();
    expect(tipToCarry(guest, cartOf([], { tip: { ...RS_30_TIP, tipAmount: 2_000 } }), 'user-1')).toBeNull();
    expect(tipToCarry(guest, cartOf([], { tip: { ...NO_TIP, tipRemoved: true } }), 'user-1')).toBeNull();
    expect(tipToCarry({ ...guest, tip: { ...NO_TIP, tipRemoved: true } }, cartOf([]), 'user-1')).toBeNull();
    expect(tipToCarry({ ...guest, tip: undefined }, cartOf([]), 'user-1')).toBeNull();
  });

  it('SPEC 5: the same line is recognised whatever the topping order; a deal line only as the same deal', () => {
    expect(isSameLine(margherita(1, [3, 51]), margherita(2, [51, 3]))).toBe(true);
    expect(isSameLine(margherita(1, [3]), margherita(1, [4]))).toBe(false);
    expect(isSameLine({ ...margherita(), edvDealId: 'EDV1' }, { ...margherita(), edvDealId: 'EDV1' })).toBe(true);
    expect(isSameLine({ ...margherita(), edvDealId: 'EDV1' }, margherita())).toBe(false);
  });

  it("finds the lines of another user's device copy that the server cart lacks", () => {
    const local: StoredCart = { userId: 'anon-1', storeId: '66201', deliveryType: 'D', items: [margherita(2), bread()], promoCode: null };
    expect(linesToMerge(local, cartOf([margherita(1)]), 'user-1')).toEqual([bread()]);
    expect(linesToMerge(null, cartOf([]), 'user-1')).toEqual([]);
  });

  it("never merges a copy of the user's own cart, nor a copy that names no user", () => {
    const own: StoredCart = { userId: 'user-1', storeId: '66201', deliveryType: 'D', items: [bread()], promoCode: null };
    expect(linesToMerge(own, cartOf([]), 'user-1')).toEqual([]);
    const { userId: _userId, ...unowned } = own;
    expect(linesToMerge(unowned, cartOf([]), 'user-1')).toEqual([]);
  });

  it('SPEC 9: adding beyond 25 items or Rs 5000 is a problem; fewer items never are', () => {
    const limits = { maximumcartitems: 25, maximumcartprice: 5000 };
    const full = cartOf([bread(25)]);
    expect(limitProblemOf(full, { type: 'add', item: bread() }, limits)).toBe('items');
    expect(limitProblemOf(full, { type: 'quantity', itemId: 'line-0', quantity: 24 }, limits)).toBeNull();
    // 21 x Rs 249 = Rs 5229 > Rs 5000.
    const pricey = cartOf([{ ...margherita(20), productId: 102 }]);
    expect(limitProblemOf(pricey, { type: 'quantity', itemId: 'line-0', quantity: 21 }, limits)).toBe('price');
    expect(limitProblemOf(pricey, { type: 'quantity', itemId: 'line-0', quantity: 20 }, limits)).toBeNull();
  });
  it('a product sold as is becomes one plain line priced at its menu price', () => {
    expect(isSoldAsIs(GARLIC_BREAD)).toBe(true);
    expect(plainItemOf(GARLIC_BREAD)).toEqual({
      productId: 501,
      crustId: null,
      sizeId: null,
      quantity: 1,
      addTopngs: [],
      repTopngs: [],
      remTopngs: [],
      pricePerQty: GARLIC_BREAD.defaultPrice,
    });
  });

  it('SPEC 5: an added mergeable line raises the quantity of its twin instead of adding a line, and the price never goes to the server', () => {
    const body = putBodyOf(STORE, cartOf([margherita(1)]), { type: 'add', item: margherita(2) });
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ productId: 101, quantity: 3 });
    expect(body.items[0]).not.toHaveProperty('pricePerQty');
  });

  it('a quantity of 0 removes the line; a tip, a removed tip and an optional charge replace what the cart had', () => {
    const cart = cartOf([margherita(1), bread(1)]);
    expect(putBodyOf(STORE, cart, { type: 'quantity', itemId: 'line-0', quantity: 0 }).items).toEqual([inputOf(cart.validItems[1]!)]);
    expect(putBodyOf(STORE, cart, { type: 'tip', tipAmount: 3_000 }).tip).toEqual(RS_30_TIP);
    expect(putBodyOf(STORE, cart, { type: 'tipRemove' }).tip).toEqual({ ...NO_TIP, tipRemoved: true });
    const charged = putBodyOf(STORE, cartOf([], { optedOptionalCharges: [{ chargeTypeCode: 'K', selected: false }] }), {
      type: 'charge',
      chargeTypeCode: 'K',
      selected: true,
    });
    expect(charged.optedOptionalCharges).toEqual([{ chargeTypeCode: 'K', selected: true }]);
  });

  it("merges a guest's missing lines and tip into the logged-in user's cart at the cart's store", () => {
    const guest: StoredCart = {
      userId: 'anon-0',
      storeId: '66201',
      deliveryType: 'D',
      items: [bread()],
      promoCode: 'SAVE',
      tip: RS_30_TIP,
    };
    expect(mergeInputOf(STORE, guest, cartOf([]), 'user-1')).toEqual({ ...STORE, items: [bread()], tip: RS_30_TIP });
    expect(promoToCarry(guest, cartOf([]), 'user-1')).toBe('SAVE');
    expect(promoToCarry(guest, cartOf([]), 'anon-0')).toBeNull();
  });

  it('keeps the device copy of a server cart: its lines without prices, the answer to show offline, the changes to send', () => {
    const server = cartOf([margherita(2)]);
    const pending = [{ type: 'add', item: margherita(1) } as const];
    const copy = storedCartOf('user-1', STORE, server, pending);
    expect(copy).toEqual({
      userId: 'user-1',
      storeId: '66201',
      deliveryType: 'D',
      items: [inputOf(server.validItems[0]!)],
      promoCode: null,
      tip: NO_TIP,
      cart: server,
      pending,
    });
    expect(offlineCopyOf(copy, 'user-1')).toBe(copy);
    expect(offlineCopyOf(copy, 'user-2')).toBeNull();
    expect(offlineCopyOf(storedCartOf('user-1', STORE, null), 'user-1')).toBeNull();
    expect(pendingItemCount([...pending, { type: 'add', item: margherita(3) }, { type: 'remove', itemId: 'line-0' }])).toBe(4);
    expect(storedCartOf(null, null, null)).toMatchObject({ storeId: null, deliveryType: 'D', items: [] });
    expect(asStoredCart(copy)).toBe(copy);
    // A damaged offline part is dropped, the lines kept.
    expect(asStoredCart({ ...copy, cart: 'broken', pending: 'broken' })).toEqual({ ...copy, cart: undefined, pending: undefined });
    const twoLines = cartOf([margherita(2), margherita(1, [51])]);
    const kept = withKeptChanges(twoLines, [
      { type: 'quantity', itemId: twoLines.validItems[0]!.itemId, quantity: 4 },
      { type: 'remove', itemId: twoLines.validItems[1]!.itemId },
      { type: 'add', item: margherita(1) },
    ]);
    expect(kept.validItems.map((item) => item.quantity)).toEqual([4]);
    expect(kept.itemCount).toBe(4);
    expect(withKeptChanges(twoLines, [{ type: 'add', item: margherita(1) }])).toBe(twoLines);
    expect(asStoredCart({ storeId: '66201' })).toBeNull();
    expect(asStoredCart('cart')).toBeNull();
  });
});
