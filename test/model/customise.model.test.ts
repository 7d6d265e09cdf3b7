import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuProduct, MenuResponse, ToppingsResponse } from '@/contract/menu';
import { linePricePerQty } from '@/domain/cart';
import { cartItemOf, toppingLists } from '@/domain/customise';
import { customiseMachine, selectLineTotal, selectPricePerQty, type CustomiseSnapshot } from '@machines/customise.machine';
import type { SelectedStore } from '@/domain/store';
import { networkFailure } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';
import { storeActorWith } from '../support/storeActor';

const PIZZA: MenuProduct = {
  id: 102,
  menuCode: 'MENU102',
  code: 'PIZ102',
  name: 'Farm Fresh Garden',
  description: 'Onion and mushroom.',
  defaultPrice: 16_900,
  defaultCrustPrice: 16_900,
  defaultToppings: [1],
  allowedToppings: [1, 2, 51],
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
  ],
  foodType: 'VEG',
  type: 1,
  image: '/images/menu/piz-102.svg',
  inStock: true,
};
const MENU: MenuResponse = {
  status: 'SUCCESS',
  store: { id: '66001', name: 'Slice Connaught Place', address: 'N-12', city: 'Delhi' },
  data: [{ categoryId: 2, categoryName: 'Veg Pizza', data: [PIZZA] }],
};
/** The same product sold as is (never customised). */
const SIMPLE_MENU: MenuResponse = { ...MENU, data: [{ categoryId: 4, categoryName: 'Sides', data: [{ ...PIZZA, type: 0, crust: [] }] }] };
const TOPPINGS: ToppingsResponse = {
  status: 'SUCCESS',
  data: [
    { id: 1, code: 'ONION', name: 'Onion', foodType: 'VEG', price: 4_500 },
    { id: 2, code: 'CAPSICUM', name: 'Crisp Capsicum', foodType: 'VEG', price: 5_000 },
    { id: 51, code: 'EXTRA_CHEESE', name: 'Extra Cheese', foodType: 'VEG', price: 6_000 },
  ],
};
const PRICES = new Map(TOPPINGS.data.map((topping) => [topping.id, topping.price]));
const SAVED: SelectedStore = {
  storeId: '66001',
  childStoreId: '66001',
  deliveryType: 'D',
  location: { latitude: 28.63, longitude: 77.22, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('customise machine model', () => {
  it('walks every state and transition: location step, back to the menu, retry, every edit, confirm', async () => {
    const result = await runModel({
      name: 'customise',
      machine: customiseMachine,
      input: { storeActor: storeActorWith(), pizzaId: 102, extraCheeseLimit: 1, maxQuantity: 2 },
      events: [
        { type: 'xstate.done.actor.readStore', output: SAVED },
        { type: 'xstate.done.actor.readStore', output: null },
        { type: 'xstate.error.actor.readStore', error: new Error('IndexedDB is not available') },
        { type: 'xstate.done.actor.loadMenu', output: MENU },
        { type: 'xstate.done.actor.loadMenu', output: SIMPLE_MENU },
        { type: 'xstate.error.actor.loadMenu', error: networkFailure() },
        { type: 'xstate.done.actor.loadToppings', output: TOPPINGS },
        { type: 'xstate.error.actor.loadToppings', error: networkFailure() },
        { type: 'customise.retry' },
        { type: 'crust.select', crustId: 3 },
        { type: 'size.select', sizeId: 2 },
        { type: 'topping.add', toppingId: 2 },
        { type: 'topping.remove', toppingId: 1 },
        { type: 'cheese.add' },
        { type: 'cheese.remove' },
        { type: 'quantity.increase' },
        { type: 'quantity.decrease' },
        { type: 'customise.confirm' },
      ],
      onStep: ({ step, actor, emitted }) => {
        const snapshot = actor.getSnapshot() as CustomiseSnapshot;
        const { context } = snapshot;
        if (snapshot.matches('editing') || snapshot.matches('added')) {
          // The live price is the shared SPEC pricing rule over the chosen size and toppings.
          const size = context.product?.crust
            .find((crust) => crust.crustId === context.crustId)
            ?.sizes.find((entry) => entry.sizeId === context.sizeId);
          const expected = linePricePerQty({
            base: size?.price ?? Number.NaN,
            ...toppingLists(context),
            toppingPrice: (id) => (context.toppings.length > 0 ? (PRICES.get(id) ?? 0) : 0),
          });
          expect(selectPricePerQty(snapshot)).toBe(expected);
          expect(selectLineTotal(snapshot)).toBe(expected * context.quantity);
          expect(context.cheese).toBeLessThanOrEqual(1);
          expect(context.quantity).toBeGreaterThanOrEqual(1);
          expect(context.quantity).toBeLessThanOrEqual(2);
        }
        const type = step.event.type;
        if (type === 'customise.confirm') {
          expect(emitted).toEqual([{ type: 'product.added', item: cartItemOf(context), product: PIZZA }]);
        } else if (snapshot.matches('notCustomisable') && !type.startsWith('xstate.init')) {
          expect(emitted).toEqual([{ type: 'navigation.requested', to: '/menu', replace: true }]);
        } else if (snapshot.matches('noStore') && !type.startsWith('xstate.init')) {
          expect(emitted).toEqual([{ type: 'navigation.requested', to: '/locationSelection?deliveryType=delivery', replace: true }]);
        } else {
          expect(emitted).toEqual([]);
        }
        if (type.startsWith('xstate.error.actor.load')) expect(warn).toHaveBeenCalled();
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('customise: 14/14 states, 19/19 transitions');
  });
});
