import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { QUERY, ROUTES, withQuery, type DeliveryTypeParam } from '@/domain/navigation';
import { selectCanChooseCity, selectCanShowNearest, selectCity, type StoreListSnapshot } from '@machines/storeList.machine';
import storeListTexts from '@/i18n/en/storeList';
import { useTexts } from '@/i18n/useTexts';
import type { StoreListActorRef } from './useStoreList';
import styles from './StoreList.module.css';

const selectIsChoosingCity = (snapshot: StoreListSnapshot): boolean =>
  snapshot.matches('loadingCities') || snapshot.matches('citiesFailed') || snapshot.matches('choosingCity');

export interface StoreListHeadingProps {
  actor: StoreListActorRef;
  deliveryParam: DeliveryTypeParam;
  /** The other view of the same list: the map from the list, the list from the map. */
  otherView: { to: string; label: string };
}

/** What is listed (near the point, a city's stores, or the city choice) and the ways to list something else. */
export function StoreListHeading({ actor, deliveryParam, otherView }: StoreListHeadingProps) {
  const { t, fill } = useTexts(storeListTexts);
  const isChoosingCity = useSelector(actor, selectIsChoosingCity);
  const city = useSelector(actor, selectCity);
  const heading = isChoosingCity ? t.chooseCityTitle : city === null ? t.nearYou : fill(t.storesInCity, { city });
  const canChooseCity = useSelector(actor, selectCanChooseCity);
  const canShowNearest = useSelector(actor, selectCanShowNearest);

  return (
    <div className={styles.heading}>
      <h2 className={styles.subtitle}>{heading}</h2>
      <nav className={styles.actions}>
        <Link className={styles.action} to={otherView.to}>
          {otherView.label}
        </Link>
        {canChooseCity ? (
          <button type="button" className={styles.action} onClick={() => actor.send({ type: 'city.choose' })}>
            {t.chooseCity}
          </button>
        ) : null}
        {canShowNearest ? (
          <button type="button" className={styles.action} onClick={() => actor.send({ type: 'nearest.show' })}>
            {t.showNearest}
          </button>
        ) : null}
        <Link className={styles.action} to={withQuery(ROUTES.searchAddress, { [QUERY.deliveryType]: deliveryParam })}>
          {t.searchAnother}
        </Link>
      </nav>
    </div>
  );
}
