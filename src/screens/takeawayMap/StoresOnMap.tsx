import { Suspense } from 'react';
import { useSelector } from '@xstate/react';
import type { StoreSummary } from '@/contract/locations';
import { useMapTileUrl } from '@/app/appConfig';
import { lazyWithRetry } from '@/app/lazyWithRetry';
import { Loader } from '@/components/Loader';
import { formatDistanceKm, type Coordinates } from '@/domain/geo';
import { selectSelectedStore } from '@machines/storeList.machine';
import { StoreCard } from '../nearestStore/StoreCard';
import type { StoreListActorRef } from '../nearestStore/useStoreList';
import { CHOOSE_THIS_STORE, LOADING_MAP, MAP_LABEL, PICK_A_STORE, STORE_PICKER_LABEL } from './messages';
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
        <Suspense fallback={<Loader label={LOADING_MAP} />}>
          <MapView
            center={center}
            pin={point}
            stores={stores.map(({ id, name, latitude, longitude }) => ({ id, name, latitude, longitude }))}
            onStoreSelect={select}
            selectedStoreId={selected?.id ?? null}
            tileUrl={tileUrl}
            label={MAP_LABEL}
          />
        </Suspense>
      </div>

      <div className={styles.selected} aria-live="polite">
        {selected ? (
          <StoreCard store={selected} selected chooseText={CHOOSE_THIS_STORE} onChoose={choose} disabled={busy} />
        ) : (
          <p className={styles.hint}>{PICK_A_STORE}</p>
        )}
      </div>

      <ul className={styles.picker} aria-label={STORE_PICKER_LABEL}>
        {stores.map((store) => (
          <li key={store.id}>
            <button
              type="button"
              className={styles.pick}
              aria-pressed={store.id === selected?.id}
              onClick={() => select(store.id)}>
              <span className={styles.pickName}>{store.name}</span>{' '}
              {store.distanceKm === null ? null : <span className={styles.pickDistance}>{formatDistanceKm(store.distanceKm)}</span>}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
