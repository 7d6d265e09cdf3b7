import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuProduct, MenuResponse, ToppingsResponse } from '@/api/contract';
import { menuMachine, selectProducts, type MenuSnapshot } from '@machines/menu.machine';
import type { SavedStore } from '@machines/storeSelection.machine';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';

const product = (id: number): MenuProduct => ({
  id,
  menuCode: `MENU${id}`,
  code: `SID${id}`,
  name: `Side ${id}`,
  description: 'Fresh from the oven.',
  defaultPrice: 10_900,
  defaultCrustPrice: null,
  defaultToppings: [],
  allowedToppings: [],
  crust: [],
  foodType: 'VEG',
  type: 0,
  image: `/images/menu/sid-${id}.svg`,
  inStock: true,
});

const MENU: MenuResponse = {
  status: 'SUCCESS',
  store: { id: '66201', name: 'Slice Koramangala', address: '80 Feet Road', city: 'Bengaluru' },
  data: [
    { categoryId: 1, categoryName: 'Bestsellers', data: [product(501), product(801)] },
    { categoryId: 4, categoryName: 'Sides', data: [product(501), product(502)] },
    { categoryId: 4, categoryName: 'Sides', data: [product(503)] },
  ],
};
const TOPPINGS: ToppingsResponse = { status: 'SUCCESS', data: [{ id: 51, code: 'EXTRA_CHEESE', name: 'Extra Cheese', foodType: 'VEG', price: 6_000 }] };
const SAVED: SavedStore = {
  storeId: '66201',
  childStoreId: '66201',
  deliveryType: 'D',
  location: { latitude: 12.93, longitude: 77.62, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

const LOCATION = '/locationSelection?deliveryType=delivery';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('menu machine model', () => {
  it('walks every state and transition: no store leads to the location step, a menu is shown with or without toppings', async () => {
    const result = await runModel({
      name: 'menu',
      machine: menuMachine,
      input: { categoryId: 4 },
      events: [
        { type: 'xstate.done.actor.readStore', output: SAVED },
        { type: 'xstate.done.actor.readStore', output: null },
        { type: 'xstate.error.actor.readStore', error: new Error('IndexedDB is not available') },
        { type: 'xstate.done.actor.loadMenu', output: MENU },
        { type: 'xstate.error.actor.loadMenu', error: networkFailure() },
        { type: 'xstate.done.actor.loadToppings', output: TOPPINGS },
        { type: 'xstate.error.actor.loadToppings', error: serverError('STORE_NOT_FOUND', 'This store does not exist.', 404) },
        { type: 'menu.retry' },
        { type: 'category.select', categoryId: 1 },
      ],
      onStep: ({ step, actor, emitted }) => {
        const snapshot = actor.getSnapshot() as MenuSnapshot;
        const reachedNoStore = snapshot.matches('noStore') && !step.event.type.startsWith('xstate.init');
        expect(emitted).toEqual(reachedNoStore ? [{ type: 'navigate', to: LOCATION }] : []);
        if (snapshot.matches('ready')) {
          // Duplicate categories are removed and the products shown belong to the selected category.
          expect(snapshot.context.categories.map((category) => category.categoryId)).toEqual([1, 4]);
          expect(snapshot.context.bestsellerIds).toEqual([501, 801]);
          const expected = snapshot.context.selectedCategoryId === 1 ? [501, 801] : [501, 502];
          expect(selectProducts(snapshot).map((entry) => entry.id)).toEqual(expected);
        }
        if (step.event.type.startsWith('xstate.error.actor.load')) expect(warn).toHaveBeenCalled();
      },
    });
    reportCoverage(result);
    expect(coverageLine(result)).toBe('menu: 12/12 states, 10/10 transitions');
  });
});
