import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import { STORAGE_KEYS } from '@/api/storage';
import {
  asSelectedStore,
  RECENT_STORE_IDS_KEPT,
  selectIsRestored,
  selectIsSaveSettled,
  selectOrderTiming,
  selectRecentStoreIds,
  selectSelectedStore,
  selectStoreDeliveryType,
  storeMachine,
  type StoredSelection,
} from '@machines/store.machine';
import type { SelectedStore } from '@/domain/store';
import { readSelectedStoreLogic, saveSelectedStoreLogic } from '@machines/shared/selectedStore';

/** IndexedDB stand-in: the real load and save actors run against it. */
const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/api/storage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/storage')>()),
  readStored: async (key: string) => stored.get(key),
  writeStored: async (key: string, value: unknown) => void stored.set(key, value),
}));

const storeAt = (storeId: string, overrides: Partial<SelectedStore> = {}): SelectedStore => ({
  storeId,
  childStoreId: storeId,
  deliveryType: 'D',
  location: { latitude: 12.93, longitude: 77.62, addressId: null, place: null },
  timing: { kind: 'now' },
  vehicleDetails: null,
  ...overrides,
});

const started = () => createActor(storeMachine).start();

beforeEach(() => stored.clear());

describe('store machine', () => {
  it('restores the selection and the recent store ids kept on this device', async () => {
    const kept = storeAt('66201', { deliveryType: 'T', timing: { kind: 'advance', at: 2_000_000, processingStartsAt: 200_000 } });
    stored.set(STORAGE_KEYS.store, kept);
    stored.set(STORAGE_KEYS.recentStoreIds, ['66201', '66002']);
    const actor = started();
    expect(selectIsRestored(actor.getSnapshot())).toBe(false);

    const snapshot = await waitFor(actor, selectIsRestored);
    expect(snapshot.value).toEqual({ ready: 'selected' });
    expect(selectSelectedStore(snapshot)).toEqual(kept);
    expect(selectStoreDeliveryType(snapshot)).toBe('T');
    expect(selectOrderTiming(snapshot)).toEqual(kept.timing);
    expect(selectRecentStoreIds(snapshot)).toEqual(['66201', '66002']);
  });

  it('starts unselected when nothing, or something damaged, is kept', async () => {
    for (const damaged of [undefined, { storeId: '' }, 'x']) {
      stored.set(STORAGE_KEYS.store, damaged);
      stored.set(STORAGE_KEYS.recentStoreIds, 'not a list');
      const snapshot = await waitFor(started(), selectIsRestored);
      expect(snapshot.value).toEqual({ ready: 'unselected' });
      expect(selectSelectedStore(snapshot)).toBeNull();
      expect(selectStoreDeliveryType(snapshot)).toBeNull();
      expect(selectRecentStoreIds(snapshot)).toEqual([]);
    }
  });

  it('starts unselected when storage cannot be read', async () => {
    const machine = storeMachine.provide({
      actors: { loadSelection: fromPromise<StoredSelection>(() => Promise.reject(new Error('IndexedDB unavailable'))) },
    });
    const snapshot = await waitFor(createActor(machine).start(), selectIsRestored);
    expect(snapshot.value).toEqual({ ready: 'unselected' });
  });

  it('saves a new selection once, putting its store first in the last 4 store ids', async () => {
    stored.set(STORAGE_KEYS.recentStoreIds, ['66002', '66201', '66003', '66004']);
    const actor = started();
    await waitFor(actor, selectIsRestored);

    actor.send({ type: 'store.selected', store: storeAt('66201') });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(selectSelectedStore(actor.getSnapshot())?.storeId).toBe('66201');
    const snapshot = await waitFor(actor, selectIsSaveSettled);

    expect(snapshot.value).toEqual({ ready: 'selected' });
    expect(selectRecentStoreIds(snapshot)).toEqual(['66201', '66002', '66003', '66004']);
    expect(stored.get(STORAGE_KEYS.store)).toEqual(storeAt('66201'));
    expect(stored.get(STORAGE_KEYS.recentStoreIds)).toEqual(['66201', '66002', '66003', '66004']);

    actor.send({ type: 'store.selected', store: storeAt('66009') });
    await waitFor(actor, selectIsSaveSettled);
    expect(stored.get(STORAGE_KEYS.recentStoreIds)).toEqual(['66009', '66201', '66002', '66003']);
    expect(RECENT_STORE_IDS_KEPT).toBe(4);
  });

  it('keeps a selection it could not save for this visit and saves the next one again', async () => {
    let fail = true;
    const saves: StoredSelection[] = [];
    const machine = storeMachine.provide({
      actors: {
        saveSelection: fromPromise<void, StoredSelection>(async ({ input }) => {
          saves.push(input);
          if (fail) throw new Error('quota exceeded');
        }),
      },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, selectIsRestored);

    actor.send({ type: 'store.selected', store: storeAt('66201') });
    const failed = await waitFor(actor, selectIsSaveSettled);
    expect(failed.value).toEqual({ ready: 'saveFailed' });
    expect(failed.hasTag('error')).toBe(true);
    expect(selectSelectedStore(failed)?.storeId).toBe('66201');

    fail = false;
    actor.send({ type: 'store.selected', store: storeAt('66202') });
    expect((await waitFor(actor, selectIsSaveSettled)).value).toEqual({ ready: 'selected' });
    expect(saves.map((save) => save.selected?.storeId)).toEqual(['66201', '66202']);
  });

  it('takes a selection only once restored, so the kept recent store ids stay', async () => {
    stored.set(STORAGE_KEYS.store, storeAt('66201'));
    stored.set(STORAGE_KEYS.recentStoreIds, ['66201']);
    const actor = started();
    expect(actor.getSnapshot().can({ type: 'store.selected', store: storeAt('66777') })).toBe(false);

    const recent = await toPromise(createActor(saveSelectedStoreLogic, { input: { storeActor: actor, store: storeAt('66777') } }).start());
    expect(recent).toEqual(['66777', '66201']);
    expect(selectSelectedStore(actor.getSnapshot())?.storeId).toBe('66777');
    expect(stored.get(STORAGE_KEYS.store)).toEqual(storeAt('66777'));
  });

  it('readStore waits for the restore and answers the selection', async () => {
    stored.set(STORAGE_KEYS.store, storeAt('66201'));
    const selection = await toPromise(createActor(readSelectedStoreLogic, { input: { storeActor: started() } }).start());
    expect(selection?.storeId).toBe('66201');
  });

  it('saveStore rejects when the store actor could not persist the selection', async () => {
    const machine = storeMachine.provide({
      actors: { saveSelection: fromPromise<void, StoredSelection>(() => Promise.reject(new Error('quota exceeded'))) },
    });
    const save = createActor(saveSelectedStoreLogic, { input: { storeActor: createActor(machine).start(), store: storeAt('66201') } });
    await expect(toPromise(save.start())).rejects.toThrow('could not be saved');
  });

  it('counts a stored value as a selection only with a non-empty store id', () => {
    const kept = storeAt('66201');
    expect(asSelectedStore(kept)).toBe(kept);
    for (const damaged of [undefined, null, 'x', {}, { storeId: '' }, { storeId: 66002 }]) expect(asSelectedStore(damaged)).toBeNull();
  });
});
