import { ROUTES } from '@/domain/navigation';
import { STORE_LIST_LABEL, VIEW_ON_MAP } from './messages';
import { StoreCard } from './StoreCard';
import { StoreListFrame } from './StoreListFrame';
import styles from './StoreList.module.css';

/**
 * SPEC 2 /nearestStore?deliveryType&latitude&longitude: the stores near the point, or a city's stores;
 * /selectResturant?deliveryType&storePage=false starts with the city choice. A chosen store leads to the menu.
 */
export default function NearestStoreScreen() {
  return (
    <StoreListFrame
      otherView={{ path: ROUTES.takeawayMapScreen, label: VIEW_ON_MAP }}
      renderStores={(stores, { choose, flow }) => (
        <ul className={styles.stores} aria-label={STORE_LIST_LABEL}>
          {stores.map((store) => (
            <li key={store.id}>
              <StoreCard store={store} onChoose={choose} disabled={flow.busy} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
