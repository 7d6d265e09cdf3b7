import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { ApiClient } from '@/api/client';
import { setApiClient } from '@/api/holder';
import { loadingStoreState, storeCallOf } from '@machines/shared/selectedStore';
import { loadStoreMenuLogic, loadStoreToppingsLogic } from '@machines/shared/storeMenu';
import { SAVED_STORE as SAVED } from '../../model/dealFixtures';
import { storeActorWith } from '../../support/storeActor';

describe('the selected store shared by the store machines', () => {
  it('names the store in call input, and the machine in the error when none is selected', () => {
    expect(storeCallOf(SAVED, 'menu')).toEqual({ storeId: SAVED.storeId });
    expect(() => storeCallOf(null, 'offers')).toThrow('offers: no store selected yet');
  });

  it('the loadingStore state goes on to its target with a store and to noStore otherwise', () => {
    const state = loadingStoreState('loadingMenu');
    const [found, none] = state.invoke.onDone;
    expect(state.invoke.src).toBe('readStore');
    const storeActor = storeActorWith();
    expect(state.invoke.input({ context: { storeActor } })).toEqual({ storeActor });
    expect(found.target).toBe('loadingMenu');
    expect(found.guard.params({ event: { output: SAVED } })).toEqual({ store: SAVED });
    expect(none.target).toBe('noStore');
    expect(state.invoke.onError).toBe('noStore');
  });
});

describe('the store menu actors shared by menu, customise and cart', () => {
  it('ask the API client for the menu and toppings of the store, passing an abort signal', async () => {
    const menu = { data: [] };
    const toppings = { data: [] };
    const getMenu = vi.fn(async (_storeId: string, options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return menu;
    });
    const getToppings = vi.fn(async (_storeId: string, options: { signal?: AbortSignal } = {}) => {
      expect(options.signal).toBeInstanceOf(AbortSignal);
      return toppings;
    });
    setApiClient({ getMenu, getToppings } as unknown as ApiClient);
    const input = { storeId: SAVED.storeId };
    expect(await toPromise(createActor(loadStoreMenuLogic, { input }).start())).toBe(menu);
    expect(await toPromise(createActor(loadStoreToppingsLogic, { input }).start())).toBe(toppings);
    expect(getMenu).toHaveBeenCalledWith(SAVED.storeId, expect.anything());
    expect(getToppings).toHaveBeenCalledWith(SAVED.storeId, expect.anything());
  });
});
