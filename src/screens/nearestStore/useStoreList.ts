import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { StoreSummary } from '@/contract/locations';
import { useMachineLogic } from '@/app/machineLogic';
import { useStoreSelectionFlow, type StoreSelectionFlow } from '@/app/storeSelectionFlow';
import { ROUTES } from '@/domain/navigation';
import { storeListMachine } from '@machines/storeList.machine';
import type { StoreListRoute } from './storeListRoute';

export type StoreListActorRef = ActorRefFrom<typeof storeListMachine>;

export interface StoreList {
  actor: StoreListActorRef;
  flow: StoreSelectionFlow;
  /** Hands the store to the store selection, for the customer's point or, without one, the store's own. */
  choose: (store: StoreSummary) => void;
}

/** One visit's store list and store selection; a chosen store leads to the menu. */
export function useStoreList(route: StoreListRoute): StoreList {
  const actor = useActorRef(useMachineLogic(storeListMachine), { input: { deliveryType: route.deliveryType, point: route.point } });
  const flow = useStoreSelectionFlow({ deliveryType: route.deliveryType, next: ROUTES.menu });
  const choose = (store: StoreSummary) => {
    const point = route.point ?? store;
    flow.choose({ latitude: point.latitude, longitude: point.longitude, storeId: store.id });
  };
  return { actor, flow, choose };
}
