/**
 * The selected store as the machines whose data belongs to a store receive it (menu, customise, cart,
 * offers, EDV, checkout): the app's store actor comes in their input, `readStore` reads its selection
 * once restored, and `saveStore` hands a new selection to it (store selection, reorder).
 */
import { fromPromise, waitFor } from 'xstate';
import { selectIsRestored, selectIsSaveSettled, selectRecentStoreIds, selectSelectedStore, type StoreActorRef } from '../store.machine';
import type { SelectedStore } from '@/domain/store';

/** Input of the calls that name the selected store. */
export interface StoreCallInput {
  storeId: string;
}

/** Input of `readStore`: the app's store actor. */
export interface ReadStoreInput {
  storeActor: StoreActorRef;
}

/** Input of `saveStore`: the app's store actor and the selection to hand it. */
export interface SaveStoreInput {
  storeActor: StoreActorRef;
  store: SelectedStore;
}

/** The selection once the store actor has restored it; null when there is none. */
export async function readSelectedStore(storeActor: StoreActorRef): Promise<SelectedStore | null> {
  return selectSelectedStore(await waitFor(storeActor, selectIsRestored, { timeout: Infinity }));
}

/** The `readStore` actor: readSelectedStore of the input's store actor. */
export const readSelectedStoreLogic = fromPromise<SelectedStore | null, ReadStoreInput>(({ input }) => readSelectedStore(input.storeActor));

/**
 * The `saveStore` actor: hands the selection to the store actor once it has restored, and waits for its
 * save; returns the kept store ids, newest first. Rejects when the store actor could not persist it.
 */
export const saveSelectedStoreLogic = fromPromise<string[], SaveStoreInput>(async ({ input }) => {
  await waitFor(input.storeActor, selectIsRestored, { timeout: Infinity });
  input.storeActor.send({ type: 'store.selected', store: input.store });
  const settled = await waitFor(input.storeActor, selectIsSaveSettled, { timeout: Infinity });
  if (settled.hasTag('error')) throw new Error('The store selection could not be saved on this device.');
  return selectRecentStoreIds(settled);
});

/** The selected store as call input; `machine` names the caller in the error thrown when none is selected yet. */
export function storeCallOf(selected: SelectedStore | null, machine: string): StoreCallInput {
  if (selected === null) throw new Error(`${machine}: no store selected yet`);
  return { storeId: selected.storeId };
}

interface StoreReadDone {
  event: { output: SelectedStore | null };
}

/**
 * The `loadingStore` state (tagged busy): invokes `readStore` with the machine's `storeActor`; a store is
 * kept (`assignSavedStore`) and the machine goes on to `target`; no store, and a store actor that failed,
 * go to the machine's `noStore` state. The machine provides the `readStore` actor, the `hasStore` guard
 * and the `assignSavedStore` action.
 */
export function loadingStoreState<TTarget extends string>(target: TTarget) {
  return {
    tags: 'busy',
    invoke: {
      id: 'readStore',
      src: 'readStore',
      input: ({ context }: { context: { storeActor: StoreActorRef } }) => ({ storeActor: context.storeActor }),
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
