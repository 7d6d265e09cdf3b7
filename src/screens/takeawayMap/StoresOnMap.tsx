import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import type { StoreSummary } from '@/contract/locations';
import { useMapTileUrl } from '@/app/appConfig';
import { lazyWithRetry } from '@/app/lazyWithRetry';
import { Loader } from '@/components/Loader';
import type { Coordinates } from '@/domain/geo';
import storeListTexts from '@/i18n/en/storeList';
import { useTexts } from '@/i18n/useTexts';
import { selectSelectedStore } from '@machines/storeList.machine';
import { StoreCard } from '../nearestStore/StoreCard';
import { useDistanceText } from '../nearestStore/useDistanceText';
import type { StoreListActorRef } from '../nearestStore/useStoreList';
import styles from './TakeawayMapScreen.module.css';

// Leaflet loads with this screen's map, never with the route table or the list screen.
const MapView = lazyWithRetry(() => import('@/components/MapView').then((module) => ({ default: module.MapView })));

export interface StoresOnMapProps {
  actor: StoreListActorRef;
  stores: StoreSummary[];
  /** The customer's point, pinned on the map; null in city mode. */
  point: Coordinates | null;
  choose: (store: StoreSummary) => void;
  /** A store is being chosen: the button waits. */
  busy: boolean;
}

const coordinatesOf = ({ latitude, longitude }: Coordinates): Coordinates => ({ latitude, longitude });

/** The stores as markers; the marker (or name) picked below the map shows its card with 'Choose this store'. */
export function StoresOnMap({ actor, stores, point, choose, busy }: StoresOnMapProps) {
  const { t } = useTexts(storeListTexts);
  const distanceText = useDistanceText();
  const selected = useSelector(actor, selectSelectedStore);
  const tileUrl = useMapTileUrl();
  const select = (storeId: string) => actor.send({ type: 'store.select', storeId });
  // The list shows at least one store, so the map always has something to look at.
  const focus = selected ?? point ?? stores[0];
  if (focus === undefined) return null;
  const center = coordinatesOf(focus);

  return (
    <>
      <div className={styles.mapArea}>
        <Suspense fallback={<Loader label={t.map.loading} />}>
          <MapView
            center={center}
            pin={point}
            stores={stores.map(({ id, name, latitude, longitude }) => ({ id, name, latitude, longitude }))}
            onStoreSelect={select}
            selectedStoreId={selected?.id ?? null}
            tileUrl={tileUrl}
            label={t.map.label}
          />
        </Suspense>
      </div>

      <div className={styles.selected} aria-live="polite">
        {selected ? (
          <StoreCard store={selected} selected chooseText={t.map.chooseThisStore} onChoose={choose} disabled={busy} />
        ) : (
          <p className={styles.hint}>{t.map.pickAStore}</p>
        )}
      </div>

      <ul className={styles.picker} aria-label={t.map.pickerLabel}>
        {stores.map((store) => (
          <li key={store.id}>
            <button type="button" className={styles.pick} aria-pressed={store.id === selected?.id} onClick={() => select(store.id)}>
              <span className={styles.pickName}>{store.name}</span>{' '}
              {store.distanceKm === null ? null : <span className={styles.pickDistance}>{distanceText(store.distanceKm)}</span>}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
