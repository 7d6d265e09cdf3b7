import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { ApiClient } from '@/api/client';
import { setApiClient } from '@/api/holder';
import { STORAGE_KEYS } from '@/api/storage';
import { asSavedStore, loadingStoreState, readSavedStoreLogic, RECENT_STORE_IDS_KEPT, saveStoreSelection, storeCallOf } from '@machines/shared/savedStore';
import { loadStoreMenuLogic, loadStoreToppingsLogic } from '@machines/shared/storeMenu';
import { SAVED_STORE as SAVED } from '../../model/dealFixtures';

/** IndexedDB stand-in for reading and saving the store selection. */
const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/api/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/storage')>()),
  readStored: async (key: string) => stored.get(key),
  writeStored: async (key: string, value: unknown) => void stored.set(key, value),
}));

describe('the saved store shared by the store machines', () => {
  it('counts a stored value as a selection only with a non-empty store id', () => {
    expect(asSavedStore(SAVED)).toBe(SAVED);
    for (const damaged of [undefined, null, 'x', {}, { storeId: '' }, { storeId: 66002 }]) expect(asSavedStore(damaged)).toBeNull();
  });

  it('the readStore actor reads STORAGE_KEYS.store and drops damaged values', async () => {
    stored.set(STORAGE_KEYS.store, SAVED);
    expect(await toPromise(createActor(readSavedStoreLogic).start())).toEqual(SAVED);
    stored.set(STORAGE_KEYS.store, { storeId: '' });
    expect(await toPromise(createActor(readSavedStoreLogic).start())).toBeNull();
  });

  it('saves a selection and puts its store first in the last 4 store ids, each once', async () => {
    stored.clear();
    stored.set(STORAGE_KEYS.recentStoreIds, ['66002', SAVED.storeId, '66003', '66004']);
    expect(await saveStoreSelection(SAVED)).toEqual([SAVED.storeId, '66002', '66003', '66004']);
    expect(stored.get(STORAGE_KEYS.store)).toEqual(SAVED);
    expect(stored.get(STORAGE_KEYS.recentStoreIds)).toEqual([SAVED.storeId, '66002', '66003', '66004']);

    stored.delete(STORAGE_KEYS.recentStoreIds);
    expect(await saveStoreSelection(SAVED)).toEqual([SAVED.storeId]);
    expect(RECENT_STORE_IDS_KEPT).toBe(4);
  });

  it('names the store in call input, and the machine in the error when none is selected', () => {
    expect(storeCallOf(SAVED, 'menu')).toEqual({ storeId: SAVED.storeId });
    expect(() => storeCallOf(null, 'offers')).toThrow('offers: no store selected yet');
  });

  it('the loadingStore state goes on to its target with a store and to noStore otherwise', () => {
    const state = loadingStoreState('loadingMenu');
    const [found, none] = state.invoke.onDone;
    expect(state.invoke.src).toBe('readStore');
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
