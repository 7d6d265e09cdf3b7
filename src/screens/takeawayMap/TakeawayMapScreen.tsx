import { ROUTES } from '@/domain/navigation';
import { VIEW_AS_LIST } from '../nearestStore/messages';
import { StoreListFrame } from '../nearestStore/StoreListFrame';
import { StoresOnMap } from './StoresOnMap';

/** SPEC 2 /takeawayMapScreen?deliveryType&latitude&longitude: the stores near the point on a map; a chosen store leads to the menu. */
export default function TakeawayMapScreen() {
  return (
    <StoreListFrame
      otherView={{ path: ROUTES.nearestStore, label: VIEW_AS_LIST }}
      renderStores={(stores, { actor, route, choose, flow }) => (
        <StoresOnMap actor={actor} stores={stores} point={route.point} choose={choose} busy={flow.busy} />
      )}
    />
  );
}
