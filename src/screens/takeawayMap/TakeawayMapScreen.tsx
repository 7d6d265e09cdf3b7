import { ROUTES } from '@/domain/navigation';
import storeListTexts from '@/i18n/en/storeList';
import { useTexts } from '@/i18n/useTexts';
import { StoreListFrame } from '../nearestStore/StoreListFrame';
import type { StoreListMachines } from '../nearestStore/useStoreList';
import { StoresOnMap } from './StoresOnMap';

export type TakeawayMapScreenProps = StoreListMachines;

/** SPEC 2 /takeawayMapScreen?deliveryType&latitude&longitude: the stores near the point on a map; a chosen store leads to the menu. */
export default function TakeawayMapScreen({ machine, selectionMachine }: TakeawayMapScreenProps) {
  const { t } = useTexts(storeListTexts);
  return (
    <StoreListFrame
      machine={machine}
      selectionMachine={selectionMachine}
      otherView={{ path: ROUTES.nearestStore, label: t.viewAsList }}
      renderStores={(stores, { actor, route, choose, flow }) => (
        <StoresOnMap actor={actor} stores={stores} point={route.point} choose={choose} busy={flow.busy} />
      )}
    />
  );
}
