import { ROUTES } from '@/domain/navigation';
import storeListTexts from '@/i18n/en/storeList';
import { useTexts } from '@/i18n/useTexts';
import { StoreListFrame } from '../nearestStore/StoreListFrame';
import { StoresOnMap } from './StoresOnMap';

/** SPEC 2 /takeawayMapScreen?deliveryType&latitude&longitude: the stores near the point on a map; a chosen store leads to the menu. */
export default function TakeawayMapScreen() {
  const { t } = useTexts(storeListTexts);
  return (
    <StoreListFrame
      otherView={{ path: ROUTES.nearestStore, label: t.viewAsList }}
      renderStores={(stores, { actor, route, choose, flow }) => (
        <StoresOnMap actor={actor} stores={stores} point={route.point} choose={choose} busy={flow.busy} />
      )}
    />
  );
}
