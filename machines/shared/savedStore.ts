/**
 * The store selection kept in IndexedDB (STORAGE_KEYS.store), shared by the machines whose data belongs
 * to a store (menu, customise, cart, offers, EDV): reading it, the `loadingStore` state that starts them,
 * and the input of their calls that name the store; and saving it, by the store selection and by a
 * reorder that restores the order's store.
 */
import { fromPromise } from 'xstate';
import { readStored, STORAGE_KEYS, writeStored } from '@/api/storage';
import { STORE_LIST_SIZE } from '@/domain/constants';
import { keepRecent } from '@/domain/geo';
import type { SavedStore } from '../storeSelection.machine';

/** SPEC 3: the last 4 store ids are kept (SPEC 9 store list 4). */
export const RECENT_STORE_IDS_KEPT = STORE_LIST_SIZE;

/** Input of the calls that name the selected store. */
export interface StoreCallInput {
  storeId: string;
}

/** A stored value counts as a selection only with a store id (older or damaged values do not). */
export function asSavedStore(value: unknown): SavedStore | null {
  if (typeof value !== 'object' || value === null) return null;
  const { storeId } = value as Partial<SavedStore>;
  return typeof storeId === 'string' && storeId !== '' ? (value as SavedStore) : null;
}

/** The saved store selection; null when there is none or it is damaged. Rejects when storage cannot be read. */
export async function readSavedStore(): Promise<SavedStore | null> {
  return asSavedStore(await readStored<unknown>(STORAGE_KEYS.store));
}

/** The `readStore` actor of the machines that start from the saved store. */
export const readSavedStoreLogic = fromPromise<SavedStore | null>(readSavedStore);

/**
 * Saves a store selection and puts its store first in the recent store ids (SPEC 3: the last 4 kept);
 * returns those ids, newest first. Rejects when storage cannot be read or written.
 */
export async function saveStoreSelection(store: SavedStore): Promise<string[]> {
  const previous = (await readStored<string[]>(STORAGE_KEYS.recentStoreIds)) ?? [];
  const recent = keepRecent(previous, store.storeId, RECENT_STORE_IDS_KEPT);
  await Promise.all([writeStored(STORAGE_KEYS.store, store), writeStored(STORAGE_KEYS.recentStoreIds, recent)]);
  return recent;
}

/** The selected store as call input; `machine` names the caller in the error thrown when none is selected yet. */
export function storeCallOf(savedStore: SavedStore | null, machine: string): StoreCallInput {
  if (savedStore === null) throw new Error(`${machine}: no store selected yet`);
  return { storeId: savedStore.storeId };
}

interface StoreReadDone {
  event: { output: SavedStore | null };
}

/**
 * The `loadingStore` state (tagged busy): invokes `readStore`; a store is kept (`assignSavedStore`) and
 * the machine goes on to `target`; no store, and unreadable storage (private browsing, old browsers),
 * go to the machine's `noStore` state. The machine provides the `readStore` actor, the `hasStore` guard
 * and the `assignSavedStore` action.
 */
export function loadingStoreState<TTarget extends string>(target: TTarget) {
  return {
    tags: 'busy',
    invoke: {
      id: 'readStore',
      src: 'readStore',
      onDone: [
        {
          guard: { type: 'hasStore', params: ({ event }: StoreReadDone) => ({ store: event.output }) },
          target,
          actions: { type: 'assignSavedStore', params: ({ event }: StoreReadDone) => ({ store: event.output }) },
        },
        { target: 'noStore' },
      ],
      onError: 'noStore',
    },
  } as const;
}
