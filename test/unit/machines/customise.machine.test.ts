import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApiClient } from '@/api/client';
import type { MenuProduct, MenuResponse, ToppingsResponse } from '@/contract/menu';
import { setApiClient } from '@/api/holder';
import { cartItemOf, toppingLists } from '@/domain/customise';
import {
  CUSTOMISE_MENU_FAILURE_LOG,
  CUSTOMISE_TOPPINGS_FAILURE_LOG,
  customiseMachine,
  selectCanAddCheese,
  selectCanConfirm,
  selectCanDecrease,
  selectCanIncrease,
  selectCanRemoveCheese,
  selectCheese,
  selectCrustId,
  selectExtraCheeseLimit,
  selectHasFailed,
  selectIsBestseller,
  selectIsEditing,
  selectIsLoading,
  selectLineTotal,
  selectOffersCheese,
  selectPricePerQty,
  selectProduct,
  selectQuantity,
  selectSizeId,
  selectSizes,
  selectToppingOptions,
  type CustomiseEmitted,
  type CustomiseInput,
  type CustomiseSnapshot,
} from '@machines/customise.machine';
import type { StoreCallInput } from '@machines/menu.machine';
import type { ReadStoreInput } from '@machines/shared/selectedStore';
import type { SelectedStore } from '@/domain/store';
import { networkFailure } from '../../model/fixtures';
import { storeActorWith } from '../../support/storeActor';

const GARDEN: MenuProduct = {
  id: 102,
  menuCode: 'MENU102',
  code: 'PIZ102',
  name: 'Farm Fresh Garden',
  description: 'Onion and mushroom.',
  defaultPrice: 16_900,
  defaultCrustPrice: 16_900,
  // Onion and mushroom come with it.
  defaultToppings: [1, 4],
  allowedToppings: [1, 2, 4, 8, 51],
  crust: [
    {
      crustId: 1,
      code: 'HT',
      name: 'New Hand Tossed',
      sizes: [
        { sizeId: 1, code: 'R', name: 'Regular', serves: 1, price: 16_900 },
        { sizeId: 2, code: 'M', name: 'Medium', serves: 2, price: 33_900 },
      ],
    },
    { crustId: 3, code: 'CB', name: 'Cheese Burst', sizes: [{ sizeId: 2, code: 'M', name: 'Medium', serves: 2, price: 45_900 }] },
    { crustId: 2, code: 'WT', name: 'Wheat Thin Crust', sizes: [{ sizeId: 3, code: 'L', name: 'Large', serves: 4, price: 57_900 }] },
  ],
  foodType: 'VEG',
  type: 1,
  image: '/images/menu/piz-102.svg',
  inStock: true,
};
const BREADSTICKS: MenuProduct = {
  ...GARDEN,
  id: 501,
  code: 'SID501',
  name: 'Garlic Breadsticks',
  type: 0,
  crust: [],
  defaultCrustPrice: null,
};
const SOLD_OUT: MenuProduct = { ...GARDEN, id: 204, name: 'Chicken Feast', inStock: false };

