import { useId } from 'react';
import type { StoreSummary } from '@/contract/locations';
import { Button } from '@/components/Button';
import storeListTexts from '@/i18n/en/storeList';
import { useTexts } from '@/i18n/useTexts';
import { useDistanceText } from './useDistanceText';
import styles from './StoreList.module.css';

export interface StoreCardProps {
  store: StoreSummary;
  onChoose: (store: StoreSummary) => void;
  /** A store is being chosen: the buttons wait. */
  disabled: boolean;
  /** Highlighted, e.g. its marker was picked on the map. */
  selected?: boolean;
  /** For the one card of a page: the choose button's whole name, e.g. 'Choose this store'. */
  chooseText?: string;
}

/**
 * One store: name, address, city, distance and an offline mark. An offline store can still be chosen:
 * the store selection then shows the SPEC 8 store popup.
 */
export function StoreCard({ store, onChoose, disabled, selected = false, chooseText }: StoreCardProps) {
  const { t, fill } = useTexts(storeListTexts);
  const distanceText = useDistanceText();
  const id = useId();
  const nameId = `${id}-name`;
  const offlineId = `${id}-offline`;
  const isOffline = store.online === 0;
  const classes = [styles.card, selected ? styles.cardSelected : '', isOffline ? styles.cardOffline : ''].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-labelledby={nameId} aria-current={selected ? 'true' : undefined} data-store-id={store.id}>
      <div className={styles.cardHead}>
        <h3 id={nameId} className={styles.cardName}>
          {store.name}
        </h3>
        {store.distanceKm === null ? null : <span className={styles.distance}>{distanceText(store.distanceKm)}</span>}
      </div>
      <p className={styles.address}>{store.address}</p>
      <p className={styles.cardCity}>{store.city}</p>
      {isOffline ? (
        <p id={offlineId} className={styles.offline}>
          <span className={styles.offlineBadge}>{t.offline}</span> {t.offlineHint}
        </p>
      ) : null}
      <Button
        variant={isOffline ? 'secondary' : 'primary'}
        className={styles.choose}
        disabled={disabled}
        aria-label={chooseText === undefined ? fill(t.chooseStoreLabel, { name: store.name }) : undefined}
        aria-describedby={isOffline ? offlineId : undefined}
        onClick={() => onChoose(store)}
      >
        {chooseText ?? t.choose}
      </Button>
    </article>
  );
}
