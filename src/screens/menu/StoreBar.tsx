import { Link } from 'react-router-dom';
import type { MenuStore } from '@/contract/menu';
import { irctcStationRoute, ROUTES } from '@/domain/navigation';
import type { DeliveryType } from '@/domain/constants';
import type { SelectedRail } from '@/domain/store';
import deliveryTypes from '@/i18n/en/deliveryTypes';
import menuTexts from '@/i18n/en/menu';
import { useTexts } from '@/i18n/useTexts';
import styles from './MenuScreen.module.css';

export interface StoreBarProps {
  store: MenuStore;
  deliveryType: DeliveryType | null;
  /** An order to a train seat: its station shows in place of the store's address, and Change goes back to the stations. */
  rail: SelectedRail | null;
}

function StoreIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M4 10v10h16V10" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      <path
        d="M3 10 5 4h14l2 6a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M10 20v-5h4v5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/** Which store the order goes to and how it is collected, with a way back to change them. */
export function StoreBar({ store, deliveryType, rail }: StoreBarProps) {
  const { t, fill } = useTexts(menuTexts);
  const deliveryTypeNames = useTexts(deliveryTypes).t;
  // The store's name is set in bold wherever the language puts it in the sentence.
  const [beforeName = '', afterName = ''] = t.orderingFrom.split('{store}');
  const [beforeStation = '', afterStation = ''] = t.atStation.split('{station}');
  return (
    <section className={styles.storeBar} aria-label={fill(t.orderingFrom, { store: store.name })}>
      <span className={styles.storeIcon}>
        <StoreIcon />
      </span>
      <div className={styles.storeText}>
        <p className={styles.storeName}>
          {beforeName}
          <strong translate="no">{store.name}</strong>
          {afterName}
        </p>
        <p className={rail ? `${styles.storeMeta} ${styles.storeMetaWrap}` : styles.storeMeta}>
          {deliveryType ? <span className={styles.deliveryType}>{deliveryTypeNames[deliveryType]}</span> : null}
          {rail ? (
            <span>
              {beforeStation}
              <span translate="no">{rail.stationName}</span>
              {afterStation}
            </span>
          ) : (
            <span className={styles.storeAddress} translate="no">
              {store.address}
            </span>
          )}
        </p>
      </div>
      <Link
        to={rail ? irctcStationRoute(rail.pnr) : ROUTES.home}
        className={styles.changeStore}
        aria-label={rail ? t.changeStationLabel : t.changeStoreLabel}
      >
        {t.changeStore}
      </Link>
    </section>
  );
}