const MENU: MenuResponse = {
  status: 'SUCCESS',
  store: { id: '66001', name: 'Slice Connaught Place', address: 'N-12', city: 'Delhi' },
  data: [
    { categoryId: 1, categoryName: 'Bestsellers', data: [BREADSTICKS] },
    { categoryId: 2, categoryName: 'Veg Pizza', data: [GARDEN, SOLD_OUT] },
  ],
};
const TOPPINGS: ToppingsResponse = {
  status: 'SUCCESS',
  data: [
    { id: 1, code: 'ONION', name: 'Onion', foodType: 'VEG', price: 4_500 },
    { id: 2, code: 'CAPSICUM', name: 'Crisp Capsicum', foodType: 'VEG', price: 4_500 },
    { id: 4, code: 'MUSHROOM', name: 'Grilled Mushroom', foodType: 'VEG', price: 5_500 },
    { id: 8, code: 'PANEER', name: 'Paneer Cubes', foodType: 'VEG', price: 6_500 },
    { id: 21, code: 'BBQ_CHICKEN', name: 'Barbeque Chicken', foodType: 'NON_VEG', price: 7_500 },
    { id: 51, code: 'EXTRA_CHEESE', name: 'Extra Cheese', foodType: 'VEG', price: 6_000 },
  ],
};
const SAVED: SelectedStore = {
  storeId: '66001',
  childStoreId: '66001',
  deliveryType: 'D',
  location: { latitude: 28.63, longitude: 77.22, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

interface Fakes {
  readStore?: () => Promise<SelectedStore | null>;
  loadMenu?: (input: StoreCallInput) => Promise<MenuResponse>;
  loadToppings?: (input: StoreCallInput) => Promise<ToppingsResponse>;
}

function startCustomise(input: Partial<CustomiseInput> = {}, fakes: Fakes = {}) {
  const calls = {
    readStore: vi.fn(fakes.readStore ?? (async () => SAVED)),
    loadMenu: vi.fn(fakes.loadMenu ?? (async () => MENU)),
    loadToppings: vi.fn(fakes.loadToppings ?? (async () => TOPPINGS)),
  };
  const actor = createActor(
    customiseMachine.provide({
      actors: {
        readStore: fromPromise<SelectedStore | null, ReadStoreInput>(() => calls.readStore()),
        loadMenu: fromPromise<MenuResponse, StoreCallInput>(({ input: call }) => calls.loadMenu(call)),
        loadToppings: fromPromise<ToppingsResponse, StoreCallInput>(({ input: call }) => calls.loadToppings(call)),
      },
    }),
    { input: { storeActor: storeActorWith(), pizzaId: 102, extraCheeseLimit: 3, maxQuantity: 25, ...input } },
  );
  const emitted: CustomiseEmitted[] = [];
  actor.on('*', (event) => emitted.push(event as CustomiseEmitted));
  actor.start();
  return { actor, calls, emitted };
}

const editing = (actor: ReturnType<typeof startCustomise>['actor']) => waitFor(actor, selectIsEditing);
const lists = (snapshot: CustomiseSnapshot) => toppingLists(snapshot.context);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('customise machine', () => {
  it('loads the pizza with its first crust and size, the default toppings on, and prices it', async () => {
    const { actor, calls } = startCustomise();
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    const ready = await editing(actor);
    expect(calls.loadMenu).toHaveBeenCalledWith({ storeId: '66001' });
    expect(calls.loadToppings).toHaveBeenCalledWith({ storeId: '66001' });
    expect(selectIsLoading(ready)).toBe(false);
    expect(selectProduct(ready)?.name).toBe('Farm Fresh Garden');
    expect(selectIsBestseller(ready)).toBe(false);
    expect(selectCrustId(ready)).toBe(1);
    expect(selectSizeId(ready)).toBe(1);
    expect(selectSizes(ready).map((size) => size.serves)).toEqual([1, 2]);
    expect(selectPricePerQty(ready)).toBe(16_900);
    expect(selectLineTotal(ready)).toBe(16_900);
    expect(selectQuantity(ready)).toBe(1);
    expect(selectExtraCheeseLimit(ready)).toBe(3);
    expect(selectOffersCheese(ready)).toBe(true);
    // Only allowed toppings the store sells, defaults first, extra cheese apart.
    expect(selectToppingOptions(ready).map(({ topping, isOn, isDefault }) => [topping.id, isOn, isDefault])).toEqual([
      [1, true, true],
      [4, true, true],
      [2, false, false],
      [8, false, false],
    ]);
  });

  it('a crust keeps the size when it is baked in it, else takes its first size; only its own sizes can be chosen', async () => {
    const { actor } = startCustomise();
    await editing(actor);
    actor.send({ type: 'size.select', sizeId: 2 });
    expect(selectPricePerQty(actor.getSnapshot())).toBe(33_900);
    actor.send({ type: 'crust.select', crustId: 3 });
    expect([selectCrustId(actor.getSnapshot()), selectSizeId(actor.getSnapshot())]).toEqual([3, 2]);
    expect(selectPricePerQty(actor.getSnapshot())).toBe(45_900);
    actor.send({ type: 'size.select', sizeId: 1 });
    expect(selectSizeId(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'crust.select', crustId: 2 });
    expect([selectCrustId(actor.getSnapshot()), selectSizeId(actor.getSnapshot())]).toEqual([2, 3]);
    actor.send({ type: 'crust.select', crustId: 99 });
    expect(selectCrustId(actor.getSnapshot())).toBe(2);
  });

  it('adds and removes toppings: extras are charged, a removed default goes to remTopngs, a topping added after it replaces it', async () => {
    const { actor } = startCustomise();
    await editing(actor);
    actor.send({ type: 'topping.add', toppingId: 2 });
    expect(lists(actor.getSnapshot())).toEqual({ remTopngs: [], repTopngs: [], addTopngs: [2] });
    expect(selectPricePerQty(actor.getSnapshot())).toBe(16_900 + 4_500);

    actor.send({ type: 'topping.remove', toppingId: 4 });
    // Capsicum now replaces the mushroom: free.
    expect(lists(actor.getSnapshot())).toEqual({ remTopngs: [4], repTopngs: [2], addTopngs: [] });
    expect(selectPricePerQty(actor.getSnapshot())).toBe(16_900);

    actor.send({ type: 'topping.add', toppingId: 8 });
    expect(lists(actor.getSnapshot())).toEqual({ remTopngs: [4], repTopngs: [2], addTopngs: [8] });
    expect(selectPricePerQty(actor.getSnapshot())).toBe(16_900 + 6_500);

    // Putting the mushroom back undoes its removal; capsicum is an addition again.
    actor.send({ type: 'topping.add', toppingId: 4 });
    expect(lists(actor.getSnapshot())).toEqual({ remTopngs: [], repTopngs: [], addTopngs: [2, 8] });
    actor.send({ type: 'topping.remove', toppingId: 2 });
    expect(lists(actor.getSnapshot())).toEqual({ remTopngs: [], repTopngs: [], addTopngs: [8] });
    expect(selectToppingOptions(actor.getSnapshot()).find((option) => option.topping.id === 8)?.isOn).toBe(true);
  });

  it('refuses toppings the pizza does not allow, the store does not sell, that are already on, or that are not on', async () => {
    const { actor } = startCustomise();
    await editing(actor);
    const before = actor.getSnapshot().context;
    actor.send({ type: 'topping.add', toppingId: 21 });
    actor.send({ type: 'topping.add', toppingId: 1 });
    actor.send({ type: 'topping.add', toppingId: 51 });
    actor.send({ type: 'topping.remove', toppingId: 8 });
    expect(actor.getSnapshot().context).toEqual(before);
  });

  it('SPEC 9: extra cheese (item 51) repeats up to extracheesecount, and each portion is charged', async () => {
    const { actor } = startCustomise({ extraCheeseLimit: 2 });
    await editing(actor);
    expect(selectCanRemoveCheese(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'cheese.add' });
    actor.send({ type: 'cheese.add' });
    expect(selectCanAddCheese(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'cheese.add' });
    expect(selectCheese(actor.getSnapshot())).toBe(2);
    expect(lists(actor.getSnapshot()).addTopngs).toEqual([51, 51]);
    expect(selectPricePerQty(actor.getSnapshot())).toBe(16_900 + 2 * 6_000);
    actor.send({ type: 'cheese.remove' });
    expect(selectCheese(actor.getSnapshot())).toBe(1);
    expect(selectCanAddCheese(actor.getSnapshot())).toBe(true);
  });

  it('no extra cheese when the pizza does not allow it or the store does not sell it', async () => {
    const noCheese: MenuResponse = {
      ...MENU,
      data: [{ categoryId: 2, categoryName: 'Veg Pizza', data: [{ ...GARDEN, allowedToppings: [1, 4] }] }],
    };
    const { actor } = startCustomise({}, { loadMenu: async () => noCheese });
    await editing(actor);
    expect(selectOffersCheese(actor.getSnapshot())).toBe(false);
    expect(selectCanAddCheese(actor.getSnapshot())).toBe(false);
  });

  it('quantity stays between 1 and the cart item limit, and multiplies the line total', async () => {
    const { actor } = startCustomise({ maxQuantity: 2 });
    await editing(actor);
    expect(selectCanDecrease(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'quantity.increase' });
    actor.send({ type: 'quantity.increase' });
    expect(selectQuantity(actor.getSnapshot())).toBe(2);
    expect(selectCanIncrease(actor.getSnapshot())).toBe(false);
    expect(selectLineTotal(actor.getSnapshot())).toBe(2 * 16_900);
    actor.send({ type: 'quantity.decrease' });
    actor.send({ type: 'quantity.decrease' });
    expect(selectQuantity(actor.getSnapshot())).toBe(1);
  });

  it('confirm emits the cart line as chosen and ends', async () => {
    const { actor, emitted } = startCustomise();
    await editing(actor);
    actor.send({ type: 'crust.select', crustId: 3 });
    actor.send({ type: 'topping.remove', toppingId: 1 });
    actor.send({ type: 'topping.add', toppingId: 8 });
    actor.send({ type: 'topping.add', toppingId: 2 });
    actor.send({ type: 'cheese.add' });
    actor.send({ type: 'quantity.increase' });
    expect(selectCanConfirm(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'customise.confirm' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([
      {
        type: 'product.added',
        product: GARDEN,
        item: {
          productId: 102,
          crustId: 3,
          sizeId: 2,
          quantity: 2,
          remTopngs: [1],
          repTopngs: [8],
          addTopngs: [2, 51],
          pricePerQty: 45_900 + 4_500 + 6_000,
        },
      },
    ]);
  });

  it('a bestseller is known as one', async () => {
    const { actor } = startCustomise(
      {},
      { loadMenu: async () => ({ ...MENU, data: [{ categoryId: 1, categoryName: 'Bestsellers', data: [GARDEN] }] }) },
    );
    expect(selectIsBestseller(await editing(actor))).toBe(true);
  });

  it.each([
    ['an item sold as is', 501],
    ['an out-of-stock pizza', 204],
    ['a product the menu does not have', 999],
  ])('%s goes back to /menu', async (_name, pizzaId) => {
    const { actor, emitted } = startCustomise({ storeActor: storeActorWith(), pizzaId });
    await waitFor(actor, (state) => state.status === 'done');
    expect(actor.getSnapshot().matches('notCustomisable')).toBe(true);
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/menu', replace: true }]);
  });

  it('without a pizzaId it goes back to /menu', async () => {
    const { actor, emitted } = startCustomise({ storeActor: storeActorWith(), pizzaId: null });
    await waitFor(actor, (state) => state.status === 'done');
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/menu', replace: true }]);
  });

  it('without a selected store (or readable storage) it asks for a location', async () => {
    for (const readStore of [async () => null, async () => Promise.reject(new Error('IndexedDB is not available'))]) {
      const { actor, emitted } = startCustomise({}, { readStore });
      await waitFor(actor, (state) => state.status === 'done');
      expect(emitted).toEqual([{ type: 'navigation.requested', to: '/locationSelection?deliveryType=delivery', replace: true }]);
    }
  });

  it('SPEC 8: without toppings it is logged and crust, size and quantity can still be chosen', async () => {
    const failure = networkFailure();
    const { actor } = startCustomise({}, { loadToppings: async () => Promise.reject(failure) });
    const ready = await editing(actor);
    expect(warn).toHaveBeenCalledWith(CUSTOMISE_TOPPINGS_FAILURE_LOG, failure);
    expect(selectToppingOptions(ready)).toEqual([]);
    expect(selectCanAddCheese(ready)).toBe(false);
    // A default topping can still come off and go back on (its price is not needed).
    actor.send({ type: 'topping.remove', toppingId: 1 });
    actor.send({ type: 'topping.add', toppingId: 1 });
    expect(lists(actor.getSnapshot()).remTopngs).toEqual([]);
    actor.send({ type: 'size.select', sizeId: 2 });
    expect(selectPricePerQty(actor.getSnapshot())).toBe(33_900);
  });

  it('SPEC 8: a menu failure is logged and can be retried', async () => {
    const loadMenu = vi
      .fn<(input: StoreCallInput) => Promise<MenuResponse>>()
      .mockRejectedValueOnce(networkFailure())
      .mockResolvedValueOnce(MENU);
    const { actor } = startCustomise({}, { loadMenu });
    const failed = await waitFor(actor, (state) => state.matches('failed'));
    expect(selectHasFailed(failed)).toBe(true);
    expect(failed.context.error?.kind).toBe('network');
    expect(warn).toHaveBeenCalledWith(CUSTOMISE_MENU_FAILURE_LOG, expect.objectContaining({ kind: 'network' }));
    actor.send({ type: 'customise.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await editing(actor);
    expect(loadMenu).toHaveBeenCalledTimes(2);
  });

  it('has no line to add before the pizza is known', () => {
    const { actor } = startCustomise({}, { loadMenu: () => new Promise(() => undefined) });
    expect(cartItemOf(actor.getSnapshot().context)).toBeNull();
    expect(selectPricePerQty(actor.getSnapshot())).toBeNull();
    expect(selectLineTotal(actor.getSnapshot())).toBeNull();
    expect(selectToppingOptions(actor.getSnapshot())).toEqual([]);
    expect(selectSizes(actor.getSnapshot())).toEqual([]);
    expect(selectCanConfirm(actor.getSnapshot())).toBe(false);
  });

  it('calls the API client with the store id and an abort signal', async () => {
    const getMenu = vi.fn(async (_storeId: string, options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return MENU;
    });
    const getToppings = vi.fn(async (_storeId: string, options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return TOPPINGS;
    });
    setApiClient({ getMenu, getToppings } as Partial<ApiClient> as ApiClient);
    const actor = createActor(
      customiseMachine.provide({ actors: { readStore: fromPromise<SelectedStore | null, ReadStoreInput>(async () => SAVED) } }),
      {
        input: { storeActor: storeActorWith(), pizzaId: 102, extraCheeseLimit: 3, maxQuantity: 25 },
      },
    ).start();
    await waitFor(actor, selectIsEditing);
    expect(getMenu).toHaveBeenCalledWith('66001', expect.anything());
    expect(getToppings).toHaveBeenCalledWith('66001', expect.anything());
    actor.stop();
  });

  it('with the default storage reader in Node (no IndexedDB) it asks for a location', async () => {
    const actor = createActor(customiseMachine, {
      input: { storeActor: storeActorWith(), pizzaId: 102, extraCheeseLimit: 3, maxQuantity: 25 },
    });
    const emitted: CustomiseEmitted[] = [];
    actor.on('navigation.requested', (event) => emitted.push(event));
    actor.start();
    await waitFor(actor, (state) => state.status === 'done');
    expect(emitted).toEqual([{ type: 'navigation.requested', to: '/locationSelection?deliveryType=delivery', replace: true }]);
  });
});
