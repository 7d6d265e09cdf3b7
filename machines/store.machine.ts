/**
 * The selected store (SPEC 3 storeId and location, SPEC 4 Store selection): the store orders go to, its
 * delivery type, the delivery point or locality, and the timing (Deliver Now or Advance Order). One
 * actor for the app's lifetime: it restores the selection kept in IndexedDB once at start, then takes a
 * new one with `store.selected` (from the store selection or a reorder) and persists it with the last 4
 * store ids. Other machines receive it from here; none reads it from storage.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { readStored, STORAGE_KEYS, writeStored } from '@/api/storage';
import { STORE_LIST_SIZE, type DeliveryType } from '@/domain/constants';
import { keepRecent } from '@/domain/geo';
import type { OrderTiming, SelectedStore } from '@/domain/store';

// Types

/** What is kept in IndexedDB (STORAGE_KEYS.store and STORAGE_KEYS.recentStoreIds). */
export interface StoredSelection {
  selected: SelectedStore | null;
  recentStoreIds: string[];
}

export interface StoreContext {
  /** The selection in force; null until one is restored or made. */
  selected: SelectedStore | null;
  /** SPEC 3: the ids of the last stores selected, newest first. */
  recentStoreIds: string[];
}

export type StoreEvent = { type: 'store.selected'; store: SelectedStore };

/** `busy`: the selection is being restored or saved; `error`: the last selection could not be saved. */
export type StoreTag = 'busy' | 'error';

// Constants

/** SPEC 3: the last 4 store ids are kept (SPEC 9 store list 4). */
export const RECENT_STORE_IDS_KEPT = STORE_LIST_SIZE;

// Setup

/** A stored value counts as a selection only with a store id (older or damaged values do not). */
export function asSelectedStore(value: unknown): SelectedStore | null {
  if (typeof value !== 'object' || value === null) return null;
  const { storeId } = value as Partial<SelectedStore>;
  return typeof storeId === 'string' && storeId !== '' ? (value as SelectedStore) : null;
}

function asStoreIds(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

export const storeMachine = setup({
  types: {
    context: {} as StoreContext,
    events: {} as StoreEvent,
    tags: {} as StoreTag,
  },
  actors: {
    loadSelection: fromPromise<StoredSelection>(async () => {
      const [selected, recentStoreIds] = await Promise.all([
        readStored<unknown>(STORAGE_KEYS.store),
        readStored<unknown>(STORAGE_KEYS.recentStoreIds),
      ]);
      return { selected: asSelectedStore(selected), recentStoreIds: asStoreIds(recentStoreIds) };
    }),
    saveSelection: fromPromise<void, StoredSelection>(async ({ input }) => {
      await Promise.all([writeStored(STORAGE_KEYS.store, input.selected), writeStored(STORAGE_KEYS.recentStoreIds, input.recentStoreIds)]);
    }),
  },
  guards: {
    hasSelection: (_, params: { stored: StoredSelection }) => params.stored.selected !== null,
  },
  actions: {
    restoreSelection: assign((_, params: { stored: StoredSelection }) => ({
      selected: params.stored.selected,
      recentStoreIds: params.stored.recentStoreIds,
    })),
    assignSelected: assign(({ context }, params: { store: SelectedStore }) => ({
      selected: params.store,
      recentStoreIds: keepRecent(context.recentStoreIds, params.store.storeId, RECENT_STORE_IDS_KEPT),
    })),
  },
}).createMachine({
  id: 'store',
  context: { selected: null, recentStoreIds: [] },
  initial: 'restoring',
  states: {
    // A selection is taken only once restored, so that the kept recent store ids are never lost.
    restoring: {
      tags: 'busy',
      invoke: {
        id: 'loadSelection',
        src: 'loadSelection',
        onDone: [
          {
            guard: { type: 'hasSelection', params: ({ event }) => ({ stored: event.output }) },
            target: 'ready.selected',
            actions: { type: 'restoreSelection', params: ({ event }) => ({ stored: event.output }) },
          },
          { target: 'ready', actions: { type: 'restoreSelection', params: ({ event }) => ({ stored: event.output }) } },
        ],
        // Unreadable storage (private browsing, old browsers): the customer chooses again.
        onError: 'ready',
      },
    },
    ready: {
      initial: 'unselected',
      // A new selection wins over one still being saved.
      on: {
        'store.selected': {
          target: '.saving',
          reenter: true,
          actions: { type: 'assignSelected', params: ({ event }) => ({ store: event.store }) },
        },
      },
      states: {
        unselected: {},
        saving: {
          tags: 'busy',
          invoke: {
            id: 'saveSelection',
            src: 'saveSelection',
            input: ({ context }) => ({ selected: context.selected, recentStoreIds: context.recentStoreIds }),
            onDone: 'selected',
            onError: 'saveFailed',
          },
        },
        selected: {},
        // The selection holds for this visit; the next selection tries to save again.
        saveFailed: { tags: 'error' },
      },
    },
  },
});

// Selectors

export type StoreActorRef = ActorRefFrom<typeof storeMachine>;
export type StoreSnapshot = SnapshotFrom<typeof storeMachine>;

/** The selection as restored at start is known (it may be none). */
export const selectIsRestored = (snapshot: StoreSnapshot): boolean => !snapshot.matches('restoring');
export const selectSelectedStore = (snapshot: StoreSnapshot): SelectedStore | null => snapshot.context.selected;
export const selectRecentStoreIds = (snapshot: StoreSnapshot): string[] => snapshot.context.recentStoreIds;
export const selectStoreDeliveryType = (snapshot: StoreSnapshot): DeliveryType | null => snapshot.context.selected?.deliveryType ?? null;
export const selectOrderTiming = (snapshot: StoreSnapshot): OrderTiming | null => snapshot.context.selected?.timing ?? null;
/** A selection was made and its save has ended, saved or not. */
export const selectIsSaveSettled = (snapshot: StoreSnapshot): boolean =>
  snapshot.matches({ ready: 'selected' }) || snapshot.matches({ ready: 'saveFailed' });
