/** The app's store actor for tests: the real machine holding a given selection, with no IndexedDB behind it. */
import { createActor, fromPromise } from 'xstate';
import { storeMachine, type StoreActorRef, type StoredSelection } from '@machines/store.machine';
import type { SelectedStore } from '@/domain/store';

/** A started store actor whose restored selection is `selected`; saving a new one always succeeds. */
export function storeActorWith(selected: SelectedStore | null = null): StoreActorRef {
  const machine = storeMachine.provide({
    actors: {
      loadSelection: fromPromise<StoredSelection>(async () => ({ selected, recentStoreIds: selected ? [selected.storeId] : [] })),
      saveSelection: fromPromise<void, StoredSelection>(async () => undefined),
    },
  });
  return createActor(machine).start();
}
