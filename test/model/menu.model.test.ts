import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FavouritesResponse, MenuProduct, MenuResponse, ToppingsResponse } from '@/contract/menu';
import { plainItemOf } from '@/domain/cartLines';
import { FOOD_FILTERS } from '@/domain/menu';
import {
  menuMachine,
  selectCategories,
  selectFavouriteIds,
  selectProducts,
  selectSearchResults,
  type MenuSnapshot,
} from '@machines/menu.machine';
import type { SelectedStore } from '@/domain/store';
import { networkFailure, serverError } from './fixtures';
import { coverageLine, reportCoverage, runModel } from './harness';
import { storeActorWith } from '../support/storeActor';

const product = (id: number, overrides: Partial<MenuProduct> = {}): MenuProduct => ({
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
  ...overrides,
});

const SIDE = product(501);
const PIZZA = product(101, { code: 'PIZ101', name: 'Margherita', type: 1, defaultCrustPrice: 10_900 });
const CHICKEN = product(203, {
  code: 'PIZ203',
  name: 'Pepper BBQ Chicken',
  type: 1,
  foodType: 'NON_VEG',
  defaultPrice: 19_900,
  defaultCrustPrice: 19_900,
});

const MENU: MenuResponse = {
  status: 'SUCCESS',
  store: { id: '66201', name: 'Slice Koramangala', address: '80 Feet Road', city: 'Bengaluru' },
  data: [
    { categoryId: 1, categoryName: 'Bestsellers', data: [PIZZA, SIDE] },
    { categoryId: 3, categoryName: 'Non-Veg Pizza', data: [CHICKEN] },
    { categoryId: 4, categoryName: 'Sides', data: [SIDE, product(502)] },
    { categoryId: 4, categoryName: 'Sides', data: [product(503)] },
  ],
};
const NO_TOPPINGS: ToppingsResponse = { status: 'SUCCESS', data: [] };
const FAVOURITES: FavouritesResponse = { status: 'SUCCESS', productIds: [502] };
const SAVED_FAVOURITES: FavouritesResponse = { status: 'SUCCESS', productIds: [502, 501] };
const SAVED: SelectedStore = {
  storeId: '66201',
  childStoreId: '66201',
  deliveryType: 'D',
  location: { latitude: 12.93, longitude: 77.62, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
};

const LOCATION = '/locationSelection?deliveryType=delivery';
const LOGIN = '/login?redirectUrl=%2Fmenu%2Fsides';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

/** What the actor must have emitted after a step, judged from the event and the state it led to. */
function expectedEmitted(eventType: string, event: { productId?: number }, snapshot: MenuSnapshot): unknown[] {
  if (snapshot.matches('noStore') && !eventType.startsWith('xstate.init'))
    return [{ type: 'navigation.requested', to: LOCATION, replace: true }];
  if (eventType === 'favourite.toggle' && snapshot.matches({ ready: { favourites: 'guest' } }))
    return [{ type: 'navigation.requested', to: LOGIN }];
  if (eventType === 'product.add') {
    return event.productId === SIDE.id
      ? [{ type: 'product.added', item: plainItemOf(SIDE), product: SIDE }]
      : [{ type: 'navigation.requested', to: '/customise?pizzaId=101' }];
  }
  return [];
}

describe('menu machine model', () => {
  it(
    'walks every state and transition: location step, menu with or without toppings and veg-only, favourites, search, adding',
    { timeout: 60_000 },
    async () => {
      const result = await runModel({
        name: 'menu',
        machine: menuMachine,
        input: { storeActor: storeActorWith(), categoryId: 4, customerId: null, searchDebounceMs: 300 },
        events: [
          { type: 'xstate.done.actor.readStore', output: SAVED },
          { type: 'xstate.done.actor.readStore', output: null },
          { type: 'xstate.error.actor.readStore', error: new Error('IndexedDB is not available') },
          // Answers that leave the context as a failure would, so the ready states of both paths are one (their effects are unit tested).
          { type: 'xstate.done.actor.readVegOnly', output: false },
          { type: 'xstate.error.actor.readVegOnly', error: new Error('IndexedDB is not available') },
          { type: 'xstate.done.actor.loadMenu', output: MENU },
          { type: 'xstate.error.actor.loadMenu', error: networkFailure() },
          { type: 'xstate.done.actor.loadToppings', output: NO_TOPPINGS },
          { type: 'xstate.error.actor.loadToppings', error: serverError('STORE_NOT_FOUND', 'This store does not exist.', 404) },
          { type: 'xstate.done.actor.loadFavourites', output: FAVOURITES },
          { type: 'xstate.error.actor.loadFavourites', error: networkFailure() },
          { type: 'xstate.done.actor.saveFavourite', output: SAVED_FAVOURITES },
          { type: 'xstate.error.actor.saveFavourite', error: networkFailure() },
          { type: 'xstate.after.searchDebounce.menu.ready.search.typing' },
          { type: 'menu.retry' },
          { type: 'language.change' },
          // Filters, sort and category choices are walked with the values in force, so they add no states to explore
          // (their effects are unit tested).
          { type: 'category.select', categoryId: 4 },
          { type: 'filter.select', filter: FOOD_FILTERS.all },
          { type: 'sort.select', sort: null },
          { type: 'search.change', query: 'side' },
          // A login while the menu is open; sent again once known, it changes nothing (logout is unit tested).
          { type: 'customer.set', customerId: 'user-7' },
          { type: 'favourite.toggle', productId: 501, returnUrl: '/menu/sides' },
          { type: 'product.add', productId: 501 },
          { type: 'product.add', productId: 101 },
        ],
        maxStates: 200_000,
        maxPaths: 5_000,
        onStep: ({ step, actor, emitted }) => {
          const snapshot = actor.getSnapshot() as MenuSnapshot;
          expect(emitted).toEqual(expectedEmitted(step.event.type, step.event as { productId?: number }, snapshot));
          if (snapshot.matches('ready')) {
            const { customerId } = snapshot.context;
            const tabs = selectCategories(snapshot).map((category) => category.categoryId);
            const menuTabs = [1, 3, 4];
            const hasFavouritesState =
              snapshot.matches({ ready: { favourites: 'loaded' } }) || snapshot.matches({ ready: { favourites: 'saving' } });
            const withFavourites =
              hasFavouritesState && (selectFavouriteIds(snapshot).length > 0 || snapshot.context.requestedCategoryId === 0);
            // Duplicate categories are removed; favourites come first for a customer who has some.
            expect(tabs).toEqual(withFavourites ? [0, ...menuTabs] : menuTabs);
            if (customerId === null) expect(selectFavouriteIds(snapshot)).toEqual([]);
            expect(selectProducts(snapshot).map((entry) => entry.id)).toEqual(
              snapshot.context.requestedCategoryId === 4 ? [501, 502] : [502],
            );
            if (snapshot.context.searchTerm === 'side') expect(selectSearchResults(snapshot).map((entry) => entry.id)).toEqual([501, 502]);
          }
          if (step.event.type.startsWith('xstate.error.actor.load') || step.event.type === 'xstate.error.actor.saveFavourite') {
            expect(warn).toHaveBeenCalled();
          }
        },
      });
      reportCoverage(result);
      expect(coverageLine(result)).toBe('menu: 25/25 states, 31/31 transitions');
    },
  );
});
