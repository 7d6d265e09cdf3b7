import { ROUTES } from '@/domain/navigation';
import storeListTexts from '@/i18n/en/storeList';
import { useTexts } from '@/i18n/useTexts';
import { StoreCard } from './StoreCard';
import { StoreListFrame } from './StoreListFrame';
import styles from './StoreList.module.css';

/**
 * SPEC 2 /nearestStore?deliveryType&latitude&longitude: the stores near the point, or a city's stores;
 * /selectResturant?deliveryType&storePage=false starts with the city choice. A chosen store leads to the menu.
 */
export default function NearestStoreScreen() {
  const { t } = useTexts(storeListTexts);
  return (
    <StoreListFrame
      otherView={{ path: ROUTES.takeawayMapScreen, label: t.viewOnMap }}
      renderStores={(stores, { choose, flow }) => (
        <ul className={styles.stores} aria-label={t.storeListLabel}>
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
