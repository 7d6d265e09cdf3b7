import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { StoreSummary } from '@/contract/locations';
import { useAppConfig } from '@/app/appConfig';
import { Button } from '@/components/Button';
import { Loader } from '@/components/Loader';
import storeListTexts from '@/i18n/en/storeList';
import { useMessages } from '@/i18n/useMessages';
import { useTexts } from '@/i18n/useTexts';
import {
  selectCity,
  selectError,
  selectHasFailed,
  selectIsLoading,
  selectStores,
  type StoreListSnapshot,
} from '@machines/storeList.machine';
import { CityPicker } from './CityPicker';
import type { StoreListActorRef } from './useStoreList';
import styles from './StoreList.module.css';

type View = 'loadingStores' | 'loadingCities' | 'storesFailed' | 'citiesFailed' | 'choosingCity' | 'empty' | 'listing';

function viewOf(snapshot: StoreListSnapshot): View {
  if (snapshot.matches('loadingCities')) return 'loadingCities';
  if (selectIsLoading(snapshot)) return 'loadingStores';
  if (snapshot.matches('citiesFailed')) return 'citiesFailed';
  if (selectHasFailed(snapshot)) return 'storesFailed';
  if (snapshot.matches('choosingCity')) return 'choosingCity';
  if (snapshot.matches('empty')) return 'empty';
  return 'listing';
}

export interface StoreListBodyProps {
  actor: StoreListActorRef;
  /** How the loaded stores are shown: cards, or a map with cards. */
  renderStores: (stores: StoreSummary[]) => ReactNode;
}

/** Whatever the store list is doing: loading, failed with a retry, the city list, nothing found, or the stores. */
export function StoreListBody({ actor, renderStores }: StoreListBodyProps) {
  const { t, fill } = useTexts(storeListTexts);
  const say = useMessages();
  const view = useSelector(actor, viewOf);
  const stores = useSelector(actor, selectStores);
  const city = useSelector(actor, selectCity);
  const error = useSelector(actor, selectError);
  const { maxShownDistance } = useAppConfig();

  switch (view) {
    case 'loadingStores':
      return <Loader label={t.loadingStores} />;
    case 'loadingCities':
      return <Loader label={t.loadingCities} />;
    case 'storesFailed':
    case 'citiesFailed':
      return (
        <div role="alert" className={styles.state}>
          <p className={styles.stateTitle}>{view === 'citiesFailed' ? t.citiesFailed : t.storesFailed}</p>
          <p className={styles.stateBody}>{error?.displayMsg || say('genericError')}</p>
          <div className={styles.stateActions}>
            <Button variant="secondary" onClick={() => actor.send({ type: 'list.retry' })}>
              {t.retry}
            </Button>
          </div>
        </div>
      );
    case 'choosingCity':
      return <CityPicker actor={actor} />;
    case 'empty':
      return (
        <div className={styles.state}>
          <StoreIcon />
          {/* SPEC 9 maxShownDistance: the server lists nothing farther away. */}
          <p className={styles.stateTitle}>
            {city === null ? fill(t.noStoresNear, { km: maxShownDistance }) : fill(t.noStoresInCity, { city })}
          </p>
          <p className={styles.stateBody}>{t.emptyHint}</p>
        </div>
      );
    default:
      return renderStores(stores);
  }
}

function StoreIcon() {
  return (
    <svg className={styles.stateIcon} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <path d="M8 20h32v20a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2V20Z" fill="currentColor" opacity="0.15" />
      <path
        d="M6 20 10 8h28l4 12M8 20v20a2 2 0 0 0 2 2h28a2 2 0 0 0 2-2V20M6 20h36M20 42V30h8v12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
