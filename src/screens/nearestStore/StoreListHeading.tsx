import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { QUERY, ROUTES, withQuery, type DeliveryTypeParam } from '@/domain/navigation';
import { selectCanChooseCity, selectCanShowNearest, selectCity, type StoreListSnapshot } from '@machines/storeList.machine';
import { CHOOSE_CITY, CHOOSE_CITY_TITLE, NEAR_YOU, SEARCH_ANOTHER, SHOW_NEAREST, storesInCity } from './messages';
import type { StoreListActorRef } from './useStoreList';
import styles from './StoreList.module.css';

function selectHeading(snapshot: StoreListSnapshot): string {
  if (snapshot.matches('loadingCities') || snapshot.matches('citiesFailed') || snapshot.matches('choosingCity')) return CHOOSE_CITY_TITLE;
  const city = selectCity(snapshot);
  return city === null ? NEAR_YOU : storesInCity(city);
}

export interface StoreListHeadingProps {
  actor: StoreListActorRef;
  deliveryParam: DeliveryTypeParam;
  /** The other view of the same list: the map from the list, the list from the map. */
  otherView: { to: string; label: string };
}

/** What is listed (near the point, a city's stores, or the city choice) and the ways to list something else. */
export function StoreListHeading({ actor, deliveryParam, otherView }: StoreListHeadingProps) {
  const heading = useSelector(actor, selectHeading);
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
            {CHOOSE_CITY}
          </button>
        ) : null}
        {canShowNearest ? (
          <button type="button" className={styles.action} onClick={() => actor.send({ type: 'nearest.show' })}>
            {SHOW_NEAREST}
          </button>
        ) : null}
        <Link className={styles.action} to={withQuery(ROUTES.searchAddress, { [QUERY.deliveryType]: deliveryParam })}>
          {SEARCH_ANOTHER}
        </Link>
      </nav>
    </div>
  );
}
