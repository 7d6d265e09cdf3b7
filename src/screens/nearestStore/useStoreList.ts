import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { StoreSummary } from '@/contract/locations';
import { useStoreSelectionFlow, type StoreSelectionFlow } from '@/app/storeSelectionFlow';
import { ROUTES } from '@/domain/navigation';
import { storeListMachine } from '@machines/storeList.machine';
import { storeSelectionMachine } from '@machines/storeSelection.machine';
import type { StoreListRoute } from './storeListRoute';

export type StoreListActorRef = ActorRefFrom<typeof storeListMachine>;

export interface StoreListMachines {
  /** Tests pass machines with fake actors; the app uses the real ones. */
  machine?: typeof storeListMachine;
  selectionMachine?: typeof storeSelectionMachine;
}

export interface StoreList {
  actor: StoreListActorRef;
  flow: StoreSelectionFlow;
  /** Hands the store to the store selection, for the customer's point or, without one, the store's own. */
  choose: (store: StoreSummary) => void;
}

/** One visit's store list and store selection; a chosen store leads to the menu. */
export function useStoreList(
  route: StoreListRoute,
  { machine = storeListMachine, selectionMachine = storeSelectionMachine }: StoreListMachines,
): StoreList {
  const actor = useActorRef(machine, { input: { deliveryType: route.deliveryType, point: route.point } });
  const flow = useStoreSelectionFlow({ deliveryType: route.deliveryType, next: ROUTES.menu, machine: selectionMachine });
  const choose = (store: StoreSummary) => {
    const point = route.point ?? store;
    flow.choose({ latitude: point.latitude, longitude: point.longitude, storeId: store.id });
  };
  return { actor, flow, choose };
}
